#include "CompareChart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontInfo>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "ChartStyle.h"

namespace {
using Point = CompareChart::Point;

// Okabe–Ito blue and orange: distinguishable with every common colour-vision deficiency.
const std::array<QColor, 2> kColors = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00)};

// At most `count` of the points [0, size), evenly spread, the first and the last included.
std::vector<Point> thinned(const std::vector<Point>& all, std::size_t size, std::size_t count) {
    if (size <= count) return {all.begin(), all.begin() + static_cast<std::ptrdiff_t>(size)};
    std::vector<Point> out;
    out.reserve(count);
    if (count == 0) return out;
    if (count == 1) return {all[size - 1]};
    for (std::size_t k = 0; k < count; ++k) out.push_back(all[k * (size - 1) / (count - 1)]);
    return out;
}

std::size_t countUpTo(const std::vector<Point>& points, std::uint64_t cursor) {
    const auto it = std::upper_bound(points.begin(), points.end(), cursor,
                                     [](std::uint64_t c, const Point& p) { return c < p.step; });
    return static_cast<std::size_t>(it - points.begin());
}

QList<QPointF> toQt(const std::vector<Point>& points) {
    QList<QPointF> out;
    out.reserve(static_cast<qsizetype>(points.size()));
    for (const Point& p : points)
        out.append(QPointF(static_cast<double>(p.step), static_cast<double>(p.value)));
    return out;
}

void replaceIfChanged(QXYSeries* series, const QList<QPointF>& points) {
    if (series->points() != points) series->replace(points);
}
}  // namespace

// ---- measures ----

CompareChart::Measure CompareChart::measureOf(queens::Algorithm a) {
    if (a == queens::Algorithm::MinConflicts) return Measure::SwapsEvaluated;
    if (queens::isPopulationSearch(a)) return Measure::Generations;
    if (queens::isCourseLocalSearch(a)) return Measure::Moves;
    return Measure::CellsTried;
}

std::uint64_t CompareChart::measureValue(Measure m, const queens::SearchStats& stats) {
    switch (m) {
        case Measure::SwapsEvaluated:
            return stats.evaluations;
        case Measure::Moves:
            return stats.moves;
        case Measure::Generations:
            return stats.generations;
        case Measure::CellsTried:
            break;
    }
    return stats.nodes;
}

queens::EventKind CompareChart::measureEvent(Measure m) {
    switch (m) {
        case Measure::SwapsEvaluated:
            return queens::EventKind::Evaluate;
        case Measure::Moves:
            return queens::EventKind::Move;
        case Measure::Generations:
            return queens::EventKind::Generation;
        case Measure::CellsTried:
            break;
    }
    return queens::EventKind::Try;
}

QString CompareChart::measureTitle(Measure m) {
    switch (m) {
        case Measure::SwapsEvaluated:
            return tr("Swaps evaluated");
        case Measure::Moves:
            return tr("Moves");
        case Measure::Generations:
            return tr("Generations");
        case Measure::CellsTried:
            break;
    }
    return tr("Cells tried");
}

// ---- Track ----

void CompareChart::Track::clear(Measure measure) {
    measure_ = measure;
    points_.assign(1, Point{0, 0});
    solutions_.clear();
    stride_ = 1;
    recorded_ = 0;
    value_ = 0;
}

void CompareChart::Track::append(const queens::TimelineBatch& batch) {
    if (batch.first != recorded_) return;  // not the continuation of this run
    const queens::EventKind counted = measureEvent(measure_);
    std::uint64_t step = recorded_;
    for (const queens::StepEvent& e : batch.events) {
        ++step;
        if (e.kind == counted) ++value_;
        if (e.kind == queens::EventKind::Solution) solutions_.push_back({step, value_});
        if (step % stride_ == 0) {
            points_.push_back({step, value_});
            if (points_.size() > kMaxKept) {
                // Keep the multiples of twice the stride (step 0 included).
                stride_ *= 2;
                std::erase_if(points_, [this](const Point& p) { return p.step % stride_ != 0; });
            }
        }
    }
    recorded_ = step;
}

std::vector<Point> CompareChart::Track::curve(std::uint64_t cursor, std::uint64_t valueAtCursor,
                                              std::size_t maxPoints) const {
    if (maxPoints < 2) maxPoints = 2;
    std::vector<Point> out = thinned(points_, countUpTo(points_, cursor), maxPoints - 1);
    if (out.empty() || out.back().step != cursor) out.push_back({cursor, valueAtCursor});
    return out;
}

std::vector<Point> CompareChart::Track::solutions(std::uint64_t cursor,
                                                  std::size_t maxPoints) const {
    return thinned(solutions_, countUpTo(solutions_, cursor), maxPoints);
}

// ---- the chart ----

CompareChart::CompareChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("compareChart"));
    chart_ = new QChart;
    stepAxis_ = new QValueAxis(chart_);
    stepAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(stepAxis_);
    valueAxis_ = new QValueAxis(chart_);
    valueAxis_->setObjectName(QStringLiteral("compareValueAxis"));
    valueAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(valueAxis_);
    chart_->addAxis(stepAxis_, Qt::AlignBottom);
    chart_->addAxis(valueAxis_, Qt::AlignLeft);
    const char* curveNames[] = {"leftWorkSeries", "rightWorkSeries"};
    const char* markerNames[] = {"leftSolutionsSeries", "rightSolutionsSeries"};
    for (int side = 0; side < 2; ++side) {
        curves_[side] = new QLineSeries(chart_);
        curves_[side]->setObjectName(QLatin1String(curveNames[side]));
        markers_[side] = new QScatterSeries(chart_);
        markers_[side]->setObjectName(QLatin1String(markerNames[side]));
        markers_[side]->setMarkerShape(side == 0 ? QScatterSeries::MarkerShapeCircle
                                                 : QScatterSeries::MarkerShapeRectangle);
        for (QXYSeries* s :
             {static_cast<QXYSeries*>(curves_[side]), static_cast<QXYSeries*>(markers_[side])}) {
            chart_->addSeries(s);
            s->attachAxis(stepAxis_);
            s->attachAxis(valueAxis_);
        }
    }
    chart_->legend()->setAlignment(Qt::AlignBottom);
    view_ = ChartStyle::makeView(chart_, QStringLiteral("compareChartView"));
    view_->setParent(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    names_ = {tr("Left"), tr("Right")};
    applyTheme();
    reset();
}

void CompareChart::reset(Measure left, Measure right) {
    tracks_[0].clear(left);
    tracks_[1].clear(right);
    for (int side = 0; side < 2; ++side) {
        curves_[side]->clear();
        markers_[side]->clear();
    }
    ChartStyle::setNiceRange(stepAxis_, 1.0, true, ChartStyle::kMaxIntervals);
    ChartStyle::setNiceRange(valueAxis_, 1.0, true, ChartStyle::kMaxIntervals);
    retranslate();
}

void CompareChart::setRunNames(const QString& left, const QString& right) {
    names_ = {left, right};
    retranslate();
}

void CompareChart::appendBatch(int side, const queens::TimelineBatch& batch) {
    tracks_[side].append(batch);
}

void CompareChart::update(std::uint64_t leftCursor, std::uint64_t leftValue,
                          std::uint64_t rightCursor, std::uint64_t rightValue) {
    const std::array<std::uint64_t, 2> cursors = {leftCursor, rightCursor};
    const std::array<std::uint64_t, 2> values = {leftValue, rightValue};
    double stepTop = 1.0, valueTop = 1.0;
    for (int side = 0; side < 2; ++side) {
        const Track& t = tracks_[side];
        replaceIfChanged(curves_[side], toQt(t.curve(cursors[side], values[side], kMaxPoints)));
        replaceIfChanged(markers_[side], toQt(t.solutions(cursors[side], kMaxPoints)));
        stepTop = std::max(stepTop, static_cast<double>(cursors[side]));
        valueTop = std::max(valueTop, static_cast<double>(values[side]));
    }
    ChartStyle::setNiceRange(stepAxis_, stepTop, true, ChartStyle::kMaxIntervals);
    ChartStyle::setNiceRange(valueAxis_, valueTop, true, ChartStyle::kMaxIntervals);
}

void CompareChart::retranslate() {
    const Measure left = tracks_[0].measure();
    const Measure right = tracks_[1].measure();
    const bool same = left == right;
    stepAxis_->setTitleText(tr("Step"));
    if (same) {
        chart_->setTitle(left == Measure::SwapsEvaluated ? tr("Swaps evaluated over steps")
                         : left == Measure::Moves        ? tr("Moves over steps")
                         : left == Measure::Generations  ? tr("Generations over steps")
                                                         : tr("Cells tried over steps"));
        valueAxis_->setTitleText(measureTitle(left));
    } else {
        chart_->setTitle(tr("Work over steps, each run in its own measure"));
        valueAxis_->setTitleText(
            tr("%1 / %2", "axis title: the left run's measure / the right run's measure")
                .arg(measureTitle(left), measureTitle(right)));
    }
    for (int side = 0; side < 2; ++side) {
        const Measure m = tracks_[side].measure();
        curves_[side]->setName(
            same ? names_[side]
                 : tr("%1: %2", "legend: the run's name: its measure (cells tried, ...)")
                       .arg(names_[side], measureTitle(m)));
        markers_[side]->setName(tr("%1: solutions", "legend: the run's name").arg(names_[side]));
    }
    ChartStyle::setTitleFonts(chart_, font());
}

void CompareChart::applyTheme() {
    ChartStyle::apply(chart_, palette(), font());
    ChartStyle::setTitleFonts(chart_, font());
    for (int side = 0; side < 2; ++side) {
        QPen pen(kColors[side]);
        pen.setWidthF(2.5);
        pen.setStyle(side == 0 ? Qt::SolidLine : Qt::DashLine);
        curves_[side]->setPen(pen);
        markers_[side]->setColor(kColors[side]);
        markers_[side]->setBorderColor(palette().color(QPalette::WindowText));
        markers_[side]->setMarkerSize(std::max(10.0, QFontInfo(font()).pixelSize() * 0.9));
    }
}

void CompareChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyTheme();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
