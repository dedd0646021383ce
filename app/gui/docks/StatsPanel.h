#pragma once
// StatsPanel: the run's counters at the cursor (BoardState::stats(), only those that mean
// something for the algorithm; for the local searches h, moves, sideways moves, restarts, the
// temperature and the proposals with how many were accepted (annealing's moves), the generation
// and its best h or fitness; for CSP backtracking the consistency checks, prunings and wipe-outs,
// and the arc revisions, backjumps and restarts when its options make them happen (setOptions());
// for dancing links the link updates; for iterative deepening the passes and cut-offs), how much of the run is recorded, the worker's search time
// and speed (its own searching time, without its waits for playback), and the playback rate: the
// cursor distance covered in the last kPlaybackWindowMs of wall time. A move backward restarts the
// rate; a timer lets it fall to 0 after playback stops.
#include <QElapsedTimer>
#include <QGroupBox>
#include <QTimer>
#include <array>
#include <cstdint>
#include <deque>
#include <optional>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepperOptions.h"

class QFormLayout;
class QLabel;

class StatsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit StatsPanel(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    // The run's options: which of CSP backtracking's rows apply (arc revisions with MAC,
    // backjumps with backjumping, restarts with a restart budget). Call after setAlgorithm().
    void setOptions(const queens::StepperOptions& options);
    // `paused`: playback waits for Play or Step, so steps recorded ahead of the cursor say so.
    void showStats(const queens::BoardState& state, std::uint64_t cursor, std::uint64_t recorded,
                   bool finished, bool paused = false);
    // Search time in seconds and the events recorded in it; seconds <= 0 shows a dash.
    void showSearchTiming(double searchSeconds, std::uint64_t events);

    static constexpr qint64 kPlaybackWindowMs = 1000;
    // Feeds the playback meter with the cursor at a time in ms of a monotonic clock (showStats()
    // calls it with its own clock; tests call it with their own times). Samples going back in
    // time are ignored.
    void notePlayback(std::uint64_t cursor, qint64 msecs);
    double playbackStepsPerSecond() const { return playbackRate_; }

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: every text again

private:
    enum Row {
        Step,
        Queens,
        Nodes,
        Rejects,
        Backtracks,
        Solutions,
        Evaluations,
        Swaps,
        Restarts,
        Collisions,
        OpenClosed,
        SearchTime,
        SearchSpeed,
        Playback,
        AttackingPairs,  // the local searches' rows
        Moves,
        Sideways,
        Temperature,
        Proposals,
        Generation,
        BestH,
        BestFitness,
        Passes,  // iterative deepening's rows
        Cutoffs,
        Checks,  // constraint propagation's rows
        Prunings,
        Wipeouts,
        Revisions,
        Backjumps,
        Updates,  // dancing links
        RowCount
    };
    struct Sample {
        qint64 msecs;
        std::uint64_t cursor;
    };
    struct Shown {  // what showStats() showed last, to write it again in another language
        std::uint64_t cursor;
        std::uint64_t recorded;
        bool finished;
        bool paused;
        int queens;
        int n;
    };
    void evaluatePlayback(qint64 now);
    void retranslateUi();
    void showCounters(const Shown& v);
    void showLocalSearch(const queens::BoardState& state);  // the rows of a local search
    void updateRows();                                      // the rows that apply

    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    queens::StepperOptions options_;
    QFormLayout* form_ = nullptr;
    std::array<QLabel*, RowCount> names_{};
    std::array<QLabel*, RowCount> values_{};
    std::optional<Shown> shown_;
    double searchSeconds_ = 0.0;
    std::uint64_t searchEvents_ = 0;
    QElapsedTimer clock_;
    QTimer playbackTimer_;        // re-evaluates the rate while it is above zero
    std::deque<Sample> samples_;  // cursor changes, oldest first; front: the window's base
    double playbackRate_ = 0.0;
};
