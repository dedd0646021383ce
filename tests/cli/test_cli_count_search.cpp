// queenslab-cli count --method: the exhaustive searches count the published totals and
// fundamental counts (OEIS A000170 and A002562, from tests/core/PublishedCounts.h) in human and
// --json form; CSP backtracking without ordering or inference visits the nodes plain
// backtracking visits; forward checking needs fewer consistency checks than none; Dancing Links
// reports link updates; bad input exits with code 2 and one line.
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "../core/PublishedCounts.h"
#include "CliTestSupport.h"

using clitest::runCli;
using queens::testing::publishedFundamental;
using queens::testing::publishedTotal;

class TestCliCountSearch : public QObject {
    Q_OBJECT

private slots:
    void publishedCounts_data();
    void publishedCounts();
    void searchesCompare();
    void badInput_data();
    void badInput();

private:
    static QJsonObject count(const QStringList& args);
};

QJsonObject TestCliCountSearch::count(const QStringList& args) {
    const auto r = runCli(QStringList{QStringLiteral("count")} + args + QStringList{"--json"});
    if (r.exitCode != 0 || !r.err.isEmpty() || r.out.count('\n') != 1) {
        qWarning("count %s: exit %d, %s", qPrintable(args.join(' ')), r.exitCode,
                 r.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(r.out).object();
}

void TestCliCountSearch::publishedCounts_data() {
    QTest::addColumn<QStringList>("method");
    const QList<QStringList> methods = {
        {"--method", "dlx"},
        {"--method", "csp"},
        {"--method", "csp", "--order", "mrv", "--inference", "fc"},
        {"--method", "csp", "--order", "mrv-degree", "--values", "lcv", "--inference", "mac",
         "--backjump"},
        {"--method", "backtracking"},
        {"--method", "bitmask"},
        {"--method", "iddfs"},
    };
    for (const QStringList& m : methods) QTest::newRow(qPrintable(m.join(' '))) << m;
}

void TestCliCountSearch::publishedCounts() {
    QFETCH(QStringList, method);
    for (const int n : {1, 2, 3, 4, 6, 8, 10}) {
        const QJsonObject o = count(QStringList{QString::number(n)} + method);
        QCOMPARE(o.size(), 12);
        QCOMPARE(o.value("n").toInteger(), n);
        QCOMPARE(o.value("method").toString(), method.at(1));
        QCOMPARE(static_cast<quint64>(o.value("total").toInteger()), publishedTotal(n));
        QCOMPARE(static_cast<quint64>(o.value("unique").toInteger()), publishedFundamental(n));
        for (const char* key : {"nodes", "backtracks", "checks", "prunings", "wipeouts",
                                "backjumps", "updates", "seconds"})
            QVERIFY2(o.value(key).isDouble() && o.value(key).toDouble() >= 0, key);
    }
    const auto human = runCli(QStringList{"count", "8"} + method);
    QCOMPARE(human.exitCode, 0);
    QVERIFY(human.err.isEmpty());
    const QString text = QString::fromUtf8(human.out);
    QVERIFY2(text.startsWith(QStringLiteral("N = 8: 92 solutions, 12 fundamental")),
             human.out.constData());
    QVERIFY2(text.contains(QStringLiteral("searched in")) &&
                 text.contains(QStringLiteral("by ") + method.at(1)),
             human.out.constData());
}

void TestCliCountSearch::searchesCompare() {
    // The same search: row by row, columns in order, each tested against the queens above.
    const QJsonObject bt = count({"10", "--method", "backtracking"});
    const QJsonObject plain = count({"10", "--method", "csp"});
    QVERIFY(bt.value("nodes").toInteger() > 0);
    QCOMPARE(plain.value("nodes").toInteger(), bt.value("nodes").toInteger());
    QCOMPARE(plain.value("prunings").toInteger(), 0);
    // Forward checking: every value a queen rules out is pruned, and fewer checks in all.
    const QJsonObject fc = count({"10", "--method", "csp", "--inference", "fc"});
    QVERIFY(fc.value("prunings").toInteger() > 0);
    QVERIFY(fc.value("wipeouts").toInteger() > 0);
    QVERIFY(fc.value("nodes").toInteger() < plain.value("nodes").toInteger());
    QVERIFY(fc.value("checks").toInteger() < plain.value("checks").toInteger());
    // Dancing Links: every cover and uncover moves links; no consistency checks.
    const QJsonObject dlx = count({"10", "--method", "dlx"});
    QVERIFY(dlx.value("updates").toInteger() > dlx.value("nodes").toInteger());
    QCOMPARE(dlx.value("checks").toInteger(), 0);
}

void TestCliCountSearch::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown method")
        << QStringList{"count", "8", "--method", "magic"} << QStringLiteral("'magic'");
    QTest::newRow("symmetric does not count")
        << QStringList{"count", "8", "--method", "symmetric"} << QStringLiteral("'symmetric'");
    QTest::newRow("local search does not count")
        << QStringList{"count", "8", "--method", "min-conflicts"}
        << QStringLiteral("'min-conflicts'");
    QTest::newRow("N above the searches' limit")
        << QStringList{"count", "16", "--method", "dlx"} << QStringLiteral("up to 15");
    QTest::newRow("N above permutations' limit")
        << QStringList{"count", "13", "--method", "permutation"} << QStringLiteral("up to 12");
    QTest::newRow("threads with a search")
        << QStringList{"count", "8", "--method", "csp", "--threads", "2"}
        << QStringLiteral("one thread");
    QTest::newRow("CSP option with the counter")
        << QStringList{"count", "8", "--order", "mrv"} << QStringLiteral("--order");
    QTest::newRow("CSP option with dlx")
        << QStringList{"count", "8", "--method", "dlx", "--inference", "fc"}
        << QStringLiteral("--inference");
    QTest::newRow("bad CSP option value")
        << QStringList{"count", "8", "--method", "csp", "--order", "random"}
        << QStringLiteral("random");
}

void TestCliCountSearch::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QVERIFY(isUsageError(runCli(args), reason));
}

QTEST_MAIN(TestCliCountSearch)
#include "test_cli_count_search.moc"
