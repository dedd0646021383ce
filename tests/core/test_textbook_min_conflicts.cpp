// TextbookMinConflictsStepper (AIMA fig. 6.8) checked against independent truth:
// - every run is applied to a BoardState (which refuses a Move whose change of h is wrong) and
//   ends with a Solution that SolutionVerifier confirms, for n = 4..200 and many seeds;
// - the greedy start puts each queen on a column with the fewest conflicts with the rows above
//   (recounted pairwise), and above kExactGreedyMaxN on a column no earlier row uses;
// - every Propose names a row that was conflicted and a least-conflicted column of it (brute
//   force over all columns, its own included), with the true change of h, and is followed by
//   the Move exactly when the column changes;
// - unapplying the events in reverse restores every state; equal seeds give equal streams;
// - the step limit restarts the search, the restart limit ends it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "CompleteStateOracle.h"
#include "MinConflictsStepper.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"
#include "TextbookMinConflictsStepper.h"

using namespace queens;
using queens::testing::attackingPairs;
using queens::testing::conflictsAt;
using queens::testing::moveDeltaByCount;
using TMC = TextbookMinConflictsStepper;

namespace {

StepperOptions options(int n, std::uint64_t seed, std::uint64_t maxSteps = 0,
                       std::uint64_t maxRestarts = 0) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.maxStepsPerRestart = maxSteps;
    o.maxRestarts = maxRestarts;
    return o;
}

std::vector<StepEvent> runAll(const StepperOptions& o) {
    TMC stepper(o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper.next(e)) events.push_back(e);
    EXPECT_FALSE(stepper.next(e)) << "stays finished";
    return events;
}

std::string where(const StepperOptions& o) {
    return "n=" + std::to_string(o.n) + " seed=" + std::to_string(o.seed) +
           " maxSteps=" + std::to_string(o.maxStepsPerRestart);
}

// Conflicts of (row, col) with the queens of the rows above row only.
int conflictsAbove(const std::vector<int>& cols, int row, int col) {
    std::vector<int> above(cols.begin(), cols.begin() + row);
    above.push_back(col);
    return conflictsAt(above, row, col);
}

struct RunSummary {
    StopReason stop = StopReason::Finished;
    std::uint64_t steps = 0;  // Propose events
    std::uint64_t restarts = 0;
};

// Replays a run and checks it event by event (see the top of the file); the states after every
// `keepEvery`-th event are compared on the way back.
void checkRunInto(const StepperOptions& o, const std::vector<StepEvent>& ev, std::size_t keepEvery,
                  RunSummary& out) {
    const int n = o.n;
    const std::string at = where(o);
    BoardState s(n);
    std::vector<BoardState> kept{s};
    out = {};
    bool moveExpected = false;
    std::uint64_t stepsThisAttempt = 0;
    const std::uint64_t maxSteps =
        o.maxStepsPerRestart != 0 ? o.maxStepsPerRestart : 4 * static_cast<std::uint64_t>(n) + 100;
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const StepEvent& e = ev[i];
        const std::vector<int> before = s.placement();
        EXPECT_LT(e.line, TMC::kPseudocode.size()) << at;
        if (moveExpected) {
            EXPECT_EQ(e.kind, EventKind::Move) << at << ": the proposed column differs";
            moveExpected = false;
        }
        switch (e.kind) {
            case EventKind::Place:
                if (n <= TMC::kExactGreedyMaxN) {
                    int best = n;
                    for (int c = 0; c < n; ++c)
                        best = std::min(best, conflictsAbove(before, e.a, c));
                    EXPECT_EQ(conflictsAbove(before, e.a, e.b), best)
                        << at << ": greedy row " << e.a;
                } else {
                    EXPECT_EQ(std::count(before.begin(), before.end(), e.b), 0)
                        << at << ": a column no earlier row uses";
                }
                break;
            case EventKind::Propose: {
                ++out.steps;
                ++stepsThisAttempt;
                EXPECT_LE(stepsThisAttempt, maxSteps) << at;
                const int cur = before[static_cast<std::size_t>(e.a)];
                EXPECT_GT(conflictsAt(before, e.a, cur), 0) << at << ": the row was conflicted";
                int best = n;
                for (int c = 0; c < n; ++c) best = std::min(best, conflictsAt(before, e.a, c));
                EXPECT_EQ(conflictsAt(before, e.a, e.b), best)
                    << at << ": a least-conflicted column, event " << i;
                EXPECT_EQ(e.delta, moveDeltaByCount(before, e.a, e.b)) << at;
                EXPECT_EQ(fromBits(e.value), 1.0) << at;
                EXPECT_EQ(e.reason, reasonCode(SwapVerdict::Accepted)) << at;
                moveExpected = e.b != cur;
                break;
            }
            case EventKind::Move:
                ASSERT_TRUE(i > 0 && ev[i - 1].kind == EventKind::Propose) << at;
                EXPECT_EQ(e.a, ev[i - 1].a) << at;
                EXPECT_EQ(e.b, ev[i - 1].b) << at;
                EXPECT_EQ(e.delta, ev[i - 1].delta) << at;
                EXPECT_EQ(e.reason,
                          reasonCode(e.delta < 0 ? MoveKind::Downhill : MoveKind::Sideways))
                    << at;
                break;
            case EventKind::Restart:
                EXPECT_EQ(e.a, static_cast<int>(++out.restarts)) << at;
                EXPECT_EQ(stepsThisAttempt, maxSteps) << at << ": restart at the step limit";
                stepsThisAttempt = 0;
                break;
            case EventKind::Remove:
                EXPECT_EQ(e.reason, reasonCode(RemoveReason::Restart)) << at;
                break;
            case EventKind::Solution:
                EXPECT_TRUE(SolutionVerifier::isSolution(before)) << at;
                break;
            case EventKind::Done:
                EXPECT_EQ(i + 1, ev.size()) << at << ": Done is last";
                out.stop = static_cast<StopReason>(e.reason);
                EXPECT_EQ(out.stop == StopReason::Finished,
                          i > 0 && ev[i - 1].kind == EventKind::Solution)
                    << at;
                if (out.stop != StopReason::Finished) {
                    EXPECT_EQ(out.stop, StopReason::RestartLimit) << at;
                    EXPECT_EQ(stepsThisAttempt, maxSteps) << at;
                    EXPECT_GT(attackingPairs(before), 0) << at;
                }
                break;
            default:
                ADD_FAILURE() << at << ": unexpected event kind " << eventKindName(e.kind);
        }
        ASSERT_NO_THROW(s.apply(e)) << at << " event " << i;
        if ((i + 1) % keepEvery == 0) kept.push_back(s);
    }
    EXPECT_EQ(ev.back().kind, EventKind::Done) << at;
    for (std::size_t i = ev.size(); i-- > 0;) {
        s.unapply(ev[i]);
        if (i % keepEvery == 0 && s != kept[i / keepEvery]) {
            ADD_FAILURE() << at << ": undo of event " << i;
            break;
        }
    }
    EXPECT_EQ(s, BoardState(n)) << at;
}

RunSummary checkRun(const StepperOptions& o, const std::vector<StepEvent>& ev,
                    std::size_t keepEvery = 1) {
    RunSummary out;
    checkRunInto(o, ev, keepEvery, out);
    return out;
}

}  // namespace

TEST(TextbookMinConflicts, SolvesEveryBoardFrom4To200) {
    std::vector<int> sizes;
    for (int n = 4; n <= 30; ++n) sizes.push_back(n);
    for (int n : {50, 64, 100, 200}) sizes.push_back(n);
    for (int n : sizes) {
        const std::uint64_t seeds = n <= 30 ? 30 : 8;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
            const auto o = options(n, seed);
            const auto ev = runAll(o);
            const RunSummary run = checkRun(o, ev, n <= 30 ? 1 : 7);
            EXPECT_EQ(run.stop, StopReason::Finished) << where(o);
        }
    }
}

TEST(TextbookMinConflicts, SampledGreedyStartAboveTheExactBound) {
    const int n = TMC::kExactGreedyMaxN + 500;
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        const auto o = options(n, seed);
        const auto ev = runAll(o);
        // Check the events up to the end of the start pairwise, the rest by replay and verifier.
        BoardState s(n);
        std::vector<int> startCols;
        for (const StepEvent& e : ev) {
            ASSERT_NO_THROW(s.apply(e));
            if (e.kind == EventKind::Place) startCols.push_back(e.b);
            if (e.kind == EventKind::Solution) {
                EXPECT_TRUE(SolutionVerifier::isSolution(s.placement()));
            }
        }
        ASSERT_EQ(startCols.size(), static_cast<std::size_t>(n));
        std::sort(startCols.begin(), startCols.end());
        for (int c = 0; c < n; ++c)
            ASSERT_EQ(startCols[static_cast<std::size_t>(c)], c) << "the start is a permutation";
        EXPECT_TRUE(ev.back().reason == reasonCode(StopReason::Finished));
    }
}

TEST(TextbookMinConflicts, StepLimitRestartsAndRestartLimitEnds) {
    std::set<StopReason> seen;
    for (int n : {6, 8, 10})
        for (std::uint64_t maxSteps : {1u, 2u, 4u})
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                const auto o = options(n, seed, maxSteps, 3);
                const RunSummary run = checkRun(o, runAll(o));
                EXPECT_LE(run.restarts, 3u) << where(o);
                if (run.stop == StopReason::RestartLimit) {
                    EXPECT_EQ(run.restarts, 3u) << where(o);
                }
                seen.insert(run.stop);
            }
    EXPECT_TRUE(seen.count(StopReason::RestartLimit));
    EXPECT_TRUE(seen.count(StopReason::Finished));
}

TEST(TextbookMinConflicts, SmallBoards) {
    const auto one = runAll(options(1, 9));
    ASSERT_EQ(one.size(), 3u);
    EXPECT_EQ(one[0], StepEvent::make(EventKind::Place, TMC::Greedy, 0, 0));
    EXPECT_EQ(one[1].kind, EventKind::Solution);
    EXPECT_EQ(one[2].kind, EventKind::Done);
    for (int n : {2, 3})
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const auto o = options(n, seed);
            const RunSummary run = checkRun(o, runAll(o));
            EXPECT_EQ(run.stop, StopReason::RestartLimit) << where(o);
            EXPECT_EQ(run.restarts, MinConflictsStepper::kSmallBoardRestarts) << where(o);
        }
}

TEST(TextbookMinConflicts, EqualSeedsGiveEqualStreams) {
    for (int n : {8, 50, TMC::kExactGreedyMaxN + 1}) {
        const auto first = runAll(options(n, 1));
        EXPECT_EQ(runAll(options(n, 1)), first) << n;
        EXPECT_NE(runAll(options(n, 2)), first) << "the seed must matter, n=" << n;
    }
}

TEST(TextbookMinConflicts, FactoryBuildsItWithItsPseudocode) {
    const auto o = options(12, 5);
    auto stepper = StepperFactory::create(Algorithm::TextbookMinConflicts, o);
    EXPECT_EQ(stepper->algorithm(), Algorithm::TextbookMinConflicts);
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::TextbookMinConflicts).size(),
              TMC::kPseudocode.size());
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    EXPECT_EQ(events, runAll(o));
}

// The conflicted row is drawn uniformly: over many steps, the picked row is the lowest
// conflicted row with the mean probability 1 / k (k conflicted rows), and one of the rows that
// the previous move made conflicted (its target's lines' lone queens, which the stepper must
// list as they arise) with the mean probability |new| / k.
TEST(TextbookMinConflicts, TheConflictedRowIsDrawnUniformly) {
    const int n = 24;
    double lowest = 0, lowestExpected = 0, fresh = 0, freshExpected = 0;
    std::vector<char> freshRows(n, 0);
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const auto ev = runAll(options(n, seed));
        BoardState s(n);
        for (const StepEvent& e : ev) {
            const std::vector<int> before = s.placement();
            if (e.kind == EventKind::Propose) {
                std::vector<int> conflicted;
                double freshCount = 0;
                for (int r = 0; r < n; ++r) {
                    if (conflictsAt(before, r, before[static_cast<std::size_t>(r)]) == 0) continue;
                    conflicted.push_back(r);
                    freshCount += freshRows[static_cast<std::size_t>(r)];
                }
                const double k = static_cast<double>(conflicted.size());
                lowest += e.a == conflicted.front();
                lowestExpected += 1 / k;
                fresh += freshRows[static_cast<std::size_t>(e.a)];
                freshExpected += freshCount / k;
            }
            s.apply(e);
            if (e.kind == EventKind::Propose) std::fill(freshRows.begin(), freshRows.end(), 0);
            if (e.kind == EventKind::Move) {
                for (int r = 0; r < n; ++r)
                    freshRows[static_cast<std::size_t>(r)] =
                        r != e.a &&
                        conflictsAt(before, r, before[static_cast<std::size_t>(r)]) == 0 &&
                        conflictsAt(s.placement(), r, before[static_cast<std::size_t>(r)]) > 0;
            }
        }
    }
    ASSERT_GT(lowestExpected, 100);
    ASSERT_GT(freshExpected, 100);
    EXPECT_NEAR(lowest / lowestExpected, 1.0, 0.05);
    EXPECT_NEAR(fresh / freshExpected, 1.0, 0.05);
}
