#include "SolverWorker.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QMetaObject>
#include <algorithm>
#include <exception>
#include <new>
#include <utility>
#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "AlgorithmNames.h"
#include "StepperFactory.h"

SolverWorker::SolverWorker(queens::Algorithm algorithm, const queens::StepperOptions& options,
                           std::uint64_t maxLead, JobTicket ticket, std::uint64_t reserve)
    : algorithm_(algorithm),
      options_(options),
      maxLead_(maxLead),
      reserve_(reserve),
      ticket_(std::move(ticket)) {}

SolverWorker::~SolverWorker() = default;

namespace {
// The worker yields the CPU to the GUI thread (and the display server) when they compete: a
// nicer thread, not a sleeping one. Linux gives each thread its own nice value; QThread's
// priorities have no effect under the default scheduling policy.
void lowerThisThreadsPriority() {
#ifdef Q_OS_LINUX
    constexpr int kNice = 10;
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kNice);
#endif
}
}  // namespace

void SolverWorker::begin() {
    if (cancelled()) return;
    lowerThisThreadsPriority();
    if (!queens::StepperFactory::validate(algorithm_, options_).empty()) {
        // The factory's reason is English; the same limit, said in the user's language.
        fail(AlgorithmNames::limitText(algorithm_));
        return;
    }
    QElapsedTimer clock;
    clock.start();
    try {
        stepper_ = queens::StepperFactory::create(algorithm_, options_);
        recorder_ = std::make_unique<queens::TimelineRecorder>(options_.n);
        recorder_->setTrackTries(!queens::isLocalSearch(algorithm_));
    } catch (const std::bad_alloc&) {
        fail(tr("there is not enough memory for N = %L1.").arg(options_.n));
        return;
    } catch (const std::exception& ex) {
        fail(tr("it could not start (%1).").arg(QString::fromUtf8(ex.what())));
        return;
    }
    searchSeconds_ += static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    schedule();
}

void SolverWorker::setCursor(quint64 cursor) {
    cursor_ = cursor;
    if (!scheduled_ && !finished_ && stepper_ && !cancelled() && !tooFarAhead()) {
        if (waiting_) {
            waiting_ = false;
            emit waitingChanged(false);
        }
        schedule();
    }
}

void SolverWorker::schedule() {
    scheduled_ = true;
    QMetaObject::invokeMethod(
        this, [this] { produce(); }, Qt::QueuedConnection);
}

bool SolverWorker::tooFarAhead() const {
    const std::uint64_t recorded = recorder_ ? recorder_->recorded() : 0;
    const std::uint64_t from = std::max(cursor_, reserve_);
    return recorded > from && recorded - from >= maxLead_;
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
        searchSeconds_ += static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        const std::uint64_t step = recorder_->recorded();
        if (recorder_->pending() > 0) emit batchReady(recorder_->takeBatch(searchSeconds_));
        const QString why = dynamic_cast<const std::bad_alloc*>(&ex) != nullptr
                                ? tr("there is not enough memory.")
                                : QString::fromUtf8(ex.what());
        fail(
            tr("step %1 could not be computed: %2").arg(QLocale().toString(qulonglong(step)), why));
        return;
    }

    searchSeconds_ += static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    if (recorder_->pending() > 0) emit batchReady(recorder_->takeBatch(searchSeconds_));
    if (finished_) {
        release();
    } else if (!cancelled()) {
        if (!tooFarAhead()) {
            schedule();
        } else if (!waiting_) {
            waiting_ = true;
            emit waitingChanged(true);
        }
    }
}

void SolverWorker::fail(const QString& reason) {
    finished_ = true;
    release();
    emit failed(reason);
}

void SolverWorker::release() {
    stepper_.reset();
    recorder_.reset();
}
