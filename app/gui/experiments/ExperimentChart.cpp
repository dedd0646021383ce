#include "ExperimentChart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "ChartStyle.h"

namespace {
// Colours that read on the light and the dark chart background alike.
const QColor kPercentColor(0x2e, 0x8b, 0x57);
const QColor kSolvedColor(0x1f, 0x77, 0xb4);
const QColor kStuckColor(0xd6, 0x27, 0x28);
}  // namespace

ExperimentChart::ExperimentChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("experimentChart"));
    chart_ = new QChart;
    xAxis_ = new QValueAxis(chart_);
    xAxis_->setLabelFormat(QStringLiteral("%g"));
    percentAxis_ = new QValueAxis(chart_);
    percentAxis_->setObjectName(QStringLiteral("experimentPercentAxis"));
    percentAxis_->setRange(0, 100);
    percentAxis_->setTickCount(6);
    percentAxis_->setLabelFormat(QStringLiteral("%g"));
    stepsAxis_ = new QValueAxis(chart_);
    stepsAxis_->setObjectName(QStringLiteral("experimentStepsAxis"));
    stepsAxis_->setLabelFormat(QStringLiteral("%g"));
    chart_->addAxis(xAxis_, Qt::AlignBottom);
    chart_->addAxis(percentAxis_, Qt::AlignLeft);
    chart_->addAxis(stepsAxis_, Qt::AlignRight);
    percent_ = new QLineSeries(chart_);
    percent_->setObjectName(QStringLiteral("percentSolvedSeries"));
    stepsSolved_ = new QLineSeries(chart_);
    stepsSolved_->setObjectName(QStringLiteral("stepsSolvedSeries"));
    stepsStuck_ = new QLineSeries(chart_);
    stepsStuck_->setObjectName(QStringLiteral("stepsStuckSeries"));
    chart_->addSeries(percent_);
    percent_->attachAxis(xAxis_);
    percent_->attachAxis(percentAxis_);
    for (QLineSeries* s : {stepsSolved_, stepsStuck_}) {
        chart_->addSeries(s);
        s->attachAxis(xAxis_);
        s->attachAxis(stepsAxis_);
    }
    for (QLineSeries* s : {percent_, stepsSolved_, stepsStuck_}) s->setPointsVisible(true);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    view_ = ChartStyle::makeView(chart_, QStringLiteral("experimentChartView"));
    view_->setParent(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    applyTheme();
    retranslate();
}

void ExperimentChart::setResult(const std::vector<queens::ExperimentSummary>& points,
                                const QString& parameter) {
    parameter_ = parameter;
    QList<QPointF> percent, solved, stuck;
    double xMin = 0, xMax = 1, stepsTop = 1;
    bool first = true;
    for (const queens::ExperimentSummary& s : points) {
        if (!s.value() || s.runs() == 0) continue;
        const double x = *s.value();
        xMin = first ? x : std::min(xMin, x);
        xMax = first ? x : std::max(xMax, x);
        first = false;
        percent << QPointF(x, s.percentSolved());
        if (s.solved() > 0) solved << QPointF(x, s.meanStepsSolved());
        if (s.solved() < s.runs()) stuck << QPointF(x, s.meanStepsFailed());
        stepsTop = std::max({stepsTop, s.meanStepsSolved(), s.meanStepsFailed()});
    }
    percent_->replace(percent);
    stepsSolved_->replace(solved);
    stepsStuck_->replace(stuck);
    if (xMax <= xMin) {  // one point: a range around it
        xMin -= 1;
        xMax += 1;
    }
    xAxis_->setRange(xMin, xMax);
    xAxis_->applyNiceNumbers();
    ChartStyle::setNiceRange(stepsAxis_, stepsTop, false, ChartStyle::kMaxIntervals);
    retranslate();
}

void ExperimentChart::retranslate() {
    chart_->setTitle(tr("Solved and steps against the swept value"));
    xAxis_->setTitleText(parameter_);
    percentAxis_->setTitleText(tr("Solved (%)"));
    stepsAxis_->setTitleText(tr("Mean steps"));
    percent_->setName(tr("Solved (%)"));
    stepsSolved_->setName(tr("Mean steps, solved"));
    stepsStuck_->setName(tr("Mean steps, stuck"));
    ChartStyle::setTitleFonts(chart_, font());
}

void ExperimentChart::applyTheme() {
    ChartStyle::apply(chart_, palette(), font());
    ChartStyle::setTitleFonts(chart_, font());
    const QColor colors[] = {kPercentColor, kSolvedColor, kStuckColor};
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine};
    QLineSeries* series[] = {percent_, stepsSolved_, stepsStuck_};
    for (int i = 0; i < 3; ++i) {
        QPen pen(palette().color(QPalette::Window).lightness() < 128 ? colors[i].lighter(150)
                                                                     : colors[i]);
        pen.setWidthF(2.5);
        pen.setStyle(styles[i]);
        series[i]->setPen(pen);
        series[i]->setColor(pen.color());
    }
}

void ExperimentChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) applyTheme();
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}
