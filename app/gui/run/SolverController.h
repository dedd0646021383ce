#pragma once
// SolverController: owns the current run's SolverWorker (GUI thread side), through a JobRunner.
//
// Contract
// - start() retires any previous run, then starts a new SolverWorker on a thread of its own
//   (JobRunner::runWorker).
// - stop() retires the current run without waiting for it (JobRunner::retire: cancel flag, quit;
//   the worker checks the flag every few thousand events and never blocks). The GUI thread never
//   waits on a restart; only the destructor (the runner's) waits for the threads still retiring.
// - batchReady(), failed() and the waiting state come from the *current* run only: batches of an
//   older run still in the event queue are dropped (the runner's generation guard).
// - setCursor() tells the worker where playback is, so it can resume when it had paused ahead;
//   isWaitingForPlayback() is true while the current worker pauses for that reason.
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

    // maxLead: how many events the worker may run ahead of the playback cursor.
    void start(queens::Algorithm algorithm, const queens::StepperOptions& options,
               std::uint64_t maxLead);
    void stop();

    bool isRunning() const;  // the current run's thread exists and runs
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
};
