#pragma once
// PopulationFixtures: helpers shared by the population searches' tests (test_local_beam.cpp,
// test_genetic.cpp). Header-only.
//
// Independent truth provided here: a board's columns read bit by bit from its word and its
// attacking pairs counted pair by pair from those columns (never through PackedBoard's own
// counts), and replayAndUndo(), which applies a whole run to a BoardState, checks each Solution
// with SolutionVerifier and the large board against the population's best before every new
// offspring and at the end, then undoes the run event by event back to the empty board.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

#include "BoardState.h"
#include "SolutionVerifier.h"
#include "StepEvent.h"
#include "Stepper.h"
#include "StepperFactory.h"
#include "StepperOptions.h"

namespace populationtest {

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

inline std::vector<int> columnsOf(std::uint64_t word, int n) {
    std::vector<int> cols;
    for (int r = 0; r < n; ++r) cols.push_back(static_cast<int>((word >> (4 * r)) % 16));
    return cols;
}

inline std::uint64_t wordOf(const std::vector<int>& cols) {
    std::uint64_t w = 0;
    for (std::size_t r = 0; r < cols.size(); ++r)
        w += static_cast<std::uint64_t>(cols[r]) << (4 * r);
    return w;
}

// Pairs of queens on one column or diagonal, compared pair by pair.
inline int pairsByHand(const std::vector<int>& cols) {
    int pairs = 0;
    for (std::size_t i = 0; i < cols.size(); ++i)
        for (std::size_t j = i + 1; j < cols.size(); ++j) {
            const int d = std::abs(cols[i] - cols[j]);
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

inline int hOf(std::uint64_t word, int n) {
    return pairsByHand(columnsOf(word, n));
}

// The lowest slot among the members with the fewest attacking pairs.
inline int bestSlot(const std::vector<std::uint64_t>& members, int n) {
    int best = 0;
    for (int k = 1; k < static_cast<int>(members.size()); ++k)
        if (hOf(members[k], n) < hOf(members[best], n)) best = k;
    return best;
}

inline queens::StepperOptions options(int n, std::uint64_t seed, int size,
                                      std::uint64_t generations = 0) {
    queens::StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.beamWidth = size;
    o.populationSize = size;
    o.maxStepsPerRestart = generations;
    return o;
}

struct Run {
    std::vector<StepEvent> events;
    BoardState end;
    bool solved = false;
    std::uint64_t generations = 0;
};

// Runs a stepper to its end through a BoardState (which refuses any event that does not fit);
// visit(e, before) sees every event with the state before it. Checks: Done last and once, every
// line id in range, each Solution on a board SolutionVerifier accepts, the large board equal to
// the population's best (recomputed) before each new offspring and at Done, and an undo of the
// whole run that passes back through sampled earlier states to the empty board.
inline Run replayAndUndo(
    queens::Algorithm a, const queens::StepperOptions& o,
    const std::function<void(const StepEvent&, const BoardState&)>& visit = {}) {
    auto stepper = queens::StepperFactory::create(a, o);
    Run run;
    BoardState s(o.n);
    std::vector<std::pair<std::size_t, BoardState>> samples{{0, s}};
    StepEvent e;
    bool done = false;
    while (stepper->next(e)) {
        EXPECT_FALSE(done) << "event after Done";
        EXPECT_LT(e.line, stepper->pseudocode().size());
        const bool newOffspring = (e.kind == EventKind::Member || e.kind == EventKind::Crossover) &&
                                  e.a == 0 && s.population().generation() > 0;
        if (newOffspring || e.kind == EventKind::Done) {
            const auto& current = s.population().current();
            EXPECT_EQ(wordOf(s.placement()), current[bestSlot(current, o.n)])
                << "the large board is the best member, generation " << s.population().generation();
        }
        if (visit) visit(e, s);
        s.apply(e);
        run.events.push_back(e);
        if (e.kind == EventKind::Solution) {
            EXPECT_TRUE(queens::SolutionVerifier::isSolution(s.placement()));
            run.solved = true;
        }
        if (e.kind == EventKind::Done) done = true;
        if (run.events.size() % 37 == 0) samples.emplace_back(run.events.size(), s);
    }
    EXPECT_TRUE(done);
    EXPECT_FALSE(stepper->next(e)) << "stays finished";
    run.end = s;
    run.generations = s.stats().generations;
    for (std::size_t i = run.events.size();; --i) {  // s holds the state after i events
        if (samples.back().first == i) {
            EXPECT_EQ(s, samples.back().second) << "after undoing back to event " << i;
            samples.pop_back();
        }
        if (i == 0) break;
        s.unapply(run.events[i - 1]);
    }
    EXPECT_TRUE(samples.empty());
    EXPECT_EQ(s, BoardState(o.n));
    return run;
}

}  // namespace populationtest
