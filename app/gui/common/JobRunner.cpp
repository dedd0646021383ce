#include "JobRunner.h"

#include <algorithm>

JobRunner::JobRunner(QObject* parent) : QObject(parent) {}

JobRunner::~JobRunner() {
    retire();
    // The only waits: every job polls its cancel flag. The finished QThreads are then deleted
    // as children of this object; the jthreads are joined here.
    for (const QPointer<QThread>& t : std::as_const(retiring_))
        if (t) t->wait();
    for (TaskThread& t : tasks_)
        if (t.thread.joinable()) t.thread.join();
}

JobTicket JobRunner::newJob() {
    retire();
    current_ = JobTicket(this, ++generation_);
    hasJob_ = true;
    return current_;
}

void JobRunner::post(std::uint64_t generation, std::function<void()> f) {
    QueuedCallSync::post(this, [this, generation, f = std::move(f)] {
        if (isCurrent(generation)) f();
    });
}

void JobRunner::cancel() {
    if (hasJob_) current_.cancel();
}

void JobRunner::retire() {
    // Forget the threads that are gone; a QPointer turns null when deleteLater has run.
    retiring_.removeIf([](const QPointer<QThread>& t) { return t.isNull(); });
    if (!hasJob_) return;
    ++generation_;  // anything still queued from this job is dropped
    current_.cancel();
    current_ = JobTicket();
    hasJob_ = false;
    if (thread_) {
        thread_->quit();
        retiring_.append(thread_);
        thread_ = nullptr;
    }
}

bool JobRunner::isRunning() const {
    if (!hasJob_) return false;
    if (thread_) return thread_->isRunning();
    return std::any_of(tasks_.cbegin(), tasks_.cend(),
                       [this](const TaskThread& t) { return t.generation == generation_; });
}

int JobRunner::retiringCount() const {
    const auto threads = std::count_if(retiring_.cbegin(), retiring_.cend(),
                                       [](const QPointer<QThread>& t) { return !t.isNull(); });
    const auto tasks = std::count_if(tasks_.cbegin(), tasks_.cend(), [this](const TaskThread& t) {
        return !isCurrent(t.generation);
    });
    return static_cast<int>(threads + tasks);
}

void JobRunner::startTask(std::function<void()> work) {
    tasks_.push_back({generation_, std::jthread(std::move(work)), nullptr});
}

void JobRunner::joinTask(std::uint64_t generation) {
    // The thread posted this as its last action: the join only waits for it to return.
    tasks_.remove_if([generation](TaskThread& t) {
        if (t.generation != generation || t.done) return false;
        if (t.thread.joinable()) t.thread.join();
        return true;
    });
}

void JobRunner::joinFinishedTasks() {
    // A release() posts this as its last action: its thread has returned or is returning.
    tasks_.remove_if([](TaskThread& t) {
        if (!t.done || !t.done->load()) return false;
        if (t.thread.joinable()) t.thread.join();
        return true;
    });
}
