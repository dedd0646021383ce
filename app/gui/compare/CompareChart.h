#pragma once
// CompareChart: the compare window's shared chart (Qt Charts): the work each run has done so far
// against the step, one curve per run, with the steps where a run found a solution marked on its
// curve. Both curves end at their run's cursor, so the chart follows the lock-step playback
// forward and back.
//
// The measure of work (Measure, one per run; measureOf(algorithm))
// - A systematic search (backtracking, bitmask, symmetric, permutation, DFS, BFS, ...) counts
//   cells tried: its Try events, BoardState's stats.nodes.
// - Min-conflicts counts swaps evaluated: its Evaluate events, stats.evaluations. (Its Try
//   events are only the random column draws of each (re)build, not its search: the pane does not
//   show them for min-conflicts either.)
// - Each run is plotted in its own measure. When both runs have the same measure the value axis
//   is titled with it ("Cells tried" / "Swaps evaluated"); when they differ (backtracking
//   against min-conflicts) the axis title names both, left run's first ("Cells tried / Swaps
//   evaluated"), the chart title says each run is in its own measure and every legend entry
//   names its run's measure. The two numbers then share an axis but count different work.
//
// The data (CompareChart::Track, one per run)
// - Built from the run's batches as the worker delivers them, on the GUI thread, by scanning
//   their events once (counting the events of the track's measure; no event is applied). A
//   point (step, value) means: after `step` events, `value` events of the measure. The track
//   keeps (0, 0) and the point of every stride-th step; when it holds more than kMaxKept points
//   it keeps every other one and doubles the stride (so the kept points stay evenly spread and
//   each is exact). Every Solution event is kept as a marker (step = its index + 1, value then).
// - curve(c, valueAtC, max): the kept points with step <= c, evenly thinned to fewer than max,
//   ending with the exact (c, valueAtC) the caller knows from the state at the cursor
//   (measureValue(measure, stats)).
//
// Cost: append() O(events of the batch); update() does one replace() per series whose points
// changed, at most kMaxPoints points each; the axes get nice ranges (ChartStyle).
//
// Appearance: ChartStyle::apply (palette, font); the two runs differ in colour (Okabe–Ito blue
// and orange), in line style (solid / dashed) and in marker shape (circle / square), so they
// are told apart without colour too.
#include <QWidget>
#include <array>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "TimelineBatch.h"

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

class CompareChart : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxPoints = 1000;        // per series shown
    static constexpr std::size_t kMaxKept = 8192;  // curve points kept per run

    // What a run's curve counts.
    enum class Measure {
        CellsTried,     // Try events (stats.nodes): the systematic searches
        SwapsEvaluated  // Evaluate events (stats.evaluations): min-conflicts
    };
    static Measure measureOf(queens::Algorithm a);
    static std::uint64_t measureValue(Measure m, const queens::SearchStats& stats);
    static queens::EventKind measureEvent(Measure m);
    // "Cells tried" / "Swaps evaluated" (translated; an axis title, a legend entry).
    static QString measureTitle(Measure m);

    struct Point {
        std::uint64_t step = 0;
        std::uint64_t value = 0;  // events of the track's measure after `step` events
        friend bool operator==(const Point&, const Point&) = default;
    };

    class Track {
    public:
        explicit Track(Measure measure = Measure::CellsTried) { clear(measure); }
        void clear(Measure measure);
        Measure measure() const { return measure_; }
        // The next batch of the run (batch.first == recorded(); others are ignored).
        void append(const queens::TimelineBatch& batch);
        std::uint64_t recorded() const { return recorded_; }
        std::uint64_t value() const { return value_; }  // after recorded() events
        std::uint64_t stride() const { return stride_; }
        const std::vector<Point>& kept() const { return points_; }
        std::vector<Point> curve(std::uint64_t cursor, std::uint64_t valueAtCursor,
                                 std::size_t maxPoints) const;
        std::vector<Point> solutions(std::uint64_t cursor, std::size_t maxPoints) const;

    private:
        std::vector<Point> points_;     // step 0 and every stride-th step, increasing
        std::vector<Point> solutions_;  // one per Solution event, increasing step
        Measure measure_ = Measure::CellsTried;
        std::uint64_t stride_ = 1;
        std::uint64_t recorded_ = 0;
        std::uint64_t value_ = 0;
    };

    explicit CompareChart(QWidget* parent = nullptr);

    // New runs measured by `left` / `right`: both tracks empty, titles and legend follow.
    void reset(Measure left = Measure::CellsTried, Measure right = Measure::CellsTried);
    void setRunNames(const QString& left, const QString& right);
    void appendBatch(int side, const queens::TimelineBatch& batch);
    const Track& track(int side) const { return tracks_[side]; }
    Measure measure(int side) const { return tracks_[side].measure(); }

    // Shows each run up to its cursor; value = the exact count of the run's measure at that
    // cursor (measureValue of the state there).
    void update(std::uint64_t leftCursor, std::uint64_t leftValue, std::uint64_t rightCursor,
                std::uint64_t rightValue);
    using QWidget::update;

    QChart* chart() const { return chart_; }
    QLineSeries* curveSeries(int side) const { return curves_[side]; }
    QScatterSeries* solutionSeries(int side) const { return markers_[side]; }
    QValueAxis* stepAxis() const { return stepAxis_; }
    QValueAxis* valueAxis() const { return valueAxis_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyTheme();

    std::array<Track, 2> tracks_;
    std::array<QString, 2> names_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    std::array<QLineSeries*, 2> curves_{};
    std::array<QScatterSeries*, 2> markers_{};
    QValueAxis* stepAxis_ = nullptr;
    QValueAxis* valueAxis_ = nullptr;
};
