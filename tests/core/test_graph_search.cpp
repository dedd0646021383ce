// Focused tests of DfsStepper and BfsStepper (OPEN/CLOSED accounting, the board shown after each
// Pop, Reject/Push verdicts, DFS and BFS orders), plus the checks shared by all three of
// BitmaskStepper, DfsStepper and BfsStepper (brute-force oracle, published totals, construction).
//
// Independent truth used here: the brute-force permutation oracle (SolutionOracle), the published
// totals of OEIS A000170, and attacks recomputed from the BoardState placement (never from the
// stepper's own variables).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "BfsStepper.h"
#include "BitmaskStepper.h"
#include "BoardState.h"
#include "DfsStepper.h"
#include "SolutionOracle.h"
#include "StepperReplay.h"

namespace queens {
namespace {

using testing::bruteForceSolutions;
using testing::kPublishedTotals;
using testing::options;
using testing::Replay;
using testing::replay;
using testing::safe;
using testing::validSolution;

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
