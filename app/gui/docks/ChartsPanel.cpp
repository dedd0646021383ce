#include "ChartsPanel.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontInfo>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "ChartStyle.h"

namespace {
using Point = queens::RunHistory::Point;

constexpr double kLogBottom = 0.6;  // lower end of the collisions + 1 axis

// replace() makes Qt Charts recompute the series' whole geometry: skipped when the points shown
// are the same (a cursor that moved without adding a point, e.g. through a build phase).
void replaceIfChanged(QXYSeries* series, const QList<QPointF>& points) {
    if (series->points() != points) series->replace(points);
}
}  // namespace

ChartsPanel::ChartsPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("chartsPanel"));
    pages_ = new QStackedWidget(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);
    buildSearchCharts();
    buildCollisionsChart();
    pages_->addWidget(
        ChartStyle::makeView(heuristic_.chart(), QStringLiteral("heuristicChartView")));
    for (QChart* chart : {nodesChart_, solutionsChart_, collisionsChart_})
        connect(chart, &QChart::plotAreaChanged, this, [this, chart] { fitTexts(chart); });
    connect(heuristic_.chart(), &QChart::plotAreaChanged, this,
            [this] { heuristic_.fitTexts(font()); });
    connect(csp_.chart(), &QChart::plotAreaChanged, this, [this] { csp_.fitTexts(font()); });
    retranslate();
    applyTheme();
    setAlgorithm(queens::Algorithm::Backtracking);
}

void ChartsPanel::buildSearchCharts() {
    nodesSet_ = new QBarSet(QString());
    nodesSet_->setObjectName(QStringLiteral("nodesPerDepthSet"));
    nodesSeries_ = new QBarSeries;
    nodesSeries_->setObjectName(QStringLiteral("nodesPerDepthSeries"));
    nodesSeries_->append(nodesSet_);
    nodesSeries_->setBarWidth(0.9);
    nodesChart_ = new QChart;
    nodesChart_->addSeries(nodesSeries_);
    rowAxis_ = new QCategoryAxis;
    rowAxis_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    nodesAxis_ = new QValueAxis;
    nodesAxis_->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::useDynamicTicks(nodesAxis_);
    nodesChart_->addAxis(rowAxis_, Qt::AlignBottom);
    nodesChart_->addAxis(nodesAxis_, Qt::AlignLeft);
    nodesSeries_->attachAxis(rowAxis_);
    nodesSeries_->attachAxis(nodesAxis_);
    nodesChart_->legend()->hide();

    solutionsSeries_ = new QLineSeries;
    solutionsSeries_->setObjectName(QStringLiteral("solutionsSeries"));
    solutionsChart_ = new QChart;
    solutionsChart_->addSeries(solutionsSeries_);
    solutionsStepAxis_ = new QValueAxis;
    solutionsStepAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(solutionsStepAxis_);
    solutionsAxis_ = new QValueAxis;
    solutionsAxis_->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::useDynamicTicks(solutionsAxis_);
    solutionsChart_->addAxis(solutionsStepAxis_, Qt::AlignBottom);
    solutionsChart_->addAxis(solutionsAxis_, Qt::AlignLeft);
    solutionsSeries_->attachAxis(solutionsStepAxis_);
    solutionsSeries_->attachAxis(solutionsAxis_);
    solutionsChart_->legend()->hide();

    auto* page = new QWidget;
    auto* box = new QVBoxLayout(page);
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(ChartStyle::makeView(nodesChart_, QStringLiteral("nodesChartView")));
    solutionsView_ = ChartStyle::makeView(solutionsChart_, QStringLiteral("solutionsChartView"));
    cspView_ = ChartStyle::makeView(csp_.chart(), QStringLiteral("cspChartView"));
    box->addWidget(solutionsView_);
    box->addWidget(cspView_);
    pages_->addWidget(page);
}

void ChartsPanel::buildCollisionsChart() {
    collisionsSeries_ = new QLineSeries;
    collisionsSeries_->setObjectName(QStringLiteral("collisionsSeries"));
    restartsSeries_ = new QScatterSeries;
    restartsSeries_->setObjectName(QStringLiteral("restartsSeries"));
    collisionsChart_ = new QChart;
    collisionsChart_->addSeries(collisionsSeries_);
    collisionsChart_->addSeries(restartsSeries_);
    collisionsStepAxis_ = new QValueAxis;
    collisionsStepAxis_->setLabelFormat(QStringLiteral("%g"));
    ChartStyle::useDynamicTicks(collisionsStepAxis_);
    collisionsAxis_ = new QLogValueAxis;
    collisionsAxis_->setBase(10.0);
    collisionsAxis_->setLabelFormat(QStringLiteral("%g"));
    collisionsAxis_->setRange(kLogBottom, 10.0);
    collisionsChart_->addAxis(collisionsStepAxis_, Qt::AlignBottom);
    collisionsChart_->addAxis(collisionsAxis_, Qt::AlignLeft);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(collisionsSeries_),
                               static_cast<QAbstractSeries*>(restartsSeries_)}) {
        s->attachAxis(collisionsStepAxis_);
        s->attachAxis(collisionsAxis_);
    }
    collisionsChart_->legend()->setAlignment(Qt::AlignBottom);
    pages_->addWidget(
        ChartStyle::makeView(collisionsChart_, QStringLiteral("collisionsChartView")));
}

void ChartsPanel::retranslate() {
    // The chart titles and the legend say what is plotted in full; the vertical axis titles are
    // short, and hidden when the plot is too short for them (fitTexts()).
    nodesChart_->setTitle(tr("Nodes per depth (cells tried)"));
    nodesSet_->setLabel(tr("Cells tried"));
    nodesAxis_->setTitleText(tr("Cells tried", "short axis title"));
    rowAxis_->setTitleText(rowsPerBar_ > 1 ? tr("Row (%L1 rows per bar)").arg(rowsPerBar_)
                                           : tr("Row"));
    solutionsChart_->setTitle(tr("Solutions found over steps"));
    solutionsAxis_->setTitleText(tr("Solutions", "short axis title"));
    collisionsChart_->setTitle(tr("Collisions over steps"));
    collisionsSeries_->setName(
        tr("Collisions + 1 (log scale)", "1 is added so that 0 collisions can be drawn"));
    restartsSeries_->setName(tr("Restart"));
    collisionsAxis_->setTitleText(tr("Collisions + 1", "short axis title of a log scale"));
    const QString step = stepUnit_ >= 1e9   ? tr("Step (billions)")
                         : stepUnit_ >= 1e6 ? tr("Step (millions)")
                         : stepUnit_ >= 1e3 ? tr("Step (thousands)")
                                            : tr("Step", "short axis title");
    solutionsStepAxis_->setTitleText(step);
    collisionsStepAxis_->setTitleText(step);
    heuristic_.retranslate();
    heuristic_.stepAxis()->setTitleText(step);
    csp_.retranslate();
    csp_.stepAxis()->setTitleText(step);
    ChartStyle::setTitleFonts(csp_.chart(), font());
    csp_.fitTexts(font());
    for (QChart* chart : {nodesChart_, solutionsChart_, collisionsChart_}) {
        ChartStyle::setTitleFonts(chart, font());
        fitTexts(chart);
    }
    ChartStyle::setTitleFonts(heuristic_.chart(), font());
    heuristic_.fitTexts(font());
}

void ChartsPanel::fitTexts(QChart* chart) {
    // Every decision depends on the chart's height or the plot's, and none changes the plot's
    // height but the first (from the chart's height), so this settles in one more layout.
    const QRectF plot = chart->plotArea();
    const bool horizontalTitles = ChartStyle::showsHorizontalTitles(chart->size().height(), font());
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        if (axis->isTitleVisible() != horizontalTitles) axis->setTitleVisible(horizontalTitles);
    const int ticks = ChartStyle::axisIntervals(plot.height(), font());
    if (chart == nodesChart_) {
        ChartStyle::setNiceRange(nodesAxis_, nodesTop_, true, ticks);
        labelRows();
    } else if (chart == solutionsChart_) {
        ChartStyle::setNiceRange(solutionsAxis_, solutionsTop_, true, ticks);
    }
    // Vertical axis titles: whole or not at all (the chart title or the legend says the same).
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
        const bool fits =
            plot.height() > 0 &&
            ChartStyle::fitsAlong(axis->titleText(), axis->titleFont(), plot.height());
        if (axis->isTitleVisible() != fits) axis->setTitleVisible(fits);
    }
}

void ChartsPanel::labelRows() {
    const qreal width = nodesChart_->plotArea().width() > 0 ? nodesChart_->plotArea().width()
                                                            : 0.75 * this->width();
    const auto spans = ChartStyle::rowSpans(std::max(n_, 0), rowsPerBar_, width, font());
    if (spans == rowSpans_) return;
    rowSpans_ = spans;
    for (const QString& label : rowAxis_->categoriesLabels()) rowAxis_->remove(label);
    rowAxis_->setStartValue(-0.5);
    for (const ChartStyle::Span& span : spans) rowAxis_->append(span.label, span.end);
    rowAxis_->setRange(-0.5, spans.empty() ? 0.5 : spans.back().end);
}

void ChartsPanel::applyTheme() {
    const QPalette pal = palette();
    dark_ = pal.color(QPalette::Window).lightness() < 128;
    for (QChart* chart : {nodesChart_, solutionsChart_, collisionsChart_}) {
        ChartStyle::apply(chart, pal, font());
        ChartStyle::setTitleFonts(chart, font());
    }
    for (QLineSeries* s : {solutionsSeries_, collisionsSeries_}) {
        QPen pen = s->pen();
        pen.setWidthF(2.5);
        s->setPen(pen);
    }
    restartsSeries_->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    restartsSeries_->setMarkerSize(std::max(12.0, QFontInfo(font()).pixelSize() * 1.1));
    for (QChartView* view : findChildren<QChartView*>())
        view->setBackgroundBrush(pal.color(QPalette::Base));
    rowSpans_.clear();  // the labels' font may have changed
    for (QChart* chart : {nodesChart_, solutionsChart_, collisionsChart_}) fitTexts(chart);
    heuristic_.applyTheme(pal, font());
    csp_.applyTheme(pal, font());
}

void ChartsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyTheme();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool ChartsPanel::showsSearchCharts() const {
    return algorithm_ != queens::Algorithm::MinConflicts && !showsHeuristicChart();
}

bool ChartsPanel::showsCspChart() const {
    return algorithm_ == queens::Algorithm::Csp;
}

bool ChartsPanel::showsHeuristicChart() const {
    return queens::isCourseLocalSearch(algorithm_);
}

void ChartsPanel::setAlgorithm(queens::Algorithm algorithm) {
    algorithm_ = algorithm;
    pages_->setCurrentIndex(showsSearchCharts() ? 0 : showsHeuristicChart() ? 2 : 1);
    heuristic_.setShowsTemperature(algorithm == queens::Algorithm::SimulatedAnnealing);
    solutionsView_->setVisible(!showsCspChart());
    cspView_->setVisible(showsCspChart());
    heuristic_.retranslate();
    reset();
}

void ChartsPanel::reset() {
    valid_ = false;
    n_ = -1;
    tries_ = {};
    bars_.clear();
    solutions_.clear();
    collisions_.clear();
    restarts_.clear();
    nodesSet_->remove(0, nodesSet_->count());
    solutionsSeries_->clear();
    collisionsSeries_->clear();
    restartsSeries_->clear();
    heuristic_.clear();
    csp_.clear();
}

void ChartsPanel::update(const queens::Timeline& t, const queens::RunHistory& history,
                         std::uint64_t cursor) {
    const int n = t.state().n();
    // A shorter history than before is another run.
    if (valid_ && history.recordedEvents() < key_.covered) reset();
    const Key key{cursor,
                  std::min(cursor, history.recordedEvents()),
                  history.collisionsStride(),
                  history.solutionsStride(),
                  history.triesStride(),
                  history.pairsStride(),
                  history.temperatureStride(),
                  history.checksStride(),
                  n};
    if (valid_ && key == key_) return;
    key_ = key;
    valid_ = true;
    ++recomputations_;
    if (showsSearchCharts()) {
        if (n != n_) layoutBars(n);
        updateBars(t, history, cursor);
        updateSolutions(t, history, cursor);
        if (showsCspChart()) {
            setStepAxis(csp_.stepAxis(), cursor);
            csp_.update(t, history, cursor, stepUnit_, kMaxPoints, intervals(csp_.chart()));
        }
    } else if (showsHeuristicChart()) {
        setStepAxis(heuristic_.stepAxis(), cursor);
        heuristic_.update(t, history, cursor, stepUnit_, kMaxPoints, intervals(heuristic_.chart()));
    } else {
        updateCollisions(t, history, cursor);
    }
}

// ---- nodes per depth --------------------------------------------------------------------------

void ChartsPanel::layoutBars(int n) {
    n_ = n;
    rowsPerBar_ = ChartStyle::rowsPerBar(n, kMaxBars);
    const int count = n > 0 ? (n + rowsPerBar_ - 1) / rowsPerBar_ : 0;
    nodesSet_->remove(0, nodesSet_->count());
    nodesSet_->append(QList<qreal>(count, 0.0));
    bars_.assign(static_cast<std::size_t>(count), 0.0);
    rowSpans_.clear();
    labelRows();
    nodesTop_ = 1.0;
    ChartStyle::setNiceRange(nodesAxis_, nodesTop_, true, intervals(nodesChart_));
    tries_ = {};
    retranslate();
}

int ChartsPanel::intervals(const QChart* chart) const {
    return ChartStyle::axisIntervals(chart->plotArea().height(), font());
}

void ChartsPanel::updateBars(const queens::Timeline& t, const queens::RunHistory& h,
                             std::uint64_t cursor) {
    tries_ = h.triesPerRow(t, cursor, tries_.tries.empty() ? nullptr : &tries_);
    std::vector<double> bars(bars_.size(), 0.0);
    for (std::size_t r = 0; r < tries_.tries.size(); ++r)
        bars[r / static_cast<std::size_t>(rowsPerBar_)] += static_cast<double>(tries_.tries[r]);
    double top = 0.0;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        if (bars[i] != bars_[i]) nodesSet_->replace(static_cast<int>(i), bars[i]);
        top = std::max(top, bars[i]);
    }
    bars_ = std::move(bars);
    nodesTop_ = top;
    ChartStyle::setNiceRange(nodesAxis_, top, true, intervals(nodesChart_));
}

// ---- curves over steps ------------------------------------------------------------------------

void ChartsPanel::setStepAxis(QValueAxis* axis, std::uint64_t cursor) {
    const auto c = static_cast<double>(cursor);
    const double unit = c < 1e5 ? 1.0 : c < 1e8 ? 1e3 : c < 1e11 ? 1e6 : 1e9;
    if (unit != stepUnit_) {
        stepUnit_ = unit;
        retranslate();
    }
    // [0, the next multiple of the tick interval]: the range (and with it the geometry of every
    // series on the axis, and the tick labels) changes only when the cursor crosses a tick, not
    // at every step; the curves end at the cursor.
    const double top = std::max(1.0, c / unit);
    double interval = ChartStyle::niceCeil(top / ChartStyle::kMaxIntervals);
    if (unit == 1.0) interval = std::max(interval, 1.0);
    ChartStyle::setRangeAndTicks(axis, interval * std::ceil(top / interval), interval);
}

void ChartsPanel::updateSolutions(const queens::Timeline& t, const queens::RunHistory& h,
                                  std::uint64_t cursor) {
    setStepAxis(solutionsStepAxis_, cursor);
    // Every solution fits as a staircase (two points each)? Otherwise a line through the marks.
    const std::size_t half = (kMaxPoints - 2) / 2;
    std::vector<Point> marks = h.solutionsSeries(cursor, half);
    const bool staircase = h.solutionsStride() == 1 && marks.size() < half;
    if (!staircase) marks = h.solutionsSeries(cursor, kMaxPoints - 2);
    std::int64_t now = marks.empty() ? 0 : marks.back().value;
    if (t.cursor() == cursor) now = static_cast<std::int64_t>(t.state().stats().solutions);

    solutions_.assign(1, Point{0, 0});
    solutions_.insert(solutions_.end(), marks.begin(), marks.end());
    if (cursor > solutions_.back().step) solutions_.push_back({cursor, now});

    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(2 * solutions_.size()));
    double previous = 0.0;
    for (const Point& p : solutions_) {
        const double x = static_cast<double>(p.step) / stepUnit_;
        const auto y = static_cast<double>(p.value);
        if (staircase && y != previous) points.append(QPointF(x, previous));
        points.append(QPointF(x, y));
        previous = y;
    }
    replaceIfChanged(solutionsSeries_, points);
    solutionsTop_ = previous;
    ChartStyle::setNiceRange(solutionsAxis_, previous, true, intervals(solutionsChart_));
}

void ChartsPanel::updateCollisions(const queens::Timeline& t, const queens::RunHistory& h,
                                   std::uint64_t cursor) {
    setStepAxis(collisionsStepAxis_, cursor);
    const std::size_t half = (kMaxPoints - 1) / 2;
    collisions_ = h.collisionsSeries(cursor, half);
    const bool staircase = h.collisionsStride() == 1 && collisions_.size() < half;
    if (!staircase) collisions_ = h.collisionsSeries(cursor, kMaxPoints - 1);
    const queens::BoardState& s = t.state();
    if (t.cursor() == cursor && s.n() > 0 && s.queenCount() == s.n() && !collisions_.empty() &&
        cursor > collisions_.back().step)
        collisions_.push_back({cursor, s.collisions()});

    // Plotted: collisions + 1 (a log axis cannot show 0).
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(2 * collisions_.size()));
    double top = 1.0;
    for (std::size_t i = 0; i < collisions_.size(); ++i) {
        const double x = static_cast<double>(collisions_[i].step) / stepUnit_;
        const double y = static_cast<double>(collisions_[i].value) + 1.0;
        if (staircase && i > 0 && points.back().y() != y)
            points.append(QPointF(x, points.back().y()));
        points.append(QPointF(x, y));
        top = std::max(top, y);
    }
    replaceIfChanged(collisionsSeries_, points);

    restarts_ = h.restartSteps(cursor, kMaxPoints);
    QList<QPointF> marks;
    marks.reserve(static_cast<qsizetype>(restarts_.size()));
    for (std::uint64_t step : restarts_) {
        const auto before = h.lastCollisions(step - 1);  // where the attempt ended
        const double y = static_cast<double>(before ? before->value : 0) + 1.0;
        marks.append(QPointF(static_cast<double>(step) / stepUnit_, y));
        top = std::max(top, y);
    }
    replaceIfChanged(restartsSeries_, marks);

    const double max = std::pow(10.0, std::max(1.0, std::ceil(std::log10(top * 1.2))));
    // The bottom at 0.6, below the lowest label (1), keeps "0 collisions" off the axis line.
    if (collisionsAxis_->max() != max || collisionsAxis_->min() != kLogBottom)
        collisionsAxis_->setRange(kLogBottom, max);
}
