// The local searches against the figures the AI textbook publishes (Russell & Norvig, "Artificial
// Intelligence: A Modern Approach", 4th ed., p. 131: steepest-ascent hill climbing from random
// 8-queens boards; sections 5.4 / 6.4: min-conflicts), measured with ExperimentRunner as
// `queenslab-cli experiment` measures them (steps = Move events for hill climbing, Propose events
// for textbook min-conflicts), K = 2000 runs at a fixed seed.
//
// Tolerances. A percentage of K = 2000 runs has the binomial standard error
// sqrt(p (1 - p) / K): 0.78 points at p = 14 %, 0.53 points at p = 94 %. The textbook rounds to
// whole percents, so ±3 points is the rounding (±0.5) plus about 3 to 4 standard errors: a
// correct climber misses it with a probability below 1 in 1000, a wrong one (e.g. one that
// takes the first improving move, or counts sideways moves in the limit differently) lands
// several points away. Mean steps: the textbook's "about 4" and "about 3" are rounded to whole
// steps (±0.5); the standard error of a mean over the ~280 successes (spread about 1.3 steps) is
// under 0.1, over the ~1,720 failures under 0.05, so ±1 is the rounding plus more than 5
// standard errors. With 100 sideways moves the spread is wide (successes: about 15 steps over
// ~1,880 runs, SE 0.35; failures: about 30 steps over only ~120 runs, SE 2.7): ±6 steps is the
// rounding plus about 2 standard errors of the failures' mean and over 15 of the successes'.
// Min-conflicts: the textbook gives no spread, only "roughly 50 steps" after the greedy start
// however large n is (a million queens); ±50 % (25 to 100 steps, means over 100 runs at
// n = 10,000) separates that from a search that wanders (thousands of steps, restarts).
#include <gtest/gtest.h>

#include "ExperimentRunner.h"

using namespace queens;

namespace {

constexpr std::uint64_t kRuns = 2000;
constexpr std::uint64_t kSeed = 20260131;

ExperimentSummary hillClimbing(std::uint64_t sideways) {
    Experiment x;
    x.algorithm = Algorithm::HillClimbing;
    x.base.n = 8;
    x.base.climb = StepperOptions::Climb::Steepest;
    x.base.sidewaysLimit = sideways;
    x.runs = kRuns;
    x.seed = kSeed;
    const ExperimentRunner::Result r = ExperimentRunner().run(x);
    EXPECT_EQ(r.runsDone, kRuns);
    return r.points.at(0);
}

}  // namespace

TEST(TextbookFigures, SteepestAscentWithoutSidewaysMoves) {
    const ExperimentSummary s = hillClimbing(0);
    EXPECT_NEAR(s.percentSolved(), 14.0, 3.0);
    EXPECT_NEAR(s.meanStepsSolved(), 4.0, 1.0);
    EXPECT_NEAR(s.meanStepsFailed(), 3.0, 1.0);
    // A plain climb never restarts and stops at a local minimum or on a plateau it may not cross.
    EXPECT_EQ(s.meanRestarts(), 0.0);
    const auto& stops = s.stops();
    EXPECT_EQ(stops[static_cast<int>(StopReason::Finished)], s.solved());
    EXPECT_EQ(stops[static_cast<int>(StopReason::LocalMinimum)] +
                  stops[static_cast<int>(StopReason::Plateau)],
              s.runs() - s.solved());
}

TEST(TextbookFigures, SteepestAscentWithAHundredSidewaysMoves) {
    const ExperimentSummary s = hillClimbing(100);
    EXPECT_NEAR(s.percentSolved(), 94.0, 3.0);
    EXPECT_NEAR(s.meanStepsSolved(), 21.0, 6.0);
    EXPECT_NEAR(s.meanStepsFailed(), 64.0, 6.0);
}

TEST(TextbookFigures, MinConflictsTakesAboutFiftyStepsOnALargeBoard) {
    Experiment x;
    x.algorithm = Algorithm::TextbookMinConflicts;
    x.base.n = 10'000;
    x.runs = 100;
    x.seed = kSeed;
    const ExperimentSummary s = ExperimentRunner().run(x).points.at(0);
    EXPECT_EQ(s.solved(), x.runs);
    EXPECT_EQ(s.meanRestarts(), 0.0);
    EXPECT_GE(s.meanStepsSolved(), 25.0);
    EXPECT_LE(s.meanStepsSolved(), 100.0);
}
