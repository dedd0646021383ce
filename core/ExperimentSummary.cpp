#include "ExperimentSummary.h"

#include <algorithm>
#include <cmath>

namespace queens {

void ExperimentSummary::add(const ExperimentTrial::Outcome& o) {
    ++runs_;
    const auto steps = static_cast<double>(o.steps);
    const auto last = static_cast<double>(o.lastSteps);
    if (o.solved) {
        ++solved_;
        stepsSolved_ += steps;
        lastStepsSolved_ += last;
        nodesSolved_ += static_cast<double>(o.nodes);
        backtracksSolved_ += static_cast<double>(o.backtracks);
        checksSolved_ += static_cast<double>(o.checks);
    } else {
        stepsFailed_ += steps;
        lastStepsFailed_ += last;
    }
    restarts_ += static_cast<double>(o.restarts);
    seconds_ += o.seconds;
    if (o.overBudget) ++overBudget_;
    if (keepRuns_) {
        runNodes_.push_back(o.nodes);
        runSeconds_.push_back(o.seconds);
    }
    const auto stop = static_cast<std::size_t>(o.stop);
    if (stop < stops_.size()) ++stops_[stop];
}

void ExperimentSummary::merge(const ExperimentSummary& later) {
    runs_ += later.runs_;
    solved_ += later.solved_;
    stepsSolved_ += later.stepsSolved_;
    stepsFailed_ += later.stepsFailed_;
    lastStepsSolved_ += later.lastStepsSolved_;
    lastStepsFailed_ += later.lastStepsFailed_;
    restarts_ += later.restarts_;
    seconds_ += later.seconds_;
    overBudget_ += later.overBudget_;
    nodesSolved_ += later.nodesSolved_;
    backtracksSolved_ += later.backtracksSolved_;
    checksSolved_ += later.checksSolved_;
    runNodes_.insert(runNodes_.end(), later.runNodes_.begin(), later.runNodes_.end());
    runSeconds_.insert(runSeconds_.end(), later.runSeconds_.begin(), later.runSeconds_.end());
    for (std::size_t i = 0; i < stops_.size(); ++i) stops_[i] += later.stops_[i];
}

template <class T>
double ExperimentSummary::quantile(std::vector<T> sample, double q) {
    if (sample.empty()) return 0;
    // Nearest rank: the smallest value with at least q of the sample at or below it.
    const auto size = static_cast<double>(sample.size());
    const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(q * size - 1e-9)));
    const std::size_t k = std::min(rank, sample.size()) - 1;
    std::nth_element(sample.begin(), sample.begin() + static_cast<std::ptrdiff_t>(k), sample.end());
    return static_cast<double>(sample[k]);
}

double ExperimentSummary::nodesQuantile(double q) const {
    return quantile(runNodes_, q);
}

double ExperimentSummary::secondsQuantile(double q) const {
    return quantile(runSeconds_, q);
}

double ExperimentSummary::percentSolved() const {
    return runs_ == 0 ? 0 : 100.0 * static_cast<double>(solved_) / static_cast<double>(runs_);
}

}  // namespace queens
