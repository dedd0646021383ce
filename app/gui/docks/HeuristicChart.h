#pragma once
// HeuristicChart: the local searches' chart in ChartsPanel: h (attacking pairs of the board) over
// the steps, and for simulated annealing the temperature T on a second axis at the right. It
// owns its QChart, series and axes (the chart its view's), reads a RunHistory's Pairs and
// Temperature marks, and never applies an event. The step axis is ChartsPanel's to range and
// title (stepAxis(), in units of `stepUnit` steps), as for the panel's other curves.
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

class HeuristicChart {
    Q_DECLARE_TR_FUNCTIONS(HeuristicChart)

public:
    HeuristicChart();

    QChart* chart() const { return chart_; }
    QValueAxis* stepAxis() const { return stepAxis_; }
    // The temperature curve and its axis: shown for simulated annealing only.
    void setShowsTemperature(bool on);
    bool showsTemperature() const { return temperature_; }
    void clear();
    void retranslate();
    void applyTheme(const QPalette& palette, const QFont& font);
    // The titles that fit in the plot's height (after a layout change).
    void fitTexts(const QFont& font);

    // The curves up to `cursor`: the history's (decimated) marks, and when t's cursor is there,
    // the board's h and T at the cursor.
    // `intervals`: how many the vertical axes have room for (ChartStyle::axisIntervals).
    void update(const queens::Timeline& t, const queens::RunHistory& h, std::uint64_t cursor,
                double stepUnit, std::size_t maxPoints, int intervals);

    // True (step, value) pairs shown (tests): h, and T as the double it is.
    const std::vector<queens::RunHistory::Point>& pairsPoints() const { return pairs_; }
    struct Temperature {
        std::uint64_t step = 0;
        double value = 0;
        friend bool operator==(const Temperature&, const Temperature&) = default;
    };
    const std::vector<Temperature>& temperaturePoints() const { return temperatures_; }
    QLineSeries* pairsSeries() const { return pairsSeries_; }
    QLineSeries* temperatureSeries() const { return temperatureSeries_; }

private:
    QChart* chart_ = nullptr;
    QLineSeries* pairsSeries_ = nullptr;
    QLineSeries* temperatureSeries_ = nullptr;
    QValueAxis* stepAxis_ = nullptr;
    QValueAxis* pairsAxis_ = nullptr;
    QValueAxis* temperatureAxis_ = nullptr;
    bool temperature_ = false;
    double pairsTop_ = 1.0;
    double temperatureTop_ = 1.0;
    std::vector<queens::RunHistory::Point> pairs_;
    std::vector<Temperature> temperatures_;
};
