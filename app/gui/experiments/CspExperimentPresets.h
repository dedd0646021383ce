#pragma once
// CspExperimentPresets: the two ready-made experiments of CSP backtracking that the Experiments
// window offers: the consistency checks of the default combinations over N = 4..50, and the
// heavy tail of MRV + forward checking with random ties, without restarts and with them. Plain
// data (docs/csp.md gives their measured figures); runs nothing.
#include <cstdint>

#include "Experiment.h"

class CspExperimentPresets {
public:
    // The heavy-tail preset: board size, runs per value and the restart budget.
    static constexpr int kHeavyTailN = 60;
    static constexpr int kHeavyTailRuns = 1000;
    static constexpr int kHeavyTailRestart = 16;
    // The checks preset's budget of checks per run: the hopeless runs stop within a second or so.
    static constexpr std::uint64_t kChecksBudget = 10'000'000;

    // CSP backtracking, the default combinations, N = 4 to 50, one run each.
    static queens::Experiment checks();
    // MRV + forward checking with random ties, kHeavyTailRuns runs, restart-after 0 and
    // kHeavyTailRestart, every run kept.
    static queens::Experiment heavyTail();
};
