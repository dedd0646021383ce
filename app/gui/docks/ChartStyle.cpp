#include "ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLocale>
#include <QRawFont>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "TranslationLoader.h"

namespace {
// Room Qt Charts keeps around a text: the text item's document margins and the label padding
// on both sides, with a pixel to spare for rounding.
constexpr qreal kTextSlack = 12.0;

qreal lineHeight(const QFont& font) {
    return QFontMetricsF(font).height();
}

QString rowRange(int from, int to) {
    const QLocale locale;
    return from == to
               ? locale.toString(from)
               : QStringLiteral("%1\u2013%2").arg(locale.toString(from), locale.toString(to));
}
}  // namespace

void ChartStyle::apply(QChart* chart, const QPalette& palette, const QFont& font) {
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(50);
    QFont title = font;
    title.setBold(true);
    if (font.pointSizeF() > 0) title.setPointSizeF(font.pointSizeF() * 1.15);
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(kChartMargin, kChartMargin, kChartMargin, kChartMargin));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setTitleBrush(text);
    chart->setTitleFont(title);
    chart->legend()->setFont(font);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setLabelsColor(text);
        axis->setTitleFont(font);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
    }
}

QFont ChartStyle::fontForText(const QFont& font, const QString& text) {
    const bool han = std::any_of(text.cbegin(), text.cend(),
                                 [](QChar c) { return c.script() == QChar::Script_Han; });
    if (!han) return font;
    const auto system = TranslationLoader::installedLanguage() == QLatin1String("zh_TW")
                            ? QFontDatabase::TraditionalChinese
                            : QFontDatabase::SimplifiedChinese;
    const QString family = QRawFont::fromFont(font, system).familyName();
    if (family.isEmpty() || font.families().value(0) == family) return font;
    QStringList families{family, font.family()};
    families += font.families();
    families.removeDuplicates();
    QFont led = font;
    led.setFamilies(families);
    return led;
}

void ChartStyle::setTitleFonts(QChart* chart, const QFont& font) {
    for (QAbstractAxis* axis : chart->axes()) {
        const QFont wanted = fontForText(font, axis->titleText());
        if (axis->titleFont() != wanted) axis->setTitleFont(wanted);
    }
}

QChartView* ChartStyle::makeView(QChart* chart, const QString& objectName) {
    auto* view = new QChartView(chart);  // takes ownership of the chart
    view->setObjectName(objectName);
    // No antialiasing: the curves are staircases and the bars rectangles, crisp without it, and
    // antialiased spans make Qt's raster engine hand work to its thread pool and wait for it
    // (several ms per paint on two cores while the solver runs).
    view->setRenderHint(QPainter::Antialiasing, false);
    view->setMinimumHeight(160);
    return view;
}

double ChartStyle::niceCeil(double v) {
    if (!(v > 0.0)) return 1.0;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * p >= v * (1.0 - 1e-12)) return m * p;
    return 10.0 * p;
}

void ChartStyle::setRangeAndTicks(QValueAxis* axis, double max, double interval) {
    // Dynamic ticks: a range grown 10^4 times under the old interval would create 10^4 labels
    // for a moment, so the coarser interval goes first.
    const bool coarser = interval > axis->tickInterval();
    if (coarser) axis->setTickInterval(interval);
    if (axis->max() != max || axis->min() != 0.0) axis->setRange(0.0, max);
    if (!coarser && axis->tickInterval() != interval) axis->setTickInterval(interval);
}

void ChartStyle::setNiceRange(QValueAxis* axis, double top, bool integers, int maxIntervals) {
    top = std::max(top, 1.0);
    double interval = niceCeil(top / std::max(1, maxIntervals));
    if (integers) interval = std::max(interval, 1.0);
    setRangeAndTicks(axis, interval * std::ceil(top / interval * (1.0 - 1e-12)), interval);
}

void ChartStyle::useDynamicTicks(QValueAxis* axis) {
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
}

int ChartStyle::axisIntervals(qreal height, const QFont& labels) {
    // Qt Charts gives each of the ticks height / ticks for its label.
    const auto ticks = static_cast<int>(std::floor(height / (lineHeight(labels) + kTextSlack)));
    return std::clamp(ticks - 1, 1, kMaxIntervals);
}

bool ChartStyle::fitsAlong(const QString& text, const QFont& font, qreal length) {
    return QFontMetricsF(font).horizontalAdvance(text) + kTextSlack <= length;
}

bool ChartStyle::showsHorizontalTitles(qreal height, const QFont& font) {
    // The chart title, the tick labels, the axis title and a plot of four label lines.
    return height >= 9.0 * lineHeight(font) + 2 * kChartMargin;
}

int ChartStyle::rowsPerBar(int n, int maxBars) {
    const int least = std::max(1, (n + maxBars - 1) / std::max(1, maxBars));
    return static_cast<int>(niceCeil(least));
}

std::vector<ChartStyle::Span> ChartStyle::rowSpans(int n, int rowsPerBar, qreal width,
                                                   const QFont& labels) {
    std::vector<Span> spans;
    if (n <= 0 || rowsPerBar <= 0) return spans;
    const int bars = (n + rowsPerBar - 1) / rowsPerBar;
    const QFontMetricsF metrics(labels);
    // Spans of `rows` rows (a multiple of rowsPerBar): do all their labels fit?
    const auto tryRows = [&](int rows) {
        spans.clear();
        qreal widest = 0;
        for (int from = 0; from < n; from += rows) {
            const int to = std::min(n - 1, from + rows - 1);
            spans.push_back(
                {rowRange(from, to), std::min(bars, (to + 1 + rowsPerBar - 1) / rowsPerBar) - 0.5});
            widest = std::max(widest, metrics.horizontalAdvance(spans.back().label));
        }
        return static_cast<qreal>(spans.size()) * (widest + kTextSlack) <= width;
    };
    if (tryRows(rowsPerBar)) return spans;
    for (double rows = 2.0 * rowsPerBar; rows < 2.0 * n; rows = niceCeil(rows * 1.5)) {
        const auto r = static_cast<int>(rows);
        if (r % rowsPerBar == 0 && tryRows(r)) return spans;
    }
    tryRows(n);  // one span: all the rows
    return spans;
}
