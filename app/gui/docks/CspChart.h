#pragma once
// CspChart: CSP backtracking's chart in ChartsPanel: the consistency checks and the prunings made
// so far, over the steps, on one axis. The gap between the curves and their slopes show what
// inference costs and what it buys: forward checking and MAC spend checks on crossing values
// out (prunings) so that fewer queens are tried. It owns its QChart, series and axes (the chart
// its view's), reads a RunHistory's Checks and Prunings marks, and never applies an event. The
// step axis is ChartsPanel's to range and title (stepAxis(), in units of `stepUnit` steps), as
// for the panel's other curves.
#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <cstdint>
#include <vector>

#include "RunHistory.h"
#include "Timeline.h"

class QChart;
class QLineSeries;
class QValueAxis;

class CspChart {
    Q_DECLARE_TR_FUNCTIONS(CspChart)

public:
    CspChart();

    QChart* chart() const { return chart_; }
    QValueAxis* stepAxis() const { return stepAxis_; }
    void clear();
    void retranslate();
    void applyTheme(const QPalette& palette, const QFont& font);
    // The titles that fit in the plot's height (after a layout change).
    void fitTexts(const QFont& font);

    // The curves up to `cursor`: from (0, 0) through the history's marks (at most maxPoints),
    // and when t's cursor is there, to the counts of the board at the cursor.
    // `intervals`: how many the vertical axis has room for (ChartStyle::axisIntervals).
    void update(const queens::Timeline& t, const queens::RunHistory& h, std::uint64_t cursor,
                double stepUnit, std::size_t maxPoints, int intervals);

    // True (step, value) pairs shown (tests).
    const std::vector<queens::RunHistory::Point>& checksPoints() const { return checks_; }
    const std::vector<queens::RunHistory::Point>& pruningsPoints() const { return prunings_; }
    QLineSeries* checksSeries() const { return checksSeries_; }
    QLineSeries* pruningsSeries() const { return pruningsSeries_; }

private:
    QChart* chart_ = nullptr;
    QLineSeries* checksSeries_ = nullptr;
    QLineSeries* pruningsSeries_ = nullptr;
    QValueAxis* stepAxis_ = nullptr;
    QValueAxis* countAxis_ = nullptr;
    double top_ = 1.0;
    std::vector<queens::RunHistory::Point> checks_;
    std::vector<queens::RunHistory::Point> prunings_;
};
