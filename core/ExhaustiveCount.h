#pragma once
// ExhaustiveCount: counts the solutions of an N-queens board by running one of the exhaustive
// steppers (CSP backtracking, Dancing Links, ...) with allSolutions to its Done event, so that a
// student can compare what each search does to find them all.
// - total: the Solution events. fundamental: the solutions that are their class's canonical
//   representative (Symmetry::canonical), one per class under the eight symmetries of the square;
//   it does not rely on Burnside's lemma, so it checks SolutionCounter independently.
// - stats: BoardState's SearchStats after every event (nodes, backtracks, consistency checks,
//   prunings, wipe-outs, backjumps, link updates), as the GUI's statistics show them.
// Contract: throws std::invalid_argument for options StepperFactory refuses, and for an algorithm
// that does not enumerate every solution once (the local searches, the half-board Symmetric
// search, whose mirrored Solution events carry no board). Returns nothing when *cancel became
// true (polled every kCancelPoll events). Owns nothing beyond the call; thread-safe.
#include <atomic>
#include <cstdint>
#include <optional>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepperOptions.h"

namespace queens {

class ExhaustiveCount {
public:
    struct Result {
        std::uint64_t total = 0;
        std::uint64_t fundamental = 0;
        SearchStats stats;
        double seconds = 0;
    };

    // True for the steppers that can count: every exhaustive search but Symmetric.
    static bool counts(Algorithm algorithm);

    // options.allSolutions is set by the call; options.n is the board.
    static std::optional<Result> run(Algorithm algorithm, StepperOptions options,
                                     const std::atomic<bool>* cancel = nullptr);

    static constexpr std::uint64_t kCancelPoll = 4096;
};

}  // namespace queens
