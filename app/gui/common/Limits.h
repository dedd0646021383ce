#pragma once
// Limits: the largest problems the GUI offers, in one place. A plain class of constants and pure
// functions: no widget reads or owns a limit, the windows and their checks ask here.
//
// - animatedMaxN(a): the main window's largest N for algorithm a: the core's
//   StepperFactory::maxN(a), but min-conflicts at most kMaxAnimatedN. The animation records every
//   step for replay; the command line (queenslab-cli solve) goes up to the core's limit.
// - comparedMaxN(a): the compare window's: animatedMaxN(a), but min-conflicts at most
//   kMaxComparedN. That window runs two boards, and two runs of N = 10^7 would take about twice
//   the memory of one, beyond kMemoryBudgetGiB.
// - kMaxAnimatedN is 10^7, the core's limit: a run of that size stays within kMemoryBudgetGiB
//   (README "Memory": its peak resident memory measured with bench_gui_stall), and the large
//   boards' views rebuild in slices (SlicedRebuild), so the GUI stays responsive.
#include "Algorithm.h"

class Limits {
public:
    static constexpr int kMaxAnimatedN = 10'000'000;
    static constexpr double kMemoryBudgetGiB = 1.5;
    static constexpr int kMaxComparedN = 1'000'000;

    static int animatedMaxN(queens::Algorithm a);
    static int comparedMaxN(queens::Algorithm a);
};
