// Focused tests of the record[] backtracking family: BacktrackingStepper, PermutationStepper and
// SymmetricStepper. Every run is replayed on a BoardState (which throws on an event that does not
// fit), and the outcomes are compared with independent truth: the brute-force oracle, the
// published totals (OEIS A000170), and attack / count computations written here from scratch.
// The tests of SymmetricStepper alone are in test_symmetric_stepper.cpp; the helpers both files
// use are in BacktrackingFamilyFixtures.h.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "BacktrackingFamilyFixtures.h"
#include "BacktrackingStepper.h"
#include "BoardState.h"
#include "PermutationStepper.h"
#include "SolutionOracle.h"
#include "SymmetricStepper.h"

namespace {

using backtrackingtest::code;
using backtrackingtest::collectSolutions;
using backtrackingtest::expectPublishedTotal;
using backtrackingtest::kA000170;
using backtrackingtest::optionsFor;
using backtrackingtest::Placement;
using backtrackingtest::Reported;
using backtrackingtest::runToEnd;
using queens::BacktrackingStepper;
using queens::BoardState;
using queens::EventKind;
using queens::PermutationStepper;
using queens::RejectReason;
using queens::RemoveReason;
using queens::SolutionKind;
using queens::StepEvent;
using queens::SymmetricStepper;
using queens::testing::bruteForceSolutions;

// P[k] = number of boards with pairwise non-attacking queens on rows 0..k-1 (k = 0..n),
// counted by a plain recursion, independent of the steppers.
void countSafePrefixes(int n, Placement& rows, std::vector<std::uint64_t>& P) {
    const int k = static_cast<int>(rows.size());
    ++P[static_cast<std::size_t>(k)];
    if (k == n) return;
    for (int c = 0; c < n; ++c) {
        bool ok = true;
        for (int j = 0; j < k && ok; ++j)
            ok = rows[static_cast<std::size_t>(j)] != c &&
                 std::abs(rows[static_cast<std::size_t>(j)] - c) != k - j;
        if (!ok) continue;
        rows.push_back(c);
        countSafePrefixes(n, rows, P);
        rows.pop_back();
    }
}

// --- Properties shared by the three steppers ----------------------------------------------

template <class S>
class BacktrackingFamily : public ::testing::Test {};
using FamilySteppers = ::testing::Types<BacktrackingStepper, PermutationStepper, SymmetricStepper>;
TYPED_TEST_SUITE(BacktrackingFamily, FamilySteppers);

TYPED_TEST(BacktrackingFamily, AllSolutionsEqualBruteForceUpTo9) {
    for (int n = 1; n <= 9; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const Reported r = collectSolutions<TypeParam>(n);
        const std::set<Placement> unique(r.boards.begin(), r.boards.end());
        EXPECT_EQ(unique.size(), r.boards.size()) << "a solution was reported twice";
        EXPECT_EQ(unique, bruteForceSolutions(n));
        EXPECT_EQ(r.end.stats().solutions, kA000170[static_cast<std::size_t>(n)]);
        EXPECT_EQ(r.end.queenCount(), 0) << "a full run ends on an empty board";
    }
}

TYPED_TEST(BacktrackingFamily, FirstSolutionModeStopsRightAfterOne) {
    for (int n = 1; n <= 9; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const auto oracle = bruteForceSolutions(n);
        TypeParam stepper(optionsFor(n, false));
        int solutions = 0;
        EventKind previous = EventKind::Done;
        EventKind beforeDone = EventKind::Done;
        runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
            if (e.kind == EventKind::Solution) {
                ++solutions;
                EXPECT_EQ(e.reason, code(SolutionKind::Found));
                EXPECT_TRUE(st.isSolution());
                EXPECT_EQ(oracle.count(st.placement()), 1u);
            }
            if (e.kind == EventKind::Done) beforeDone = previous;
            previous = e.kind;
        });
        EXPECT_EQ(solutions, oracle.empty() ? 0 : 1);
        if (!oracle.empty()) {
            EXPECT_EQ(beforeDone, EventKind::Solution);
        }
    }
}

TYPED_TEST(BacktrackingFamily, LineIdsIndexThePseudocode) {
    for (bool all : {true, false}) {
        for (int n = 1; n <= 8; ++n) {
            SCOPED_TRACE("n = " + std::to_string(n));
            TypeParam stepper(optionsFor(n, all));
            ASSERT_EQ(stepper.pseudocode().size(), TypeParam::kPseudocode.size());
            runToEnd(stepper, [&](const StepEvent& e, const BoardState&) {
                ASSERT_LT(e.line, TypeParam::kPseudocode.size());
                EXPECT_FALSE(TypeParam::kPseudocode[e.line].empty());
            });
        }
    }
}

// --- Published totals for larger boards ---------------------------------------------------

TEST(BacktrackingStepperTest, CountsMatchA000170For10To12) {
    for (int n = 10; n <= 12; ++n) expectPublishedTotal<BacktrackingStepper>(n);
}

TEST(PermutationStepperTest, CountMatchesA000170For10) {
    expectPublishedTotal<PermutationStepper>(10);
}

// --- BacktrackingStepper -------------------------------------------------------------------

TEST(BacktrackingStepperTest, RejectsNameTheFirstAttackerAndPlacesAreSafe) {
    for (int n = 1; n <= 9; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        BacktrackingStepper stepper(optionsFor(n));
        StepEvent previous;
        std::uint64_t places = 0;
        const BoardState end = runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
            const int r = e.a;
            const int c = e.b;
            if (e.kind == EventKind::Try) {
                for (int row = 0; row < n; ++row)
                    EXPECT_EQ(st.queenAt(row) != BoardState::kEmpty, row < r)
                        << "Try(" << r << "," << c << "): rows above full, rows below empty";
            } else if (e.kind == EventKind::Reject || e.kind == EventKind::Place) {
                EXPECT_EQ(previous.kind, EventKind::Try);
                EXPECT_EQ(previous.a, r);
                EXPECT_EQ(previous.b, c);
            }
            if (e.kind == EventKind::Reject) {
                int attacker = -1;
                RejectReason why = RejectReason::None;
                for (int j = 0; j < r && attacker < 0; ++j) {
                    const int q = st.queenAt(j);
                    if (q == c)
                        why = RejectReason::Column;
                    else if (q - c == j - r)
                        why = RejectReason::Diagonal;  // row - col equal
                    else if (q + j == c + r)
                        why = RejectReason::AntiDiagonal;
                    if (why != RejectReason::None) attacker = j;
                }
                ASSERT_GE(attacker, 0) << "Reject(" << r << "," << c << ") of a safe cell";
                EXPECT_EQ(e.c, attacker);
                EXPECT_EQ(e.reason, code(why));
            }
            if (e.kind == EventKind::Place) {
                ++places;
                EXPECT_EQ(st.columnCount(c), 0);
                EXPECT_EQ(st.diagonalCount(r - c + n - 1), 0);
                EXPECT_EQ(st.antiDiagonalCount(r + c), 0);
            }
            if (e.kind == EventKind::Remove) {
                EXPECT_EQ(e.reason, code(RemoveReason::Backtrack));
            }
            previous = e;
        });
        // Completeness: every safe partial board is placed once and tries all n columns below.
        std::vector<std::uint64_t> P(static_cast<std::size_t>(n) + 1, 0);
        Placement rows;
        countSafePrefixes(n, rows, P);
        std::uint64_t expectPlaces = 0;
        std::uint64_t expectNodes = 0;
        for (int k = 0; k <= n; ++k) {
            if (k > 0) expectPlaces += P[static_cast<std::size_t>(k)];
            if (k < n)
                expectNodes += static_cast<std::uint64_t>(n) * P[static_cast<std::size_t>(k)];
        }
        EXPECT_EQ(places, expectPlaces);
        EXPECT_EQ(end.stats().nodes, expectNodes);
        EXPECT_EQ(end.stats().rejects, expectNodes - expectPlaces);
        EXPECT_EQ(end.stats().backtracks, expectPlaces);
    }
}

// --- PermutationStepper --------------------------------------------------------------------

TEST(PermutationStepperTest, BuildsAllNFactorialBoardsAndRejectsTheFirstDiagonalPair) {
    for (int n = 1; n <= 8; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        PermutationStepper stepper(optionsFor(n));
        std::uint64_t fullBoards = 0;
        std::uint64_t verdicts = 0;
        StepEvent previous;
        const BoardState end = runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
            if (e.kind == EventKind::Place) {
                EXPECT_EQ(previous.kind, EventKind::Try);
                EXPECT_EQ(previous.a, e.a);
                EXPECT_EQ(previous.b, e.b);
                EXPECT_EQ(st.columnCount(e.b), 0) << "a permutation never reuses a column";
                if (st.queenCount() == n - 1) ++fullBoards;
            }
            if (e.kind == EventKind::Remove) {
                EXPECT_EQ(e.reason, code(RemoveReason::Next));
            }
            if (e.kind == EventKind::Solution) ++verdicts;
            if (e.kind != EventKind::Reject) {
                previous = e;
                return;
            }
            ++verdicts;
            ASSERT_EQ(st.queenCount(), n) << "diagonals are checked on full boards only";
            int wantI = -1, wantJ = -1;
            for (int i = 1; i < n && wantI < 0; ++i)
                for (int j = 0; j < i && wantI < 0; ++j)
                    if (std::abs(st.queenAt(i) - st.queenAt(j)) == i - j) wantI = i, wantJ = j;
            ASSERT_GE(wantI, 0) << "a board without a diagonal pair was rejected";
            EXPECT_EQ(e.a, wantI);
            EXPECT_EQ(e.b, st.queenAt(wantI));
            EXPECT_EQ(e.c, wantJ);
            const bool sameBackslash = wantI - st.queenAt(wantI) == wantJ - st.queenAt(wantJ);
            EXPECT_EQ(e.reason,
                      code(sameBackslash ? RejectReason::Diagonal : RejectReason::AntiDiagonal));
            previous = e;
        });
        std::uint64_t factorial = 1;
        std::uint64_t partial = 1;  // n!/(n-k)!
        std::uint64_t treeNodes = 0;
        for (int k = 1; k <= n; ++k) {
            factorial *= static_cast<std::uint64_t>(k);
            partial *= static_cast<std::uint64_t>(n - k + 1);
            treeNodes += partial;
        }
        EXPECT_EQ(fullBoards, factorial);
        EXPECT_EQ(verdicts, factorial);
        EXPECT_EQ(end.stats().nodes, treeNodes);
        EXPECT_EQ(end.stats().backtracks, 0u);
    }
}

TEST(PermutationStepperTest, ExaminesMoreNodesThanBacktracking) {
    auto ignore = [](const StepEvent&, const BoardState&) {};
    for (int n = 4; n <= 8; ++n) {
        PermutationStepper brute(optionsFor(n));
        BacktrackingStepper pruned(optionsFor(n));
        EXPECT_GT(runToEnd(brute, ignore).stats().nodes, runToEnd(pruned, ignore).stats().nodes);
    }
}

}  // namespace
