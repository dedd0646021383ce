#pragma once
// JobRunner: runs the background work of one owner off the GUI thread, one current job at a time.
// The owner makes it its child; it lives on the owner's thread, which never waits for a job
// except in the runner's destructor. newJob() retires the current job and returns the new one's
// JobTicket; runWorker() starts an event-loop worker on a new QThread, runTask() a function on a
// std::jthread whose result reaches done() after the thread was joined; release() frees a large
// object on a thread of its own, outside any job. Results of a retired job
// are dropped (generation guard); cancel() keeps the job current. The destructor retires and
// waits for every thread of this runner. Every hand-off goes through QueuedCallSync. See
// docs/design.md, "Background work".
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <atomic>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
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
        // QThread object later on this thread (queued), which also nulls its QPointer. It goes
        // once the worker is gone: ~QThread waits for the thread, which must not still be
        // freeing the worker's state then (hundreds of megabytes at N = 10^7).
        connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        connect(worker, &QObject::destroyed, thread, &QObject::deleteLater);
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

    // Destroys `object` on a thread of its own, outside any job: an owner hands over a large
    // state it no longer needs (a run's timeline at N = 10^7), so this thread never spends the
    // time to free it. The caller must hold the last reference.
    template <class T>
    void release(std::shared_ptr<T> object) {
        if (!object) return;
        auto done = std::make_shared<std::atomic<bool>>(false);
        std::jthread thread([this, done, object = std::move(object)]() mutable {
            object.reset();
            done->store(true);
            QueuedCallSync::post(this, [this] { joinFinishedTasks(); });
        });
        tasks_.push_back({kNoJob, std::move(thread), std::move(done)});
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
    static constexpr std::uint64_t kNoJob = 0;  // no job has it: newJob() counts from 1
    struct TaskThread {
        std::uint64_t generation = 0;
        std::jthread thread;
        std::shared_ptr<std::atomic<bool>> done;  // a release(): its work has returned
    };
    void startTask(std::function<void()> work);
    void joinTask(std::uint64_t generation);
    void joinFinishedTasks();

    JobTicket current_;
    bool hasJob_ = false;
    std::uint64_t generation_ = 0;
    QPointer<QThread> thread_;  // the current job's, when it is a worker
    QList<QPointer<QThread>> retiring_;
    std::list<TaskThread> tasks_;
};
