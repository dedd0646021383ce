// BoardState: every event kind applied and undone, counters against a recomputation written here.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <stdexcept>
#include <vector>

#include "BoardState.h"

using queens::BoardState;
using queens::EventKind;
using queens::Register;
using queens::RemoveReason;
using queens::StepEvent;

namespace {
StepEvent ev(EventKind k, int a = -1, int b = -1, std::uint8_t reason = 0) {
    return StepEvent::make(k, 0, a, b, reason);
}
// Collisions as Sosic & Gu count them: k - 1 for every line (column, diagonal) with k > 1 queens.
long long excess(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> col(p.size()), d(2 * p.size()), a(2 * p.size());
    for (int r = 0; r < n; ++r) {
        const int c = p[static_cast<std::size_t>(r)];
        if (c < 0) continue;
        ++col[static_cast<std::size_t>(c)];
        ++d[static_cast<std::size_t>(r - c + n)];
        ++a[static_cast<std::size_t>(r + c)];
    }
    long long total = 0;
    for (const auto* v : {&col, &d, &a})
        for (int k : *v) total += std::max(0, k - 1);
    return total;
}

StepEvent withReason(EventKind k, int a, int b, queens::ReasonEnum auto reason) {
    return ev(k, a, b, queens::reasonCode(reason));
}

// apply(e) (or unapply(e) when `undo`) must throw std::logic_error and leave `s` exactly as it was.
void expectRefused(BoardState& s, const StepEvent& e, bool undo, const char* what) {
    const BoardState before = s;
    if (undo)
        EXPECT_THROW(s.unapply(e), std::logic_error) << what;
    else
        EXPECT_THROW(s.apply(e), std::logic_error) << what;
    EXPECT_EQ(s, before) << what << ": a refused event must not change the state";
}
}  // namespace

TEST(BoardState, EveryKindIsUndoneByUnapply) {
    BoardState s(5);
    s.apply(ev(EventKind::Place, 0, 0));
    s.apply(ev(EventKind::Place, 2, 2));  // same "\" diagonal as (0,0)
    const std::vector<StepEvent> events = {
        ev(EventKind::Try, 1, 3),
        ev(EventKind::Reject, 1, 2, static_cast<std::uint8_t>(queens::RejectReason::Column)),
        ev(EventKind::Place, 4, 1),
        ev(EventKind::Remove, 2, 2, static_cast<std::uint8_t>(RemoveReason::Backtrack)),
        ev(EventKind::Remove, 0, 0, static_cast<std::uint8_t>(RemoveReason::Restart)),
        ev(EventKind::Place, 2, 4),
        ev(EventKind::Swap, 2, 4),
        ev(EventKind::Swap, 4, 4),  // a swap of a row with itself: no change, one more swap
        ev(EventKind::Evaluate, 2, 4),
        ev(EventKind::Restart, 1),
        ev(EventKind::Push, 1, 1),
        ev(EventKind::Pop, 1, 1),
        ev(EventKind::Done),
    };
    for (StepEvent e : events) {
        const BoardState before = s;
        s.apply(e);
        EXPECT_TRUE(s.consistent());
        s.unapply(e);
        EXPECT_EQ(s, before) << "kind " << queens::eventKindName(e.kind);
        s.apply(e);
    }
    StepEvent mask = ev(EventKind::Mask, 0, -1, static_cast<std::uint8_t>(Register::Avail));
    mask.value = 0b10110;
    const BoardState before = s;
    s.apply(mask);
    EXPECT_EQ(s.reg(Register::Avail), 0b10110u);
    s.unapply(mask);
    EXPECT_EQ(s, before);
    EXPECT_EQ(s.stats().backtracks, 1u) << "only backtrack removals count";
    EXPECT_EQ(s.stats().swaps, 2u);
    EXPECT_EQ(s.stats().openSize, 0);
    EXPECT_EQ(s.stats().closedSize, 1);

    // Solution (both kinds) on a solved board: 5 queens at 0 2 4 1 3.
    BoardState solved(5);
    const int sol[] = {0, 2, 4, 1, 3};
    for (int r = 0; r < 5; ++r) solved.apply(ev(EventKind::Place, r, sol[r]));
    ASSERT_TRUE(solved.isSolution());
    for (auto kind : {queens::SolutionKind::Found, queens::SolutionKind::Mirrored}) {
        const StepEvent e = withReason(EventKind::Solution, -1, -1, kind);
        const BoardState before = solved;
        solved.apply(e);
        EXPECT_EQ(solved.stats().solutions, before.stats().solutions + 1);
        solved.unapply(e);
        EXPECT_EQ(solved, before);
        solved.apply(e);
    }
    EXPECT_EQ(solved.stats().solutions, 2u);
}

TEST(BoardState, CountersFollowRandomPlacementsAndSwaps) {
    std::mt19937 rng(3);
    for (int n : {1, 2, 5, 8, 13}) {
        BoardState s(n);
        std::vector<int> p(static_cast<std::size_t>(n), -1);
        std::vector<StepEvent> events;
        std::vector<std::vector<int>> placements;  // placements[k]: before event k
        for (int step = 0; step < 3000; ++step) {
            const int r = static_cast<int>(rng() % n);
            StepEvent e;
            if (p[static_cast<std::size_t>(r)] < 0) {
                e = ev(EventKind::Place, r, static_cast<int>(rng() % n));
                p[static_cast<std::size_t>(r)] = e.b;
            } else if (rng() % 3 == 0) {
                const int r2 = static_cast<int>(rng() % n);
                if (p[static_cast<std::size_t>(r2)] < 0) continue;
                e = ev(EventKind::Swap, r, r2);
                std::swap(p[static_cast<std::size_t>(r)], p[static_cast<std::size_t>(r2)]);
            } else {
                e = ev(EventKind::Remove, r, p[static_cast<std::size_t>(r)]);
                p[static_cast<std::size_t>(r)] = -1;
            }
            placements.push_back(s.placement());
            s.apply(e);
            ASSERT_EQ(s.placement(), p);
            ASSERT_EQ(s.collisions(), excess(p)) << "n=" << n << " step " << step;
            ASSERT_TRUE(s.consistent());
            events.push_back(e);
        }
        const auto snap = s.snapshot();
        EXPECT_EQ(BoardState::restore(snap), s);
        {  // In place, over another state of the same size, of another size, and cleared.
            BoardState other(n);
            other.apply(ev(EventKind::Place, 0, n - 1));
            other.assign(snap);
            EXPECT_EQ(other, s);
            BoardState smaller(n > 1 ? n - 1 : 0);
            smaller.assign(snap);
            EXPECT_EQ(smaller, s);
            other.clear();
            EXPECT_EQ(other, BoardState(n));
        }
        // Back the whole way: after undoing event k the placement is the one recorded before it.
        for (std::size_t k = events.size(); k-- > 0;) {
            s.unapply(events[k]);
            const std::vector<int>& want = placements[k];
            ASSERT_EQ(s.placement(), want) << "n=" << n << " undo of event " << k;
            ASSERT_EQ(s.collisions(), excess(want)) << "n=" << n << " undo of event " << k;
            ASSERT_TRUE(s.consistent()) << "n=" << n << " undo of event " << k;
        }
        EXPECT_EQ(s, BoardState(n)) << "n=" << n;
    }
}

TEST(BoardState, RefusesEventsThatDoNotFit) {
    BoardState s(4);
    s.apply(ev(EventKind::Place, 1, 2));
    EXPECT_THROW(s.apply(ev(EventKind::Place, 1, 3)), std::logic_error);  // occupied row
    EXPECT_THROW(s.apply(ev(EventKind::Place, 4, 0)), std::logic_error);  // off the board
    EXPECT_THROW(s.apply(ev(EventKind::Place, 0, -1)), std::logic_error);
    EXPECT_THROW(s.apply(ev(EventKind::Remove, 0, 0)), std::logic_error);  // nothing there
    EXPECT_THROW(s.apply(ev(EventKind::Remove, 1, 3)), std::logic_error);  // wrong column
    EXPECT_THROW(s.apply(ev(EventKind::Swap, 1, 0)), std::logic_error);    // empty row
    EXPECT_EQ(s.placement(), (std::vector<int>{-1, 2, -1, -1}));
}

TEST(BoardState, SolutionAndConflictsOf) {
    BoardState s(4);
    const int sol[] = {1, 3, 0, 2};
    for (int r = 0; r < 4; ++r) s.apply(ev(EventKind::Place, r, sol[r]));
    EXPECT_TRUE(s.isSolution());
    EXPECT_EQ(s.conflictsOf(2), 0);
    s.apply(ev(EventKind::Swap, 0, 1));  // 3 1 0 2: (1,1) and (2,0) share "/"
    EXPECT_FALSE(s.isSolution());
    EXPECT_EQ(s.collisions(), excess(s.placement()));
    EXPECT_EQ(s.conflictsOf(1), 1);
    EXPECT_EQ(s.conflictsOf(2), 1);
    EXPECT_EQ(s.conflictsOf(0), 0);
}

TEST(BoardState, RefusesRowsOffTheBoardWithoutChangingTheState) {
    BoardState s(4);
    s.apply(ev(EventKind::Place, 1, 2));
    s.apply(ev(EventKind::Place, 3, 0));
    for (int row : {-1, 4, 1000000, -1000000}) {
        expectRefused(s, ev(EventKind::Remove, row, 0), false, "remove off the board");
        expectRefused(s, ev(EventKind::Swap, row, 1), false, "swap, first row off the board");
        expectRefused(s, ev(EventKind::Swap, 1, row), false, "swap, second row off the board");
        expectRefused(s, ev(EventKind::Swap, row, row), false, "swap of an off-board row");
        expectRefused(s, ev(EventKind::Place, row, 0), true, "undo of a place off the board");
        expectRefused(s, ev(EventKind::Swap, row, 1), true, "undo of a swap off the board");
        expectRefused(s, ev(EventKind::Remove, row, 0), true, "undo of a remove off the board");
    }
    expectRefused(s, ev(EventKind::Place, 0, 0), true, "undo of a place on an empty row");
    expectRefused(s, ev(EventKind::Place, 1, 3), true, "undo of a place, wrong column");
    EXPECT_EQ(s.placement(), (std::vector<int>{-1, 2, -1, 0}));
}

TEST(BoardState, SwapOfARowWithItselfNeedsAQueen) {
    BoardState s(4);
    s.apply(ev(EventKind::Place, 1, 2));
    expectRefused(s, ev(EventKind::Swap, 0, 0), false, "self-swap of an empty row");
    s.apply(ev(EventKind::Swap, 1, 1));
    EXPECT_EQ(s.placement(), (std::vector<int>{-1, 2, -1, -1}));
    EXPECT_EQ(s.stats().swaps, 1u);
    expectRefused(s, ev(EventKind::Swap, 0, 0), true, "undo of a self-swap of an empty row");
    s.unapply(ev(EventKind::Swap, 1, 1));
    EXPECT_EQ(s.stats().swaps, 0u);
}

TEST(BoardState, RefusesAMaskThatNamesNoRegister) {
    BoardState s(4);
    for (int reason : {queens::kRegisterCount, queens::kRegisterCount + 1, 255}) {
        StepEvent mask = ev(EventKind::Mask, 0, -1, static_cast<std::uint8_t>(reason));
        mask.value = 0xff;
        expectRefused(s, mask, false, "mask, unknown register");
        expectRefused(s, mask, true, "undo of a mask, unknown register");
    }
}

TEST(BoardState, RefusesASolutionOnABoardThatIsNotOne) {
    using queens::SolutionKind;
    BoardState s(4);
    for (auto kind : {SolutionKind::Found, SolutionKind::Mirrored}) {
        const StepEvent e = withReason(EventKind::Solution, -1, -1, kind);
        expectRefused(s, e, false, "solution on an empty board");
        s.apply(ev(EventKind::Place, 0, 1));
        s.apply(ev(EventKind::Place, 1, 3));
        s.apply(ev(EventKind::Place, 2, 0));
        expectRefused(s, e, false, "solution with three queens of four");
        s.apply(ev(EventKind::Place, 3, 3));  // 1 3 0 3: four queens, two in column 3
        ASSERT_FALSE(s.isSolution());
        expectRefused(s, e, false, "solution on an attacked board");
        s.apply(ev(EventKind::Remove, 3, 3));
        s.apply(ev(EventKind::Place, 3, 2));  // 1 3 0 2 is a solution
        s.apply(e);
        EXPECT_EQ(s.stats().solutions, 1u);
        s.unapply(e);
        for (int r = 0; r < 4; ++r) s.apply(ev(EventKind::Remove, r, s.queenAt(r)));
    }
}

TEST(BoardState, StatisticsNeverDropBelowZero) {
    using queens::SolutionKind;
    // Nothing applied: every undo is refused, and a Pop finds OPEN empty.
    BoardState fresh(4);
    expectRefused(fresh, ev(EventKind::Done), true, "undo with no event applied");
    expectRefused(fresh, ev(EventKind::Try, 0, 0), true, "undo with no event applied");
    expectRefused(fresh, ev(EventKind::Pop, 0, 0), false, "pop from an empty OPEN");

    // Events applied, but none of the kind being undone: its counter is 0.
    BoardState s(4);
    const int sol[] = {1, 3, 0, 2};
    for (int r = 0; r < 4; ++r) s.apply(ev(EventKind::Place, r, sol[r]));
    s.apply(ev(EventKind::Remove, 3, 2, queens::reasonCode(RemoveReason::Next)));
    ASSERT_EQ(s.stats(), (queens::SearchStats{.events = 5}));
    expectRefused(s, ev(EventKind::Try, 0, 0), true, "nodes");
    expectRefused(s, ev(EventKind::Reject, 0, 0), true, "rejects");
    expectRefused(s, withReason(EventKind::Remove, 3, 2, RemoveReason::Backtrack), true,
                  "backtracks (the queen must not be put back either)");
    expectRefused(s, ev(EventKind::Evaluate, 0, 1), true, "evaluations");
    expectRefused(s, ev(EventKind::Swap, 0, 1), true, "swaps (the rows must not be swapped)");
    expectRefused(s, ev(EventKind::Restart, 1), true, "restarts");
    expectRefused(s, ev(EventKind::Push, 0, 0), true, "openSize");
    expectRefused(s, ev(EventKind::Pop, 0, 0), true, "closedSize");
    expectRefused(s, ev(EventKind::Pop, 0, 0), false, "pop from an empty OPEN");
    s.apply(ev(EventKind::Place, 3, 2));
    ASSERT_TRUE(s.isSolution());
    expectRefused(s, withReason(EventKind::Solution, -1, -1, SolutionKind::Found), true,
                  "solutions");
    // A Push then a Pop: OPEN is empty again, so a second Pop is refused.
    s.apply(ev(EventKind::Push, 0, 0));
    s.apply(ev(EventKind::Pop, 0, 0));
    expectRefused(s, ev(EventKind::Pop, 0, 0), false, "second pop");
    EXPECT_EQ(s.stats().openSize, 0);
    EXPECT_EQ(s.stats().closedSize, 1);
}
