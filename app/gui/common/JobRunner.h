#pragma once
// JobRunner: runs the background work of one owner (a controller, a window, a job object) off
// the GUI thread, one current job at a time. The owner makes it its child; it lives on the
// owner's thread, which never waits for a job except in the runner's destructor.
//
// Contract
// - newJob() retires the current job (retire()), opens a new generation and returns the new
//   job's JobTicket (cancel flag, delivery). The owner builds the work with it, then starts it
//   with one of:
//     runWorker(worker, begin, name): an event-loop worker (a QObject without parent) moved to a
//       new QThread named `name`, child of the runner; begin() runs when the thread starts. The
//       worker re-queues its own slices and receives queued calls (QueuedCallSync::post). When
//       the thread has finished, the worker is deleted on it and the thread on this one.
//     runTask(work, done): work() runs once on a new std::jthread without event loop; its result
//       goes to done(result) on this thread, after the thread has been joined (so no thread is
//       left when done runs) and after every delivery the work made.
// - Generation guard: relay() of a worker's signals, JobTicket::deliver/progress and done() reach
//   the owner only while their job is current; a retired job's late results are dropped.
// - cancel() sets the current job's flag; its results still arrive (an export reports
//   "cancelled"). retire() sets the flag and lets the job go without waiting: a worker's thread
//   is told to quit and deleted once finished (retiringCount() until then); a task's thread is
//   joined when its end is reported, which is immediate once it returned.
// - The destructor retires the current job and waits for every thread of this runner (the work
//   polls its flag, so this is the work's cancel latency); queued results die with the runner.
// - Every hand-off between threads goes through QueuedCallSync, so ThreadSanitizer follows it.
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <cstdint>
#include <functional>
#include <list>
#include <thread>
#include <utility>

#include "JobTicket.h"
#include "QueuedCallSync.h"

class JobRunner : public QObject {
    Q_OBJECT

public:
    explicit JobRunner(QObject* parent = nullptr);
    ~JobRunner() override;
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;

    JobTicket newJob();

    template <class Worker>
    void runWorker(Worker* worker, void (Worker::*begin)(), const QString& name) {
        auto* thread = new QThread(this);
        thread->setObjectName(name);
        worker->moveToThread(thread);
        connect(thread, &QThread::started, worker, begin);
        // Emitted on the worker thread: the worker is deleted there before the thread ends, the
        // QThread object later on this thread (queued), which also nulls its QPointer.
        connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        connect(thread, &QThread::finished, thread, &QObject::deleteLater);
        thread_ = thread;
        thread->start();
    }

    template <class Work, class Done>
    void runTask(Work work, Done done) {
        const std::uint64_t generation = generation_;
        startTask([this, generation, work = std::move(work), done = std::move(done)]() mutable {
            auto result = work();
            // The thread's last act: queued after everything the work delivered.
            QueuedCallSync::post(this, [this, generation, done = std::move(done),
                                        result = std::move(result)]() mutable {
                joinTask(generation);
                if (isCurrent(generation)) done(std::move(result));
            });
        });
    }

    // f(arguments) on this thread for each signal of `sender` (on any thread) while the job
    // current at the time of the call is still current.
    template <class Sender, class... Args, class F>
    void relay(Sender* sender, void (Sender::*signal)(Args...), F f) {
        const std::uint64_t generation = generation_;
        QueuedCallSync::connect(sender, signal, this,
                                [this, generation, f = std::move(f)](const Args&... args) {
                                    if (isCurrent(generation)) f(args...);
                                });
    }

    // f() on this thread if job `generation` is still current then. Any thread.
    void post(std::uint64_t generation, std::function<void()> f);

    void cancel();
    void retire();

    bool isCurrent(std::uint64_t generation) const { return hasJob_ && generation == generation_; }
    // Counts every newJob() and every retire() of a current job.
    std::uint64_t generation() const { return generation_; }
    // The current job's thread runs (a worker's until it quits, a task's until it is joined).
    bool isRunning() const;
    // Threads of retired jobs not yet deleted or joined (they finish on their own).
    int retiringCount() const;

signals:
    // The current job's JobTicket::progress(), coalesced.
    void progress(int done, int total);

private:
    struct TaskThread {
        std::uint64_t generation = 0;
        std::jthread thread;
    };
    void startTask(std::function<void()> work);
    void joinTask(std::uint64_t generation);

    JobTicket current_;
    bool hasJob_ = false;
    std::uint64_t generation_ = 0;
    QPointer<QThread> thread_;  // the current job's, when it is a worker
    QList<QPointer<QThread>> retiring_;
    std::list<TaskThread> tasks_;
};
