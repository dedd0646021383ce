#include "ExperimentSummary.h"

namespace queens {

void ExperimentSummary::add(const ExperimentTrial::Outcome& o) {
    ++runs_;
    const auto steps = static_cast<double>(o.steps);
    const auto last = static_cast<double>(o.lastSteps);
    if (o.solved) {
        ++solved_;
        stepsSolved_ += steps;
        lastStepsSolved_ += last;
    } else {
        stepsFailed_ += steps;
        lastStepsFailed_ += last;
    }
    restarts_ += static_cast<double>(o.restarts);
    seconds_ += o.seconds;
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
    for (std::size_t i = 0; i < stops_.size(); ++i) stops_[i] += later.stops_[i];
}

double ExperimentSummary::percentSolved() const {
    return runs_ == 0 ? 0 : 100.0 * static_cast<double>(solved_) / static_cast<double>(runs_);
}

}  // namespace queens
