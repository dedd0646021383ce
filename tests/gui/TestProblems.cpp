#include "TestProblems.h"

queens::StepperOptions TestProblems::options(int n, bool allSolutions) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = allSolutions;
    return o;
}
