#include "NodeGallery.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <utility>

#include "BoardColors.h"

NodeGallery::NodeGallery(int maxBoardN, QWidget* parent) : QWidget(parent), maxBoardN_(maxBoardN) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QString NodeGallery::tupleText(const std::vector<int>& node) {
    if (node.empty()) return tr("() empty board");
    QStringList cols;
    cols.reserve(static_cast<qsizetype>(node.size()));
    for (int c : node) cols << QLocale().toString(c);
    return QStringLiteral("(%1)").arg(cols.join(QStringLiteral(", ")));
}

void NodeGallery::setContent(int n, std::vector<Item> items) {
    if (n == n_ && items == items_) return;
    n_ = n;
    items_ = std::move(items);
    tuples_.clear();
    for (const Item& it : items_) tuples_ << tupleText(it.node);
    updateGeometry();
    update();
}

int NodeGallery::heightForWidth(int width) const {
    return layoutFor(width).height;
}

QSize NodeGallery::sizeHint() const {
    const Layout probe = layoutFor(0);
    const int width = probe.itemWidth * std::min<int>(4, std::max<int>(1, count()));
    return {width, layoutFor(width).height};
}

QSize NodeGallery::minimumSizeHint() const {
    const Layout probe = layoutFor(0);
    return {std::min(probe.itemWidth, 240), probe.height};
}

void NodeGallery::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) updateGeometry();
    QWidget::changeEvent(event);
}

void NodeGallery::paintEvent(QPaintEvent*) {
    if (items_.empty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardColors colors = BoardColors::forPalette(palette());
    const QColor text = palette().color(QPalette::WindowText);
    const Layout l = layoutFor(width());
    QFont bold = font();
    bold.setBold(true);
    const int line = fontMetrics().height();
    for (int i = 0; i < count(); ++i) {
        const Item& it = items_[static_cast<std::size_t>(i)];
        if (!boards()) {
            const int y = i * l.itemHeight;
            p.setFont(i == 0 && !it.label.isEmpty() ? bold : font());
            p.setPen(text);
            const QString s =
                it.label.isEmpty()
                    ? tuples_[i]
                    : tr("%1   %2", "tuple, then its label").arg(tuples_[i], it.label);
            p.drawText(QRect(0, y, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                       fontMetrics().elidedText(s, Qt::ElideRight, width()));
            continue;
        }
        const int x = (i % l.columns) * l.itemWidth;
        int y = (i / l.columns) * l.itemHeight;
        if (l.labelHeight > 0) {
            // Only the first item has a label; it may run over the next item's label row.
            p.setFont(bold);
            p.setPen(text);
            p.drawText(QPoint(x, y + QFontMetrics(bold).ascent()), it.label);
            y += l.labelHeight;
        }
        for (int r = 0; r < n_; ++r) {
            for (int c = 0; c < n_; ++c) {
                const QRect sq(x + c * l.cell, y + r * l.cell, l.cell, l.cell);
                p.fillRect(sq, (r + c) % 2 == 0 ? colors.lightSquare : colors.darkSquare);
            }
        }
        // Dark dots with a light ring read on both square colours, in both themes.
        p.setPen(QPen(colors.markHalo, std::max(1.0, l.cell * 0.08)));
        p.setBrush(colors.compactQueen);
        for (std::size_t r = 0; r < it.node.size(); ++r) {
            const QRectF sq(x + it.node[r] * l.cell, y + static_cast<int>(r) * l.cell, l.cell,
                            l.cell);
            const qreal inset = l.cell * 0.18;
            p.drawEllipse(sq.adjusted(inset, inset, -inset, -inset));
        }
        p.setBrush(Qt::NoBrush);
        const bool first = i == 0 && !it.label.isEmpty();
        p.setPen(QPen(first ? colors.tryOutline : colors.frame, first ? 3 : 1));
        p.drawRect(QRectF(x, y, l.boardSide, l.boardSide).adjusted(0.5, 0.5, -0.5, -0.5));
        p.setFont(font());
        p.setPen(text);
        p.drawText(QRect(x, y + l.boardSide + 2, l.itemWidth - l.gap, line),
                   Qt::AlignLeft | Qt::AlignVCenter, tuples_[i]);
    }
}

NodeGallery::Layout NodeGallery::layoutFor(int width) const {
    Layout l;
    const QFontMetrics fm = fontMetrics();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics bm(bold);
    const int line = fm.height();
    l.gap = line;
    if (!boards()) {
        l.itemHeight = line + 2;
        int widest = 0;
        for (int i = 0; i < count(); ++i)
            widest = std::max(widest, bm.horizontalAdvance(tuples_[i] + QStringLiteral("   ") +
                                                           items_[std::size_t(i)].label));
        l.itemWidth = std::max(1, widest);
        l.height = count() * l.itemHeight;
        return l;
    }
    // Boards at least four text lines high, squares at least 4/5 of a line.
    l.cell = std::max({6, (line * 4) / 5, (line * 4 + n_ - 1) / n_});
    l.boardSide = l.cell * n_;
    int widest = l.boardSide;
    bool labels = false;
    for (int i = 0; i < count(); ++i) {
        widest = std::max(widest, fm.horizontalAdvance(tuples_[i]));
        labels = labels || !items_[std::size_t(i)].label.isEmpty();
    }
    l.labelHeight = labels ? line + 2 : 0;
    l.itemWidth = widest + l.gap;
    l.itemHeight = l.labelHeight + l.boardSide + 2 + line + l.gap / 2;
    l.columns = std::max(1, (width + l.gap) / l.itemWidth);
    const int rows = (count() + l.columns - 1) / l.columns;
    l.height = rows * l.itemHeight;
    return l;
}
