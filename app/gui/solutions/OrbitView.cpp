#include "OrbitView.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBoundaryFinder>
#include <QToolTip>
#include <algorithm>

#include "BoardColors.h"

namespace {
constexpr int kPad = 6;            // around a slot's contents
constexpr int kMinSlotWidth = 70;  // narrower slots leave no room for a board
constexpr int kMinBoardSide = 40;
constexpr int kHintSlotWidth = 170;
constexpr int kHintBoardSide = 150;

QStringList allNames() {
    QStringList names;
    for (int slot = 0; slot < OrbitView::kSlots; ++slot) names << OrbitView::transformName(slot);
    return names;
}

// The width of the widest piece of `text` between two line-break opportunities.
int widestUnbreakable(const QFontMetrics& fm, const QString& text) {
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    int widest = 0;
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        widest = std::max(widest, fm.horizontalAdvance(text.mid(start, end - start).trimmed()));
        start = end;
    }
    return widest;
}

// `rect` narrowed, centred, to the least width that wraps `text` into as few lines as `rect`
// does with no word sticking out, so the lines come out of even length ("left–right" under
// "mirror", not one word alone).
QRect balanced(const QFontMetrics& fm, const QRect& rect, const QString& text) {
    const auto fits = [&](int width, int maxHeight) {
        const QRect r = fm.boundingRect(QRect(0, 0, width, 1 << 20), OrbitView::kTextFlags, text);
        return r.width() <= width && r.height() <= maxHeight;
    };
    const int target =
        fm.boundingRect(QRect(0, 0, rect.width(), 1 << 20), OrbitView::kTextFlags, text).height();
    if (!fits(rect.width(), target)) return rect;  // too narrow for a word: leave it as it is
    int lo = 1, hi = rect.width();                 // fits(hi); find the least such width
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (fits(mid, target))
            hi = mid;
        else
            lo = mid + 1;
    }
    return {rect.x() + (rect.width() - hi) / 2, rect.y(), hi, rect.height()};
}
}  // namespace

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
    if (same != slot) return sameAsNote(same);
    if (slot == orbit_.canonicalIndex) return tr("canonical");
    return {};
}

bool OrbitView::isDimmed(int slot) const {
    return hasPlacement() && slot >= 0 && slot < kSlots &&
           orbit_.sameAs[static_cast<std::size_t>(slot)] != slot;
}

QString OrbitView::sameAsNote(int earlier) {
    return tr("= %1", "this image equals an earlier one").arg(transformName(earlier));
}

QStringList OrbitView::possibleNotes() {
    QStringList notes{tr("canonical")};
    for (int slot = 0; slot + 1 < kSlots; ++slot)  // the last slot repeats no later one
        notes << sameAsNote(slot);
    return notes;
}

QFont OrbitView::labelFont() const {
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

QString OrbitView::headerText() const {
    if (!hasPlacement()) return tr("Select a solution to see its eight symmetric images.");
    if (orbit_.size == kSlots) return tr("orbit of %n distinct boards", nullptr, orbit_.size);
    return tr("symmetric: only %n distinct", nullptr, orbit_.size);
}

int OrbitView::lineHeight() const {
    return std::max(fontMetrics().height(), QFontMetrics(labelFont()).height());
}

int OrbitView::textHeight(const QStringList& texts, int width) const {
    const QFontMetrics fm(labelFont());  // bold: at least as wide as the regular font
    int height = lineHeight();
    for (const QString& text : texts)
        height = std::max(
            height,
            fm.boundingRect(QRect(0, 0, std::max(width, 1), 1 << 20), kTextFlags, text).height());
    return height;
}

int OrbitView::minimumSlotWidth() const {
    if (minSlotWidthCache_ > 0) return minSlotWidthCache_;
    const QFontMetrics fm(labelFont());
    int widest = 0;
    for (const QStringList& texts : {allNames(), possibleNotes()})
        for (const QString& text : texts) widest = std::max(widest, widestUnbreakable(fm, text));
    minSlotWidthCache_ = std::max(kMinSlotWidth, widest + 2 * kPad + 2);  // +2: rounding
    return minSlotWidthCache_;
}

OrbitView::Layout OrbitView::layoutFor(const QSize& size) const {
    if (layoutCache_ && layoutCache_->first == size) return layoutCache_->second;
    const Layout l = computeLayout(size);
    layoutCache_.emplace(size, l);
    return l;
}

OrbitView::Layout OrbitView::computeLayout(const QSize& size) const {
    const int line = lineHeight();
    const QStringList names = allNames();
    const QStringList notes = possibleNotes();
    const int minSlotWidth = minimumSlotWidth();
    Layout best;
    int bestSide = -1;
    for (int columns : {4, 8}) {
        Layout l;
        l.columns = columns;
        l.top = line + kPad;
        l.slotWidth = size.width() / columns;
        if (columns == 8 && l.slotWidth < minSlotWidth) break;  // the names would not fit
        l.slotHeight = (size.height() - l.top) / (kSlots / columns);
        l.labelHeight = textHeight(names, l.slotWidth - 2 * kPad);
        l.noteHeight = textHeight(notes, l.slotWidth - 2 * kPad);
        const int side = std::min(l.slotWidth - 2 * kPad,
                                  l.slotHeight - l.labelHeight - l.noteHeight - 4 * kPad);
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
    const Layout l = layoutFor(size());
    return slotRect(slot).adjusted(kPad, 2 * kPad + l.labelHeight, -kPad, -2 * kPad - l.noteHeight);
}

QRect OrbitView::labelArea(int slot) const {
    const QRect sr = slotRect(slot);
    if (sr.isNull()) return {};
    return {sr.x() + kPad, sr.y() + kPad, sr.width() - 2 * kPad, layoutFor(size()).labelHeight};
}

QRect OrbitView::noteArea(int slot) const {
    const QRect sr = slotRect(slot);
    if (sr.isNull()) return {};
    const QRect board = hasPlacement() ? boardRect(slot) : boardArea(slot);
    return {sr.x() + kPad, board.bottom() + kPad, sr.width() - 2 * kPad,
            layoutFor(size()).noteHeight};
}

QRect OrbitView::labelRect(int slot) const {
    return balanced(QFontMetrics(labelFont()), labelArea(slot), transformName(slot));
}

QFont OrbitView::noteFont(int slot) const {
    return slot == orbit_.canonicalIndex && !isDimmed(slot) ? labelFont() : font();
}

QRect OrbitView::noteRect(int slot) const {
    const QString note = slotNote(slot);
    if (note.isEmpty()) return noteArea(slot);
    return balanced(QFontMetrics(noteFont(slot)), noteArea(slot), note);
}

QRect OrbitView::boardRect(int slot) const {
    if (!hasPlacement()) return {};
    return MiniBoardPainter::boardRect(boardArea(slot), n_);
}

QRect OrbitView::cellRect(int slot, int row, int col) const {
    return MiniBoardPainter::cellRect(boardRect(slot), n_, row, col);
}

QSize OrbitView::sizeHint() const {
    const int slotWidth = std::max(kHintSlotWidth, minimumSlotWidth());
    const int text = textHeight(allNames(), slotWidth - 2 * kPad) +
                     textHeight(possibleNotes(), slotWidth - 2 * kPad);
    return {4 * slotWidth, lineHeight() + kPad + 2 * (kHintBoardSide + text + 4 * kPad)};
}

QSize OrbitView::minimumSizeHint() const {
    const int slotWidth = minimumSlotWidth();
    const int text = textHeight(allNames(), slotWidth - 2 * kPad) +
                     textHeight(possibleNotes(), slotWidth - 2 * kPad);
    return {4 * slotWidth, lineHeight() + kPad + 2 * (kMinBoardSide + text + 4 * kPad)};
}

void OrbitView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.window());
    const int line = lineHeight();
    const QFont bold = labelFont();

    p.setPen(pal.color(QPalette::WindowText));
    p.setFont(bold);
    p.drawText(QRect(kPad, 0, width() - 2 * kPad, line + kPad), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetrics(bold).elidedText(headerText(), Qt::ElideRight, width() - 2 * kPad));
    if (!hasPlacement()) return;

    const BoardColors colors = BoardColors::forPalette(pal);
    const QColor dimText = pal.color(QPalette::Disabled, QPalette::WindowText);
    for (int slot = 0; slot < kSlots; ++slot) {
        const QRect sr = slotRect(slot);
        const QRect board = boardRect(slot);
        const bool dimmed = isDimmed(slot);
        const bool canonical = slot == orbit_.canonicalIndex;

        if (slot == selected_) {  // the selected image: a highlight frame around the slot
            p.setPen(QPen(pal.color(QPalette::Highlight), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(sr).adjusted(2.5, 2.5, -2.5, -2.5), 6, 6);
        }
        p.setFont(bold);
        p.setPen(dimmed ? dimText : pal.color(QPalette::WindowText));
        p.drawText(labelRect(slot), kTextFlags, transformName(slot));

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
            p.setFont(noteFont(slot));
            p.setPen(canonical && !dimmed ? pal.color(QPalette::Link)
                                          : pal.color(QPalette::WindowText));
            p.drawText(noteRect(slot), kTextFlags, note);
        }
    }
}

int OrbitView::slotAt(const QPoint& pos) const {
    for (int slot = 0; slot < kSlots; ++slot)
        if (slotRect(slot).contains(pos)) return slot;
    return -1;
}

void OrbitView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        layoutCache_.reset();  // the names' widths and lines follow the language and the font
        minSlotWidthCache_ = 0;
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

bool OrbitView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int slot = hasPlacement() ? slotAt(help->pos()) : -1;
        if (slot < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const QString note = slotNote(slot);
        QToolTip::showText(
            help->globalPos(),
            note.isEmpty() ? transformName(slot) : transformName(slot) + QLatin1Char('\n') + note,
            this, slotRect(slot));
        return true;
    }
    return QWidget::event(event);
}

void OrbitView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        const int slot = slotAt(event->position().toPoint());
        if (slot >= 0) {
            setSelectedIndex(slot);
            event->accept();
            return;
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
