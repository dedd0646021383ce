#pragma once
// LockStepPlayback: one player for two runs side by side (the compare window). It moves the
// cursors of two PlaybackControllers together, so both boards show the same step number, and is
// the only thing that moves them (both stay Paused). A run that finished shorter stays at its end;
// the shared cursor never passes reachable(), and commands that need undelivered events wait for
// the controllers' next stateChanged(). It never solves, never blocks and never sleeps.
// The shared cursor and its moves: docs/design.md, "Playback and the timeline".
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
    // min(cursor(), the run's length) once that run is finished, cursor() before.
    std::uint64_t paneCursor(int side) const;
    // How far the cursor can go with the events delivered: the smallest number recorded by a
    // run still producing; end() when both are finished.
    std::uint64_t reachable() const;
    bool finished() const;      // both runs have delivered their Done event
    std::uint64_t end() const;  // the longer run's length (meaningful when finished())
    bool atEnd() const { return finished() && cursor_ >= end(); }
    std::optional<std::uint64_t> goal() const { return goal_; }
    bool isWaiting() const;  // a goal, or playing, blocked by undelivered events

    Mode mode() const { return mode_; }
    bool isPlaying() const { return mode_ != Mode::Paused; }
    double speed() const { return speed_; }

    // Both controllers were reset for new runs: cursor 0, no goal; playing goes on, a run to
    // the end is cancelled (as PlaybackController::reset()).
    void restart();

public slots:
    void setSpeed(double stepsPerSecond);  // infinity: as fast as possible
    // Plays from the cursor (from 0 when at the end); pauses at the end.
    void play();
    void pause();
    void togglePlay();
    // One step past the pending goal (or the cursor); steps asked while waiting add up.
    void stepForward();
    void stepBack();
    void rewind();
    // Sets the goal to `index` (clamped to end() once both runs are finished); playing goes on
    // from there, a run to the end is cancelled.
    void seek(quint64 index);
    void runToEnd();

signals:
    // At most once per tick, command or delivery.
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
