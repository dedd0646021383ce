#pragma once
// CompareChart: the compare window's shared chart (Qt Charts): each run's work so far against the
// step, one curve per run ending at its cursor, solutions marked, so it follows the lock-step
// playback forward and back. Each run is plotted in its own measure (measureOf: cells tried for a
// systematic search, swaps evaluated for min-conflicts), and the titles say so when they differ.
// It owns one Track per run, built on the GUI thread by scanning each delivered batch once (no
// event is applied); update() replaces only the series whose points changed.
// See docs/design.md, "Charts".
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
        CellsTried,      // Try events (stats.nodes): the systematic searches
        SwapsEvaluated,  // Evaluate events (stats.evaluations): min-conflicts
        Moves,           // Move events (stats.moves): the local searches on one board
        Generations      // Generation events (stats.generations): local beam, genetic
    };
    static Measure measureOf(queens::Algorithm a);
    static std::uint64_t measureValue(Measure m, const queens::SearchStats& stats);
    static queens::EventKind measureEvent(Measure m);
    // "Cells tried" / "Swaps evaluated" / "Moves" / "Generations" (translated; an axis title, a
    // legend entry).
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
