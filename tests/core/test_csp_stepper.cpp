// CspStepper against independent truth: every combination of variable ordering, value ordering,
// inference and backjumping reports exactly the published number of solutions (OEIS A000170),
// each one accepted by SolutionVerifier and none twice; the streams are deterministic; undoing
// every event in reverse passes back through every earlier state; random ties differ by seed,
// still solve, and restarts happen and end the run correctly.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "CspCombos.h"
#include "CspStepper.h"
#include "PublishedCounts.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

using namespace queens;
using queens::testing::publishedTotal;
using VarOrder = StepperOptions::VarOrder;
using ValueOrder = StepperOptions::ValueOrder;
using Inference = StepperOptions::Inference;

namespace {

using Combo = queens::testing::CspCombo;

std::vector<Combo> allCombos() {
    return queens::testing::allCspCombos();
}

StepperOptions options(int n, const Combo& c, bool all = true) {
    return c.options(n, all);
}

struct Outcome {
    std::vector<StepEvent> events;
    std::vector<std::vector<int>> solutions;
    SearchStats stats;
    StepEvent last;
};

// Runs through a BoardState (which refuses any event that does not fit) and collects the board
// at every Solution event.
Outcome run(const StepperOptions& o, bool keepEvents = false) {
    CspStepper s(o);
    BoardState state(o.n);
    Outcome out;
    StepEvent e;
    while (s.next(e)) {
        state.apply(e);
        if (keepEvents) out.events.push_back(e);
        if (e.kind == EventKind::Solution) out.solutions.push_back(state.placement());
        EXPECT_LT(e.line, CspStepper::kPseudocode.size());
        out.last = e;
    }
    EXPECT_EQ(out.last.kind, EventKind::Done);
    EXPECT_FALSE(s.next(e));
    out.stats = state.stats();
    return out;
}

void expectPublishedSolutions(int n, const Combo& c) {
    SCOPED_TRACE(c.name() + " n=" + std::to_string(n));
    const Outcome out = run(options(n, c));
    EXPECT_EQ(out.solutions.size(), publishedTotal(n));
    for (const auto& p : out.solutions) EXPECT_TRUE(SolutionVerifier::isSolution(p));
    EXPECT_EQ(std::set<std::vector<int>>(out.solutions.begin(), out.solutions.end()).size(),
              out.solutions.size());
    EXPECT_EQ(out.last.reason, reasonCode(StopReason::Finished));
}

}  // namespace

TEST(CspStepper, EveryCombinationFindsThePublishedCountUpToNine) {
    for (const Combo& c : allCombos())
        for (int n = 1; n <= 9; ++n) expectPublishedSolutions(n, c);
}

// Larger boards take seconds per combination: N = 10 for each inference with and without
// backjumping (the orderings varied among them), N = 11 with inference and backjumping, N = 12
// for one. test_csp_published_counts runs every combination at N = 10..12 in the Release build.
TEST(CspStepper, LargerBoardsFindThePublishedCount) {
    const auto combos = allCombos();
    for (std::size_t k = 0; k < 6; ++k) {
        Combo c = combos[k];
        c.var = static_cast<VarOrder>(k % 3);
        c.value = static_cast<ValueOrder>((k / 3) % 2);
        expectPublishedSolutions(10, c);
        if (c.inference != Inference::None && c.backjump) expectPublishedSolutions(11, c);
    }
    expectPublishedSolutions(
        12, Combo{VarOrder::Mrv, ValueOrder::InOrder, Inference::ForwardChecking, true});
}

TEST(CspStepper, FirstSolutionRunsStopAtAValidSolution) {
    for (const Combo& c : allCombos()) {
        for (int n = 1; n <= 12; ++n) {
            SCOPED_TRACE(c.name() + " n=" + std::to_string(n));
            const Outcome out = run(options(n, c, false));
            ASSERT_EQ(out.solutions.size(), publishedTotal(n) > 0 ? 1u : 0u);
            if (!out.solutions.empty()) {
                EXPECT_TRUE(SolutionVerifier::isSolution(out.solutions[0]));
            }
        }
    }
}

TEST(CspStepper, EqualOptionsGiveEqualStreams) {
    for (const Combo& c : allCombos()) {
        StepperOptions o = options(8, c, false);
        o.randomTies = true;
        o.seed = 42;
        EXPECT_EQ(run(o, true).events, run(o, true).events) << c.name();
    }
}

TEST(CspStepper, UndoingEveryEventPassesBackThroughEveryState) {
    for (const Inference inf : {Inference::None, Inference::ForwardChecking, Inference::Mac}) {
        for (int n = 6; n <= 8; ++n) {
            const Combo c{VarOrder::Mrv, ValueOrder::Lcv, inf, n % 2 == 0};
            SCOPED_TRACE(c.name() + " n=" + std::to_string(n));
            const Outcome out = run(options(n, c), true);
            BoardState s(n);
            std::vector<BoardState> states;
            states.reserve(out.events.size());
            for (const StepEvent& e : out.events) {
                states.push_back(s);
                s.apply(e);
            }
            for (std::size_t i = out.events.size(); i-- > 0;) {
                s.unapply(out.events[i]);
                ASSERT_EQ(s, states[i]) << "event " << i;
            }
        }
    }
}

TEST(CspStepper, RandomTiesDependOnTheSeedAndStillSolve) {
    for (const Combo& c : allCombos()) {
        std::vector<std::vector<StepEvent>> streams;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            StepperOptions o = options(10, c, false);
            o.randomTies = true;
            o.seed = seed;
            const Outcome out = run(o, true);
            ASSERT_EQ(out.solutions.size(), 1u) << c.name();
            EXPECT_TRUE(SolutionVerifier::isSolution(out.solutions[0]));
            if (std::find(streams.begin(), streams.end(), out.events) == streams.end())
                streams.push_back(out.events);
        }
        EXPECT_GE(streams.size(), 3u) << c.name();
    }
    // All solutions with random ties: the same count in another order.
    StepperOptions o = options(8, Combo{VarOrder::Mrv, ValueOrder::Lcv, Inference::Mac, true});
    o.randomTies = true;
    o.seed = 7;
    EXPECT_EQ(run(o).solutions.size(), publishedTotal(8));
}

TEST(CspStepper, RestartsHappenAndTheRunStillEndsRight) {
    std::uint64_t restarts = 0;
    for (const Combo& c : allCombos()) {
        StepperOptions o = options(16, c, false);
        o.randomTies = true;
        o.restartBacktracks = 4;
        o.seed = 3;
        const Outcome out = run(o, true);
        SCOPED_TRACE(c.name());
        // Without inference 16 rows cannot be filled within 4 backtracks every time.
        if (c.inference == Inference::None) {
            EXPECT_GT(out.stats.restarts, 0u);
        }
        restarts += out.stats.restarts;
        ASSERT_EQ(out.solutions.size(), 1u);
        EXPECT_TRUE(SolutionVerifier::isSolution(out.solutions[0]));
        EXPECT_EQ(out.last.reason, reasonCode(StopReason::Finished));
        // After every Restart the search begins again from the empty board with full domains.
        BoardState state(16);
        bool restarted = false;
        for (const StepEvent& e : out.events) {
            if (e.kind == EventKind::Select && restarted) {
                EXPECT_EQ(state.queenCount(), 0);
                EXPECT_EQ(state.domains().removed(), 0);
                restarted = false;
            }
            state.apply(e);
            if (e.kind == EventKind::Restart) restarted = true;
        }
    }
    EXPECT_GT(restarts, 12u);
    // A restart limit ends the run with RestartLimit, restarts exactly at the limit.
    StepperOptions o =
        options(24, Combo{VarOrder::InOrder, ValueOrder::InOrder, Inference::None, false}, false);
    o.randomTies = true;
    o.restartBacktracks = 1;
    o.maxRestarts = 2;
    const Outcome limited = run(o);
    EXPECT_EQ(limited.last.reason, reasonCode(StopReason::RestartLimit));
    EXPECT_EQ(limited.stats.restarts, 2u);
    EXPECT_TRUE(limited.solutions.empty());
}

TEST(CspStepper, LubySequence) {
    const std::uint64_t expected[] = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
    for (std::uint64_t k = 1; k <= 16; ++k) EXPECT_EQ(CspStepper::luby(k), expected[k - 1]) << k;
}

TEST(CspStepper, ValidateRefusesWhatMakesNoSense) {
    StepperOptions o;
    o.n = 8;
    EXPECT_EQ(StepperFactory::validate(Algorithm::Csp, o), "");
    o.restartBacktracks = 10;
    o.allSolutions = false;
    EXPECT_NE(StepperFactory::validate(Algorithm::Csp, o), "");  // no random ties
    o.randomTies = true;
    EXPECT_EQ(StepperFactory::validate(Algorithm::Csp, o), "");
    o.allSolutions = true;
    EXPECT_NE(StepperFactory::validate(Algorithm::Csp, o), "");  // would repeat solutions
    StepperOptions given;
    given.n = 4;
    given.fixed = {1, -1, -1, -1};
    EXPECT_NE(StepperFactory::validate(Algorithm::Csp, given), "");
    EXPECT_THROW(StepperFactory::create(Algorithm::Csp, given), std::invalid_argument);
    given.n = 1001;
    given.fixed.clear();
    EXPECT_NE(StepperFactory::validate(Algorithm::Csp, given), "");
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::Csp).size(), CspStepper::kPseudocode.size());
}
