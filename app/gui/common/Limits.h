#pragma once
// Limits: the largest problems the GUI offers, in one place. A plain class of constants and pure
// functions: no widget reads or owns a limit, the windows and their checks ask here.
// - animatedMaxN(a): the main window's largest N: StepperFactory::maxN(a), the min-conflicts
//   searches at most kMaxAnimatedN, since the animation records every step for replay
//   (queenslab-cli solve goes to the core's limit). kMaxAnimatedN stays within kMemoryBudgetGiB
//   (docs/performance.md, "Memory") and the large boards' views rebuild in slices, so the GUI
//   stays responsive. Hill climbing at most kMaxClimbingN: every step judges all n (n - 1)
//   successors, and a stuck first-choice step records each of them as an event kept for replay.
//   Simulated annealing at most kMaxAnnealingN: a board the student can still watch cool.
// - comparedMaxN(a): the compare window's: animatedMaxN(a), the min-conflicts searches at most
//   kMaxComparedN, since two runs of kMaxAnimatedN would take twice the memory of one, beyond
//   the budget.
#include "Algorithm.h"

class Limits {
public:
    static constexpr int kMaxAnimatedN = 10'000'000;
    static constexpr double kMemoryBudgetGiB = 1.5;
    static constexpr int kMaxComparedN = 1'000'000;
    static constexpr int kMaxClimbingN = 500;
    static constexpr int kMaxAnnealingN = 10'000;

    static int animatedMaxN(queens::Algorithm a);
    static int comparedMaxN(queens::Algorithm a);
};
