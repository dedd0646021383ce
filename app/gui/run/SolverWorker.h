#pragma once
// SolverWorker: runs one stepper on a worker thread and hands its events to the GUI in batches.
//
// Contract (the model is Qt's threaded Mandelbrot example)
// - Lives in its own QThread (SolverController's JobRunner moves it there). begin() builds the
// stepper and a
//   TimelineRecorder; produce() then runs the stepper in time slices of at most kSliceBudgetMs or
//   kMaxSliceEvents events and emits exactly one batchReady() per slice, never one per event.
// - After a slice it re-queues itself with a queued invokeMethod, so the thread's event loop
//   stays responsive (setCursor, quit). It stops re-queuing when the run is finished, cancelled,
//   or more than maxLead events ahead of the GUI's playback cursor; setCursor() (queued from the
//   GUI) resumes it. It never sleeps, never blocks, never calls processEvents.
// - waitingChanged(true) is emitted, after the slice's batch, when it stops because it is too far
//   ahead; waitingChanged(false) when setCursor() resumes it.
// - Cancel: the JobTicket's flag (set by the runner from the GUI thread) is checked every
//   kCancelCheckEvents events and before each slice.
// - Options the factory refuses end the run at once with failed(reason); so does a stepper that
//   throws (e.g. an event BoardState refuses). The reasons are translated sentences.
// - Each batch carries the search time so far (TimelineBatch::searchSeconds): the time this
//   worker spent building the stepper and running slices, not the wall time since begin(), which
//   would also count the pauses while it waits for playback (maxLead) and so turn an
//   events/second figure into a measure of the playback speed.
// - Tries per row (TimelineBatch::triesBefore) are counted for every algorithm but
//   min-conflicts, whose charts do not show them (its build phase tries cells on up to 10^7 rows).
// - Once the run is over (Done, failure) the stepper and the recorder are freed: the timeline
//   in the GUI holds everything that is still needed.
#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>

#include "Algorithm.h"
#include "BatchMetaType.h"
#include "JobTicket.h"
#include "Stepper.h"
#include "StepperOptions.h"
#include "TimelineRecorder.h"

class SolverWorker : public QObject {
    Q_OBJECT

public:
    static constexpr int kSliceBudgetMs = 8;
    // Large enough that a fast stepper (10^7..10^8 events/s) sends a few hundred batches per
    // second, not tens of thousands; the time budget ends most slices first.
    static constexpr std::size_t kMaxSliceEvents = 1 << 16;
    static constexpr std::size_t kCancelCheckEvents = 1024;

    // `ticket`: the job's cancel flag (JobRunner::newJob); a worker driven by hand needs none.
    SolverWorker(queens::Algorithm algorithm, const queens::StepperOptions& options,
                 std::uint64_t maxLead, JobTicket ticket = {});
    ~SolverWorker() override;

    // The stepper and the recorder are alive (from begin() until the run is over).
    bool holdsRun() const { return stepper_ != nullptr || recorder_ != nullptr; }

public slots:
    void begin();
    // The GUI's playback cursor moved: resume producing if the lead shrank below maxLead.
    void setCursor(quint64 cursor);

signals:
    void batchReady(queens::BatchPtr batch);
    void failed(const QString& reason);
    void waitingChanged(bool waiting);

private:
    void produce();
    void schedule();
    bool cancelled() const noexcept { return ticket_.cancelled(); }
    bool tooFarAhead() const;
    void fail(const QString& reason);
    void release();

    const queens::Algorithm algorithm_;
    const queens::StepperOptions options_;
    const std::uint64_t maxLead_;
    const JobTicket ticket_;
    std::unique_ptr<queens::Stepper> stepper_;
    std::unique_ptr<queens::TimelineRecorder> recorder_;
    std::uint64_t cursor_ = 0;
    bool scheduled_ = false;
    bool finished_ = false;
    bool waiting_ = false;
    double searchSeconds_ = 0.0;  // time spent in begin() and produce() so far
};
