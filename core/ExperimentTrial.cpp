#include "ExperimentTrial.h"

#include <algorithm>
#include <chrono>

#include "StepperFactory.h"

namespace queens {

EventKind ExperimentTrial::stepKind(Algorithm algorithm) {
    switch (algorithm) {
        case Algorithm::HillClimbing:
            return EventKind::Move;
        case Algorithm::SimulatedAnnealing:
        case Algorithm::TextbookMinConflicts:
            return EventKind::Propose;
        case Algorithm::LocalBeam:
        case Algorithm::Genetic:
            return EventKind::Generation;
        case Algorithm::MinConflicts:
            return EventKind::Evaluate;
        case Algorithm::Backtracking:
        case Algorithm::Permutation:
        case Algorithm::Bitmask:
        case Algorithm::Dfs:
        case Algorithm::Bfs:
        case Algorithm::Symmetric:
        case Algorithm::Iddfs:
        case Algorithm::Csp:
        case Algorithm::Dlx:
            break;
    }
    return EventKind::Try;
}

std::optional<ExperimentTrial::Outcome> ExperimentTrial::run(Algorithm algorithm,
                                                             const StepperOptions& options,
                                                             const std::atomic<bool>* cancel,
                                                             std::uint64_t maxNodes,
                                                             std::uint64_t maxChecks) {
    const auto start = std::chrono::steady_clock::now();
    const auto stepper = StepperFactory::create(algorithm, options);
    const EventKind step = stepKind(algorithm);
    // Generations: the first of each attempt makes the start the population, not a step.
    const bool skipFirst = step == EventKind::Generation;
    bool firstSeen = false;
    Outcome out;
    StepEvent e;
    while (stepper->next(e)) {
        const bool node = e.kind == EventKind::Try;
        const bool checks = node || e.kind == EventKind::Select || e.kind == EventKind::Propagate ||
                            e.kind == EventKind::Revise;
        if ((node && maxNodes > 0 && out.nodes == maxNodes) ||
            (checks && maxChecks > 0 && e.value > maxChecks - std::min(maxChecks, out.checks))) {
            out.overBudget = true;
            out.stop = StopReason::StepLimit;
            break;
        }
        ++out.events;
        if (node) ++out.nodes;
        if (checks) out.checks += e.value;
        if (e.kind == EventKind::Remove && e.reason == reasonCode(RemoveReason::Backtrack))
            ++out.backtracks;
        if (e.kind == step) {
            if (skipFirst && !firstSeen) {
                firstSeen = true;
            } else {
                ++out.steps;
                ++out.lastSteps;
            }
        } else if (e.kind == EventKind::Restart) {
            ++out.restarts;
            out.lastSteps = 0;
            firstSeen = false;
        } else if (e.kind == EventKind::Solution) {
            out.solved = true;
        } else if (e.kind == EventKind::Done) {
            out.stop = static_cast<StopReason>(e.reason);
        }
        if (cancel != nullptr && out.events % kCancelPoll == 0 &&
            cancel->load(std::memory_order_relaxed))
            return std::nullopt;
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

}  // namespace queens
