#include "Limits.h"

#include <algorithm>

#include "StepperFactory.h"

int Limits::animatedMaxN(queens::Algorithm a) {
    const int max = queens::StepperFactory::maxN(a);
    return a == queens::Algorithm::MinConflicts ? std::min(max, kMaxAnimatedN) : max;
}

int Limits::comparedMaxN(queens::Algorithm a) {
    const int max = animatedMaxN(a);
    return a == queens::Algorithm::MinConflicts ? std::min(max, kMaxComparedN) : max;
}
