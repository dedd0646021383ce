// GUI test of the Experiments window's CSP part, driven through its own widgets.
//
// Independent truth
// - The table and the checks chart: ExperimentRunner::run on an Experiment the test builds
//   itself (not read from the form), one thread; each point's checks are also those of a direct
//   run replayed into a BoardState.
// - The run-length curve: computed here by counting, for each length, the runs at least as long.
// - Cancel: the runs finished are whole blocks, fewer than asked.
// No fixed sleeps: every wait is a QTRY_* on the outcome, bounded by TestProblems.
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QXYSeries>

#include "BoardState.h"
#include "ChecksChart.h"
#include "CspCombination.h"
#include "CspExperimentPresets.h"
#include "CspExperimentSettings.h"
#include "ExperimentChart.h"
#include "ExperimentForm.h"
#include "ExperimentRunner.h"
#include "ExperimentTable.h"
#include "ExperimentsWindow.h"
#include "RunLengthChart.h"
#include "StepperFactory.h"
#include "TestProblems.h"

using queens::Algorithm;
using Parameter = queens::Experiment::Parameter;

namespace {

template <class T>
T* child(const QWidget& w, const char* name) {
    T* found = w.findChild<T*>(QLatin1String(name));
    if (found == nullptr) qFatal("no child %s", name);
    return found;
}

QString cell(const ExperimentTable* t, int row, int column) {
    const QTableWidgetItem* i = t->item(row, column);
    return i ? i->text() : QString();
}

// Checks only the combinations named, in the list's order.
void checkCombinations(const ExperimentsWindow& w, const QStringList& names) {
    auto* list = child<QListWidget>(w, "cspCombinationList");
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(names.contains(list->item(i)->data(Qt::UserRole).toString())
                                         ? Qt::Checked
                                         : Qt::Unchecked);
}

void setCspSweep(const ExperimentsWindow& w) {
    auto* combo = child<QComboBox>(w, "experimentAlgorithmCombo");
    combo->setCurrentIndex(combo->findData(static_cast<int>(Algorithm::Csp)));
    child<QSpinBox>(w, "experimentNSpinBox")->setValue(8);
    child<QSpinBox>(w, "experimentRunsSpinBox")->setValue(1);
    checkCombinations(w, {QStringLiteral("bt"), QStringLiteral("fc"), QStringLiteral("mrv-mac")});
    auto* sweep = child<QComboBox>(w, "sweepParameterCombo");
    sweep->setCurrentIndex(sweep->findData(static_cast<int>(Parameter::N)));
    child<QLineEdit>(w, "sweepValuesEdit")->setText(QStringLiteral("6:10:2"));
}

queens::Experiment cspSweep() {
    queens::Experiment x;
    x.algorithm = Algorithm::Csp;
    x.base.n = 8;
    x.runs = 1;
    x.combinations = {*queens::CspCombination::fromName("bt"),
                      *queens::CspCombination::fromName("fc"),
                      *queens::CspCombination::fromName("mrv-mac")};
    x.sweep = Parameter::N;
    x.values = {6, 8, 10};
    return x;
}

}  // namespace

class TestExperimentsCsp : public QObject {
    Q_OBJECT

private slots:
    void formBuildsTheCspExperiment();
    void survivalCountsTheLongerRuns();
    void cspSweepFillsTableAndChart();
    void heavyTailBatchAndCancel();
};

void TestExperimentsCsp::formBuildsTheCspExperiment() {
    ExperimentsWindow w;
    setCspSweep(w);
    child<QSpinBox>(w, "experimentCheckBudgetSpinBox")->setValue(5000);
    QString why;
    const auto x = w.form()->experiment(&why);
    QVERIFY2(x.has_value(), qPrintable(why));
    QCOMPARE(x->algorithm, Algorithm::Csp);
    QCOMPARE(x->combinations, cspSweep().combinations);
    QCOMPARE(x->values, cspSweep().values);
    QCOMPARE(x->maxChecks, 5000u);
    QVERIFY(!x->distribution);
    // No combination: refused with a reason, nothing runs.
    checkCombinations(w, {});
    QVERIFY(!w.form()->experiment(&why).has_value());
    QVERIFY2(why.contains(QStringLiteral("combination")), qPrintable(why));
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    QVERIFY(!w.isRunning());
    // The rows of CSP show only for CSP.
    auto* combo = child<QComboBox>(w, "experimentAlgorithmCombo");
    combo->setCurrentIndex(combo->findData(static_cast<int>(Algorithm::HillClimbing)));
    w.show();
    QVERIFY(!child<QListWidget>(w, "cspCombinationList")->isVisible());
    combo->setCurrentIndex(combo->findData(static_cast<int>(Algorithm::Csp)));
    QVERIFY(child<QListWidget>(w, "cspCombinationList")->isVisible());
}

void TestExperimentsCsp::survivalCountsTheLongerRuns() {
    const std::vector<std::uint64_t> nodes = {40, 3, 3, 900, 12, 3, 40, 7};
    const QList<QPointF> curve = RunLengthChart::survival(nodes);
    QCOMPARE(curve.size(), 5);  // 3, 7, 12, 40, 900
    for (const QPointF& p : curve) {
        const auto atLeast = std::count_if(nodes.cbegin(), nodes.cend(), [&p](std::uint64_t k) {
            return static_cast<double>(k) >= p.x();
        });
        QCOMPARE(p.y(), static_cast<double>(atLeast) / 8);
    }
    QCOMPARE(curve.first().y(), 1.0);
    QCOMPARE(curve.last(), QPointF(900, 1.0 / 8));
}

void TestExperimentsCsp::cspSweepFillsTableAndChart() {
    ExperimentsWindow w;
    w.show();
    setCspSweep(w);
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    QVERIFY(w.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), TestProblems::kSolveTimeoutMs);
    QVERIFY(w.result().has_value());
    const queens::ExperimentRunner::Result truth = queens::ExperimentRunner(1).run(cspSweep());
    const ExperimentTable* table = w.table();
    QCOMPARE(table->rowCount(), 9);
    QVERIFY(!table->isColumnHidden(ExperimentTable::Checks));
    QVERIFY(!table->isColumnHidden(ExperimentTable::Combination));
    QVERIFY(table->isColumnHidden(ExperimentTable::StepsSolved));
    const QLocale locale;
    for (int row = 0; row < 9; ++row) {
        const queens::ExperimentSummary& s = truth.points[static_cast<std::size_t>(row)];
        // Each row's checks are its combination's own, as a direct run counts them.
        queens::StepperOptions o = cspSweep().pointOptions(static_cast<std::size_t>(row));
        const auto stepper = queens::StepperFactory::create(Algorithm::Csp, o);
        queens::BoardState board(o.n);
        queens::StepEvent e;
        while (stepper->next(e)) board.apply(e);
        QCOMPARE(s.meanChecksSolved(), static_cast<double>(board.stats().checks));
        QCOMPARE(cell(table, row, ExperimentTable::Checks),
                 locale.toString(s.meanChecksSolved(), 'f', 0));
        QCOMPARE(cell(table, row, ExperimentTable::Nodes),
                 locale.toString(s.meanNodesSolved(), 'f', 0));
        QCOMPARE(cell(table, row, ExperimentTable::Combination),
                 CspExperimentSettings::combinationTitle(
                     cspSweep().combinations[static_cast<std::size_t>(s.combination())]));
    }
    // The chart: a line per combination on a log axis, every solved point drawn.
    QVERIFY(w.checksChart()->isVisible());
    QVERIFY(!w.chart()->isVisible());
    QCOMPARE(w.checksChart()->chart()->series().size(), 3);
    QCOMPARE(w.checksChart()->pointCount(), 9);
    const auto* bt = static_cast<const QXYSeries*>(w.checksChart()->chart()->series().at(0));
    QCOMPARE(bt->at(2).y(), truth.points[2].meanChecksSolved());
}

void TestExperimentsCsp::heavyTailBatchAndCancel() {
    ExperimentsWindow w;
    w.show();
    // A small batch through the form: 128 runs, without and with restarts, every run kept.
    w.form()->setExperiment(CspExperimentPresets::heavyTail());
    child<QSpinBox>(w, "experimentNSpinBox")->setValue(20);
    child<QSpinBox>(w, "experimentRunsSpinBox")->setValue(128);
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), TestProblems::kSolveTimeoutMs);
    QVERIFY(w.result().has_value());
    QVERIFY(!w.result()->cancelled);
    QCOMPARE(w.result()->points.size(), 2u);
    for (const queens::ExperimentSummary& s : w.result()->points)
        QCOMPARE(s.runNodes().size(), 128u);
    QVERIFY(w.runLengthChart()->isVisible());
    QCOMPARE(w.runLengthChart()->chart()->series().size(), 2);
    QVERIFY(!w.table()->isColumnHidden(ExperimentTable::Quantiles));

    // Cancel: the preset's batch with 100,000 runs per value runs long enough to be stopped.
    w.form()->setExperiment(CspExperimentPresets::heavyTail());
    child<QSpinBox>(w, "experimentRunsSpinBox")->setValue(100000);
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    QVERIFY(w.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(child<QProgressBar>(w, "experimentProgress")->value() >=
                                 TestProblems::runsBeforeAWholeBlock(),
                             TestProblems::kSolveTimeoutMs);
    QTest::mouseClick(child<QPushButton>(w, "cancelExperimentButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), TestProblems::kSolveTimeoutMs);
    const queens::ExperimentRunner::Result& r = *w.result();
    QVERIFY(r.cancelled);
    QVERIFY(r.runsDone > 0 && r.runsDone < r.runsTotal);
    QCOMPARE(r.runsDone % queens::ExperimentRunner::kBlock, 0u);
}

QTEST_MAIN(TestExperimentsCsp)
#include "test_experiments_csp.moc"
