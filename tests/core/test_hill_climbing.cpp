// HillClimbingStepper checked against independent truth, for every variant (steepest,
// stochastic, first choice) x sideways limit {0, 100} x random restart {off, on}, n = 4..12 and
// many seeds:
// - every event is applied to a BoardState (which refuses a Move whose change of h is wrong) and
//   each Move's and Propose's change of h is recounted pairwise (CompleteStateOracle);
// - steepest moves go to a best successor, stochastic ones downhill whenever possible, first
//   choice takes the first downhill proposal, or after proposing every successor exactly once
//   the first level one; brute force over all successors;
// - a run that stops is really stuck: LocalMinimum has every successor worse, Plateau a best
//   successor equal with the sideways allowance spent, StepLimit the moves allowed made;
// - every Solution board passes SolutionVerifier; unapplying the events in reverse passes
//   through every earlier state back to the empty board; equal seeds give equal streams;
// - steepest ascent at n = 8 reproduces the textbook's success rates (AIMA 4th ed., p. 131).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "BoardState.h"
#include "CompleteStateOracle.h"
#include "HillClimbingStepper.h"
#include "MinConflictsStepper.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

using namespace queens;
using queens::testing::attackingPairs;
using queens::testing::bestSuccessor;
using queens::testing::moveDeltaByCount;
using HC = HillClimbingStepper;
using Climb = StepperOptions::Climb;

namespace {

StepperOptions options(int n, std::uint64_t seed, Climb climb, std::uint64_t sideways, bool restart,
                       std::uint64_t maxSteps = 0, std::uint64_t maxRestarts = 0) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.climb = climb;
    o.sidewaysLimit = sideways;
    o.randomRestart = restart;
    o.maxStepsPerRestart = maxSteps;
    o.maxRestarts = maxRestarts;
    return o;
}

std::vector<StepEvent> runAll(const StepperOptions& o) {
    HC stepper(o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper.next(e)) events.push_back(e);
    EXPECT_FALSE(stepper.next(e)) << "stays finished";
    return events;
}

const char* climbName(Climb c) {
    switch (c) {
        case Climb::Steepest:
            return "steepest";
        case Climb::Stochastic:
            return "stochastic";
        case Climb::FirstChoice:
            return "firstchoice";
    }
    return "?";
}

std::string where(const StepperOptions& o) {
    return std::string(climbName(o.climb)) + " sideways=" + std::to_string(o.sidewaysLimit) +
           " restart=" + std::to_string(o.randomRestart) +
           " maxSteps=" + std::to_string(o.maxStepsPerRestart) + " n=" + std::to_string(o.n) +
           " seed=" + std::to_string(o.seed);
}

bool is(const StepEvent& e, StopReason r) {
    return e.reason == reasonCode(r);
}

// Replays a whole run and checks it event by event (see the top of the file); `stop` receives the
// reason of its Done.
void checkRunInto(const StepperOptions& o, const std::vector<StepEvent>& ev, StopReason& stop) {
    const int n = o.n;
    const std::size_t successors = static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1);
    const std::uint64_t maxRestarts =
        o.maxRestarts != 0 ? o.maxRestarts : (n < 4 ? MinConflictsStepper::kSmallBoardRestarts : 0);
    const std::string at = where(o);
    BoardState s(n);
    std::vector<BoardState> states{s};
    std::uint64_t sidewaysRun = 0, moves = 0, restarts = 0;
    // First choice: the successors proposed in this step, the accepted one, the first level one.
    std::set<std::pair<int, int>> proposed;
    std::pair<int, int> accepted{-1, -1}, firstLevel{-1, -1};
    const auto resetStep = [&] {
        proposed.clear();
        accepted = firstLevel = {-1, -1};
    };
    // The board is stuck: the moves allowed are made, or no successor is better and the
    // sideways allowance is spent (first choice: after proposing every successor).
    const auto stuck = [&](const std::vector<int>& cols) {
        if (o.maxStepsPerRestart != 0 && moves == o.maxStepsPerRestart) return true;
        const auto best = bestSuccessor(cols);
        if (o.climb == Climb::FirstChoice && proposed.size() != successors) return false;
        return best.delta > 0 || (best.delta == 0 && sidewaysRun == o.sidewaysLimit);
    };
    stop = StopReason::Finished;
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const StepEvent& e = ev[i];
        const std::vector<int> before = s.placement();
        EXPECT_LT(e.line, HC::kPseudocode.size()) << at;
        switch (e.kind) {
            case EventKind::Place:
                EXPECT_TRUE(e.line == HC::Start || e.line == HC::Restart) << at;
                break;
            case EventKind::Move: {
                ASSERT_EQ(e.c, before[static_cast<std::size_t>(e.a)]) << at;
                ASSERT_EQ(e.delta, moveDeltaByCount(before, e.a, e.b)) << at << " event " << i;
                const auto best = bestSuccessor(before);
                if (e.delta < 0) {
                    EXPECT_TRUE(e.reason == reasonCode(MoveKind::Downhill)) << at;
                    sidewaysRun = 0;
                } else {
                    ASSERT_EQ(e.delta, 0) << at << ": never uphill";
                    EXPECT_TRUE(e.reason == reasonCode(MoveKind::Sideways)) << at;
                    EXPECT_EQ(best.delta, 0) << at << ": sideways only when nothing is better";
                    EXPECT_LT(sidewaysRun++, o.sidewaysLimit) << at;
                }
                if (o.climb == Climb::Steepest) {
                    EXPECT_EQ(e.delta, best.delta) << at << ": a best successor, event " << i;
                }
                if (o.climb == Climb::Stochastic && best.delta < 0) {
                    EXPECT_LT(e.delta, 0) << at << ": downhill while one exists";
                }
                if (o.climb == Climb::FirstChoice) {
                    if (e.delta < 0) {
                        EXPECT_EQ(std::make_pair(e.a, e.b), accepted) << at;
                    } else {
                        EXPECT_EQ(proposed.size(), successors) << at << ": all were proposed";
                        EXPECT_EQ(std::make_pair(e.a, e.b), firstLevel) << at;
                    }
                }
                ++moves;
                resetStep();
                break;
            }
            case EventKind::Propose: {
                ASSERT_EQ(o.climb, Climb::FirstChoice) << at;
                EXPECT_EQ(accepted.first, -1) << at << ": nothing proposed after the accepted";
                EXPECT_NE(e.b, before[static_cast<std::size_t>(e.a)]) << at;
                EXPECT_EQ(e.delta, moveDeltaByCount(before, e.a, e.b)) << at;
                EXPECT_TRUE(proposed.insert({e.a, e.b}).second) << at << ": proposed twice";
                const bool better = e.delta < 0;
                EXPECT_EQ(fromBits(e.value), better ? 1.0 : 0.0) << at;
                EXPECT_EQ(e.reason,
                          reasonCode(better ? SwapVerdict::Accepted : SwapVerdict::Rejected))
                    << at;
                if (better) accepted = {e.a, e.b};
                if (e.delta == 0 && firstLevel.first < 0) firstLevel = {e.a, e.b};
                break;
            }
            case EventKind::Restart:
                EXPECT_TRUE(o.randomRestart) << at;
                EXPECT_EQ(e.a, static_cast<int>(++restarts)) << at;
                if (maxRestarts != 0) {
                    EXPECT_LE(restarts, maxRestarts) << at;
                }
                EXPECT_TRUE(stuck(before)) << at << ": restart of a climb that is not stuck";
                EXPECT_GT(attackingPairs(before), 0) << at;
                sidewaysRun = moves = 0;
                resetStep();
                break;
            case EventKind::Remove:
                EXPECT_EQ(e.reason, reasonCode(RemoveReason::Restart)) << at;
                break;
            case EventKind::Solution:
                EXPECT_TRUE(SolutionVerifier::isSolution(before)) << at;
                EXPECT_EQ(attackingPairs(before), 0) << at;
                break;
            case EventKind::Done: {
                EXPECT_EQ(i + 1, ev.size()) << at << ": Done is last";
                stop = static_cast<StopReason>(e.reason);
                const bool solved = i > 0 && ev[i - 1].kind == EventKind::Solution;
                EXPECT_EQ(solved, stop == StopReason::Finished) << at;
                if (solved) break;
                EXPECT_GT(attackingPairs(before), 0) << at;
                if (o.randomRestart) {
                    EXPECT_TRUE(is(e, StopReason::RestartLimit)) << at;
                    EXPECT_EQ(restarts, maxRestarts) << at;
                    EXPECT_TRUE(stuck(before)) << at;
                    break;
                }
                const auto best = bestSuccessor(before);
                if (stop == StopReason::LocalMinimum) {
                    EXPECT_GT(best.delta, 0) << at << ": every successor is worse";
                } else if (stop == StopReason::Plateau) {
                    EXPECT_EQ(best.delta, 0) << at << ": a best successor is level";
                    EXPECT_EQ(sidewaysRun, o.sidewaysLimit) << at;
                } else {
                    EXPECT_EQ(stop, StopReason::StepLimit) << at;
                    EXPECT_EQ(moves, o.maxStepsPerRestart) << at;
                }
                if (o.climb == Climb::FirstChoice && stop != StopReason::StepLimit) {
                    EXPECT_EQ(proposed.size(), successors) << at << ": all were proposed";
                }
                break;
            }
            default:
                ADD_FAILURE() << at << ": unexpected event kind " << eventKindName(e.kind);
        }
        ASSERT_NO_THROW(s.apply(e)) << at << " event " << i;
        states.push_back(s);
    }
    EXPECT_FALSE(ev.empty());
    EXPECT_EQ(ev.back().kind, EventKind::Done) << at;
    // Inverse replay: back through every state to the empty board.
    for (std::size_t i = ev.size(); i-- > 0;) {
        s.unapply(ev[i]);
        if (s != states[i]) {
            ADD_FAILURE() << at << ": undo of event " << i;
            break;
        }
    }
    EXPECT_EQ(s, BoardState(n)) << at;
}

StopReason checkRun(const StepperOptions& o, const std::vector<StepEvent>& ev) {
    StopReason stop = StopReason::Finished;
    checkRunInto(o, ev, stop);
    return stop;
}

}  // namespace

class EveryVariant : public ::testing::TestWithParam<std::tuple<Climb, std::uint64_t, bool>> {};

TEST_P(EveryVariant, ReplaysExactlyAndStopsForTheRightReason) {
    const auto [climb, sideways, restart] = GetParam();
    std::set<StopReason> seen;
    for (int n = 4; n <= 12; ++n) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const auto o = options(n, seed, climb, sideways, restart);
            const StopReason stop = checkRun(o, runAll(o));
            if (restart) {
                EXPECT_EQ(stop, StopReason::Finished) << where(o) << ": restarts solve";
            }
            seen.insert(stop);
        }
    }
    // Plain climbs solve some boards and get stuck on others.
    EXPECT_TRUE(seen.count(StopReason::Finished));
    if (!restart) {
        EXPECT_GE(seen.size(), 2u);
    }
}

TEST_P(EveryVariant, EqualSeedsGiveEqualStreams) {
    const auto [climb, sideways, restart] = GetParam();
    for (int n : {4, 8, 12}) {
        const auto first = runAll(options(n, 1, climb, sideways, restart));
        EXPECT_EQ(runAll(options(n, 1, climb, sideways, restart)), first);
        bool differs = false;
        for (std::uint64_t seed = 2; seed <= 5; ++seed)
            differs |= runAll(options(n, seed, climb, sideways, restart)) != first;
        EXPECT_TRUE(differs) << "the seed must matter, n=" << n;
    }
}

TEST_P(EveryVariant, StepLimitStopsOrRestartsTheClimb) {
    const auto [climb, sideways, restart] = GetParam();
    std::set<StopReason> seen;
    for (int n : {5, 8, 10})
        for (std::uint64_t maxSteps : {1u, 2u, 5u})
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const auto o = options(n, seed, climb, sideways, restart, maxSteps, 4);
                seen.insert(checkRun(o, runAll(o)));
            }
    EXPECT_TRUE(seen.count(restart ? StopReason::RestartLimit : StopReason::StepLimit));
}

INSTANTIATE_TEST_SUITE_P(
    HillClimbing, EveryVariant,
    ::testing::Combine(::testing::Values(Climb::Steepest, Climb::Stochastic, Climb::FirstChoice),
                       ::testing::Values(std::uint64_t{0}, std::uint64_t{100}), ::testing::Bool()),
    [](const auto& info) {
        return std::string(climbName(std::get<0>(info.param))) + "_sideways" +
               std::to_string(std::get<1>(info.param)) +
               (std::get<2>(info.param) ? "_restart" : "_once");
    });

TEST(HillClimbing, SmallBoards) {
    const auto one = runAll(options(1, 3, Climb::Steepest, 0, false));
    ASSERT_EQ(one.size(), 3u);
    EXPECT_EQ(one[0], StepEvent::make(EventKind::Place, HC::Start, 0, 0));
    EXPECT_EQ(one[1].kind, EventKind::Solution);
    EXPECT_EQ(one[2].kind, EventKind::Done);
    EXPECT_TRUE(is(one[2], StopReason::Finished));
    // n = 2 and 3 have no solution: a restarting climb gives up after the small boards' cap.
    for (int n : {2, 3})
        for (Climb climb : {Climb::Steepest, Climb::Stochastic, Climb::FirstChoice})
            for (std::uint64_t sideways : {0u, 3u})
                for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                    const auto o = options(n, seed, climb, sideways, true);
                    EXPECT_EQ(checkRun(o, runAll(o)), StopReason::RestartLimit) << where(o);
                    const auto plain = options(n, seed, climb, sideways, false);
                    const StopReason stop = checkRun(plain, runAll(plain));
                    EXPECT_TRUE(stop == StopReason::LocalMinimum || stop == StopReason::Plateau)
                        << where(plain);
                }
}

TEST(HillClimbing, FactoryBuildsItWithItsPseudocode) {
    const auto o = options(8, 4, Climb::FirstChoice, 5, true);
    auto stepper = StepperFactory::create(Algorithm::HillClimbing, o);
    EXPECT_EQ(stepper->algorithm(), Algorithm::HillClimbing);
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::HillClimbing).size(), HC::kPseudocode.size());
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    EXPECT_EQ(events, runAll(o));
}

// Steepest ascent from random 8-queens boards, as in the textbook: 14 % solved (about 4 moves
// when it succeeds, 3 when stuck), and 94 % with up to 100 consecutive sideways moves (about 21
// and 64). 2000 fixed seeds; the tolerances are several binomial standard deviations.
TEST(HillClimbing, SteepestAscentReproducesTheTextbooksRates) {
    for (const auto& [sideways, rate, tolerance] :
         {std::tuple{0u, 0.14, 0.035}, std::tuple{100u, 0.94, 0.025}}) {
        int solved = 0;
        const int runs = 2000;
        for (int seed = 1; seed <= runs; ++seed) {
            const auto ev = runAll(
                options(8, static_cast<std::uint64_t>(seed), Climb::Steepest, sideways, false));
            solved += ev.back().reason == reasonCode(StopReason::Finished);
        }
        EXPECT_NEAR(static_cast<double>(solved) / runs, rate, tolerance) << "sideways " << sideways;
    }
}

// Stochastic hill climbing takes a downhill move with odds proportional to its drop: over many
// first moves the mean drop taken matches sum(d^2) / sum(d) over the downhill moves of each
// board, and is clearly above the mean drop a uniform choice would take.
TEST(HillClimbing, StochasticOddsAreProportionalToTheDrop) {
    double taken = 0, proportional = 0, uniform = 0;
    const int runs = 3000;
    for (int seed = 1; seed <= runs; ++seed) {
        HC stepper(options(10, static_cast<std::uint64_t>(seed), Climb::Stochastic, 0, false));
        BoardState s(10);
        StepEvent e;
        while (stepper.next(e) && e.kind == EventKind::Place) s.apply(e);
        ASSERT_EQ(e.kind, EventKind::Move);
        double sum = 0, squares = 0, count = 0;
        for (int r = 0; r < 10; ++r)
            for (int c = 0; c < 10; ++c)
                if (const auto d = moveDeltaByCount(s.placement(), r, c); d < 0) {
                    sum += static_cast<double>(-d);
                    squares += static_cast<double>(d * d);
                    ++count;
                }
        taken += static_cast<double>(-e.delta);
        proportional += squares / sum;
        uniform += sum / count;
    }
    EXPECT_NEAR(taken / runs, proportional / runs, 0.03 * proportional / runs);
    EXPECT_GT(proportional - uniform, 0.1 * uniform) << "the two hypotheses differ enough";
}
