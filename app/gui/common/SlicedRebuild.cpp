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
    if (!running_) {
        if (!dirty_) return;
        dirty_ = false;
        running_ = true;
        begin_();
    }
    if (!step_(QDeadlineTimer(kSliceMs))) {
        timer_.start(0);
        return;
    }
    running_ = false;
    clock_.start();
    ++passes_;
    finish_();
    if (dirty_) schedule();
}
