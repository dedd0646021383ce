#include "CspChart.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <optional>

#include "ChartStyle.h"

namespace {
using Point = queens::RunHistory::Point;

// The curve of a count: (0, 0), the marks kept, and the count at the cursor when known.
std::vector<Point> countCurve(std::vector<Point> marks, std::uint64_t cursor,
                              std::optional<std::uint64_t> atCursor) {
    if (marks.empty() || marks.front().step > 0) marks.insert(marks.begin(), Point{0, 0});
    if (atCursor && cursor > marks.back().step)
        marks.push_back({cursor, static_cast<std::int64_t>(*atCursor)});
    return marks;
}
}  // namespace

CspChart::CspChart() {
    checksSeries_ = new QLineSeries;
    checksSeries_->setObjectName(QStringLiteral("checksSeries"));
    pruningsSeries_ = new QLineSeries;
    pruningsSeries_->setObjectName(QStringLiteral("pruningsSeries"));
    chart_ = new QChart;
    chart_->addSeries(checksSeries_);
    chart_->addSeries(pruningsSeries_);
    stepAxis_ = new QValueAxis;
    stepAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(stepAxis_);
    countAxis_ = new QValueAxis;
    countAxis_->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::useDynamicTicks(countAxis_);
    chart_->addAxis(stepAxis_, Qt::AlignBottom);
    chart_->addAxis(countAxis_, Qt::AlignLeft);
    for (QLineSeries* s : {checksSeries_, pruningsSeries_}) {
        s->attachAxis(stepAxis_);
        s->attachAxis(countAxis_);
    }
    chart_->legend()->setAlignment(Qt::AlignBottom);
}

void CspChart::clear() {
    checks_.clear();
    prunings_.clear();
    checksSeries_->clear();
    pruningsSeries_->clear();
    top_ = 1.0;
}

void CspChart::retranslate() {
    chart_->setTitle(tr("Consistency checks and prunings over steps"));
    checksSeries_->setName(tr("Consistency checks"));
    pruningsSeries_->setName(tr("Values pruned"));
    countAxis_->setTitleText(tr("Count", "short axis title"));
}

void CspChart::applyTheme(const QPalette& palette, const QFont& font) {
    ChartStyle::apply(chart_, palette, font);
    ChartStyle::setTitleFonts(chart_, font);
    for (QLineSeries* s : {checksSeries_, pruningsSeries_}) {
        QPen pen = s->pen();
        pen.setWidthF(2.5);
        s->setPen(pen);
    }
    // The prunings dashed: told from the checks by more than their colour.
    QPen pen = pruningsSeries_->pen();
    pen.setStyle(Qt::DashLine);
    pruningsSeries_->setPen(pen);
    fitTexts(font);
}

void CspChart::fitTexts(const QFont& font) {
    const QRectF plot = chart_->plotArea();
    const bool horizontal = ChartStyle::showsHorizontalTitles(chart_->size().height(), font);
    if (stepAxis_->isTitleVisible() != horizontal) stepAxis_->setTitleVisible(horizontal);
    ChartStyle::setNiceRange(countAxis_, top_, true,
                             ChartStyle::axisIntervals(plot.height(), font));
    const bool fits =
        plot.height() > 0 &&
        ChartStyle::fitsAlong(countAxis_->titleText(), countAxis_->titleFont(), plot.height());
    if (countAxis_->isTitleVisible() != fits) countAxis_->setTitleVisible(fits);
}

void CspChart::update(const queens::Timeline& t, const queens::RunHistory& h, std::uint64_t cursor,
                      double stepUnit, std::size_t maxPoints, int intervals) {
    const bool atCursor = t.cursor() == cursor && t.state().n() > 0;
    const queens::SearchStats& s = t.state().stats();
    // Room for the first and the last point besides the marks.
    const std::size_t kept = maxPoints > 2 ? maxPoints - 2 : 1;
    checks_ = countCurve(h.checksSeries(cursor, kept), cursor,
                         atCursor ? std::optional(s.checks) : std::nullopt);
    prunings_ = countCurve(h.pruningsSeries(cursor, kept), cursor,
                           atCursor ? std::optional(s.prunings) : std::nullopt);
    top_ = 1.0;
    const auto show = [&](QLineSeries* series, const std::vector<Point>& points) {
        QList<QPointF> list;
        list.reserve(static_cast<qsizetype>(points.size()));
        for (const Point& p : points) {
            list.append(
                QPointF(static_cast<double>(p.step) / stepUnit, static_cast<double>(p.value)));
            top_ = std::max(top_, static_cast<double>(p.value));
        }
        if (series->points() != list) series->replace(list);
    };
    show(checksSeries_, checks_);
    show(pruningsSeries_, prunings_);
    ChartStyle::setNiceRange(countAxis_, top_, true, intervals);
}
