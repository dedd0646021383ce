#include "Limits.h"

#include <algorithm>

#include "StepperFactory.h"

namespace {
bool minConflicts(queens::Algorithm a) {
    return a == queens::Algorithm::MinConflicts || a == queens::Algorithm::TextbookMinConflicts;
}
}  // namespace

int Limits::animatedMaxN(queens::Algorithm a) {
    const int max = queens::StepperFactory::maxN(a);
    if (minConflicts(a)) return std::min(max, kMaxAnimatedN);
    if (a == queens::Algorithm::HillClimbing) return std::min(max, kMaxClimbingN);
    if (a == queens::Algorithm::SimulatedAnnealing) return std::min(max, kMaxAnnealingN);
    return max;
}

int Limits::comparedMaxN(queens::Algorithm a) {
    const int max = animatedMaxN(a);
    return minConflicts(a) ? std::min(max, kMaxComparedN) : max;
}
