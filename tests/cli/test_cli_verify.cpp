// queenslab-cli verify: exit 0 for a solution, 1 with the reason for a non-solution, 2 for
// malformed input; the same answers as JSON with --json; "-" reads standard input.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using clitest::runCli;

class TestCliVerify : public QObject {
    Q_OBJECT

private slots:
    void verdict_data();
    void verdict();
    void json_data();
    void json();
    void everySolutionOfSixIsAccepted();

private:
    QString writeFile(const QByteArray& content);
    QTemporaryDir dir_;
    int files_ = 0;
};

QString TestCliVerify::writeFile(const QByteArray& content) {
    const QString path = dir_.filePath(QStringLiteral("p%1.txt").arg(++files_));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(content);
    return path;
}

void TestCliVerify::verdict_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<bool>("viaStdin");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");  // part of stdout (exit 0/1) or stderr (exit 2)

    const QStringList none;
    QTest::newRow("four, spaces") << QByteArray("1 3 0 2\n") << none << false << 0
                                  << QStringLiteral("valid: N = 4");
    QTest::newRow("eight, one per line, --n 8")
        << QByteArray("0\n4\n7\n5\n2\n6\n1\n3\n") << QStringList{"--n", "8"} << false << 0
        << QStringLiteral("valid: N = 8");
    QTest::newRow("commas") << QByteArray("2,0,3,1") << none << false << 0
                            << QStringLiteral("valid");
    QTest::newRow("stdin") << QByteArray("2 4 1 3 0\n") << none << true << 0
                           << QStringLiteral("valid: N = 5");
    QTest::newRow("single queen") << QByteArray("0") << none << false << 0
                                  << QStringLiteral("valid: N = 1");
    QTest::newRow("shared column") << QByteArray("1 1 0 2") << none << false << 1
                                   << QStringLiteral("not a solution: rows 0 and 1 share column 1");
    QTest::newRow("main diagonal")
        << QByteArray("0 1 2 3") << none << false << 1
        << QStringLiteral("not a solution: rows 0 and 1 share a diagonal (\\)");
    QTest::newRow("anti-diagonal")
        << QByteArray("3 2 1 0") << none << false << 1
        << QStringLiteral("not a solution: rows 0 and 1 share a diagonal (/)");
    QTest::newRow("later pair") << QByteArray("0 2 4 1 3 5") << none << false << 1
                                << QStringLiteral("rows 0 and 5 share a diagonal (\\)");
    QTest::newRow("empty rows") << QByteArray("1 3 . -") << none << false << 1
                                << QStringLiteral("not a solution: rows with a queen: 2 of 4");
    // Row 2 (column 2) shares column 2 with row 1 and the "\\" diagonal with row 0: the column
    // is named first.
    QTest::newRow("column before diagonal")
        << QByteArray("0 2 2") << none << false << 1
        << QStringLiteral("not a solution: rows 1 and 2 share column 2");
    // Rows 0 and 1 share column 0, but a missing queen is what is reported.
    QTest::newRow("empty row and an attack")
        << QByteArray("0 0 .") << none << false << 1
        << QStringLiteral("not a solution: rows with a queen: 2 of 3");
    QTest::newRow("no solution size")
        << QByteArray("0 2 1") << none << true << 1 << QStringLiteral("not a solution");
    QTest::newRow("malformed") << QByteArray("1 x 0 2") << none << false << 2
                               << QStringLiteral("\"x\" is not a column number");
    QTest::newRow("malformed stdin") << QByteArray("1 3 0 9") << none << true << 2
                                     << QStringLiteral("standard input: row 3: column 9");
    QTest::newRow("wrong length") << QByteArray("1 3 0 2") << QStringList{"--n", "5"} << false << 2
                                  << QStringLiteral("wrong number of columns: expected 5, got 4");
}

void TestCliVerify::verdict() {
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(bool, viaStdin);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    const QString file = viaStdin ? QStringLiteral("-") : writeFile(content);
    const auto r = runCli(QStringList{QStringLiteral("verify"), file} + extra,
                          viaStdin ? content : QByteArray());
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, exitCode);
    const QByteArray& text = exitCode == 2 ? r.err : r.out;
    QVERIFY2(QString::fromUtf8(text).contains(expected), text.constData());
    QCOMPARE(clitest::lines(text).size(), 1);
    QVERIFY((exitCode == 2 ? r.out : r.err).isEmpty());
}

void TestCliVerify::json_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("n");
    QTest::newRow("solution") << QByteArray("1 3 0 2") << true << 4;
    QTest::newRow("not a solution") << QByteArray("0 2 4 1 3 5") << false << 6;
}

void TestCliVerify::json() {
    QFETCH(QByteArray, content);
    QFETCH(bool, valid);
    QFETCH(int, n);
    const auto r = runCli({QStringLiteral("verify"), writeFile(content), "--json"});
    QCOMPARE(r.exitCode, valid ? 0 : 1);
    QCOMPARE(clitest::lines(r.out).size(), 1);
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value(QStringLiteral("n")).toInt(), n);
    QCOMPARE(o.value(QStringLiteral("valid")).toBool(!valid), valid);
    QVERIFY(!o.value(QStringLiteral("reason")).toString().isEmpty());
}

void TestCliVerify::everySolutionOfSixIsAccepted() {
    // The four solutions of n = 6 pass; every single-row change of them fails.
    for (const auto& s : clitest::allSolutions(6)) {
        QByteArray text;
        for (int c : s) text += QByteArray::number(c) + ' ';
        QCOMPARE(runCli({QStringLiteral("verify"), "-"}, text).exitCode, 0);
        auto broken = s;
        broken[2] = (broken[2] + 1) % 6;
        text.clear();
        for (int c : broken) text += QByteArray::number(c) + ' ';
        QCOMPARE(runCli({QStringLiteral("verify"), "-"}, text).exitCode,
                 clitest::isSolution(broken) ? 0 : 1);
    }
}

QTEST_GUILESS_MAIN(TestCliVerify)
#include "test_cli_verify.moc"
