// Tests of SolutionListWriter (app/render): the text and CSV files are parsed back and compared
// with a list generated here independently (every permutation of 0..n-1 checked for diagonal
// clashes, in lexicographic order; the symmetry class and orbit of each from its 8 images); the
// counts agree with the published ones (OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92 and A002562: 1,
// 0, 0, 1, 2, 1, 6, 12). A cancel, a bad row or a missing folder leaves nothing behind, and a file
// that was at the path keeps its bytes.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <numeric>
#include <tuple>
#include <vector>

#include "SolutionListWriter.h"

using Row = SolutionListWriter::Row;

namespace {
// All solutions of n by brute force over permutations, lexicographic, with class and orbit.
std::vector<Row> bruteForce(int n) {
    std::vector<int> p(static_cast<std::size_t>(n));
    std::iota(p.begin(), p.end(), 0);
    const auto ok = [n](const std::vector<int>& q) {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (std::abs(q[i] - q[j]) == j - i) return false;
        return true;
    };
    // The 8 images: (r, c) -> rotations and reflections of the square, as placements.
    const auto images = [n](const std::vector<int>& q) {
        std::vector<std::vector<int>> out;
        std::vector<std::pair<int, int>> cells;
        for (int r = 0; r < n; ++r) cells.emplace_back(r, q[r]);
        for (int t = 0; t < 8; ++t) {
            std::vector<int> img(static_cast<std::size_t>(n));
            for (auto [r, c] : cells) {
                int rr = r, cc = c;
                for (int k = 0; k < t % 4; ++k) std::tie(rr, cc) = std::pair{cc, n - 1 - rr};
                if (t >= 4) cc = n - 1 - cc;
                img[rr] = cc;
            }
            out.push_back(img);
        }
        return out;
    };
    std::vector<Row> rows;
    std::map<std::vector<int>, std::uint64_t> classOf;
    do {
        if (!ok(p)) continue;
        const auto imgs = images(p);
        const auto canonical = *std::min_element(imgs.begin(), imgs.end());
        std::vector<std::vector<int>> distinct = imgs;
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        const auto found = classOf.try_emplace(canonical, classOf.size() + 1).first;
        rows.push_back({rows.size() + 1, found->second, static_cast<int>(distinct.size()), p});
    } while (std::next_permutation(p.begin(), p.end()));
    return rows;
}

std::function<bool(Row&)> source(const std::vector<Row>& rows) {
    auto next = std::make_shared<std::size_t>(0);
    return [&rows, next](Row& row) {
        if (*next >= rows.size()) return false;
        row = rows[(*next)++];
        return true;
    };
}

QStringList linesOf(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(f.readAll());
    if (!text.endsWith('\n')) return {"<no final newline>"};
    QStringList lines = text.split('\n');
    lines.removeLast();
    return lines;
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                               QDir::NoDotAndDotDot);
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(bytes);
}
}  // namespace

class TestSolutionListWriter : public QObject {
    Q_OBJECT

private slots:
    void publishedCounts();
    void text_data();
    void text();
    void csv_data();
    void csv();
    void manyRows();
    void cancelLeavesNothing();
    void badRowLeavesNothing();
    void missingFolder();
};

// The brute force behind the other tests agrees with the published counts.
void TestSolutionListWriter::publishedCounts() {
    const int total[] = {1, 0, 0, 2, 10, 4, 40, 92}, fundamental[] = {1, 0, 0, 1, 2, 1, 6, 12};
    for (int n = 1; n <= 8; ++n) {
        const auto rows = bruteForce(n);
        QCOMPARE(int(rows.size()), total[n - 1]);
        std::uint64_t most = 0;
        for (const Row& r : rows) {
            QVERIFY(r.classIndex <= most + 1);  // classes numbered as first met
            most = std::max(most, r.classIndex);
        }
        QCOMPARE(int(most), fundamental[n - 1]);
    }
}

void TestSolutionListWriter::text_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("name");
    for (const int n : {1, 4, 6, 8}) QTest::addRow("n%d", n) << n << "list.txt";
    QTest::newRow("n8-other-suffix") << 8 << "list.dat";
    QTest::newRow("n8-no-suffix") << 8 << "list";
}

// One line per solution, the columns separated by single spaces, nothing else.
void TestSolutionListWriter::text() {
    QFETCH(int, n);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const auto rows = bruteForce(n);
    const QString path = dir.filePath(name);
    const ExportResult r = SolutionListWriter::write(path, n, source(rows));
    QVERIFY2(r.ok, qPrintable(r.error));
    const QStringList lines = linesOf(path);
    QCOMPARE(lines.size(), qsizetype(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const QStringList fields = lines[qsizetype(i)].split(' ');
        QCOMPARE(fields.size(), n);
        for (int c = 0; c < n; ++c) {
            bool ok = false;
            QCOMPARE(fields[c].toInt(&ok), rows[i].placement[c]);
            QVERIFY(ok);
        }
    }
    QCOMPARE(entries(dir.path()), QStringList{name});
}

void TestSolutionListWriter::csv_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("name");
    for (const int n : {1, 5, 8}) QTest::addRow("n%d", n) << n << "list.csv";
    QTest::newRow("upper") << 6 << "LIST.CSV";
}

// The header "solution,class,orbit,r0,...", then index, class, orbit and the n columns.
void TestSolutionListWriter::csv() {
    QFETCH(int, n);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const auto rows = bruteForce(n);
    const QString path = dir.filePath(name);
    QVERIFY(SolutionListWriter::write(path, n, source(rows)).ok);
    const QStringList lines = linesOf(path);
    QCOMPARE(lines.size(), qsizetype(rows.size()) + 1);
    QStringList header{"solution", "class", "orbit"};
    for (int r = 0; r < n; ++r) header << QStringLiteral("r%1").arg(r);
    QCOMPARE(lines.front(), header.join(','));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const QStringList f = lines[qsizetype(i) + 1].split(',');
        QCOMPARE(f.size(), n + 3);
        QCOMPARE(f[0].toULongLong(), rows[i].index);
        QCOMPARE(f[1].toULongLong(), rows[i].classIndex);
        QCOMPARE(f[2].toInt(), rows[i].orbitSize);
        for (int c = 0; c < n; ++c) QCOMPARE(f[3 + c].toInt(), rows[i].placement[c]);
    }
}

// 300000 rows generated on the fly (several flushes): every line is there, in order.
void TestSolutionListWriter::manyRows() {
    QTemporaryDir dir;
    const auto rows = bruteForce(8);
    const std::uint64_t total = 300000;
    std::uint64_t made = 0;
    const auto next = [&](Row& row) {
        if (made == total) return false;
        row = rows[made % rows.size()];
        row.index = ++made;
        return true;
    };
    const QString path = dir.filePath("many.csv");
    QVERIFY(SolutionListWriter::write(path, 8, next).ok);
    const QStringList lines = linesOf(path);
    QCOMPARE(lines.size(), qsizetype(total) + 1);
    for (const std::uint64_t i :
         {std::uint64_t{0}, std::uint64_t{91}, std::uint64_t{12345}, total - 1}) {
        const QStringList f = lines[qsizetype(i) + 1].split(',');
        QCOMPARE(f[0].toULongLong(), i + 1);
        QCOMPARE(f[3].toInt(), rows[i % rows.size()].placement[0]);
    }
}

// Cancelled before the first row or after some rows: "cancelled", the previous file intact, no
// temporary file.
void TestSolutionListWriter::cancelLeavesNothing() {
    for (const int after : {0, 1, 50}) {
        QTemporaryDir dir;
        const QString path = dir.filePath("list.txt");
        writeBytes(path, "previous\n");
        const auto rows = bruteForce(8);
        std::atomic<bool> cancel{after == 0};
        int given = 0;
        const auto next = [&](Row& row) {
            row = rows[static_cast<std::size_t>(given++)];
            if (given == after) cancel = true;
            return true;
        };
        const ExportResult r = SolutionListWriter::write(path, 8, next, &cancel);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cancelled"));
        QCOMPARE(given, after);  // checked before every row
        QCOMPARE(entries(dir.path()), QStringList{"list.txt"});
        QCOMPARE(readAll(path), QByteArray("previous\n"));
    }
}

void TestSolutionListWriter::badRowLeavesNothing() {
    QTemporaryDir dir;
    const QString path = dir.filePath("list.csv");
    std::vector<Row> rows = bruteForce(6);
    rows[2].placement.pop_back();
    ExportResult r = SolutionListWriter::write(path, 6, source(rows));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("solution 3"), qPrintable(r.error));
    rows = bruteForce(6);
    rows[1].placement[4] = 6;
    r = SolutionListWriter::write(path, 6, source(rows));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("off the board"), qPrintable(r.error));
    QVERIFY(entries(dir.path()).isEmpty());
    QVERIFY(!SolutionListWriter::write(path, 0, source(rows)).ok);
}

void TestSolutionListWriter::missingFolder() {
    QTemporaryDir dir;
    const auto rows = bruteForce(4);
    const ExportResult r = SolutionListWriter::write(dir.filePath("no/list.txt"), 4, source(rows));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("does not exist"), qPrintable(r.error));
    QVERIFY(entries(dir.path()).isEmpty());
}

QTEST_MAIN(TestSolutionListWriter)
#include "test_solution_list_writer.moc"
