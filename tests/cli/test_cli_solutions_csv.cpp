// queenslab-cli solutions --output FILE.csv: the header, the rows parse back to the placements of
// the text listing (same order), the solution numbers count 1, 2, ..., and the class and orbit
// columns agree with the test's own symmetry computation (the eight images of each placement,
// classes ranked by their lexicographically smallest member); --unique and --limit select the
// same rows as in text; the orbit sizes of the classes add up to the published totals; CSV
// beyond N = 16 is refused and leaves no file; the text listing is unchanged by the CSV path; a
// failing write (a file size limit standing in for a full disk) exits with 2, leaving nothing.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <map>
#include <set>

#include "CliTestSupport.h"

using clitest::Placement;
using clitest::runCli;

namespace {

struct CsvRow {
    qulonglong solution = 0;
    qulonglong classIndex = 0;
    int orbit = 0;
    Placement placement;
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The header in *header, the rows; an empty list (and a QTest failure) on any malformed line.
std::vector<CsvRow> parseCsv(const QByteArray& text, int n, QByteArray* header) {
    const QList<QByteArray> lines = clitest::lines(text);
    std::vector<CsvRow> rows;
    if (lines.isEmpty()) return rows;
    *header = lines.first();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].split(',');
        if (fields.size() != 3 + n) {
            qWarning("line %lld has %lld fields", static_cast<long long>(i),
                     static_cast<long long>(fields.size()));
            return {};
        }
        CsvRow row;
        bool ok1 = false, ok2 = false, ok3 = false;
        row.solution = fields[0].toULongLong(&ok1);
        row.classIndex = fields[1].toULongLong(&ok2);
        row.orbit = fields[2].toInt(&ok3);
        if (!ok1 || !ok2 || !ok3) return {};
        for (int c = 0; c < n; ++c) {
            bool ok = false;
            row.placement.push_back(fields[3 + c].toInt(&ok));
            if (!ok) return {};
        }
        rows.push_back(row);
    }
    return rows;
}

QByteArray expectedHeader(int n) {
    QByteArray h = "solution,class,orbit";
    for (int c = 0; c < n; ++c) h += ",r" + QByteArray::number(c);
    return h;
}

std::vector<Placement> textListing(const QStringList& args) {
    std::vector<Placement> result;
    const auto r = runCli(args);
    if (r.exitCode != 0) return result;
    for (const QByteArray& line : clitest::lines(r.out))
        result.push_back(clitest::parseColumns(line));
    return result;
}

// The symmetry truth of the test: canonical member (smallest image) and number of distinct
// images of every solution; classes numbered by the rank of their canonical member.
struct Truth {
    std::map<Placement, Placement> canonical;
    std::map<Placement, int> orbit;
    std::map<Placement, qulonglong> classOf;  // by canonical member
};

Truth truthFor(int n) {
    Truth t;
    std::set<Placement> canonicals;
    for (const Placement& p : clitest::allSolutions(n)) {
        const auto imgs = clitest::images(p);
        const std::set<Placement> distinct(imgs.begin(), imgs.end());
        t.canonical[p] = *distinct.begin();
        t.orbit[p] = static_cast<int>(distinct.size());
        canonicals.insert(*distinct.begin());
    }
    qulonglong rank = 0;
    for (const Placement& c : canonicals) t.classOf[c] = ++rank;
    return t;
}

}  // namespace

class TestCliSolutionsCsv : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void allSolutions_data();
    void allSolutions();
    void uniqueIsOneRowPerClass_data();
    void uniqueIsOneRowPerClass();
    void limitIsAPrefix();
    void upperCaseExtension();
    void textOutputUnchanged();
    void refusals_data();
    void refusals();
    void writeFailureExitsTwo();

private:
    QString csv(const QStringList& args, const QString& name, int n, std::vector<CsvRow>* rows);
    QTemporaryDir dir_;
};

void TestCliSolutionsCsv::initTestCase() {
    QVERIFY(dir_.isValid());
}

QString TestCliSolutionsCsv::csv(const QStringList& args, const QString& name, int n,
                                 std::vector<CsvRow>* rows) {
    const QString path = dir_.filePath(name);
    const auto r = runCli(QStringList{"solutions"} + args + QStringList{"--output", path});
    if (r.exitCode != 0 || !r.out.isEmpty() || !r.err.isEmpty()) {
        qWarning("solutions %s: exit %d %s", qPrintable(args.join(' ')), r.exitCode,
                 r.err.constData());
        return {};
    }
    QByteArray header;
    *rows = parseCsv(readAll(path), n, &header);
    return QString::fromUtf8(header);
}

void TestCliSolutionsCsv::allSolutions_data() {
    QTest::addColumn<int>("n");
    for (int n : {1, 4, 5, 6, 7, 8}) QTest::addRow("n=%d", n) << n;
}

void TestCliSolutionsCsv::allSolutions() {
    QFETCH(int, n);
    std::vector<CsvRow> rows;
    const QString header = csv({QString::number(n)}, "all.csv", n, &rows);
    QCOMPARE(header, QString::fromLatin1(expectedHeader(n)));

    const auto text = textListing({"solutions", QString::number(n)});
    QCOMPARE(rows.size(), text.size());
    const Truth truth = truthFor(n);
    QCOMPARE(rows.size(), truth.orbit.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const CsvRow& row = rows[i];
        QCOMPARE(row.placement, text[i]);
        QCOMPARE(row.solution, qulonglong(i + 1));
        QVERIFY(clitest::isSolution(row.placement));
        QCOMPARE(row.orbit, truth.orbit.at(row.placement));
        QCOMPARE(row.classIndex, truth.classOf.at(truth.canonical.at(row.placement)));
    }
}

void TestCliSolutionsCsv::uniqueIsOneRowPerClass_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("classes");  // OEIS A002562
    QTest::addColumn<int>("total");    // OEIS A000170
    QTest::newRow("n=6") << 6 << 1 << 4;
    QTest::newRow("n=8") << 8 << 12 << 92;
    QTest::newRow("n=10") << 10 << 92 << 724;
}

void TestCliSolutionsCsv::uniqueIsOneRowPerClass() {
    QFETCH(int, n);
    QFETCH(int, classes);
    QFETCH(int, total);
    std::vector<CsvRow> rows;
    QCOMPARE(csv({QString::number(n), "--unique"}, "unique.csv", n, &rows),
             QString::fromLatin1(expectedHeader(n)));
    QCOMPARE(int(rows.size()), classes);
    const auto text = textListing({"solutions", QString::number(n), "--unique"});
    const auto all = textListing({"solutions", QString::number(n)});
    QCOMPARE(int(all.size()), total);
    int orbitSum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const CsvRow& row = rows[i];
        QCOMPARE(row.placement, text[i]);
        QCOMPARE(row.classIndex, qulonglong(i + 1));
        // Its number is its rank in the full lexicographic list.
        const auto at = std::find(all.begin(), all.end(), row.placement);
        QVERIFY(at != all.end());
        QCOMPARE(row.solution, qulonglong(at - all.begin() + 1));
        const auto imgs = clitest::images(row.placement);
        QCOMPARE(*std::min_element(imgs.begin(), imgs.end()), row.placement);
        QCOMPARE(row.orbit, int(std::set<Placement>(imgs.begin(), imgs.end()).size()));
        orbitSum += row.orbit;
    }
    QCOMPARE(orbitSum, total);  // the classes' orbits cover every solution once
}

void TestCliSolutionsCsv::limitIsAPrefix() {
    std::vector<CsvRow> all, five, uniqueThree;
    csv({"8"}, "l-all.csv", 8, &all);
    csv({"8", "--limit", "5"}, "l-five.csv", 8, &five);
    csv({"8", "--unique", "--limit", "3"}, "l-u3.csv", 8, &uniqueThree);
    QCOMPARE(all.size(), std::size_t(92));
    QCOMPARE(five.size(), std::size_t(5));
    for (std::size_t i = 0; i < five.size(); ++i) {
        QCOMPARE(five[i].placement, all[i].placement);
        QCOMPARE(five[i].classIndex, all[i].classIndex);
    }
    const auto unique = textListing({"solutions", "8", "--unique", "--limit", "3"});
    QCOMPARE(uniqueThree.size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) QCOMPARE(uniqueThree[i].placement, unique[i]);
    // N = 3 has no solution: the header alone.
    QCOMPARE(csv({"3"}, "none.csv", 3, &all), QString::fromLatin1(expectedHeader(3)));
    QVERIFY(all.empty());
}

void TestCliSolutionsCsv::upperCaseExtension() {
    std::vector<CsvRow> rows;
    QCOMPARE(csv({"6"}, "upper.CSV", 6, &rows), QString::fromLatin1(expectedHeader(6)));
    QCOMPARE(rows.size(), std::size_t(4));
}

void TestCliSolutionsCsv::textOutputUnchanged() {
    // A non-.csv file still gets the plain listing, byte for byte what stdout shows: the
    // brute force's solutions, columns separated by one space, one per line.
    QByteArray expected;
    for (const Placement& p : clitest::allSolutions(6)) {
        QByteArrayList cols;
        for (int c : p) cols << QByteArray::number(c);
        expected += cols.join(' ') + '\n';
    }
    QCOMPARE(runCli({"solutions", "6"}).out, expected);
    const QString path = dir_.filePath("plain.txt");
    QCOMPARE(runCli({"solutions", "6", "--output", path}).exitCode, 0);
    QCOMPARE(readAll(path), expected);
}

void TestCliSolutionsCsv::refusals_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    QTest::newRow("N above 16") << QStringList{"17", "--limit", "3", "--output", "@/x.csv"}
                                << "CSV output (with symmetry classes) supports N from 1 to 16";
    QTest::newRow("folder missing")
        << QStringList{"8", "--output", "@/no/x.csv"} << "does not exist";
    QTest::newRow("folder as output") << QStringList{"8", "--output", "@/d.csv"} << "is a folder";
    QTest::newRow("limit zero") << QStringList{"8", "--limit", "0", "--output", "@/x.csv"}
                                << "--limit must be a positive integer";
}

void TestCliSolutionsCsv::refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir("d.csv"));
    for (QString& a : args) a.replace('@', dir.path());
    QVERIFY(clitest::isUsageError(runCli(QStringList{"solutions"} + args), reason));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"d.csv"});
    QVERIFY(QDir(dir.filePath("d.csv")).isEmpty());
}

void TestCliSolutionsCsv::writeFailureExitsTwo() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 4 KiB: the CSV of the 724 solutions of N = 10 is larger, so its write fails.
    const auto r = clitest::runWithFileSizeLimit(
        {"solutions", "10", "--output", dir.filePath("big.csv")}, 4096);
    QVERIFY(clitest::isWriteFailure(r, dir.path()));
}

QTEST_GUILESS_MAIN(TestCliSolutionsCsv)
#include "test_cli_solutions_csv.moc"
