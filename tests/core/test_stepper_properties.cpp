// Properties every stepper must have, checked through the factory for every algorithm:
// - enumerating all, it reports exactly the brute-force oracle's solutions (min-conflicts and the
//   local searches: one of them; local beam and genetic, which never restart, at most one);
// - replay: applying every event keeps BoardState consistent with a recomputation from scratch,
//   and undoing them all in reverse passes through the same states back to the empty board;
// - determinism: equal options give identical event streams;
// - exactly one Done, last; line ids inside the pseudo-code.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"
#include "Symmetry.h"

using namespace queens;

namespace {

std::vector<StepEvent> runAll(Algorithm alg, const StepperOptions& opt) {
    auto stepper = StepperFactory::create(alg, opt);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    return events;
}

StepperOptions options(int n, std::uint64_t seed = 1, bool all = true) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.allSolutions = all;
    o.randomRestart = true;  // hill climbing restarts until it solves, as min-conflicts does
    return o;
}

// Solutions a run reports; a Mirrored event stands for the left-right image of the board.
std::multiset<std::vector<int>> reportedSolutions(int n, const std::vector<StepEvent>& events) {
    BoardState s(n);
    std::multiset<std::vector<int>> out;
    for (const StepEvent& e : events) {
        s.apply(e);
        if (e.kind != EventKind::Solution) continue;
        if (e.reason == static_cast<std::uint8_t>(SolutionKind::Mirrored))
            out.insert(Symmetry::apply(Transform::MirrorLeftRight, s.placement()));
        else
            out.insert(s.placement());
    }
    return out;
}

// The systematic searches; the others (min-conflicts, the local searches) find one solution.
bool exhaustive(Algorithm a) {
    switch (a) {
        case Algorithm::Backtracking:
        case Algorithm::Permutation:
        case Algorithm::Bitmask:
        case Algorithm::Dfs:
        case Algorithm::Bfs:
        case Algorithm::Iddfs:
        case Algorithm::Symmetric:
        case Algorithm::Csp:
        case Algorithm::Dlx:
            return true;
        default:
            return false;
    }
}

std::string label(Algorithm a, int n) {
    return std::string(algorithmName(a)) + " n=" + std::to_string(n);
}

}  // namespace

class EveryStepper : public ::testing::TestWithParam<Algorithm> {};

TEST_P(EveryStepper, EnumeratesExactlyTheOracleSolutions) {
    const Algorithm alg = GetParam();
    for (int n = 1; n <= 8; ++n) {
        const auto oracle = queens::testing::bruteForceSolutions(n);
        const auto events = runAll(alg, options(n));
        const auto found = reportedSolutions(n, events);
        if (exhaustive(alg)) {
            EXPECT_EQ(std::set<std::vector<int>>(found.begin(), found.end()), oracle)
                << label(alg, n);
            EXPECT_EQ(found.size(), oracle.size()) << "no solution twice, " << label(alg, n);
        } else if (oracle.empty()) {
            EXPECT_TRUE(found.empty()) << label(alg, n);
        } else {
            // Local beam search and the genetic algorithm never restart: they may give up.
            if (found.empty() && queens::isPopulationSearch(alg)) continue;
            ASSERT_EQ(found.size(), 1u) << label(alg, n);
            EXPECT_TRUE(oracle.count(*found.begin())) << label(alg, n);
        }
    }
}

TEST_P(EveryStepper, ReplayForwardAndBackRestoresEveryState) {
    const Algorithm alg = GetParam();
    for (int n : {1, 2, 3, 4, 5, 6}) {
        for (std::uint64_t seed : {1u, 7u, 2024u}) {
            for (bool all : {true, false}) {
                const auto events = runAll(alg, options(n, seed, all));
                BoardState s(n);
                std::vector<BoardState> states{s};
                for (const StepEvent& e : events) {
                    ASSERT_NO_THROW(s.apply(e)) << label(alg, n) << " step " << states.size() - 1;
                    ASSERT_TRUE(s.consistent()) << label(alg, n) << " step " << states.size() - 1;
                    states.push_back(s);
                }
                EXPECT_EQ(s.stats().events, events.size());
                for (std::size_t i = events.size(); i-- > 0;) {
                    s.unapply(events[i]);
                    ASSERT_EQ(s, states[i]) << label(alg, n) << " undo of step " << i;
                }
                EXPECT_EQ(s, BoardState(n)) << label(alg, n);
            }
        }
    }
}

TEST_P(EveryStepper, SameOptionsGiveTheSameStream) {
    const Algorithm alg = GetParam();
    for (int n : {4, 7, 8})
        for (std::uint64_t seed : {1u, 99u})
            EXPECT_EQ(runAll(alg, options(n, seed)), runAll(alg, options(n, seed)))
                << label(alg, n);
    if (!exhaustive(alg)) {
        const int n = std::min(30, StepperFactory::maxN(alg));  // 16 for the populations
        const auto first = runAll(alg, options(n, 1));
        bool differs = false;
        for (std::uint64_t seed = 2; seed <= 5; ++seed)
            differs |= runAll(alg, options(n, seed)) != first;
        EXPECT_TRUE(differs) << "the seed must matter";
    }
}

TEST_P(EveryStepper, OneDoneLastAndLinesInsideThePseudocode) {
    const Algorithm alg = GetParam();
    for (int n : {1, 2, 3, 4, 6}) {
        auto stepper = StepperFactory::create(alg, options(n));
        const auto lines = stepper->pseudocode().size();
        EXPECT_EQ(lines, StepperFactory::pseudocode(alg).size());
        EXPECT_GE(lines, 3u) << "a real pseudo-code text";
        StepEvent e;
        std::size_t count = 0, dones = 0;
        EventKind last = EventKind::Try;
        while (stepper->next(e)) {
            ++count;
            dones += e.kind == EventKind::Done;
            last = e.kind;
            ASSERT_LT(e.line, lines) << label(alg, n);
        }
        EXPECT_EQ(dones, 1u) << label(alg, n);
        EXPECT_EQ(last, EventKind::Done) << label(alg, n);
        EXPECT_FALSE(stepper->next(e)) << "stays finished";
        EXPECT_GT(count, 1u) << label(alg, n);
    }
}

TEST_P(EveryStepper, FirstSolutionModeStopsAtTheFirstSolution) {
    const Algorithm alg = GetParam();
    const auto events = runAll(alg, options(8, 5, false));
    const auto found = reportedSolutions(8, events);
    ASSERT_GE(found.size(), 1u);
    BoardState s(8);
    std::size_t solutionAt = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        s.apply(events[i]);
        if (events[i].kind == EventKind::Solution) {
            solutionAt = i;
            EXPECT_TRUE(s.isSolution()) << "the board itself is the first solution";
            break;
        }
    }
    for (std::size_t i = solutionAt + 1; i < events.size(); ++i)
        EXPECT_TRUE(events[i].kind == EventKind::Done ||
                    (events[i].kind == EventKind::Solution &&
                     events[i].reason == static_cast<std::uint8_t>(SolutionKind::Mirrored)))
            << label(alg, 8) << ": nothing but Done after the first solution";
}

INSTANTIATE_TEST_SUITE_P(All, EveryStepper, ::testing::ValuesIn(kAllAlgorithms),
                         [](const ::testing::TestParamInfo<Algorithm>& info) {
                             std::string name(algorithmName(info.param));
                             std::erase(name, '-');
                             return name;
                         });

TEST(StepperFactory, RefusesSizesOutsideEachAlgorithmsRange) {
    for (Algorithm a : kAllAlgorithms) {
        EXPECT_FALSE(StepperFactory::validate(a, options(0)).empty());
        EXPECT_FALSE(StepperFactory::validate(a, options(-3)).empty());
        EXPECT_FALSE(StepperFactory::validate(a, options(StepperFactory::maxN(a) + 1)).empty());
        EXPECT_TRUE(StepperFactory::validate(a, options(StepperFactory::maxN(a))).empty());
        EXPECT_THROW(StepperFactory::create(a, options(0)), std::invalid_argument);
    }
    EXPECT_EQ(StepperFactory::validate(Algorithm::Bitmask, options(70)),
              "bitmask search supports N from 1 to 64 (64-bit masks); got 70");
    EXPECT_EQ(algorithmFromName("min-conflicts"), Algorithm::MinConflicts);
    EXPECT_FALSE(algorithmFromName("quantum").has_value());
}
