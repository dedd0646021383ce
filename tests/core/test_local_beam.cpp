// LocalBeamStepper (AIMA's local beam search) checked against independent truth: every run is
// replayed into a BoardState and undone (PopulationFixtures.h); every generation is compared with
// a brute-force recomputation of all successors of the population before it, their h counted
// pair by pair; k = 1 is one steepest-ascent step per generation; 8-queens is solved for most
// seeds within the default generations.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "LocalBeamStepper.h"
#include "PopulationFixtures.h"

using namespace queens;
using populationtest::columnsOf;
using populationtest::hOf;
using populationtest::options;
using populationtest::replayAndUndo;
using populationtest::wordOf;
using Beam = LocalBeamStepper;

namespace {

// Every successor of a board (one queen moved within its row), as words.
std::vector<std::uint64_t> successorsByHand(std::uint64_t word, int n) {
    std::vector<std::uint64_t> out;
    const auto cols = columnsOf(word, n);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if (c == cols[r]) continue;
            auto moved = cols;
            moved[r] = c;
            out.push_back(wordOf(moved));
        }
    return out;
}

std::vector<StepEvent> streamOf(const StepperOptions& o) {
    Beam stepper(o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper.next(e)) events.push_back(e);
    return events;
}

}  // namespace

TEST(LocalBeam, RunsReplayUndoAndShowTheBestBoard) {
    for (const int n : {1, 2, 3, 4, 5, 8, 10, 16})
        for (const int k : {1, 2, 4, 9})
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k) +
                             " seed=" + std::to_string(seed));
                const auto run = replayAndUndo(Algorithm::LocalBeam, options(n, seed, k, 60));
                if (n == 1) {
                    EXPECT_TRUE(run.solved);
                    EXPECT_EQ(run.generations, 1U);
                }
                if (n == 2 || n == 3) {
                    EXPECT_FALSE(run.solved);
                }
                if (!run.solved) {
                    EXPECT_EQ(run.generations, 60U);
                }
                const StepEvent& done = run.events.back();
                EXPECT_EQ(done.reason,
                          reasonCode(run.solved ? StopReason::Finished : StopReason::StepLimit));
                EXPECT_EQ(done.line, run.solved ? Beam::CheckSolution : Beam::CheckLimit);
            }
}

TEST(LocalBeam, TheStreamStartsWithRandomBoardsAndPlacesTheBest) {
    const int n = 6;
    const int k = 5;
    const auto ev = streamOf(options(n, 42, k, 3));
    ASSERT_GE(ev.size(), static_cast<std::size_t>(k + 2 + n));
    EXPECT_EQ(ev[0], StepEvent::make(EventKind::Populate, Beam::RandomStart, k));
    std::vector<std::uint64_t> first;
    for (int s = 0; s < k; ++s) {
        const StepEvent& m = ev[1 + s];
        EXPECT_EQ(m.kind, EventKind::Member);
        EXPECT_EQ(m.a, s);
        EXPECT_EQ(m.b, -1);
        EXPECT_EQ(m.delta, 0);
        first.push_back(m.value);
    }
    EXPECT_EQ(ev[1 + k], StepEvent::make(EventKind::Generation, Beam::RandomStart, 1));
    const auto best = columnsOf(first[populationtest::bestSlot(first, n)], n);
    for (int r = 0; r < n; ++r)
        EXPECT_EQ(ev[2 + k + r], StepEvent::make(EventKind::Place, Beam::ShowBest, r, best[r]));
}

// Each generation holds the k best distinct successors of the generation before it: the h
// values of its members are the k smallest of all distinct successors (brute force), each
// member is a successor of the parent it names, and its members are distinct boards.
TEST(LocalBeam, EachGenerationKeepsTheKBestDistinctSuccessors) {
    for (const int n : {4, 6, 8})
        for (const int k : {1, 3, 8})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                SCOPED_TRACE("n=" + std::to_string(n) + " k=" + std::to_string(k) +
                             " seed=" + std::to_string(seed));
                std::vector<int> kept;
                std::size_t generationsChecked = 0;
                replayAndUndo(
                    Algorithm::LocalBeam, options(n, seed, k, 40),
                    [&](const StepEvent& e, const BoardState& before) {
                        const auto& current = before.population().current();
                        if (e.kind == EventKind::Member && e.b >= 0) {
                            ASSERT_LT(e.b, k);
                            const auto succ = successorsByHand(current[e.b], n);
                            EXPECT_NE(std::find(succ.begin(), succ.end(), e.value), succ.end())
                                << "a member is a successor of its parent";
                            kept.push_back(hOf(e.value, n));
                            EXPECT_EQ(e.line, Beam::KeepBest);
                        }
                        if (e.kind != EventKind::Generation || e.a == 1) return;
                        EXPECT_EQ(e.line, Beam::NextGeneration);
                        std::set<std::uint64_t> distinct;
                        for (const auto w : current)
                            for (const auto s : successorsByHand(w, n)) distinct.insert(s);
                        std::vector<int> hs;
                        for (const auto s : distinct) hs.push_back(hOf(s, n));
                        std::sort(hs.begin(), hs.end());
                        hs.resize(static_cast<std::size_t>(k));
                        EXPECT_EQ(kept, hs) << "generation " << e.a;
                        const auto& offspring = before.population().offspring();
                        EXPECT_EQ(
                            std::set<std::uint64_t>(offspring.begin(), offspring.end()).size(),
                            offspring.size())
                            << "the kept boards are distinct";
                        kept.clear();
                        ++generationsChecked;
                    });
                EXPECT_GT(generationsChecked, 0U);
            }
}

// k = 1: each generation is one step of steepest-ascent hill climbing, a successor of the
// current board with the smallest h; a board none of whose successors is better still moves
// (the search goes on where hill climbing would stop), to one of its best successors.
TEST(LocalBeam, WidthOneTakesABestSuccessorEachGeneration) {
    int steps = 0;
    int stuck = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        replayAndUndo(Algorithm::LocalBeam, options(8, seed, 1, 50),
                      [&](const StepEvent& e, const BoardState& before) {
                          if (e.kind != EventKind::Member || e.b < 0) return;
                          const std::uint64_t board = before.population().current()[0];
                          int bestH = 1 << 20;
                          for (const auto s : successorsByHand(board, 8))
                              bestH = std::min(bestH, hOf(s, 8));
                          EXPECT_EQ(hOf(e.value, 8), bestH);
                          EXPECT_EQ(e.b, 0);
                          if (bestH >= hOf(board, 8)) ++stuck;
                          ++steps;
                      });
    }
    EXPECT_GT(steps, 30);
    EXPECT_GT(stuck, 0) << "some runs meet a board no successor improves";
}

TEST(LocalBeam, EqualOptionsGiveEqualStreams) {
    const auto a = streamOf(options(8, 5, 4));
    EXPECT_EQ(a, streamOf(options(8, 5, 4)));
    EXPECT_NE(a, streamOf(options(8, 6, 4)));
}

TEST(LocalBeam, TheFactoryBuildsItAndItsPseudocode) {
    const auto o = options(8, 1, 4);
    const auto stepper = StepperFactory::create(Algorithm::LocalBeam, o);
    EXPECT_EQ(stepper->algorithm(), Algorithm::LocalBeam);
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::LocalBeam).size(), Beam::kPseudocode.size());
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::LocalBeam).data(), Beam::kPseudocode.data());
    EXPECT_EQ(Beam(o).maxGenerations(), Beam::kDefaultGenerations);
    EXPECT_THROW(StepperFactory::create(Algorithm::LocalBeam, options(17, 1, 4)),
                 std::invalid_argument);
    EXPECT_THROW(StepperFactory::create(Algorithm::LocalBeam, options(8, 1, 0)),
                 std::invalid_argument);
}

// Loose: most seeds solve 8-queens within the default generations (the rate is printed).
TEST(LocalBeam, SolvesEightQueensForMostSeeds) {
    for (const int k : {1, 4, 16}) {
        int solved = 0;
        std::uint64_t generations = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            Beam stepper(options(8, seed, k));
            StepEvent e;
            bool found = false;
            while (stepper.next(e)) {
                if (e.kind == EventKind::Solution) found = true;
                if (e.kind == EventKind::Generation) ++generations;
            }
            solved += found ? 1 : 0;
        }
        std::printf(
            "local beam k=%d: 8-queens solved for %d of 100 seeds, %.1f generations "
            "per run on average\n",
            k, solved, static_cast<double>(generations) / 100.0);
        if (k > 1) {
            EXPECT_GE(solved, 50) << "k=" << k;
        }
    }
}
