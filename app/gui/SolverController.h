#pragma once
// SolverController: owns the worker thread of the current run (GUI thread side).
//
// Contract
// - start() stops any previous run cleanly (cancel flag, quit, wait; the worker is deleted on its
//   own thread by deleteLater when the thread finishes), then starts a new SolverWorker.
// - batchReady() relays the batches of the *current* run only: each run has a generation number
//   and batches of an older run still in the event queue are dropped.
// - setCursor() tells the worker where playback is, so it can resume when it had paused ahead.
// - The destructor stops the run the same way; it never hangs because the worker checks the
//   cancel flag every few thousand events and never blocks.
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

    bool isRunning() const;  // a worker thread exists and runs
    std::uint64_t generation() const { return generation_; }

public slots:
    void setCursor(quint64 cursor);

signals:
    void batchReady(queens::BatchPtr batch);
    void failed(const QString& reason);

private:
    QThread* thread_ = nullptr;
    QPointer<SolverWorker> worker_;
    std::uint64_t generation_ = 0;
};
