#pragma once
// CompareWindow: two searches side by side on the same N, played in lock-step, to show what an
// algorithm saves: backtracking against bitmask backtracking, symmetric against plain search
// (about half the cells tried), or min-conflicts with two seeds.
//
// - A top-level window (Qt::Window, not a quit-on-close window), objectName "compareWindow".
// - Shared problem: N (limited to what both algorithms accept in this window: ComparePane::maxN,
//   which caps min-conflicts at ComparePane::kMaxComparedN, below the main window's limit) and
//   all solutions / first solution; each ComparePane chooses its algorithm (and seed). Changing
//   any of them restarts both runs (they share one cursor). Each pane's worker runs on its own
//   thread.
// - One toolbar drives both runs through LockStepPlayback: Play/Pause (Space), Step (Right),
//   Step back (Left), Reset (Home: back to step 0), To end (End), and the speed. Both boards
//   always show the same step; a run that finished earlier stays at its end.
// - CompareChart: the work done over steps for both runs, solutions marked; it follows every
//   pause, step and seek at once and fast playback a few times per second (Qt Charts re-lays
//   out its scene on every change). Each run's work is measured as the algorithm works:
//   cells tried (stats.nodes) for a systematic search, swaps evaluated (stats.evaluations) for
//   min-conflicts, whose search is its evaluated swaps (CompareChart::measureOf).
// - A summary line states each run's work so far. When both runs have the same measure it gives
//   the right run's as a percentage of the left run's; when the measures differ (e.g.
//   backtracking against min-conflicts) it names each run's own measure, says they count
//   different work and gives no ratio.
// - Closing the window pauses and retires the workers of unfinished runs; showing it again
//   starts those runs anew. The window does nothing until it is shown or setProblem() is called.
#include <QElapsedTimer>
#include <QList>
#include <QTimer>
#include <QWidget>
#include <array>
#include <cstdint>

#include "Algorithm.h"
#include "RangeSpinBox.h"

class CompareChart;
class ComparePane;
class LockStepPlayback;
class QAction;
class QComboBox;
class QLabel;
class QToolBar;
class SpeedControl;

class CompareWindow : public QWidget {
    Q_OBJECT

public:
    static constexpr int kChartIntervalMs = 250;             // chart updates while playing fast
    static constexpr double kChartEveryTickMaxSpeed = 30.0;  // steps/s

    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Sets N, both algorithms and seeds, and starts both runs.
    void setProblem(int n, queens::Algorithm left, queens::Algorithm right,
                    std::uint64_t leftSeed = 1, std::uint64_t rightSeed = 1);
    // All solutions (default) or stop at the first; restarts both runs when it changes.
    void setAllSolutions(bool all);
    bool allSolutions() const;
    int n() const;

    ComparePane* left() const { return panes_[0]; }
    ComparePane* right() const { return panes_[1]; }
    ComparePane* pane(int side) const { return panes_[side]; }
    LockStepPlayback* playback() const { return lockStep_; }
    CompareChart* chart() const { return chart_; }
    SpeedControl* speedControl() const { return speed_; }
    QSpinBox* sizeSpin() const { return sizeSpin_; }
    QComboBox* modeCombo() const { return modeCombo_; }
    QLabel* summaryLabel() const { return summary_; }
    // Play/Pause, Step back, Step, Reset, To end.
    QList<QAction*> playbackActions() const;

public slots:
    void restart();  // both runs anew with the current settings

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildUi();
    QAction* makeAction(const char* name, const QKeySequence& key);
    void retranslateUi();
    void updateIcons();
    void updateSizeRange();
    void refresh();
    void updateActions();
    void updateChart();
    void updateSummary();

    std::array<ComparePane*, 2> panes_{};
    LockStepPlayback* lockStep_ = nullptr;
    CompareChart* chart_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    SpeedControl* speed_ = nullptr;
    QLabel* sizeLabel_ = nullptr;
    RangeSpinBox* sizeSpin_ = nullptr;  // N typed out of range: red, with the limit
    QComboBox* modeCombo_ = nullptr;
    QLabel* summary_ = nullptr;
    QAction* playPause_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* step_ = nullptr;
    QAction* reset_ = nullptr;
    QAction* toEnd_ = nullptr;
    QTimer chartTimer_;         // the chart update, in an event of its own
    QElapsedTimer chartClock_;  // since the last chart update
    bool stale_ = true;         // no run, or runs retired by closing: restart when shown
};
