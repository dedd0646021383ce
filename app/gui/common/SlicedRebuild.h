#pragma once
// SlicedRebuild: runs an owner's O(n) rebuild (a heat image, the conflict strips) from the event
// loop in slices of about kSliceMs, so the GUI thread never spends long in one event on a huge
// board. The owner gives begin(), step(deadline) (true when the pass is done) and finish()
// (publishes the result). request() after a state change makes another pass follow, so what is
// shown in the end equals a full rebuild of the latest state; passes start at least intervalMs
// apart. cancel() drops a pass and calls nothing more until the next request(). Slices follow
// each other kYieldMs apart, and a slice due right after another rebuild's slice waits kYieldMs
// once (then goes first): the event loop serves input, paints and playback between any two
// slices, so two rebuilds never add up to one long stall.
// See docs/design.md, "Large boards".
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <functional>

class SlicedRebuild : public QObject {
    Q_OBJECT

public:
    // A slice, a playback tick (its stepping budget and the views' refresh) and a paint fit in
    // one frame of 16 ms together.
    static constexpr int kSliceMs = 5;
    static constexpr int kYieldMs = 1;

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
    // Restarts the throttle interval, after the owner built synchronously.
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
    bool yielded_ = false;  // this slice already waited once for another rebuild's
    // The rebuild whose slice ran last on this thread, and when it ended (GUI thread only).
    static inline const SlicedRebuild* lastSlicer_ = nullptr;
    static inline QElapsedTimer lastSliceEnd_;
};
