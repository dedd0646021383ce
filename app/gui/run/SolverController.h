#pragma once
// SolverController: owns the current run's SolverWorker (GUI thread side) through a JobRunner.
// start() retires any previous run and starts a worker on a thread of its own; stop() retires
// without waiting. batchReady(), failed() and the waiting state come from the current run only;
// an older run's queued batches are dropped. setCursor() tells the worker where playback is, so
// it resumes when it paused ahead. Only the destructor waits, for threads still retiring.
#include <QObject>
#include <QPointer>
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "BatchMetaType.h"
#include "StepperOptions.h"

class JobRunner;
class SolverWorker;

class SolverController : public QObject {
    Q_OBJECT

public:
    explicit SolverController(QObject* parent = nullptr);
    ~SolverController() override;

    // maxLead: how many events the worker may run ahead of the playback cursor; `reserve`: it
    // may always record the first `reserve` events (and maxLead more), wherever the cursor is (a
    // lesson's stops must all be reachable at once).
    void start(queens::Algorithm algorithm, const queens::StepperOptions& options,
               std::uint64_t maxLead, std::uint64_t reserve = 0);
    void stop();

    bool isRunning() const;  // the current run's thread exists and runs
    // The search of the last start(), until stop(): what the window's run is (a lesson made from
    // it repeats it). hasRun() is false after stop() and before any start().
    bool hasRun() const { return hasRun_; }
    queens::Algorithm algorithm() const { return algorithm_; }
    const queens::StepperOptions& options() const { return options_; }
    // Counts every start() and every stop() of a running run.
    std::uint64_t generation() const;
    // The current worker is more than maxLead events ahead of playback and waits for setCursor().
    bool isWaitingForPlayback() const { return waiting_; }
    // Threads of stopped runs that have not been deleted yet (they finish on their own).
    int retiringCount() const;

public slots:
    void setCursor(quint64 cursor);

signals:
    void batchReady(queens::BatchPtr batch);
    void failed(const QString& reason);

private:
    JobRunner* jobs_ = nullptr;
    QPointer<SolverWorker> worker_;
    bool waiting_ = false;
    bool hasRun_ = false;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    queens::StepperOptions options_;
};
