// GUI test of the min-conflicts views: ConflictStripsView (per-queen and per-diagonal bars, the
// evaluated rows and the swap verdict) and BoardWidget's heat view for large boards, against
// independent truth computed here from the placement alone (pairwise attacks, queens per line,
// collisions recounted after a hypothetical swap), never from BoardState's counters.
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "BoardColors.h"
#include "BoardState.h"
#include "BoardWidget.h"
#include "ConflictStripsView.h"
#include "HeatMapRenderer.h"
#include "QueensConstruction.h"
#include "ReplayOracle.h"
#include "StepEvent.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {

constexpr int kEmpty = BoardState::kEmpty;

// Queens that share a column or a diagonal with the queen of `row`, pair by pair.
int attackersOf(const std::vector<int>& p, int row) {
    const int c = p[static_cast<std::size_t>(row)];
    if (c == kEmpty) return 0;
    int k = 0;
    for (int s = 0; s < static_cast<int>(p.size()); ++s) {
        const int d = p[static_cast<std::size_t>(s)];
        if (s == row || d == kEmpty) continue;
        if (d == c || s - d == row - c || s + d == row + c) ++k;
    }
    return k;
}

// Queens on each "\" (row - col + n - 1) or "/" (row + col) line.
std::vector<int> lineCounts(const std::vector<int>& p, bool anti) {
    const int n = static_cast<int>(p.size());
    std::vector<int> count(static_cast<std::size_t>(2 * n - 1), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c != kEmpty) ++count[static_cast<std::size_t>(anti ? r + c : r - c + n - 1)];
    }
    return count;
}

// Collisions as excess: for every column and diagonal holding k > 1 queens, k - 1.
std::int64_t collisions(const std::vector<int>& p) {
    std::map<std::pair<int, int>, int> lines;  // (direction, index) -> queens
    for (int r = 0; r < static_cast<int>(p.size()); ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c == kEmpty) continue;
        ++lines[{0, c}];
        ++lines[{1, r - c}];
        ++lines[{2, r + c}];
    }
    std::int64_t excess = 0;
    for (const auto& [line, k] : lines) excess += std::max(0, k - 1);
    return excess;
}

// Queens attacked by at least one other, counted through the lines (O(n), for large boards).
std::int64_t attackedQueens(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> col(static_cast<std::size_t>(n), 0);
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    for (const int c : p)
        if (c != kEmpty) ++col[static_cast<std::size_t>(c)];
    std::int64_t k = 0;
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c == kEmpty) continue;
        if (col[static_cast<std::size_t>(c)] > 1 ||
            diag[static_cast<std::size_t>(r - c + n - 1)] > 1 ||
            anti[static_cast<std::size_t>(r + c)] > 1)
            ++k;
    }
    return k;
}

// Per row, the queens sharing its queen's column or a diagonal, from line counts (O(n); two
// queens share at most one line, so this equals the pairwise count of attackersOf).
std::vector<int> conflictsByLines(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> col(static_cast<std::size_t>(n), 0);
    for (const int c : p)
        if (c != kEmpty) ++col[static_cast<std::size_t>(c)];
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    std::vector<int> out(static_cast<std::size_t>(n), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c == kEmpty) continue;
        out[static_cast<std::size_t>(r)] = col[static_cast<std::size_t>(c)] - 1 +
                                           diag[static_cast<std::size_t>(r - c + n - 1)] - 1 +
                                           anti[static_cast<std::size_t>(r + c)] - 1;
    }
    return out;
}

QString signedNumber(std::int64_t v) {
    const QString s = QLocale().toString(static_cast<qlonglong>(v));
    return v > 0 ? QLatin1Char('+') + s : s;
}

BoardState placed(const std::vector<int>& cols) {
    BoardState s(static_cast<int>(cols.size()));
    for (int r = 0; r < static_cast<int>(cols.size()); ++r)
        s.apply(StepEvent::make(EventKind::Place, 0, r, cols[static_cast<std::size_t>(r)]));
    return s;
}

// Region of row or column i for a grid of `grid` regions per side (floor(i * grid / n)).
int regionOf(int i, int n, int grid) {
    return static_cast<int>(static_cast<std::int64_t>(i) * grid / n);
}

}  // namespace

class TestConflictStrips : public QObject {
    Q_OBJECT

private:
    // Everything the strips show, against the state given (checked at every step).
    static void checkStrips(const ConflictStripsView& view, const BoardState& state,
                            const StepEvent* e, qreal top, qreal cell);

private slots:
    void replayAgreesWithIndependentCounts_data();
    void replayAgreesWithIndependentCounts();
    void largeBoardsShowTheBucketMaximum();
    void throttledBuildShowsTheLatestState();
    void hidingReleasesTheState();
    void boardRectFollowsSizeAndN();
    void heatMapTellsConflictFreeFromConflicts();
    void heatCaptionCountsAttackedQueens();
    void compactThousandAndHeatMillionPaint();
};

void TestConflictStrips::checkStrips(const ConflictStripsView& view, const BoardState& state,
                                     const StepEvent* e, qreal top, qreal cell) {
    const std::vector<int>& p = state.placement();
    const int n = state.n();
    std::vector<int> conflicts(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        conflicts[static_cast<std::size_t>(r)] = attackersOf(p, r);
        QCOMPARE(view.queenConflicts(r), conflicts[static_cast<std::size_t>(r)]);
    }
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    for (int d = 0; d < 2 * n - 1; ++d) {
        QCOMPARE(view.diagonalBar(d), diag[static_cast<std::size_t>(d)]);
        QCOMPARE(view.antiDiagonalBar(d), anti[static_cast<std::size_t>(d)]);
    }
    QVERIFY(
        view.collisionsText().contains(QLocale().toString(static_cast<qlonglong>(collisions(p)))));
    // Bars: on their rows, one cell high, longer for more conflicts, none without.
    for (int r = 0; r < n; ++r) {
        const QRectF bar = view.rowBarRect(r);
        QVERIFY(qAbs(bar.top() - (top + r * cell)) < 1e-6);
        QVERIFY(qAbs(bar.height() - cell) < 1e-6);
        QCOMPARE(bar.width() > 0, conflicts[static_cast<std::size_t>(r)] > 0);
        if (r > 0) {
            const int a = conflicts[static_cast<std::size_t>(r)];
            const int b = conflicts[static_cast<std::size_t>(r - 1)];
            const qreal wa = bar.width(), wb = view.rowBarRect(r - 1).width();
            if (a == b) QVERIFY(qAbs(wa - wb) < 1e-6);
            if (a > b) QVERIFY(wa > wb);
            if (a < b) QVERIFY(wa < wb);
        }
    }
    // The evaluated rows and the verdict.
    const bool pair = e && (e->kind == EventKind::Evaluate || e->kind == EventKind::Swap);
    QCOMPARE(view.evaluatedRows(), pair ? qMakePair(e->a, e->b) : qMakePair(-1, -1));
    if (e && e->kind == EventKind::Evaluate) {
        // The delta the event reports, recomputed: swap the two rows' columns and recount.
        std::vector<int> swapped = p;
        std::swap(swapped[static_cast<std::size_t>(e->a)], swapped[static_cast<std::size_t>(e->b)]);
        const std::int64_t delta = collisions(swapped) - collisions(p);
        QCOMPARE(e->delta, delta);
        const bool accepted = e->reason == queens::reasonCode(queens::SwapVerdict::Accepted);
        QCOMPARE(accepted, delta < 0);  // the stepper's rule: accept a swap that lowers collisions
        const QString verdict = view.verdictText();
        const QLocale loc;
        QVERIFY2(verdict.contains(
                     QStringLiteral("rows %1 and %2").arg(loc.toString(e->a), loc.toString(e->b))),
                 qPrintable(verdict));
        QVERIFY2(
            verdict.contains(QStringLiteral("collisions ") + signedNumber(delta) +
                             QString::fromUtf8(" → ") +
                             (accepted ? QStringLiteral("accepted") : QStringLiteral("rejected"))),
            qPrintable(verdict));
    } else if (e && e->kind == EventKind::Swap) {
        QVERIFY(view.verdictText().contains(QStringLiteral("swapped")));
    } else if (e == nullptr || e->kind == EventKind::Try || e->kind == EventKind::Place) {
        QVERIFY(view.verdictText().isEmpty());
    }
}

void TestConflictStrips::replayAgreesWithIndependentCounts_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("seed");
    for (const int n : {8, 30})
        for (int seed = 1; seed <= 3; ++seed) QTest::addRow("n%d_seed%d", n, seed) << n << seed;
}

// Replays a min-conflicts run forward to its end and back to the start; at every step the
// strips show what an independent count of the placement gives.
void TestConflictStrips::replayAgreesWithIndependentCounts() {
    QFETCH(int, n);
    QFETCH(int, seed);
    queens::StepperOptions options = TestProblems::options(n, false);
    options.seed = static_cast<std::uint64_t>(seed);
    const std::vector<StepEvent> events =
        ReplayOracle::events(Algorithm::MinConflicts, options, 200'000);
    QVERIFY(!events.empty());
    QCOMPARE(events.back().kind, EventKind::Done);
    const auto evaluations = std::count_if(events.begin(), events.end(), [](const StepEvent& e) {
        return e.kind == EventKind::Evaluate;
    });

    const qreal cell = n == 8 ? 40.0 : 13.0;
    const qreal top = 110.5;
    ConflictStripsView view;
    view.resize(420, static_cast<int>(top + n * cell + 40));
    view.setRowGeometry(top, cell);
    BoardState state(n);
    view.setView(state, nullptr);
    checkStrips(view, state, nullptr, top, cell);
    if (QTest::currentTestFailed()) return;
    for (const StepEvent& e : events) {
        state.apply(e);
        view.setView(state, &e);
        checkStrips(view, state, &e, top, cell);
        if (QTest::currentTestFailed()) return;
    }
    QVERIFY(state.isSolution());
    for (auto i = static_cast<std::ptrdiff_t>(events.size()) - 1; i >= 0; --i) {
        state.unapply(events[static_cast<std::size_t>(i)]);
        const StepEvent* e = i > 0 ? &events[static_cast<std::size_t>(i - 1)] : nullptr;
        view.setView(state, e);
        checkStrips(view, state, e, top, cell);
        if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(state.queenCount(), 0);
    // The run did exercise the swap search (a build alone does not test the verdicts).
    if (n == 30) QVERIFY(evaluations > 0);
}

// Fewer pixel rows than rows. Below kThrottleMinN rows the accessors stay exact per row; from it
// on a value is the largest of the rows its pixel row covers (so no conflict disappears), and
// each value shown is the value of a nearby row.
void TestConflictStrips::largeBoardsShowTheBucketMaximum() {
    const auto randomBoard = [](int n, std::uint64_t seed) {
        std::vector<int> cols(static_cast<std::size_t>(n));
        for (int r = 0; r < n; ++r) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            cols[static_cast<std::size_t>(r)] = static_cast<int>((seed >> 33) % n);
        }
        return cols;
    };
    const qreal top = 95;
    {
        const int n = 1000;
        const std::vector<int> cols = randomBoard(n, 12345);
        const BoardState state = placed(cols);
        ConflictStripsView view;
        view.resize(400, 400);
        const qreal cell = 0.25;  // 250 pixel rows for 1000 rows
        view.setRowGeometry(top, cell);
        view.setView(state, nullptr);
        const std::vector<int> diag = lineCounts(cols, false);
        for (int r = 0; r < n; ++r) {
            QCOMPARE(view.queenConflicts(r), attackersOf(cols, r));
            const QRectF bar = view.rowBarRect(r);
            QVERIFY(qAbs(bar.top() - (top + r * cell)) < 1e-6);
            QVERIFY(qAbs(bar.height() - cell) < 1e-6);
        }
        for (int d = 0; d < 2 * n - 1; ++d) QCOMPARE(view.diagonalBar(d), diag[std::size_t(d)]);
    }
    const int n = 20000;
    QVERIFY(n >= ConflictStripsView::kThrottleMinN);
    const std::vector<int> cols = randomBoard(n, 777);
    const BoardState state = placed(cols);
    ConflictStripsView view;
    view.resize(400, 700);
    const qreal cell = 500.0 / n;  // 500 pixel rows: 40 rows each
    view.setRowGeometry(top, cell);
    view.setView(state, nullptr);
    const std::vector<int> truth = conflictsByLines(cols);
    const int rowsPerPixel = static_cast<int>(std::ceil(1 / cell));
    int larger = 0;
    for (int r = 0; r < n; ++r) {
        const int shown = view.queenConflicts(r);
        QVERIFY(shown >= truth[std::size_t(r)]);
        if (shown > truth[std::size_t(r)]) ++larger;
        bool nearby = false;
        for (int s = std::max(0, r - rowsPerPixel); s <= std::min(n - 1, r + rowsPerPixel); ++s)
            nearby = nearby || truth[std::size_t(s)] == shown;
        QVERIFY2(nearby, qPrintable(QStringLiteral("row %1").arg(r)));
        const QRectF bar = view.rowBarRect(r);
        QVERIFY(bar.top() <= top + r * cell + 1e-6 && bar.bottom() >= top + (r + 1) * cell - 1e-6);
        QVERIFY(bar.height() <= 2 * rowsPerPixel * cell);
    }
    QVERIFY(larger > 0);  // some rows are covered by a neighbour's larger value
    const std::vector<int> diag = lineCounts(cols, false);
    const std::vector<int> anti = lineCounts(cols, true);
    for (int d = 0; d < 2 * n - 1; ++d) {
        QVERIFY(view.diagonalBar(d) >= diag[std::size_t(d)]);
        QVERIFY(view.antiDiagonalBar(d) >= anti[std::size_t(d)]);
    }
}

// n >= kThrottleMinN: a setView right after a build waits for the timer, and the bars then show
// the state of the latest setView.
void TestConflictStrips::throttledBuildShowsTheLatestState() {
    const int n = 20000;
    QVERIFY(n >= ConflictStripsView::kThrottleMinN);
    const std::vector<int> solution = queens::QueensConstruction::build(n);
    BoardState state = placed(solution);
    ConflictStripsView view;
    view.resize(400, 700);
    view.setRowGeometry(90, 600.0 / n);
    view.setView(state, nullptr);
    QCOMPARE(view.buildCount(), 1);  // a new n builds at once
    for (int r = 0; r < n; r += 97) QCOMPARE(view.queenConflicts(r), 0);
    // Two neighbouring rows swapped: the bars follow once the timer has run.
    const StepEvent swap = StepEvent::make(EventKind::Swap, 0, 100, 101);
    state.apply(swap);
    view.setView(state, &swap);
    QCOMPARE(view.evaluatedRows(), qMakePair(100, 101));  // the O(1) part follows at once
    QVERIFY(view.buildPending());  // same large n: the O(n) part always runs from the timer
    QTRY_VERIFY_WITH_TIMEOUT(!view.buildPending(), 5000);
    QCOMPARE(view.buildCount(), 2);
    const std::vector<int> truth = conflictsByLines(state.placement());
    QVERIFY(*std::max_element(truth.begin(), truth.end()) > 0);
    int shownMax = 0;
    for (int r = 0; r < n; ++r) {
        QVERIFY(view.queenConflicts(r) >= truth[std::size_t(r)]);  // a bucket shows its maximum
        shownMax = std::max(shownMax, view.queenConflicts(r));
    }
    QCOMPARE(shownMax, *std::max_element(truth.begin(), truth.end()));
}

// A hidden view forgets the state (its owner stops feeding it and may free the state) but keeps
// what it shows; a pending build is dropped, so freeing the state is safe.
void TestConflictStrips::hidingReleasesTheState() {
    const int n = 20000;
    auto state = std::make_unique<BoardState>(placed(queens::QueensConstruction::build(n)));
    ConflictStripsView view;
    view.resize(400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setView(*state, nullptr);
    const StepEvent swap = StepEvent::make(EventKind::Swap, 0, 7, 8000);
    state->apply(swap);
    view.setView(*state, &swap);  // right after a build: pending
    QVERIFY(view.buildPending());
    const int before = view.buildCount();
    view.hide();
    QVERIFY(!view.buildPending());
    state.reset();
    QTest::qWait(2 * ConflictStripsView::kThrottleMs);
    QCOMPARE(view.buildCount(), before);
    QCOMPARE(view.evaluatedRows(), qMakePair(7, 8000));  // still shown
    view.clearView();
    QCOMPARE(view.evaluatedRows(), qMakePair(-1, -1));
    QCOMPARE(view.queenConflicts(0), 0);
}

void TestConflictStrips::boardRectFollowsSizeAndN() {
    BoardWidget w;
    w.resize(500, 400);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy spy(&w, &BoardWidget::boardRectChanged);
    QVERIFY(w.boardRect().isEmpty());
    const BoardState eight(8);
    w.setView(&eight, nullptr);
    QCOMPARE(spy.count(), 1);
    QRectF r = w.boardRect();
    QVERIFY(!r.isEmpty());
    QCOMPARE(r.width(), r.height());
    QVERIFY(QRectF(w.rect()).contains(r));
    w.setView(&eight, nullptr);
    QCOMPARE(spy.count(), 1);  // nothing changed
    w.resize(700, 600);
    QCOMPARE(spy.count(), 2);
    QVERIFY(w.boardRect().width() > r.width());
    const BoardState big(1000);
    w.setView(&big, nullptr);
    QCOMPARE(spy.count(), 3);
    r = w.boardRect();
    QVERIFY(QRectF(w.rect()).contains(r));
    // The cell, boardRect().width() / n, is where the compact view puts row 999: the last row ends
    // at the board's bottom edge.
    QVERIFY(qAbs(r.top() + 1000 * (r.width() / 1000) - r.bottom()) < 1e-6);
}

// n = 20000: a conflict-free board (QueensConstruction) and one with every queen on the main
// diagonal. The same region is calm in one and hot in the other, and each region has the colour
// of the counts computed here.
void TestConflictStrips::heatMapTellsConflictFreeFromConflicts() {
    const int n = 20000;
    const std::vector<int> solution = queens::QueensConstruction::build(n);
    QCOMPARE(attackedQueens(solution), std::int64_t{0});
    std::vector<int> diagonal(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) diagonal[static_cast<std::size_t>(r)] = r;
    const BoardState calm = placed(solution);
    const BoardState hot = placed(diagonal);

    BoardWidget w;
    w.resize(900, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const bool dark = BoardColors::isDark(w.palette());

    struct Sample {
        QColor pixel;
        QColor expected;
        int queens, attacked;
    };
    // The colour at the centre of region (R, R), and the colour its counts call for.
    const auto sample = [&](const BoardState& s, const std::vector<int>& cols, int R) {
        w.setView(&s, nullptr);
        const HeatMapRenderer& heat = w.heatMap();
        const int grid = heat.grid();
        int q = 0, k = 0;
        // Queens of the region, and those of them that share a line with another queen.
        std::vector<int> col(static_cast<std::size_t>(n), 0);
        const std::vector<int> d = lineCounts(cols, false), a = lineCounts(cols, true);
        for (const int c : cols) ++col[static_cast<std::size_t>(c)];
        for (int r = 0; r < n; ++r) {
            const int c = cols[static_cast<std::size_t>(r)];
            if (regionOf(r, n, grid) != R || regionOf(c, n, grid) != R) continue;
            ++q;
            if (col[std::size_t(c)] > 1 || d[std::size_t(r - c + n - 1)] > 1 ||
                a[std::size_t(r + c)] > 1)
                ++k;
        }
        const QImage img = w.grab().toImage();
        const QRectF b = w.boardRect();
        const qreal side = b.width() / grid;
        const QPoint at(int(b.left() + (R + 0.5) * side), int(b.top() + (R + 0.5) * side));
        return Sample{img.pixelColor(at * img.devicePixelRatio()), heat.regionColor(q, k), q, k};
    };
    w.setView(&hot, nullptr);
    const int grid = w.heatMap().grid();
    QVERIFY(grid > 1 && grid <= HeatMapRenderer::kMaxGrid);
    int checked = 0;
    for (const int R : {0, 37, 200, grid - 1}) {
        const Sample h = sample(hot, diagonal, R);
        const Sample c = sample(calm, solution, R);
        QVERIFY(h.queens > 0);
        QCOMPARE(h.attacked, h.queens);  // everybody on the main diagonal is attacked
        QCOMPARE(c.attacked, 0);
        QCOMPARE(h.pixel.rgb(), h.expected.rgb());
        QCOMPARE(c.pixel.rgb(), c.expected.rgb());
        QVERIFY(h.pixel.rgb() != c.pixel.rgb());
        if (!dark) QVERIFY(h.pixel.red() > h.pixel.blue());                  // hot: red/orange
        if (!dark && c.queens > 0) QVERIFY(c.pixel.blue() > c.pixel.red());  // calm: blue
        ++checked;
    }
    QCOMPARE(checked, 4);
    w.setView(&hot, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{n});
    w.setView(&calm, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});
}

// A solution with a few rows swapped: the caption gives the queens in conflict as counted here.
void TestConflictStrips::heatCaptionCountsAttackedQueens() {
    const int n = 20000;
    BoardState state = placed(queens::QueensConstruction::build(n));
    for (const auto& [a, b] : {std::pair{5, 17000}, {400, 401}, {9000, 12345}})
        state.apply(StepEvent::make(EventKind::Swap, 0, a, b));
    const std::int64_t attacked = attackedQueens(state.placement());
    QVERIFY(attacked > 0);
    BoardWidget w;
    w.resize(800, 800);
    StepEvent last = StepEvent::make(EventKind::Swap, 0, 9000, 12345);
    w.setView(&state, &last);
    QCOMPARE(w.heatMap().attackedQueens(), attacked);
    QCOMPARE(w.heatMap().queens(), std::int64_t{n});
    const QLocale loc;
    QCOMPARE(w.heatCaption(), QStringLiteral("%1 queens: %2 in conflict")
                                  .arg(loc.toString(n), loc.toString(qlonglong(attacked))));
    // Few hot regions: they are listed (and ringed) so that they stay visible.
    QVERIFY(!w.heatMap().hotRegions().empty());
    QVERIFY(w.heatMap().hotRegions().size() <= std::size_t(HeatMapRenderer::kMaxListedHotRegions));
    QVERIFY(!w.grab().isNull());

    // Random columns (repeats allowed): thousands of hot lines, most queens attacked.
    std::vector<int> cols(static_cast<std::size_t>(n));
    std::uint64_t x = 99;
    for (int r = 0; r < n; ++r) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        cols[static_cast<std::size_t>(r)] = static_cast<int>((x >> 33) % n);
    }
    const BoardState random = placed(cols);
    w.setView(&random, nullptr);
    QCOMPARE(w.heatMap().attackedQueens(), attackedQueens(cols));
    QVERIFY(w.heatMap().attackedQueens() > n / 2);
    QVERIFY(w.heatMap().hotRegions().empty());  // too many to ring
}

// N = 1000 compact and N = 10^6 heat paint; the heat view of a huge board is throttled but
// shows the latest state in the end.
void TestConflictStrips::compactThousandAndHeatMillionPaint() {
    BoardWidget w;
    w.resize(900, 900);
    const BoardState thousand = placed(queens::QueensConstruction::build(1000));
    StepEvent solution = StepEvent::make(EventKind::Solution, 0);
    w.setView(&thousand, &solution);
    QVERIFY(!w.showsHeatMap());
    QVERIFY(!w.grab().isNull());

    const int n = 1'000'000;
    const std::vector<int> cols = queens::QueensConstruction::build(n);
    BoardState million = placed(cols);
    // A swap of row 10 with a row that puts two queens on a diagonal.
    int j = 11;
    for (;; ++j) {
        std::vector<int> swapped = cols;
        std::swap(swapped[10], swapped[static_cast<std::size_t>(j)]);
        if (attackedQueens(swapped) > 0) break;
    }
    const StepEvent swap = StepEvent::make(EventKind::Swap, 0, 10, j);
    w.setView(&million, &swap);
    QVERIFY(w.showsHeatMap());
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});
    QVERIFY(!w.grab().isNull());
    const int builds = w.heatBuildCount();
    // A change for the same large n (>= kHeatThrottleMinN) is built from the timer ...
    million.apply(swap);
    w.setView(&million, &swap);
    QCOMPARE(w.heatBuildCount(), builds);
    QVERIFY(w.heatBuildPending());
    // ... and shown in the end.
    QTRY_VERIFY_WITH_TIMEOUT(!w.heatBuildPending(), 5000);
    QCOMPARE(w.heatBuildCount(), builds + 1);
    QCOMPARE(w.heatMap().attackedQueens(), attackedQueens(million.placement()));
    QVERIFY(w.heatMap().attackedQueens() > 0);
    QVERIFY(w.heatCaption().contains(QLocale().toString(n)));
    QVERIFY(!w.grab().isNull());
    // Several setViews in a row: one build, from the last of them.
    const int before = w.heatBuildCount();
    million.unapply(swap);
    for (int i = 0; i < 5; ++i) w.setView(&million, nullptr);
    QCOMPARE(w.heatBuildCount(), before);
    QTRY_VERIFY_WITH_TIMEOUT(!w.heatBuildPending(), 5000);
    QCOMPARE(w.heatBuildCount(), before + 1);
    QCOMPARE(w.heatMap().attackedQueens(), std::int64_t{0});  // back to the solution
}

QTEST_MAIN(TestConflictStrips)
#include "test_conflict_strips.moc"
