#pragma once
// ExperimentSummary: the statistics of the runs of one sweep point of an Experiment.
//
// Means over an empty group are 0 (e.g. the steps of the failures when every run solved).
// Steps are ExperimentTrial's: `meanSteps*` count every attempt of a run, `meanLastSteps*`
// only its last attempt (the one that solved, or the one that gave up); without restarts the two
// are equal. Built by adding ExperimentTrial outcomes in run order (so the sums, and the means,
// do not depend on which thread ran what). Plain data, no threads.
// The nodes, backtracks and consistency checks (ExperimentTrial's counts) are averaged over the
// runs that solved: the effort to the first solution; overBudget() counts the runs stopped by
// the node budget. With keepRuns, every run's nodes and seconds are kept in run order for
// quantiles (nearest rank over every run, over-budget runs at their budget: a lower bound).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ExperimentTrial.h"
#include "StepEvent.h"

namespace queens {

class ExperimentSummary {
public:
    explicit ExperimentSummary(std::optional<double> value = std::nullopt, int combination = -1,
                               bool keepRuns = false)
        : value_(value), combination_(combination), keepRuns_(keepRuns) {}

    void add(const ExperimentTrial::Outcome& outcome);
    // Adds the runs of `later`, which follow this summary's runs (the value stays this one's).
    void merge(const ExperimentSummary& later);

    std::optional<double> value() const { return value_; }  // the sweep value, if any
    // The index of the point's combination in Experiment::combinations (-1: none).
    int combination() const { return combination_; }
    std::uint64_t runs() const { return runs_; }
    std::uint64_t solved() const { return solved_; }
    double percentSolved() const;
    double meanStepsSolved() const { return mean(stepsSolved_, solved_); }
    double meanStepsFailed() const { return mean(stepsFailed_, runs_ - solved_); }
    double meanLastStepsSolved() const { return mean(lastStepsSolved_, solved_); }
    double meanLastStepsFailed() const { return mean(lastStepsFailed_, runs_ - solved_); }
    double meanRestarts() const { return mean(restarts_, runs_); }
    double totalSeconds() const { return seconds_; }
    double meanSeconds() const { return runs_ == 0 ? 0 : seconds_ / static_cast<double>(runs_); }
    std::uint64_t overBudget() const { return overBudget_; }
    double meanNodesSolved() const { return mean(nodesSolved_, solved_); }
    double meanBacktracksSolved() const { return mean(backtracksSolved_, solved_); }
    double meanChecksSolved() const { return mean(checksSolved_, solved_); }
    // Every run's nodes and seconds, in run order (empty unless keepRuns).
    bool keepsRuns() const { return keepRuns_; }
    const std::vector<std::uint64_t>& runNodes() const { return runNodes_; }
    const std::vector<double>& runSeconds() const { return runSeconds_; }
    // The q-quantile (0 < q <= 1, nearest rank) of the kept nodes / seconds (0 when none).
    double nodesQuantile(double q) const;
    double secondsQuantile(double q) const;
    // Runs whose Done carried each StopReason (index: the enum's value).
    const std::array<std::uint64_t, kStopReasonCount>& stops() const { return stops_; }

private:
    static double mean(double sum, std::uint64_t count) {
        return count == 0 ? 0 : sum / static_cast<double>(count);
    }

    template <class T>
    static double quantile(std::vector<T> sample, double q);

    std::optional<double> value_;
    int combination_ = -1;
    bool keepRuns_ = false;
    std::uint64_t overBudget_ = 0;
    double nodesSolved_ = 0;
    double backtracksSolved_ = 0;
    double checksSolved_ = 0;
    std::vector<std::uint64_t> runNodes_;
    std::vector<double> runSeconds_;
    std::uint64_t runs_ = 0;
    std::uint64_t solved_ = 0;
    double stepsSolved_ = 0;
    double stepsFailed_ = 0;
    double lastStepsSolved_ = 0;
    double lastStepsFailed_ = 0;
    double restarts_ = 0;
    double seconds_ = 0;
    std::array<std::uint64_t, kStopReasonCount> stops_{};
};

}  // namespace queens
