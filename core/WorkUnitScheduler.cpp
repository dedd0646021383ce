#include "WorkUnitScheduler.h"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace queens {

unsigned WorkUnitScheduler::defaultThreads() {
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : hw;
}

WorkUnitScheduler::WorkUnitScheduler(unsigned threads)
    : threads_(threads == 0 ? defaultThreads() : threads) {}

WorkUnitScheduler::Report WorkUnitScheduler::run(std::size_t count, const Work& work,
                                                 const std::atomic<bool>* cancel,
                                                 const Progress& progress,
                                                 std::chrono::milliseconds tick) const {
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> failed{false};  // a unit threw or was cancelled: take no more units
    std::mutex mutex;
    std::condition_variable finished;
    unsigned running = threads_;
    std::exception_ptr error;

    const auto worker = [&](unsigned id) {
        try {
            while (!failed.load(std::memory_order_relaxed) &&
                   !(cancel != nullptr && cancel->load(std::memory_order_relaxed))) {
                const std::size_t unit = next.fetch_add(1, std::memory_order_relaxed);
                if (unit >= count) break;
                if (!work(unit, id)) {
                    failed.store(true, std::memory_order_relaxed);
                    break;
                }
                done.fetch_add(1, std::memory_order_relaxed);
            }
        } catch (...) {
            std::lock_guard lock(mutex);
            if (!error) error = std::current_exception();
            failed.store(true, std::memory_order_relaxed);
        }
        std::lock_guard lock(mutex);
        --running;
        finished.notify_all();
    };

    {
        std::vector<std::jthread> pool;
        pool.reserve(threads_);
        for (unsigned id = 0; id < threads_; ++id) pool.emplace_back(worker, id);
        std::unique_lock lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, tick, [&] { return running == 0; });
            if (progress && running > 0) {
                lock.unlock();
                progress(done.load(std::memory_order_relaxed), count);
                lock.lock();
            }
        }
    }  // joins the workers
    if (error) std::rethrow_exception(error);
    Report report;
    report.done = done.load();
    report.count = count;
    report.cancelled = report.done < count;
    if (progress) progress(report.done, count);
    return report;
}

}  // namespace queens
