#pragma once
// ExportJob: runs one long export (a handout, an animation) on a worker thread so that the dialog
// that started it stays responsive, and reports back on the GUI thread. The thread, the cancel
// flag and the hand-offs are its JobRunner's (a task: JobRunner::runTask).
//
// Contract
// - start(task) runs task(progress, cancel) on a new thread, never on the calling thread.
//   The task calls progress(done, total) as often as it likes; the calls are coalesced (one
//   pending report at a time, the latest values win, the last one is always delivered:
//   JobTicket::progress) and emitted as progress() on the job's thread. When the task returns,
//   finished() is emitted there too, after every progress() of that run and after the thread
//   has been joined. A task that throws ends the run with ExportResult{false, <translated
//   reason>}: "not enough memory" for std::bad_alloc, else a generic "The export failed." (the
//   exception's own text, English, goes to qWarning only).
// - cancel() sets the atomic flag the task polls and returns at once: it never waits for the
//   task. The run still ends with finished(), normally with the writer's "cancelled" error (the
//   writer removes what it wrote). The writers poll the flag between small pieces of work (a
//   frame's layers and rows, encoder output, a handout's boards, a list's rows); the SVG and PDF
//   board images and the handout run as ExportProcess tasks, a queenslab-cli child process
//   killed on a cancel (Qt's vector writers cannot be abandoned in-process). For 5000 PNG frames
//   the final move into place is not interruptible (AnimationExporter.h). The cancel latencies
//   are measured by tests/gui/test_gui_cancel_latency.
// - One run at a time: start() refuses (returns false) while isRunning(). isRunning() is true from
//   start() until finished() has been emitted.
// - Destroying the job mid-run sets the flag and joins the thread (the runner's destructor,
//   blocking the caller for the writer's cancel latency above): no thread outlives the job, no
//   report arrives afterwards, finished() is not emitted.
// - The object must live on a thread with an event loop (the GUI thread for the dialogs).
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
