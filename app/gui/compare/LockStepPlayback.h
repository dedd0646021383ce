#pragma once
// LockStepPlayback: one player for two runs side by side (the compare window). It moves the
// cursors of two PlaybackControllers together, so that both boards always show the same step
// number; it never solves, never blocks and never sleeps.
//
// The shared cursor
// - cursor() is the step both runs show. A run that has finished with fewer events stays at
//   its end: paneCursor(side) = min(cursor(), its length) once the run is finished, cursor()
//   otherwise. Both controllers' cursors are therefore equal until the shorter run ends.
// - reachable() is how far the shared cursor can go with the events delivered so far: the
//   smallest number recorded by a run still producing; when both runs are finished, the
//   length of the longer one (end()). The cursor never passes reachable().
//
// Moves (the toolbar's commands) and waiting
// - stepForward() asks for one more step than the pending goal (or the cursor): goal() = that
//   step. The cursor moves there at once when both runs have delivered it; otherwise the
//   command waits asynchronously: whenever a controller reports new events (its
//   stateChanged()), the cursor moves on toward goal(). Several steps asked while waiting add
//   up. seek(i) sets the goal to i (clamped to end() once both runs are finished).
// - stepBack(), rewind() and pause() cancel a pending goal and pause; stepBack() moves one step
//   back, rewind() to step 0.
// - play() advances the cursor at speed() steps per second on a ~60 Hz timer, each tick doing
//   at most kTickBudgetMs of work; while a run has not delivered the next step the tick does
//   nothing (no debt builds up). At the end it pauses; play() at the end starts again from 0.
//   runToEnd() advances as fast as the budget allows until atEnd(). seek() while playing goes
//   on playing from there (media-player scrubbing); it cancels a run to the end.
// - Both controllers are kept Paused: only this object moves them (stepForward/stepBack for a
//   single step, seek() otherwise). Their own stateChanged() during such a move is ignored.
// - restart(): both controllers were reset for new runs: cursor 0, no goal (playing goes on,
//   a run to the end is cancelled), like PlaybackController::reset().
// - stateChanged() is emitted at most once per tick, command or delivery; cursorMoved() when
//   cursor() changed.
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <array>
#include <cstdint>
#include <optional>

class PlaybackController;

class LockStepPlayback : public QObject {
    Q_OBJECT

public:
    static constexpr int kTickIntervalMs = 16;
    static constexpr int kTickBudgetMs = 4;
    // Events moved per controller call when advancing far (playing fast, running to the end):
    // large enough for few calls per tick, small enough to keep within the tick budget.
    static constexpr std::uint64_t kChunk = 2048;

    enum class Mode { Paused, Playing, RunningToEnd };

    // Neither controller may be null; both must outlive this object.
    LockStepPlayback(PlaybackController* left, PlaybackController* right,
                     QObject* parent = nullptr);

    PlaybackController* controller(int side) const { return sides_[side]; }

    std::uint64_t cursor() const { return cursor_; }
    std::uint64_t paneCursor(int side) const;
    std::uint64_t reachable() const;
    bool finished() const;      // both runs have delivered their Done event
    std::uint64_t end() const;  // the longer run's length (meaningful when finished())
    bool atEnd() const { return finished() && cursor_ >= end(); }
    std::optional<std::uint64_t> goal() const { return goal_; }
    bool isWaiting() const;  // a goal, or playing, blocked by undelivered events

    Mode mode() const { return mode_; }
    bool isPlaying() const { return mode_ != Mode::Paused; }
    double speed() const { return speed_; }

    void restart();

public slots:
    void setSpeed(double stepsPerSecond);  // infinity: as fast as possible
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void rewind();
    void seek(quint64 index);
    void runToEnd();

signals:
    void stateChanged();
    void cursorMoved(quint64 cursor);

private:
    void onControllerChanged();
    void tick();
    // Moves the shared cursor (and both controllers) to c <= reachable().
    void moveTo(std::uint64_t c);
    // Moves forward by up to `steps` (unbounded: UINT64_MAX) within the tick budget; returns
    // the steps made.
    std::uint64_t advance(std::uint64_t steps);
    void advanceTowardGoal();
    void setMode(Mode mode);
    void notify();

    std::array<PlaybackController*, 2> sides_{};
    QTimer timer_;
    QElapsedTimer clock_;
    Mode mode_ = Mode::Paused;
    double speed_ = 5.0;
    double credit_ = 0.0;
    std::uint64_t cursor_ = 0;
    std::uint64_t reported_ = 0;
    std::optional<std::uint64_t> goal_;
    bool moving_ = false;  // inside moveTo(): the controllers' signals are our own doing
};
