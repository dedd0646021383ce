#include "RunLengthChart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "ChartStyle.h"
#include "ChecksChart.h"
#include "CspExperimentSettings.h"
#include "ExperimentForm.h"

RunLengthChart::RunLengthChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("runLengthChart"));
    chart_ = new QChart;
    xAxis_ = new QLogValueAxis(chart_);
    xAxis_->setObjectName(QStringLiteral("runLengthNodesAxis"));
    xAxis_->setBase(10);
    xAxis_->setLabelFormat(QStringLiteral("%g"));
    yAxis_ = new QLogValueAxis(chart_);
    yAxis_->setObjectName(QStringLiteral("runLengthShareAxis"));
    yAxis_->setBase(10);
    yAxis_->setLabelFormat(QStringLiteral("%g"));
    chart_->addAxis(xAxis_, Qt::AlignBottom);
    chart_->addAxis(yAxis_, Qt::AlignLeft);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    view_ = ChartStyle::makeView(chart_, QStringLiteral("runLengthChartView"));
    view_->setParent(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    ChartStyle::apply(chart_, palette(), font());
    retranslate();
}

QList<QPointF> RunLengthChart::survival(std::vector<std::uint64_t> nodes) {
    std::sort(nodes.begin(), nodes.end());
    QList<QPointF> points;
    const auto total = static_cast<double>(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i > 0 && nodes[i] == nodes[i - 1]) continue;  // one point per distinct length
        const double x = static_cast<double>(std::max<std::uint64_t>(nodes[i], 1));
        points << QPointF(x, static_cast<double>(nodes.size() - i) / total);
    }
    return points;
}

void RunLengthChart::setResult(const queens::Experiment& x,
                               const queens::ExperimentRunner::Result& result) {
    experiment_ = x;
    result_ = result;
    rebuild();
}

void RunLengthChart::rebuild() {
    chart_->removeAllSeries();
    double xMax = 10, yMin = 1;
    for (std::size_t p = 0; p < result_.points.size(); ++p) {
        const queens::ExperimentSummary& s = result_.points[p];
        auto* series = new QLineSeries(chart_);
        const QList<QPointF> points = survival(s.runNodes());
        series->replace(points);
        for (const QPointF& q : points) {
            xMax = std::max(xMax, q.x());
            yMin = std::min(yMin, q.y());
        }
        QPen pen(ChecksChart::lineColor(static_cast<int>(p), palette()));
        pen.setWidthF(2.5);
        series->setPen(pen);
        chart_->addSeries(series);
        series->attachAxis(xAxis_);
        series->attachAxis(yAxis_);
    }
    xAxis_->setRange(1, std::pow(10.0, std::ceil(std::log10(xMax))));
    // A hair below the power of ten, so that its tick (placed at powers >= the minimum) shows.
    yAxis_->setRange(0.999 * std::pow(10.0, std::floor(std::log10(yMin) + 1e-9)), 1);
    ChartStyle::apply(chart_, palette(), font());
    retranslate();
}

void RunLengthChart::retranslate() {
    chart_->setTitle(tr("Share of runs still searching after so many nodes (log-log)"));
    xAxis_->setTitleText(tr("Nodes (values tried)"));
    yAxis_->setTitleText(tr("Share of runs"));
    const QList<QAbstractSeries*> series = chart_->series();
    for (qsizetype i = 0; i < series.size() && i < static_cast<qsizetype>(result_.points.size());
         ++i) {
        const queens::ExperimentSummary& s = result_.points[static_cast<std::size_t>(i)];
        QStringList parts;
        if (s.combination() >= 0)
            parts << CspExperimentSettings::combinationTitle(
                experiment_.combinations[static_cast<std::size_t>(s.combination())]);
        if (s.value()) {
            if (experiment_.sweep == queens::Experiment::Parameter::RestartAfter)
                parts << (*s.value() == 0
                              ? tr("no restarts")
                              : tr("restart after %1 backtracks (Luby)").arg(*s.value()));
            else
                parts << tr("%1 = %2")
                             .arg(ExperimentForm::parameterTitle(experiment_.sweep))
                             .arg(*s.value());
        }
        series[i]->setName(parts.isEmpty() ? tr("All runs") : parts.join(tr(", ")));
    }
    ChartStyle::setTitleFonts(chart_, font());
}

void RunLengthChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}
