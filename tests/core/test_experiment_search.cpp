// The experiments' figures of the exhaustive searches (CSP backtracking above all) checked
// against independent truth:
// - a trial's nodes, backtracks and consistency checks equal the statistics of the same run
//   replayed into a BoardState, whose SearchStats count them by their own rules;
// - a sweep over CSP combinations reports, at every point, the figures of that combination's
//   own run;
// - a run beyond the node budget stops there and is reported as over budget, one within it is
//   not;
// - the quantiles are the nearest-rank quantiles of the runs' nodes.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>

#include "BoardState.h"
#include "CspCombination.h"
#include "Experiment.h"
#include "ExperimentRunner.h"
#include "ExperimentTrial.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

// The statistics of the run of `a` with `o`, replayed into a BoardState.
BoardState replay(Algorithm a, const StepperOptions& o) {
    const auto stepper = StepperFactory::create(a, o);
    BoardState board(o.n);
    StepEvent e;
    while (stepper->next(e)) board.apply(e);
    return board;
}

void expectTrialMatchesBoard(Algorithm a, const StepperOptions& o) {
    const auto outcome = ExperimentTrial::run(a, o);
    ASSERT_TRUE(outcome);
    const BoardState board = replay(a, o);
    EXPECT_EQ(outcome->nodes, board.stats().nodes);
    EXPECT_EQ(outcome->backtracks, board.stats().backtracks);
    EXPECT_EQ(outcome->checks, board.stats().checks);
    EXPECT_EQ(outcome->restarts, board.stats().restarts);
    EXPECT_EQ(outcome->events, board.stats().events);
    EXPECT_EQ(outcome->solved, board.isSolution());
    EXPECT_FALSE(outcome->overBudget);
}

StepperOptions firstSolution(int n) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = false;
    return o;
}

}  // namespace

TEST(ExperimentSearch, BacktrackingTrialMatchesReplayedBoard) {
    for (int n = 4; n <= 12; ++n)
        expectTrialMatchesBoard(Algorithm::Backtracking, firstSolution(n));
}

TEST(ExperimentSearch, CspTrialMatchesReplayedBoardForEveryCombination) {
    for (const CspCombination& c : CspCombination::presets())
        for (int n : {4, 8, 13}) {
            SCOPED_TRACE(std::string(c.name) + " n=" + std::to_string(n));
            StepperOptions o = firstSolution(n);
            c.applyTo(o);
            expectTrialMatchesBoard(Algorithm::Csp, o);
        }
    StepperOptions o = firstSolution(30);  // random ties and restarts: Restart events too
    o.varOrder = StepperOptions::VarOrder::Mrv;
    o.inference = StepperOptions::Inference::ForwardChecking;
    o.randomTies = true;
    o.restartBacktracks = 1;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        o.seed = seed;
        expectTrialMatchesBoard(Algorithm::Csp, o);
    }
}

TEST(ExperimentSearch, PointsWalkTheSweepWithinEachCombination) {
    Experiment x;
    x.algorithm = Algorithm::Csp;
    x.combinations = {*CspCombination::fromName("bt"), *CspCombination::fromName("mrv-mac")};
    x.sweep = Experiment::Parameter::N;
    x.values = {5, 7, 9};
    ASSERT_EQ(x.points(), 6u);
    EXPECT_EQ(x.pointCombination(4), 1);
    EXPECT_EQ(x.pointValue(4), 7.0);
    const StepperOptions o = x.pointOptions(4);
    EXPECT_EQ(o.n, 7);
    EXPECT_EQ(o.varOrder, StepperOptions::VarOrder::Mrv);
    EXPECT_EQ(o.inference, StepperOptions::Inference::Mac);
    EXPECT_EQ(x.pointOptions(2).inference, StepperOptions::Inference::None);
    EXPECT_EQ(x.pointOptions(2).n, 9);
    x.algorithm = Algorithm::HillClimbing;
    EXPECT_NE(x.validate().find("only to csp"), std::string::npos);
}

TEST(ExperimentSearch, RestartAfterIsAnIntegerSweepOfTheRestartBudget) {
    EXPECT_EQ(Experiment::parameterFromName("restart-after"), Experiment::Parameter::RestartAfter);
    EXPECT_TRUE(Experiment::isInteger(Experiment::Parameter::RestartAfter));
    Experiment x;
    x.algorithm = Algorithm::Csp;
    x.sweep = Experiment::Parameter::RestartAfter;
    x.values = {0, 16};
    EXPECT_EQ(x.pointOptions(1).restartBacktracks, 16u);
    EXPECT_EQ(x.pointOptions(0).restartBacktracks, 0u);
}

TEST(ExperimentSearch, SweepOverCombinationsReportsEachCombinationsOwnFigures) {
    Experiment x;
    x.algorithm = Algorithm::Csp;
    x.runs = 1;
    const auto presets = CspCombination::presets();
    x.combinations.assign(presets.begin(), presets.end());
    x.sweep = Experiment::Parameter::N;
    x.values = {6, 9};
    const ExperimentRunner::Result result = ExperimentRunner(2).run(x);
    ASSERT_EQ(result.points.size(), 2 * presets.size());
    std::vector<double> checksAt9;
    for (std::size_t p = 0; p < result.points.size(); ++p) {
        const ExperimentSummary& s = result.points[p];
        const CspCombination& c = presets[p / 2];
        SCOPED_TRACE(std::string(c.name));
        EXPECT_EQ(s.combination(), static_cast<int>(p / 2));
        StepperOptions o = firstSolution(p % 2 == 0 ? 6 : 9);
        c.applyTo(o);
        EXPECT_EQ(s.value(), static_cast<double>(o.n));
        const BoardState board = replay(Algorithm::Csp, o);
        EXPECT_EQ(s.solved(), 1u);
        EXPECT_EQ(s.meanNodesSolved(), static_cast<double>(board.stats().nodes));
        EXPECT_EQ(s.meanBacktracksSolved(), static_cast<double>(board.stats().backtracks));
        EXPECT_EQ(s.meanChecksSolved(), static_cast<double>(board.stats().checks));
        if (o.n == 9) checksAt9.push_back(s.meanChecksSolved());
    }
    // Not one figure copied to every point: plain backtracking and forward checking differ.
    EXPECT_NE(checksAt9[0], checksAt9[2]);
}

TEST(ExperimentSearch, RunsBeyondTheBudgetAreOverBudget) {
    const StepperOptions o = firstSolution(8);
    const std::uint64_t need = replay(Algorithm::Backtracking, o).stats().nodes;
    const auto within = ExperimentTrial::run(Algorithm::Backtracking, o, nullptr, need);
    ASSERT_TRUE(within);
    EXPECT_TRUE(within->solved);
    EXPECT_FALSE(within->overBudget);
    EXPECT_EQ(within->nodes, need);
    const auto over = ExperimentTrial::run(Algorithm::Backtracking, o, nullptr, need - 1);
    ASSERT_TRUE(over);
    EXPECT_FALSE(over->solved);
    EXPECT_TRUE(over->overBudget);
    EXPECT_EQ(over->nodes, need - 1);
    EXPECT_EQ(over->stop, StopReason::StepLimit);

    // Plain backtracking at N = 30 needs far more than 1,000 nodes; N = 6 far fewer.
    Experiment x;
    x.algorithm = Algorithm::Backtracking;
    x.runs = 3;
    x.maxNodes = 1000;
    x.sweep = Experiment::Parameter::N;
    x.values = {6, 30};
    const ExperimentRunner::Result result = ExperimentRunner(2).run(x);
    ASSERT_EQ(result.points.size(), 2u);
    EXPECT_EQ(result.points[0].overBudget(), 0u);
    EXPECT_EQ(result.points[0].solved(), 3u);
    EXPECT_EQ(result.points[1].overBudget(), 3u);
    EXPECT_EQ(result.points[1].solved(), 0u);
    EXPECT_EQ(result.points[1].stops()[static_cast<std::size_t>(StopReason::StepLimit)], 3u);
}

TEST(ExperimentSearch, RunsBeyondTheCheckBudgetAreOverBudget) {
    StepperOptions o = firstSolution(10);
    o.inference = StepperOptions::Inference::Mac;
    const std::uint64_t need = replay(Algorithm::Csp, o).stats().checks;
    ASSERT_GT(need, 0u);
    const auto within = ExperimentTrial::run(Algorithm::Csp, o, nullptr, 0, need);
    ASSERT_TRUE(within);
    EXPECT_TRUE(within->solved);
    EXPECT_EQ(within->checks, need);
    const auto over = ExperimentTrial::run(Algorithm::Csp, o, nullptr, 0, need - 1);
    ASSERT_TRUE(over);
    EXPECT_TRUE(over->overBudget);
    EXPECT_FALSE(over->solved);
    EXPECT_LE(over->checks, need - 1);
}

TEST(ExperimentSearch, QuantilesAreNearestRanks) {
    std::vector<std::uint64_t> nodes(200);
    std::iota(nodes.begin(), nodes.end(), 1);  // 1 .. 200
    std::shuffle(nodes.begin(), nodes.end(), std::mt19937(5));
    ExperimentSummary s(std::nullopt, -1, true);
    for (std::uint64_t k : nodes) {
        ExperimentTrial::Outcome o;
        o.nodes = k;
        o.seconds = static_cast<double>(k) / 1000;
        s.add(o);
    }
    EXPECT_EQ(s.runNodes(), nodes);  // run order
    EXPECT_EQ(s.nodesQuantile(0.5), 100);
    EXPECT_EQ(s.nodesQuantile(0.9), 180);
    EXPECT_EQ(s.nodesQuantile(0.99), 198);
    EXPECT_EQ(s.nodesQuantile(1.0), 200);
    EXPECT_DOUBLE_EQ(s.secondsQuantile(0.9), 0.18);
    EXPECT_EQ(ExperimentSummary().nodesQuantile(0.5), 0);  // nothing kept
}

TEST(ExperimentSearch, DistributionKeepsEveryRunInRunOrder) {
    Experiment x;
    x.algorithm = Algorithm::Csp;
    x.base.n = 24;
    x.base.varOrder = StepperOptions::VarOrder::Mrv;
    x.base.inference = StepperOptions::Inference::ForwardChecking;
    x.base.randomTies = true;
    x.runs = 100;  // two blocks
    x.distribution = true;
    const ExperimentRunner::Result result = ExperimentRunner(2).run(x);
    ASSERT_EQ(result.points.size(), 1u);
    const ExperimentSummary& s = result.points[0];
    ASSERT_EQ(s.runNodes().size(), 100u);
    for (std::uint64_t r = 0; r < 100; r += 7)
        EXPECT_EQ(s.runNodes()[r], replay(Algorithm::Csp, x.runOptions(0, r)).stats().nodes);
    std::vector<std::uint64_t> sorted = s.runNodes();
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(s.nodesQuantile(0.5), static_cast<double>(sorted[49]));
    EXPECT_EQ(s.nodesQuantile(1.0), static_cast<double>(sorted[99]));
}
