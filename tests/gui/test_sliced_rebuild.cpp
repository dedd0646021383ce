// GUI test of the sliced O(n) rebuilds of the large-board views (min-conflicts up to
// N = 10^7): HeatMapRenderer and StripsBuilder run in slices (begin, step until done) while the
// state changes between the slices (swaps of two rows, seeks to an earlier snapshot), and
// BoardWidget / ConflictStripsView fed with such changes while their passes run. What is shown
// once no change follows is compared with independent truth computed here from the placement
// alone (queens per line, region and bucket), never from BoardState's counters.
#include <QDeadlineTimer>
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "BoardColors.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "ConflictStripsView.h"
#include "HeatMapRenderer.h"
#include "QueensConstruction.h"
#include "StepEvent.h"
#include "StripsBuilder.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {

constexpr int kEmpty = BoardState::kEmpty;
using Counts = std::vector<int>;

Counts lineCounts(const Counts& p, bool anti) {
    const int n = static_cast<int>(p.size());
    Counts count(std::size_t(2 * n - 1), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        if (c != kEmpty) ++count[std::size_t(anti ? r + c : r - c + n - 1)];
    }
    return count;
}

// Per row, the queens sharing its queen's column or a diagonal.
Counts conflicts(const Counts& p) {
    const int n = static_cast<int>(p.size());
    Counts col(std::size_t(n), 0);
    for (const int c : p)
        if (c != kEmpty) ++col[std::size_t(c)];
    const Counts diag = lineCounts(p, false);
    const Counts anti = lineCounts(p, true);
    Counts out(std::size_t(n), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        if (c != kEmpty)
            out[std::size_t(r)] = col[std::size_t(c)] - 1 + diag[std::size_t(r - c + n - 1)] - 1 +
                                  anti[std::size_t(r + c)] - 1;
    }
    return out;
}

BoardState placed(const Counts& cols) {
    BoardState s(static_cast<int>(cols.size()));
    for (int r = 0; r < static_cast<int>(cols.size()); ++r)
        s.apply(StepEvent::make(EventKind::Place, 0, r, cols[std::size_t(r)]));
    return s;
}

// A solution with `swaps` random pairs of rows swapped: a few conflicts (the folded hot lines),
// or with many swaps most queens attacked (the full bitsets).
BoardState board(int n, int swaps, std::mt19937& rng) {
    BoardState s = placed(queens::QueensConstruction::build(n));
    std::uniform_int_distribution<int> row(0, n - 1);
    for (int i = 0; i < swaps; ++i) {
        const int a = row(rng);
        const int b = row(rng);
        if (a != b) s.apply(StepEvent::make(EventKind::Swap, 0, a, b));
    }
    return s;
}

// Between two slices: a swap, now and then a seek back to `earlier`.
void change(BoardState& s, const BoardState::Snapshot& earlier, std::mt19937& rng) {
    std::uniform_int_distribution<int> row(0, s.n() - 1);
    if (rng() % 7 == 0) {
        s.assign(earlier);
        return;
    }
    const int a = row(rng);
    const int b = row(rng);
    if (a != b) s.apply(StepEvent::make(EventKind::Swap, 0, a, b));
}

// The largest truth value of every bucket of `strip` (its bucket boundaries).
void compareBuckets(const StripsPainter::Strip& strip, const Counts& truth, const char* what) {
    QCOMPARE(strip.count, static_cast<int>(truth.size()));
    Counts best(strip.buckets.size(), 0);
    for (int i = 0; i < strip.count; ++i) {
        int& b = best[std::size_t(strip.bucketOf(i))];
        b = std::max(b, truth[std::size_t(i)]);
    }
    for (std::size_t b = 0; b < best.size(); ++b) QVERIFY2(strip.buckets[b] == best[b], what);
    QCOMPARE(strip.max, *std::max_element(best.begin(), best.end()));
}

void compareHeat(const HeatMapRenderer& heat, const Counts& p) {
    const int n = static_cast<int>(p.size());
    const int grid = heat.grid();
    const Counts hits = conflicts(p);
    std::vector<int> queens(std::size_t(grid) * std::size_t(grid), 0);
    std::vector<int> attacked(queens.size(), 0);
    std::int64_t attackedTotal = 0;
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        const auto region = std::size_t(std::int64_t(r) * grid / n) * std::size_t(grid) +
                            std::size_t(std::int64_t(c) * grid / n);
        ++queens[region];
        if (hits[std::size_t(r)] > 0) {
            ++attacked[region];
            ++attackedTotal;
        }
    }
    QCOMPARE(heat.queens(), std::int64_t(n));
    QCOMPARE(heat.attackedQueens(), attackedTotal);
    for (int y = 0; y < grid; ++y)
        for (int x = 0; x < grid; ++x) {
            const std::size_t i = std::size_t(y) * std::size_t(grid) + std::size_t(x);
            QCOMPARE(heat.queensIn(y, x), queens[i]);
            QCOMPARE(heat.attackedIn(y, x), attacked[i]);
        }
}

}  // namespace

class TestSlicedRebuild : public QObject {
    Q_OBJECT

private slots:
    void heatSlicesEndEqualToAFullBuild_data();
    void heatSlicesEndEqualToAFullBuild();
    void stripSlicesEndEqualToAFullBuild_data();
    void stripSlicesEndEqualToAFullBuild();
    void stateObjectReplacedDuringAPass();
    void viewsShowTheLatestStateAfterChangesDuringPasses();
};

void TestSlicedRebuild::heatSlicesEndEqualToAFullBuild_data() {
    QTest::addColumn<int>("swaps");
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("few conflicts (folded hot lines)") << 3 << 1u;
    QTest::newRow("many conflicts") << 20000 << 2u;
    QTest::newRow("many conflicts, another seed") << 20000 << 3u;
}

// A pass whose slices see different states, then one that sees a single state: the second equals
// a full build and the truth of that state.
void TestSlicedRebuild::heatSlicesEndEqualToAFullBuild() {
    QFETCH(int, swaps);
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    const int n = 60000;
    BoardState s = board(n, swaps, rng);
    const BoardState::Snapshot earlier = s.snapshot();
    const HeatMapRenderer::Colors colors = HeatMapRenderer::colorsFor(false);
    HeatMapRenderer sliced;
    const QDeadlineTimer expired(0);  // one chunk of lines or one band per step
    sliced.begin(s, 200, colors);
    int steps = 0;
    while (!sliced.step(s, expired)) {
        change(s, earlier, rng);
        ++steps;
    }
    QVERIFY2(steps > 50, "the pass ran in slices");
    sliced.begin(s, 200, colors);
    while (!sliced.step(s, expired)) ++steps;
    HeatMapRenderer full;
    full.build(s, 200, colors);
    compareHeat(sliced, s.placement());
    QCOMPARE(sliced.image(), full.image());
    QCOMPARE(sliced.hotRegions(), full.hotRegions());
    QCOMPARE(sliced.maxAttackedInRegion(), full.maxAttackedInRegion());
}

void TestSlicedRebuild::stripSlicesEndEqualToAFullBuild_data() {
    QTest::addColumn<int>("swaps");
    QTest::addColumn<bool>("keepExact");
    QTest::newRow("few conflicts") << 3 << false;
    QTest::newRow("many conflicts") << 20000 << false;
    QTest::newRow("many conflicts, exact values kept") << 20000 << true;
}

void TestSlicedRebuild::stripSlicesEndEqualToAFullBuild() {
    QFETCH(int, swaps);
    QFETCH(bool, keepExact);
    std::mt19937 rng(static_cast<unsigned>(swaps) + 11u);
    const int n = 60000;
    BoardState s = board(n, swaps, rng);
    const BoardState::Snapshot earlier = s.snapshot();
    StripsBuilder builder;
    const QDeadlineTimer expired(0);
    builder.begin(s, 317, 503, keepExact);
    int steps = 0;
    while (!builder.step(s, expired)) {
        change(s, earlier, rng);
        ++steps;
    }
    QVERIFY2(steps > 50, "the pass ran in slices");
    builder.begin(s, 317, 503, keepExact);
    while (!builder.step(s, expired)) {
    }
    StripsPainter::Strip queens, diag, anti;
    builder.take(queens, diag, anti);
    const Counts truth = conflicts(s.placement());
    compareBuckets(queens, truth, "per queen");
    compareBuckets(diag, lineCounts(s.placement(), false), "\\ diagonals");
    compareBuckets(anti, lineCounts(s.placement(), true), "/ diagonals");
    if (keepExact) QCOMPARE(queens.exact, truth);
}

// A pass begun on one state object goes on with another of the same n after the first is freed
// (a seek may hand the views a new state): nothing reads the freed one, and the pass ends with
// the truth of the new state. (Few conflicts: the folded hot lines, whose probe reads the state.)
void TestSlicedRebuild::stateObjectReplacedDuringAPass() {
    std::mt19937 rng(9);
    const int n = 60000;
    auto first = std::make_unique<BoardState>(board(n, 3, rng));
    HeatMapRenderer heat;
    StripsBuilder strips;
    const QDeadlineTimer expired(0);
    heat.begin(*first, 150, HeatMapRenderer::colorsFor(false));
    strips.begin(*first, 211, 401, false);
    for (int i = 0; i < 40; ++i) {  // past the hot lines, into the sweeps
        heat.step(*first, expired);
        strips.step(*first, expired);
    }
    QVERIFY(!heat.step(*first, expired));
    QVERIFY(!strips.step(*first, expired));
    const BoardState second = *first;
    first.reset();
    while (!heat.step(second, expired) | !strips.step(second, expired)) {
    }
    heat.begin(second, 150, HeatMapRenderer::colorsFor(false));
    strips.begin(second, 211, 401, false);
    while (!heat.step(second, expired) | !strips.step(second, expired)) {
    }
    compareHeat(heat, second.placement());
    StripsPainter::Strip queens, diag, anti;
    strips.take(queens, diag, anti);
    compareBuckets(queens, conflicts(second.placement()), "per queen");
}

// BoardWidget and ConflictStripsView fed a change after change (swaps, seeks, another state
// object of the same n) while their sliced passes run: once the changes stop, what they show is
// the truth of the latest state.
void TestSlicedRebuild::viewsShowTheLatestStateAfterChangesDuringPasses() {
    const int n = 400000;
    QVERIFY(n >= BoardWidget::kHeatThrottleMinN && n >= ConflictStripsView::kThrottleMinN);
    std::mt19937 rng(5);
    BoardState a = board(n, 50000, rng);
    BoardState b = board(n, 10, rng);
    const BoardState::Snapshot earlier = a.snapshot();
    BoardWidget widget;
    widget.resize(500, 560);
    ConflictStripsView strips;
    strips.resize(300, 700);
    widget.setView(&a, nullptr);
    strips.setView(a, nullptr);
    const int heatBuilds = widget.heatBuildCount();
    const int stripBuilds = strips.buildCount();
    BoardState* shown = &a;
    for (int i = 0; i < 60; ++i) {
        if (i == 30) shown = &b;  // a seek to another state object
        change(*shown, earlier, rng);
        widget.setView(shown, nullptr);
        strips.setView(*shown, nullptr);
        QVERIFY(widget.heatBuildPending());
        QVERIFY(strips.buildPending());
        QTest::qWait(2);  // let slices run between the changes
    }
    QTRY_VERIFY_WITH_TIMEOUT(!widget.heatBuildPending() && !strips.buildPending(), 20000);
    QVERIFY(widget.heatBuildCount() > heatBuilds);
    QVERIFY(strips.buildCount() > stripBuilds);
    compareHeat(widget.heatMap(), shown->placement());
    const Counts truth = conflicts(shown->placement());
    const Counts diag = lineCounts(shown->placement(), false);
    const Counts anti = lineCounts(shown->placement(), true);
    for (int r = 0; r < n; r += 7) {
        // A bucket shows its maximum: at least the row's own value.
        QVERIFY(strips.queenConflicts(r) >= truth[std::size_t(r)]);
        QVERIFY(strips.diagonalBar(2 * r) >= diag[std::size_t(2 * r)]);
        QVERIFY(strips.antiDiagonalBar(2 * r) >= anti[std::size_t(2 * r)]);
    }
    int shownMax = 0;
    for (int r = 0; r < n; ++r) shownMax = std::max(shownMax, strips.queenConflicts(r));
    QCOMPARE(shownMax, *std::max_element(truth.begin(), truth.end()));
}

QTEST_MAIN(TestSlicedRebuild)
#include "test_sliced_rebuild.moc"
