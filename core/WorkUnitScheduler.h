#pragma once
// WorkUnitScheduler: runs many small independent work units 0..count-1 on a few threads.
//
// Dynamic scheduling: the workers share one atomic counter; each takes the next unit number with
// fetch_add, runs it, and comes back for another, so fast and slow units even out and no thread
// idles while units remain. The calling thread does no unit work: it waits, wakes every `tick`
// to report progress (units finished / count) through the callback, and returns when the workers
// are done. The callback therefore always runs on the calling thread.
//
// Cancellation: when *cancel becomes true, workers take no new unit; a unit may also notice the
// flag itself and return false (incomplete), in which case it does not count as done. run()
// returns after all workers have stopped; `cancelled` tells whether any unit was left undone.
// An exception thrown by a unit stops the other workers and is rethrown by run().
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>

namespace queens {

class WorkUnitScheduler {
public:
    // Runs unit `unit` on worker `worker` (0..threads-1); returns false when it was cancelled
    // before finishing.
    using Work = std::function<bool(std::size_t unit, unsigned worker)>;
    using Progress = std::function<void(std::size_t done, std::size_t count)>;

    struct Report {
        std::size_t done = 0;
        std::size_t count = 0;
        bool cancelled = false;
    };

    // threads == 0 means std::thread::hardware_concurrency() (at least 1).
    explicit WorkUnitScheduler(unsigned threads = 0);

    unsigned threads() const { return threads_; }

    Report run(std::size_t count, const Work& work, const std::atomic<bool>* cancel = nullptr,
               const Progress& progress = {},
               std::chrono::milliseconds tick = std::chrono::milliseconds(100)) const;

    static unsigned defaultThreads();

private:
    unsigned threads_;
};

}  // namespace queens
