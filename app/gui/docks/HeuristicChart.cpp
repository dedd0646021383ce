#include "HeuristicChart.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>

#include "ChartStyle.h"
#include "StepEvent.h"

namespace {
using Point = queens::RunHistory::Point;

void replaceIfChanged(QXYSeries* series, const QList<QPointF>& points) {
    if (series->points() != points) series->replace(points);
}

// A curve of values that hold until the next mark: a staircase while every mark fits, else a
// line through the (decimated) marks.
QList<QPointF> curve(const std::vector<QPointF>& marks, bool staircase) {
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(2 * marks.size()));
    for (const QPointF& p : marks) {
        if (staircase && !points.isEmpty() && points.back().y() != p.y())
            points.append(QPointF(p.x(), points.back().y()));
        points.append(p);
    }
    return points;
}
}  // namespace

HeuristicChart::HeuristicChart() {
    pairsSeries_ = new QLineSeries;
    pairsSeries_->setObjectName(QStringLiteral("pairsSeries"));
    temperatureSeries_ = new QLineSeries;
    temperatureSeries_->setObjectName(QStringLiteral("temperatureSeries"));
    chart_ = new QChart;
    chart_->addSeries(pairsSeries_);
    chart_->addSeries(temperatureSeries_);
    stepAxis_ = new QValueAxis;
    stepAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(stepAxis_);
    pairsAxis_ = new QValueAxis;
    pairsAxis_->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::useDynamicTicks(pairsAxis_);
    temperatureAxis_ = new QValueAxis;
    temperatureAxis_->setLabelFormat(QStringLiteral("%g"));
    chart_->addAxis(stepAxis_, Qt::AlignBottom);
    chart_->addAxis(pairsAxis_, Qt::AlignLeft);
    chart_->addAxis(temperatureAxis_, Qt::AlignRight);
    pairsSeries_->attachAxis(stepAxis_);
    pairsSeries_->attachAxis(pairsAxis_);
    temperatureSeries_->attachAxis(stepAxis_);
    temperatureSeries_->attachAxis(temperatureAxis_);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    setShowsTemperature(false);
}

void HeuristicChart::setShowsTemperature(bool on) {
    temperature_ = on;
    temperatureSeries_->setVisible(on);
    temperatureAxis_->setVisible(on);
    if (!on) temperatureAxis_->setTitleVisible(false);
    // Without a second curve the legend would repeat the chart's title.
    chart_->legend()->setVisible(on);
}

void HeuristicChart::clear() {
    pairs_.clear();
    temperatures_.clear();
    pairsSeries_->clear();
    temperatureSeries_->clear();
    pairsTop_ = 1.0;
    temperatureTop_ = 1.0;
}

void HeuristicChart::retranslate() {
    chart_->setTitle(temperature_ ? tr("h and temperature over steps") : tr("h over steps"));
    pairsSeries_->setName(tr("h (attacking pairs)"));
    temperatureSeries_->setName(tr("Temperature T"));
    pairsAxis_->setTitleText(tr("h", "short axis title: attacking pairs"));
    temperatureAxis_->setTitleText(tr("T", "short axis title: temperature"));
}

void HeuristicChart::applyTheme(const QPalette& palette, const QFont& font) {
    ChartStyle::apply(chart_, palette, font);
    ChartStyle::setTitleFonts(chart_, font);
    for (QLineSeries* s : {pairsSeries_, temperatureSeries_}) {
        QPen pen = s->pen();
        pen.setWidthF(2.5);
        s->setPen(pen);
    }
    // T dashed: told from h by more than its colour.
    QPen pen = temperatureSeries_->pen();
    pen.setStyle(Qt::DashLine);
    temperatureSeries_->setPen(pen);
    // One grid, h's: T's ticks need not fall on it.
    temperatureAxis_->setGridLineVisible(false);
    temperatureAxis_->setMinorGridLineVisible(false);
    fitTexts(font);
}

void HeuristicChart::fitTexts(const QFont& font) {
    const QRectF plot = chart_->plotArea();
    const bool horizontal = ChartStyle::showsHorizontalTitles(chart_->size().height(), font);
    if (stepAxis_->isTitleVisible() != horizontal) stepAxis_->setTitleVisible(horizontal);
    const int ticks = ChartStyle::axisIntervals(plot.height(), font);
    ChartStyle::setNiceRange(pairsAxis_, pairsTop_, true, ticks);
    ChartStyle::setNiceRange(temperatureAxis_, temperatureTop_, false, ticks);
    for (QValueAxis* axis : {pairsAxis_, temperatureAxis_}) {
        // A hidden axis still draws its title.
        const bool fits =
            plot.height() > 0 && (axis != temperatureAxis_ || temperature_) &&
            ChartStyle::fitsAlong(axis->titleText(), axis->titleFont(), plot.height());
        if (axis->isTitleVisible() != fits) axis->setTitleVisible(fits);
    }
}

void HeuristicChart::update(const queens::Timeline& t, const queens::RunHistory& h,
                            std::uint64_t cursor, double stepUnit, std::size_t maxPoints,
                            int intervals) {
    const std::size_t half = (maxPoints - 1) / 2;
    const queens::BoardState& s = t.state();
    const bool atCursor = t.cursor() == cursor && s.n() > 0;
    const auto x = [stepUnit](std::uint64_t step) { return static_cast<double>(step) / stepUnit; };

    pairs_ = h.pairsSeries(cursor, half);
    const bool pairsStairs = h.pairsStride() == 1 && pairs_.size() < half;
    if (!pairsStairs) pairs_ = h.pairsSeries(cursor, maxPoints - 1);
    if (atCursor && s.queenCount() == s.n() && !pairs_.empty() && cursor > pairs_.back().step)
        pairs_.push_back({cursor, s.attackingPairs()});
    std::vector<QPointF> marks;
    marks.reserve(pairs_.size());
    pairsTop_ = 1.0;
    for (const Point& p : pairs_) {
        marks.emplace_back(x(p.step), static_cast<double>(p.value));
        pairsTop_ = std::max(pairsTop_, static_cast<double>(p.value));
    }
    replaceIfChanged(pairsSeries_, curve(marks, pairsStairs));

    temperatures_.clear();
    marks.clear();
    temperatureTop_ = 1.0;
    if (temperature_) {
        std::vector<Point> kept = h.temperatureSeries(cursor, half);
        const bool stairs = h.temperatureStride() == 1 && kept.size() < half;
        if (!stairs) kept = h.temperatureSeries(cursor, maxPoints - 1);
        for (const Point& p : kept)
            temperatures_.push_back({p.step, queens::fromSignedBits(p.value)});
        if (atCursor && !temperatures_.empty() && cursor > temperatures_.back().step)
            temperatures_.push_back({cursor, s.temperature()});
        for (const Temperature& p : temperatures_) {
            marks.emplace_back(x(p.step), p.value);
            temperatureTop_ = std::max(temperatureTop_, p.value);
        }
        replaceIfChanged(temperatureSeries_, curve(marks, stairs));
    }
    ChartStyle::setNiceRange(pairsAxis_, pairsTop_, true, intervals);
    ChartStyle::setNiceRange(temperatureAxis_, temperatureTop_, false, intervals);
}
