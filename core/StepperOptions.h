#pragma once
// Options shared by every stepper. A stepper is deterministic for equal options.
#include <cstdint>
#include <vector>

namespace queens {

struct StepperOptions {
    int n = 8;                 // board size
    bool allSolutions = true;  // false: Done right after the first Solution event
    std::uint64_t seed = 1;    // random seed (min-conflicts; ignored by exhaustive searches)
    // min-conflicts: swaps tried before a restart; 0 chooses a default that grows with n.
    std::uint64_t maxStepsPerRestart = 0;
    // min-conflicts: restarts before giving up (Done without a solution); 0 = unlimited.
    std::uint64_t maxRestarts = 0;
    // Given queens ("start search from here"): empty = none; otherwise exactly n entries, entry r
    // = the column of the queen given in row r, or -1 for a free row. The search keeps every
    // given queen where it is and searches only the free rows (see each stepper's header for
    // how; StepperFactory::validate names what an algorithm refuses).
    std::vector<int> fixed;

    // ---- The local searches (Algorithm::HillClimbing .. Algorithm::Genetic) ----
    // maxStepsPerRestart bounds the moves of one attempt (hill climbing, annealing, min-conflicts
    // moves) or the generations (local beam, genetic); 0 chooses the stepper's default.
    enum class Climb : std::uint8_t {
        Steepest,     // move to the best successor (ties broken at random)
        Stochastic,   // a random uphill move, with probability proportional to its steepness
        FirstChoice,  // random successors until one is better than the current board
    };
    Climb climb = Climb::Steepest;
    // Hill climbing: consecutive sideways moves allowed on a plateau (0: none).
    std::uint64_t sidewaysLimit = 0;
    // Hill climbing: start again from a random board when stuck (up to maxRestarts, 0 =
    // unlimited for n >= 4).
    bool randomRestart = false;
    // Simulated annealing: T(t) = t0 * decay^t after t proposals; the run freezes when T < tMin.
    // The defaults solve nearly every 8-queens run within a few thousand proposals (at most
    // about 4600 before freezing); docs/ARCHITECTURE.md gives the measured figures.
    double t0 = 1.0;
    double decay = 0.999;
    double tMin = 0.01;
    // Local beam search: boards kept per generation.
    int beamWidth = 4;
    // Genetic algorithm: boards per generation and the chance that a child has one gene mutated.
    int populationSize = 20;
    double mutationRate = 0.1;

    // ---- Constraint propagation (Algorithm::Csp) ----
    // Which unassigned row is assigned next.
    enum class VarOrder : std::uint8_t {
        InOrder,    // the lowest unassigned row (static: plain backtracking's order)
        Mrv,        // minimum remaining values: the row with the smallest domain
        MrvDegree,  // MRV, ties broken by the degree heuristic (most unassigned neighbours)
    };
    // In which order a row's values are tried.
    enum class ValueOrder : std::uint8_t {
        InOrder,  // columns 0, 1, ..., n-1
        Lcv,      // least constraining value first: fewest values removed from other rows
    };
    // What each assignment infers about the unassigned rows.
    enum class Inference : std::uint8_t {
        None,             // nothing: a value is tested against the assigned queens when tried
        ForwardChecking,  // remove from every unassigned row the values the new queen attacks
        Mac,              // maintaining arc consistency: forward checking, then AC-3
    };
    VarOrder varOrder = VarOrder::InOrder;
    ValueOrder valueOrder = ValueOrder::InOrder;
    Inference inference = Inference::None;
    // Conflict-directed backjumping instead of going back one row at a time.
    bool backjump = false;
    // Ties of the orderings broken at random from `seed` (false: the lowest row or column).
    bool randomTies = false;
    // Start again after this many backtracks, the budget growing by the Luby sequence
    // (0: never); maxRestarts bounds the restarts (0 = unlimited).
    std::uint64_t restartBacktracks = 0;

    friend bool operator==(const StepperOptions&, const StepperOptions&) = default;
};

}  // namespace queens
