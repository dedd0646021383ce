// Focused tests of the record[] backtracking family: BacktrackingStepper, PermutationStepper and
// SymmetricStepper. Every run is replayed on a BoardState (which throws on an event that does not
// fit), and the outcomes are compared with independent truth: the brute-force oracle, the
// published totals (OEIS A000170), and attack / count computations written here from scratch.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <vector>

#include "BacktrackingStepper.h"
#include "BoardState.h"
#include "PermutationStepper.h"
#include "SolutionOracle.h"
#include "SymmetricStepper.h"

namespace {

using queens::BacktrackingStepper;
using queens::BoardState;
using queens::EventKind;
using queens::PermutationStepper;
using queens::RejectReason;
using queens::RemoveReason;
using queens::SolutionKind;
using queens::StepEvent;
using queens::Stepper;
using queens::StepperOptions;
using queens::SymmetricStepper;
using queens::testing::bruteForceSolutions;
using Placement = std::vector<int>;

// OEIS A000170, number of solutions of the n-queens problem, n = 0..12.
constexpr std::array<std::uint64_t, 13> kA000170 = {1,  1,  0,   0,   2,    10,   4,
                                                    40, 92, 352, 724, 2680, 14200};

StepperOptions optionsFor(int n, bool allSolutions = true) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = allSolutions;
    return o;
}

template <class E>
std::uint8_t code(E v) {
    return static_cast<std::uint8_t>(v);
}

// Runs `s` to its end. visit(e, state) sees every event with the state *before* it; the event
// is then applied. Checks the Done contract: exactly one Done, the last event, then next() fails.
template <class Visit>
BoardState runToEnd(Stepper& s, Visit&& visit) {
    BoardState state(s.n());
    StepEvent e;
    int dones = 0;
    while (s.next(e)) {
        EXPECT_EQ(dones, 0) << "an event after Done";
        visit(e, state);
        state.apply(e);
        if (e.kind == EventKind::Done) ++dones;
    }
    EXPECT_EQ(dones, 1);
    EXPECT_FALSE(s.next(e));
    return state;
}

Placement mirrored(const Placement& p) {
    Placement m(p.size());
    const int n = static_cast<int>(p.size());
    for (std::size_t r = 0; r < p.size(); ++r) m[r] = n - 1 - p[r];
    return m;
}

// The solutions a run reports: the board at each Found event, its mirror at each Mirrored event.
struct Reported {
    std::vector<Placement> boards;
    std::uint64_t found = 0;
    std::uint64_t mirroredCount = 0;
    BoardState end;
};

template <class S>
Reported collectSolutions(int n, bool allSolutions = true) {
    S stepper(optionsFor(n, allSolutions));
    Reported out;
    Placement lastFound;
    out.end = runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
        if (e.kind != EventKind::Solution) return;
        if (e.reason == code(SolutionKind::Found)) {
            EXPECT_TRUE(st.isSolution());
            lastFound = st.placement();
            out.boards.push_back(lastFound);
            ++out.found;
        } else {
            ASSERT_EQ(e.reason, code(SolutionKind::Mirrored));
            EXPECT_EQ(st.placement(), lastFound) << "Mirrored must follow its Found board";
            out.boards.push_back(mirrored(st.placement()));
            ++out.mirroredCount;
        }
    });
    return out;
}

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

template <class S>
void expectPublishedTotal(int n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const Reported r = collectSolutions<S>(n);
    const std::set<Placement> unique(r.boards.begin(), r.boards.end());
    EXPECT_EQ(unique.size(), r.boards.size()) << "a solution was reported twice";
    EXPECT_EQ(r.boards.size(), kA000170[static_cast<std::size_t>(n)]);
    for (const Placement& p : unique) {  // the mirrored boards are checked here too
        BoardState b(n);
        for (int row = 0; row < n; ++row) {
            StepEvent put =
                StepEvent::make(EventKind::Place, 0, row, p[static_cast<std::size_t>(row)]);
            b.apply(put);
        }
        EXPECT_TRUE(b.isSolution());
    }
}

TEST(BacktrackingStepperTest, CountsMatchA000170For10To12) {
    for (int n = 10; n <= 12; ++n) expectPublishedTotal<BacktrackingStepper>(n);
}

TEST(SymmetricStepperTest, CountsMatchA000170For10To12) {
    for (int n = 10; n <= 12; ++n) expectPublishedTotal<SymmetricStepper>(n);
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

// --- SymmetricStepper ----------------------------------------------------------------------

TEST(SymmetricStepperTest, FindsTheLeftHalfAndMirrorsIt) {
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const int mid = n / 2;  // the middle column when n is odd
        SymmetricStepper stepper(optionsFor(n));
        std::uint64_t found = 0;
        std::uint64_t mirrors = 0;
        int row0Skips = 0;
        int row1Skips = 0;
        StepEvent previous;
        const BoardState end = runToEnd(stepper, [&](const StepEvent& e, const BoardState& st) {
            if (e.kind == EventKind::Try && e.a == 0) {
                EXPECT_LT(e.b, (n + 1) / 2);
            }
            if (e.kind == EventKind::Solution && e.reason == code(SolutionKind::Found)) {
                ++found;
                const int c0 = st.queenAt(0);
                EXPECT_LE(c0, (n - 1) / 2) << "first queen outside the left half";
                if (n % 2 == 1 && n > 1 && c0 == mid) {
                    EXPECT_LT(st.queenAt(1), mid);
                }
            }
            if (e.kind == EventKind::Solution && e.reason == code(SolutionKind::Mirrored)) {
                ++mirrors;
                EXPECT_EQ(previous.kind, EventKind::Solution);
                EXPECT_EQ(previous.reason, code(SolutionKind::Found));
            }
            if (e.kind == EventKind::Reject && e.reason == code(RejectReason::Symmetry)) {
                EXPECT_NE(previous.kind, EventKind::Try) << "a skipped cell is not a node";
                if (e.a == 0) {
                    ++row0Skips;
                    EXPECT_EQ(e.b, (n + 1) / 2);
                } else {
                    ++row1Skips;
                    EXPECT_EQ(e.a, 1);
                    EXPECT_EQ(e.b, mid);
                    EXPECT_EQ(n % 2, 1);
                    EXPECT_EQ(st.queenAt(0), mid);
                }
            }
            previous = e;
        });
        const std::uint64_t total = kA000170[static_cast<std::size_t>(n)];
        EXPECT_EQ(found + mirrors, total);
        EXPECT_EQ(end.stats().solutions, total);
        if (n == 1) {
            EXPECT_EQ(mirrors, 0u) << "the 1x1 solution is its own mirror";
        } else {
            EXPECT_EQ(mirrors, found);
        }
        EXPECT_EQ(row0Skips, n >= 2 ? 1 : 0);
        EXPECT_EQ(row1Skips, n % 2 == 1 && n >= 3 ? 1 : 0);
    }
}

TEST(SymmetricStepperTest, SearchesHalfTheNodesOfBacktracking) {
    // Mirror argument: the subtrees below (0, c) and (0, n-1-c) have equal node counts, and so,
    // for odd n with the first queen in the middle, do those below (1, c1) and (1, n-1-c1); the
    // middle cell of row 1 is a leaf (same column). Summing up, the pruned search has exactly
    // half the Try events of the full one for every n >= 2.
    auto ignore = [](const StepEvent&, const BoardState&) {};
    for (int n = 2; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        BacktrackingStepper full(optionsFor(n));
        SymmetricStepper half(optionsFor(n));
        const std::uint64_t fullNodes = runToEnd(full, ignore).stats().nodes;
        const std::uint64_t halfNodes = runToEnd(half, ignore).stats().nodes;
        EXPECT_LT(halfNodes, fullNodes);
        EXPECT_EQ(2 * halfNodes, fullNodes);
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
