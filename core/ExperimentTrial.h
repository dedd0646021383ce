#pragma once
// ExperimentTrial: one run of an experiment, measured from its step events alone (no
// BoardState is built, so a run costs what its stepper costs).
//
// What is counted (the same rules in docs/local-search.md):
// - solved: a Solution event occurred.
// - steps, per algorithm:
//     hill-climbing           Move events (AIMA counts the moves made);
//     simulated-annealing     Propose events (every proposed move, taken or not);
//     textbook-min-conflicts  Propose events (one per loop iteration);
//     local-beam, genetic     Generation events after the first of each attempt (the first one
//                             makes the random start the population);
//     min-conflicts (swaps)   Evaluate events (every swap judged);
//     the exhaustive searches Try events (cells examined).
// - steps counts every attempt of the run; lastSteps only the attempt after the last Restart
//   (equal when no restart happened).
// - restarts: Restart events. stop: the StopReason of Done. seconds: the run's wall time.
// - nodes: Try events; backtracks: Remove events with RemoveReason::Backtrack; checks: the
//   consistency checks, the sum of the `value` of Select, Try, Propagate and Revise events (as
//   BoardState's SearchStats counts them). Every attempt of the run is counted.
// - maxNodes > 0 is a budget of Try events, maxChecks > 0 one of consistency checks: the run
//   stops before the event that would take it beyond either (that event is not counted),
//   overBudget is set, solved is false and stop is StepLimit.
// Owns nothing beyond the call; thread-safe (no shared state).
#include <atomic>
#include <cstdint>
#include <optional>

#include "Algorithm.h"
#include "StepEvent.h"
#include "StepperOptions.h"

namespace queens {

class ExperimentTrial {
public:
    struct Outcome {
        bool solved = false;
        std::uint64_t steps = 0;
        std::uint64_t lastSteps = 0;
        std::uint64_t restarts = 0;
        std::uint64_t events = 0;
        std::uint64_t nodes = 0;
        std::uint64_t backtracks = 0;
        std::uint64_t checks = 0;
        bool overBudget = false;
        StopReason stop = StopReason::Finished;
        double seconds = 0;
    };

    // The event kind that counts as a step of `algorithm`.
    static EventKind stepKind(Algorithm algorithm);

    // Runs the stepper StepperFactory::create builds (throws std::invalid_argument for refused
    // options) to its Done event. Nothing when *cancel became true first (polled every
    // kCancelPoll events).
    static std::optional<Outcome> run(Algorithm algorithm, const StepperOptions& options,
                                      const std::atomic<bool>* cancel = nullptr,
                                      std::uint64_t maxNodes = 0, std::uint64_t maxChecks = 0);

    static constexpr std::uint64_t kCancelPoll = 4096;
};

}  // namespace queens
