#pragma once
// SolverWorker: runs one stepper on a worker thread (a worker of SolverController's JobRunner)
// and hands its events to the GUI in batches: begin() builds the stepper and a TimelineRecorder;
// produce() runs time slices (at most kSliceBudgetMs or kMaxSliceEvents events), emits one
// batchReady() per slice and re-queues itself, so the thread stays responsive to setCursor and
// quit. It stops re-queuing when the run is over, cancelled (the flag is checked every
// kCancelCheckEvents events) or more than maxLead events ahead of playback (waitingChanged); the
// first `reserve` events count as behind playback, so they are recorded whatever the cursor.
// It never sleeps, blocks or calls processEvents. Refused options or a throwing stepper end the
// run with failed(translated reason). A batch's searchSeconds counts only this worker's own
// time, not its waits for playback. Tries per row are counted for every algorithm but
// min-conflicts, whose charts do not show them. Once the run is over the stepper and recorder
// are freed.
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
    // Large enough that a fast stepper sends a few hundred batches per second, not tens of
    // thousands; the time budget ends most slices first.
    static constexpr std::size_t kMaxSliceEvents = 1 << 16;
    static constexpr std::size_t kCancelCheckEvents = 1024;

    // `ticket`: the job's cancel flag (JobRunner::newJob); a worker driven by hand needs none.
    SolverWorker(queens::Algorithm algorithm, const queens::StepperOptions& options,
                 std::uint64_t maxLead, JobTicket ticket = {}, std::uint64_t reserve = 0);
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
    const std::uint64_t reserve_;
    const JobTicket ticket_;
    std::unique_ptr<queens::Stepper> stepper_;
    std::unique_ptr<queens::TimelineRecorder> recorder_;
    std::uint64_t cursor_ = 0;
    bool scheduled_ = false;
    bool finished_ = false;
    bool waiting_ = false;
    double searchSeconds_ = 0.0;  // time spent in begin() and produce() so far
};
