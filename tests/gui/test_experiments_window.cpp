// GUI test of the Experiments window (ExperimentsWindow), driven through its own widgets.
//
// Independent truth
// - The table: ExperimentRunner::run on an Experiment the test builds itself (not read from the
//   form), one thread; the runner's results do not depend on the thread count.
// - Export: the files are parsed back here (CSV split by hand, JSON by QJsonDocument) and
//   compared with the result's own summaries.
// - The textbook preset: AIMA's published rates (14 % and 94 %) within a few binomial standard
//   errors of 10,000 runs.
// No fixed sleeps: every wait is a QTRY_* on the outcome, bounded by TestProblems.
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cmath>

#include "ExperimentForm.h"
#include "ExperimentRunner.h"
#include "ExperimentTable.h"
#include "ExperimentsHost.h"
#include "ExperimentsWindow.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using Parameter = queens::Experiment::Parameter;

namespace {

template <class T>
T* child(const QWidget& w, const char* name) {
    T* found = w.findChild<T*>(QLatin1String(name));
    if (found == nullptr) qFatal("no child %s", name);
    return found;
}

void selectAlgorithm(const ExperimentsWindow& w, Algorithm a) {
    auto* combo = child<QComboBox>(w, "experimentAlgorithmCombo");
    combo->setCurrentIndex(combo->findData(static_cast<int>(a)));
}

void selectSweep(const ExperimentsWindow& w, Parameter p) {
    auto* combo = child<QComboBox>(w, "sweepParameterCombo");
    combo->setCurrentIndex(combo->findData(static_cast<int>(p)));
}

QString cell(const ExperimentTable* t, int row, int column) {
    const QTableWidgetItem* i = t->item(row, column);
    return i ? i->text() : QString();
}

// 8-queens steepest hill climbing, 192 runs, seed 7, sideways 0 and 10: as the test sets it in
// the form.
queens::Experiment smallSweep() {
    queens::Experiment x;
    x.algorithm = Algorithm::HillClimbing;
    x.base.n = 8;
    x.base.allSolutions = false;
    x.runs = 192;
    x.seed = 7;
    x.sweep = Parameter::SidewaysLimit;
    x.values = {0, 10};
    return x;
}

void setSmallSweep(const ExperimentsWindow& w) {
    selectAlgorithm(w, Algorithm::HillClimbing);
    child<QSpinBox>(w, "experimentNSpinBox")->setValue(8);
    child<QSpinBox>(w, "experimentRunsSpinBox")->setValue(192);
    child<QLineEdit>(w, "experimentSeedEdit")->setText(QStringLiteral("7"));
    selectSweep(w, Parameter::SidewaysLimit);
    child<QLineEdit>(w, "sweepValuesEdit")->setText(QStringLiteral("0, 10"));
}

bool runAndWait(ExperimentsWindow& w) {
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    if (!w.isRunning()) return false;
    return QTest::qWaitFor([&w] { return !w.isRunning(); }, TestProblems::kSolveTimeoutMs);
}

}  // namespace

class TestExperimentsWindow : public QObject {
    Q_OBJECT

private slots:
    void tableMatchesTheRunner();
    void exportParsesBack();
    void badSweepChangesNothing();
    void cancelKeepsFinishedRuns();
    void textbookPreset();
    void openedFromTheMainWindow();
    void languageSwitchRewritesTheTable();
};

void TestExperimentsWindow::tableMatchesTheRunner() {
    ExperimentsWindow w;
    w.show();
    setSmallSweep(w);
    QVERIFY(runAndWait(w));
    QVERIFY(w.result().has_value());
    QVERIFY(!w.result()->cancelled);

    const queens::ExperimentRunner::Result truth = queens::ExperimentRunner(1).run(smallSweep());
    const ExperimentTable* table = w.table();
    const QLocale locale;
    QCOMPARE(table->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const queens::ExperimentSummary& s = truth.points[static_cast<std::size_t>(row)];
        QCOMPARE(cell(table, row, ExperimentTable::Value), locale.toString(*s.value(), 'g', 12));
        QCOMPARE(cell(table, row, ExperimentTable::Runs),
                 locale.toString(static_cast<qulonglong>(s.runs())));
        QCOMPARE(cell(table, row, ExperimentTable::Solved),
                 locale.toString(static_cast<qulonglong>(s.solved())));
        QCOMPARE(cell(table, row, ExperimentTable::PercentSolved),
                 locale.toString(s.percentSolved(), 'f', 1));
        if (s.solved() > 0)
            QCOMPARE(cell(table, row, ExperimentTable::StepsSolved),
                     locale.toString(s.meanStepsSolved(), 'f', 1));
        if (s.solved() < s.runs())
            QCOMPARE(cell(table, row, ExperimentTable::StepsStuck),
                     locale.toString(s.meanStepsFailed(), 'f', 1));
    }
    // Sideways moves help: the textbook's point, on these 192 runs too.
    QVERIFY(truth.points[1].solved() > truth.points[0].solved());
    QVERIFY(!table->isColumnHidden(ExperimentTable::Value));
    // The book has figures for 0 sideways moves, none for 10.
    QVERIFY(!table->isColumnHidden(ExperimentTable::Published));
    QVERIFY(cell(table, 0, ExperimentTable::Published).startsWith(QLocale().toString(14)));
    QVERIFY(cell(table, 1, ExperimentTable::Published).isEmpty());
}

void TestExperimentsWindow::exportParsesBack() {
    ExperimentsWindow w;
    setSmallSweep(w);
    QVERIFY(runAndWait(w));
    const queens::ExperimentRunner::Result& r = *w.result();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csvPath = dir.filePath(QStringLiteral("x.csv"));
    const QString jsonPath = dir.filePath(QStringLiteral("x.json"));
    QVERIFY(w.exportTo(csvPath, ExperimentsWindow::Format::Csv));
    QVERIFY(w.exportTo(jsonPath, ExperimentsWindow::Format::Json));

    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    const QList<QByteArray> head = lines[0].split(',');
    for (int row = 0; row < 2; ++row) {
        const QList<QByteArray> f = lines[row + 1].split(',');
        QCOMPARE(f.size(), head.size());
        const queens::ExperimentSummary& s = r.points[static_cast<std::size_t>(row)];
        auto field = [&](const char* key) { return f[head.indexOf(key)].toDouble(); };
        QCOMPARE(field("value"), *s.value());
        QCOMPARE(field("runs"), double(s.runs()));
        QCOMPARE(field("solved"), double(s.solved()));
        QVERIFY(std::abs(field("percent_solved") - s.percentSolved()) < 1e-6);
        QVERIFY(std::abs(field("mean_steps_solved") - s.meanStepsSolved()) < 1e-6);
        QVERIFY(std::abs(field("mean_steps_failed") - s.meanStepsFailed()) < 1e-6);
    }

    QFile json(jsonPath);
    QVERIFY(json.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.readAll(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("algorithm")).toString(), QStringLiteral("hill-climbing"));
    QCOMPARE(o.value(QStringLiteral("n")).toInt(), 8);
    QCOMPARE(o.value(QStringLiteral("runs")).toInt(), 192);
    QCOMPARE(o.value(QStringLiteral("seed")).toInt(), 7);
    QCOMPARE(o.value(QStringLiteral("sweep")).toString(), QStringLiteral("sideways"));
    const QJsonArray points = o.value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 2);
    for (int row = 0; row < 2; ++row) {
        const QJsonObject p = points[row].toObject();
        const queens::ExperimentSummary& s = r.points[static_cast<std::size_t>(row)];
        QCOMPARE(p.value(QStringLiteral("value")).toDouble(), *s.value());
        QCOMPARE(p.value(QStringLiteral("solved")).toDouble(), double(s.solved()));
        QVERIFY(std::abs(p.value(QStringLiteral("percent_solved")).toDouble() - s.percentSolved()) <
                1e-6);
        QVERIFY(std::abs(p.value(QStringLiteral("mean_restarts")).toDouble() - s.meanRestarts()) <
                1e-6);
    }
}

void TestExperimentsWindow::badSweepChangesNothing() {
    ExperimentsWindow w;
    setSmallSweep(w);
    QVERIFY(runAndWait(w));
    const queens::ExperimentRunner::Result before = *w.result();
    const int rows = w.table()->rowCount();
    const QString firstCell = cell(w.table(), 0, ExperimentTable::PercentSolved);
    auto* status = child<QLabel>(w, "experimentStatus");
    auto* values = child<QLineEdit>(w, "sweepValuesEdit");
    auto* run = child<QPushButton>(w, "runExperimentButton");

    const struct {
        const char* text;
        const char* reason;  // a part of the message
    } cases[] = {
        {"0, ten", "\"ten\" is not a number"},
        {"10:0:5", "positive step"},
        {"0:10", "from:to:step"},
        {"1.5", "must be integers"},  // Experiment::validate's reason
        {"", "Enter the values"},
    };
    for (const auto& c : cases) {
        values->setText(QString::fromUtf8(c.text));
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY2(!w.isRunning(), c.text);
        QVERIFY2(status->text().contains(QString::fromUtf8(c.reason)), qPrintable(status->text()));
        QCOMPARE(w.table()->rowCount(), rows);
        QCOMPARE(cell(w.table(), 0, ExperimentTable::PercentSolved), firstCell);
        QCOMPARE(w.result()->runsDone, before.runsDone);
        QCOMPARE(w.experiment()->values, smallSweep().values);
    }
    // The range form, accepted: 0, 5, 10.
    values->setText(QStringLiteral("0:10:5"));
    QVERIFY(runAndWait(w));
    QCOMPARE(w.experiment()->values, (std::vector<double>{0, 5, 10}));
    QCOMPARE(w.table()->rowCount(), 3);
}

void TestExperimentsWindow::cancelKeepsFinishedRuns() {
    ExperimentsWindow w;
    w.show();
    // Annealing: thousands of proposals per run, so the 1,000,000 runs
    // take far longer than the test waits before cancelling.
    selectAlgorithm(w, Algorithm::SimulatedAnnealing);
    child<QSpinBox>(w, "experimentNSpinBox")->setValue(8);
    child<QSpinBox>(w, "experimentRunsSpinBox")->setValue(1'000'000);
    selectSweep(w, Parameter::None);
    QTest::mouseClick(child<QPushButton>(w, "runExperimentButton"), Qt::LeftButton);
    QVERIFY(w.isRunning());
    auto* progress = child<QProgressBar>(w, "experimentProgress");
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= TestProblems::runsBeforeAWholeBlock(),
                             TestProblems::kSolveTimeoutMs);
    // The GUI thread is free meanwhile: a timer on it keeps firing.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(1);
    QTRY_VERIFY_WITH_TIMEOUT(ticks >= 5, TestProblems::kSolveTimeoutMs);
    QVERIFY(w.isRunning());

    QTest::mouseClick(child<QPushButton>(w, "cancelExperimentButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), TestProblems::kSolveTimeoutMs);
    QVERIFY(w.result().has_value());
    const queens::ExperimentRunner::Result& r = *w.result();
    QVERIFY(r.cancelled);
    QVERIFY(r.runsDone > 0);
    QVERIFY(r.runsDone < r.runsTotal);
    QCOMPARE(r.runsDone % queens::ExperimentRunner::kBlock, 0u);
    QCOMPARE(r.points.at(0).runs(), r.runsDone);
    const QLocale locale;
    QCOMPARE(cell(w.table(), 0, ExperimentTable::Runs),
             locale.toString(static_cast<qulonglong>(r.runsDone)));
    const QString status = child<QLabel>(w, "experimentStatus")->text();
    QVERIFY2(status.contains(QStringLiteral("Cancelled")), qPrintable(status));
    QVERIFY2(status.contains(locale.toString(static_cast<qulonglong>(r.runsDone))),
             qPrintable(status));
    // The window is usable again.
    QVERIFY(child<QPushButton>(w, "runExperimentButton")->isEnabled());
    QVERIFY(!child<QPushButton>(w, "cancelExperimentButton")->isEnabled());
}

void TestExperimentsWindow::textbookPreset() {
    ExperimentsWindow w;
    QTest::mouseClick(child<QPushButton>(w, "textbookPresetButton"), Qt::LeftButton);
    QVERIFY(w.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!w.isRunning(), TestProblems::kSolveTimeoutMs);
    QVERIFY(w.result().has_value() && !w.result()->cancelled);
    const queens::Experiment& x = *w.experiment();
    QCOMPARE(x.algorithm, Algorithm::HillClimbing);
    QCOMPARE(x.base.n, 8);
    QCOMPARE(x.runs, 10'000u);
    QCOMPARE(x.values, (std::vector<double>{0, 100}));
    const ExperimentTable* table = w.table();
    QVERIFY(!table->isColumnHidden(ExperimentTable::Published));
    const double published[] = {14, 94};
    for (int row = 0; row < 2; ++row) {
        const double p = w.result()->points[static_cast<std::size_t>(row)].percentSolved();
        // 4 standard errors of 10,000 runs (at most 0.5 percentage points), plus the book's
        // rounding to whole percents.
        QVERIFY2(std::abs(p - published[row]) < 2.5, qPrintable(QString::number(p)));
        QVERIFY(cell(table, row, ExperimentTable::Published)
                    .startsWith(QLocale().toString(published[row], 'f', 0)));
    }
}

void TestExperimentsWindow::openedFromTheMainWindow() {
    MainWindow main;
    MainWindowDriver driver(main);
    QVERIFY(driver.selectAlgorithm(Algorithm::SimulatedAnnealing));
    driver.setN(10);
    auto* action = main.findChild<QAction*>(QStringLiteral("experimentsAction"));
    QVERIFY(action != nullptr);
    QVERIFY(!action->toolTip().isEmpty());
    auto* menu = main.findChild<QMenu*>(QStringLiteral("classroomMenu"));
    QVERIFY(menu != nullptr && menu->actions().contains(action));
    action->trigger();
    ExperimentsWindow* w = main.experimentsHost()->experimentsWindow();
    QVERIFY(w != nullptr && w->isVisible());
    QCOMPARE(w->form()->algorithm(), Algorithm::SimulatedAnnealing);
    QCOMPARE(child<QSpinBox>(*w, "experimentNSpinBox")->value(), 10);
}

void TestExperimentsWindow::languageSwitchRewritesTheTable() {
    ExperimentsWindow w;
    setSmallSweep(w);
    QVERIFY(runAndWait(w));
    QVERIFY(cell(w.table(), 0, ExperimentTable::Stops).startsWith(QStringLiteral("solved")));
    QCOMPARE(TranslationLoader::installLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    // The cells written from the result follow the language, as the headers do (the zh_CN
    // translation file's words).
    QTRY_VERIFY(cell(w.table(), 0, ExperimentTable::Stops).startsWith(QStringLiteral("成功")));
    QCOMPARE(w.table()->horizontalHeaderItem(ExperimentTable::Runs)->text(),
             QStringLiteral("运行次数"));
    QCOMPARE(w.windowTitle(), QStringLiteral("实验"));
    QVERIFY(TranslationLoader::installLanguage(QStringLiteral("en")).isEmpty());
    QTRY_VERIFY(cell(w.table(), 0, ExperimentTable::Stops).startsWith(QStringLiteral("solved")));
}

QTEST_MAIN(TestExperimentsWindow)
#include "test_experiments_window.moc"
