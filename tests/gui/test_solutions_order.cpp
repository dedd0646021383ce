// GUI test of the solutions browser's row order (by solution number / grouped by symmetry class)
// and of its list export (SolutionsBrowser with SolutionOrderProxy, SolutionOrderCombo and
// SolutionListExportJob).
//
// Independent truth: the core tests' brute force over permutations (SolutionOracle: the list of
// N = 6 and 8 and its lexicographic order, hence every solution's number), symmetry images
// computed here by quarter turns and a mirror of explicit (row, column) pairs (never Symmetry.h,
// SymmetryOrbit or the catalog), and the published counts (OEIS A000170 / A002562). Checks:
// - the "orderCombo" choice exists, starts at "by solution number" and is enabled for N = 8;
// - N = 8 grouped by class: the rows are the brute force sorted by (rank of the class's smallest
//   image, solution number); every run of rows with one class number is exactly the orbit of its
//   first row, the runs' class numbers are 1, 2, ..., 12 and their smallest images increase;
//   back to "by solution number", the rows are the brute force again;
// - N = 12 (14,200 rows in 15 pages) grouped while loading: once loaded, the runs are orbits,
//   1,787 of them with increasing smallest images, and cover the 14,200 solutions once each;
// - selection, the orbit view and Show in board use the row as shown; the selected solution
//   stays selected when the order changes;
// - a lazily loaded list (N = 14) disables the choice with a tooltip giving the row count, shows
//   rows by solution number, and the choice comes back for N = 8;
// - export: text (N = 6) in solution order; CSV in the order shown (grouped N = 8: every line
//   as the independent grouping says, solution numbers = brute-force ranks); CSV of the
//   fundamental list with solution numbers = brute-force ranks; a missing folder and a cancelled
//   export (by solution and grouped) leave nothing behind.
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <vector>

#include "../core/PublishedCounts.h"
#include "OrbitView.h"
#include "SolutionListModel.h"
#include "SolutionOracle.h"
#include "SolutionOrderCombo.h"
#include "SolutionsBrowser.h"

using queens::SolutionCatalog;
using Filter = SolutionCatalog::Filter;
using Placement = std::vector<int>;

namespace {

std::vector<Placement> bruteForce(int n) {
    const auto all = queens::testing::bruteForceSolutions(n);
    return {all.begin(), all.end()};
}

// A quarter turn clockwise: the queen (r, c) goes to (c, n-1-r).
Placement turned(const Placement& p) {
    const int n = static_cast<int>(p.size());
    Placement out(p.size(), -1);
    for (int r = 0; r < n; ++r)
        out[static_cast<std::size_t>(p[static_cast<std::size_t>(r)])] = n - 1 - r;
    return out;
}
// Left-right mirror: the queen (r, c) goes to (r, n-1-c).
Placement mirrored(const Placement& p) {
    Placement out(p);
    for (int& c : out) c = static_cast<int>(p.size()) - 1 - c;
    return out;
}
// The distinct images under the four turns of p and of its mirror image.
std::set<Placement> orbitOf(const Placement& p) {
    std::set<Placement> out;
    for (Placement q : {p, mirrored(p)})
        for (int k = 0; k < 4; ++k, q = turned(q)) out.insert(q);
    return out;
}

// The brute force of n grouped by class: sorted by (rank of the smallest image among all the
// smallest images, solution number). Also gives each solution's number and class number.
struct Grouping {
    std::vector<Placement> rows;
    std::map<Placement, qulonglong> number;  // 1-based rank in lexicographic order
    std::map<Placement, qulonglong> classOf;
};
Grouping groupedTruth(int n) {
    const auto all = bruteForce(n);
    Grouping g;
    std::set<Placement> smallest;
    for (const auto& p : all) smallest.insert(*orbitOf(p).begin());
    std::map<Placement, qulonglong> classRank;
    for (const auto& s : smallest) classRank.emplace(s, classRank.size() + 1);
    for (std::size_t k = 0; k < all.size(); ++k) {
        g.number[all[k]] = k + 1;
        g.classOf[all[k]] = classRank.at(*orbitOf(all[k]).begin());
    }
    g.rows = all;
    std::stable_sort(g.rows.begin(), g.rows.end(), [&g](const Placement& a, const Placement& b) {
        return g.classOf.at(a) < g.classOf.at(b);
    });
    return g;
}

bool isSolution(const Placement& p) {
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i] == p[j] || std::abs(p[i] - p[j]) == static_cast<int>(j - i)) return false;
    return true;
}

Placement shownPlacement(const QAbstractItemModel* m, int row) {
    const QList<int> l =
        m->data(m->index(row, 0), SolutionListModel::PlacementRole).value<QList<int>>();
    return {l.begin(), l.end()};
}
qulonglong shownNumber(const QAbstractItemModel* m, int row, int role) {
    return m->data(m->index(row, 0), role).toULongLong();
}

bool waitLoaded(SolutionsBrowser& b, int timeoutMs = 60000) {
    if (!b.isLoading()) return true;
    QSignalSpy spy(&b, &SolutionsBrowser::loadingFinished);
    return spy.wait(timeoutMs) && !b.isLoading();
}

QStringList fileLines(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Checks that the rows shown are solutions grouped into whole orbits (computed here), the
// classes numbered 1, 2, ... with increasing smallest images, solution numbers increasing in a
// class and never repeated; returns the number of classes, or -1 when not.
int checkGrouped(const QAbstractItemModel* m) {
    int classes = 0;
    Placement previousSmallest;
    std::set<qulonglong> numbers;
    for (int row = 0; row < m->rowCount();) {
        const qulonglong cls = shownNumber(m, row, SolutionListModel::ClassRole);
        const std::set<Placement> orbit = orbitOf(shownPlacement(m, row));
        std::set<Placement> run;
        qulonglong lastNumber = 0;
        for (; row < m->rowCount() && shownNumber(m, row, SolutionListModel::ClassRole) == cls;
             ++row) {
            const Placement p = shownPlacement(m, row);
            if (!isSolution(p)) return -1;
            run.insert(p);
            const qulonglong number = shownNumber(m, row, SolutionListModel::IndexRole);
            if (number <= lastNumber || !numbers.insert(number).second) return -1;
            lastNumber = number;
        }
        ++classes;
        if (cls != qulonglong(classes) || run != orbit) return -1;
        if (classes > 1 && !(previousSmallest < *orbit.begin())) return -1;
        previousSmallest = *orbit.begin();
    }
    return classes;
}

}  // namespace

class TestSolutionsOrder : public QObject {
    Q_OBJECT

private slots:
    void orderChoiceExists();
    void eightQueensGroupedByClass();
    void pagedLoadIsGroupedWhenLoaded();
    void selectionFollowsTheShownOrder();
    void lazyListDisablesTheChoice();
    void exportWritesTheShownOrder();
    void exportFundamentalCsv();
    void exportFailsCleanly();
};

void TestSolutionsOrder::orderChoiceExists() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    auto* combo = b.findChild<SolutionOrderCombo*>(QStringLiteral("orderCombo"));
    QVERIFY(combo);
    QCOMPARE(combo, b.orderCombo());
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(combo->isEnabled());
    QVERIFY(!combo->toolTip().isEmpty());
    QVERIFY(!b.ordersByClass());
    QVERIFY(!b.findChild<QWidget*>(QStringLiteral("exportListButton"))->toolTip().isEmpty());
}

void TestSolutionsOrder::eightQueensGroupedByClass() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    b.orderCombo()->setCurrentIndex(1);  // as the user picks it
    QVERIFY(b.ordersByClass());
    const Grouping truth = groupedTruth(8);
    const QAbstractItemModel* m = b.tableView()->model();
    QCOMPARE(m->rowCount(), 92);
    for (int row = 0; row < 92; ++row) {
        const Placement& p = truth.rows[static_cast<std::size_t>(row)];
        QCOMPARE(shownPlacement(m, row), p);
        QCOMPARE(shownNumber(m, row, SolutionListModel::IndexRole), truth.number.at(p));
        QCOMPARE(shownNumber(m, row, SolutionListModel::ClassRole), truth.classOf.at(p));
        QCOMPARE(m->data(m->index(row, SolutionListModel::ClassColumn)).toString(),
                 QString::number(truth.classOf.at(p)));
    }
    QCOMPARE(checkGrouped(m), 12);

    b.orderCombo()->setCurrentIndex(0);
    QVERIFY(!b.ordersByClass());
    const auto lex = bruteForce(8);
    for (int row = 0; row < 92; ++row)
        QCOMPARE(shownPlacement(m, row), lex[static_cast<std::size_t>(row)]);
}

void TestSolutionsOrder::pagedLoadIsGroupedWhenLoaded() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    b.setOrderByClass(true);
    int pages = 0;
    connect(b.model(), &QAbstractItemModel::rowsInserted, &b, [&pages] { ++pages; });
    b.setN(12);
    QVERIFY(waitLoaded(b));
    QVERIFY(pages > 1);
    QVERIFY(b.ordersByClass());
    const QAbstractItemModel* m = b.tableView()->model();
    QCOMPARE(qulonglong(m->rowCount()), qulonglong(queens::testing::publishedTotal(12)));
    QCOMPARE(qulonglong(checkGrouped(m)), qulonglong(queens::testing::publishedFundamental(12)));
}

void TestSolutionsOrder::selectionFollowsTheShownOrder() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    b.setOrderByClass(true);
    const Grouping truth = groupedTruth(8);
    const auto lex = bruteForce(8);
    int row = 1;  // a row whose grouped solution is not the row's solution by number
    while (truth.rows[static_cast<std::size_t>(row)] == lex[static_cast<std::size_t>(row)]) ++row;
    const Placement& p = truth.rows[static_cast<std::size_t>(row)];

    QSignalSpy spy(&b, &SolutionsBrowser::showInBoardRequested);
    b.tableView()->selectRow(row);
    QCOMPARE(b.orbitView()->selectedPlacement(), p);
    b.findChild<QPushButton*>(QStringLiteral("showInBoardButton"))->click();
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.takeFirst().at(1).value<QList<int>>(), QList<int>(p.begin(), p.end()));

    // Back to solution order: the same solution is still the current row, now at its number.
    b.setOrderByClass(false);
    const QModelIndex current = b.tableView()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(qulonglong(current.row() + 1), truth.number.at(p));
    QCOMPARE(shownPlacement(b.tableView()->model(), current.row()), p);
    QCOMPARE(b.orbitView()->selectedPlacement(), p);
}

void TestSolutionsOrder::lazyListDisablesTheChoice() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    SolutionOrderCombo* combo = b.orderCombo();
    const QString enabledTip = combo->toolTip();
    combo->setCurrentIndex(1);
    b.setN(14);
    QVERIFY(waitLoaded(b));
    QVERIFY(b.isLazy());
    QVERIFY(!combo->isEnabled());
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(!b.ordersByClass());
    QVERIFY(combo->toolTip() != enabledTip);
    QString tip = combo->toolTip();
    tip.remove(QLocale().groupSeparator()).remove(QLatin1Char(','));
    QVERIFY2(tip.contains(QStringLiteral("365596")), qPrintable(combo->toolTip()));
    const QAbstractItemModel* m = b.tableView()->model();
    QVERIFY(m->rowCount() > 0);
    for (int row = 0; row < m->rowCount(); ++row)
        QCOMPARE(shownNumber(m, row, SolutionListModel::IndexRole), qulonglong(row + 1));
    QVERIFY(m->canFetchMore({}));  // lazy loading still passes through the proxy

    b.setN(8);  // loaded at once: the choice is back
    QVERIFY(waitLoaded(b));
    QVERIFY(combo->isEnabled());
    QCOMPARE(combo->currentIndex(), 1);
    QVERIFY(b.ordersByClass());
    QCOMPARE(checkGrouped(b.tableView()->model()), 12);
}

// Export writes the whole list in the order shown: text of N = 6 by solution number, CSV of
// N = 8 grouped by class.
void TestSolutionsOrder::exportWritesTheShownOrder() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SolutionsBrowser b;
    b.setN(6);
    QVERIFY(waitLoaded(b));
    QSignalSpy done(&b, &SolutionsBrowser::exportFinished);
    const QString text = dir.filePath(QStringLiteral("six.txt"));
    b.exportList(text);
    QVERIFY(b.isExporting());
    QVERIFY(done.wait(30000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    QStringList expected;
    for (const auto& p : bruteForce(6)) {
        QStringList cols;
        for (int c : p) cols << QString::number(c);
        expected << cols.join(QLatin1Char(' '));
    }
    QCOMPARE(fileLines(text), expected);

    b.setN(8);
    b.setOrderByClass(true);
    QVERIFY(waitLoaded(b));
    const QString csv = dir.filePath(QStringLiteral("eight.csv"));
    b.exportList(csv);
    QVERIFY(done.wait(30000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    const Grouping truth = groupedTruth(8);
    const QStringList lines = fileLines(csv);
    QCOMPARE(lines.size(), 93);
    QCOMPARE(lines[0], QStringLiteral("solution,class,orbit,r0,r1,r2,r3,r4,r5,r6,r7"));
    for (int k = 1; k <= 92; ++k) {
        const Placement& p = truth.rows[static_cast<std::size_t>(k - 1)];
        QStringList want{QString::number(truth.number.at(p)), QString::number(truth.classOf.at(p)),
                         QString::number(orbitOf(p).size())};
        for (int c : p) want << QString::number(c);
        QCOMPARE(lines[k], want.join(QLatin1Char(',')));
        QCOMPARE(shownPlacement(b.tableView()->model(), k - 1), p);  // as the table shows
    }
}

// CSV of N = 8, one per class: the solution numbers are the brute force's ranks.
void TestSolutionsOrder::exportFundamentalCsv() {
    QTemporaryDir dir;
    SolutionsBrowser b;
    b.setFilter(Filter::Fundamental);
    QVERIFY(waitLoaded(b));
    QSignalSpy done(&b, &SolutionsBrowser::exportFinished);
    const QString csv = dir.filePath(QStringLiteral("eight.csv"));
    b.exportList(csv);
    QVERIFY(done.wait(30000));
    QCOMPARE(done.takeFirst().at(0).toBool(), true);
    const Grouping truth = groupedTruth(8);
    const QStringList lines = fileLines(csv);
    QCOMPARE(lines.size(), 13);
    QCOMPARE(lines[0], QStringLiteral("solution,class,orbit,r0,r1,r2,r3,r4,r5,r6,r7"));
    int orbitSum = 0;
    for (int k = 1; k <= 12; ++k) {
        const QStringList f = lines[k].split(QLatin1Char(','));
        QCOMPARE(f.size(), 11);
        Placement p;
        for (int i = 3; i < 11; ++i) p.push_back(f[i].toInt());
        QCOMPARE(*orbitOf(p).begin(), p);  // the class's smallest image
        QCOMPARE(f[0].toULongLong(), truth.number.at(p));
        QCOMPARE(f[1].toULongLong(), qulonglong(k));
        QCOMPARE(f[2].toULongLong(), qulonglong(orbitOf(p).size()));
        orbitSum += f[2].toInt();
    }
    QCOMPARE(orbitSum, 92);
}

// A folder that does not exist: a message, nothing written. A cancelled export leaves nothing,
// by solution number (N = 16, millions of lines) or grouped by class (N = 13, collected first).
void TestSolutionsOrder::exportFailsCleanly() {
    QTemporaryDir dir;
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    QSignalSpy done(&b, &SolutionsBrowser::exportFinished);
    const QString bad = dir.filePath(QStringLiteral("missing/list.txt"));
    b.exportList(bad);
    QVERIFY(done.wait(30000));
    QList<QVariant> args = done.takeFirst();
    QCOMPARE(args.at(0).toBool(), false);
    QVERIFY(!args.at(1).toString().isEmpty());
    QVERIFY(!QFile::exists(bad));
    QVERIFY(b.findChild<QLabel*>(QStringLiteral("exportStatus"))
                ->text()
                .contains(args.at(1).toString()));

    for (const int n : {16, 13}) {
        b.setN(n);
        b.setOrderByClass(n == 13);
        if (n == 13) QVERIFY(waitLoaded(b));
        QCOMPARE(b.ordersByClass(), n == 13);
        const QString big = dir.filePath(QStringLiteral("list-%1.txt").arg(n));
        b.exportList(big);
        b.cancelExport();
        QVERIFY(done.wait(30000));
        args = done.takeFirst();
        QCOMPARE(args.at(0).toBool(), false);
        QCOMPARE(args.at(1).toString(), QStringLiteral("cancelled"));
        QVERIFY(!QFile::exists(big));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 0);  // no temporary file left
        QVERIFY(!b.isExporting());
    }
}

QTEST_MAIN(TestSolutionsOrder)
#include "test_solutions_order.moc"
