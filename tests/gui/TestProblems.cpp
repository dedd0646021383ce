#include "TestProblems.h"

#include "ExperimentRunner.h"
#include "WorkUnitScheduler.h"

queens::StepperOptions TestProblems::options(int n, bool allSolutions) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = allSolutions;
    return o;
}

int TestProblems::runsBeforeAWholeBlock() {
    return static_cast<int>(queens::WorkUnitScheduler::defaultThreads() *
                            queens::ExperimentRunner::kBlock);
}
