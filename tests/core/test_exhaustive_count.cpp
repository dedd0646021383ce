// ExhaustiveCount against the published counts (OEIS A000170 all solutions, A002562 fundamental
// ones): every stepper that enumerates the solutions counts them exactly; Dancing Links reports
// link updates, CSP backtracking consistency checks, forward checking prunings; the statistics
// equal a BoardState replay of the same stream; a raised cancel flag stops the count; searches
// that do not enumerate every solution once are refused.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <string>

#include "BoardState.h"
#include "ExhaustiveCount.h"
#include "PublishedCounts.h"
#include "StepperFactory.h"

using namespace queens;
using queens::testing::publishedFundamental;
using queens::testing::publishedTotal;

namespace {

StepperOptions board(int n) {
    StepperOptions o;
    o.n = n;
    return o;
}

// The largest N each search counts here in well under a second (permutations grow as N!,
// breadth-first search keeps a whole level, iterative deepening repeats the shallow passes).
int largestN(Algorithm a) {
    switch (a) {
        case Algorithm::Permutation:
            return 8;
        case Algorithm::Bfs:
        case Algorithm::Iddfs:
            return 9;
        default:
            return 10;
    }
}

}  // namespace

TEST(ExhaustiveCount, EveryEnumeratingSearchCountsThePublishedNumbers) {
    for (const Algorithm a : kAllAlgorithms) {
        if (!ExhaustiveCount::counts(a)) continue;
        for (int n = 1; n <= largestN(a); ++n) {
            SCOPED_TRACE(std::string(algorithmName(a)) + " n=" + std::to_string(n));
            StepperOptions o = board(n);
            if (a == Algorithm::Csp) {
                o.varOrder = StepperOptions::VarOrder::Mrv;
                o.inference = StepperOptions::Inference::ForwardChecking;
            }
            const auto r = ExhaustiveCount::run(a, o);
            ASSERT_TRUE(r.has_value());
            EXPECT_EQ(r->total, publishedTotal(n));
            EXPECT_EQ(r->fundamental, publishedFundamental(n));
            EXPECT_EQ(r->stats.solutions, r->total);
        }
    }
}

TEST(ExhaustiveCount, StatisticsAreThoseOfTheWholeStream) {
    StepperOptions o = board(8);
    o.varOrder = StepperOptions::VarOrder::Mrv;
    o.inference = StepperOptions::Inference::Mac;
    o.backjump = true;
    const auto r = ExhaustiveCount::run(Algorithm::Csp, o);
    ASSERT_TRUE(r.has_value());
    o.allSolutions = true;
    const auto stepper = StepperFactory::create(Algorithm::Csp, o);
    BoardState replay(8);
    StepEvent e;
    while (stepper->next(e)) replay.apply(e);
    EXPECT_EQ(r->stats, replay.stats());
    EXPECT_GT(r->stats.checks, r->stats.nodes);
    EXPECT_GT(r->stats.prunings, 0u);
    EXPECT_GT(r->stats.wipeouts, 0u);

    const auto dlx = ExhaustiveCount::run(Algorithm::Dlx, board(8));
    ASSERT_TRUE(dlx.has_value());
    EXPECT_GT(dlx->stats.updates, dlx->stats.nodes);
}

TEST(ExhaustiveCount, ARaisedCancelFlagStopsTheCount) {
    const std::atomic<bool> cancel{true};
    EXPECT_FALSE(ExhaustiveCount::run(Algorithm::Dlx, board(10), &cancel).has_value());
    const std::atomic<bool> go{false};
    EXPECT_TRUE(ExhaustiveCount::run(Algorithm::Dlx, board(6), &go).has_value());
}

TEST(ExhaustiveCount, SearchesThatDoNotEnumerateAreRefused) {
    EXPECT_FALSE(ExhaustiveCount::counts(Algorithm::Symmetric));
    EXPECT_FALSE(ExhaustiveCount::counts(Algorithm::MinConflicts));
    EXPECT_FALSE(ExhaustiveCount::counts(Algorithm::Genetic));
    EXPECT_TRUE(ExhaustiveCount::counts(Algorithm::Dlx));
    EXPECT_THROW(ExhaustiveCount::run(Algorithm::Symmetric, board(8)), std::invalid_argument);
    EXPECT_THROW(ExhaustiveCount::run(Algorithm::HillClimbing, board(8)), std::invalid_argument);
}
