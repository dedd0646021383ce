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
constexpr int kPageFraction = 20;  // PageUp / PageDown move 1/20 of the recording

// The smallest of 1, 2, 5 x 10^k that is >= v.
quint64 roundUp125(quint64 v) {
    constexpr quint64 kMax = std::numeric_limits<quint64>::max() / 10;
    for (quint64 p = 1;; p *= 10) {
        for (quint64 m : {1u, 2u, 5u})
            if (m * p >= v) return m * p;
        if (p > kMax) return v;
    }
}
}  // namespace

TimelineScrubber::TimelineScrubber(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
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
    } else if (finished_ || recorded < recorded_ || recorded * 5 > scale_ * 4) {
        // A new run, or the fill reached 4/5 of the groove: the next round number ahead.
        scale = roundUp125(std::max(kMinScale, recorded + recorded / 4));
    }
    firstExact = std::min(firstExact, recorded);
    const bool changed = recorded != recorded_ || finished != finished_ ||
                         firstExact != firstExact_ || scale != scale_;
    if (!changed) return;
    const auto pixel = [this](quint64 step) { return std::lround(xAt(step)); };
    const bool visible = finished != finished_ || scale != scale_ ||
                         pixel(recorded) != pixel(recorded_) ||
                         pixel(firstExact) != pixel(firstExact_);
    recorded_ = recorded;
    finished_ = finished;
    firstExact_ = firstExact;
    scale_ = scale;
    if (visible) update();
}

void TimelineScrubber::setCursorIndex(quint64 cursor) {
    if (cursor == cursor_) return;
    const bool visible = std::lround(xAt(cursor)) != std::lround(xAt(cursor_));
    cursor_ = cursor;
    if (visible) update();
}

void TimelineScrubber::setMarks(std::vector<std::uint64_t> marks) {
    std::sort(marks.begin(), marks.end());
    marks_ = std::move(marks);
    update();
}

void TimelineScrubber::addMark(std::uint64_t step) {
    if (marks_.empty() || marks_.back() <= step)
        marks_.push_back(step);
    else
        marks_.insert(std::upper_bound(marks_.begin(), marks_.end(), step), step);
    update();
}

void TimelineScrubber::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QRectF g = grooveRect();
    const qreal line = std::max<qreal>(1.0, g.height() / 10);

    // The groove: solid when the run is finished, dashed while more is to come.
    // Text over Base, half transparent: visible in light and dark palettes (Mid is not).
    QColor edge = pal.color(QPalette::Text);
    edge.setAlpha(finished_ ? 90 : 150);
    p.setBrush(pal.color(QPalette::Base));
    QPen outline(edge, line, finished_ ? Qt::SolidLine : Qt::DashLine);
    p.setPen(outline);
    p.drawRect(g);

    // The recorded part, and the dropped part of it hatched.
    const qreal xEnd = xAt(recorded_);
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlpha(110);
    p.setPen(Qt::NoPen);
    p.fillRect(QRectF(g.left(), g.top(), xEnd - g.left(), g.height()), fill);
    if (firstExact_ > 0) {
        QColor hatch = pal.color(QPalette::Text);
        hatch.setAlpha(160);
        p.fillRect(QRectF(g.left(), g.top(), xAt(firstExact_) - g.left(), g.height()),
                   QBrush(hatch, Qt::BDiagPattern));
    }
    if (finished_) {  // the end of the run
        p.fillRect(QRectF(xEnd - line * 1.5, g.top() - line * 2, line * 3, g.height() + line * 4),
                   pal.color(QPalette::Text));
    } else if (recorded_ > 0) {  // the growing edge
        p.fillRect(QRectF(xEnd - line / 2, g.top(), line, g.height()),
                   pal.color(QPalette::Highlight));
    }

    // Marks: one tick per pixel column holding at least one mark (of the recorded steps).
    if (!marks_.empty() && recorded_ > 0) {
        const qreal tick = std::max<qreal>(2.0, (height() - g.height()) / 2 - 1);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(BoardColors::forPalette(pal).solution, 1));
        const double perPixel = static_cast<double>(scale_) / g.width();
        auto it = marks_.begin();
        const int first = static_cast<int>(std::floor(g.left()));
        const int last = static_cast<int>(std::ceil(xEnd));
        for (int px = first; px <= last && it != marks_.end(); ++px) {
            // Steps drawn in [px, px + 1): from ceil((px - left) * perPixel) up.
            const double from = std::max(0.0, std::ceil((px - g.left()) * perPixel));
            const double to = std::ceil((px + 1 - g.left()) * perPixel);
            it = std::lower_bound(it, marks_.end(), static_cast<std::uint64_t>(from));
            if (it == marks_.end() || *it > recorded_) break;
            if (static_cast<double>(*it) < to) {
                p.drawLine(QLineF(px + 0.5, g.top() - tick, px + 0.5, g.top() - 1));
                p.drawLine(QLineF(px + 0.5, g.bottom() + 1, px + 0.5, g.bottom() + tick));
            }
        }
        p.setRenderHint(QPainter::Antialiasing);
    }

    // The cursor's handle.
    const qreal hw = handleWidth();
    const QRectF handle(xAt(std::min(cursor_, scale_)) - hw / 2, 1, hw, height() - 2);
    p.setPen(QPen(pal.color(QPalette::WindowText), 1));
    p.setBrush(pal.color(QPalette::Highlight));
    p.drawRoundedRect(handle, hw / 4, hw / 4);

    if (hasFocus()) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        option.backgroundColor = pal.color(QPalette::Window);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
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
