#pragma once
// CompareChart: the compare window's shared chart (Qt Charts): cells tried so far (the Try
// events, BoardState's stats.nodes) against the step, one curve per run, with the steps where a
// run found a solution marked on its curve. Both curves end at their run's cursor, so the chart
// follows the lock-step playback forward and back.
//
// The data (CompareChart::Track, one per run)
// - Built from the run's batches as the worker delivers them, on the GUI thread, by scanning
//   their events once (counting Try events; no event is applied). A point (step, tries) means:
//   after `step` events, `tries` Try events. The track keeps (0, 0) and the point of every
//   stride-th step; when it holds more than kMaxKept points it keeps every other one and doubles
//   the stride (so the kept points stay evenly spread and each is exact). Every Solution event
//   is kept as a marker (step = its index + 1, tries then).
// - curve(c, triesAtC, max): the kept points with step <= c, evenly thinned to fewer than max,
//   ending with the exact (c, triesAtC) the caller knows from the state at the cursor.
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

    struct Point {
        std::uint64_t step = 0;
        std::uint64_t tries = 0;
        friend bool operator==(const Point&, const Point&) = default;
    };

    class Track {
    public:
        Track() { clear(); }
        void clear();
        // The next batch of the run (batch.first == recorded(); others are ignored).
        void append(const queens::TimelineBatch& batch);
        std::uint64_t recorded() const { return recorded_; }
        std::uint64_t tries() const { return tries_; }  // after recorded() events
        std::uint64_t stride() const { return stride_; }
        const std::vector<Point>& kept() const { return points_; }
        std::vector<Point> curve(std::uint64_t cursor, std::uint64_t triesAtCursor,
                                 std::size_t maxPoints) const;
        std::vector<Point> solutions(std::uint64_t cursor, std::size_t maxPoints) const;

    private:
        std::vector<Point> points_;     // step 0 and every stride-th step, increasing
        std::vector<Point> solutions_;  // one per Solution event, increasing step
        std::uint64_t stride_ = 1;
        std::uint64_t recorded_ = 0;
        std::uint64_t tries_ = 0;
    };

    explicit CompareChart(QWidget* parent = nullptr);

    void reset();  // new runs: both tracks empty
    void setRunNames(const QString& left, const QString& right);
    void appendBatch(int side, const queens::TimelineBatch& batch);
    const Track& track(int side) const { return tracks_[side]; }

    // Shows each run up to its cursor; tries = the exact Try count at that cursor.
    void update(std::uint64_t leftCursor, std::uint64_t leftTries, std::uint64_t rightCursor,
                std::uint64_t rightTries);
    using QWidget::update;

    QChart* chart() const { return chart_; }
    QLineSeries* curveSeries(int side) const { return curves_[side]; }
    QScatterSeries* solutionSeries(int side) const { return markers_[side]; }
    QValueAxis* stepAxis() const { return stepAxis_; }
    QValueAxis* triesAxis() const { return triesAxis_; }

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
    QValueAxis* triesAxis_ = nullptr;
};
