#pragma once
// SlicedRebuild: runs an owner's O(n) rebuild (a heat image, the conflict strips) from the event
// loop in slices of at most about kSliceMs each, so that the GUI thread never spends hundreds of
// milliseconds in one event on a board of 10^7 rows (issue 7).
//
// - The owner gives three functions: begin() starts a pass from the current state, step(deadline)
//   continues it until the deadline and returns true when the pass is done, finish() publishes
//   its result (typically a swap of a work buffer with the one painted). Between two slices the
//   event loop runs (playback ticks, paints), and the state may change: request() then marks the
//   pass dirty and another pass follows it. A pass spanning changes may mix states (each part is
//   read from the state of its slice); the last pass after the last request() reads one state
//   only, so what is shown in the end equals a full rebuild of the latest state.
// - A new pass starts at the earliest intervalMs after the previous one ended (a throttle: the
//   rebuilds then take a bounded share of the GUI thread), from a zero or single-shot timer.
// - cancel() drops a running or waiting pass (the owner's state may be going away); the result
//   shown stays. The functions are never called after cancel() until the next request().
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>

class SlicedRebuild : public QObject {
    Q_OBJECT

public:
    static constexpr int kSliceMs = 8;

    SlicedRebuild(int intervalMs, std::function<void()> begin,
                  std::function<bool(const QDeadlineTimer&)> step, std::function<void()> finish,
                  QObject* parent = nullptr);

    // The state changed: a pass follows (after the running one, if any).
    void request();
    void cancel();
    // A pass runs or waits for its timer.
    bool pending() const { return running_ || dirty_; }
    bool running() const { return running_; }
    // Passes finished so far.
    int passes() const { return passes_; }
    // Starts the throttle interval now (the owner built synchronously).
    void restartClock() { clock_.start(); }

private:
    void schedule();
    void slice();

    int interval_;
    std::function<void()> begin_;
    std::function<bool(const QDeadlineTimer&)> step_;
    std::function<void()> finish_;
    QTimer timer_;
    QElapsedTimer clock_;  // since the last pass ended
    bool running_ = false;
    bool dirty_ = false;
    int passes_ = 0;
};
