// GeneticStepper (AIMA's genetic algorithm) checked against independent truth: every run is
// replayed into a BoardState and undone (PopulationFixtures.h); every child is recomputed here as
// the one-point crossover of its parents in the population before it; fitness is counted pair by
// pair; the parents' fitness follows fitness-proportional selection (chi-square against it, and
// far from uniform selection); 8-queens is solved for most seeds within the default generations.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "GeneticStepper.h"
#include "PopulationFixtures.h"

using namespace queens;
using populationtest::columnsOf;
using populationtest::hOf;
using populationtest::options;
using populationtest::replayAndUndo;
using populationtest::wordOf;
using GA = GeneticStepper;

namespace {

int fitnessByHand(std::uint64_t word, int n) {
    return n * (n - 1) / 2 - hOf(word, n);
}

StepperOptions gaOptions(int n, std::uint64_t seed, int size, double rate,
                         std::uint64_t generations = 0) {
    auto o = options(n, seed, size, generations);
    o.mutationRate = rate;
    return o;
}

std::vector<StepEvent> streamOf(const StepperOptions& o) {
    GA stepper(o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper.next(e)) events.push_back(e);
    return events;
}

}  // namespace

TEST(Genetic, RunsReplayUndoAndShowTheBestBoard) {
    for (const int n : {1, 2, 3, 4, 6, 8, 16})
        for (const int size : {2, 5, 20})
            for (const double rate : {0.0, 0.3, 1.0}) {
                SCOPED_TRACE("n=" + std::to_string(n) + " P=" + std::to_string(size) +
                             " rate=" + std::to_string(rate));
                const auto run = replayAndUndo(Algorithm::Genetic, gaOptions(n, 7, size, rate, 40));
                if (n == 1) {
                    EXPECT_TRUE(run.solved);
                    EXPECT_EQ(run.generations, 1U);
                }
                if (n == 2 || n == 3) {
                    EXPECT_FALSE(run.solved);
                }
                if (!run.solved) {
                    EXPECT_EQ(run.generations, 40U);
                }
                EXPECT_EQ(run.events.back().reason,
                          reasonCode(run.solved ? StopReason::Finished : StopReason::StepLimit));
            }
}

// Every child is the one-point crossover of the parents it names, recomputed from the
// population before it; each mutation changes one gene of the child just made, to another
// column; the share of mutated children follows the mutation rate.
TEST(Genetic, ChildrenAreCrossoversOfTheirParentsAndMutationsChangeOneGene) {
    for (const int n : {2, 5, 8, 16}) {
        SCOPED_TRACE("n=" + std::to_string(n));
        std::size_t children = 0;
        std::size_t mutations = 0;
        int lastChild = -1;
        std::uint64_t childWord = 0;
        for (std::uint64_t seed = 1; seed <= 5; ++seed)
            replayAndUndo(Algorithm::Genetic, gaOptions(n, seed, 12, 0.3, 60),
                          [&](const StepEvent& e, const BoardState& before) {
                              if (e.kind == EventKind::Crossover) {
                                  const int c = e.reason;
                                  ASSERT_GE(c, 1);
                                  ASSERT_LE(c, n - 1);
                                  const auto& pop = before.population().current();
                                  const auto x = columnsOf(pop[e.b], n);
                                  auto child = columnsOf(pop[e.c], n);
                                  for (int r = 0; r < c; ++r) child[r] = x[r];
                                  EXPECT_EQ(e.value, wordOf(child));
                                  EXPECT_EQ(e.line, GA::Crossover);
                                  lastChild = e.a;
                                  childWord = e.value;
                                  ++children;
                              }
                              if (e.kind == EventKind::Mutate) {
                                  EXPECT_EQ(e.a, lastChild) << "mutates the child just made";
                                  EXPECT_EQ(
                                      static_cast<std::uint64_t>(columnsOf(childWord, n)[e.b]),
                                      e.value);
                                  EXPECT_NE(static_cast<std::uint64_t>(e.c), e.value);
                                  EXPECT_EQ(e.line, GA::Mutate);
                                  ++mutations;
                              }
                              if (e.kind == EventKind::Member) {
                                  EXPECT_EQ(e.b, -1) << "only the first generation is drawn";
                              }
                          });
        ASSERT_GT(children, 1000U);
        const double share = static_cast<double>(mutations) / static_cast<double>(children);
        EXPECT_GT(share, 0.25);
        EXPECT_LT(share, 0.35);
    }
}

TEST(Genetic, FitnessOfEveryMemberIsItsNonAttackingPairs) {
    for (const int n : {2, 4, 8, 12}) {
        GA stepper(gaOptions(n, 3, 15, 0.2, 50));
        BoardState s(n);
        StepEvent e;
        int checked = 0;
        while (stepper.next(e)) {
            s.apply(e);
            if (e.kind != EventKind::Generation) continue;
            const auto& pop = s.population().current();
            ASSERT_EQ(stepper.current(), pop);
            for (int k = 0; k < stepper.size(); ++k) {
                EXPECT_EQ(stepper.fitness(k), fitnessByHand(pop[k], n)) << "n=" << n;
                ++checked;
            }
        }
        EXPECT_GE(checked, 15);
    }
}

// Over many draws the parents' fitness follows fitness-proportional selection: per fitness
// value f, the draws expected are the sum over generations of 2P * (members of fitness f) * f /
// (total fitness). The chi-square statistic against that is of the order of its degrees of
// freedom, while against uniform selection it is orders of magnitude larger.
TEST(Genetic, ParentsAreDrawnInProportionToFitness) {
    const int n = 6;
    const int size = 20;
    std::map<int, double> expected;
    std::map<int, double> uniform;
    std::map<int, double> observed;
    std::map<int, int> fitnessOfSlot;  // of the current generation
    double draws = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GA stepper(gaOptions(n, seed, size, 0.5, 200));
        BoardState s(n);
        StepEvent e;
        std::vector<int> fit;
        while (stepper.next(e)) {
            if (e.kind == EventKind::Crossover && e.a == 0) {
                fit.clear();
                int total = 0;
                for (const auto w : s.population().current()) {
                    fit.push_back(fitnessByHand(w, n));
                    total += fit.back();
                }
                ASSERT_GT(total, 0);
                for (const int f : fit) {
                    expected[f] += 2.0 * size * f / total;
                    uniform[f] += 2.0;
                }
            }
            if (e.kind == EventKind::Crossover) {
                observed[fit[e.b]] += 1;
                observed[fit[e.c]] += 1;
                draws += 2;
            }
            s.apply(e);
        }
    }
    ASSERT_GT(draws, 50000);
    EXPECT_EQ(observed[0], 0) << "a member of fitness 0 is never a parent";
    double chi2 = 0;
    double chi2Uniform = 0;
    int bins = 0;
    for (const auto& [f, want] : expected) {
        if (want < 5) continue;
        const double got = observed[f];
        chi2 += (got - want) * (got - want) / want;
        chi2Uniform += (got - uniform[f]) * (got - uniform[f]) / uniform[f];
        ++bins;
    }
    std::printf(
        "selection over %.0f draws: chi-square %.1f against fitness-proportional, %.1f "
        "against uniform, %d bins\n",
        draws, chi2, chi2Uniform, bins);
    ASSERT_GE(bins, 5);
    EXPECT_LT(chi2, 3.0 * bins + 20);
    EXPECT_GT(chi2Uniform, 30.0 * bins);
}

TEST(Genetic, EqualOptionsGiveEqualStreams) {
    const auto a = streamOf(gaOptions(8, 5, 20, 0.1, 50));
    EXPECT_EQ(a, streamOf(gaOptions(8, 5, 20, 0.1, 50)));
    EXPECT_NE(a, streamOf(gaOptions(8, 6, 20, 0.1, 50)));
}

TEST(Genetic, TheFactoryBuildsItAndValidatesItsSettings) {
    const auto o = gaOptions(8, 1, 20, 0.1);
    EXPECT_EQ(StepperFactory::create(Algorithm::Genetic, o)->algorithm(), Algorithm::Genetic);
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::Genetic).data(), GA::kPseudocode.data());
    EXPECT_EQ(GA(o).maxGenerations(), GA::kDefaultGenerations);
    EXPECT_THROW(StepperFactory::create(Algorithm::Genetic, gaOptions(8, 1, 1, 0.1)),
                 std::invalid_argument);
    EXPECT_THROW(StepperFactory::create(Algorithm::Genetic, gaOptions(8, 1, 20, 1.5)),
                 std::invalid_argument);
    EXPECT_THROW(StepperFactory::create(Algorithm::Genetic, gaOptions(17, 1, 20, 0.1)),
                 std::invalid_argument);
}

// Loose: most seeds solve 8-queens within the default generations with the default options
// (the rate is printed).
TEST(Genetic, SolvesEightQueensForMostSeeds) {
    const StepperOptions defaults;
    int solved = 0;
    std::uint64_t generations = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto o = defaults;
        o.seed = seed;
        GA stepper(o);
        StepEvent e;
        bool found = false;
        while (stepper.next(e)) {
            if (e.kind == EventKind::Solution) found = true;
            if (e.kind == EventKind::Generation) ++generations;
        }
        solved += found ? 1 : 0;
    }
    std::printf(
        "genetic P=%d p=%.2f: 8-queens solved for %d of 100 seeds, %.1f generations per "
        "run on average\n",
        defaults.populationSize, defaults.mutationRate, solved,
        static_cast<double>(generations) / 100.0);
    EXPECT_GE(solved, 50);
}
