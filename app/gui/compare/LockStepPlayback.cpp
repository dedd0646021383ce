#include "LockStepPlayback.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "PlaybackController.h"

namespace {
constexpr double kMaxTickSeconds = 0.1;  // a stalled tick does not bank a burst
constexpr std::uint64_t kUnbounded = std::numeric_limits<std::uint64_t>::max();
}  // namespace

LockStepPlayback::LockStepPlayback(PlaybackController* left, PlaybackController* right,
                                   QObject* parent)
    : QObject(parent), sides_{left, right} {
    timer_.setInterval(kTickIntervalMs);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &LockStepPlayback::tick);
    for (PlaybackController* pb : sides_) {
        pb->pause();
        // A controller reports a delivery (new events, the end of its run) with stateChanged();
        // its reports during our own moves are ignored (moving_).
        connect(pb, &PlaybackController::stateChanged, this,
                &LockStepPlayback::onControllerChanged);
    }
}

std::uint64_t LockStepPlayback::paneCursor(int side) const {
    const PlaybackController* pb = sides_[side];
    return pb->runFinished() ? std::min(cursor_, pb->recorded()) : cursor_;
}

bool LockStepPlayback::finished() const {
    return sides_[0]->runFinished() && sides_[1]->runFinished();
}

std::uint64_t LockStepPlayback::end() const {
    return std::max(sides_[0]->recorded(), sides_[1]->recorded());
}

std::uint64_t LockStepPlayback::reachable() const {
    if (finished()) return end();
    std::uint64_t r = kUnbounded;
    for (const PlaybackController* pb : sides_)
        if (!pb->runFinished()) r = std::min(r, pb->recorded());
    return r;
}

bool LockStepPlayback::isWaiting() const {
    if (finished()) return false;
    if (goal_ && *goal_ > reachable()) return true;
    return isPlaying() && cursor_ >= reachable();
}

void LockStepPlayback::restart() {
    goal_.reset();
    credit_ = 0.0;
    cursor_ = 0;
    if (mode_ == Mode::RunningToEnd) setMode(Mode::Paused);  // it belonged to the old runs
    notify();
}

void LockStepPlayback::setSpeed(double stepsPerSecond) {
    speed_ = stepsPerSecond > 0.0 ? stepsPerSecond : 1.0;
    credit_ = std::min(credit_, 1.0);
}

void LockStepPlayback::play() {
    goal_.reset();
    if (atEnd()) moveTo(0);  // like a media player: play at the end starts again
    credit_ = 1.0;           // the first step comes at once
    setMode(Mode::Playing);
    notify();
}

void LockStepPlayback::pause() {
    goal_.reset();
    setMode(Mode::Paused);
    notify();
}

void LockStepPlayback::togglePlay() {
    isPlaying() ? pause() : play();
}

void LockStepPlayback::stepForward() {
    setMode(Mode::Paused);
    const std::uint64_t base = goal_.value_or(cursor_);
    if (finished() && base >= end()) {
        goal_.reset();
    } else {
        goal_ = base + 1;
        advanceTowardGoal();
    }
    notify();
}

void LockStepPlayback::stepBack() {
    setMode(Mode::Paused);
    goal_.reset();
    if (cursor_ > 0) moveTo(cursor_ - 1);
    notify();
}

void LockStepPlayback::rewind() {
    setMode(Mode::Paused);
    goal_.reset();
    moveTo(0);
    notify();
}

void LockStepPlayback::seek(quint64 index) {
    if (mode_ == Mode::RunningToEnd) setMode(Mode::Paused);  // scrubbing cancels a run to the end
    goal_.reset();
    const std::uint64_t wanted = finished() ? std::min<std::uint64_t>(index, end()) : index;
    moveTo(std::min(wanted, reachable()));
    if (mode_ == Mode::Paused && cursor_ < wanted) goal_ = wanted;  // the rest when delivered
    notify();
}

void LockStepPlayback::runToEnd() {
    goal_.reset();
    if (atEnd()) {
        setMode(Mode::Paused);
        notify();
        return;
    }
    setMode(Mode::RunningToEnd);
    advance(kUnbounded);  // one budgeted slice now, the rest on the timer
    if (atEnd()) setMode(Mode::Paused);
    notify();
}

void LockStepPlayback::onControllerChanged() {
    if (moving_) return;
    if (cursor_ > reachable()) {
        // A controller was reset without restart(): its new run starts at 0.
        restart();
        return;
    }
    if (mode_ == Mode::Paused && goal_) advanceTowardGoal();
    notify();  // new events recorded (or a run finished): the window shows it
}

void LockStepPlayback::tick() {
    const double seconds = std::min(kMaxTickSeconds, static_cast<double>(clock_.restart()) / 1e3);
    const std::uint64_t before = cursor_;
    if (mode_ == Mode::Playing) {
        if (std::isinf(speed_)) {
            advance(kUnbounded);
        } else {
            credit_ += speed_ * seconds;
            const auto want = static_cast<std::uint64_t>(credit_);
            credit_ -= static_cast<double>(want);
            if (want > 0 && advance(want) < want && cursor_ >= reachable())
                credit_ = 0.0;  // waiting for a run's events: no debt builds up meanwhile
        }
    } else if (mode_ == Mode::RunningToEnd) {
        advance(kUnbounded);
    }
    const Mode modeBefore = mode_;
    if (mode_ != Mode::Paused && atEnd()) setMode(Mode::Paused);
    if (cursor_ != before || mode_ != modeBefore) notify();
}

std::uint64_t LockStepPlayback::advance(std::uint64_t steps) {
    QElapsedTimer budget;
    budget.start();
    std::uint64_t done = 0;
    while (done < steps) {
        const std::uint64_t r = reachable();
        if (cursor_ >= r) break;
        const std::uint64_t chunk = std::min({kChunk, steps - done, r - cursor_});
        moveTo(cursor_ + chunk);
        done += chunk;
        if (budget.hasExpired(kTickBudgetMs)) break;
    }
    return done;
}

void LockStepPlayback::advanceTowardGoal() {
    if (!goal_) return;
    const std::uint64_t wanted = finished() ? std::min(*goal_, end()) : *goal_;
    const std::uint64_t target = std::min(wanted, reachable());
    if (target > cursor_) moveTo(target);
    if (cursor_ >= wanted) goal_.reset();
}

void LockStepPlayback::moveTo(std::uint64_t c) {
    moving_ = true;
    cursor_ = c;
    for (PlaybackController* pb : sides_) {
        const std::uint64_t target = pb->runFinished() ? std::min(c, pb->recorded()) : c;
        const std::uint64_t now = pb->cursor();
        if (target == now) continue;
        if (target == now + 1)
            pb->stepForward();
        else if (target + 1 == now)
            pb->stepBack();
        else
            pb->seek(target);
    }
    moving_ = false;
}

void LockStepPlayback::setMode(Mode mode) {
    if (mode_ == mode) return;
    mode_ = mode;
    if (mode_ != Mode::Paused && !timer_.isActive()) {
        clock_.start();
        timer_.start();
    } else if (mode_ == Mode::Paused) {
        timer_.stop();
    }
}

void LockStepPlayback::notify() {
    emit stateChanged();
    if (cursor_ != reported_) {
        reported_ = cursor_;
        emit cursorMoved(reported_);
    }
}
