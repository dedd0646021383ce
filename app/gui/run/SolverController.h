#pragma once
// SolverController: owns the worker thread of the current run (GUI thread side).
//
// Contract
// - start() retires any previous run, then starts a new SolverWorker on a new QThread.
// - stop() retires the current run without waiting for it: it sets the worker's cancel flag and
//   asks the thread to quit. The retired thread finishes on its own (the worker checks the flag
//   every few thousand events and never blocks); QThread::finished deletes the worker (on its
//   thread) and the thread (on the GUI thread) with deleteLater. The GUI thread never waits on a
//   restart; only the destructor waits for the threads still retiring.
// - batchReady() relays the batches of the *current* run only: each run has a generation number
//   and batches of an older run still in the event queue are dropped.
// - setCursor() tells the worker where playback is, so it can resume when it had paused ahead;
//   isWaitingForPlayback() is true while the current worker pauses for that reason.
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "BatchMetaType.h"
#include "StepperOptions.h"

class QThread;
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
    std::uint64_t generation() const { return generation_; }
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
    QThread* thread_ = nullptr;
    QPointer<SolverWorker> worker_;
    QList<QPointer<QThread>> retiring_;
    std::uint64_t generation_ = 0;
    bool waiting_ = false;
};
