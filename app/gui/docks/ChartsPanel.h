#pragma once
// ChartsPanel: the run's charts (Qt Charts) at the timeline cursor, forward and back: for the
// backtracking family nodes per depth (one bar per row, or per span of rows past kMaxBars) and
// solutions over steps; for min-conflicts collisions + 1 over steps on a log axis, restarts
// marked; for the local searches h over steps, and annealing's temperature (HeuristicChart); for
// CSP backtracking nodes per depth and its consistency checks and prunings over steps (CspChart,
// in place of the solutions). It
// owns its charts, series and axes and reads a RunHistory; update() recomputes only what the cursor
// or the history changed (see docs/design.md, "Charts"). Call setAlgorithm() (or reset()) at every
// new run: the panel walks tries on from the previous result, which belongs to one run.
#include <QWidget>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "ChartStyle.h"
#include "CspChart.h"
#include "HeuristicChart.h"
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
    bool showsSearchCharts() const;    // nodes + solutions
    bool showsHeuristicChart() const;  // h (and T) of a local search
    const HeuristicChart& heuristicChart() const { return heuristic_; }
    bool showsCspChart() const;  // checks and prunings, below the nodes per depth
    const CspChart& cspChart() const { return csp_; }
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
        std::uint64_t pairsStride = 0, temperatureStride = 0, checksStride = 0;
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
    HeuristicChart heuristic_;  // its chart belongs to its view, on the third page
    CspChart csp_;              // its chart belongs to its view, on the first page
    QWidget* solutionsView_ = nullptr;
    QWidget* cspView_ = nullptr;

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
