// Focused tests of BitmaskStepper: its registers against masks recomputed from the placement,
// wide boards (high bits, column 63 as the sign bit) and the order of its solutions.
//
// Independent truth used here: masks / attacks recomputed in this file from the BoardState
// placement (never from the stepper's own variables), an independent O(n^2) solution check and
// the lexicographic order of a lowest-bit-first search. The cross-stepper checks (brute-force
// oracle, published totals) of BitmaskStepper live in test_graph_search.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "BitmaskStepper.h"
#include "BoardState.h"
#include "StepperReplay.h"

namespace queens {
namespace {

using testing::options;
using testing::Replay;
using testing::replay;
using testing::safe;
using testing::validSolution;

// ---- independent mask helpers ---------------------------------------------------------------

std::uint64_t bitOf(int col) {
    return std::uint64_t{1} << col;
}

std::uint64_t allColumns(int n) {
    std::uint64_t m = 0;
    for (int c = 0; c < n; ++c) m |= bitOf(c);
    return m;
}

// Columns of `row` attacked by the queens of rows < row, by kind, from the placement alone.
struct Attacks {
    std::uint64_t cols = 0, ld = 0, rd = 0;
};
Attacks attacksOnRow(const BoardState& s, int row) {
    Attacks a;
    for (int r = 0; r < row && r < s.n(); ++r) {
        const int q = s.queenAt(r);
        if (q == BoardState::kEmpty) continue;
        a.cols |= bitOf(q);
        const int down = q + (row - r);  // "\" diagonal continues to the right
        const int up = q - (row - r);    // "/" anti-diagonal continues to the left
        if (down < s.n()) a.ld |= bitOf(down);
        if (up >= 0) a.rd |= bitOf(up);
    }
    return a;
}

// ---- bitmask invariants ---------------------------------------------------------------------

// Replays a bitmask run and checks, at every event, the registers against masks recomputed from
// the placement. "Current row" is the row named by the latest Mask event (its `a`).
// With a `limit`, only that prefix of the run is checked. Returns the highest column placed.
int checkBitmaskInvariants(const StepperOptions& o, std::uint64_t limit = UINT64_MAX) {
    const int n = o.n;
    const std::uint64_t all = allColumns(n);
    BitmaskStepper s(o);
    int row = 0;
    std::uint64_t places = 0;
    int highestColumn = -1;
    std::uint64_t availComputed = 0;
    replay(
        s,
        [&](const StepEvent& e, const BoardState& st) {
            if (::testing::Test::HasFailure()) return;  // one report, not millions
            if (e.kind == EventKind::Mask) {
                ASSERT_NE(e.value, 0u) << "Mask events carry a non-zero delta";
                row = e.a;
            }
            ASSERT_GE(row, 0);
            ASSERT_LE(row, n);
            const Attacks want = attacksOnRow(st, row);
            ASSERT_EQ(st.reg(Register::Cols), want.cols) << "row " << row;
            // Ld/Rd/Avail move one register per event while the search changes rows.
            const bool changingRows =
                e.kind == EventKind::Mask && e.line == BitmaskStepper::kLineRecurse;
            if (!changingRows) {
                ASSERT_EQ(st.reg(Register::Ld), want.ld) << "row " << row;
                ASSERT_EQ(st.reg(Register::Rd), want.rd) << "row " << row;
            }
            if (e.kind == EventKind::Mask && e.line == BitmaskStepper::kLineAvail) {
                ++availComputed;
                ASSERT_EQ(e.reason, reasonCode(Register::Avail));
                ASSERT_EQ(e.a, st.queenCount());
                ASSERT_EQ(st.reg(Register::Avail), all & ~(want.cols | want.ld | want.rd));
            }
            if (e.kind == EventKind::Try || e.kind == EventKind::Place) {
                ASSERT_EQ(e.a, row);
                const std::uint64_t bit = st.reg(Register::Bit);
                ASSERT_EQ(std::popcount(bit), 1);
                ASSERT_EQ(bit, bitOf(e.b));
                ASSERT_EQ(st.reg(Register::Avail) & bit, 0u) << "the bit is cleared before placing";
                const std::uint64_t free = all & ~(want.cols | want.ld | want.rd);
                ASSERT_NE(free & bit, 0u) << "queen placed on an attacked column";
                ASSERT_EQ((st.reg(Register::Avail) | bit) & ~free, 0u)
                    << "avail holds attacked bits";
                ASSERT_EQ(std::countr_zero(st.reg(Register::Avail) | bit), e.b)
                    << "lowest bit first";
                ASSERT_TRUE(safe(st, e.a, e.b));
                if (e.kind == EventKind::Place) {
                    ++places;
                    highestColumn = std::max(highestColumn, e.b);
                }
            }
            if (e.kind == EventKind::Remove) {
                ASSERT_EQ(e.reason, reasonCode(RemoveReason::Backtrack));
                ASSERT_EQ(e.a, row);
                ASSERT_EQ(st.reg(Register::Bit), bitOf(e.b)) << "parent's bit restored";
            }
            if (e.kind == EventKind::Solution) {
                ASSERT_EQ(row, n);
                ASSERT_EQ(st.reg(Register::Cols), all);
            }
        },
        limit);
    EXPECT_GT(availComputed, 0u);
    EXPECT_GT(places, 0u);
    return highestColumn;
}

TEST(BitmaskInvariants, RegistersFollowThePlacementAtEveryEvent) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        checkBitmaskInvariants(options(n, true));
    }
}

TEST(BitmaskInvariants, WideBoardsUseTheHighBits) {
    // A whole first-solution run of a wide board, then long prefixes of the 32- and 64-bit
    // boards, where ld loses bits past the last column and column 63 is the sign bit.
    checkBitmaskInvariants(options(25, false));
    for (int n : {32, 64}) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(checkBitmaskInvariants(options(n, true), 500'000), n - 1)
            << "the prefix should reach the last column";
    }
}

// The brief asked for n = 64 here, but the lowest-bit-first search needs more than 2e9 nodes to
// reach the first solution of every n from 38 to 64 (measured with a plain recursive version of
// the same search), so no unit test can wait for it. n = 29 (1.5e6 nodes, 1.9e7 events) is the
// largest board whose first solution a Debug replay reaches in about a second.
TEST(BitmaskInvariants, FirstSolutionOfTheLargestFastBoardIsValid) {
    BitmaskStepper s(options(29, false));
    const Replay r = replay(s, [](const StepEvent&, const BoardState&) {});
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(r.solutions.front().size(), 29u);
    EXPECT_TRUE(validSolution(r.solutions.front()));
}

TEST(BitmaskInvariants, SolutionsComeInLexicographicOrder) {
    const Replay r = replay<BitmaskStepper>(options(8, true));
    EXPECT_TRUE(std::is_sorted(r.solutions.begin(), r.solutions.end()));
}

}  // namespace
}  // namespace queens
