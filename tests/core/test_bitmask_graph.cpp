// Focused tests of BitmaskStepper, DfsStepper and BfsStepper.
//
// Independent truth used here: the brute-force permutation oracle (SolutionOracle), the published
// totals of OEIS A000170, and masks / attacks recomputed in this file from the BoardState
// placement (never from the stepper's own variables).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <vector>

#include "BfsStepper.h"
#include "BitmaskStepper.h"
#include "BoardState.h"
#include "DfsStepper.h"
#include "SolutionOracle.h"

namespace queens {
namespace {

using testing::bruteForceSolutions;

// OEIS A000170: number of solutions of the n-queens problem, n = 1..12.
constexpr std::uint64_t kPublishedTotals[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};

StepperOptions options(int n, bool all) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// ---- independent helpers --------------------------------------------------------------------

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

bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

// True when no queen in rows < row attacks (row, col).
bool safe(const BoardState& s, int row, int col) {
    for (int r = 0; r < row; ++r)
        if (s.queenAt(r) != BoardState::kEmpty && attacks(r, s.queenAt(r), row, col)) return false;
    return true;
}

// O(n^2) check of a full placement.
bool validSolution(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    for (int i = 0; i < n; ++i) {
        if (p[static_cast<std::size_t>(i)] < 0 || p[static_cast<std::size_t>(i)] >= n) return false;
        for (int j = i + 1; j < n; ++j)
            if (attacks(i, p[static_cast<std::size_t>(i)], j, p[static_cast<std::size_t>(j)]))
                return false;
    }
    return true;
}

// ---- replay ---------------------------------------------------------------------------------

struct Replay {
    std::vector<std::vector<int>> solutions;  // placement at each Solution event, in order
    std::uint64_t events = 0;
    BoardState state;
};

// Runs the stepper to its end, applying every event to a BoardState(n) and calling
// visit(event, stateAfter). Checks the universal end-of-run contract and the line ids.
// With a `limit`, stops after that many events (a prefix of a long run: no end checks).
template <class Visit>
Replay replay(Stepper& stepper, Visit&& visit, std::uint64_t limit = UINT64_MAX) {
    Replay out{{}, 0, BoardState(stepper.n())};
    const auto lines = stepper.pseudocode().size();
    StepEvent e;
    bool sawDone = false;
    while (out.events < limit && stepper.next(e)) {
        EXPECT_FALSE(sawDone) << "event after Done";
        EXPECT_LT(e.line, lines) << "event " << out.events;
        out.state.apply(e);  // throws std::logic_error on an inapplicable event
        ++out.events;
        if (e.kind == EventKind::Solution) {
            EXPECT_TRUE(out.state.isSolution()) << "event " << out.events;
            out.solutions.push_back(out.state.placement());
        }
        if (e.kind == EventKind::Done) sawDone = true;
        visit(e, out.state);
    }
    if (out.events == limit && !sawDone) return out;
    EXPECT_TRUE(sawDone);
    EXPECT_FALSE(stepper.next(e)) << "next() must stay false after Done";
    return out;
}

template <class S>
Replay replay(const StepperOptions& o) {
    S s(o);
    return replay(s, [](const StepEvent&, const BoardState&) {});
}

// Solution count without a BoardState (for the larger published totals).
template <class S>
std::uint64_t countSolutions(int n) {
    S s(options(n, true));
    StepEvent e;
    std::uint64_t count = 0;
    while (s.next(e)) count += e.kind == EventKind::Solution ? 1 : 0;
    return count;
}

// ---- all three steppers ---------------------------------------------------------------------

template <class S>
class AllStepperTest : public ::testing::Test {};
using Steppers = ::testing::Types<BitmaskStepper, DfsStepper, BfsStepper>;
TYPED_TEST_SUITE(AllStepperTest, Steppers);

TYPED_TEST(AllStepperTest, AllSolutionsEqualBruteForceWithoutDuplicates) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const Replay r = replay<TypeParam>(options(n, true));
        const std::set<std::vector<int>> found(r.solutions.begin(), r.solutions.end());
        EXPECT_EQ(found.size(), r.solutions.size()) << "duplicate solutions";
        EXPECT_EQ(found, bruteForceSolutions(n));
        EXPECT_EQ(r.state.stats().solutions, kPublishedTotals[n - 1]);
    }
}

TYPED_TEST(AllStepperTest, FirstSolutionOnlyThenDone) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        TypeParam s(options(n, false));
        bool lastWasSolution = false;
        bool doneRightAfterSolution = false;
        const Replay r = replay(s, [&](const StepEvent& e, const BoardState&) {
            if (e.kind == EventKind::Done) doneRightAfterSolution = lastWasSolution;
            lastWasSolution = e.kind == EventKind::Solution;
        });
        const auto truth = bruteForceSolutions(n);
        if (truth.empty()) {
            EXPECT_TRUE(r.solutions.empty());
        } else {
            ASSERT_EQ(r.solutions.size(), 1u);
            EXPECT_TRUE(truth.contains(r.solutions.front()));
            EXPECT_TRUE(doneRightAfterSolution);
        }
    }
}

TEST(PublishedTotals, BitmaskTenToTwelve) {
    for (int n = 10; n <= 12; ++n)
        EXPECT_EQ(countSolutions<BitmaskStepper>(n), kPublishedTotals[n - 1]) << "n = " << n;
}

TEST(PublishedTotals, DfsTenToTwelve) {
    for (int n = 10; n <= 12; ++n)
        EXPECT_EQ(countSolutions<DfsStepper>(n), kPublishedTotals[n - 1]) << "n = " << n;
}

TEST(PublishedTotals, BfsTen) {
    EXPECT_EQ(countSolutions<BfsStepper>(10), kPublishedTotals[9]);
}

TEST(PublishedTotals, ReplayedSolutionsOfTenAreValidForAllThree) {
    // Through a BoardState: every counted solution is a real, distinct solution.
    const auto truth = bruteForceSolutions(10);
    const Replay b = replay<BitmaskStepper>(options(10, true));
    const Replay d = replay<DfsStepper>(options(10, true));
    const Replay f = replay<BfsStepper>(options(10, true));
    for (const Replay* r : {&b, &d, &f}) {
        const std::set<std::vector<int>> distinct(r->solutions.begin(), r->solutions.end());
        EXPECT_EQ(distinct.size(), kPublishedTotals[9]);
        EXPECT_EQ(r->solutions.size(), kPublishedTotals[9]);
        EXPECT_EQ(distinct, truth);
    }
}

TEST(Construction, RefusesBoardsTheMasksCannotHold) {
    EXPECT_THROW(BitmaskStepper(options(0, true)), std::invalid_argument);
    EXPECT_THROW(BitmaskStepper(options(65, true)), std::invalid_argument);
    EXPECT_THROW(DfsStepper(options(17, true)), std::invalid_argument);
    EXPECT_THROW(BfsStepper(options(0, true)), std::invalid_argument);
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

// ---- graph search invariants ----------------------------------------------------------------

struct GraphStats {
    std::uint64_t pops = 0, pushes = 0;
    std::vector<std::uint64_t> popDepths;
    Replay replay;
};

// Replays a DFS/BFS run, checking the OPEN/CLOSED accounting, the shown board after each Pop
// and every Reject/Push verdict against an independent attack test.
template <class S>
GraphStats checkGraphRun(const StepperOptions& o) {
    const int n = o.n;
    GraphStats g;
    S s(o);
    int depth = -1;  // depth of the node popped last
    int popRow = -1, popCol = -1;
    bool boardChecked = true;
    g.replay = replay(s, [&](const StepEvent& e, const BoardState& st) {
        if (::testing::Test::HasFailure()) return;
        const SearchStats& stats = st.stats();
        ASSERT_GE(stats.openSize, 0);
        switch (e.kind) {
            case EventKind::Pop:
                ++g.pops;
                depth = static_cast<int>(e.value);
                popRow = e.a;
                popCol = e.b;
                g.popDepths.push_back(e.value);
                boardChecked = false;
                break;
            case EventKind::Push:
                ++g.pushes;
                if (e.a < 0) {
                    ASSERT_EQ(g.pops, 0u) << "only the root is pushed without a cell";
                    ASSERT_EQ(e.value, 0u);
                } else {
                    ASSERT_EQ(e.a, depth);
                    ASSERT_EQ(e.value, static_cast<std::uint64_t>(depth + 1));
                    ASSERT_TRUE(safe(st, e.a, e.b)) << "pushed an attacked cell";
                }
                break;
            case EventKind::Reject:
                ASSERT_EQ(e.a, depth);
                ASSERT_GE(e.c, 0);
                ASSERT_LT(e.c, e.a);
                {
                    const int q = st.queenAt(e.c);
                    switch (static_cast<RejectReason>(e.reason)) {
                        case RejectReason::Column:
                            ASSERT_EQ(q, e.b);
                            break;
                        case RejectReason::Diagonal:
                            ASSERT_EQ(e.c - q, e.a - e.b);
                            break;
                        case RejectReason::AntiDiagonal:
                            ASSERT_EQ(e.c + q, e.a + e.b);
                            break;
                        default:
                            FAIL() << "unexpected reject reason " << int(e.reason);
                    }
                }
                break;
            case EventKind::Remove:
                ASSERT_EQ(e.reason, reasonCode(RemoveReason::Next));
                break;
            case EventKind::Done:
                ASSERT_EQ(static_cast<std::uint64_t>(stats.closedSize), g.pops);
                if (o.allSolutions) {
                    ASSERT_EQ(stats.openSize, 0);
                    ASSERT_EQ(g.pushes, g.pops);
                }
                break;
            default:
                break;
        }
        if (e.kind == EventKind::Try || e.kind == EventKind::Solution) {
            if (e.kind == EventKind::Try) {
                ASSERT_EQ(e.a, depth);
            }
            if (!boardChecked) {  // the board now shows the popped node
                boardChecked = true;
                ASSERT_EQ(st.queenCount(), depth);
                for (int r = 0; r < n; ++r)
                    ASSERT_EQ(st.queenAt(r) != BoardState::kEmpty, r < depth) << "row " << r;
                if (depth > 0) {
                    ASSERT_EQ(popRow, depth - 1);
                    ASSERT_EQ(st.queenAt(depth - 1), popCol);
                } else {
                    ASSERT_EQ(popRow, -1);
                    ASSERT_EQ(popCol, -1);
                }
            }
        }
        ASSERT_EQ(static_cast<std::uint64_t>(stats.closedSize), g.pops);
        ASSERT_EQ(stats.openSize, static_cast<std::int64_t>(g.pushes - g.pops));
    });
    return g;
}

TEST(GraphInvariants, DfsAccountingAndLexicographicSolutions) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const GraphStats g = checkGraphRun<DfsStepper>(options(n, true));
        const auto& sols = g.replay.solutions;
        EXPECT_TRUE(std::adjacent_find(sols.begin(), sols.end(),
                                       [](const auto& x, const auto& y) { return !(x < y); }) ==
                    sols.end())
            << "DFS solutions must be strictly increasing";
        const auto truth = bruteForceSolutions(n);
        EXPECT_EQ(sols, std::vector<std::vector<int>>(truth.begin(), truth.end()));
    }
}

TEST(GraphInvariants, BfsAccountingAndLevelOrder) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const GraphStats g = checkGraphRun<BfsStepper>(options(n, true));
        EXPECT_TRUE(std::is_sorted(g.popDepths.begin(), g.popDepths.end()))
            << "BFS pops nodes in non-decreasing depth";
        ASSERT_FALSE(g.popDepths.empty());
        EXPECT_EQ(g.popDepths.front(), 0u);
        const auto truth = bruteForceSolutions(n);
        EXPECT_EQ(g.replay.solutions, std::vector<std::vector<int>>(truth.begin(), truth.end()))
            << "BFS with columns scanned upwards reports solutions in lexicographic order";
    }
}

TEST(GraphInvariants, FirstSolutionRunsKeepTheAccounting) {
    for (int n = 1; n <= 9 && !::testing::Test::HasFailure(); ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        checkGraphRun<DfsStepper>(options(n, false));
        checkGraphRun<BfsStepper>(options(n, false));
    }
    // DFS reaches the first solution of its largest board quickly.
    const GraphStats g = checkGraphRun<DfsStepper>(options(16, false));
    ASSERT_EQ(g.replay.solutions.size(), 1u);
    EXPECT_TRUE(validSolution(g.replay.solutions.front()));
}

}  // namespace
}  // namespace queens
