// queenslab-cli trace: for every algorithm the output is JSON Lines with consecutive "step"s,
// known kinds, pseudo-code line ids within the algorithm's listing and one final "done"; the
// place/remove/swap events replay on the test's own board without contradiction, and at every
// "solution" event that board is a solution (checked pairwise here). For 4 queens the
// exhaustive searches meet exactly the two solutions, backtracking in lexicographic order.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <algorithm>
#include <set>

#include "Algorithm.h"
#include "CliTestSupport.h"
#include "StepperFactory.h"

using clitest::Placement;
using clitest::runCli;

namespace {

const QStringList kAlgorithms = {"backtracking", "permutation", "bitmask",      "dfs",
                                 "bfs",          "symmetric",   "min-conflicts"};
const QStringList kKinds = {"try",      "reject", "place",   "remove", "solution", "mask",
                            "evaluate", "swap",   "restart", "push",   "pop",      "done"};

struct Trace {
    QList<QJsonObject> events;
    QByteArray raw;
};

Trace trace(const QStringList& args) {
    const auto r = runCli(QStringList{QStringLiteral("trace")} + args);
    Trace t;
    if (r.crashed || r.exitCode != 0 || !r.err.isEmpty()) return t;
    t.raw = r.out;
    for (const QByteArray& line : clitest::lines(r.out)) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) return Trace{};
        t.events.push_back(doc.object());
    }
    return t;
}

int intOf(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toInt(-1000);
}

}  // namespace

class TestCliTrace : public QObject {
    Q_OBJECT

private slots:
    void wellFormed_data();
    void wellFormed();
    void replayReachesSolutions_data();
    void replayReachesSolutions();
    void backtrackingFindsFourQueensInOrder();
    void maxStepsCutsThePrefix_data();
    void maxStepsCutsThePrefix();
    void defaultMaxSteps();
    void firstStopsAtOneSolution_data();
    void firstStopsAtOneSolution();
    void deterministicForASeed();
};

void TestCliTrace::wellFormed_data() {
    QTest::addColumn<QString>("algorithm");
    for (const QString& a : kAlgorithms) QTest::newRow(qPrintable(a)) << a;
}

void TestCliTrace::wellFormed() {
    QFETCH(QString, algorithm);
    const Trace t = trace({"4", "--algorithm", algorithm});
    QVERIFY2(!t.events.isEmpty(), "no output, an error, or a line that is not a JSON object");
    const auto id = queens::algorithmFromName(algorithm.toStdString());
    QVERIFY(id.has_value());
    const auto lineCount = static_cast<int>(queens::StepperFactory::pseudocode(*id).size());
    QVERIFY(t.events.size() < 100000);  // under the default --max-steps: the run is complete
    for (int i = 0; i < t.events.size(); ++i) {
        const QJsonObject& o = t.events[i];
        QCOMPARE(intOf(o, "step"), i);
        const QString kind = o.value(QLatin1String("kind")).toString();
        QVERIFY2(kKinds.contains(kind), qPrintable(kind));
        QCOMPARE(kind == QLatin1String("done"), i == t.events.size() - 1);
        const int line = intOf(o, "line");
        QVERIFY2(line >= 0 && line < lineCount, qPrintable(QString::number(line)));
        if (kind == QLatin1String("mask")) {
            const QString value = o.value(QLatin1String("value")).toString();
            QVERIFY(value.size() >= 4);
            QVERIFY(std::all_of(value.begin(), value.end(), [](QChar c) {
                return c == QLatin1Char('0') || c == QLatin1Char('1');
            }));
            QVERIFY(!o.value(QLatin1String("register")).toString().isEmpty());
        }
    }
}

void TestCliTrace::replayReachesSolutions_data() {
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("n");
    for (const QString& a : kAlgorithms)
        for (int n : {4, 5, 6}) QTest::addRow("%s n=%d", qPrintable(a), n) << a << n;
}

void TestCliTrace::replayReachesSolutions() {
    QFETCH(QString, algorithm);
    QFETCH(int, n);
    const Trace t = trace({QString::number(n), "--algorithm", algorithm});
    QVERIFY(!t.events.isEmpty());

    Placement board(static_cast<std::size_t>(n), -1);
    std::set<Placement> found;
    for (const QJsonObject& o : t.events) {
        const QString kind = o.value(QLatin1String("kind")).toString();
        const int row = intOf(o, "row");
        const int col = intOf(o, "col");
        if (kind == QLatin1String("place")) {
            QVERIFY(row >= 0 && row < n && col >= 0 && col < n);
            QCOMPARE(board[row], -1);
            board[row] = col;
        } else if (kind == QLatin1String("remove")) {
            QVERIFY(row >= 0 && row < n);
            QCOMPARE(board[row], col);
            board[row] = -1;
        } else if (kind == QLatin1String("swap")) {
            const QJsonArray rows = o.value(QLatin1String("rows")).toArray();
            QCOMPARE(rows.size(), 2);
            std::swap(board[rows[0].toInt()], board[rows[1].toInt()]);
        } else if (kind == QLatin1String("solution")) {
            Placement s = board;
            if (o.value(QLatin1String("reason")).toString() == QLatin1String("mirrored"))
                for (int& c : s) c = n - 1 - c;
            else
                QCOMPARE(o.value(QLatin1String("reason")).toString(), QStringLiteral("found"));
            QVERIFY2(clitest::isSolution(s), "the board at a solution event is not a solution");
            found.insert(s);
        }
    }
    if (algorithm != QLatin1String("min-conflicts")) {
        QCOMPARE(found, clitest::allSolutions(n));  // exhaustive: every solution, nothing else
    } else {
        QVERIFY(!found.empty());
    }
}

void TestCliTrace::backtrackingFindsFourQueensInOrder() {
    const Trace t = trace({"4", "--algorithm", "backtracking"});
    QVERIFY(!t.events.isEmpty());
    Placement board(4, -1);
    std::vector<Placement> atSolutions;
    for (const QJsonObject& o : t.events) {
        const QString kind = o.value(QLatin1String("kind")).toString();
        if (kind == QLatin1String("place")) board[intOf(o, "row")] = intOf(o, "col");
        if (kind == QLatin1String("remove")) board[intOf(o, "row")] = -1;
        if (kind == QLatin1String("solution")) atSolutions.push_back(board);
    }
    const std::vector<Placement> expected = {{1, 3, 0, 2}, {2, 0, 3, 1}};
    QCOMPARE(atSolutions, expected);
}

void TestCliTrace::maxStepsCutsThePrefix_data() {
    QTest::addColumn<QString>("algorithm");
    for (const QString& a : kAlgorithms) QTest::newRow(qPrintable(a)) << a;
}

void TestCliTrace::maxStepsCutsThePrefix() {
    QFETCH(QString, algorithm);
    const auto full = runCli({"trace", "6", "--algorithm", algorithm});
    const auto cut = runCli({"trace", "6", "--algorithm", algorithm, "--max-steps", "10"});
    QCOMPARE(cut.exitCode, 0);
    QVERIFY(cut.err.isEmpty());
    const auto fullLines = clitest::lines(full.out);
    const auto cutLines = clitest::lines(cut.out);
    QCOMPARE(cutLines.size(), std::min<qsizetype>(10, fullLines.size()));
    QCOMPARE(cutLines, fullLines.mid(0, cutLines.size()));
}

void TestCliTrace::defaultMaxSteps() {
    // Bitmask search for n = 12 takes far more than 100000 events: the trace stops there.
    const auto r = runCli({"trace", "12", "--algorithm", "bitmask"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const auto lines = clitest::lines(r.out);
    QCOMPARE(lines.size(), 100000);
    const QJsonObject last = QJsonDocument::fromJson(lines.constLast()).object();
    QCOMPARE(intOf(last, "step"), 99999);
    QVERIFY(last.value(QLatin1String("kind")).toString() != QLatin1String("done"));
}

void TestCliTrace::firstStopsAtOneSolution_data() {
    maxStepsCutsThePrefix_data();
}

void TestCliTrace::firstStopsAtOneSolution() {
    QFETCH(QString, algorithm);
    const Trace t = trace({"6", "--algorithm", algorithm, "--first"});
    QVERIFY(!t.events.isEmpty());
    qsizetype solutions = 0;
    for (const QJsonObject& o : t.events)
        solutions += o.value(QLatin1String("kind")).toString() == QLatin1String("solution");
    QCOMPARE(solutions, 1);
    QCOMPARE(t.events.size() >= 2, true);
    QCOMPARE(t.events[t.events.size() - 2].value(QLatin1String("kind")).toString(),
             QStringLiteral("solution"));
    QCOMPARE(t.events.constLast().value(QLatin1String("kind")).toString(), QStringLiteral("done"));
}

void TestCliTrace::deterministicForASeed() {
    const QStringList args = {"trace", "8", "--algorithm", "min-conflicts", "--seed", "42"};
    const auto a = runCli(args);
    const auto b = runCli(args);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(!a.out.isEmpty());
    QCOMPARE(a.out, b.out);
}

QTEST_GUILESS_MAIN(TestCliTrace)
#include "test_cli_trace.moc"
