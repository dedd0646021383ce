// Experiment, ExperimentTrial, ExperimentSummary and ExperimentRunner checked against
// independent truth:
// - a trial's counts equal those of the same run replayed into a BoardState (its statistics
//   count evaluations and restarts; isSolution() confirms a solved run);
// - the summary's figures equal the ones computed here from the trials one by one;
// - 1 thread and 2 threads give the same statistics (seeds depend on the run's number only);
// - the seeds are SplitMix64's stream, cancellation stops the runs, polling sees them finish.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "BoardState.h"
#include "Experiment.h"
#include "ExperimentRunner.h"
#include "ExperimentTrial.h"
#include "SplitMix64.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

Experiment minConflicts(int n, std::uint64_t runs, std::uint64_t seed) {
    Experiment x;
    x.algorithm = Algorithm::MinConflicts;
    x.base.n = n;
    x.base.maxStepsPerRestart = 20;  // short attempts: restarts happen
    x.base.maxRestarts = 2;          // and some runs give up
    x.runs = runs;
    x.seed = seed;
    return x;
}

void expectSameStatistics(const ExperimentRunner::Result& a, const ExperimentRunner::Result& b) {
    ASSERT_EQ(a.points.size(), b.points.size());
    for (std::size_t p = 0; p < a.points.size(); ++p) {
        const ExperimentSummary& x = a.points[p];
        const ExperimentSummary& y = b.points[p];
        EXPECT_EQ(x.value(), y.value());
        EXPECT_EQ(x.runs(), y.runs());
        EXPECT_EQ(x.solved(), y.solved());
        EXPECT_EQ(x.meanStepsSolved(), y.meanStepsSolved());
        EXPECT_EQ(x.meanStepsFailed(), y.meanStepsFailed());
        EXPECT_EQ(x.meanLastStepsSolved(), y.meanLastStepsSolved());
        EXPECT_EQ(x.meanLastStepsFailed(), y.meanLastStepsFailed());
        EXPECT_EQ(x.meanRestarts(), y.meanRestarts());
        EXPECT_EQ(x.stops(), y.stops());
    }
}

}  // namespace

TEST(Experiment, RunSeedsAreSplitMixStream) {
    SplitMix64 rng(42);
    for (std::uint64_t i = 0; i < 100; ++i) EXPECT_EQ(Experiment::runSeed(42, i), rng.next());
}

TEST(Experiment, ParameterNamesRoundTrip) {
    for (const auto p : {Experiment::Parameter::SidewaysLimit, Experiment::Parameter::T0,
                         Experiment::Parameter::Decay, Experiment::Parameter::PopulationSize,
                         Experiment::Parameter::MutationRate, Experiment::Parameter::BeamWidth,
                         Experiment::Parameter::N})
        EXPECT_EQ(Experiment::parameterFromName(Experiment::parameterName(p)), p);
    EXPECT_FALSE(Experiment::parameterFromName("speed"));
}

TEST(Experiment, SweepAppliesItsValue) {
    Experiment x = minConflicts(8, 3, 1);
    x.sweep = Experiment::Parameter::N;
    x.values = {5, 9};
    EXPECT_EQ(x.points(), 2u);
    EXPECT_EQ(x.runOptions(1, 2).n, 9);
    EXPECT_EQ(x.runOptions(1, 2).seed, Experiment::runSeed(1, 2));
    EXPECT_FALSE(x.runOptions(0, 0).allSolutions);
    EXPECT_EQ(x.validate(), "");
}

TEST(Experiment, ValidateRefusesBadSpecs) {
    Experiment x = minConflicts(8, 0, 1);
    EXPECT_NE(x.validate().find("runs"), std::string::npos);
    x.runs = 5;
    x.sweep = Experiment::Parameter::N;
    EXPECT_NE(x.validate().find("at least one value"), std::string::npos);
    x.values = {8.5};
    EXPECT_NE(x.validate().find("integers"), std::string::npos);
    x.values = {8, 20'000'000};  // beyond min-conflicts' maxN: StepperFactory's reason
    EXPECT_EQ(x.validate(), StepperFactory::validate(Algorithm::MinConflicts, x.pointOptions(1)));
    EXPECT_THROW(ExperimentRunner(1).run(x), std::invalid_argument);
}

TEST(ExperimentTrial, CountsAgreeWithReplayedBoard) {
    int solved = 0;
    int restarted = 0;
    for (std::uint64_t run = 0; run < 40; ++run) {
        const Experiment x = minConflicts(10, 40, 7);
        const StepperOptions o = x.runOptions(0, run);
        const auto outcome = ExperimentTrial::run(Algorithm::MinConflicts, o);
        ASSERT_TRUE(outcome);
        const auto stepper = StepperFactory::create(Algorithm::MinConflicts, o);
        BoardState board(o.n);
        StepEvent e;
        std::uint64_t events = 0;
        std::uint64_t lastRestartEvaluations = 0;
        while (stepper->next(e)) {
            board.apply(e);
            ++events;
            if (e.kind == EventKind::Restart) lastRestartEvaluations = board.stats().evaluations;
        }
        EXPECT_EQ(outcome->events, events);
        EXPECT_EQ(outcome->steps, board.stats().evaluations);
        EXPECT_EQ(outcome->lastSteps, board.stats().evaluations - lastRestartEvaluations);
        EXPECT_EQ(outcome->restarts, board.stats().restarts);
        EXPECT_EQ(outcome->solved, board.isSolution());
        solved += outcome->solved ? 1 : 0;
        restarted += outcome->restarts > 0 ? 1 : 0;
    }
    // The limits make both kinds of run, so both paths were checked.
    EXPECT_GT(solved, 0);
    EXPECT_LT(solved, 40);
    EXPECT_GT(restarted, 0);
}

TEST(ExperimentRunner, SummaryMatchesTrialsOneByOne) {
    Experiment x = minConflicts(10, 150, 3);  // 150 runs: three blocks, the last one partial
    x.sweep = Experiment::Parameter::N;
    x.values = {8, 12};
    const ExperimentRunner::Result result = ExperimentRunner(2).run(x);
    EXPECT_FALSE(result.cancelled);
    EXPECT_EQ(result.runsDone, 300u);
    EXPECT_EQ(result.runsTotal, 300u);
    ASSERT_EQ(result.points.size(), 2u);
    for (std::size_t p = 0; p < 2; ++p) {
        std::uint64_t solved = 0;
        double stepsSolved = 0;
        double stepsFailed = 0;
        double restarts = 0;
        for (std::uint64_t r = 0; r < x.runs; ++r) {
            const auto o = ExperimentTrial::run(x.algorithm, x.runOptions(p, r));
            solved += o->solved ? 1 : 0;
            (o->solved ? stepsSolved : stepsFailed) += static_cast<double>(o->steps);
            restarts += static_cast<double>(o->restarts);
        }
        const ExperimentSummary& s = result.points[p];
        EXPECT_EQ(s.value(), x.values[p]);
        EXPECT_EQ(s.runs(), x.runs);
        EXPECT_EQ(s.solved(), solved);
        EXPECT_DOUBLE_EQ(s.percentSolved(), 100.0 * static_cast<double>(solved) / 150.0);
        EXPECT_DOUBLE_EQ(s.meanStepsSolved(), stepsSolved / static_cast<double>(solved));
        EXPECT_DOUBLE_EQ(s.meanStepsFailed(), stepsFailed / static_cast<double>(150 - solved));
        EXPECT_DOUBLE_EQ(s.meanRestarts(), restarts / 150.0);
        std::uint64_t stops = 0;
        for (const auto c : s.stops()) stops += c;
        EXPECT_EQ(stops, x.runs);
    }
}

TEST(ExperimentRunner, OneThreadEqualsTwoThreads) {
    Experiment x = minConflicts(12, 500, 11);
    x.sweep = Experiment::Parameter::N;
    x.values = {10, 14};
    const auto one = ExperimentRunner(1).run(x);
    const auto two = ExperimentRunner(2).run(x);
    EXPECT_EQ(one.threads, 1u);
    EXPECT_EQ(two.threads, 2u);
    expectSameStatistics(one, two);
}

TEST(ExperimentRunner, ProgressReachesTheTotal) {
    const Experiment x = minConflicts(8, 100, 5);
    std::uint64_t last = 0;
    std::uint64_t total = 0;
    ExperimentRunner(2).run(
        x, nullptr,
        [&](std::uint64_t done, std::uint64_t all) {
            EXPECT_GE(done, last);
            last = done;
            total = all;
        },
        std::chrono::milliseconds(1));
    EXPECT_EQ(last, 100u);
    EXPECT_EQ(total, 100u);
}

TEST(ExperimentRunner, CancelledBeforeStartRunsNothing) {
    const Experiment x = minConflicts(8, 1000, 5);
    const std::atomic<bool> cancel{true};
    const auto result = ExperimentRunner(2).run(x, &cancel);
    EXPECT_TRUE(result.cancelled);
    EXPECT_EQ(result.runsDone, 0u);
}

TEST(ExperimentRunner, PollingSeesTheSameResult) {
    Experiment x = minConflicts(10, 300, 9);
    ExperimentRunner runner(2);
    runner.start(x);
    EXPECT_EQ(runner.runsTotal(), 300u);
    while (!runner.finished()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_EQ(runner.runsDone(), 300u);
    const auto polled = runner.take();
    expectSameStatistics(polled, ExperimentRunner(1).run(x));
}

TEST(ExperimentRunner, PollingCanBeCancelled) {
    // Long runs (2 x 10^5 queens each): cancel() stops them before all 50 are done.
    Experiment x;
    x.algorithm = Algorithm::MinConflicts;
    x.base.n = 200'000;
    x.runs = 50;
    ExperimentRunner runner(2);
    runner.start(x);
    runner.cancel();
    const auto result = runner.take();
    EXPECT_TRUE(result.cancelled);
    EXPECT_LT(result.runsDone, 50u);
}
