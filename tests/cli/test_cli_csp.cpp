// queenslab-cli and the constraint searches: `solve --method csp` with its ordering, inference,
// backjumping and random-restart options, and `--method dlx`, print placements that the test
// checks pairwise; CSP options given to another method, unknown values, combinations the stepper
// refuses and boards past a method's practical limit exit 2 with a one-line reason.
#include <QtTest>

#include "CliTestSupport.h"

using clitest::Placement;
using clitest::runCli;

class TestCliCsp : public QObject {
    Q_OBJECT

private slots:
    void solves_data();
    void solves();
    void refuses_data();
    void refuses();
};

void TestCliCsp::solves_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("n");
    const auto row = [](const char* name, int n, const QStringList& extra) {
        QTest::newRow(name) << (QStringList{"solve", QString::number(n)} + extra) << n;
    };
    row("plain backtracking", 12, {"--method", "csp"});
    row("mrv fc", 60, {"--method", "csp", "--order", "mrv", "--inference", "fc"});
    row("mrv fc 1000", 1000, {"--method", "csp", "--order", "mrv", "--inference", "fc"});
    row("mac lcv backjump", 30,
        {"--method", "csp", "--order", "mrv-degree", "--values", "lcv", "--inference", "mac",
         "--backjump"});
    row("random ties, restarts", 300,
        {"--method", "csp", "--order", "mrv", "--inference", "fc", "--random-ties",
         "--restart-after", "50", "--seed", "5"});
    row("dlx", 20, {"--method", "dlx"});
}

void TestCliCsp::solves() {
    QFETCH(QStringList, args);
    QFETCH(int, n);
    const auto r = runCli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    Placement p;
    for (const QByteArray& line : clitest::lines(r.out)) p.push_back(line.toInt());
    QCOMPARE(static_cast<int>(p.size()), n);
    QVERIFY(clitest::isSolution(p));
}

void TestCliCsp::refuses_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QStringList csp{"solve", "8", "--method", "csp"};
    QTest::newRow("unknown inference") << (csp + QStringList{"--inference", "ac4"})
                                       << "--inference must be none, fc or mac; got 'ac4'";
    QTest::newRow("unknown order") << (csp + QStringList{"--order", "random"})
                                   << "--order must be in-order, mrv or mrv-degree";
    QTest::newRow("unknown values")
        << (csp + QStringList{"--values", "mcv"}) << "--values must be in-order or lcv";
    QTest::newRow("csp option on bitmask")
        << QStringList{"solve", "8", "--method", "bitmask", "--backjump"}
        << "--backjump does not apply to bitmask";
    QTest::newRow("csp option on min-conflicts")
        << QStringList{"solve", "8", "--order", "mrv"} << "--order applies only to csp";
    QTest::newRow("restarts without random ties")
        << (csp + QStringList{"--restart-after", "10"}) << "random";
    QTest::newRow("plain backtracking past its limit")
        << QStringList{"solve", "100", "--method", "csp"} << "practical up to N = 32";
    QTest::newRow("restart-after junk")
        << (csp + QStringList{"--restart-after", "x"}) << "--restart-after";
    QTest::newRow("dlx past its limit") << QStringList{"solve", "45", "--method", "dlx"} << "44";
}

void TestCliCsp::refuses() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const auto r = runCli(args);
    QVERIFY(!r.crashed);
    QVERIFY2(clitest::isUsageError(r, reason), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliCsp)
#include "test_cli_csp.moc"
