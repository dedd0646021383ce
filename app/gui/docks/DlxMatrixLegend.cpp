#include "DlxMatrixLegend.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>

namespace {
constexpr int kGap = 4;

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}
}  // namespace

QColor DlxMatrixLegend::color(Mark mark, const QPalette& palette, const BoardColors& colors) {
    const QColor grey = palette.color(QPalette::PlaceholderText);
    switch (mark) {
        case Mark::Held:
            return palette.color(QPalette::Text);
        case Mark::Placed:
            return colors.placeFill;
        case Mark::Current:
            return colors.tryOutline;
        case Mark::Chosen:
            return colors.solution;
        case Mark::Covering:
            return colors.removeFill;
        case Mark::Uncovering:
            return withAlpha(colors.tryOutline, 150);
        case Mark::Gone:
            return withAlpha(grey, 70);
        case Mark::Secondary:
            return palette.color(QPalette::AlternateBase);
    }
    return grey;
}

std::vector<DlxMatrixLegend::Entry> DlxMatrixLegend::entries() {
    return {{Mark::Held, tr("option holds item")},
            {Mark::Placed, tr("option in the partial solution")},
            {Mark::Current, tr("option tried, placed or removed at this step")},
            {Mark::Chosen, tr("chosen item")},
            {Mark::Covering, tr("item being covered")},
            {Mark::Uncovering, tr("item being uncovered")},
            {Mark::Gone, tr("covered item, hidden option")},
            {Mark::Secondary, tr("diagonals: secondary items (at most once)")}};
}

int DlxMatrixLegend::layout(const QFont& font, int width, std::vector<QRect>* boxes) {
    const QFontMetrics fm(font);
    const int line = fm.height();
    int x = 0, y = 0;
    for (const Entry& e : entries()) {
        const int w = line + kGap + fm.horizontalAdvance(e.text) + 2;
        if (x > 0 && x + w > width) {
            x = 0;
            y += line + kGap / 2;
        }
        if (boxes) boxes->emplace_back(x, y, std::min(w, width), line);
        x += w + 3 * kGap;
    }
    return y + line;
}

int DlxMatrixLegend::height(const QFont& font, int width) {
    return layout(font, width, nullptr);
}

void DlxMatrixLegend::paint(QPainter& p, const QRect& area, const QFont& font,
                            const QPalette& palette, const BoardColors& colors) {
    std::vector<QRect> boxes;
    layout(font, area.width(), &boxes);
    const std::vector<Entry> all = entries();
    p.setFont(font);
    const QFontMetrics fm(font);
    const int line = fm.height();
    for (std::size_t k = 0; k < all.size() && k < boxes.size(); ++k) {
        const QRect box = boxes[k].translated(area.topLeft());
        paintSwatch(p, QRect(box.left(), box.top(), line, line), all[k].mark, palette, colors);
        p.setPen(palette.color(QPalette::Text));
        const QRect text = box.adjusted(line + kGap, 0, 0, 0);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(all[k].text, Qt::ElideRight, text.width()));
    }
}

void DlxMatrixLegend::paintSwatch(QPainter& p, const QRect& box, Mark mark, const QPalette& palette,
                                  const BoardColors& colors) {
    const QColor fill = color(mark, palette, colors);
    const QColor grey = palette.color(QPalette::PlaceholderText);
    const QRectF b = QRectF(box).adjusted(1.5, 1.5, -1.5, -1.5);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::NoBrush);
    switch (mark) {
        case Mark::Held:
            p.setBrush(fill);
            p.drawEllipse(
                b.adjusted(b.width() / 5, b.height() / 5, -b.width() / 5, -b.height() / 5));
            break;
        case Mark::Chosen:
            p.setPen(QPen(fill, 2.5));
            p.setBrush(withAlpha(fill, 110));
            p.drawRect(b.adjusted(1, 1, -1, -1));
            break;
        case Mark::Current:
            p.setPen(QPen(fill, 2.5));
            p.drawRect(b.adjusted(1, 1, -1, -1));
            break;
        case Mark::Gone:
            p.fillRect(b, fill);
            p.setPen(QPen(grey, 1.5));
            p.drawLine(QPointF(b.left(), b.center().y()), QPointF(b.right(), b.center().y()));
            break;
        case Mark::Secondary:
            p.fillRect(b, fill);
            p.setPen(QPen(grey, 1));
            p.drawRect(b);
            break;
        default:
            p.fillRect(b, fill);
            break;
    }
    p.setBrush(Qt::NoBrush);
}
