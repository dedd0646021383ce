#pragma once
// ChartStyle: how ChartsPanel's and CompareChart's charts look, and the measurements that keep
// their texts whole (Qt Charts cuts a text that lacks room to "..." instead of shrinking it): how
// many axis intervals fit, whether a title fits, when to drop horizontal axis titles, and row
// spans for bar axes. Stateless helpers; see docs/design.md, "Charts".
#include <QFont>
#include <QPalette>
#include <QString>
#include <vector>

class QChart;
class QChartView;
class QValueAxis;

class ChartStyle {
public:
    static constexpr int kMaxIntervals = 5;  // on a value axis, when there is room
    static constexpr int kChartMargin = 6;   // px around the plot and the chart title

    // The chart theme, background, text and grid colours of `palette`; `font` for labels,
    // legend and axis titles, a bold and larger copy for the chart title; small margins.
    static void apply(QChart* chart, const QPalette& palette, const QFont& font);
    static QChartView* makeView(QChart* chart, const QString& objectName);
    // Gives each axis title `font`, led by the font Qt draws Chinese in when the title has Han
    // characters. Call after setting the titles: Qt Charts reserves a vertical title's thickness
    // by its font's own line height, and a Chinese title in a Latin font is drawn in a taller
    // fallback font, which Qt Charts then cuts down to "…" (on a vertical axis "⋮").
    static void setTitleFonts(QChart* chart, const QFont& font);
    // `font` led by the family Qt draws Han characters in (simplified or traditional as the
    // installed translation), or `font` itself when `text` has none.
    static QFont fontForText(const QFont& font, const QString& text);

    // The smallest of 1, 2 or 5 times a power of ten that is >= v (1 for v <= 0).
    static double niceCeil(double v);
    // [0, max >= top] in at most maxIntervals intervals of a nice size (>= 1 for integers),
    // max a multiple of it. Never lays out more ticks on the way than the old or new setting.
    static void setNiceRange(QValueAxis* axis, double top, bool integers, int maxIntervals);
    static void setRangeAndTicks(QValueAxis* axis, double max, double interval);
    static void useDynamicTicks(QValueAxis* axis);

    // Intervals whose tick labels (in `labels`) fit whole on a vertical axis `height` px long.
    static int axisIntervals(qreal height, const QFont& labels);
    // Whether `text` in `font` fits whole along `length` px, with the text item's margins.
    static bool fitsAlong(const QString& text, const QFont& font, qreal length);
    // Whether a chart `height` px tall keeps its horizontal axis titles (`font`: the axes').
    static bool showsHorizontalTitles(qreal height, const QFont& font);

    // Categories of a bar axis over bars of `rowsPerBar` rows each (bar i at x = i): each
    // span's label and its end on the axis (spans start at -0.5). One span per bar while that
    // many labels fit along `width` px; else spans of a nice number of rows, the fewest that
    // still say where the rows are, each label at most `width` / spans wide.
    struct Span {
        QString label;
        double end;
        friend bool operator==(const Span&, const Span&) = default;
    };
    static std::vector<Span> rowSpans(int n, int rowsPerBar, qreal width, const QFont& labels);
    // Rows per bar for n rows and at most maxBars bars: 1, 2 or 5 times a power of ten.
    static int rowsPerBar(int n, int maxBars);
};
