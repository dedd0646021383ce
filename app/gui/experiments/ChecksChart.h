#pragma once
// ChecksChart: the consistency checks each CSP combination needs to reach the first solution
// against the swept value (N), on a logarithmic axis: one line per combination, so that orders
// of magnitude between plain backtracking and MRV + forward checking show at a glance. A point
// whose runs did not all solve within the node budget is left out (its line stops there: the
// table says "over budget"). Qt Charts, styled by ChartStyle; draws what setResult() gave it,
// owns its chart only and runs nothing.
#include <QColor>
#include <QPalette>
#include <QString>
#include <QWidget>

#include "Experiment.h"
#include "ExperimentRunner.h"

class QChart;
class QChartView;
class QLogValueAxis;
class QValueAxis;

class ChecksChart : public QWidget {
    Q_OBJECT

public:
    explicit ChecksChart(QWidget* parent = nullptr);

    void setResult(const queens::Experiment& x, const queens::ExperimentRunner::Result& result);
    QChart* chart() const { return chart_; }
    // The number of points drawn, over all lines (for tests).
    int pointCount() const;
    // The colour of line i of a chart of several lines (ten that tell apart, lighter on a dark
    // background); the run-length chart uses them too.
    static QColor lineColor(int i, const QPalette& palette);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void retranslate();

    queens::Experiment experiment_;
    queens::ExperimentRunner::Result result_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QValueAxis* xAxis_ = nullptr;
    QLogValueAxis* yAxis_ = nullptr;
};
