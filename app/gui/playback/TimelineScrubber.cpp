#include "TimelineScrubber.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionFocusRect>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

#include "BoardColors.h"

namespace {
constexpr quint64 kMinScale = 10;  // the scale of a run that has only begun
// While the run is producing, the scale moves ahead once the recording fills this much of it.
constexpr quint64 kFillPercentMax = 97;
constexpr int kPageFraction = 20;  // PageUp / PageDown move 1/20 of the recording

// The whole pixels a rectangle covers once its edges are rounded (as Qt fills it unantialiased).
QRect snapped(const QRectF& r) {
    const int left = qRound(r.left()), top = qRound(r.top());
    return {left, top, qRound(r.right()) - left, qRound(r.bottom()) - top};
}

// A transparent image the size of `rect` (widget coordinates) at the pixel ratio `dpr`.
QImage layerImage(const QRect& rect, qreal dpr) {
    QImage image((QSizeF(rect.size()) * dpr).toSize().expandedTo(QSize(1, 1)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    return image;
}

// The smallest number of two significant digits (10..99 x 10^k) that is >= v.
quint64 roundUp2(quint64 v) {
    quint64 p = 1;
    while (v / p >= 100) p *= 10;
    const quint64 r = (v + p - 1) / p * p;  // v rounded up to the next multiple of p
    return r < v ? v : r;                   // only at the top of the range
}
}  // namespace

TimelineScrubber::TimelineScrubber(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    retranslateUi();
}

void TimelineScrubber::retranslateUi() {
    setAccessibleName(tr("Timeline"));
    setAccessibleDescription(tr("The recorded steps of the run; click or drag to go to a step"));
}

QSize TimelineScrubber::sizeHint() const {
    return {480, fontMetrics().height() * 2};
}
QSize TimelineScrubber::minimumSizeHint() const {
    return {120, fontMetrics().height() * 3 / 2};
}

qreal TimelineScrubber::handleWidth() const {
    return std::max<qreal>(6.0, fontMetrics().height() * 0.45);
}

QRectF TimelineScrubber::grooveRect() const {
    const qreal margin = handleWidth() / 2 + 2;
    const qreal h = std::max<qreal>(8.0, height() * 0.36);
    return {margin, (height() - h) / 2, std::max<qreal>(1.0, width() - 2 * margin), h};
}

qreal TimelineScrubber::xAt(quint64 step) const {
    const QRectF g = grooveRect();
    return g.left() + static_cast<double>(step) * g.width() / static_cast<double>(scale_);
}

quint64 TimelineScrubber::stepAt(qreal x) const {
    const QRectF g = grooveRect();
    const double r = (x - g.left()) * static_cast<double>(scale_) / g.width();
    if (r <= 0.0) return 0;
    return std::min<quint64>(scale_, static_cast<quint64>(std::llround(r)));
}

void TimelineScrubber::setRange(quint64 recorded, bool finished, quint64 firstExact) {
    quint64 scale = scale_;
    if (finished) {
        scale = std::max<quint64>(1, recorded);
    } else if (finished_ || recorded < recorded_ || recorded * 100 > scale_ * kFillPercentMax) {
        // A new run, or the fill passed kFillPercentMax % of the groove: a round number a
        // tenth ahead, so the recording fills most of the groove while it grows.
        scale = roundUp2(std::max(kMinScale, recorded + recorded / 10 + 1));
    }
    firstExact = std::min(firstExact, recorded);
    const bool changed = recorded != recorded_ || finished != finished_ ||
                         firstExact != firstExact_ || scale != scale_;
    if (!changed) return;
    const auto pixel = [this](quint64 step) { return std::lround(xAt(step)); };
    const bool visible = finished != finished_ || scale != scale_ ||
                         pixel(recorded) != pixel(recorded_) ||
                         pixel(firstExact) != pixel(firstExact_);
    const std::size_t marksBefore = marksRecorded();
    recorded_ = recorded;
    finished_ = finished;
    firstExact_ = firstExact;
    scale_ = scale;
    // The ticks depend on the scale, the recorded end's pixel and the marks up to recorded().
    const bool ticks = (visible || marksRecorded() != marksBefore) && updateTicks();
    if (visible || ticks) update();
}

void TimelineScrubber::setCursorIndex(quint64 cursor) {
    if (cursor == cursor_) return;
    const bool visible = std::lround(xAt(cursor)) != std::lround(xAt(cursor_));
    cursor_ = cursor;
    if (visible) update();
}

void TimelineScrubber::setMarks(std::vector<std::uint64_t> marks) {
    if (!std::is_sorted(marks.begin(), marks.end())) std::sort(marks.begin(), marks.end());
    marks_ = std::move(marks);
    if (updateTicks()) update();
}

void TimelineScrubber::addMark(std::uint64_t step) {
    if (marks_.empty() || marks_.back() <= step)
        marks_.push_back(step);
    else
        marks_.insert(std::upper_bound(marks_.begin(), marks_.end(), step), step);
    if (updateTicks()) update();
}

std::size_t TimelineScrubber::marksRecorded() const {
    return static_cast<std::size_t>(std::upper_bound(marks_.begin(), marks_.end(), recorded_) -
                                    marks_.begin());
}

bool TimelineScrubber::updateTicks() {
    std::vector<TickRun> ticks = computeTicks();
    if (ticks == ticks_) return false;
    ticks_ = std::move(ticks);
    return true;
}

// One tick per pixel column holding at least one mark (of the recorded steps), as runs of
// adjacent columns.
std::vector<TimelineScrubber::TickRun> TimelineScrubber::computeTicks() const {
    std::vector<TickRun> runs;
    if (marks_.empty() || recorded_ == 0) return runs;
    const QRectF g = grooveRect();
    const double perPixel = static_cast<double>(scale_) / g.width();
    auto it = marks_.begin();
    const int first = static_cast<int>(std::floor(g.left()));
    const int last = static_cast<int>(std::ceil(xAt(recorded_)));
    for (int px = first; px <= last && it != marks_.end(); ++px) {
        // Steps drawn in [px, px + 1): from ceil((px - left) * perPixel) up.
        const double from = std::max(0.0, std::ceil((px - g.left()) * perPixel));
        const double to = std::ceil((px + 1 - g.left()) * perPixel);
        it = std::lower_bound(it, marks_.end(), static_cast<std::uint64_t>(from));
        if (it == marks_.end() || *it > recorded_) break;
        if (static_cast<double>(*it) >= to) continue;
        if (!runs.empty() && runs.back().right == px)
            ++runs.back().right;
        else
            runs.push_back({px, px + 1});
    }
    return runs;
}

void TimelineScrubber::resizeEvent(QResizeEvent* e) {
    updateTicks();
    QWidget::resizeEvent(e);
}

void TimelineScrubber::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) updateTicks();  // the groove's margins follow the font
    if (e->type() == QEvent::LanguageChange) retranslateUi();  // tool tips are made when shown
    QWidget::changeEvent(e);
}

// ---- painting ----

TimelineScrubber::LayerKey TimelineScrubber::layerKey(qint64 a, qint64 b) const {
    return {width(), height(), qRound64(devicePixelRatioF() * 1000), palette().cacheKey(), a, b};
}

// The groove: Base inside an outline, solid when the run is finished, dashed while more is to
// come. Text over Base, half transparent: visible in light and dark palettes (Mid is not).
const TimelineScrubber::Layer& TimelineScrubber::grooveLayer() {
    const LayerKey key = layerKey(finished_ ? 1 : 0, qRound64(handleWidth() * 1000));
    if (key == groove_.key && !groove_.image.isNull()) return groove_;
    const QPalette& pal = palette();
    const QRectF g = grooveRect();
    const QRect gi = snapped(g);
    const int lw = std::max(1, qRound(std::max<qreal>(1.0, g.height() / 10)));
    const QRect area = gi.adjusted(-lw, -lw, lw, lw);
    groove_.image = layerImage(area, devicePixelRatioF());
    groove_.at = area.topLeft();
    groove_.key = key;
    QPainter p(&groove_.image);
    p.translate(-area.topLeft());
    p.fillRect(gi, pal.color(QPalette::Base));
    QColor edge = pal.color(QPalette::Text);
    edge.setAlpha(finished_ ? 90 : 150);
    // Edges of width lw centred on the groove's border, without overlaps (alpha would add up).
    const int o = lw / 2;
    const QRect outer = gi.adjusted(-o, -o, lw - o, lw - o);
    const QRect top(outer.left(), outer.top(), outer.width(), lw);
    const QRect bottom(outer.left(), outer.bottom() + 1 - lw, outer.width(), lw);
    const QRect sides(outer.left(), outer.top() + lw, lw, outer.height() - 2 * lw);
    p.fillRect(sides, edge);
    p.fillRect(sides.translated(outer.width() - lw, 0), edge);
    if (finished_) {
        p.fillRect(top, edge);
        p.fillRect(bottom, edge);
    } else {  // dashes of 4 line widths, gaps of 2, like Qt::DashLine
        for (int x = outer.left(); x <= outer.right(); x += 6 * lw) {
            const int w = std::min(4 * lw, outer.right() + 1 - x);
            p.fillRect(QRect(x, top.top(), w, lw), edge);
            p.fillRect(QRect(x, bottom.top(), w, lw), edge);
        }
    }
    return groove_;
}

// The cursor's handle, centred on a pixel boundary at x = at.x() + image width / 2.
const TimelineScrubber::Layer& TimelineScrubber::handleLayer() {
    const qreal hw = handleWidth();
    const LayerKey key = layerKey(qRound64(hw * 1000), 0);
    if (key == handle_.key && !handle_.image.isNull()) return handle_;
    const int half = static_cast<int>(std::ceil(hw / 2)) + 1;
    const QRect area(0, 0, 2 * half, height());
    handle_.image = layerImage(area, devicePixelRatioF());
    handle_.at = QPoint(-half, 0);
    handle_.key = key;
    const QPalette& pal = palette();
    QPainter p(&handle_.image);
    p.setRenderHint(QPainter::Antialiasing);  // once per size and palette, not per paint
    p.setPen(QPen(pal.color(QPalette::WindowText), 1));
    p.setBrush(pal.color(QPalette::Highlight));
    p.drawRoundedRect(QRectF(half - hw / 2, 1, hw, height() - 2), hw / 4, hw / 4);
    return handle_;
}

const TimelineScrubber::Layer& TimelineScrubber::focusLayer() {
    // The style draws the frame in the colours of the window's state (active or not).
    const LayerKey key = layerKey(reinterpret_cast<qintptr>(style()), isActiveWindow() ? 1 : 0);
    if (key == focus_.key && !focus_.image.isNull()) return focus_;
    focus_.image = layerImage(rect(), devicePixelRatioF());
    focus_.at = QPoint(0, 0);
    focus_.key = key;
    QPainter p(&focus_.image);
    QStyleOptionFocusRect option;
    option.initFrom(this);
    option.state |= QStyle::State_HasFocus;
    option.backgroundColor = palette().color(QPalette::Window);
    style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
    return focus_;
}

// No antialiasing: every shape is a pixel-aligned rectangle or a cached image (see the header).
void TimelineScrubber::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QPalette& pal = palette();
    const QRectF g = grooveRect();
    const QRect gi = snapped(g);
    const int lw = std::max(1, qRound(std::max<qreal>(1.0, g.height() / 10)));

    const Layer& groove = grooveLayer();
    p.drawImage(groove.at, groove.image);

    // The recorded part, and the dropped part of it hatched.
    const int xEnd = qRound(xAt(recorded_));
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlpha(110);
    p.fillRect(QRect(gi.left(), gi.top(), xEnd - gi.left(), gi.height()), fill);
    if (firstExact_ > 0) {
        QColor hatch = pal.color(QPalette::Text);
        hatch.setAlpha(160);
        p.fillRect(QRect(gi.left(), gi.top(), qRound(xAt(firstExact_)) - gi.left(), gi.height()),
                   QBrush(hatch, Qt::BDiagPattern));
    }
    if (finished_) {  // the end of the run
        const int bar = std::max(3, 3 * lw);
        p.fillRect(QRect(xEnd - bar / 2, gi.top() - 2 * lw, bar, gi.height() + 4 * lw),
                   pal.color(QPalette::Text));
    } else if (recorded_ > 0) {  // the growing edge
        p.fillRect(QRect(xEnd - lw / 2, gi.top(), lw, gi.height()), pal.color(QPalette::Highlight));
    }

    // Marks: the ticks above and below the groove (computed by the setters).
    if (!ticks_.empty()) {
        const qreal tick = std::max<qreal>(2.0, (height() - g.height()) / 2 - 1);
        const int aboveTop = qRound(g.top() - tick), aboveBottom = gi.top() - 1;
        const int belowTop = gi.bottom() + 2, belowBottom = qRound(g.bottom() + tick);
        const QColor colour = BoardColors::forPalette(pal).solution;
        for (const TickRun& run : ticks_) {
            const int w = run.right - run.left;
            p.fillRect(QRect(run.left, aboveTop, w, aboveBottom - aboveTop), colour);
            p.fillRect(QRect(run.left, belowTop, w, belowBottom - belowTop), colour);
        }
    }

    // The cursor's handle.
    const Layer& handle = handleLayer();
    p.drawImage(handle.at + QPoint(qRound(xAt(std::min(cursor_, scale_))), 0), handle.image);

    if (hasFocus()) {
        const Layer& focus = focusLayer();
        p.drawImage(focus.at, focus.image);
    }
}

bool TimelineScrubber::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QRectF g = grooveRect();
        const qreal x = help->pos().x();
        if (x < g.left() - handleWidth() || x > g.right() + handleWidth()) {
            QToolTip::hideText();
            e->ignore();
            return true;
        }
        const quint64 step = stepAt(x);
        const QLocale locale;
        QString text;
        if (step > recorded_)
            text = tr("Step %1: not recorded yet").arg(locale.toString(step));
        else if (step < firstExact_)
            text = tr("Step %1 of %2 (dropped from memory: going there lands on the nearest "
                      "keyframe)")
                       .arg(locale.toString(step), locale.toString(recorded_));
        else
            text = tr("Step %1 of %2").arg(locale.toString(step), locale.toString(recorded_));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

void TimelineScrubber::requestSeek(quint64 index) {
    lastRequested_ = index;
    emit seekRequested(index);
}

void TimelineScrubber::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(e);
        return;
    }
    dragging_ = true;
    requestSeek(std::min(stepAt(e->position().x()), recorded_));
    e->accept();
}

void TimelineScrubber::mouseMoveEvent(QMouseEvent* e) {
    if (!dragging_ || !(e->buttons() & Qt::LeftButton)) {
        QWidget::mouseMoveEvent(e);
        return;
    }
    const quint64 index = std::min(stepAt(e->position().x()), recorded_);
    if (index != lastRequested_) requestSeek(index);
    e->accept();
}

void TimelineScrubber::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) dragging_ = false;
    QWidget::mouseReleaseEvent(e);
}

void TimelineScrubber::keyPressEvent(QKeyEvent* e) {
    const quint64 page = std::max<quint64>(1, recorded_ / kPageFraction);
    quint64 target = cursor_;
    if (e->key() == Qt::Key_PageUp)
        target = std::min(recorded_, cursor_ + page);
    else if (e->key() == Qt::Key_PageDown)
        target = cursor_ > page ? cursor_ - page : 0;
    else {
        QWidget::keyPressEvent(e);
        return;
    }
    if (target != cursor_) requestSeek(target);
    e->accept();
}
