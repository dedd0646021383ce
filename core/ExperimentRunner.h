#pragma once
// ExperimentRunner: runs an Experiment's seeded runs on a few threads and summarises them per
// sweep point (ExperimentSummary).
//
// - The runs of each point are cut into blocks of kBlock runs (fixed, whatever the thread
//   count); WorkUnitScheduler hands the blocks to the threads. Each block is summarised on its
//   own and the blocks are merged in run order, so the result is the same for 1 thread or 8
//   (the wall times aside).
// - Blocking use: run() returns when every run is done or *cancel became true; the progress
//   callback (runs done, runs in all) is called on the calling thread every `tick`.
// - Polling use (a GUI): start() returns at once and runs the same on a thread the runner owns;
//   runsDone() / finished() may be polled, cancel() asks it to stop, take() hands over the
//   result (it joins: call it once finished() is true, or to wait). The destructor cancels and
//   joins. One experiment at a time per runner.
// - A cancelled experiment reports the runs of the blocks that completed.
// - Refused options (Experiment::validate) throw std::invalid_argument from run() and start().
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

#include "Experiment.h"
#include "ExperimentSummary.h"

namespace queens {

class ExperimentRunner {
public:
    struct Result {
        std::vector<ExperimentSummary> points;  // one per sweep point, in the sweep's order
        std::uint64_t runsDone = 0;
        std::uint64_t runsTotal = 0;
        bool cancelled = false;
        unsigned threads = 0;
        double seconds = 0;  // wall time of the whole experiment
    };
    using Progress = std::function<void(std::uint64_t done, std::uint64_t total)>;

    static constexpr std::uint64_t kBlock = 64;

    // threads == 0: std::thread::hardware_concurrency() (at least 1).
    explicit ExperimentRunner(unsigned threads = 0);
    ~ExperimentRunner();
    ExperimentRunner(const ExperimentRunner&) = delete;
    ExperimentRunner& operator=(const ExperimentRunner&) = delete;

    unsigned threads() const { return threads_; }

    Result run(const Experiment& experiment, const std::atomic<bool>* cancel = nullptr,
               const Progress& progress = {},
               std::chrono::milliseconds tick = std::chrono::milliseconds(100)) const;

    void start(const Experiment& experiment);
    bool finished() const { return finished_.load(std::memory_order_acquire); }
    std::uint64_t runsDone() const { return runsDone_.load(std::memory_order_relaxed); }
    std::uint64_t runsTotal() const { return runsTotal_; }
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }
    Result take();

private:
    Result execute(const Experiment& experiment, const std::atomic<bool>* cancel,
                   const Progress& progress, std::chrono::milliseconds tick,
                   std::atomic<std::uint64_t>& runsDone) const;

    unsigned threads_;
    // Polling use.
    std::thread thread_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> finished_{false};
    std::atomic<std::uint64_t> runsDone_{0};
    std::uint64_t runsTotal_ = 0;
    Result result_;
    std::exception_ptr error_;
};

}  // namespace queens
