#pragma once
// CompareFixtures: shared by the compare window tests (test_compare_window.cpp: the window, its
// panes, statistics and chart; test_compare_lockstep.cpp: LockStepPlayback fed batch by batch).
// - Run / makeRun: what a pane runs, with the whole run's events from a fresh stepper
//   (ReplayOracle::events), the independent truth the panes are compared with.
// - LockStepWatch: counts every report of the lock-step in which the controllers are not where
//   it says, differ while neither run has finished, or show events not yet delivered.
#include <QObject>
#include <array>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "BatchFeeder.h"
#include "LockStepPlayback.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "StepEvent.h"
#include "StepperOptions.h"
#include "TestProblems.h"

namespace comparetest {

using queens::Algorithm;
using queens::StepEvent;

inline constexpr int kTimeout = TestProblems::kSolveTimeoutMs;

// What a pane runs, as the test knows it (the pane builds its own options the same way).
struct Run {
    Algorithm algorithm;
    queens::StepperOptions options;
    std::vector<StepEvent> events;  // the whole run, from a fresh stepper
};

inline Run makeRun(Algorithm a, int n, bool all, std::uint64_t seed) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    o.seed = seed;
    return {a, o, ReplayOracle::events(a, o, BatchFeeder::kWholeRun)};
}

// Every time the lock-step reports a state, both controllers must be where it says, and equal
// while neither run has finished. Counts the violations seen.
struct LockStepWatch {
    int violations = 0;
    int reports = 0;
    explicit LockStepWatch(LockStepPlayback& lock) {
        QObject::connect(&lock, &LockStepPlayback::stateChanged, &lock, [this, &lock] {
            ++reports;
            const PlaybackController* l = lock.controller(0);
            const PlaybackController* r = lock.controller(1);
            if (l->cursor() != lock.paneCursor(0) || r->cursor() != lock.paneCursor(1))
                ++violations;
            if (!l->runFinished() && !r->runFinished() && l->cursor() != r->cursor()) ++violations;
            for (const PlaybackController* pb : {l, r})
                if (!pb->runFinished() && lock.cursor() > pb->recorded()) ++violations;
        });
    }
};

}  // namespace comparetest
