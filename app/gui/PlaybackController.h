#pragma once
// PlaybackController: the GUI owns playback. It keeps the queens::Timeline of the current run and
// moves its cursor; it never solves and never blocks.
//
// Contract
// - appendBatch() only appends (O(1)); events are applied when the cursor moves over them.
// - A ~60 Hz QTimer advances the cursor while playing: speed() steps per second, with the
//   fractions carried from tick to tick; at maximum speed as many steps as fit in a
//   kTickBudgetMs budget. Every tick does at most kTickBudgetMs of work, including
//   runToNextSolution(), which advances across ticks until stats().solutions increases.
// - When playback needs events the worker has not delivered yet it waits for the next batch.
// - stepForward/stepBack/rewind/runToNextSolution work at any time, also while the worker is
//   still producing; a single step pauses playback.
// - stateChanged() is emitted at most once per tick or action; cursorMoved() tells the worker
//   where playback is (see SolverWorker's lead limit).
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

#include "BatchMetaType.h"
#include "BoardState.h"
#include "StepEvent.h"
#include "Timeline.h"

class PlaybackController : public QObject {
    Q_OBJECT

public:
    static constexpr int kTickIntervalMs = 16;
    static constexpr int kTickBudgetMs = 8;
    static constexpr std::uint64_t kMaxWorkerLead = 2'000'000;

    enum class Mode { Paused, Playing, SeekingSolution };

    explicit PlaybackController(QObject* parent = nullptr);
    ~PlaybackController() override;

    // A new, empty run on an n x n board (playing or paused as before).
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

    // Steps per second; infinity means as fast as possible.
    double speed() const { return speed_; }
    void setSpeed(double stepsPerSecond);

    // How far the worker may run ahead of the cursor: kMaxWorkerLead events or half the
    // timeline's memory bound, whichever is smaller.
    std::uint64_t maxWorkerLead() const;

public slots:
    void appendBatch(const queens::BatchPtr& batch);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void rewind();
    void runToNextSolution();

signals:
    void stateChanged();
    void cursorMoved(quint64 cursor);
    void message(const QString& text);

private:
    void tick();
    // Pauses and reports `ex`; `step` is the 1-based number of the event that was refused.
    void halt(const std::exception& ex, std::uint64_t step);
    bool advancePlaying(double seconds);
    bool advanceToSolution();
    void setMode(Mode mode);
    void updateTimer();
    void notify();

    std::unique_ptr<queens::Timeline> timeline_;
    QTimer timer_;
    QElapsedTimer clock_;
    Mode mode_ = Mode::Paused;
    double speed_ = 5.0;
    double credit_ = 0.0;  // fractional steps carried to the next tick
    std::uint64_t targetSolutions_ = 0;
    std::uint64_t reportedCursor_ = 0;
    bool dirty_ = false;  // something changed since the last stateChanged()
};
