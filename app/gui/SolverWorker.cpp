#include "SolverWorker.h"

#include <QElapsedTimer>
#include <QMetaObject>
#include <exception>

#include "StepperFactory.h"

SolverWorker::SolverWorker(queens::Algorithm algorithm, const queens::StepperOptions& options,
                           std::uint64_t maxLead)
    : algorithm_(algorithm), options_(options), maxLead_(maxLead) {}

SolverWorker::~SolverWorker() = default;

void SolverWorker::begin() {
    if (cancelled()) return;
    try {
        stepper_ = queens::StepperFactory::create(algorithm_, options_);
        recorder_ = std::make_unique<queens::TimelineRecorder>(options_.n);
    } catch (const std::exception& ex) {
        fail(QString::fromStdString(ex.what()));
        return;
    }
    schedule();
}

void SolverWorker::setCursor(quint64 cursor) {
    cursor_ = cursor;
    if (!scheduled_ && !finished_ && stepper_ && !cancelled() && !tooFarAhead()) schedule();
}

void SolverWorker::schedule() {
    scheduled_ = true;
    QMetaObject::invokeMethod(
        this, [this] { produce(); }, Qt::QueuedConnection);
}

bool SolverWorker::tooFarAhead() const {
    const std::uint64_t recorded = recorder_ ? recorder_->recorded() : 0;
    return recorded > cursor_ && recorded - cursor_ >= maxLead_;
}

void SolverWorker::produce() {
    scheduled_ = false;
    if (finished_ || cancelled() || !stepper_) return;

    QElapsedTimer clock;
    clock.start();
    queens::StepEvent e;
    try {
        for (std::size_t count = 1; count <= kMaxSliceEvents; ++count) {
            if (!stepper_->next(e)) {
                finished_ = true;
                break;
            }
            recorder_->record(e);
            if (e.kind == queens::EventKind::Done) {
                finished_ = true;
                break;
            }
            if (count % kCancelCheckEvents == 0) {
                if (cancelled()) return;
                if (clock.hasExpired(kSliceBudgetMs)) break;
            }
        }
    } catch (const std::exception& ex) {
        if (recorder_->pending() > 0) emit batchReady(recorder_->takeBatch());
        fail(QString::fromStdString(ex.what()));
        return;
    }

    if (recorder_->pending() > 0) emit batchReady(recorder_->takeBatch());
    if (!finished_ && !cancelled() && !tooFarAhead()) schedule();
}

void SolverWorker::fail(const QString& reason) {
    finished_ = true;
    emit failed(reason);
}
