#pragma once
// MinConflictsFixtures: helpers shared by the MinConflictsStepper tests (test_min_conflicts.cpp,
// which checks a run event by event, and test_min_conflicts_replay.cpp, which checks that runs
// are reproducible). Header-only.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "MinConflictsStepper.h"
#include "StepEvent.h"
#include "StepperOptions.h"

namespace minconflictstest {

inline queens::StepperOptions options(int n, std::uint64_t seed, std::uint64_t maxSteps = 0,
                                      std::uint64_t maxRestarts = 0) {
    queens::StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.maxStepsPerRestart = maxSteps;
    o.maxRestarts = maxRestarts;
    return o;
}

// Every event of a run, to its end; the stepper must stay finished afterwards.
inline std::vector<queens::StepEvent> runAll(const queens::StepperOptions& o) {
    queens::MinConflictsStepper stepper(o);
    std::vector<queens::StepEvent> events;
    queens::StepEvent e;
    while (stepper.next(e)) events.push_back(e);
    EXPECT_FALSE(stepper.next(e)) << "stays finished";
    return events;
}

}  // namespace minconflictstest
