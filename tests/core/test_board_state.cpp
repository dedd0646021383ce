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
        ev(EventKind::Solution),
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
    EXPECT_EQ(s.stats().swaps, 1u);
    EXPECT_EQ(s.stats().openSize, 0);
    EXPECT_EQ(s.stats().closedSize, 1);
}

TEST(BoardState, CountersFollowRandomPlacementsAndSwaps) {
    std::mt19937 rng(3);
    for (int n : {1, 2, 5, 8, 13}) {
        BoardState s(n);
        std::vector<int> p(static_cast<std::size_t>(n), -1);
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
            s.apply(e);
            ASSERT_EQ(s.placement(), p);
            ASSERT_EQ(s.collisions(), excess(p)) << "n=" << n << " step " << step;
            ASSERT_TRUE(s.consistent());
        }
        const auto snap = s.snapshot();
        EXPECT_EQ(BoardState::restore(snap), s);
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
    EXPECT_GE(s.conflictsOf(1), 1);
    EXPECT_EQ(s.conflictsOf(1), s.conflictsOf(2));
}
