#pragma once
// ExportJob: runs one long export task at a time on a worker thread (a JobRunner task) and reports
// on the GUI thread: progress() coalesced (the latest values win, the last always arrives), then
// finished() after the thread has been joined. A task that throws ends with a translated reason.
// cancel() sets the flag the task polls and never waits; the run still ends with finished(),
// normally "cancelled". Destroying the job mid-run joins the thread for the task's cancel latency;
// finished() is then not emitted. It must live on a thread with an event loop. See
// docs/design.md, "Background work".
#include <QObject>
#include <QString>
#include <atomic>
#include <functional>

#include "ExportFile.h"  // ExportResult
#include "JobTicket.h"

class JobRunner;

class ExportJob : public QObject {
    Q_OBJECT

public:
    using Progress = std::function<void(int done, int total)>;
    using Task =
        std::function<ExportResult(const Progress& progress, const std::atomic<bool>* cancel)>;

    explicit ExportJob(QObject* parent = nullptr);
    ~ExportJob() override;
    ExportJob(const ExportJob&) = delete;
    ExportJob& operator=(const ExportJob&) = delete;

    // Starts `task` on a worker thread; false (and nothing started) while a run is under way or
    // when `task` is empty.
    bool start(Task task);
    // Asks the running task to stop; returns immediately. No effect when idle.
    void cancel();
    bool isRunning() const { return running_; }
    // True once cancel() was called for the current (or last) run.
    bool cancelRequested() const { return ticket_.cancelled(); }

signals:
    void progress(int done, int total);
    void finished(const ExportResult& result);

private:
    JobRunner* jobs_ = nullptr;
    JobTicket ticket_;  // the current (or last) run's
    bool running_ = false;
};
