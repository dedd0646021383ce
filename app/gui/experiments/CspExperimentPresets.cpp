#include "CspExperimentPresets.h"

#include "CspCombination.h"

queens::Experiment CspExperimentPresets::checks() {
    queens::Experiment x;
    x.algorithm = queens::Algorithm::Csp;
    x.base.n = 8;
    x.runs = 1;
    x.seed = 1;
    const auto combinations = queens::CspCombination::defaults();
    x.combinations.assign(combinations.begin(), combinations.end());
    x.sweep = queens::Experiment::Parameter::N;
    for (int n = 4; n <= 50; ++n) x.values.push_back(n);
    x.maxChecks = kChecksBudget;
    return x;
}

queens::Experiment CspExperimentPresets::heavyTail() {
    queens::Experiment x;
    x.algorithm = queens::Algorithm::Csp;
    x.base.n = kHeavyTailN;
    x.base.randomTies = true;
    x.runs = kHeavyTailRuns;
    x.seed = 1;
    x.combinations = {*queens::CspCombination::fromName("mrv-fc")};
    x.sweep = queens::Experiment::Parameter::RestartAfter;
    x.values = {0, kHeavyTailRestart};
    x.distribution = true;
    return x;
}
