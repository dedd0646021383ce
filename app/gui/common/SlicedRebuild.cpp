#include "SlicedRebuild.h"

#include <algorithm>
#include <utility>

SlicedRebuild::SlicedRebuild(int intervalMs, std::function<void()> begin,
                             std::function<bool(const QDeadlineTimer&)> step,
                             std::function<void()> finish, QObject* parent)
    : QObject(parent),
      interval_(intervalMs),
      begin_(std::move(begin)),
      step_(std::move(step)),
      finish_(std::move(finish)) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &SlicedRebuild::slice);
}

void SlicedRebuild::request() {
    dirty_ = true;
    if (!running_) schedule();
}

void SlicedRebuild::cancel() {
    timer_.stop();
    running_ = false;
    dirty_ = false;
}

void SlicedRebuild::schedule() {
    if (timer_.isActive()) return;
    const qint64 age = clock_.isValid() ? clock_.elapsed() : interval_;
    timer_.start(static_cast<int>(std::max<qint64>(0, interval_ - age)));
}

// One slice: a new pass begins when none runs; the pass continues until the deadline.
void SlicedRebuild::slice() {
    const bool afterAnother = lastSlicer_ != this && lastSlicer_ != nullptr &&
                              lastSliceEnd_.nsecsElapsed() < qint64{kYieldMs} * 1'000'000;
    if (afterAnother && !yielded_) {  // the event loop first; then this one, before the other
        yielded_ = true;
        timer_.start(kYieldMs);
        return;
    }
    yielded_ = false;
    if (!running_) {
        if (!dirty_) return;
        dirty_ = false;
        running_ = true;
        begin_();
    }
    const bool done = step_(QDeadlineTimer(kSliceMs));
    lastSlicer_ = this;
    lastSliceEnd_.start();
    if (!done) {
        timer_.start(kYieldMs);
        return;
    }
    running_ = false;
    clock_.start();
    ++passes_;
    finish_();
    if (dirty_) schedule();
}
