#pragma once
// TestProblems: what the GUI test programs share about the problems they pose: the stepper
// options for an N-queens problem, and how long a test waits for a run to get somewhere.
#include "StepperOptions.h"

class TestProblems {
public:
    // Upper bound for QTRY_* waits on a run (a solution, a cursor position, a retired thread).
    // Generous so a slow, shared machine cannot fail a test; nothing asserts how long it took.
    static constexpr int kSolveTimeoutMs = 60000;

    // Options for n queens, stopping at the first solution or (allSolutions) going on after it.
    static queens::StepperOptions options(int n, bool allSolutions);

    // Progress an experiment must report before a cancel is sure to keep a whole block: progress
    // counts single runs, a cancel keeps whole blocks only, and each of the runner's threads can
    // hold kBlock - 1 runs of an unfinished block.
    static int runsBeforeAWholeBlock();
};
