#include "NodeGallery.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <cmath>
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
    const QSize hint = sizeHint();
    const int height = heightForWidth(width());
    n_ = n;
    items_ = std::move(items);
    tuples_.clear();
    for (const Item& it : items_) tuples_ << tupleText(it.node);
    prepareTexts();
    // A new geometry makes the parent lay out again: only when the size needed changed.
    if (sizeHint() != hint || heightForWidth(width()) != height) updateGeometry();
    update();
}

void NodeGallery::prepareTexts() {
    QFont bold = font();
    bold.setBold(true);
    const auto laidOut = [](const QString& s, const QFont& f) {
        QStaticText t(s);
        t.setTextFormat(Qt::PlainText);
        t.prepare(QTransform(), f);
        return t;
    };
    tupleTexts_.clear();
    labelTexts_.clear();
    for (int i = 0; i < count(); ++i) {
        tupleTexts_.push_back(laidOut(tuples_[i], font()));
        labelTexts_.push_back(laidOut(items_[std::size_t(i)].label, bold));
    }
    lineTexts_.clear();
    lineWidth_ = -1;
}

const QStaticText& NodeGallery::lineText(int i) {
    if (lineWidth_ != width()) {
        lineTexts_.clear();
        QFont bold = font();
        bold.setBold(true);
        for (int k = 0; k < count(); ++k) {
            const Item& it = items_[static_cast<std::size_t>(k)];
            const QString s =
                it.label.isEmpty()
                    ? tuples_[k]
                    : tr("%1   %2", "tuple, then its label").arg(tuples_[k], it.label);
            QStaticText t(fontMetrics().elidedText(s, Qt::ElideRight, width()));
            t.setTextFormat(Qt::PlainText);
            t.prepare(QTransform(), k == 0 && !it.label.isEmpty() ? bold : font());
            lineTexts_.push_back(t);
        }
        lineWidth_ = width();
    }
    return lineTexts_[static_cast<std::size_t>(i)];
}

const QImage& NodeGallery::boardImage(const Layout& l) {
    const qreal dpr = devicePixelRatioF();
    const ImageKey key{n_, l.cell, palette().cacheKey(), qRound64(dpr * 1000)};
    if (key == boardKey_ && !board_.isNull()) return board_;
    const BoardColors colors = BoardColors::forPalette(palette());
    board_ = QImage(QSize(l.boardSide, l.boardSide) * dpr, QImage::Format_ARGB32_Premultiplied);
    board_.setDevicePixelRatio(dpr);
    QPainter p(&board_);
    for (int r = 0; r < n_; ++r)
        for (int c = 0; c < n_; ++c)
            p.fillRect(QRect(c * l.cell, r * l.cell, l.cell, l.cell),
                       (r + c) % 2 == 0 ? colors.lightSquare : colors.darkSquare);
    boardKey_ = key;
    return board_;
}

// Dark dots with a light ring read on both square colours, in both themes.
const QImage& NodeGallery::dotImage(const Layout& l) {
    const qreal dpr = devicePixelRatioF();
    const ImageKey key{0, l.cell, palette().cacheKey(), qRound64(dpr * 1000)};
    if (key == dotKey_ && !dot_.isNull()) return dot_;
    const BoardColors colors = BoardColors::forPalette(palette());
    dot_ = QImage(QSize(l.cell, l.cell) * dpr, QImage::Format_ARGB32_Premultiplied);
    dot_.setDevicePixelRatio(dpr);
    dot_.fill(Qt::transparent);
    QPainter p(&dot_);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colors.markHalo, std::max(1.0, l.cell * 0.08)));
    p.setBrush(colors.compactQueen);
    const qreal inset = l.cell * 0.18;
    p.drawEllipse(QRectF(0, 0, l.cell, l.cell).adjusted(inset, inset, -inset, -inset));
    dotKey_ = key;
    return dot_;
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
    if (event->type() == QEvent::FontChange) {
        prepareTexts();
        updateGeometry();
    }
    if (event->type() == QEvent::LanguageChange) {  // "() empty board" and the line layout
        tuples_.clear();
        for (const Item& it : items_) tuples_ << tupleText(it.node);
        prepareTexts();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void NodeGallery::paintEvent(QPaintEvent*) {
    if (items_.empty()) return;
    QPainter p(this);
    const QColor text = palette().color(QPalette::WindowText);
    const Layout l = layoutFor(width());
    const int line = fontMetrics().height();
    QFont bold = font();
    bold.setBold(true);
    p.setPen(text);
    // Text laid out in `f`, its top left at (x, y).
    const auto draw = [&](const QStaticText& t, const QFont& f, qreal x, qreal y) {
        p.setFont(f);
        p.drawStaticText(QPointF(x, y), t);
    };
    if (!boards()) {
        for (int i = 0; i < count(); ++i) {
            const QStaticText& t = lineText(i);
            const bool first = i == 0 && !items_.front().label.isEmpty();
            draw(t, first ? bold : font(), 0, i * l.itemHeight + (line - t.size().height()) / 2);
        }
        return;
    }
    const BoardColors colors = BoardColors::forPalette(palette());
    const QImage& board = boardImage(l);
    const QImage& dot = dotImage(l);
    for (int i = 0; i < count(); ++i) {
        const Item& it = items_[static_cast<std::size_t>(i)];
        const int x = (i % l.columns) * l.itemWidth;
        int y = (i / l.columns) * l.itemHeight;
        if (l.labelHeight > 0) {
            // Only the first item has a label; it may run over the next item's label row.
            draw(labelTexts_[std::size_t(i)], bold, x, y);
            y += l.labelHeight;
        }
        p.drawImage(QPoint(x, y), board);
        for (std::size_t r = 0; r < it.node.size(); ++r)
            p.drawImage(QPoint(x + it.node[r] * l.cell, y + static_cast<int>(r) * l.cell), dot);
        // The frame: 1 px inside the board, or 3 px (1 outside) around the first item.
        const bool first = i == 0 && !it.label.isEmpty();
        const QRect frame = first ? QRect(x - 1, y - 1, l.boardSide + 2, l.boardSide + 2)
                                  : QRect(x, y, l.boardSide, l.boardSide);
        const int t = first ? 3 : 1;
        const QColor c = first ? colors.tryOutline : colors.frame;
        p.fillRect(QRect(frame.left(), frame.top(), frame.width(), t), c);
        p.fillRect(QRect(frame.left(), frame.bottom() + 1 - t, frame.width(), t), c);
        p.fillRect(QRect(frame.left(), frame.top() + t, t, frame.height() - 2 * t), c);
        p.fillRect(QRect(frame.right() + 1 - t, frame.top() + t, t, frame.height() - 2 * t), c);
        const QStaticText& tuple = tupleTexts_[std::size_t(i)];
        draw(tuple, font(), x, y + l.boardSide + 2 + (line - tuple.size().height()) / 2);
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
        widest = std::max(widest,
                          static_cast<int>(std::ceil(tupleTexts_[std::size_t(i)].size().width())));
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
