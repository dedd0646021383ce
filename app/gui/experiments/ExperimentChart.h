#pragma once
// ExperimentChart: the plot of a sweep (Qt Charts, styled by ChartStyle for the light and dark
// themes): percent solved (left axis, 0 to 100) and the mean steps of the solved and of the stuck
// runs (right axis) against the swept value. It draws what setResult() gave it and owns its chart
// only; it runs nothing.
#include <QString>
#include <QWidget>
#include <vector>

#include "ExperimentSummary.h"

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

class ExperimentChart : public QWidget {
    Q_OBJECT

public:
    explicit ExperimentChart(QWidget* parent = nullptr);

    // The sweep's points (each with its value) and the swept parameter's title.
    void setResult(const std::vector<queens::ExperimentSummary>& points, const QString& parameter);
    QChart* chart() const { return chart_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyTheme();

    QString parameter_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QValueAxis* xAxis_ = nullptr;
    QValueAxis* percentAxis_ = nullptr;
    QValueAxis* stepsAxis_ = nullptr;
    QLineSeries* percent_ = nullptr;
    QLineSeries* stepsSolved_ = nullptr;
    QLineSeries* stepsStuck_ = nullptr;
};
