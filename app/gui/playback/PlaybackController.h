#pragma once
// PlaybackController: the GUI's player. It owns the queens::Timeline of the current run and moves
// its cursor: Paused, Playing at speed() steps per second, or running to a breakpoint or to the
// end, on a ~60 Hz timer whose ticks each do at most kTickBudgetMs of stepping. It never solves
// and never blocks: events not delivered yet are waited for (the next appendBatch()), and every
// move command works at any time. No exception leaves a slot: a step that cannot be applied, a
// batch that does not continue the run or exhausted memory pauses playback, message() says
// "Playback stopped: ...", and the board stays a valid state of the run.
// A reset() to a board of kBuildAsideMinN queens or more builds the new run's empty timeline on
// a thread of its JobRunner (its BoardState alone is hundreds of megabytes at N = 10^7): until
// it is handed over, timeline() is an empty placeholder with the new memory bound and the
// batches that arrive wait in order; a later reset() drops the build. Every replaced timeline is
// freed off the GUI thread (JobRunner::release).
// The modes and the run-to rules: docs/design.md, "Playback and the timeline".
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <vector>

#include "BatchMetaType.h"
#include "BoardState.h"
#include "Breakpoint.h"
#include "StepEvent.h"
#include "Timeline.h"

class JobRunner;

class PlaybackController : public QObject {
    Q_OBJECT

public:
    static constexpr int kTickIntervalMs = 16;
    // Stepping time per tick, small enough that the views' refresh and the paint that follow
    // still fit in the frame (kTickIntervalMs).
    static constexpr int kTickBudgetMs = 4;
    static constexpr std::uint64_t kMaxWorkerLead = 2'000'000;
    // Boards this large get their empty timeline built off the GUI thread.
    static constexpr int kBuildAsideMinN = 1 << 16;

    enum class Mode { Paused, Playing, RunningToBreakpoint, RunningToEnd };

    explicit PlaybackController(QObject* parent = nullptr);
    ~PlaybackController() override;

    // A new, empty run on an n x n board whose timeline keeps at most `memoryBound` bytes of
    // events (see queens::Timeline). Playing stays playing; a run-to is cancelled (its breakpoint
    // belonged to the previous run).
    void reset(int n, std::size_t memoryBound = queens::Timeline::kDefaultMemoryBound);
    // The timeline of the last reset() is still being built (see above).
    bool isBuilding() const { return building_; }
    // Threads of dropped builds and of freed timelines that have not finished yet.
    int retiringCount() const;
    // The memory bound of a run whose first `events` events must all stay exact (a lesson's last
    // stop), with room for the worker's lead after them: at least the default, at most
    // Limits::kMemoryBudgetGiB.
    static std::size_t memoryBoundFor(std::uint64_t events);

    const queens::Timeline& timeline() const { return *timeline_; }
    const queens::BoardState& state() const { return timeline_->state(); }
    const queens::StepEvent* currentEvent() const { return timeline_->current(); }
    std::uint64_t cursor() const { return timeline_->cursor(); }
    std::uint64_t recorded() const { return timeline_->size(); }
    // Events of this run appendBatch() took: recorded() and those waiting for the build. The
    // next batch of the run starts there.
    std::uint64_t delivered() const {
        return waiting_.empty() ? recorded() : waiting_.back()->end();
    }
    bool runFinished() const { return timeline_->finished(); }
    bool atEnd() const { return runFinished() && cursor() == recorded(); }
    // The board for the views at the cursor: state(), except at the end of a run that found
    // solutions and then backtracked away from them (an all-solutions search ends on an empty
    // board): then the state just after the last Solution event, so the run ends showing the
    // last solution found. Found once per run by unapplying the events after that solution
    // (state() when one of them is no longer kept).
    const queens::BoardState& boardToShow();

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

    // Advances to just past the first event at or after the cursor that hits `breakpoint`
    // (at least one event), then pauses there; when the run ends without a hit, pauses at the
    // end and message() names what was not found.
    void runTo(const queens::Breakpoint& breakpoint);

public slots:
    // Only appends (O(1)); the events are applied when the cursor moves over them.
    void appendBatch(const queens::BatchPtr& batch);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void rewind();
    // Moves the cursor to `index` (clamped to recorded(); before firstExact() to the nearest
    // keyframe at or before it). Playing goes on playing; a run-to is cancelled.
    void seek(quint64 index);
    void runToNextSolution();
    void runToEnd();

signals:
    // At most once per tick or command.
    void stateChanged();
    // Where playback is, for the worker's lead limit.
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
    // What to say when `b` is hit by `e` (empty when the board's caption says it already).
    QString hitMessage(const queens::Breakpoint& b, const queens::StepEvent& e) const;
    void setMode(Mode mode);
    void updateTimer();
    void notify();
    // The built timeline of the last reset() arrives (null: there was not enough memory).
    void install(std::shared_ptr<queens::Timeline> built);

    JobRunner* jobs_ = nullptr;
    std::shared_ptr<queens::Timeline> timeline_;
    bool building_ = false;
    bool buildFailed_ = false;                        // until the next reset(): batches are dropped
    std::vector<queens::BatchPtr> waiting_;           // batches that came while building, in order
    std::optional<queens::BoardState> lastSolution_;  // boardToShow() at the end, once found
    bool lastSolutionSought_ = false;
    QTimer timer_;
    QElapsedTimer clock_;
    Mode mode_ = Mode::Paused;
    double speed_ = 5.0;
    double credit_ = 0.0;            // fractional steps carried to the next tick
    queens::Breakpoint breakpoint_;  // meaningful while mode_ == RunningToBreakpoint
    std::uint64_t reportedCursor_ = 0;
    bool dirty_ = false;  // something changed since the last stateChanged()
};
