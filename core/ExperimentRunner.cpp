#include "ExperimentRunner.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "ExperimentTrial.h"
#include "WorkUnitScheduler.h"

namespace queens {

ExperimentRunner::ExperimentRunner(unsigned threads)
    : threads_(threads == 0 ? WorkUnitScheduler::defaultThreads() : threads) {}

ExperimentRunner::~ExperimentRunner() {
    cancel();
    if (thread_.joinable()) thread_.join();
}

ExperimentRunner::Result ExperimentRunner::run(const Experiment& experiment,
                                               const std::atomic<bool>* cancel,
                                               const Progress& progress,
                                               std::chrono::milliseconds tick) const {
    std::atomic<std::uint64_t> done{0};
    return execute(experiment, cancel, progress, tick, done);
}

ExperimentRunner::Result ExperimentRunner::execute(const Experiment& experiment,
                                                   const std::atomic<bool>* cancel,
                                                   const Progress& progress,
                                                   std::chrono::milliseconds tick,
                                                   std::atomic<std::uint64_t>& runsDone) const {
    if (std::string why = experiment.validate(); !why.empty()) throw std::invalid_argument(why);
    const auto start = std::chrono::steady_clock::now();
    const std::size_t points = experiment.points();
    const std::uint64_t runs = experiment.runs;
    const std::uint64_t blocksPerPoint = (runs + kBlock - 1) / kBlock;
    const std::size_t units = points * blocksPerPoint;

    std::vector<ExperimentSummary> blocks(units);
    std::vector<char> complete(units, 0);
    const auto work = [&](std::size_t unit, unsigned) {
        const std::size_t point = unit / blocksPerPoint;
        const std::uint64_t first = (unit % blocksPerPoint) * kBlock;
        const std::uint64_t last = std::min(runs, first + kBlock);
        ExperimentSummary block(std::nullopt, -1, experiment.distribution);
        for (std::uint64_t r = first; r < last; ++r) {
            const auto outcome =
                ExperimentTrial::run(experiment.algorithm, experiment.runOptions(point, r), cancel,
                                     experiment.maxNodes, experiment.maxChecks);
            if (!outcome) return false;
            block.add(*outcome);
            runsDone.fetch_add(1, std::memory_order_relaxed);
        }
        blocks[unit] = block;
        complete[unit] = 1;
        return true;
    };
    const std::uint64_t total = runs * points;
    WorkUnitScheduler::Progress onTick;
    if (progress)
        onTick = [&](std::size_t, std::size_t) {
            progress(runsDone.load(std::memory_order_relaxed), total);
        };
    const WorkUnitScheduler scheduler(threads_);
    const WorkUnitScheduler::Report report = scheduler.run(units, work, cancel, onTick, tick);

    Result result;
    result.threads = threads_;
    result.runsTotal = total;
    result.cancelled = report.cancelled;
    for (std::size_t p = 0; p < points; ++p) {
        ExperimentSummary summary(experiment.pointValue(p), experiment.pointCombination(p),
                                  experiment.distribution);
        for (std::uint64_t b = 0; b < blocksPerPoint; ++b) {
            const std::size_t unit = p * blocksPerPoint + b;
            if (complete[unit]) summary.merge(blocks[unit]);
        }
        result.runsDone += summary.runs();
        result.points.push_back(summary);
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

void ExperimentRunner::start(const Experiment& experiment) {
    if (thread_.joinable()) throw std::logic_error("ExperimentRunner: an experiment is running");
    if (std::string why = experiment.validate(); !why.empty()) throw std::invalid_argument(why);
    cancel_.store(false);
    finished_.store(false);
    runsDone_.store(0);
    runsTotal_ = experiment.runs * experiment.points();
    error_ = nullptr;
    thread_ = std::thread([this, experiment] {
        try {
            result_ = execute(experiment, &cancel_, {}, std::chrono::milliseconds(100), runsDone_);
        } catch (...) {
            error_ = std::current_exception();
        }
        finished_.store(true, std::memory_order_release);
    });
}

ExperimentRunner::Result ExperimentRunner::take() {
    if (thread_.joinable()) thread_.join();
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
    return std::exchange(result_, Result{});
}

}  // namespace queens
