#pragma once
// RunLengthChart: the run-length distribution of an experiment that kept every run
// (Experiment::distribution), as a survival curve on logarithmic axes: for each x, the share of
// the runs that were still searching after x nodes. One line per sweep point (e.g. without
// restarts and with them). A heavy tail is a line that stays high far to the right: a few runs
// take orders of magnitude longer than the median; restarts cut it off. Runs stopped by the
// node budget count at their budget. Qt Charts, styled by ChartStyle; draws what setResult()
// gave it, owns its chart only and runs nothing.
#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "Experiment.h"
#include "ExperimentRunner.h"

class QChart;
class QChartView;
class QLogValueAxis;

class RunLengthChart : public QWidget {
    Q_OBJECT

public:
    explicit RunLengthChart(QWidget* parent = nullptr);

    void setResult(const queens::Experiment& x, const queens::ExperimentRunner::Result& result);
    QChart* chart() const { return chart_; }
    // The curve of a sample of run lengths: one point (v, share of the runs of length v or more)
    // per distinct length v, in increasing v; the shares fall from 1 to (runs of the longest
    // length) / runs. Lengths of 0 are drawn at 1 (a log axis has no 0).
    static QList<QPointF> survival(std::vector<std::uint64_t> nodes);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void retranslate();

    queens::Experiment experiment_;
    queens::ExperimentRunner::Result result_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QLogValueAxis* xAxis_ = nullptr;
    QLogValueAxis* yAxis_ = nullptr;
};
