#include "BoardWidget.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

#include "BoardLegendView.h"
#include "ConstraintDescriber.h"
#include "HValuePainter.h"

namespace {
constexpr int kLabelMaxN = 32;  // coordinate labels up to this size
constexpr qreal kMargin = 12.0;
}  // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent),
      flash_(new QVariantAnimation(this)),
      heatRebuild_(
          kHeatThrottleMs, [this] { beginHeat(); },
          [this](const QDeadlineTimer& deadline) {
              return !showsHeatMap() || heatWork_.step(*state_, deadline);
          },
          [this] { finishHeat(); }) {
    updateColors();
    setMouseTracking(true);
    flash_->setObjectName(QStringLiteral("solutionFlashAnimation"));
    flash_->setDuration(kFlashMs);
    flash_->setStartValue(0.0);
    flash_->setEndValue(1.0);
    connect(flash_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(flash_, &QVariantAnimation::finished, this, [this] { update(); });
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

BoardWidget::~BoardWidget() = default;

bool BoardWidget::showsDomains() const {
    return state_ != nullptr && state_->n() > 0 && state_->n() <= BoardGeometry::kDetailedMaxN &&
           (legendAlgorithm_ == queens::Algorithm::Csp || state_->domains().removed() > 0);
}

void BoardWidget::setDomainFocus(int row) {
    if (row == domainFocus_) return;
    domainFocus_ = row;
    update();
}

QString BoardWidget::domainToolTip(int row, int col) const {
    // The board draws the domains of the unassigned rows only.
    if (!showsDomains() || row < 0 || row >= state_->n() ||
        state_->queenAt(row) != queens::BoardState::kEmpty)
        return {};
    return ConstraintDescriber::removedBy(*state_, row, col);
}

void BoardWidget::setView(const queens::BoardState* state, const queens::StepEvent* current) {
    state_ = state;
    event_ = current ? std::optional<queens::StepEvent>(*current) : std::nullopt;
    Key key;
    if (state != nullptr) {
        key.n = state->n();
        key.events = state->stats().events;
        key.queens = state->queenCount();
    }
    key.event = event_;
    if (!(key == key_)) {
        key_ = key;
        flash_->stop();  // a new view ends the flash at once
        if (animationsEnabled_ && state != nullptr && state->n() <= BoardGeometry::kDetailedMaxN &&
            BoardPainter::showsSolution(current))
            flash_->start();
    }
    updateAttacks();
    updateBoardRect();
    updateHValues();
    requestHeatBuild();
    update();
}

void BoardWidget::setShowHValues(bool show) {
    hValuesChoice_ = show;
    updateHValues();
    update();
}

bool BoardWidget::hValuesEnabled() const {
    using queens::Algorithm;
    const int n = state_ != nullptr ? state_->n() : 0;
    return hValuesChoice_.value_or(legendAlgorithm_ == Algorithm::HillClimbing &&
                                   n <= kHValuesDefaultMaxN);
}

bool BoardWidget::showsHValues() const {
    using queens::Algorithm;
    const Algorithm a = legendAlgorithm_;
    // The genetic algorithm's moves are crossovers, not moves within a row.
    const bool completeState = queens::isCourseLocalSearch(a) && a != Algorithm::Genetic;
    return completeState && hValuesEnabled() && state_ != nullptr &&
           state_->queenCount() == state_->n() &&
           HValuePainter::fits(state_->n(), geometryFor(state_->n()).cell);
}

// O(n^2) for n <= HValuePainter::kMaxN, and only while shown.
void BoardWidget::updateHValues() {
    const bool shown = showsHValues();
    hValues_ = shown ? queens::SuccessorCosts(*state_) : queens::SuccessorCosts();
    const std::pair<bool, bool> now{hValuesEnabled(), shown};
    if (now != hValuesSeen_) {
        hValuesSeen_ = now;
        emit hValuesChanged();
    }
}

// A view of the state's line counts, for n <= BoardGeometry::kCompactMaxN only (the detailed and
// compact renderings mark attacked queens).
void BoardWidget::updateAttacks() {
    if (state_ == nullptr || state_->n() <= 0 || state_->n() > BoardGeometry::kCompactMaxN)
        attacks_ = queens::BoardAttacks();
    else
        attacks_ = queens::BoardAttacks(*state_);
}

bool BoardWidget::attacked(int row, int col) const {
    return attacks_.n() <= BoardGeometry::kDetailedMaxN && attacks_.attackedEmpty(row, col);
}

void BoardWidget::setShowAttacks(bool show) {
    if (show == showAttacks_) return;
    showAttacks_ = show;
    update();
    emit legendChanged();
}

void BoardWidget::setLegendAlgorithm(queens::Algorithm algorithm) {
    if (algorithm == legendAlgorithm_) return;
    legendAlgorithm_ = algorithm;
    updateHValues();
    update();
    emit legendChanged();
}

BoardLegend::View BoardWidget::legendView() const {
    return {legendAlgorithm_, showAttacks_};
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    // Not while the board is pointed at or played on (laser pointer, puzzle, quiz): the legend
    // would cover what the class is looking at.
    if (!boardRect().contains(help->pos()) || pointerMode_ != PointerMode::Off || interactive_) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    // A crossed-out square of a constraint search names what removed its value.
    if (const auto cell = cellAt(help->pos())) {
        if (const QString cause = domainToolTip(cell->y(), cell->x()); !cause.isEmpty()) {
            const Geometry g = geometryFor(state_->n());
            QToolTip::showText(help->globalPos(), cause, this,
                               g.cellRect(cell->y(), cell->x()).toAlignedRect());
            return true;
        }
    }
    QToolTip::showText(help->globalPos(), BoardLegendView::toolTipHtml(legendView(), colors()),
                       this, boardRect().toAlignedRect());
    return true;
}

void BoardWidget::setAnimationsEnabled(bool enabled) {
    animationsEnabled_ = enabled;
    if (!enabled && isFlashing()) {
        flash_->stop();
        update();
    }
}

bool BoardWidget::isFlashing() const {
    return flash_->state() != QAbstractAnimation::Stopped;
}

// kFlashPulses dips of |cos|, from the full tint down to kFlashLow and back, ending full.
qreal BoardWidget::solutionStrength() const {
    if (!isFlashing()) return 1.0;
    const qreal t = flash_->currentValue().toReal();
    const qreal wave = std::abs(std::cos(std::numbers::pi * kFlashPulses * t));
    return kFlashLow + (1.0 - kFlashLow) * wave;
}

QRectF BoardWidget::boardRect() const {
    if (state_ == nullptr || state_->n() <= 0) return {};
    return geometryFor(state_->n()).board;
}

void BoardWidget::updateBoardRect() {
    const QRectF r = boardRect();
    if (r == lastBoardRect_) return;
    lastBoardRect_ = r;
    emit boardRectChanged();
}

void BoardWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateBoardRect();
    updateHValues();
    // The number of regions follows the board's size in pixels.
    if (showsHeatMap() && heatGridFor(geometryFor(state_->n())) != heat_.grid()) requestHeatBuild();
}

bool BoardWidget::showsHeatMap() const {
    return state_ != nullptr && state_->n() > BoardGeometry::kCompactMaxN;
}

QString BoardWidget::heatCaption() const {
    return heat_.isNull() ? QString() : heat_.caption();
}

// About one region per device pixel of the board, at most HeatMapRenderer::kMaxGrid per side.
int BoardWidget::heatGridFor(const Geometry& g) const {
    const int pixels = static_cast<int>(g.board.width() * devicePixelRatioF());
    return std::clamp(pixels, 1, HeatMapRenderer::kMaxGrid);
}

// Small boards, and a new n below kHeatSliceMinN, build at once. Otherwise (n >=
// kHeatThrottleMinN) the image is built from the event loop in slices (SlicedRebuild) into
// heatWork_, shown when complete; a new pass starts at most kHeatThrottleMs after the last one
// ended, and one follows any pass during which the state changed.
void BoardWidget::requestHeatBuild() {
    if (!showsHeatMap()) {
        heatRebuild_.cancel();
        return;
    }
    const int n = state_->n();
    if (n < kHeatThrottleMinN || (n != heat_.n() && n < kHeatSliceMinN)) {
        buildHeat();
        return;
    }
    heatRebuild_.request();
}

void BoardWidget::beginHeat() {
    if (!showsHeatMap()) return;
    heatWork_.begin(*state_, heatGridFor(geometryFor(state_->n())),
                    HeatMapRenderer::colorsFor(BoardColors::isDark(palette())));
}

void BoardWidget::finishHeat() {
    if (!showsHeatMap()) return;
    std::swap(heat_, heatWork_);
    ++heatBuilds_;
    update();
}

void BoardWidget::buildHeat() {
    heatRebuild_.cancel();
    if (!showsHeatMap()) return;
    beginHeat();
    heatWork_.step(*state_, QDeadlineTimer(QDeadlineTimer::Forever));
    finishHeat();
    heatRebuild_.restartClock();
}

QSize BoardWidget::sizeHint() const {
    return {760, 760};
}
QSize BoardWidget::minimumSizeHint() const {
    return {240, 240};
}

void BoardWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        updateColors();
        requestHeatBuild();
    }
    if (event->type() == QEvent::LanguageChange) {
        // The heat caption and legend are translated on every paint; the band reserved for
        // them follows the new texts' lengths.
        legendBand_ = LegendBand{};
        updateBoardRect();
        update();
    }
    if (event->type() == QEvent::FontChange) {
        updateBoardRect();  // the legend's band follows the font, and the board its band
        if (showsHeatMap() && heatGridFor(geometryFor(state_->n())) != heat_.grid())
            requestHeatBuild();
    }
    QWidget::changeEvent(event);
}

qreal BoardWidget::labelSpace() const {
    return fontMetrics().height() * 1.6;
}

qreal BoardWidget::heatLegendBand(int n) const {
    const qreal w = std::max<qreal>(1, width() - 2 * kMargin);
    LegendBand& c = legendBand_;
    if (c.width != w || c.n != n || c.font != font())
        c = {w, n, font(), HeatMapRenderer::legendHeight(w, font(), n) + kMargin * 0.75};
    return c.band;
}

bool BoardWidget::showsLabels(int n) {
    return n <= kLabelMaxN;
}

BoardWidget::Geometry BoardWidget::geometryFor(int n) const {
    Geometry g;
    g.n = n;
    const qreal labels = showsLabels(n) ? labelSpace() : 0.0;
    // The heat view keeps a band below the board for its caption and legend.
    const qreal legend = n > BoardGeometry::kCompactMaxN ? heatLegendBand(n) : 0.0;
    const QRectF outer = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin - legend);
    const qreal side = std::max<qreal>(0.0, std::min(outer.width(), outer.height()) - labels);
    g.cell = n <= BoardGeometry::kDetailedMaxN ? std::floor(side / n)
                                               : side / n;  // crisp squares when detailed
    const qreal block = labels + g.cell * n;                // the board with its labels, centred
    g.board = QRectF(std::round(outer.left() + (outer.width() - block) / 2 + labels),
                     std::round(outer.top() + (outer.height() - block) / 2 + labels), g.cell * n,
                     g.cell * n);
    return g;
}

// Laid out in the widget's width; from the board's left edge when that leaves room for it, else
// moved left as far as needed (never past the margin).
HeatMapRenderer::Legend BoardWidget::heatLegend() const {
    if (!showsHeatMap() || heat_.isNull()) return {};
    const Geometry g = geometryFor(state_->n());
    HeatMapRenderer::Legend l = heat_.legend(width() - 2 * kMargin, font(), heatRebuild_.pending());
    const qreal left =
        std::max(kMargin, std::min(g.board.left(), width() - kMargin - l.size.width()));
    const QPointF at(std::round(left), std::round(g.board.bottom() + kMargin * 0.75));
    l.captionRect.translate(at);
    for (auto& e : l.entries) {
        e.swatch.translate(at);
        e.textRect.translate(at);
    }
    return l;
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    if (state_ == nullptr || state_->n() <= 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No board"));
        return;
    }
    const int n = state_->n();
    BoardPainter::Scene scene;
    scene.state = state_;
    scene.event = event_ ? &*event_ : nullptr;
    scene.geometry = geometryFor(n);
    scene.labels = showsLabels(n);
    scene.font = font();
    scene.labelSpace = labelSpace();
    scene.devicePixelRatio = devicePixelRatioF();
    scene.attacks = &attacks_;
    // The h-values and the domains take the squares' place.
    scene.domains = showsDomains();
    scene.hatch = showAttacks_ && hValues_.empty() && !scene.domains;
    if (scene.domains) {
        scene.focusRow = domainFocus_;
        if (hovered_) {
            scene.linkRow = hovered_->y();
            scene.linkCol = hovered_->x();
        }
    }
    if (hovered_ && pointerMode_ != PointerMode::Off) {
        scene.pointer = pointerMode_;
        scene.pointerRow = hovered_->y();
        scene.pointerCol = hovered_->x();
    }
    scene.marks = &marks_;
    scene.hValues = &hValues_;
    scene.solutionStrength = solutionStrength();
    if (scene.geometry.cell <= 0) return;
    p.setRenderHint(QPainter::Antialiasing);
    if (n > BoardGeometry::kCompactMaxN)
        paintHeat(p, scene);
    else if (n <= BoardGeometry::kDetailedMaxN && scene.geometry.cell >= 6)
        painter_.paintBoard(p, scene);
    else
        compact_.paintCompact(p, scene);
    painter_.paintFrame(p, scene);
}

void BoardWidget::paintHeat(QPainter& p, const BoardPainter::Scene& scene) const {
    if (heat_.isNull())
        p.fillRect(scene.geometry.board, painter_.colors().lightSquare);
    else
        heat_.paint(p, scene.geometry.board, painter_.colors().markHalo);
    compact_.paintHeatMarks(p, scene);
    const HeatMapRenderer::Legend legend = heatLegend();
    if (!legend.entries.empty())
        HeatMapRenderer::paintLegend(p, legend, QPointF(0, 0), palette(), font());
}

void BoardWidget::updateColors() {
    const BoardColors colors =
        BoardColors::forPalette(palette(), pinnedScheme_.value_or(BoardColors::defaultScheme()));
    painter_.setColors(colors);
    compact_.setColors(colors);
    update();
    emit legendChanged();  // the samples' colours
}

void BoardWidget::setColorScheme(BoardColors::Scheme scheme) {
    pinnedScheme_ = scheme;
    updateColors();
}

void BoardWidget::setPointerMode(PointerMode mode) {
    if (mode == pointerMode_) return;
    pointerMode_ = mode;
    update();
}

bool BoardWidget::pointerCovers(int row, int col) const {
    if (!hovered_ || state_ == nullptr || state_->n() > BoardGeometry::kDetailedMaxN) return false;
    const int n = state_->n();
    if (row < 0 || col < 0 || row >= n || col >= n) return false;
    return BoardMarksPainter::onPointerLine(pointerMode_, hovered_->y(), hovered_->x(), row, col);
}

std::optional<QPoint> BoardWidget::cellAt(QPointF widgetPos) const {
    if (state_ == nullptr || state_->n() <= 0 || state_->n() > BoardGeometry::kCompactMaxN)
        return std::nullopt;
    const int n = state_->n();
    const Geometry g = geometryFor(n);
    if (g.cell <= 0 || !g.board.contains(widgetPos)) return std::nullopt;
    const int col = static_cast<int>(std::floor((widgetPos.x() - g.board.left()) / g.cell));
    const int row = static_cast<int>(std::floor((widgetPos.y() - g.board.top()) / g.cell));
    if (row < 0 || col < 0 || row >= n || col >= n) return std::nullopt;
    return QPoint(col, row);
}

void BoardWidget::setInteractive(bool on) {
    interactive_ = on;
    if (on) {
        setCursor(Qt::PointingHandCursor);
        setFocusPolicy(Qt::StrongFocus);
    } else {
        unsetCursor();
        setFocusPolicy(Qt::NoFocus);
    }
}

void BoardWidget::setCellMarks(std::vector<CellMark> marks) {
    if (marks == marks_) return;
    marks_ = std::move(marks);
    update();
}

void BoardWidget::setHovered(std::optional<QPoint> cell) {
    if (cell == hovered_) return;
    hovered_ = cell;
    if (pointerMode_ != PointerMode::Off || showsDomains()) update();  // the pointer, the link
    emit cellHovered(cell ? cell->y() : -1, cell ? cell->x() : -1);
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        pressed_ = cellAt(event->position());
        if (pressed_) {
            event->accept();
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && pressed_) {
        const std::optional<QPoint> cell = cellAt(event->position());
        const QPoint pressed = *pressed_;
        pressed_.reset();
        if (cell == pressed) emit cellClicked(pressed.y(), pressed.x());
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    setHovered(cellAt(event->position()));
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::leaveEvent(QEvent* event) {
    setHovered(std::nullopt);
    QWidget::leaveEvent(event);
}
