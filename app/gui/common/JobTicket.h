#pragma once
// JobTicket: what the work of one background job holds (JobRunner): its cancel flag and its way
// back to the runner's thread. A small value, copied freely between threads.
//
// Contract
// - cancelled() / cancelFlag(): the job's atomic flag, set by the runner (cancel, retire, its
//   destructor) or by cancel(); the work polls it and returns soon after. cancelFlag() stays
//   valid as long as a copy of the ticket lives.
// - deliver(f), from any thread: f runs on the runner's thread, queued through QueuedCallSync (so
//   ThreadSanitizer sees the hand-off), and only if this job is still the runner's current one
//   when the call arrives: results of a retired job are dropped.
// - progress(done, total), from any thread: coalesced (at most one report waits in the queue; it
//   carries the latest values when delivered, so the last one always arrives) and emitted as
//   JobRunner::progress() for the current job only.
// - A default-constructed ticket belongs to no runner: deliver() and progress() do nothing and
//   only cancel() sets its flag (a worker driven by hand, as its tests do).
#include <QtGlobal>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

class JobRunner;

class JobTicket {
public:
    JobTicket();

    bool cancelled() const noexcept { return state_->cancel.load(std::memory_order_relaxed); }
    const std::atomic<bool>* cancelFlag() const noexcept { return &state_->cancel; }
    void cancel() const noexcept { state_->cancel.store(true); }

    void deliver(std::function<void()> f) const;
    void progress(int done, int total) const;

private:
    friend class JobRunner;
    JobTicket(JobRunner* runner, std::uint64_t generation);

    struct State {
        std::atomic<bool> cancel{false};
        std::atomic<std::uint64_t> latest{0};  // (done, total) packed: the pair reads consistently
        std::atomic<bool> progressPending{false};
    };
    JobRunner* runner_ = nullptr;
    std::uint64_t generation_ = 0;
    std::shared_ptr<State> state_;
};
