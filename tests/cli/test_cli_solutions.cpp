// queenslab-cli solutions: the listing is complete, correct and lexicographically ordered
// (checked against the test's own brute force and pairwise check, and published counts);
// --unique keeps exactly one member per symmetry class; --limit and --output behave.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "CliTestSupport.h"

using clitest::Placement;
using clitest::runCli;

namespace {

std::vector<Placement> listing(const QByteArray& out) {
    std::vector<Placement> result;
    for (const QByteArray& line : clitest::lines(out)) {
        // Columns separated by exactly one space, no leading or trailing blank.
        if (line.startsWith(' ') || line.endsWith(' ') || line.contains("  ")) return {};
        result.push_back(clitest::parseColumns(line));
    }
    return result;
}

std::vector<Placement> solutionsOf(const QStringList& args) {
    const auto r = runCli(args);
    if (r.crashed || r.exitCode != 0 || !r.err.isEmpty()) return {};
    return listing(r.out);
}

}  // namespace

class TestCliSolutions : public QObject {
    Q_OBJECT

private slots:
    void matchesBruteForce_data();
    void matchesBruteForce();
    void publishedCounts_data();
    void publishedCounts();
    void uniqueKeepsOnePerSymmetryClass();
    void uniqueCountForTen();
    void limitGivesAPrefix();
    void limitAllowsLargeBoards();
    void outputFile();
};

void TestCliSolutions::matchesBruteForce_data() {
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 8; ++n) QTest::addRow("n=%d", n) << n;
}

void TestCliSolutions::matchesBruteForce() {
    QFETCH(int, n);
    const auto r = runCli({QStringLiteral("solutions"), QString::number(n)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const auto expectedSet = clitest::allSolutions(n);  // std::set: lexicographic order
    const std::vector<Placement> expected(expectedSet.begin(), expectedSet.end());
    QCOMPARE(listing(r.out), expected);
}

void TestCliSolutions::publishedCounts_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("count");  // OEIS A000170
    QTest::newRow("n=8") << 8 << 92;
    QTest::newRow("n=9") << 9 << 352;
    QTest::newRow("n=10") << 10 << 724;
}

void TestCliSolutions::publishedCounts() {
    QFETCH(int, n);
    QFETCH(int, count);
    const auto all = solutionsOf({QStringLiteral("solutions"), QString::number(n)});
    QCOMPARE(static_cast<int>(all.size()), count);
    for (const Placement& p : all) QVERIFY(clitest::isSolution(p));
    QVERIFY(std::is_sorted(all.begin(), all.end()));
    QVERIFY(std::adjacent_find(all.begin(), all.end()) == all.end());  // distinct
}

void TestCliSolutions::uniqueKeepsOnePerSymmetryClass() {
    const auto unique = solutionsOf({QStringLiteral("solutions"), "8", "--unique"});
    QCOMPARE(static_cast<int>(unique.size()), 12);  // A002562(8)
    for (std::size_t i = 0; i < unique.size(); ++i) {
        QVERIFY(clitest::isSolution(unique[i]));
        const auto imgs = clitest::images(unique[i]);
        // The representative is the lexicographically smallest of its images.
        QCOMPARE(*std::min_element(imgs.begin(), imgs.end()), unique[i]);
        for (std::size_t j = i + 1; j < unique.size(); ++j)
            QVERIFY2(std::find(imgs.begin(), imgs.end(), unique[j]) == imgs.end(),
                     "two listed solutions are images of each other");
    }
    // Every one of the 92 solutions is an image of a listed one.
    for (const Placement& s : clitest::allSolutions(8)) {
        bool covered = false;
        for (const Placement& u : unique) {
            const auto imgs = clitest::images(u);
            covered = covered || std::find(imgs.begin(), imgs.end(), s) != imgs.end();
        }
        QVERIFY(covered);
    }
}

void TestCliSolutions::uniqueCountForTen() {
    const auto unique = solutionsOf({QStringLiteral("solutions"), "10", "--unique"});
    QCOMPARE(static_cast<int>(unique.size()), 92);  // A002562(10)
    for (const Placement& p : unique) QVERIFY(clitest::isSolution(p));
}

void TestCliSolutions::limitGivesAPrefix() {
    const auto all = solutionsOf({QStringLiteral("solutions"), "8"});
    QCOMPARE(static_cast<int>(all.size()), 92);
    const auto five = solutionsOf({QStringLiteral("solutions"), "8", "--limit", "5"});
    QCOMPARE(five, std::vector<Placement>(all.begin(), all.begin() + 5));
    const auto more = solutionsOf({QStringLiteral("solutions"), "8", "--limit", "1000"});
    QCOMPARE(more, all);
    const auto uniqueThree =
        solutionsOf({QStringLiteral("solutions"), "8", "--unique", "--limit", "3"});
    const auto unique = solutionsOf({QStringLiteral("solutions"), "8", "--unique"});
    QCOMPARE(uniqueThree, std::vector<Placement>(unique.begin(), unique.begin() + 3));
    // No solution for N = 3: an empty listing is a complete answer.
    const auto none = runCli({QStringLiteral("solutions"), "3"});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.isEmpty());
}

void TestCliSolutions::limitAllowsLargeBoards() {
    const auto first = solutionsOf({QStringLiteral("solutions"), "24", "--limit", "3"});
    QCOMPARE(static_cast<int>(first.size()), 3);
    for (const Placement& p : first) {
        QCOMPARE(static_cast<int>(p.size()), 24);
        QVERIFY(clitest::isSolution(p));
    }
    QVERIFY(std::is_sorted(first.begin(), first.end()));
}

void TestCliSolutions::outputFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("solutions.txt"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old content that must be replaced\n");
    }
    const auto r = runCli({QStringLiteral("solutions"), "6", "--output", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray written = f.readAll();
    QCOMPARE(written, runCli({QStringLiteral("solutions"), "6"}).out);
    QCOMPARE(static_cast<int>(listing(written).size()), 4);
}

QTEST_GUILESS_MAIN(TestCliSolutions)
#include "test_cli_solutions.moc"
