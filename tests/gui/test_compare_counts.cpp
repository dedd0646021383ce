// GUI test of the counts a compare pane shows (CompareCounts): for every systematic search the
// rows are work counts, "—" where a count does not apply (bitmask never rejects a cell, brute force
// and graph search never backtrack), every row explains itself in a tool tip, and the search time
// of a run too short to time is not shown as a number.
//
// Independent truth
// - At the end of a run (N = 4..8): a brute-force recount of the search trees, made here without
//   any stepper. P(k) = the placements of k queens in rows 0..k-1, one per row, that no two
//   attack, found by listing every placement with distinct columns (the permutation tree) and
//   checking all pairs. Then, for n rows:
//     backtracking, DFS, BFS: tried = n * sum_{k<n} P(k), placed = sum_{1<=k<=n} P(k);
//     bitmask:                tried = placed = sum_{1<=k<=n} P(k);
//     permutation:            tried = placed = the nodes of the permutation tree, rejected =
//                             n! - P(n);
//     symmetric:              the same sums over the placements whose first queen is in the left
//                             half (the middle column of an odd n with the second queen left of
//                             it), tried = the columns each searched row offers, rejected = tried
//                             - placed + the rows whose right half is skipped (1 for even n, 2
//                             for odd), solutions = 2 * those found;
//     rejected = tried - placed, backtracks = placed (every queen is taken off again), solutions
//     = P(n) (except as noted).
// - Part-way through a run: the events of a fresh stepper (ReplayOracle::events), counted here:
//   Try, Place (Push with a queen for graph search), Reject, Remove with reason Backtrack,
//   Solution.
#include <QLabel>
#include <QLocale>
#include <QTest>
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "CompareCounts.h"
#include "CompareFixtures.h"
#include "ComparePane.h"
#include "CompareWindow.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"

using queens::Algorithm;
using queens::EventKind;
using namespace comparetest;

Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

const QString kDash = QStringLiteral("\u2014");

QString number(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

struct Truth {
    std::uint64_t tried = 0, placed = 0, rejected = 0, backtracks = 0, solutions = 0;
};

bool attacks(const std::vector<int>& cols) {
    for (std::size_t i = 0; i < cols.size(); ++i)
        for (std::size_t j = i + 1; j < cols.size(); ++j) {
            const int dr = static_cast<int>(j - i);
            if (cols[i] == cols[j] || cols[j] - cols[i] == dr || cols[i] - cols[j] == dr)
                return true;
        }
    return false;
}

// Every placement with distinct columns in rows 0..k-1, k = 0..n (the permutation tree).
void listPlacements(int n, std::vector<int>& cols, std::vector<std::vector<int>>& out) {
    out.push_back(cols);
    if (static_cast<int>(cols.size()) == n) return;
    for (int c = 0; c < n; ++c) {
        if (std::find(cols.begin(), cols.end(), c) != cols.end()) continue;
        cols.push_back(c);
        listPlacements(n, cols, out);
        cols.pop_back();
    }
}

// The columns SymmetricStepper's row `cols.size()` offers below `cols` (its header: the left half
// of row 0, and of row 1 when an odd n has its first queen in the middle column).
int symmetricLimit(int n, const std::vector<int>& cols) {
    if (cols.empty()) return (n + 1) / 2;
    if (cols.size() == 1 && n % 2 == 1 && cols[0] == n / 2) return n / 2;
    return n;
}
bool searchedBySymmetric(int n, const std::vector<int>& cols) {
    for (std::size_t r = 0; r < cols.size() && r < 2; ++r)
        if (cols[r] >= symmetricLimit(n, std::vector<int>(cols.begin(), cols.begin() + r)))
            return false;
    return true;
}

Truth recount(Algorithm a, int n) {
    std::vector<std::vector<int>> all;
    std::vector<int> cols;
    listPlacements(n, cols, all);
    Truth t;
    std::uint64_t safeFull = 0;
    for (const auto& p : all) {
        const bool safe = !attacks(p);
        const bool full = static_cast<int>(p.size()) == n;
        safeFull += safe && full;
        if (a == Algorithm::Permutation) {
            t.tried += !p.empty();
            continue;
        }
        if (a == Algorithm::Symmetric && !searchedBySymmetric(n, p)) continue;
        if (!safe) continue;
        t.placed += !p.empty();
        t.solutions += full;
        if (!full)
            t.tried += a == Algorithm::Bitmask     ? 0
                       : a == Algorithm::Symmetric ? symmetricLimit(n, p)
                                                   : n;
    }
    if (a == Algorithm::Permutation) {
        t.placed = t.tried;
        std::uint64_t factorial = 1;
        for (int k = 2; k <= n; ++k) factorial *= k;
        t.rejected = factorial - safeFull;
        t.solutions = safeFull;
        return t;
    }
    if (a == Algorithm::Bitmask) t.tried = t.placed;
    t.rejected = t.tried - t.placed;
    t.backtracks = t.placed;
    if (a == Algorithm::Symmetric) {
        t.rejected += n % 2 == 0 ? 1 : 2;
        t.solutions *= 2;
    }
    return t;
}

// Counted from the first `upTo` events of the run.
Truth countEvents(const Run& run, std::uint64_t upTo) {
    Truth t;
    const bool graph = queens::isGraphSearch(run.algorithm);
    for (std::uint64_t i = 0; i < upTo && i < run.events.size(); ++i) {
        const queens::StepEvent& e = run.events[i];
        t.tried += e.kind == EventKind::Try;
        t.rejected += e.kind == EventKind::Reject;
        t.solutions += e.kind == EventKind::Solution;
        t.backtracks += e.kind == EventKind::Remove &&
                        e.reason == queens::reasonCode(queens::RemoveReason::Backtrack);
        t.placed += graph ? e.kind == EventKind::Push && e.a >= 0 : e.kind == EventKind::Place;
    }
    return t;
}

bool appliesRejected(Algorithm a) {
    return a != Algorithm::Bitmask;
}
bool appliesBacktracks(Algorithm a) {
    return a != Algorithm::Permutation && !queens::isGraphSearch(a);
}

void verifyPane(const ComparePane* pane, const Truth& t) {
    const Algorithm a = pane->algorithm();
    QCOMPARE(pane->statLabel(ComparePane::Tried)->text(), number(t.tried));
    QCOMPARE(pane->statLabel(ComparePane::Placed)->text(), number(t.placed));
    QCOMPARE(pane->statLabel(ComparePane::Rejected)->text(),
             appliesRejected(a) ? number(t.rejected) : kDash);
    QCOMPARE(pane->statLabel(ComparePane::Backtracks)->text(),
             appliesBacktracks(a) ? number(t.backtracks) : kDash);
    QCOMPARE(pane->statLabel(ComparePane::Solutions)->text(), number(t.solutions));
}

}  // namespace

class TestCompareCounts : public QObject {
    Q_OBJECT

private slots:
    void countsAgreeWithARecount_data();
    void countsAgreeWithARecount();
    void countsFollowTheCursor_data();
    void countsFollowTheCursor();
    void rowsExplainThemselves();
};

void TestCompareCounts::countsAgreeWithARecount_data() {
    QTest::addColumn<Algorithm>("left");
    QTest::addColumn<Algorithm>("right");
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 8; ++n) {
        QTest::addRow("backtracking vs bitmask, N = %d", n)
            << Algorithm::Backtracking << Algorithm::Bitmask << n;
        QTest::addRow("permutation vs symmetric, N = %d", n)
            << Algorithm::Permutation << Algorithm::Symmetric << n;
        QTest::addRow("dfs vs bfs, N = %d", n) << Algorithm::Dfs << Algorithm::Bfs << n;
    }
}

void TestCompareCounts::countsAgreeWithARecount() {
    QFETCH(Algorithm, left);
    QFETCH(Algorithm, right);
    QFETCH(int, n);
    CompareWindow w;
    w.setProblem(n, left, right);
    w.playback()->runToEnd();
    QTRY_VERIFY_WITH_TIMEOUT(w.playback()->atEnd(), kTimeout);
    const Truth l = recount(left, n);
    const Truth r = recount(right, n);
    verifyPane(w.left(), l);
    verifyPane(w.right(), r);
    // The summary names a shared tree exactly when both placed the same queens.
    const QString shared = QStringLiteral("Both searches placed %1 queens").arg(number(l.placed));
    QCOMPARE(w.summaryLabel()->text().contains(shared), l.placed == r.placed);
}

void TestCompareCounts::countsFollowTheCursor_data() {
    QTest::addColumn<Algorithm>("left");
    QTest::addColumn<Algorithm>("right");
    QTest::newRow("backtracking vs bitmask") << Algorithm::Backtracking << Algorithm::Bitmask;
    QTest::newRow("symmetric vs permutation") << Algorithm::Symmetric << Algorithm::Permutation;
    QTest::newRow("bfs vs dfs") << Algorithm::Bfs << Algorithm::Dfs;
}

void TestCompareCounts::countsFollowTheCursor() {
    QFETCH(Algorithm, left);
    QFETCH(Algorithm, right);
    const int n = 7;
    const std::array<Run, 2> runs = {makeRun(left, n, true, 1), makeRun(right, n, true, 1)};
    CompareWindow w;
    w.setProblem(n, left, right);
    const std::uint64_t longest = std::max(runs[0].events.size(), runs[1].events.size());
    // Every step of a stretch near the start (a Try waiting for its verdict included), steps
    // spread over the whole run, the last steps and the end, forward and back.
    std::vector<std::uint64_t> targets;
    for (std::uint64_t c = 0; c <= 40; ++c) targets.push_back(c);
    for (std::uint64_t k = 1; k < 16; ++k) targets.push_back(longest * k / 16 + k);
    for (std::uint64_t c = longest - 6; c <= longest; ++c) targets.push_back(c);
    targets.push_back(longest / 3);
    for (const std::uint64_t target : targets) {
        w.playback()->seek(target);
        QTRY_COMPARE_WITH_TIMEOUT(w.playback()->cursor(), target, kTimeout);
        for (int side = 0; side < 2; ++side) {
            const std::uint64_t at = std::min<std::uint64_t>(target, runs[side].events.size());
            verifyPane(w.pane(side), countEvents(runs[side], at));
            if (QTest::currentTestFailed()) qWarning("at step %llu, side %d", qulonglong(at), side);
        }
        if (QTest::currentTestFailed()) return;
    }
}

void TestCompareCounts::rowsExplainThemselves() {
    const int n = 8;
    for (Algorithm a : queens::kAllAlgorithms) {
        CompareWindow w;
        w.setProblem(n, a, Algorithm::Backtracking);
        w.playback()->runToEnd();
        QTRY_VERIFY_WITH_TIMEOUT(w.playback()->atEnd(), kTimeout);
        const ComparePane* pane = w.left();
        for (int s = 0; s < ComparePane::StatCount; ++s) {
            const auto stat = static_cast<ComparePane::Stat>(s);
            QLabel* value = pane->statLabel(stat);
            if (!CompareCounts::shown(stat, a)) continue;
            QVERIFY2(!value->toolTip().isEmpty(), qPrintable(value->objectName()));
            // A dash exactly where the count does not apply; its tip says so.
            const bool dash = value->text() == kDash;
            QCOMPARE(dash, !CompareCounts::applies(stat, a));
            if (dash) QVERIFY(value->toolTip().contains(QStringLiteral("Does not apply:")));
        }
        // Bitmask never rejects: the tip says it only enumerates the free cells.
        if (a == Algorithm::Bitmask)
            QVERIFY(pane->statLabel(ComparePane::Rejected)->toolTip().contains("free ones"));
        // Search time: a number only from kComparableSeconds on.
        const double seconds = pane->searchSeconds();
        QVERIFY(seconds > 0.0);
        const QString time = pane->statLabel(ComparePane::SearchTime)->text();
        QCOMPARE(time == QStringLiteral("too short to compare"),
                 seconds < CompareCounts::kComparableSeconds);
        QVERIFY(pane->statLabel(ComparePane::SearchTime)->toolTip().contains("counts"));
    }
}

QTEST_MAIN(TestCompareCounts)
#include "test_compare_counts.moc"
