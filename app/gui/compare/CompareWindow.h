#pragma once
// CompareWindow: two searches side by side on the same N, played in lock-step, to show what an
// algorithm saves (e.g. symmetric against plain backtracking, or min-conflicts with two seeds). A
// top-level window (objectName "compareWindow") owning two ComparePanes (each runs its worker on a
// thread of its own), a LockStepPlayback driven by one toolbar, a CompareChart and a summary line
// of each run's work (a ratio only when both runs count the same measure). Changing N, the
// algorithms, the seeds or all / first solution restarts both runs. Closing pauses and retires the
// unfinished runs' workers; showing it again starts them anew. It does nothing until shown or
// setProblem(). See docs/design.md, "The compare window".
#include <QElapsedTimer>
#include <QList>
#include <QTimer>
#include <QWidget>
#include <array>
#include <cstdint>

#include "Algorithm.h"
#include "RangeSpinBox.h"
#include "StepperOptions.h"

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
    // The chart follows every pause, step and seek at once, but fast playback only every
    // kChartIntervalMs: Qt Charts lays out its scene again on every change.
    static constexpr int kChartIntervalMs = 250;
    static constexpr double kChartEveryTickMaxSpeed = 30.0;  // steps/s

    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Sets N, both algorithms and seeds, and starts both runs.
    void setProblem(int n, queens::Algorithm left, queens::Algorithm right,
                    std::uint64_t leftSeed = 1, std::uint64_t rightSeed = 1);
    // The CSP options of each side's run of CSP backtracking; the next setProblem() or restart
    // uses them.
    void setCspOptions(const queens::StepperOptions& left, const queens::StepperOptions& right);
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
