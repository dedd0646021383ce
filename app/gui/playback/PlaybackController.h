#pragma once
// PlaybackController: the GUI owns playback. It keeps the queens::Timeline of the current run and
// moves its cursor; it never solves and never blocks.
//
// Modes
//   Paused               the cursor moves only by the single-step commands and seek().
//   Playing              a ~60 Hz QTimer advances the cursor at speed() steps per second.
//   RunningToBreakpoint  runTo(b): the cursor advances as fast as the tick budget allows until
//                        an event hits b (queens::breakpointHit), then pauses there.
//   RunningToEnd         runToEnd(): likewise until atEnd().
//   isPlaying() is true in every mode but Paused (the Play/Pause button shows "Pause").
//
// Contract
// - appendBatch() only appends (O(1)); events are applied when the cursor moves over them.
// - While playing, each tick advances speed() steps per second, with the fractions carried from
//   tick to tick; at maximum speed as many steps as fit in a kTickBudgetMs budget. Every tick
//   does at most kTickBudgetMs of work; runTo() and runToEnd() do one such slice at once, in the
//   call, then go on across ticks.
// - runTo(b) from cursor c stops right after the first event with index >= c that hits b, so
//   that event is currentEvent(); it moves forward by at least one event. Events dropped by the
//   timeline's memory bound (before firstExact()) are skipped over: they are no longer known.
//   When the run ends without a hit, playback pauses at the end and message() names what was
//   not found ("The search is over: no further backtrack."). runTo() at the end only says so.
//   runToNextSolution() is runTo(NextSolution). activeBreakpoint() is b while running to it.
// - runToEnd() advances until atEnd(), following the worker while it still produces.
// - When playback needs events the worker has not delivered yet it waits for the next batch
//   (in every mode that moves); it never blocks.
// - stepForward/stepBack/rewind/seek/runTo/runToEnd work at any time, also while the worker is
//   still producing. A single step, rewind and pause() cancel a run-to and pause. seek(i) moves
//   the cursor to i (clamped to recorded(); before firstExact() it lands on the nearest keyframe
//   at or before i): playing goes on playing from there (media-player scrubbing), a run-to is
//   cancelled (Paused). play() also cancels a run-to and plays.
// - stateChanged() is emitted at most once per tick or command; cursorMoved() tells the worker
//   where playback is (see SolverWorker's lead limit).
// - reset(n) starts an empty run; it keeps Playing, but cancels a run-to (Paused): the
//   breakpoint belonged to the previous run.
// - No exception leaves a slot: when a step cannot be applied or undone (BoardState refuses an
//   event that does not fit, std::logic_error), a batch does not continue the run, or memory
//   runs out, playback pauses, message() says "Playback stopped: ..." and the board stays a
//   valid state of the run (a refused event leaves the state and the cursor unchanged).
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>

#include "BatchMetaType.h"
#include "BoardState.h"
#include "Breakpoint.h"
#include "StepEvent.h"
#include "Timeline.h"

class PlaybackController : public QObject {
    Q_OBJECT

public:
    static constexpr int kTickIntervalMs = 16;
    // Stepping time per tick. With the views' refresh (a few ms) and the paint that follows, a
    // tick leaves the GUI thread free well within a 16 ms frame (see tests/bench/bench_gui_stall).
    static constexpr int kTickBudgetMs = 4;
    static constexpr std::uint64_t kMaxWorkerLead = 2'000'000;

    enum class Mode { Paused, Playing, RunningToBreakpoint, RunningToEnd };

    explicit PlaybackController(QObject* parent = nullptr);
    ~PlaybackController() override;

    // A new, empty run on an n x n board (playing or paused as before; a run-to is cancelled).
    void reset(int n);

    const queens::Timeline& timeline() const { return *timeline_; }
    const queens::BoardState& state() const { return timeline_->state(); }
    const queens::StepEvent* currentEvent() const { return timeline_->current(); }
    std::uint64_t cursor() const { return timeline_->cursor(); }
    std::uint64_t recorded() const { return timeline_->size(); }
    bool runFinished() const { return timeline_->finished(); }
    bool atEnd() const { return runFinished() && cursor() == recorded(); }

    Mode mode() const { return mode_; }
    bool isPlaying() const { return mode_ != Mode::Paused; }
    // The breakpoint being run to (mode() == RunningToBreakpoint), otherwise none.
    std::optional<queens::Breakpoint> activeBreakpoint() const;

    // Steps per second; infinity means as fast as possible.
    double speed() const { return speed_; }
    void setSpeed(double stepsPerSecond);

    // How far the worker may run ahead of the cursor: kMaxWorkerLead events or half the
    // timeline's memory bound, whichever is smaller.
    std::uint64_t maxWorkerLead() const;

    // Runs to the next event that hits `breakpoint` (see the contract above).
    void runTo(const queens::Breakpoint& breakpoint);

public slots:
    void appendBatch(const queens::BatchPtr& batch);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void rewind();
    void seek(quint64 index);
    void runToNextSolution();
    void runToEnd();

signals:
    void stateChanged();
    void cursorMoved(quint64 cursor);
    void message(const QString& text);

private:
    void tick();
    // One budgeted slice of the current mode's work (`seconds` since the last one, for Playing),
    // then stateChanged() when something changed.
    void runSlice(double seconds);
    // Pauses and reports `ex`; `step` is the 1-based number of the event that was refused.
    void halt(const std::exception& ex, std::uint64_t step);
    bool advancePlaying(double seconds);
    bool advanceToBreakpoint();
    bool advanceToEnd();
    QString notFoundMessage(const queens::Breakpoint& b) const;
    void setMode(Mode mode);
    void updateTimer();
    void notify();

    std::unique_ptr<queens::Timeline> timeline_;
    QTimer timer_;
    QElapsedTimer clock_;
    Mode mode_ = Mode::Paused;
    double speed_ = 5.0;
    double credit_ = 0.0;            // fractional steps carried to the next tick
    queens::Breakpoint breakpoint_;  // meaningful while mode_ == RunningToBreakpoint
    std::uint64_t reportedCursor_ = 0;
    bool dirty_ = false;  // something changed since the last stateChanged()
};
