#include "ChartsPanel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
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

namespace {
using Point = queens::RunHistory::Point;

constexpr double kLogBottom = 0.6;  // lower end of the collisions + 1 axis

// The smallest of 1, 2 or 5 times a power of ten that is >= v (1 for v <= 0).
double niceCeil(double v) {
    if (!(v > 0.0)) return 1.0;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * p >= v * (1.0 - 1e-12)) return m * p;
    return 10.0 * p;
}

// Sets [0, max] and the tick interval in the order that never lays out more ticks than either
// the old or the new setting (dynamic ticks: a range grown 10^4 times under the old interval
// would create 10^4 labels for a moment).
void setRangeAndTicks(QValueAxis* axis, double max, double interval) {
    const bool coarser = interval > axis->tickInterval();
    if (coarser) axis->setTickInterval(interval);
    if (axis->max() != max || axis->min() != 0.0) axis->setRange(0.0, max);
    if (!coarser && axis->tickInterval() != interval) axis->setTickInterval(interval);
}

// [0, niceCeil(top)] with four or five ticks; integer ticks when `integers`.
void setNiceRange(QValueAxis* axis, double top, bool integers) {
    const double max = niceCeil(std::max(top, 1.0));
    double interval = niceCeil(max / 5.0);
    if (integers) interval = std::max(interval, 1.0);
    setRangeAndTicks(axis, max, interval);
}

QChartView* makeView(QChart* chart, const QString& name) {
    auto* view = new QChartView(chart);  // takes ownership of the chart
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(160);
    return view;
}

void dynamicTicks(QValueAxis* axis) {
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
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
    rowAxis_ = new QBarCategoryAxis;
    nodesAxis_ = new QValueAxis;
    nodesAxis_->setLabelFormat(QStringLiteral("%.0f"));
    dynamicTicks(nodesAxis_);
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
    dynamicTicks(solutionsStepAxis_);
    solutionsAxis_ = new QValueAxis;
    solutionsAxis_->setLabelFormat(QStringLiteral("%.0f"));
    dynamicTicks(solutionsAxis_);
    solutionsChart_->addAxis(solutionsStepAxis_, Qt::AlignBottom);
    solutionsChart_->addAxis(solutionsAxis_, Qt::AlignLeft);
    solutionsSeries_->attachAxis(solutionsStepAxis_);
    solutionsSeries_->attachAxis(solutionsAxis_);
    solutionsChart_->legend()->hide();

    auto* page = new QWidget;
    auto* box = new QVBoxLayout(page);
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(makeView(nodesChart_, QStringLiteral("nodesChartView")));
    box->addWidget(makeView(solutionsChart_, QStringLiteral("solutionsChartView")));
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
    dynamicTicks(collisionsStepAxis_);
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
    pages_->addWidget(makeView(collisionsChart_, QStringLiteral("collisionsChartView")));
}

void ChartsPanel::retranslate() {
    nodesChart_->setTitle(tr("Nodes per depth"));
    nodesSet_->setLabel(tr("Cells tried"));
    nodesAxis_->setTitleText(tr("Cells tried"));
    if (n_ > 0 && rowsPerBar_ > 1)
        rowAxis_->setTitleText(tr("Rows 0 to %L1, %L2 rows per bar").arg(n_ - 1).arg(rowsPerBar_));
    else if (n_ > 16)
        rowAxis_->setTitleText(tr("Rows 0 (left) to %L1 (right)").arg(n_ - 1));
    else
        rowAxis_->setTitleText(tr("Row"));
    solutionsChart_->setTitle(tr("Solutions over steps"));
    solutionsAxis_->setTitleText(tr("Solutions found"));
    collisionsChart_->setTitle(tr("Collisions over steps"));
    collisionsSeries_->setName(tr("Collisions"));
    restartsSeries_->setName(tr("Restart"));
    collisionsAxis_->setTitleText(
        tr("Collisions + 1 (log scale)", "1 is added so that 0 collisions can be drawn"));
    const QString step = stepUnit_ >= 1e9   ? tr("Step (billions)")
                         : stepUnit_ >= 1e6 ? tr("Step (millions)")
                         : stepUnit_ >= 1e3 ? tr("Step (thousands)")
                                            : tr("Step");
    solutionsStepAxis_->setTitleText(step);
    collisionsStepAxis_->setTitleText(step);
}

void ChartsPanel::applyTheme() {
    const QPalette pal = palette();
    dark_ = pal.color(QPalette::Window).lightness() < 128;
    const QColor text = pal.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(50);
    const QFont base = font();
    QFont title = base;
    title.setBold(true);
    if (base.pointSizeF() > 0) title.setPointSizeF(base.pointSizeF() * 1.15);
    for (QChart* chart : {nodesChart_, solutionsChart_, collisionsChart_}) {
        chart->setTheme(dark_ ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->setBackgroundBrush(pal.color(QPalette::Base));
        chart->setBackgroundRoundness(0);
        chart->setTitleBrush(text);
        chart->setTitleFont(title);
        chart->legend()->setFont(base);
        chart->legend()->setLabelColor(text);
        for (QAbstractAxis* axis : chart->axes()) {
            axis->setLabelsFont(base);
            axis->setLabelsColor(text);
            axis->setTitleFont(base);
            axis->setTitleBrush(text);
            axis->setGridLineColor(grid);
        }
    }
    for (QLineSeries* s : {solutionsSeries_, collisionsSeries_}) {
        QPen pen = s->pen();
        pen.setWidthF(2.5);
        s->setPen(pen);
    }
    restartsSeries_->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    restartsSeries_->setMarkerSize(std::max(12.0, QFontInfo(base).pixelSize() * 1.1));
    for (QChartView* view : findChildren<QChartView*>())
        view->setBackgroundBrush(pal.color(QPalette::Base));
}

void ChartsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyTheme();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool ChartsPanel::showsSearchCharts() const {
    return algorithm_ != queens::Algorithm::MinConflicts;
}

void ChartsPanel::setAlgorithm(queens::Algorithm algorithm) {
    algorithm_ = algorithm;
    pages_->setCurrentIndex(showsSearchCharts() ? 0 : 1);
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
                  n};
    if (valid_ && key == key_) return;
    key_ = key;
    valid_ = true;
    ++recomputations_;
    if (showsSearchCharts()) {
        if (n != n_) layoutBars(n);
        updateBars(t, history, cursor);
        updateSolutions(t, history, cursor);
    } else {
        updateCollisions(t, history, cursor);
    }
}

// ---- nodes per depth --------------------------------------------------------------------------

void ChartsPanel::layoutBars(int n) {
    n_ = n;
    rowsPerBar_ = std::max(1, (n + kMaxBars - 1) / kMaxBars);
    const int count = n > 0 ? (n + rowsPerBar_ - 1) / rowsPerBar_ : 0;
    nodesSet_->remove(0, nodesSet_->count());
    nodesSet_->append(QList<qreal>(count, 0.0));
    bars_.assign(static_cast<std::size_t>(count), 0.0);
    QStringList categories;
    for (int i = 0; i < count; ++i) {
        const int from = i * rowsPerBar_;
        const int to = std::min(n - 1, from + rowsPerBar_ - 1);
        categories << (from == to ? QString::number(from)
                                  : QStringLiteral("%1\u2013%2").arg(from).arg(to));
    }
    rowAxis_->clear();
    rowAxis_->append(categories);
    rowAxis_->setLabelsVisible(count <= 16);
    setNiceRange(nodesAxis_, 1.0, true);
    tries_ = {};
    retranslate();
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
    setNiceRange(nodesAxis_, top, true);
}

// ---- curves over steps ------------------------------------------------------------------------

void ChartsPanel::setStepAxis(QValueAxis* axis, std::uint64_t cursor) {
    const auto c = static_cast<double>(cursor);
    const double unit = c < 1e5 ? 1.0 : c < 1e8 ? 1e3 : c < 1e11 ? 1e6 : 1e9;
    if (unit != stepUnit_) {
        stepUnit_ = unit;
        retranslate();
    }
    const double top = std::max(1.0, c / unit);
    double interval = niceCeil(top / 5.0);
    if (unit == 1.0) interval = std::max(interval, 1.0);
    setRangeAndTicks(axis, top, interval);
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
    solutionsSeries_->replace(points);
    setNiceRange(solutionsAxis_, previous, true);
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
    collisionsSeries_->replace(points);

    restarts_ = h.restartSteps(cursor, kMaxPoints);
    QList<QPointF> marks;
    marks.reserve(static_cast<qsizetype>(restarts_.size()));
    for (std::uint64_t step : restarts_) {
        const auto before = h.lastCollisions(step - 1);  // where the attempt ended
        const double y = static_cast<double>(before ? before->value : 0) + 1.0;
        marks.append(QPointF(static_cast<double>(step) / stepUnit_, y));
        top = std::max(top, y);
    }
    restartsSeries_->replace(marks);

    const double max = std::pow(10.0, std::max(1.0, std::ceil(std::log10(top * 1.2))));
    // The bottom at 0.6, below the lowest label (1), keeps "0 collisions" off the axis line.
    if (collisionsAxis_->max() != max || collisionsAxis_->min() != kLogBottom)
        collisionsAxis_->setRange(kLogBottom, max);
}
