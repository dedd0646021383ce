// queenslab-cli handout: a PDF whose page count is 1 (the table of counts) + ceil(fundamental
// solutions / boards per page), worked out by hand here from the published OEIS A002562 values
// and the documented grid (tests/render/test_handout_writer.cpp shows the arithmetic); N beyond 12
// and other bad input end with exit code 2, one stderr line and no file; --json reports the file's
// real size; a failing write (a file size limit standing in for a full disk) exits with 2 and
// leaves nothing.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "CliTestSupport.h"

using clitest::runCli;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Page objects of a PDF ("/Type /Page", not "/Type /Pages").
int pdfPages(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

}  // namespace

class TestCliHandout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pageCount_data();
    void pageCount();
    void jsonSummary();
    void refusals_data();
    void refusals();
    void writeFailureExitsTwo();

private:
    QTemporaryDir dir_;
};

void TestCliHandout::initTestCase() {
    QVERIFY(dir_.isValid());
}

void TestCliHandout::pageCount_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("paper");
    // 1 + ceil(A002562(n) / boards per page): n = 8 has 12 fundamental solutions and 5 x 5
    // boards per page on A4 and Letter; n = 10 has 92 and 6 x 6 per page; n = 1 and n = 6 have
    // one; n = 3 none (the summary page alone).
    QTest::addColumn<int>("pages");
    QTest::newRow("n=8 a4") << 8 << "a4" << 2;
    QTest::newRow("n=8 letter") << 8 << "letter" << 2;
    QTest::newRow("n=8 default paper") << 8 << QString() << 2;
    QTest::newRow("n=1") << 1 << "a4" << 2;
    QTest::newRow("n=3 (no solution)") << 3 << "a4" << 1;
    QTest::newRow("n=6") << 6 << "a4" << 2;
    QTest::newRow("n=10") << 10 << "a4" << 4;
}

void TestCliHandout::pageCount() {
    QFETCH(int, n);
    QFETCH(QString, paper);
    QFETCH(int, pages);
    const QString path = dir_.filePath(QStringLiteral("handout-%1.pdf").arg(n));
    QStringList args = {"handout", QString::number(n), "--output", path};
    if (!paper.isEmpty()) args << "--paper" << paper;
    const auto r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(r.out.isEmpty());

    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPages(pdf), pages);
}

void TestCliHandout::jsonSummary() {
    const QString path = dir_.filePath("summary.pdf");
    const auto r = runCli({"handout", "6", "--output", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(clitest::lines(r.out).size(), 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("n").toInt(), 6);
    QCOMPARE(o.value("output").toString(), path);
    QCOMPARE(o.value("format").toString(), QStringLiteral("pdf"));
    QCOMPARE(o.value("bytes").toInteger(), QFileInfo(path).size());
}

void TestCliHandout::refusals_data() {
    QTest::addColumn<QStringList>("args");  // after "handout"; "@" is the row's own folder
    QTest::addColumn<QString>("reason");
    QTest::newRow("N=13") << QStringList{"13", "--output", "@/h.pdf"}
                          << "a handout can be made for n from 1 to 12; got 13";
    QTest::newRow("N=0") << QStringList{"0", "--output", "@/h.pdf"}
                         << "N must be a positive integer; got '0'";
    QTest::newRow("N missing") << QStringList{"--output", "@/h.pdf"} << "N is missing";
    QTest::newRow("output missing") << QStringList{"8"} << "--output FILE is missing";
    QTest::newRow("not a pdf") << QStringList{"8", "--output", "@/h.png"}
                               << "unknown file type \".png\": use .pdf";
    QTest::newRow("bad paper") << QStringList{"8", "--paper", "a5", "--output", "@/h.pdf"}
                               << "unknown paper size 'a5'";
    QTest::newRow("folder missing")
        << QStringList{"8", "--output", "@/none/h.pdf"} << "does not exist";
    QTest::newRow("size is not an option")
        << QStringList{"8", "--size", "100", "--output", "@/h.pdf"} << "Unknown option 'size'";
}

void TestCliHandout::refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (QString& a : args) a.replace(QLatin1Char('@'), dir.path());
    QVERIFY(clitest::isUsageError(runCli(QStringList{"handout"} + args), reason));
    QVERIFY(entries(dir.path()).isEmpty());
}

void TestCliHandout::writeFailureExitsTwo() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 4 KiB: the handout of N = 8 is far larger, so its write fails.
    const QString path = dir.filePath("big.pdf");
    const auto r = clitest::runWithFileSizeLimit({"handout", "8", "--output", path}, 4096);
    QVERIFY(clitest::isWriteFailure(r, dir.path()));
    // The message names the user's path, never the hidden folder the PDF is written in.
    QVERIFY2(r.err.contains(path.toUtf8()) && !r.err.contains(".queenslab-"), r.err.constData());
}

QTEST_MAIN(TestCliHandout)
#include "test_cli_handout.moc"
