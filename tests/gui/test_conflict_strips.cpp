// GUI test of ConflictStripsView, the min-conflicts view beside the board (per-queen and
// per-diagonal bars, the evaluated rows and the swap verdict), against independent truth computed
// here from the placement alone (pairwise attacks, queens per line, collisions recounted after a
// hypothetical swap), never from BoardState's counters; where its text goes and its tool tips.
// (Its compact width, with titles and text measured against where they are drawn, and
// BoardWidget's heat view: test_heat_map.cpp.)
#include <QHelpEvent>
#include <QLocale>
#include <QTest>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "BoardState.h"
#include "BoardTestFixtures.h"
#include "ConflictStripsView.h"
#include "QueensConstruction.h"
#include "ReplayOracle.h"
#include "StepEvent.h"
#include "TestProblems.h"

using namespace boardtest;  // Algorithm, BoardState, EventKind, StepEvent, kEmpty

namespace {

// Queens that share a column or a diagonal with the queen of `row`, pair by pair.
int attackersOf(const std::vector<int>& p, int row) {
    const int c = p[std::size_t(row)];
    if (c == kEmpty) return 0;
    int k = 0;
    for (int s = 0; s < static_cast<int>(p.size()); ++s) {
        const int d = p[std::size_t(s)];
        if (s == row || d == kEmpty) continue;
        if (d == c || s - d == row - c || s + d == row + c) ++k;
    }
    return k;
}

// Queens on each "\" (row - col + n - 1) or "/" (row + col) line.
std::vector<int> lineCounts(const std::vector<int>& p, bool anti) {
    const int n = static_cast<int>(p.size());
    std::vector<int> count(std::size_t(2 * n - 1), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        if (c != kEmpty) ++count[std::size_t(anti ? r + c : r - c + n - 1)];
    }
    return count;
}

// Collisions as excess: for every column and diagonal holding k > 1 queens, k - 1.
std::int64_t collisions(const std::vector<int>& p) {
    std::vector<int> col(p.size(), 0);
    for (const int c : p)
        if (c != kEmpty) ++col[std::size_t(c)];
    std::int64_t excess = 0;
    for (const std::vector<int>& lines : {col, lineCounts(p, false), lineCounts(p, true)})
        for (const int k : lines) excess += std::max(0, k - 1);
    return excess;
}

// Per row, the queens sharing its queen's column or a diagonal, from line counts (O(n); two
// queens share at most one line, so this equals the pairwise count of attackersOf).
std::vector<int> conflictsByLines(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> col(std::size_t(n), 0);
    for (const int c : p)
        if (c != kEmpty) ++col[std::size_t(c)];
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    std::vector<int> out(std::size_t(n), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        if (c == kEmpty) continue;
        out[std::size_t(r)] = col[std::size_t(c)] - 1 + diag[std::size_t(r - c + n - 1)] - 1 +
                              anti[std::size_t(r + c)] - 1;
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
        s.apply(StepEvent::make(EventKind::Place, 0, r, cols[std::size_t(r)]));
    return s;
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
    void textAndToolTipsAroundTheStrips();
};

void TestConflictStrips::checkStrips(const ConflictStripsView& view, const BoardState& state,
                                     const StepEvent* e, qreal top, qreal cell) {
    const std::vector<int>& p = state.placement();
    const int n = state.n();
    std::vector<int> conflicts(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
        conflicts[std::size_t(r)] = attackersOf(p, r);
        QCOMPARE(view.queenConflicts(r), conflicts[std::size_t(r)]);
    }
    const std::vector<int> diag = lineCounts(p, false);
    const std::vector<int> anti = lineCounts(p, true);
    for (int d = 0; d < 2 * n - 1; ++d) {
        QCOMPARE(view.diagonalBar(d), diag[std::size_t(d)]);
        QCOMPARE(view.antiDiagonalBar(d), anti[std::size_t(d)]);
    }
    QVERIFY(
        view.collisionsText().contains(QLocale().toString(static_cast<qlonglong>(collisions(p)))));
    // Bars: on their rows, one cell high, longer for more conflicts, none without.
    for (int r = 0; r < n; ++r) {
        const QRectF bar = view.rowBarRect(r);
        QVERIFY(qAbs(bar.top() - (top + r * cell)) < 1e-6);
        QVERIFY(qAbs(bar.height() - cell) < 1e-6);
        QCOMPARE(bar.width() > 0, conflicts[std::size_t(r)] > 0);
        if (r > 0) {
            const int a = conflicts[std::size_t(r)];
            const int b = conflicts[std::size_t(r - 1)];
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
        std::swap(swapped[std::size_t(e->a)], swapped[std::size_t(e->b)]);
        const std::int64_t delta = collisions(swapped) - collisions(p);
        QCOMPARE(e->delta, delta);
        const bool accepted = e->reason == queens::reasonCode(queens::SwapVerdict::Accepted);
        QCOMPARE(accepted, delta < 0);  // the stepper's rule: accept a swap that lowers collisions
        const QString verdict = view.verdictText();
        const QLocale loc;
        QVERIFY2(verdict.contains(
                     QStringLiteral("rows %1 and %2").arg(loc.toString(e->a), loc.toString(e->b))),
                 qPrintable(verdict));
        QVERIFY2(verdict.contains(
                     QStringLiteral("collisions ") + signedNumber(delta) + QStringLiteral(", ") +
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
        state.unapply(events[std::size_t(i)]);
        const StepEvent* e = i > 0 ? &events[std::size_t(i - 1)] : nullptr;
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
            cols[std::size_t(r)] = static_cast<int>((seed >> 33) % n);
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

// The strips stay on the board's rows; the text goes above the titles when there is room, else
// below the strips, else over the strips' top (on a panel), always inside the widget. Each strip,
// the titles and the text have a tool tip with the long form; a tool tip event shows it.
void TestConflictStrips::textAndToolTipsAroundTheStrips() {
    const int n = 30;
    const qreal cell = 12;
    const BoardState state = placed([] {
        std::vector<int> cols(30);
        for (int r = 0; r < 30; ++r) cols[std::size_t(r)] = (3 * r) % 30;
        return cols;
    }());
    const StepEvent e = StepEvent::make(EventKind::Swap, 0, 4, 9);
    ConflictStripsView view;
    const int width = view.sizeHint().width();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (const auto& [top, height] : {std::pair{10, 10 + 30 * 12 + 20}, {10, 800}, {300, 800}}) {
        view.resize(width, height);
        view.setRowGeometry(top, cell);
        view.setView(state, &e);
        const StripsPainter::Layout l = view.stripsLayout();
        QVERIFY(QRectF(0, 0, width, height).contains(l.header));
        QCOMPARE(l.queens.top(), qreal(top));
        QCOMPARE(l.queens.height(), n * cell);
        QCOMPARE(view.rowBarRect(7).top(), top + 7 * cell);
        if (top == 300) {  // room above
            QVERIFY(!l.headerOverlay && !l.titlesInside && !l.totalFirst);
            QVERIFY(l.header.bottom() <= l.groupTitle.top() + 0.5);
        } else if (height == 800) {  // titles on the strips' first rows, the text below them
            QVERIFY(l.titlesInside && !l.headerOverlay && l.totalFirst);
            QVERIFY(l.header.top() >= l.queens.bottom());
        } else {  // no room above or below: on the strips, under the titles
            QVERIFY(l.titlesInside && l.headerOverlay);
            QVERIFY(l.header.top() >= l.titles.bottom() - 0.5);
            QVERIFY(l.header.bottom() <= l.queens.bottom());
        }
    }
    const StripsPainter::Layout l = view.stripsLayout();  // room above
    const QString queensTip = view.toolTipAt(l.queens.center());
    const QString diagTip = view.toolTipAt(l.diag.center());
    const QString antiTip = view.toolTipAt(l.anti.center());
    const QString groupTip = view.toolTipAt(l.groupTitle.center());
    QVERIFY(queensTip.contains(QStringLiteral("onflicts per queen")));
    QVERIFY(diagTip.contains(QStringLiteral("\\ diagonals")));
    QVERIFY(antiTip.contains(QStringLiteral("/ diagonals")));
    QVERIFY(groupTip.contains(diagTip) && groupTip.contains(antiTip));
    QVERIFY(view.toolTipAt(l.header.center()).contains(QStringLiteral("ollisions")));
    QVERIFY(view.toolTipAt(QPointF(l.queens.center().x(), l.queens.bottom() + 30)).isEmpty());
    const QPoint at = l.anti.center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, view.mapToGlobal(at));
    QApplication::sendEvent(&view, &help);
    QTRY_COMPARE(QToolTip::text(), antiTip);
}

QTEST_MAIN(TestConflictStrips)
#include "test_conflict_strips.moc"
