#include "ChecksChart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "ChartStyle.h"
#include "CspExperimentSettings.h"
#include "ExperimentForm.h"

ChecksChart::ChecksChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("checksChart"));
    chart_ = new QChart;
    xAxis_ = new QValueAxis(chart_);
    xAxis_->setLabelFormat(QStringLiteral("%g"));
    yAxis_ = new QLogValueAxis(chart_);
    yAxis_->setObjectName(QStringLiteral("checksAxis"));
    yAxis_->setBase(10);
    yAxis_->setLabelFormat(QStringLiteral("%.0e"));
    chart_->addAxis(xAxis_, Qt::AlignBottom);
    chart_->addAxis(yAxis_, Qt::AlignLeft);
    chart_->legend()->setAlignment(Qt::AlignRight);
    view_ = ChartStyle::makeView(chart_, QStringLiteral("checksChartView"));
    view_->setParent(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    ChartStyle::apply(chart_, palette(), font());
    retranslate();
}

void ChecksChart::setResult(const queens::Experiment& x,
                            const queens::ExperimentRunner::Result& result) {
    experiment_ = x;
    result_ = result;
    rebuild();
}

QColor ChecksChart::lineColor(int i, const QPalette& palette) {
    // Tableau 10: distinct hues of similar weight.
    static const QColor colors[] = {QColor(0xd6, 0x27, 0x28), QColor(0xff, 0x7f, 0x0e),
                                    QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c),
                                    QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                    QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                                    QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    const QColor c = colors[static_cast<std::size_t>(i) % std::size(colors)];
    return palette.color(QPalette::Window).lightness() < 128 ? c.lighter(150) : c;
}

int ChecksChart::pointCount() const {
    int count = 0;
    for (const QAbstractSeries* s : chart_->series())
        count += static_cast<int>(static_cast<const QLineSeries*>(s)->count());
    return count;
}

void ChecksChart::rebuild() {
    chart_->removeAllSeries();
    const std::size_t lines = std::max<std::size_t>(1, experiment_.combinations.size());
    std::vector<QLineSeries*> series(lines);
    double xMin = 0, xMax = 1, yMin = 1, yMax = 10;
    bool first = true;
    for (std::size_t i = 0; i < lines; ++i) {
        series[i] = new QLineSeries(chart_);
        series[i]->setPointsVisible(true);
        QPen pen(lineColor(static_cast<int>(i), palette()));
        pen.setWidthF(2);
        series[i]->setPen(pen);
        chart_->addSeries(series[i]);
        series[i]->attachAxis(xAxis_);
        series[i]->attachAxis(yAxis_);
    }
    for (const queens::ExperimentSummary& s : result_.points) {
        // Only points whose every run solved within the budget: the mean is then exact.
        if (!s.value() || s.runs() == 0 || s.solved() < s.runs()) continue;
        const double checks = s.meanChecksSolved();
        if (checks <= 0) continue;  // nothing to draw on a log axis
        const double x = *s.value();
        xMin = first ? x : std::min(xMin, x);
        xMax = first ? x : std::max(xMax, x);
        yMin = first ? checks : std::min(yMin, checks);
        yMax = first ? checks : std::max(yMax, checks);
        first = false;
        series[static_cast<std::size_t>(std::max(0, s.combination()))]->append(x, checks);
    }
    if (xMax <= xMin) {
        xMin -= 1;
        xMax += 1;
    }
    xAxis_->setRange(xMin, xMax);
    xAxis_->applyNiceNumbers();
    yAxis_->setRange(std::pow(10.0, std::floor(std::log10(yMin))),
                     std::pow(10.0, std::max(1.0, std::ceil(std::log10(yMax)))));
    ChartStyle::apply(chart_, palette(), font());
    retranslate();
}

void ChecksChart::retranslate() {
    chart_->setTitle(tr("Consistency checks to the first solution (log scale)"));
    xAxis_->setTitleText(experiment_.sweep == queens::Experiment::Parameter::None
                             ? QString()
                             : ExperimentForm::parameterTitle(experiment_.sweep));
    yAxis_->setTitleText(tr("Consistency checks"));
    const QList<QAbstractSeries*> series = chart_->series();
    for (qsizetype i = 0; i < series.size(); ++i)
        series[i]->setName(static_cast<std::size_t>(i) < experiment_.combinations.size()
                               ? CspExperimentSettings::combinationTitle(
                                     experiment_.combinations[static_cast<std::size_t>(i)])
                               : tr("Checks"));
    ChartStyle::setTitleFonts(chart_, font());
}

void ChecksChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}
