// queenslab-cli count: totals and fundamental counts for N = 1..12 against the published values
// (OEIS A000170 and A002562, copied here), in human and --json form; --threads; bad input exits
// with code 2 and one line; Ctrl-C (SIGINT) stops a long count with code 130.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>
#include <csignal>

#include "CliTestSupport.h"

using clitest::cliPath;
using clitest::runCli;

class TestCliCount : public QObject {
    Q_OBJECT

private slots:
    void publishedCounts_data();
    void publishedCounts();
    void threadsOption();
    void badInput_data();
    void badInput();
    void help();
    void interruptStopsCleanly();
};

void TestCliCount::publishedCounts_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<qulonglong>("total");   // A000170
    QTest::addColumn<qulonglong>("unique");  // A002562
    const qulonglong total[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    const qulonglong unique[] = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};
    for (int n = 1; n <= 12; ++n) QTest::addRow("n=%d", n) << n << total[n - 1] << unique[n - 1];
}

void TestCliCount::publishedCounts() {
    QFETCH(int, n);
    QFETCH(qulonglong, total);
    QFETCH(qulonglong, unique);

    const auto json = runCli({QStringLiteral("count"), QString::number(n), "--json"});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    QCOMPARE(json.out.count('\n'), 1);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonObject o = doc.object();
    QCOMPARE(o.size(), 6);
    QCOMPARE(o.value("n").toInteger(), n);
    QCOMPARE(static_cast<qulonglong>(o.value("total").toInteger()), total);
    QCOMPARE(static_cast<qulonglong>(o.value("unique").toInteger()), unique);
    QVERIFY(o.value("nodes").isDouble() && o.value("nodes").toInteger() >= 0);
    QVERIFY(o.value("threads").toInteger() >= 1);
    QVERIFY(o.value("seconds").isDouble() && o.value("seconds").toDouble() >= 0);

    const auto human = runCli({QStringLiteral("count"), QString::number(n)});
    QCOMPARE(human.exitCode, 0);
    QVERIFY(human.err.isEmpty());
    const QString expected = (total == 1 ? QStringLiteral("N = %1: %2 solution, %3 fundamental")
                                         : QStringLiteral("N = %1: %2 solutions, %3 fundamental"))
                                 .arg(n)
                                 .arg(total)
                                 .arg(unique);
    QVERIFY2(QString::fromUtf8(human.out).startsWith(expected), human.out.constData());
}

void TestCliCount::threadsOption() {
    for (int threads : {1, 3, 256}) {
        const auto r = runCli({"count", "11", "--threads", QString::number(threads), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("threads").toInteger(), threads);
        QCOMPARE(o.value("total").toInteger(), 2680);
        QCOMPARE(o.value("unique").toInteger(), 341);
    }
}

void TestCliCount::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("N missing") << QStringList{"count"} << QStringLiteral("N is missing");
    QTest::newRow("N zero") << QStringList{"count", "0"} << QStringLiteral("positive integer");
    QTest::newRow("N junk") << QStringList{"count", "8x"} << QStringLiteral("positive integer");
    QTest::newRow("N negative") << QStringList{"count", "-5"} << QStringLiteral("negative");
    QTest::newRow("N above 27") << QStringList{"count", "28"} << QStringLiteral("1 to 27");
    QTest::newRow("N huge") << QStringList{"count", "99999999999"} << QStringLiteral("too large");
    QTest::newRow("extra argument")
        << QStringList{"count", "8", "9"} << QStringLiteral("unexpected argument");
    QTest::newRow("threads zero") << QStringList{"count", "8", "--threads", "0"}
                                  << QStringLiteral("--threads");
    QTest::newRow("threads above 256")
        << QStringList{"count", "8", "--threads", "257"} << QStringLiteral("1 to 256");
    QTest::newRow("threads junk") << QStringList{"count", "8", "--threads", "two"}
                                  << QStringLiteral("--threads");
    QTest::newRow("threads missing")
        << QStringList{"count", "8", "--threads"} << QStringLiteral("threads");
    QTest::newRow("unknown option")
        << QStringList{"count", "8", "--fast"} << QStringLiteral("fast");
}

void TestCliCount::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QVERIFY(isUsageError(runCli(args), reason));
}

void TestCliCount::help() {
    const auto r = runCli({"count", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: queenslab-cli count N [--threads T] [--method M]"));
    QVERIFY(r.out.contains("--method") && r.out.contains("--inference"));
    QVERIFY(r.out.contains("--threads"));
    const auto top = runCli({"--help"});
    QVERIFY(top.out.contains("count"));
}

void TestCliCount::interruptStopsCleanly() {
    const QString cli = cliPath();
    QVERIFY2(QFileInfo(cli).isExecutable(), qPrintable(cli));
    QProcess p;
    p.start(cli, {"count", "19", "--threads", "1"});
    QVERIFY(p.waitForStarted());
    // The progress report (after one second) shows that the count, and its handler, are running.
    QByteArray err;
    while (!err.contains("count 19:") && p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        err += p.readAllStandardError();
    }
    QVERIFY2(err.contains("count 19:"), err.constData());
    QVERIFY(::kill(static_cast<pid_t>(p.processId()), SIGINT) == 0);
    QVERIFY(p.waitForFinished(60000));
    err += p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    QVERIFY(p.readAllStandardOutput().isEmpty());
    QVERIFY2(err.contains("queenslab-cli: interrupted after"), err.constData());
}

QTEST_MAIN(TestCliCount)
#include "test_cli_count.moc"
