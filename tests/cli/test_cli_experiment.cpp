// `queenslab-cli experiment` through the real executable: bad input is refused with exit 2 and
// one line (a table of rows, the local-search options of the other commands included); JSON and
// CSV parse back and report K runs per sweep value; the figures agree with each other and
// across formats; the same seed gives the same statistics; --output writes the file.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using namespace clitest;

namespace {

QJsonObject parseJson(const QByteArray& out) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return {};
    return doc.object();
}

// The statistics of a JSON point without its wall times.
QJsonObject withoutTimes(QJsonObject point) {
    point.remove(QStringLiteral("total_seconds"));
    point.remove(QStringLiteral("mean_seconds"));
    return point;
}

}  // namespace

class TestCliExperiment : public QObject {
    Q_OBJECT
private slots:
    void badInput_data();
    void badInput();
    void jsonReportsEveryRun();
    void csvMatchesJson();
    void rangeSweepListsItsValues();
    void sameSeedSameStatistics();
    void textTableAndOutputFile();
    void hillClimbingAsTheTextbookCounts();
    void localSearchOptionsReachTheStepper();
    void searchFiguresAndNodeBudget();
    void distributionPrintsQuantiles();
};

void TestCliExperiment::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");  // a fragment of the one stderr line
    const auto row = [](const char* name, const QStringList& args, const char* reason) {
        QTest::newRow(name) << args << QString::fromUtf8(reason);
    };
    const QStringList mc = {"experiment", "min-conflicts", "8"};
    row("no algorithm", {"experiment"}, "ALGORITHM is missing");
    row("no N", {"experiment", "min-conflicts"}, "N is missing");
    row("extra argument", mc + QStringList{"9"}, "unexpected argument '9'");
    row("unknown algorithm", {"experiment", "hill-walking", "8"},
        "unknown algorithm 'hill-walking'");
    row("N = 0", {"experiment", "min-conflicts", "0"}, "N must be a positive integer");
    row("N too large", {"experiment", "bitmask", "65"}, "64");
    row("runs 0", mc + QStringList{"--runs", "0"}, "--runs must be an integer from 1 to");
    row("runs junk", mc + QStringList{"--runs", "1e3"}, "'1e3'");
    row("runs too many", mc + QStringList{"--runs", "10000001"}, "10000000");
    row("seed negative", mc + QStringList{"--seed", "-1"}, "--seed must be an integer");
    row("json and csv", mc + QStringList{"--json", "--csv"}, "--json and --csv");
    row("sweep without =", mc + QStringList{"--sweep", "n"}, "PARAM=V1,V2");
    row("sweep unknown parameter", mc + QStringList{"--sweep", "speed=1,2"}, "speed=1,2");
    row("sweep parameter of another algorithm", mc + QStringList{"--sweep", "t0=1,2"},
        "simulated-annealing");
    row("sweep n not an integer", mc + QStringList{"--sweep", "n=8,9.5"}, "'9.5'");
    row("sweep empty value", mc + QStringList{"--sweep", "n=8,,9"}, "--sweep n");
    row("sweep range backwards", mc + QStringList{"--sweep", "n=20:8:4"}, "FROM <= TO");
    row("sweep range step 0", mc + QStringList{"--sweep", "n=8:20:0"}, "STEP > 0");
    row("sweep range too long", mc + QStringList{"--sweep", "n=4:5000:1"}, "1000");
    row("sweep range two parts", mc + QStringList{"--sweep", "n=4:8"}, "FROM:TO:STEP");
    row("sweep n beyond the algorithm", {"experiment", "bitmask", "8", "--sweep", "n=8,70"}, "64");
    row("too many runs in all", mc + QStringList{"--runs", "100000", "--sweep", "n=4:200:1"},
        "at most 10000000 runs");
    row("option of another algorithm", mc + QStringList{"--t0", "2"},
        "--t0 does not apply to min-conflicts");
    row("sideways of backtracking", {"experiment", "backtracking", "8", "--sideways", "3"},
        "hill-climbing");
    row("max-steps 0", mc + QStringList{"--max-steps", "0"}, "--max-steps must be a positive");
    row("max-restarts junk", mc + QStringList{"--max-restarts", "x"}, "--max-restarts");
    row("output is a directory", mc + QStringList{"--output", "/"}, "/");
    row("combinations of min-conflicts", mc + QStringList{"--combinations", "fc"},
        "--combinations does not apply to min-conflicts");
    row("combinations of backtracking", {"experiment", "backtracking", "8", "--combinations", "fc"},
        "--combinations does not apply to backtracking");
    row("max-nodes junk", {"experiment", "backtracking", "8", "--max-nodes", "-5"}, "--max-nodes");
    row("max-checks junk", {"experiment", "backtracking", "8", "--max-checks", "1e9"},
        "--max-checks");
    row("sweep restart-after of backtracking",
        {"experiment", "backtracking", "8", "--sweep", "restart-after=0,4"}, "restart-after");
    // The shared local-search options on the other commands.
    row("solve: t0 with the default method", {"solve", "8", "--t0", "2"},
        "--t0 applies only to simulated-annealing");
    row("trace: beam with backtracking", {"trace", "8", "-a", "backtracking", "--beam", "2"},
        "--beam does not apply to backtracking");
    row("trace: climb with min-conflicts", {"trace", "8", "-a", "min-conflicts", "--climb", "up"},
        "hill-climbing");
}

void TestCliExperiment::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QVERIFY(isUsageError(runCli(args), reason));
}

void TestCliExperiment::jsonReportsEveryRun() {
    const auto r = runCli({"experiment", "min-conflicts", "8", "--runs", "300", "--seed", "7",
                           "--max-steps", "20", "--max-restarts", "2", "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = parseJson(r.out);
    QVERIFY2(!o.isEmpty(), r.out.constData());
    QCOMPARE(o.value("algorithm").toString(), QStringLiteral("min-conflicts"));
    QCOMPARE(o.value("n").toInt(), 8);
    QCOMPARE(o.value("runs").toInt(), 300);
    QCOMPARE(o.value("seed").toInt(), 7);
    QCOMPARE(o.value("steps").toString(), QStringLiteral("evaluate"));
    QVERIFY(o.value("sweep").isNull());
    // The options min-conflicts uses, as given.
    const QJsonObject given = o.value("options").toObject();
    QCOMPARE(given.keys(), (QStringList{"max-restarts", "max-steps"}));
    QCOMPARE(given.value("max-steps").toInt(), 20);
    QCOMPARE(given.value("max-restarts").toInt(), 2);
    const QJsonArray points = o.value("points").toArray();
    QCOMPARE(points.size(), 1);
    const QJsonObject p = points.at(0).toObject();
    QVERIFY(p.value("value").isNull());
    QCOMPARE(p.value("runs").toInt(), 300);
    const int solved = p.value("solved").toInt();
    // Twenty evaluations per attempt, three attempts: some runs solve, some give up.
    QVERIFY(solved > 0 && solved < 300);
    QCOMPARE(p.value("percent_solved").toDouble(), 100.0 * solved / 300);
    // A failed run used all three attempts of 20 evaluations: 60 in all, 20 in the last.
    QCOMPARE(p.value("mean_steps_failed").toDouble(), 60.0);
    QCOMPARE(p.value("mean_last_steps_failed").toDouble(), 20.0);
    QVERIFY(p.value("mean_last_steps_solved").toDouble() <= 20.0);
    QVERIFY(p.value("mean_restarts").toDouble() <= 2.0);
    int stops = 0;
    for (const QJsonValue v : p.value("stops").toObject()) stops += v.toInt();
    QCOMPARE(stops, 300);
}

void TestCliExperiment::csvMatchesJson() {
    const QStringList args = {"experiment", "min-conflicts", "10",      "--runs",
                              "200",        "--sweep",       "n=6,8,10"};
    const auto json = runCli(args + QStringList{"--json"});
    const auto csv = runCli(args + QStringList{"--csv"});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(csv.exitCode, 0);
    const QJsonArray points = parseJson(json.out).value("points").toArray();
    const QList<QByteArray> rows = lines(csv.out);
    QCOMPARE(rows.size(), 4);  // the header and one line per value
    const QList<QByteArray> head = rows.at(0).split(',');
    QCOMPARE(head.at(0), QByteArray("value"));
    QCOMPARE(points.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QList<QByteArray> cells = rows.at(i + 1).split(',');
        QCOMPARE(cells.size(), head.size());
        const QJsonObject p = points.at(i).toObject();
        QCOMPARE(cells.at(0).toInt(), 6 + 2 * i);
        QCOMPARE(p.value("value").toInt(), 6 + 2 * i);
        for (int c = 1; c < head.size(); ++c) {
            const QString key = QString::fromLatin1(head.at(c));
            if (key.endsWith(QLatin1String("seconds"))) continue;  // another run, other times
            const QJsonValue v = key.startsWith(QLatin1String("stops_"))
                                     ? p.value("stops").toObject().value(
                                           key.mid(6).replace(QLatin1Char('_'), QLatin1Char('-')))
                                     : p.value(key);
            QVERIFY2(!v.isUndefined(), qPrintable(key));
            QCOMPARE(cells.at(c).toDouble(), v.toDouble());
        }
        QCOMPARE(cells.at(1).toInt(), 200);
    }
}

void TestCliExperiment::rangeSweepListsItsValues() {
    const auto r = runCli(
        {"experiment", "min-conflicts", "8", "--runs", "5", "--sweep", "n=4:13:3", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = parseJson(r.out);
    QCOMPARE(o.value("sweep").toString(), QStringLiteral("n"));
    QList<int> values;
    for (const QJsonValue p : o.value("points").toArray()) {
        values << p.toObject().value("value").toInt();
        QCOMPARE(p.toObject().value("runs").toInt(), 5);
        QCOMPARE(p.toObject().value("solved").toInt(), 5);  // n >= 4 is always solved
    }
    QCOMPARE(values, (QList<int>{4, 7, 10, 13}));
}

void TestCliExperiment::sameSeedSameStatistics() {
    const QStringList args = {"experiment", "min-conflicts", "9",  "--runs",
                              "400",        "--max-steps",   "15", "--seed",
                              "12345",      "--json"};
    const QJsonObject a = parseJson(runCli(args).out);
    const QJsonObject b = parseJson(runCli(args).out);
    const QJsonObject pa = a.value("points").toArray().at(0).toObject();
    QVERIFY(!pa.isEmpty());
    QCOMPARE(withoutTimes(pa), withoutTimes(b.value("points").toArray().at(0).toObject()));
    // Another seed makes other runs.
    QStringList other = args;
    other[other.indexOf("12345")] = QStringLiteral("54321");
    const QJsonObject pc = parseJson(runCli(other).out).value("points").toArray().at(0).toObject();
    QVERIFY(withoutTimes(pa) != withoutTimes(pc));
}

void TestCliExperiment::textTableAndOutputFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("table.txt"));
    const auto r = runCli({"experiment", "min-conflicts", "8", "--runs", "50", "--sweep", "n=8,12",
                           "--output", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = lines(file.readAll());
    QCOMPARE(rows.size(), 5);  // title, step note, heading, two values
    QVERIFY2(rows.at(0).startsWith("min-conflicts, N = 8: 50 runs per value, seed 1"),
             rows.at(0).constData());
    QVERIFY(rows.at(2).simplified().startsWith("n runs "));
    QVERIFY(rows.at(3).simplified().startsWith("8 50 100.0 "));
    QVERIFY(rows.at(4).simplified().startsWith("12 50 100.0 "));
}

// The command line names the local searches once the algorithm list offers them.
static bool listsLocalSearches() {
    return runCli({"trace", "--help"}).out.contains("hill-climbing");
}

void TestCliExperiment::hillClimbingAsTheTextbookCounts() {
    if (!listsLocalSearches()) QSKIP("the algorithm list does not offer hill-climbing yet");
    // Steepest ascent on 8 queens, 2000 runs, without and with 100 sideways moves; tolerances as
    // in tests/core/test_local_search_textbook.cpp (binomial standard error and rounding).
    const auto r = runCli({"experiment", "hill-climbing", "8", "--runs", "2000", "--seed",
                           "20260131", "--sweep", "sideways=0,100", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = parseJson(r.out);
    QCOMPARE(o.value("steps").toString(), QStringLiteral("move"));
    QCOMPARE(o.value("options").toObject().value("climb").toString(), QStringLiteral("steepest"));
    const QJsonArray points = o.value("points").toArray();
    QCOMPARE(points.size(), 2);
    const QJsonObject plain = points.at(0).toObject();
    const QJsonObject sideways = points.at(1).toObject();
    QCOMPARE(plain.value("runs").toInt(), 2000);
    QVERIFY(qAbs(plain.value("percent_solved").toDouble() - 14) <= 3);
    QVERIFY(qAbs(plain.value("mean_steps_solved").toDouble() - 4) <= 1);
    QVERIFY(qAbs(plain.value("mean_steps_failed").toDouble() - 3) <= 1);
    QVERIFY(qAbs(sideways.value("percent_solved").toDouble() - 94) <= 3);
    QVERIFY(qAbs(sideways.value("mean_steps_solved").toDouble() - 21) <= 6);
    QVERIFY(qAbs(sideways.value("mean_steps_failed").toDouble() - 64) <= 6);
    // A plain climb stops at a local minimum or on a plateau, never for a limit.
    const QJsonObject stops = plain.value("stops").toObject();
    QCOMPARE(stops.value("local-minimum").toInt() + stops.value("plateau").toInt(),
             2000 - plain.value("solved").toInt());
}

void TestCliExperiment::localSearchOptionsReachTheStepper() {
    if (!listsLocalSearches()) QSKIP("the algorithm list does not offer the local searches yet");
    // With random restarts a climb always ends on a solution: solve prints one.
    const auto solved = runCli({"solve", "8", "--method", "hill-climbing", "--restart"});
    QCOMPARE(solved.exitCode, 0);
    QVERIFY(isSolution(parseColumns(solved.out)));
    // A trace of first-choice hill climbing judges candidates (propose events) before moving.
    const auto trace = runCli(
        {"trace", "8", "-a", "hill-climbing", "--climb", "first-choice", "--max-steps", "200"});
    QCOMPARE(trace.exitCode, 0);
    QVERIFY(trace.out.contains("\"kind\":\"propose\""));
    // A generation limit of 1 stops the genetic algorithm after its first generation: the
    // steps of a failure are 1, and every failure stops on the limit.
    const auto r = runCli({"experiment", "genetic", "8", "--runs", "50", "--max-steps", "2",
                           "--population", "10", "--mutation", "0.5", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject p = parseJson(r.out).value("points").toArray().at(0).toObject();
    QVERIFY(p.value("solved").toInt() < 50);
    QCOMPARE(p.value("mean_steps_failed").toDouble(), 1.0);
    QCOMPARE(p.value("stops").toObject().value("step-limit").toInt(),
             50 - p.value("solved").toInt());
    // Annealing's options: a sweep of the decay reports each value.
    const auto sa = runCli({"experiment", "simulated-annealing", "8", "--runs", "20", "--sweep",
                            "decay=0.9:0.99:0.03", "--csv"});
    QCOMPARE(sa.exitCode, 0);
    QCOMPARE(lines(sa.out).size(), 5);  // the header and 0.9, 0.93, 0.96, 0.99
}

void TestCliExperiment::searchFiguresAndNodeBudget() {
    // Backtracking on 6 queens: the nodes are the "try" lines of the trace to the first solution.
    const auto trace = runCli({"trace", "6", "-a", "backtracking", "--first"});
    QCOMPARE(trace.exitCode, 0);
    const int tries = static_cast<int>(trace.out.count("\"kind\":\"try\""));
    const int backtracks = static_cast<int>(trace.out.count("\"reason\":\"backtrack\""));
    QVERIFY(tries > 0 && backtracks > 0);
    // At N = 30 it needs far more than 1,000 nodes: over budget.
    const auto r = runCli({"experiment", "backtracking", "8", "--runs", "2", "--sweep", "n=6,30",
                           "--max-nodes", "1000", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = parseJson(r.out);
    QCOMPARE(o.value("max_nodes").toInt(), 1000);
    QCOMPARE(o.value("max_checks").toDouble(), 100'000'000.0);  // the default
    const QJsonArray points = o.value("points").toArray();
    QCOMPARE(points.size(), 2);
    const QJsonObject six = points.at(0).toObject();
    QCOMPARE(six.value("mean_nodes_solved").toInt(), tries);
    QCOMPARE(six.value("mean_backtracks_solved").toInt(), backtracks);
    QCOMPARE(six.value("mean_checks_solved").toInt(), 0);  // backtracking counts none
    QCOMPARE(six.value("over_budget").toInt(), 0);
    const QJsonObject thirty = points.at(1).toObject();
    QCOMPARE(thirty.value("over_budget").toInt(), 2);
    QCOMPARE(thirty.value("solved").toInt(), 0);
    QCOMPARE(thirty.value("stops").toObject().value("step-limit").toInt(), 2);
    // The text table says it too.
    const auto text =
        runCli({"experiment", "backtracking", "30", "--runs", "1", "--max-nodes", "1000"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("over budget"), text.out.constData());
    QVERIFY2(text.out.contains("step-limit 1"), text.out.constData());
}

void TestCliExperiment::distributionPrintsQuantiles() {
    const auto r = runCli({"experiment", "backtracking", "6", "--runs", "3", "--sweep", "n=5,6",
                           "--distribution", "--csv"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> rows = lines(r.out);
    QCOMPARE(rows.size(), 3);
    const QList<QByteArray> head = rows.at(0).split(',');
    const qsizetype median = head.indexOf("nodes_p50");
    const qsizetype max = head.indexOf("nodes_max");
    const qsizetype mean = head.indexOf("mean_nodes_solved");
    QVERIFY(median > 0 && max > 0 && mean > 0);
    for (int i = 1; i < 3; ++i) {
        const QList<QByteArray> cells = rows.at(i).split(',');
        QCOMPARE(cells.size(), head.size());
        // Every run of backtracking is the same run: its quantiles are its nodes.
        QCOMPARE(cells.at(median).toDouble(), cells.at(mean).toDouble());
        QCOMPARE(cells.at(max).toDouble(), cells.at(mean).toDouble());
    }
}

QTEST_GUILESS_MAIN(TestCliExperiment)
#include "test_cli_experiment.moc"
