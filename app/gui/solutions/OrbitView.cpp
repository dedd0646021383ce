#include "OrbitView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "BoardColors.h"

namespace {
constexpr int kPad = 6;  // around a slot's contents
}

OrbitView::OrbitView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void OrbitView::setPlacement(const std::vector<int>& placement) {
    if (placement.empty()) {
        clear();
        return;
    }
    orbit_ = queens::SymmetryOrbit::of(placement);
    n_ = static_cast<int>(placement.size());
    selected_ = 0;
    update();
}

void OrbitView::clear() {
    orbit_ = {};
    n_ = 0;
    selected_ = 0;
    update();
}

void OrbitView::setSelectedIndex(int slot) {
    if (!hasPlacement() || slot < 0 || slot >= kSlots || slot == selected_) return;
    selected_ = slot;
    update();
    emit imageSelected(slot);
}

std::vector<int> OrbitView::selectedPlacement() const {
    if (!hasPlacement()) return {};
    return orbit_.images[static_cast<std::size_t>(selected_)];
}

QString OrbitView::transformName(int slot) {
    switch (slot) {
        case 0:
            return tr("identity");
        case 1:
            return tr("rotate 90°");
        case 2:
            return tr("rotate 180°");
        case 3:
            return tr("rotate 270°");
        case 4:
            return tr("mirror left–right");
        case 5:
            return tr("mirror up–down");
        case 6:
            return tr("main diagonal");
        case 7:
            return tr("anti-diagonal");
        default:
            return {};
    }
}

QString OrbitView::slotNote(int slot) const {
    if (!hasPlacement() || slot < 0 || slot >= kSlots) return {};
    const int same = orbit_.sameAs[static_cast<std::size_t>(slot)];
    if (same != slot)
        return tr("= %1", "this image equals an earlier one").arg(transformName(same));
    if (slot == orbit_.canonicalIndex) return tr("canonical");
    return {};
}

bool OrbitView::isDimmed(int slot) const {
    return hasPlacement() && slot >= 0 && slot < kSlots &&
           orbit_.sameAs[static_cast<std::size_t>(slot)] != slot;
}

QString OrbitView::headerText() const {
    if (!hasPlacement()) return tr("Select a solution to see its eight symmetric images.");
    if (orbit_.size == kSlots) return tr("orbit of %n distinct boards", nullptr, orbit_.size);
    return tr("symmetric: only %n distinct", nullptr, orbit_.size);
}

int OrbitView::lineHeight() const {
    return fontMetrics().height();
}

OrbitView::Layout OrbitView::layoutFor(const QSize& size) const {
    const int line = lineHeight();
    Layout best;
    int bestSide = -1;
    for (int columns : {4, 8}) {
        Layout l;
        l.columns = columns;
        l.top = line + kPad;
        l.slotWidth = size.width() / columns;
        l.slotHeight = (size.height() - l.top) / (kSlots / columns);
        const int side = std::min(l.slotWidth - 2 * kPad, l.slotHeight - 2 * line - 4 * kPad);
        if (side > bestSide) {  // ties keep two rows of four
            best = l;
            bestSide = side;
        }
    }
    return best;
}

int OrbitView::columnsPerRow() const {
    return layoutFor(size()).columns;
}

QRect OrbitView::slotRect(int slot) const {
    if (slot < 0 || slot >= kSlots) return {};
    const Layout l = layoutFor(size());
    return {(slot % l.columns) * l.slotWidth, l.top + (slot / l.columns) * l.slotHeight,
            l.slotWidth, l.slotHeight};
}

QRect OrbitView::boardArea(int slot) const {
    const int line = lineHeight();
    return slotRect(slot).adjusted(kPad, 2 * kPad + line, -kPad, -2 * kPad - line);
}

QRect OrbitView::boardRect(int slot) const {
    if (!hasPlacement()) return {};
    return MiniBoardPainter::boardRect(boardArea(slot), n_);
}

QRect OrbitView::cellRect(int slot, int row, int col) const {
    return MiniBoardPainter::cellRect(boardRect(slot), n_, row, col);
}

QSize OrbitView::sizeHint() const {
    const int line = fontMetrics().height();
    return {4 * 170, line + kPad + 2 * (150 + 2 * line + 4 * kPad)};
}

QSize OrbitView::minimumSizeHint() const {
    const int line = fontMetrics().height();
    return {4 * 70, line + kPad + 2 * (40 + 2 * line + 4 * kPad)};
}

void OrbitView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.window());
    const int line = lineHeight();
    QFont bold = font();
    bold.setBold(true);

    p.setPen(pal.color(QPalette::WindowText));
    p.setFont(bold);
    p.drawText(QRect(kPad, 0, width() - 2 * kPad, line + kPad), Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(headerText(), Qt::ElideRight, width() - 2 * kPad));
    if (!hasPlacement()) return;

    const BoardColors colors = BoardColors::forPalette(pal);
    const QColor dimText = pal.color(QPalette::Disabled, QPalette::WindowText);
    for (int slot = 0; slot < kSlots; ++slot) {
        const QRect sr = slotRect(slot);
        const QRect board = boardRect(slot);
        const bool dimmed = isDimmed(slot);
        const bool canonical = slot == orbit_.canonicalIndex;
        const int textWidth = sr.width() - 2 * kPad;

        if (slot == selected_) {  // the selected image: a highlight frame around the slot
            p.setPen(QPen(pal.color(QPalette::Highlight), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(sr).adjusted(2.5, 2.5, -2.5, -2.5), 6, 6);
        }
        p.setFont(bold);
        p.setPen(dimmed ? dimText : pal.color(QPalette::WindowText));
        const QRect labelRect(sr.x() + kPad, sr.y() + kPad, textWidth, line);
        p.drawText(labelRect, Qt::AlignHCenter | Qt::AlignVCenter,
                   fontMetrics().elidedText(transformName(slot), Qt::ElideRight, textWidth));

        p.save();
        if (dimmed) p.setOpacity(0.35);
        painter_.paint(p, boardArea(slot), orbit_.images[static_cast<std::size_t>(slot)], colors,
                       devicePixelRatioF());
        p.restore();
        if (canonical) {  // a second frame in the link colour just outside the board's own
            p.setPen(QPen(pal.color(QPalette::Link), 2));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(board).adjusted(-3, -3, 2, 2));
        }

        const QString note = slotNote(slot);
        if (!note.isEmpty()) {
            p.setFont(canonical && !dimmed ? bold : font());
            p.setPen(canonical && !dimmed ? pal.color(QPalette::Link)
                                          : pal.color(QPalette::WindowText));
            const QRect noteRect(sr.x() + kPad, board.bottom() + kPad, textWidth, line);
            p.drawText(noteRect, Qt::AlignHCenter | Qt::AlignVCenter,
                       QFontMetrics(p.font()).elidedText(note, Qt::ElideRight, textWidth));
        }
    }
}

void OrbitView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        for (int slot = 0; slot < kSlots; ++slot) {
            if (slotRect(slot).contains(event->position().toPoint())) {
                setSelectedIndex(slot);
                event->accept();
                return;
            }
        }
    }
    QWidget::mousePressEvent(event);
}

void OrbitView::keyPressEvent(QKeyEvent* event) {
    if (hasPlacement()) {
        const int step = event->key() == Qt::Key_Right  ? 1
                         : event->key() == Qt::Key_Left ? -1
                         : event->key() == Qt::Key_Down ? columnsPerRow()
                         : event->key() == Qt::Key_Up   ? -columnsPerRow()
                                                        : 0;
        if (step != 0) {
            const int target = selected_ + step;
            if (target >= 0 && target < kSlots) setSelectedIndex(target);
            event->accept();
            return;
        }
    }
    QWidget::keyPressEvent(event);
}
