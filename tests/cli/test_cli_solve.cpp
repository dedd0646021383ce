// queenslab-cli solve: prints N lines that form a solution (checked pairwise here), to stdout
// or --output FILE; N = 2 and 3 answer "no" (exit 1); --json prints a parseable summary.
// Every command that writes to a full standard output (/dev/full) fails with exit 2 and one line.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using clitest::cliPath;
using clitest::Placement;
using clitest::runCli;

namespace {

// The placement printed one column per line, or an empty vector when the format is off.
Placement onePerLine(const QByteArray& out) {
    Placement p;
    for (const QByteArray& line : clitest::lines(out)) {
        const Placement cols = clitest::parseColumns(line);
        if (cols.size() != 1 || line != QByteArray::number(cols[0])) return {};
        p.push_back(cols[0]);
    }
    return p;
}

// Runs queenslab-cli in the C locale with its standard output on /dev/full (every write fails
// with ENOSPC); the exit code and what it printed on stderr.
std::pair<int, QByteArray> runToFullDevice(const QStringList& args) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(cliPath(), args);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return {-1, QByteArray("did not finish normally")};
    return {process.exitCode(), process.readAllStandardError()};
}

}  // namespace

class TestCliSolve : public QObject {
    Q_OBJECT

private slots:
    void findsASolution_data();
    void findsASolution();
    void noSolution_data();
    void noSolution();
    void jsonSummaryAndOutputFile();
    void outputDashIsStdout();
    void fullStandardOutputFails_data();
    void fullStandardOutputFails();
    void jsonSummaryKeepsLargeSeedsExact();
};

void TestCliSolve::findsASolution_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<int>("n");
    auto add = [](const char* m, int n) {
        QTest::newRow(qPrintable(QStringLiteral("%1 n=%2").arg(QLatin1String(m)).arg(n)))
            << QString::fromLatin1(m) << n;
    };
    for (const char* m : {"backtracking", "bitmask", "min-conflicts", "construct"})
        for (int n : {1, 4, 8, 13, 20}) add(m, n);
    // The explicit construction has separate cases for N mod 6 = 2 and N mod 6 = 3.
    for (const char* m : {"min-conflicts", "construct"})
        for (int n : {21, 26, 27, 1000}) add(m, n);
}

void TestCliSolve::findsASolution() {
    QFETCH(QString, method);
    QFETCH(int, n);
    const auto r = runCli({"solve", QString::number(n), "--method", method, "--seed", "7"});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const Placement p = onePerLine(r.out);
    QCOMPARE(static_cast<int>(p.size()), n);
    QVERIFY(clitest::isSolution(p));
}

void TestCliSolve::noSolution_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<int>("n");
    for (const char* m : {"backtracking", "bitmask", "min-conflicts"})
        for (int n : {2, 3}) QTest::addRow("%s n=%d", m, n) << QString::fromLatin1(m) << n;
}

void TestCliSolve::noSolution() {
    QFETCH(QString, method);
    QFETCH(int, n);
    const auto r = runCli({"solve", QString::number(n), "--method", method});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err, QByteArray("queenslab-cli: no solution exists for N = ") +
                        QByteArray::number(n) + '\n');
}

void TestCliSolve::jsonSummaryAndOutputFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("placement.txt"));
    const auto r =
        runCli({"solve", "10", "--method", "bitmask", "--seed", "5", "--json", "--output", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QCOMPARE(clitest::lines(r.out).size(), 1);
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value(QLatin1String("n")).toInt(), 10);
    QCOMPARE(o.value(QLatin1String("method")).toString(), QStringLiteral("bitmask"));
    QCOMPARE(o.value(QLatin1String("seed")).toInteger(), 5);
    QVERIFY(o.value(QLatin1String("seconds")).isDouble());
    QVERIFY(o.value(QLatin1String("seconds")).toDouble() >= 0.0);
    QCOMPARE(o.value(QLatin1String("verified")).toBool(false), true);

    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Placement p = onePerLine(f.readAll());
    QCOMPARE(static_cast<int>(p.size()), 10);
    QVERIFY(clitest::isSolution(p));
    // The same verdict through the CLI's own verifier.
    QCOMPARE(runCli({"verify", path, "--n", "10"}).exitCode, 0);
}

void TestCliSolve::outputDashIsStdout() {
    const auto toStdout = runCli({"solve", "8", "--method", "backtracking"});
    const auto toDash = runCli({"solve", "8", "--method", "backtracking", "--output", "-"});
    QCOMPARE(toDash.exitCode, 0);
    QCOMPARE(toDash.out, toStdout.out);
    QCOMPARE(static_cast<int>(onePerLine(toDash.out).size()), 8);
}

void TestCliSolve::fullStandardOutputFails_data() {
    QTest::addColumn<QStringList>("args");  // "@" is replaced by a temporary directory
    // Small answers stay in the buffers until the final flush; solutions 12 (about 340 KB)
    // fails in the middle of the run. solve --json, verify, count and --help write to stdout
    // directly (not through OutputSink): the final flush in main() catches those.
    QTest::newRow("solutions 8") << QStringList{"solutions", "8"};
    QTest::newRow("solutions 12") << QStringList{"solutions", "12"};
    QTest::newRow("trace") << QStringList{"trace", "6", "--algorithm", "bitmask"};
    QTest::newRow("solve") << QStringList{"solve", "8", "--method", "bitmask"};
    QTest::newRow("solve json") << QStringList{"solve", "8", "--json", "--output", "@/p.txt"};
    QTest::newRow("verify") << QStringList{"verify", "@/four.txt"};
    QTest::newRow("count") << QStringList{"count", "8"};
    QTest::newRow("help") << QStringList{"--help"};
}

void TestCliSolve::fullStandardOutputFails() {
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile four(dir.filePath(QStringLiteral("four.txt")));
    QVERIFY(four.open(QIODevice::WriteOnly));
    four.write("1 3 0 2\n");
    four.close();
    for (QString& a : args) a.replace(QLatin1Char('@'), dir.path());
    QVERIFY2(QFileInfo::exists(cliPath()), qPrintable(cliPath()));
    QVERIFY(QFileInfo::exists(QStringLiteral("/dev/full")));

    const auto [code, err] = runToFullDevice(args);
    QCOMPARE(code, 2);
    const QString text = QString::fromUtf8(err);
    QVERIFY2(text.endsWith(QLatin1Char('\n')) && text.count(QLatin1Char('\n')) == 1,
             qPrintable(QStringLiteral("not exactly one line: ") + text));
    QVERIFY2(text.startsWith(QLatin1String("queenslab-cli: cannot write the output: ")),
             qPrintable(text));
}

void TestCliSolve::jsonSummaryKeepsLargeSeedsExact() {
    // 2^63 - 1 has no exact double: the summary must carry the digits, not a rounded number.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("q.txt"));
    const auto r =
        runCli({"solve", "1000", "--seed", "9223372036854775807", "--json", "--output", out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\"seed\":9223372036854775807,"), r.out.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.trimmed(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.object().value(QStringLiteral("n")).toInt(), 1000);
    QCOMPARE(doc.object().value(QStringLiteral("verified")).toBool(), true);
}

QTEST_GUILESS_MAIN(TestCliSolve)
#include "test_cli_solve.moc"
