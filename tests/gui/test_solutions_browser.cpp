// GUI test of SolutionsBrowser (with SolutionListModel, SolutionBrowserWorker and OrbitView).
//
// Independent truth: the core tests' brute force over permutations, SolutionOracle (the list and
// its order), Symmetry::apply (core, tested on its own) for the classes, the published counts
// OEIS A000170 / A002562 (../core/PublishedCounts.h) for the counts label, and a quarter turn
// written here for "Show in board". Checks:
// - N = 8: 92 rows in "All" equal to the brute force in lexicographic order, with their class
//   numbers and orbit sizes; 12 rows in "Fundamental", one canonical member per class;
// - the counts label states the published totals for several N;
// - N = 14 loads lazily: far fewer than 365,596 rows until fetchMore() asks for more, then a page
//   more, still in order; scrolling the table to its end loads one page per scroll, so the model
//   never holds more than the rows shown plus one page (all 365,596 only at the very end, n + 10
//   bytes each);
// - changing N in the middle of a load drops the old load and the new one completes; Cancel stops
//   a load (no row arrives afterwards);
// - Show in board emits the selected solution, or the orbit image clicked; handout emits N.
// The row order (grouped by class) and the list export are tested in test_solutions_order.cpp.
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
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
#include "SolutionsBrowser.h"
#include "Symmetry.h"

using queens::SolutionCatalog;
using Filter = SolutionCatalog::Filter;

namespace {

// Every solution of n in lexicographic order (the order of the oracle's set), indexable.
std::vector<std::vector<int>> bruteForce(int n) {
    const auto all = queens::testing::bruteForceSolutions(n);
    return {all.begin(), all.end()};
}

bool isSolution(const std::vector<int>& p) {
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i] == p[j] || std::abs(p[i] - p[j]) == static_cast<int>(j - i)) return false;
    return true;
}

std::vector<int> canonicalOf(const std::vector<int>& p) {
    std::vector<int> best = p;
    for (queens::Transform t : queens::kAllTransforms)
        best = std::min(best, queens::Symmetry::apply(t, p));
    return best;
}

std::vector<int> rowPlacement(const SolutionListModel* m, int row) {
    const QList<int> l =
        m->data(m->index(row, 0), SolutionListModel::PlacementRole).value<QList<int>>();
    return {l.begin(), l.end()};
}
qulonglong rowNumber(const SolutionListModel* m, int row, int role) {
    return m->data(m->index(row, 0), role).toULongLong();
}

// Waits until the browser has finished its current load (or fetch).
bool waitLoaded(SolutionsBrowser& b, int timeoutMs = 60000) {
    if (!b.isLoading()) return true;
    QSignalSpy spy(&b, &SolutionsBrowser::loadingFinished);
    return spy.wait(timeoutMs) && !b.isLoading();
}

// The numbers of the counts label in order, group separators removed.
std::vector<qulonglong> numbersIn(QString text) {
    text.remove(QLocale().groupSeparator()).remove(QLatin1Char(','));
    std::vector<qulonglong> out;
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    for (auto it = digits.globalMatch(text); it.hasNext();)
        out.push_back(it.next().captured().toULongLong());
    return out;
}

}  // namespace

class TestSolutionsBrowser : public QObject {
    Q_OBJECT

private slots:
    void widgetsHaveNames();
    void eightQueensAll();
    void eightQueensFundamental();
    void countsLabelShowsPublishedTotals_data();
    void countsLabelShowsPublishedTotals();
    void largeListLoadsLazily();
    void scrollingToTheEndHoldsOnlyWhatWasShown();
    void changingNMidLoadRestarts();
    void cancelStopsLoading();
    void showInBoardEmitsTheSelectedImage();
};

void TestSolutionsBrowser::widgetsHaveNames() {
    SolutionsBrowser b;
    auto* spin = b.findChild<QSpinBox*>(QStringLiteral("sizeSpin"));
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 1);
    QCOMPARE(spin->maximum(), SolutionCatalog::kMaxN);
    QCOMPARE(spin->value(), 8);
    auto* combo = b.findChild<QComboBox*>(QStringLiteral("filterCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 2);
    for (const char* name : {"countsLabel", "exportStatus"})
        QVERIFY(b.findChild<QLabel*>(QLatin1String(name)));
    for (const char* name :
         {"cancelButton", "showInBoardButton", "exportListButton", "handoutButton"})
        QVERIFY(b.findChild<QPushButton*>(QLatin1String(name)));
    QVERIFY(b.findChild<QTableView*>(QStringLiteral("solutionTable")));
    QCOMPARE(b.findChild<OrbitView*>(QStringLiteral("orbitView")), b.orbitView());
    QVERIFY(waitLoaded(b));
}

void TestSolutionsBrowser::eightQueensAll() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    const auto truth = bruteForce(8);
    std::set<std::vector<int>> canonicals;
    for (const auto& p : truth) canonicals.insert(canonicalOf(p));
    std::map<std::vector<int>, qulonglong> classRank;
    for (const auto& c : canonicals) classRank.emplace(c, classRank.size() + 1);

    const SolutionListModel* m = b.model();
    QCOMPARE(m->rowCount(), 92);
    QCOMPARE(m->columnCount(), 4);
    for (int row = 0; row < 92; ++row) {
        const auto& p = truth[static_cast<std::size_t>(row)];
        QCOMPARE(rowPlacement(m, row), p);
        QStringList cols;
        for (int c : p) cols << QString::number(c);
        QCOMPARE(m->data(m->index(row, SolutionListModel::SolutionColumn)).toString(),
                 cols.join(QLatin1Char(' ')));
        QCOMPARE(rowNumber(m, row, SolutionListModel::IndexRole), qulonglong(row + 1));
        QCOMPARE(rowNumber(m, row, SolutionListModel::ClassRole), classRank.at(canonicalOf(p)));
        QCOMPARE(m->data(m->index(row, 0), SolutionListModel::OrbitSizeRole).toInt(),
                 queens::Symmetry::orbitSize(p));
        QCOMPARE(m->data(m->index(row, 0), SolutionListModel::CanonicalRole).toBool(),
                 canonicalOf(p) == p);
    }
    // The first row is selected and its orbit shown.
    QCOMPARE(b.orbitView()->selectedPlacement(), truth[0]);
    QVERIFY(!b.isLazy());
}

void TestSolutionsBrowser::eightQueensFundamental() {
    SolutionsBrowser b;
    b.setFilter(Filter::Fundamental);
    QCOMPARE(b.filter(), Filter::Fundamental);
    QVERIFY(waitLoaded(b));
    const auto truth = bruteForce(8);
    std::vector<std::vector<int>> canonicalsInOrder;  // each with its rank among all solutions
    std::vector<qulonglong> rankAmongAll;
    for (std::size_t k = 0; k < truth.size(); ++k)
        if (canonicalOf(truth[k]) == truth[k]) {
            canonicalsInOrder.push_back(truth[k]);
            rankAmongAll.push_back(k + 1);
        }
    const SolutionListModel* m = b.model();
    QCOMPARE(m->rowCount(), 12);
    int orbitSum = 0;
    for (int row = 0; row < 12; ++row) {
        QCOMPARE(rowPlacement(m, row), canonicalsInOrder[static_cast<std::size_t>(row)]);
        QCOMPARE(rowNumber(m, row, SolutionListModel::ClassRole), qulonglong(row + 1));
        QCOMPARE(rowNumber(m, row, SolutionListModel::IndexRole),
                 rankAmongAll[static_cast<std::size_t>(row)]);
        orbitSum += m->data(m->index(row, 0), SolutionListModel::OrbitSizeRole).toInt();
    }
    QCOMPARE(orbitSum, 92);
}

void TestSolutionsBrowser::countsLabelShowsPublishedTotals_data() {
    QTest::addColumn<int>("n");
    for (int n : {4, 5, 6, 8, 10, 12, 13, 14, 16}) QTest::addRow("N=%d", n) << n;
}

void TestSolutionsBrowser::countsLabelShowsPublishedTotals() {
    QFETCH(int, n);
    SolutionsBrowser b;
    b.setN(n);
    QCOMPARE(b.n(), n);
    QVERIFY(waitLoaded(b));
    QVERIFY(b.totalsKnown());
    const auto numbers = numbersIn(b.countsText());
    QVERIFY2(numbers.size() >= 2, qPrintable(b.countsText()));
    QCOMPARE(numbers[0], qulonglong(queens::testing::publishedTotal(n)));
    QCOMPARE(numbers[1], qulonglong(queens::testing::publishedFundamental(n)));
}

void TestSolutionsBrowser::largeListLoadsLazily() {
    SolutionsBrowser b;
    b.setN(14);
    QVERIFY(waitLoaded(b));
    QVERIFY(b.isLazy());
    SolutionListModel* m = b.model();
    const int first = m->rowCount();
    QVERIFY2(first > 0 && first <= 5000, qPrintable(QString::number(first)));
    QVERIFY(m->canFetchMore({}));
    // The label says how much is shown of how many.
    const auto numbers = numbersIn(b.countsText());
    QVERIFY(std::find(numbers.begin(), numbers.end(), qulonglong(first)) != numbers.end());
    QVERIFY(std::find(numbers.begin(), numbers.end(), qulonglong(365596)) != numbers.end());
    // Nothing more arrives unless asked.
    QTest::qWait(200);
    QCOMPARE(m->rowCount(), first);

    m->fetchMore({});
    QVERIFY(!m->canFetchMore({}));  // one request at a time
    QVERIFY(waitLoaded(b));
    const int second = m->rowCount();
    QCOMPARE(second, first + SolutionListModel::kFetchRows);
    QVERIFY(second < 365596 / 10);
    std::vector<int> previous;
    for (int row = 0; row < second; ++row) {
        const auto p = rowPlacement(m, row);
        QVERIFY(isSolution(p));
        QVERIFY(p > previous);  // strictly increasing: lexicographic, none skipped twice
        QCOMPARE(rowNumber(m, row, SolutionListModel::IndexRole), qulonglong(row + 1));
        previous = p;
    }
    QVERIFY(m->memoryBytes() < std::size_t(second) * 64);  // compact rows
}

void TestSolutionsBrowser::scrollingToTheEndHoldsOnlyWhatWasShown() {
    SolutionsBrowser b;
    b.resize(800, 600);
    b.show();
    b.setN(14);
    QVERIFY(waitLoaded(b));
    SolutionListModel* m = b.model();
    QCOMPARE(m->rowCount(), SolutionBrowserWorker::kInitialLazyRows);
    QTableView* view = b.tableView();
    const int page = SolutionListModel::kFetchRows;
    int rows = m->rowCount();
    for (int guard = 0; m->isFetchable(); ++guard) {
        QVERIFY2(guard < 400, qPrintable(QString::number(rows)));
        // Every row held is in sight or above it: the bottom row is the last one held.
        view->scrollToBottom();
        QCoreApplication::processEvents();
        QVERIFY(view->rowAt(view->viewport()->height() - 1) == rows - 1 ||
                m->rowCount() > rows);  // (the view asked, and the next page came already)
        if (!b.isLoading() && m->rowCount() == rows) m->fetchMore({});  // the view did not ask
        QVERIFY(waitLoaded(b));
        // One page more, never two: the model holds what was shown plus at most one page.
        QVERIFY2(m->rowCount() <= rows + page, qPrintable(QString::number(m->rowCount())));
        if (m->rowCount() == rows) break;
        rows = m->rowCount();
    }
    QCOMPARE(m->rowCount(), 365596);  // the end: every solution, once
    QVERIFY(!m->canFetchMore({}));
    QCOMPARE(rowNumber(m, 365595, SolutionListModel::IndexRole), qulonglong(365596));
    QVERIFY(isSolution(rowPlacement(m, 365595)));
    // n + 10 bytes a row; vectors at most double their capacity.
    QVERIFY2(m->memoryBytes() <= std::size_t(365596) * (14 + 10) * 2,
             qPrintable(QString::number(m->memoryBytes())));
}

void TestSolutionsBrowser::changingNMidLoadRestarts() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    // N = 13 lists 73,712 rows at once, 1,000 a page: switch to 9 as the first page arrives.
    bool switched = false;
    connect(b.model(), &QAbstractItemModel::rowsInserted, &b, [&] {
        if (!switched && b.n() == 13) {
            switched = true;
            QVERIFY(b.isLoading());
            b.setN(9);
        }
    });
    b.setN(13);
    QVERIFY(waitLoaded(b));
    QVERIFY(switched);
    QCOMPARE(b.n(), 9);
    const auto truth = bruteForce(9);
    QCOMPARE(b.model()->rowCount(), int(truth.size()));
    for (int row = 0; row < b.model()->rowCount(); ++row)
        QCOMPARE(rowPlacement(b.model(), row), truth[static_cast<std::size_t>(row)]);
    QTest::qWait(100);  // nothing of N = 13 arrives late
    QCOMPARE(b.model()->rowCount(), int(truth.size()));
    QTRY_COMPARE_WITH_TIMEOUT(b.retiringCount(), 0, 10000);  // the old thread finished
}

void TestSolutionsBrowser::cancelStopsLoading() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    auto* cancel = b.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    bool cancelled = false;
    connect(b.model(), &QAbstractItemModel::rowsInserted, &b, [&] {
        if (!cancelled && b.n() == 13) {
            cancelled = true;
            cancel->click();
        }
    });
    QSignalSpy finished(&b, &SolutionsBrowser::loadingFinished);
    b.setN(13);
    QTRY_VERIFY_WITH_TIMEOUT(cancelled, 30000);
    QVERIFY(!b.isLoading());
    QCOMPARE(finished.size(), 1);
    const int rows = b.model()->rowCount();
    QVERIFY(rows > 0 && rows < 73712);
    QTest::qWait(300);  // pages the worker had already sent are dropped
    QCOMPARE(b.model()->rowCount(), rows);
    QVERIFY(!b.model()->canFetchMore({}));
    QVERIFY2(b.countsText().contains(QStringLiteral("cancelled")), qPrintable(b.countsText()));
    QTRY_COMPARE_WITH_TIMEOUT(b.retiringCount(), 0, 10000);
    // A new N loads again.
    b.setN(6);
    QVERIFY(waitLoaded(b));
    QCOMPARE(b.model()->rowCount(), 4);
}

void TestSolutionsBrowser::showInBoardEmitsTheSelectedImage() {
    SolutionsBrowser b;
    QVERIFY(waitLoaded(b));
    const auto truth = bruteForce(8);
    auto* show = b.findChild<QPushButton*>(QStringLiteral("showInBoardButton"));
    QSignalSpy spy(&b, &SolutionsBrowser::showInBoardRequested);

    b.tableView()->selectRow(5);
    QCOMPARE(b.orbitView()->selectedPlacement(), truth[5]);
    show->click();
    QCOMPARE(spy.size(), 1);
    QList<QVariant> args = spy.takeFirst();
    QCOMPARE(args.at(0).toInt(), 8);
    QList<int> expected(truth[5].begin(), truth[5].end());
    QCOMPARE(args.at(1).value<QList<int>>(), expected);

    // Click the "rotate 90°" image: a quarter turn clockwise puts the queen (r, c) on (c, 7 - r).
    b.orbitView()->resize(800, 480);
    QTest::mouseClick(b.orbitView(), Qt::LeftButton, {}, b.orbitView()->slotRect(1).center());
    QCOMPARE(b.orbitView()->selectedIndex(), 1);
    std::vector<int> turned(8, -1);
    for (int r = 0; r < 8; ++r)
        turned[static_cast<std::size_t>(truth[5][static_cast<std::size_t>(r)])] = 7 - r;
    show->click();
    QCOMPARE(spy.size(), 1);
    args = spy.takeFirst();
    QCOMPARE(args.at(1).value<QList<int>>(), QList<int>(turned.begin(), turned.end()));

    QSignalSpy handout(&b, &SolutionsBrowser::handoutRequested);
    b.findChild<QPushButton*>(QStringLiteral("handoutButton"))->click();
    QCOMPARE(handout.size(), 1);
    QCOMPARE(handout.takeFirst().at(0).toInt(), 8);
}

QTEST_MAIN(TestSolutionsBrowser)
#include "test_solutions_browser.moc"
