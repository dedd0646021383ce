#include "PlaybackController.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <new>

#include "JobRunner.h"
#include "JobTicket.h"
#include "Limits.h"

namespace {
constexpr std::uint64_t kBudgetCheckSteps = 256;  // look at the clock every this many steps
constexpr double kMaxTickSeconds = 0.1;           // a stalled tick does not bank a burst
}  // namespace

PlaybackController::PlaybackController(QObject* parent)
    : QObject(parent),
      jobs_(new JobRunner(this)),
      timeline_(std::make_shared<queens::Timeline>(0)) {
    timer_.setInterval(kTickIntervalMs);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
}

PlaybackController::~PlaybackController() = default;

void PlaybackController::reset(int n, std::size_t memoryBound) {
    jobs_->retire();  // a build still running is dropped
    jobs_->release(std::move(timeline_));
    waiting_.clear();
    buildFailed_ = false;
    building_ = n >= kBuildAsideMinN;
    if (!building_) {
        timeline_ = std::make_shared<queens::Timeline>(n, memoryBound);
    } else {
        timeline_ = std::make_shared<queens::Timeline>(0, memoryBound);
        const JobTicket ticket = jobs_->newJob();
        jobs_->runTask(
            [n, memoryBound, ticket] {
                std::shared_ptr<queens::Timeline> built;
                try {
                    built = std::make_shared<queens::Timeline>(n, memoryBound);
                } catch (const std::bad_alloc&) {
                    return built;
                }
                // Dropped by a later reset(): freed here rather than on the GUI thread.
                if (ticket.cancelled()) built.reset();
                return built;
            },
            [this](std::shared_ptr<queens::Timeline> built) { install(std::move(built)); });
    }
    lastSolution_.reset();
    lastSolutionSought_ = false;
    credit_ = 0.0;
    if (mode_ != Mode::Playing) setMode(Mode::Paused);  // a run-to belonged to the old run
    reportedCursor_ = 0;
    notify();
}

int PlaybackController::retiringCount() const {
    return jobs_->retiringCount();
}

std::size_t PlaybackController::memoryBoundFor(std::uint64_t events) {
    // Events and their keyframes: a quarter more than the events alone.
    constexpr double kOverhead = 1.25;
    const double wanted = static_cast<double>(events + kMaxWorkerLead) *
                          static_cast<double>(sizeof(queens::StepEvent)) * kOverhead;
    const double budget = Limits::kMemoryBudgetGiB * static_cast<double>(std::size_t{1} << 30);
    const auto bound = static_cast<std::size_t>(std::min(wanted, budget));
    return std::max(queens::Timeline::kDefaultMemoryBound, bound);
}

const queens::BoardState& PlaybackController::boardToShow() {
    const queens::BoardState& now = state();
    if (!atEnd() || now.stats().solutions == 0 || now.queenCount() == now.n()) return now;
    if (!lastSolutionSought_) {
        lastSolutionSought_ = true;
        try {
            queens::BoardState board = now;
            for (std::uint64_t i = recorded(); i-- > 0;) {
                const queens::StepEvent* e = timeline_->event(i);
                if (e == nullptr) break;  // dropped by the memory bound
                if (e->kind == queens::EventKind::Solution) {
                    lastSolution_ = std::move(board);
                    break;
                }
                board.unapply(*e);
            }
        } catch (const std::exception&) {  // bad_alloc, or an event that does not fit
            lastSolution_.reset();
        }
    }
    return lastSolution_ ? *lastSolution_ : now;
}

std::optional<queens::Breakpoint> PlaybackController::activeBreakpoint() const {
    if (mode_ != Mode::RunningToBreakpoint) return std::nullopt;
    return breakpoint_;
}

void PlaybackController::setSpeed(double stepsPerSecond) {
    speed_ = stepsPerSecond > 0.0 ? stepsPerSecond : 1.0;
    credit_ = std::min(credit_, 1.0);
}

std::uint64_t PlaybackController::maxWorkerLead() const {
    const std::uint64_t byMemory = timeline_->memoryBound() / 2 / sizeof(queens::StepEvent);
    return std::max<std::uint64_t>(1, std::min(kMaxWorkerLead, byMemory));
}

void PlaybackController::install(std::shared_ptr<queens::Timeline> built) {
    building_ = false;
    std::vector<queens::BatchPtr> waiting = std::move(waiting_);
    waiting_.clear();
    if (!built) {
        buildFailed_ = true;
        halt(std::bad_alloc(), 0);
        notify();
        return;
    }
    timeline_ = std::move(built);  // the placeholder holds no board
    for (const queens::BatchPtr& batch : waiting) appendBatch(batch);
    notify();
}

void PlaybackController::appendBatch(const queens::BatchPtr& batch) {
    if (buildFailed_) return;
    if (building_) {  // kept in order until the timeline is there
        if (batch && batch->first == delivered()) waiting_.push_back(batch);
        return;
    }
    if (!batch || batch->first != timeline_->size()) return;  // not the continuation of this run
    try {
        timeline_->append(batch);
    } catch (const std::bad_alloc& ex) {
        halt(ex, batch->first + 1);
        notify();
        return;
    } catch (const std::exception& ex) {
        // A batch the timeline refuses (events after Done, a malformed keyframe) is dropped.
        setMode(Mode::Paused);
        emit message(tr("Playback stopped: %1")
                         .arg(tr("the search delivered steps that do not continue this run (%1).")
                                  .arg(QString::fromUtf8(ex.what()))));
        notify();
        return;
    }
    dirty_ = true;
    updateTimer();
}

void PlaybackController::play() {
    if (atEnd()) {
        try {
            timeline_->seek(0);  // like a media player: play at the end starts again
        } catch (const std::exception& ex) {
            halt(ex, cursor());
            notify();
            return;
        }
    }
    credit_ = 1.0;  // the first step comes at once, not after a whole period
    setMode(Mode::Playing);
    notify();
}

void PlaybackController::pause() {
    setMode(Mode::Paused);
    notify();
}

void PlaybackController::togglePlay() {
    isPlaying() ? pause() : play();
}

void PlaybackController::stepForward() {
    setMode(Mode::Paused);
    try {
        timeline_->stepForward();
    } catch (const std::exception& ex) {
        halt(ex, cursor() + 1);
    }
    notify();
}

void PlaybackController::stepBack() {
    setMode(Mode::Paused);
    try {
        if (!timeline_->stepBack() && timeline_->cursor() > 0) {
            // The previous event was dropped (memory bound): land on the nearest keyframe.
            timeline_->seek(timeline_->cursor() - 1);
        }
    } catch (const std::exception& ex) {
        halt(ex, cursor());
    }
    notify();
}

void PlaybackController::rewind() {
    setMode(Mode::Paused);
    try {
        timeline_->seek(0);
    } catch (const std::exception& ex) {
        halt(ex, cursor());  // going back: the event that could not be undone
    }
    notify();
}

void PlaybackController::seek(quint64 index) {
    if (mode_ != Mode::Playing) setMode(Mode::Paused);  // scrubbing cancels a run-to
    const std::uint64_t target = std::min<std::uint64_t>(index, recorded());
    try {
        timeline_->seek(target);
    } catch (const std::exception& ex) {
        // Forward: event cursor() (0-based) was refused; backward: event cursor() - 1 was.
        halt(ex, cursor() < target ? cursor() + 1 : cursor());
    }
    notify();
}

void PlaybackController::runTo(const queens::Breakpoint& breakpoint) {
    if (atEnd()) {
        setMode(Mode::Paused);
        emit message(notFoundMessage(breakpoint));
        notify();
        return;
    }
    breakpoint_ = breakpoint;
    setMode(Mode::RunningToBreakpoint);
    runSlice(0.0);
}

void PlaybackController::runToNextSolution() {
    runTo({queens::Breakpoint::Kind::NextSolution, 0});
}

void PlaybackController::runToEnd() {
    if (atEnd()) {
        setMode(Mode::Paused);
        notify();
        return;
    }
    setMode(Mode::RunningToEnd);
    runSlice(0.0);
}

void PlaybackController::tick() {
    runSlice(std::min(kMaxTickSeconds, static_cast<double>(clock_.restart()) / 1e3));
}

void PlaybackController::runSlice(double seconds) {
    const std::uint64_t before = cursor();
    bool moved = false;
    try {
        switch (mode_) {
            case Mode::Paused:
                break;
            case Mode::Playing:
                moved = advancePlaying(seconds);
                break;
            case Mode::RunningToBreakpoint:
                moved = advanceToBreakpoint();
                break;
            case Mode::RunningToEnd:
                moved = advanceToEnd();
                break;
        }
    } catch (const std::exception& ex) {
        halt(ex, cursor() + 1);
        moved = cursor() != before;
    }
    if (moved) dirty_ = true;
    if (mode_ != Mode::Paused && atEnd()) setMode(Mode::Paused);
    if (dirty_) notify();
    updateTimer();
}

bool PlaybackController::advancePlaying(double seconds) {
    const bool unlimited = std::isinf(speed_);
    std::uint64_t want = 0;
    if (!unlimited) {
        credit_ += speed_ * seconds;
        want = static_cast<std::uint64_t>(credit_);
        credit_ -= static_cast<double>(want);
        if (want == 0) return false;
    }
    QElapsedTimer budget;
    budget.start();
    std::uint64_t done = 0;
    while (unlimited || done < want) {
        if (!timeline_->stepForward()) {
            credit_ = 0.0;  // waiting for the worker: no debt builds up meanwhile
            break;
        }
        ++done;
        if (done % kBudgetCheckSteps == 0 && budget.hasExpired(kTickBudgetMs)) break;
    }
    return done > 0;
}

bool PlaybackController::advanceToBreakpoint() {
    QElapsedTimer budget;
    budget.start();
    std::uint64_t done = 0;
    for (;;) {
        if (!timeline_->stepForward()) {
            if (atEnd()) {
                setMode(Mode::Paused);
                emit message(notFoundMessage(breakpoint_));
            }
            break;  // else: wait for the worker's next batch
        }
        ++done;
        // Null inside a stretch dropped by the memory bound: those events are not known.
        const queens::StepEvent* e = timeline_->current();
        if (e != nullptr && queens::breakpointHit(breakpoint_, *e, state())) {
            setMode(Mode::Paused);
            const QString why = hitMessage(breakpoint_, *e);
            if (!why.isEmpty()) emit message(why);
            break;
        }
        if (done % kBudgetCheckSteps == 0 && budget.hasExpired(kTickBudgetMs)) break;
    }
    return done > 0;
}

bool PlaybackController::advanceToEnd() {
    QElapsedTimer budget;
    budget.start();
    std::uint64_t done = 0;
    while (timeline_->stepForward()) {
        ++done;
        if (done % kBudgetCheckSteps == 0 && budget.hasExpired(kTickBudgetMs)) break;
    }
    if (atEnd()) setMode(Mode::Paused);
    return done > 0;
}

QString PlaybackController::notFoundMessage(const queens::Breakpoint& b) const {
    using Kind = queens::Breakpoint::Kind;
    switch (b.kind) {
        case Kind::NextSolution:
            return tr("The search is over: no further solution.");
        case Kind::NextBacktrack:
            return tr("The search is over: no further backtrack.");
        case Kind::NextRestart:
            return tr("The search is over: no further restart.");
        case Kind::NextWipeout:
            return tr("The search is over: no further wipe-out.");
        case Kind::NextBackjump:
            return tr("The search is over: no further backjump.");
        case Kind::Depth:
            return tr("The search is over: no further placement at depth %L1.",
                      "depth = number of queens on the board")
                .arg(qlonglong(b.k));
        case Kind::ConflictsAtMost:
            return tr("The search is over: no further full board with collisions ≤ %L1.",
                      "collisions = the attacking excess, counted per line")
                .arg(qlonglong(b.k));
    }
    return {};
}

QString PlaybackController::hitMessage(const queens::Breakpoint& b,
                                       const queens::StepEvent& e) const {
    if (b.kind != queens::Breakpoint::Kind::Depth) return {};
    // e is the Place of the k-th queen; e.a its row, counted from 0 like the caption's.
    return tr("Stopped: %Ln queen(s) placed (depth %Ln), the last on row %L1.",
              "depth = number of queens on the board; rows are counted from 0", int(b.k))
        .arg(e.a);
}

void PlaybackController::halt(const std::exception& ex, std::uint64_t step) {
    setMode(Mode::Paused);
    const QString why =
        dynamic_cast<const std::bad_alloc*>(&ex) != nullptr
            ? tr("there is not enough memory.")
            : tr("step %1 does not fit the board (%2). Start a new run.")
                  .arg(QLocale().toString(qulonglong(step)), QString::fromUtf8(ex.what()));
    emit message(tr("Playback stopped: %1").arg(why));
}

void PlaybackController::setMode(Mode mode) {
    if (mode_ == mode) return;
    mode_ = mode;
    dirty_ = true;
    updateTimer();
}

void PlaybackController::updateTimer() {
    const bool needed = mode_ != Mode::Paused || dirty_;
    if (needed && !timer_.isActive()) {
        clock_.start();
        timer_.start();
    } else if (!needed && timer_.isActive()) {
        timer_.stop();
    }
}

void PlaybackController::notify() {
    dirty_ = false;
    emit stateChanged();
    if (cursor() != reportedCursor_) {
        reportedCursor_ = cursor();
        emit cursorMoved(reportedCursor_);
    }
}
