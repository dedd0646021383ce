#pragma once
// ComparePane: one side of the compare window: an algorithm and a seed, the run's board and its
// statistics at the cursor. It owns the run: a SolverController and a PlaybackController whose
// cursor the window's LockStepPlayback moves, never this pane. start() retires the previous run
// without waiting and checks the options first (Limits::comparedMaxN, StepperFactory::validate):
// a refused problem shows its reason in the status line and runs nothing. Batches go to the
// playback controller and then out through batchArrived(). A user's change of algorithm or seed
// emits settingsChanged() (the window restarts both runs, which share one cursor). The rows are
// the work counts of CompareCounts, "—" where a count does not apply to the algorithm, each with
// a tool tip saying what it counts for that algorithm. CSP backtracking runs with the pane's CSP
// options (setCspOptions()), which a line under the algorithm names, so that the window can put
// CSP backtracking beside itself with other options.
#include <QGroupBox>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "BatchMetaType.h"
#include "StepperOptions.h"

class BoardWidget;
class PlaybackController;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class SolverController;

class ComparePane : public QGroupBox {
    Q_OBJECT

public:
    enum Stat {
        Step,
        Tried,
        Placed,
        Rejected,
        Backtracks,
        Solutions,
        Evaluated,
        Swaps,
        Restarts,
        Collisions,
        Moves,           // the local searches: queens moved within their rows
        AttackingPairs,  // h of the board now
        Generations,     // local beam search and the genetic algorithm
        Checks,          // CSP backtracking: consistency checks, prunings, wipe-outs
        Prunings,
        Wipeouts,
        SearchTime,
        StatCount
    };

    // `name` prefixes the child objects' names ("left" -> "leftAlgorithmCombo", ...).
    explicit ComparePane(const QString& name, QWidget* parent = nullptr);
    ~ComparePane() override;

    void setAlgorithm(queens::Algorithm algorithm);  // no settingsChanged()
    queens::Algorithm algorithm() const { return algorithm_; }
    void setSeed(std::uint64_t seed);  // no settingsChanged()
    std::uint64_t seed() const;
    // The CSP options (variable and value order, inference, backjumping, random ties, restarts)
    // of a run of Algorithm::Csp; the other fields of `o` are ignored. No settingsChanged().
    void setCspOptions(const queens::StepperOptions& o);
    const queens::StepperOptions& cspOptions() const { return cspOptions_; }

    // Starts a new run of algorithm() and seed() on an n x n board; false (nothing runs, the
    // status line says why) when the algorithm refuses the options.
    bool start(int n, bool allSolutions);
    void stop();  // retires the worker; the recorded events stay

    void refresh();
    // The name of the run in charts and sentences: the algorithm, the seed for the randomized
    // searches, the options for CSP backtracking.
    QString runName() const;

    SolverController* solver() const { return solver_; }
    PlaybackController* playback() const { return playback_; }
    BoardWidget* board() const { return board_; }
    QComboBox* algorithmCombo() const { return algorithmCombo_; }
    QSpinBox* seedSpin() const { return seedSpin_; }
    QLabel* statLabel(Stat s) const { return values_[s]; }
    QLabel* statusLabel() const { return status_; }
    double searchSeconds() const { return searchSeconds_; }
    // A counted row at the cursor (CompareCounts::value); nullopt where it does not apply.
    std::optional<std::uint64_t> count(Stat stat) const;
    // Reject events with RejectReason::Symmetry among the events the board shows.
    std::uint64_t symmetrySkipsAtCursor() const;

signals:
    void settingsChanged();
    void batchArrived(const queens::BatchPtr& batch);  // after the controller appended it

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillAlgorithms();
    void updateRows();
    void showMessage(const QString& text);

    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    SolverController* solver_ = nullptr;
    PlaybackController* playback_ = nullptr;
    BoardWidget* board_ = nullptr;
    QComboBox* algorithmCombo_ = nullptr;
    QSpinBox* seedSpin_ = nullptr;
    QLabel* algorithmLabel_ = nullptr;
    QLabel* seedLabel_ = nullptr;
    QLabel* cspLabel_ = nullptr;  // the CSP options, for Algorithm::Csp
    QFormLayout* form_ = nullptr;
    std::array<QLabel*, StatCount> names_{};
    std::array<QLabel*, StatCount> values_{};
    QLabel* status_ = nullptr;
    double searchSeconds_ = 0.0;
    std::vector<std::uint64_t> symmetrySkips_;  // their steps in the run, increasing (a few)
    std::uint64_t startedSeed_ = 1;             // the seed of the current run
    queens::StepperOptions cspOptions_;         // only its CSP fields are used
};
