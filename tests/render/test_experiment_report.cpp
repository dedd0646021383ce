// ExperimentReport on an experiment of CSP backtracking over combinations: the JSON and CSV name
// each point's combination and carry its own figures, and the text table has a row per point.
// Independent truth: the runner's summaries, each checked against the statistics of a direct
// run of that combination replayed into a BoardState; JSON parsed back by QJsonDocument, CSV
// split by hand.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "BoardState.h"
#include "CspCombination.h"
#include "ExperimentReport.h"
#include "ExperimentRunner.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

Experiment combinations() {
    Experiment x;
    x.algorithm = Algorithm::Csp;
    x.runs = 1;
    x.combinations = {*CspCombination::fromName("bt"), *CspCombination::fromName("mrv-fc"),
                      *CspCombination::fromName("mac")};
    x.sweep = Experiment::Parameter::N;
    x.values = {7, 12};
    x.maxChecks = 2000;  // plain backtracking at N = 12 needs more: over budget
    return x;
}

SearchStats replayed(const StepperOptions& o) {
    const auto stepper = StepperFactory::create(Algorithm::Csp, o);
    BoardState board(o.n);
    StepEvent e;
    while (stepper->next(e)) board.apply(e);
    return board.stats();
}

}  // namespace

class TestExperimentReport : public QObject {
    Q_OBJECT

private slots:
    void combinationsInEveryFormat();
};

void TestExperimentReport::combinationsInEveryFormat() {
    const Experiment x = combinations();
    const ExperimentRunner::Result r = ExperimentRunner(1).run(x);
    QCOMPARE(r.points.size(), 6u);

    const QJsonObject o = QJsonDocument::fromJson(ExperimentReport::json(x, r)).object();
    QCOMPARE(o.value("combinations").toArray().size(), 3);
    QCOMPARE(o.value("max_checks").toInt(), 2000);
    const QJsonArray points = o.value("points").toArray();
    QCOMPARE(points.size(), 6);
    const QList<QByteArray> rows = ExperimentReport::csv(x, r).trimmed().split('\n');
    QCOMPARE(rows.size(), 7);
    const QList<QByteArray> head = rows.at(0).split(',');
    QCOMPARE(head.at(1), QByteArray("combination"));
    const qsizetype checks = head.indexOf("mean_checks_solved");
    const qsizetype over = head.indexOf("over_budget");
    QVERIFY(checks > 0 && over > 0);
    int overBudget = 0;
    for (int p = 0; p < 6; ++p) {
        const QJsonObject point = points.at(p).toObject();
        const QList<QByteArray> cells = rows.at(p + 1).split(',');
        const std::string name(x.combinations[static_cast<std::size_t>(p / 2)].name);
        QCOMPARE(point.value("combination").toString().toStdString(), name);
        QCOMPARE(cells.at(1).toStdString(), name);
        QCOMPARE(point.value("value").toInt(), p % 2 == 0 ? 7 : 12);
        const SearchStats truth = replayed(x.pointOptions(static_cast<std::size_t>(p)));
        if (point.value("over_budget").toInt() == 1) {
            ++overBudget;
            QVERIFY(truth.checks > 2000);  // it did need more than the budget
            QCOMPARE(point.value("solved").toInt(), 0);
        } else {
            QVERIFY(truth.checks <= 2000);
            QCOMPARE(point.value("mean_checks_solved").toDouble(), double(truth.checks));
            QCOMPARE(point.value("mean_nodes_solved").toDouble(), double(truth.nodes));
            QCOMPARE(cells.at(checks).toDouble(), double(truth.checks));
        }
        QCOMPARE(cells.at(over).toInt(), point.value("over_budget").toInt());
    }
    QVERIFY(overBudget > 0);  // both paths were checked

    const QString text = ExperimentReport::text(x, r);
    for (const char* name : {"bt", "mrv-fc", "mac"})
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("^ *%1 ").arg(QLatin1String(name)),
                                               QRegularExpression::MultilineOption)),
                 2);
    QVERIFY(text.contains(QStringLiteral("over budget")));
}

QTEST_GUILESS_MAIN(TestExperimentReport)
#include "test_experiment_report.moc"
