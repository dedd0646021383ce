// MinConflictsStepper (Sosic & Gu queen swaps) checked against independent truth:
// - every run is replayed into a BoardState, which rejects any event that does not fit;
// - solutions are confirmed by BoardState::isSolution() and by a separate O(n^2) pairwise check;
// - every Evaluate's delta is compared with the change of BoardState::collisions() when the swap
//   is really made on a copy of the replayed board;
// - the build, restart and give-up paths are checked event by event.
// Reproducibility (SplitMix64 against its reference outputs, same seed same stream) is tested in
// test_min_conflicts_replay.cpp; the helpers both files use are in MinConflictsFixtures.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "MinConflictsFixtures.h"
#include "MinConflictsStepper.h"

using namespace queens;
using MC = MinConflictsStepper;
using minconflictstest::options;
using minconflictstest::runAll;

namespace {

// Independent of BoardState: no two queens share a column or a diagonal, every row is filled.
bool pairwiseSolution(const std::vector<int>& cols) {
    const int n = static_cast<int>(cols.size());
    for (int r = 0; r < n; ++r) {
        if (cols[r] < 0 || cols[r] >= n) return false;
        for (int s = r + 1; s < n; ++s)
            if (cols[r] == cols[s] || std::abs(cols[r] - cols[s]) == s - r) return false;
    }
    return true;
}

bool isPermutation(std::vector<int> cols) {
    std::sort(cols.begin(), cols.end());
    for (std::size_t i = 0; i < cols.size(); ++i)
        if (cols[i] != static_cast<int>(i)) return false;
    return true;
}

std::size_t countKind(const std::vector<StepEvent>& ev, EventKind k) {
    return static_cast<std::size_t>(
        std::count_if(ev.begin(), ev.end(), [k](const StepEvent& e) { return e.kind == k; }));
}

std::string where(int n, std::uint64_t seed) {
    return "n=" + std::to_string(n) + " seed=" + std::to_string(seed);
}

}  // namespace

TEST(MinConflicts, SingleQueenIsSolvedAtOnce) {
    const auto ev = runAll(options(1, 1));
    ASSERT_EQ(ev.size(), 4u);
    EXPECT_EQ(ev[0], StepEvent::make(EventKind::Try, MC::Build, 0, 0));
    EXPECT_EQ(ev[1], StepEvent::make(EventKind::Place, MC::Build, 0, 0));
    EXPECT_EQ(ev[2].kind, EventKind::Solution);
    EXPECT_EQ(ev[3].kind, EventKind::Done);
}

// The main outcome: many seeds and sizes end with Solution then Done on a verified solution.
TEST(MinConflicts, EveryRunEndsWithAVerifiedSolution) {
    for (int n : {1, 4, 5, 8, 10, 30, 100, 1000}) {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const auto ev = runAll(options(n, seed));
            ASSERT_GE(ev.size(), 2u);
            BoardState s(n);
            for (const StepEvent& e : ev) {
                ASSERT_NO_THROW(s.apply(e)) << where(n, seed);
                ASSERT_LT(e.line, MC::kPseudocode.size()) << where(n, seed);
            }
            EXPECT_EQ(ev[ev.size() - 2].kind, EventKind::Solution) << where(n, seed);
            EXPECT_EQ(ev.back().kind, EventKind::Done) << where(n, seed);
            EXPECT_EQ(countKind(ev, EventKind::Solution), 1u) << where(n, seed);
            EXPECT_EQ(countKind(ev, EventKind::Done), 1u) << where(n, seed);
            EXPECT_TRUE(s.isSolution()) << where(n, seed);
            EXPECT_TRUE(s.consistent()) << where(n, seed);
            EXPECT_TRUE(pairwiseSolution(s.placement())) << where(n, seed);
        }
    }
}

TEST(MinConflicts, LargeBoardIsSolved) {
    const int n = 100000;
    const auto ev = runAll(options(n, 3));
    BoardState s(n);
    for (const StepEvent& e : ev) ASSERT_NO_THROW(s.apply(e));
    EXPECT_EQ(ev.back().kind, EventKind::Done);
    EXPECT_TRUE(s.isSolution());
    // Linear work: the build draws about 3 columns per row, the repair is short.
    EXPECT_LT(ev.size(), static_cast<std::size_t>(20) * n);
}

// Every Evaluate announces exactly the change a real swap makes, accepted or not.
TEST(MinConflicts, EveryEvaluateDeltaIsTheTrueChangeOfCollisions) {
    std::size_t evaluations = 0, accepted = 0, sharedDiag = 0, sharedAnti = 0;
    for (int n : {4, 5, 8, 10, 30, 100}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            // Also runs with frequent restarts, to meet many more boards.
            for (std::uint64_t maxSteps : {0u, 3u}) {
                const auto ev = runAll(options(n, seed, maxSteps, maxSteps ? 30 : 0));
                BoardState s(n);
                for (std::size_t k = 0; k < ev.size(); ++k) {
                    const StepEvent& e = ev[k];
                    if (e.kind == EventKind::Evaluate) {
                        ++evaluations;
                        const int i = e.a, j = e.b;
                        ASSERT_NE(i, j);
                        ASSERT_EQ(s.queenCount(), n) << "evaluations happen on a full board";
                        EXPECT_GT(s.conflictsOf(i), 0)
                            << "i is an attacked queen, " << where(n, seed);
                        const int ci = s.queenAt(i), cj = s.queenAt(j);
                        sharedDiag += (i - ci == j - cj);
                        sharedAnti += (i + ci == j + cj);
                        BoardState after = s;
                        after.apply(StepEvent::make(EventKind::Swap, 0, i, j));
                        ASSERT_EQ(e.delta, after.collisions() - s.collisions())
                            << where(n, seed) << " event " << k;
                        const bool acc =
                            e.reason == static_cast<std::uint8_t>(SwapVerdict::Accepted);
                        ASSERT_EQ(acc, e.delta < 0) << where(n, seed) << " event " << k;
                        ASSERT_LT(k + 1, ev.size());
                        if (acc) {
                            ++accepted;
                            EXPECT_EQ(ev[k + 1],
                                      StepEvent::make(EventKind::Swap, MC::SwapRows, i, j));
                        } else {
                            EXPECT_NE(ev[k + 1].kind, EventKind::Swap);
                        }
                    } else if (e.kind == EventKind::Swap) {
                        ASSERT_GT(k, 0u);
                        EXPECT_EQ(ev[k - 1].kind, EventKind::Evaluate)
                            << "a swap is always evaluated";
                    }
                    ASSERT_NO_THROW(s.apply(e)) << where(n, seed) << " event " << k;
                }
            }
        }
    }
    // The checks above must have met the delicate cases, or they prove little.
    EXPECT_GT(accepted, 100u);
    EXPECT_GT(evaluations, accepted);
    EXPECT_GT(sharedDiag, 0u) << "two queens on one \\ diagonal evaluated";
    EXPECT_GT(sharedAnti, 0u) << "two queens on one / diagonal evaluated (they land on one \\)";
}

// The build, event by event: a permutation, Try before each Place/Reject, rejects justified,
// no column tried twice for a row, and a conflict-free prefix unless a row ran out of draws.
TEST(MinConflicts, BuildIsAPermutationWithAConflictFreePrefix) {
    std::size_t totalRejects = 0, uncheckedPlaces = 0;
    for (int n : {4, 5, 8, 10, 30, 100, 1000}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const auto ev = runAll(options(n, seed));
            BoardState s(n);
            int row = 0, rejects = 0;
            std::set<int> refused;
            for (std::size_t k = 0; row < n; ++k) {
                ASSERT_LT(k, ev.size());
                const StepEvent& e = ev[k];
                ASSERT_TRUE(e.kind == EventKind::Try || e.kind == EventKind::Reject ||
                            e.kind == EventKind::Place)
                    << where(n, seed) << " event " << k;
                EXPECT_EQ(e.line, MC::Build);
                EXPECT_EQ(e.a, row) << "rows are filled top to bottom";
                // The stepper checks a draw unless this row has used up its draws or its pool.
                const bool checked = rejects < std::min(MC::kTriesPerRow, n - row);
                if (e.kind == EventKind::Try) {
                    EXPECT_EQ(s.columnCount(e.b), 0) << "drawn from the unused columns";
                    const bool diag = s.diagonalCount(row - e.b + n - 1) > 0;
                    const bool anti = s.antiDiagonalCount(row + e.b) > 0;
                    ASSERT_LT(k + 1, ev.size());
                    const StepEvent& then = ev[k + 1];
                    EXPECT_EQ(then.a, row);
                    EXPECT_EQ(then.b, e.b) << "Reject/Place name the cell just tried";
                    if (checked && (diag || anti)) {
                        ASSERT_EQ(then.kind, EventKind::Reject) << where(n, seed) << " event " << k;
                        const auto why = diag ? RejectReason::Diagonal : RejectReason::AntiDiagonal;
                        EXPECT_EQ(then.reason, static_cast<std::uint8_t>(why));
                        EXPECT_TRUE(refused.insert(e.b).second)
                            << "a refused column is not redrawn";
                    } else {
                        EXPECT_EQ(then.kind, EventKind::Place) << where(n, seed) << " event " << k;
                    }
                } else {
                    ASSERT_GT(k, 0u);
                    EXPECT_EQ(ev[k - 1].kind, EventKind::Try);
                }
                ASSERT_NO_THROW(s.apply(e));
                if (e.kind == EventKind::Reject) ++rejects, ++totalRejects;
                if (e.kind == EventKind::Place) {
                    uncheckedPlaces += !checked;
                    // A checked draw that was not refused leaves its queen unattacked.
                    if (checked) {
                        EXPECT_EQ(s.conflictsOf(row), 0) << "row " << row << " " << where(n, seed);
                    }
                    ++row;
                    rejects = 0;
                    refused.clear();
                }
            }
            EXPECT_TRUE(isPermutation(s.placement())) << where(n, seed);
        }
    }
    EXPECT_GT(totalRejects, 0u);
    EXPECT_GT(uncheckedPlaces, 0u) << "rows that ran out of draws were met";
}

TEST(MinConflicts, BoardsWithoutSolutionTerminate) {
    for (int n : {2, 3}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const auto ev = runAll(options(n, seed));
            BoardState s(n);
            for (const StepEvent& e : ev) ASSERT_NO_THROW(s.apply(e));
            EXPECT_EQ(ev.back().kind, EventKind::Done) << where(n, seed);
            EXPECT_EQ(ev.back().line, MC::CheckLimit);
            EXPECT_EQ(countKind(ev, EventKind::Solution), 0u) << where(n, seed);
            EXPECT_EQ(countKind(ev, EventKind::Restart), MC::kSmallBoardRestarts) << where(n, seed);
            EXPECT_EQ(s.queenCount(), n);
            EXPECT_TRUE(isPermutation(s.placement()));
            EXPECT_GT(s.collisions(), 0);
        }
        // An explicit restart budget is honoured.
        EXPECT_EQ(countKind(runAll(options(n, 5, 10, 1)), EventKind::Restart), 1u);
    }
}

// Restart: Restart(k), then every queen removed, then a full new build; the run ends well.
TEST(MinConflicts, RestartClearsTheBoardAndBuildsAgain) {
    std::size_t restartsSeen = 0, solvedAfterRestart = 0;
    for (std::uint64_t maxSteps : {1u, 50u}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const int n = 50;
            const std::uint64_t maxRestarts = maxSteps == 1 ? 5 : 0;
            const auto ev = runAll(options(n, seed, maxSteps, maxRestarts));
            BoardState s(n);
            std::uint64_t restarts = 0, evalsSinceStart = 0;
            for (std::size_t k = 0; k < ev.size(); ++k) {
                const StepEvent& e = ev[k];
                if (e.kind == EventKind::Evaluate) ++evalsSinceStart;
                ASSERT_NO_THROW(s.apply(e));
                if (e.kind != EventKind::Restart) continue;
                EXPECT_EQ(e.a, static_cast<int>(++restarts)) << "restarts are numbered 1, 2, ...";
                EXPECT_EQ(e.line, MC::CheckLimit);
                EXPECT_EQ(evalsSinceStart, maxSteps) << "restart exactly at the step limit";
                evalsSinceStart = 0;
                ASSERT_GT(s.collisions(), 0) << "no restart from a solution";
                for (int r = 0; r < n; ++r) {
                    const StepEvent& rm = ev[++k];
                    ASSERT_EQ(rm.kind, EventKind::Remove) << where(n, seed);
                    EXPECT_EQ(rm.reason, static_cast<std::uint8_t>(RemoveReason::Restart));
                    ASSERT_NO_THROW(s.apply(rm));
                }
                EXPECT_EQ(s.queenCount(), 0) << "all queens removed";
                int placed = 0;
                while (placed < n) {
                    const StepEvent& b = ev[++k];
                    ASSERT_TRUE(b.kind == EventKind::Try || b.kind == EventKind::Reject ||
                                b.kind == EventKind::Place);
                    ASSERT_NO_THROW(s.apply(b));
                    placed += b.kind == EventKind::Place;
                }
                EXPECT_TRUE(isPermutation(s.placement())) << "placed again: " << where(n, seed);
            }
            restartsSeen += restarts;
            EXPECT_EQ(ev.back().kind, EventKind::Done);
            if (countKind(ev, EventKind::Solution) == 1) {
                EXPECT_EQ(ev[ev.size() - 2].kind, EventKind::Solution);
                EXPECT_TRUE(s.isSolution()) << where(n, seed);
                solvedAfterRestart += restarts > 0;
            } else {
                EXPECT_EQ(restarts, maxRestarts) << "gave up only after the restart budget";
                EXPECT_FALSE(s.isSolution());
            }
            if (maxSteps == 1) {
                EXPECT_GE(restarts, 1u) << where(n, seed);
            }
        }
    }
    EXPECT_GT(restartsSeen, 0u);
    EXPECT_GT(solvedAfterRestart, 0u) << "some run must succeed after a restart";
}

TEST(MinConflicts, EventsCarryTheLineOfTheirPseudocode) {
    for (int n : {1, 2, 3, 8, 50}) {
        for (const StepEvent& e : runAll(options(n, 4, n == 50 ? 2 : 0, n == 50 ? 3 : 0))) {
            ASSERT_LT(e.line, MC::kPseudocode.size());
            switch (e.kind) {
                case EventKind::Try:
                case EventKind::Reject:
                case EventKind::Place:
                    EXPECT_EQ(e.line, MC::Build);
                    break;
                case EventKind::Evaluate:  // accepted or rejected: the decision's line
                    EXPECT_EQ(e.line, MC::AcceptIfBetter);
                    EXPECT_NE(MC::kPseudocode[e.line].find("if delta < 0"), std::string_view::npos);
                    break;
                case EventKind::Swap:
                    EXPECT_EQ(e.line, MC::SwapRows);
                    EXPECT_NE(MC::kPseudocode[e.line].find("swap(i, j)"), std::string_view::npos);
                    break;
                case EventKind::Solution:
                    EXPECT_EQ(e.line, MC::CheckSolution);
                    break;
                case EventKind::Restart:
                case EventKind::Remove:
                    EXPECT_EQ(e.line, MC::CheckLimit);
                    break;
                case EventKind::Done:
                    EXPECT_TRUE(e.line == MC::CheckSolution || e.line == MC::CheckLimit);
                    break;
                default:
                    ADD_FAILURE() << "unexpected event kind " << static_cast<int>(e.kind);
            }
        }
    }
}

TEST(MinConflicts, DefaultLimits) {
    MC big(options(1000, 1));
    EXPECT_EQ(big.maxSteps(), 7u * 1000u + 100u);
    EXPECT_EQ(big.maxRestarts(), 0u) << "unlimited when a solution exists";
    EXPECT_EQ(MC(options(3, 1)).maxRestarts(), MC::kSmallBoardRestarts);
    EXPECT_EQ(MC(options(2, 1, 7, 9)).maxRestarts(), 9u);
    EXPECT_EQ(MC(options(2, 1, 7, 9)).maxSteps(), 7u);
}
