#pragma once
// ChartsPanel: the run's charts (Qt Charts) at the timeline cursor, forward and back.
//
// What it shows
// - Backtracking family (backtracking, permutation, bitmask, dfs, bfs, symmetric):
//   "Nodes per depth": one bar per row (row 0 first) with the Try events of that row up to the
//   cursor; past kMaxBars rows, each bar sums a run of rowsPerBar() consecutive rows (1, 2 or 5
//   times a power of ten). The row axis labels each bar while the labels fit, else spans of
//   rows ("0–19", "20–39", ...).
//   "Solutions over steps": solutions found against the step, drawn as a staircase while every
//   solution is shown, as a line through the kept points once they are thinned.
// - Min-conflicts: "Collisions over steps" on a logarithmic axis. Collisions can be 0, which a
//   log axis cannot show, so the curve plots collisions + 1 and its legend entry says so. Restarts
//   are marked with triangles, at the collisions the attempt ended with.
//
// How it stays cheap (update() is called once per GUI tick, ~60 Hz)
// - Nothing is recomputed when neither the cursor nor what the history holds up to it changed.
// - Every series is refilled with one replace() of at most kMaxPoints points (the history
//   decimates; see RunHistory), skipped when its points did not change; bars with
//   QBarSet::replace of the bars that changed. Tries per row are walked on from the previous
//   cursor when that is closer than a batch start.
// - The step axes end at the next tick past the cursor, so their range (which makes Qt Charts
//   recompute every series on them and the tick labels) changes when the cursor crosses a
//   tick, not at every step.
// - Both charts of a family are computed only while that family is shown.
//
// Texts are never cut: Qt Charts cuts a text to "..." when the layout gives it too little room,
// which a dock with two charts stacked does. So the chart titles and the legend say in full
// what is plotted ("Nodes per depth (cells tried)", "Solutions found over steps", legend
// "Collisions + 1 (log scale)"); the vertical axis titles are short ("Cells tried",
// "Solutions", "Collisions + 1") and shown only while they fit whole; short charts drop their
// horizontal axis titles and use fewer ticks. fitTexts() decides this (with ChartStyle)
// whenever a chart's plot area changes.
//
// Appearance (ChartStyle::apply): the chart theme follows the palette (dark when the Window
// colour is dark), with the palette's background and text colours and the widget's font (the
// app's projector-legible size) for titles, axes and legends; it is re-applied on palette, font
// and language changes.
//
// Call setAlgorithm() (or reset()) at every new run: the panel keeps the previous result to walk
// tries from, which belongs to one run.
#include <QWidget>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "ChartStyle.h"
#include "RunHistory.h"
#include "Timeline.h"

class QBarSeries;
class QBarSet;
class QCategoryAxis;
class QChart;
class QChartView;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QStackedWidget;
class QValueAxis;

class ChartsPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxPoints = 1000;  // per series
    static constexpr int kMaxBars = 64;

    explicit ChartsPanel(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);  // also reset()
    queens::Algorithm algorithm() const { return algorithm_; }
    void reset();  // forget the previous run: the next update() recomputes everything

    // Shows the run of `t` and `history` after `cursor` events. When t.cursor() == cursor the
    // exact counters of t.state() end the curves at the cursor.
    void update(const queens::Timeline& t, const queens::RunHistory& history, std::uint64_t cursor);
    using QWidget::update;

    // ---- what is shown (tests, screenshots) ----
    bool showsSearchCharts() const;  // nodes + solutions (else collisions)
    bool darkTheme() const { return dark_; }
    // Tries per bar (sum over rowsPerBar() rows), and whether they are exact (see RunHistory).
    const std::vector<double>& barValues() const { return bars_; }
    int rowsPerBar() const { return rowsPerBar_; }
    bool triesExact() const { return tries_.exact; }
    // True (step, value) pairs shown, in step order: the solutions curve starts at (0, 0) and
    // ends at (cursor, solutions at the cursor); the collisions curve holds the history's
    // (decimated) marks and, when the board is full at the cursor, ends with (cursor, collisions).
    const std::vector<queens::RunHistory::Point>& solutionPoints() const { return solutions_; }
    const std::vector<queens::RunHistory::Point>& collisionPoints() const { return collisions_; }
    const std::vector<std::uint64_t>& restartSteps() const { return restarts_; }
    double stepUnit() const { return stepUnit_; }  // x of a point = step / stepUnit()
    std::uint64_t recomputations() const { return recomputations_; }

    QBarSet* nodesSet() const { return nodesSet_; }
    QLineSeries* solutionsSeries() const { return solutionsSeries_; }
    QLineSeries* collisionsSeries() const { return collisionsSeries_; }
    QScatterSeries* restartsSeries() const { return restartsSeries_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // What the shown result depends on: marks <= cursor that the history holds, their strides.
    struct Key {
        std::uint64_t cursor = 0, covered = 0;
        std::uint64_t collisionsStride = 0, solutionsStride = 0, triesStride = 0;
        int n = -1;
        bool operator==(const Key&) const = default;
    };
    void buildSearchCharts();
    void buildCollisionsChart();
    void applyTheme();
    void retranslate();
    void fitTexts(QChart* chart);  // see ChartStyle
    void labelRows();
    int intervals(const QChart* chart) const;
    void updateBars(const queens::Timeline& t, const queens::RunHistory& h, std::uint64_t cursor);
    void updateSolutions(const queens::Timeline& t, const queens::RunHistory& h,
                         std::uint64_t cursor);
    void updateCollisions(const queens::Timeline& t, const queens::RunHistory& h,
                          std::uint64_t cursor);
    void setStepAxis(QValueAxis* axis, std::uint64_t cursor);
    void layoutBars(int n);

    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    QStackedWidget* pages_ = nullptr;
    QChart* nodesChart_ = nullptr;
    QChart* solutionsChart_ = nullptr;
    QChart* collisionsChart_ = nullptr;
    QBarSeries* nodesSeries_ = nullptr;
    QBarSet* nodesSet_ = nullptr;
    QCategoryAxis* rowAxis_ = nullptr;
    QValueAxis* nodesAxis_ = nullptr;
    QLineSeries* solutionsSeries_ = nullptr;
    QValueAxis* solutionsStepAxis_ = nullptr;
    QValueAxis* solutionsAxis_ = nullptr;
    QLineSeries* collisionsSeries_ = nullptr;
    QScatterSeries* restartsSeries_ = nullptr;
    QValueAxis* collisionsStepAxis_ = nullptr;
    QLogValueAxis* collisionsAxis_ = nullptr;

    bool dark_ = false;
    bool valid_ = false;  // key_ describes what is shown
    Key key_;
    int n_ = -1;
    int rowsPerBar_ = 1;
    std::vector<ChartStyle::Span> rowSpans_;      // the row axis' categories
    double nodesTop_ = 1.0, solutionsTop_ = 1.0;  // highest values shown
    double stepUnit_ = 1.0;
    std::vector<double> bars_;
    queens::RunHistory::RowTries tries_;
    std::vector<queens::RunHistory::Point> solutions_;
    std::vector<queens::RunHistory::Point> collisions_;
    std::vector<std::uint64_t> restarts_;
    std::uint64_t recomputations_ = 0;
};
