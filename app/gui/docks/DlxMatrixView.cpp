#include "DlxMatrixView.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "CoverState.h"

namespace {
constexpr int kMargin = 6;
constexpr int kGap = 4;

enum Legend { Held, Placed, Chosen, Covering, Uncovering, Gone, Secondary };

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}
}  // namespace

DlxMatrixView::DlxMatrixView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("dlxMatrixView"));
    colors_ = BoardColors::forPalette(palette());
    repaint_.setSingleShot(true);
    connect(&repaint_, &QTimer::timeout, this, [this] { update(); });
}

void DlxMatrixView::reset(int n) {
    n_ = n;
    matrix_ = {};
    updateGeometry();
    scheduleRepaint();
}

void DlxMatrixView::setView(const queens::Timeline& timeline) {
    const int n = timeline.state().n();
    matrix_ = DlxMatrix::of(timeline, kMaxN);
    if (n != n_) {
        n_ = n;
        updateGeometry();
    }
    scheduleRepaint();
}

// update() at most once per kFrameMs: at the maximum playback speed setView comes many times a
// frame.
void DlxMatrixView::scheduleRepaint() {
    if (repaint_.isActive()) return;
    const qint64 since = lastPaint_.isValid() ? lastPaint_.elapsed() : kFrameMs;
    repaint_.start(static_cast<int>(std::max<qint64>(0, kFrameMs - since)));
}

QString DlxMatrixView::itemLabel(int item) const {
    const int n = n_;
    if (item < n) return tr("R%1", "exact-cover item: a row of the board").arg(item);
    if (item < 2 * n) return tr("C%1", "exact-cover item: a column of the board").arg(item - n);
    if (item < 4 * n - 1)
        return tr("D%1",
                  "exact-cover item: a diagonal going down to the right (row - column + N - 1)")
            .arg(item - 2 * n);
    return tr("A%1", "exact-cover item: a diagonal going up to the right (row + column)")
        .arg(item - (4 * n - 1));
}

QString DlxMatrixView::itemWords(int item) const {
    const int n = n_;
    if (item < n) return tr("row %1 (primary: exactly one queen)").arg(item);
    if (item < 2 * n) return tr("column %1 (primary: exactly one queen)").arg(item - n);
    if (item < 4 * n - 1)
        return tr("the \\ diagonal where row - column = %1 (secondary: at most one queen)")
            .arg(item - 2 * n - (n - 1));
    return tr("the / diagonal where row + column = %1 (secondary: at most one queen)")
        .arg(item - (4 * n - 1));
}

QString DlxMatrixView::cellToolTip(int row, int col, int item) const {
    if (matrix_.n <= 0 || row < 0 || row >= matrix_.n || col < 0 || col >= matrix_.n || item < 0 ||
        item >= matrix_.itemCount())
        return {};
    const int n = matrix_.n;
    const auto items = queens::CoverState::items(n, row, col);
    const bool holds = std::find(items.begin(), items.end(), item) != items.end();
    const auto option = static_cast<std::size_t>(row * n + col);
    QStringList lines;
    lines << tr("Option %1,%2: a queen on row %1, column %2.").arg(row).arg(col);
    lines << tr("Item %1: %2.").arg(itemLabel(item), itemWords(item));
    lines << (holds ? tr("The option holds this item.")
                    : tr("The option does not hold this item."));
    lines << (matrix_.placed[option] ? tr("The option is in the partial solution.")
              : matrix_.live[option] ? tr("The option is live.")
                                     : tr("The option is hidden: one of its items is covered."));
    int holding = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const auto its = queens::CoverState::items(n, r, c);
            if (matrix_.live[static_cast<std::size_t>(r * n + c)] &&
                std::find(its.begin(), its.end(), item) != its.end())
                ++holding;
        }
    lines << (matrix_.covered[static_cast<std::size_t>(item)]
                  ? tr("The item is covered.")
                  : tr("The item is not covered: %n live option(s) hold it.", nullptr, holding));
    return lines.join(QLatin1Char('\n'));
}

QString DlxMatrixView::summary() const {
    if (matrix_.n <= 0) return {};
    QString s;
    if (matrix_.chosen.item >= 0)
        s = tr("Chosen item %1: %n option(s).", "the item Algorithm X branches on",
               matrix_.chosen.options)
                .arg(itemLabel(matrix_.chosen.item)) +
            QLatin1Char(' ');
    return s + tr("Covered items: %1 of %2. Live options: %3 of %4.")
                   .arg(matrix_.coveredItems())
                   .arg(matrix_.itemCount())
                   .arg(matrix_.liveOptions())
                   .arg(matrix_.optionCount());
}

std::vector<DlxMatrixView::LegendEntry> DlxMatrixView::legendEntries() const {
    return {{Held, tr("option holds item")},
            {Placed, tr("option in the partial solution")},
            {Chosen, tr("chosen item")},
            {Covering, tr("item being covered")},
            {Uncovering, tr("item being uncovered")},
            {Gone, tr("covered item, hidden option")},
            {Secondary, tr("diagonals: secondary items (at most once)")}};
}

int DlxMatrixView::layoutLegend(int width, std::vector<QRect>* boxes) const {
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    int x = 0, y = 0;
    for (const LegendEntry& e : legendEntries()) {
        const int w = line + kGap + fm.horizontalAdvance(e.text);
        if (x > 0 && x + w > width) {
            x = 0;
            y += line + kGap / 2;
        }
        if (boxes) boxes->emplace_back(x, y, std::min(w, width), line);
        x += w + 3 * kGap;
    }
    return y + line;
}

QFont DlxMatrixView::labelFont(int cell) const {
    QFont f = font();
    const int pixels = QFontInfo(f).pixelSize();
    f.setPixelSize(std::clamp(cell - 2, 8, std::max(8, pixels)));
    return f;
}

DlxMatrixView::Layout DlxMatrixView::layoutFor(QSize size) const {
    Layout l;
    const int n = n_;
    const int items = 6 * n - 2, options = n * n;
    const int width = size.width() - 2 * kMargin;
    const int line = fontMetrics().height();
    l.summary = QRect(kMargin, kMargin, width, line);
    const int legend = layoutLegend(width, nullptr);
    const auto measure = [&](int cell, int* labelsWidth, int* headsHeight) {
        const QFontMetrics small(labelFont(cell));
        *labelsWidth = small.horizontalAdvance(QStringLiteral("%1,%1").arg(n - 1)) + kGap;
        int head = 0;
        for (const int item : {n - 1, 2 * n - 1, 4 * n - 2, 6 * n - 3})
            head = std::max(head, small.horizontalAdvance(itemLabel(item)));
        *headsHeight = head + kGap;
    };
    int labels = 0, heads = 0, cell = kMaxCell;
    for (int pass = 0; pass < 2; ++pass) {
        measure(cell, &labels, &heads);
        const int byWidth = (2 * (width - labels)) / (2 * items + 1);
        const int byHeight =
            (size.height() - 2 * kMargin - line - heads - legend - 3 * kGap) / options;
        cell = std::clamp(std::min(byWidth, byHeight), kMinCell, kMaxCell);
    }
    measure(cell, &labels, &heads);
    l.cell = cell;
    l.small = labelFont(cell);
    l.secondaryGap = std::max(kGap, cell / 2);
    const int gridWidth = items * cell + l.secondaryGap;
    const int top = l.summary.bottom() + 1 + kGap;
    l.heads = QRect(kMargin + labels, top, gridWidth, heads);
    l.rowLabels = QRect(kMargin, l.heads.bottom() + 1, labels, options * cell);
    l.grid = QRect(l.heads.left(), l.rowLabels.top(), gridWidth, options * cell);
    l.legend = QRect(kMargin, l.grid.bottom() + 1 + 2 * kGap, width, legend);
    return l;
}

int DlxMatrixView::itemX(const Layout& l, int item) const {
    return l.grid.left() + item * l.cell + (item >= 2 * n_ ? l.secondaryGap : 0);
}

QRect DlxMatrixView::cellRect(const Layout& l, int option, int item) const {
    return {itemX(l, item), l.grid.top() + option * l.cell, l.cell, l.cell};
}

bool DlxMatrixView::cellAt(QPoint pos, int* option, int* item) const {
    if (matrix_.n <= 0) return false;
    const Layout l = layoutFor(size());
    if (!l.grid.contains(pos)) return false;
    const int o = (pos.y() - l.grid.top()) / l.cell;
    for (int i = 0; i < matrix_.itemCount(); ++i) {
        const int x = itemX(l, i);
        if (pos.x() >= x && pos.x() < x + l.cell) {
            *option = o;
            *item = i;
            return o >= 0 && o < matrix_.optionCount();
        }
    }
    return false;
}

QSize DlxMatrixView::minimumSizeHint() const {
    if (n_ <= 0 || n_ > kMaxN) return {200, 120};
    const int items = 6 * n_ - 2, options = n_ * n_;
    const QFontMetrics small(labelFont(kMinCell));
    const int labels = small.horizontalAdvance(QStringLiteral("%1,%1").arg(n_ - 1)) + kGap;
    const int heads = small.horizontalAdvance(itemLabel(6 * n_ - 3)) + kGap;
    const int width = 2 * kMargin + labels + items * kMinCell + std::max(kGap, kMinCell / 2);
    const int line = fontMetrics().height();
    return {width, 2 * kMargin + line + heads + options * kMinCell + 3 * kGap +
                       layoutLegend(width - 2 * kMargin, nullptr)};
}

QSize DlxMatrixView::sizeHint() const {
    return minimumSizeHint().expandedTo({360, 480});
}

void DlxMatrixView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) colors_ = BoardColors::forPalette(palette());
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange ||
        event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

bool DlxMatrixView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        int option = -1, item = -1;
        if (cellAt(help->pos(), &option, &item))
            QToolTip::showText(help->globalPos(),
                               cellToolTip(option / matrix_.n, option % matrix_.n, item), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void DlxMatrixView::paintEvent(QPaintEvent*) {
    lastPaint_.start();
    ++paints_;
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QRect area = rect().adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (matrix_.n <= 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                   n_ > kMaxN ? tr("The exact-cover matrix is drawn up to N = %1; at N = %2 it "
                                   "has %3 options by %4 items.")
                                    .arg(kMaxN)
                                    .arg(n_)
                                    .arg(n_ * n_)
                                    .arg(6 * n_ - 2)
                              : tr("No exact-cover matrix yet: Dancing Links searches it."));
        return;
    }
    const Layout l = layoutFor(size());
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(l.summary, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetrics(bold).elidedText(summary(), Qt::ElideRight, l.summary.width()));
    p.setRenderHint(QPainter::Antialiasing);
    paintGrid(p, l);
    paintHeads(p, l);
    paintLegend(p, l);
}

// Under the dots: the secondary band, the covered items' and hidden options' grey, the partial
// solution's fill, the flashed item; then the group lines, the dots, the strikes and frames.
void DlxMatrixView::paintGrid(QPainter& p, const Layout& l) {
    const int n = matrix_.n, items = matrix_.itemCount(), options = matrix_.optionCount();
    const QColor text = palette().color(QPalette::Text);
    const QColor grey = palette().color(QPalette::PlaceholderText);
    const QColor band = palette().color(QPalette::AlternateBase);
    const int top = l.grid.top(), height = l.grid.height();
    p.fillRect(QRect(itemX(l, 2 * n), top, (items - 2 * n) * l.cell, height), band);
    for (int i = 0; i < items; ++i)
        if (matrix_.covered[static_cast<std::size_t>(i)])
            p.fillRect(QRect(itemX(l, i), top, l.cell, height), withAlpha(grey, 70));
    const int right = itemX(l, items - 1) + l.cell;
    for (int o = 0; o < options; ++o) {
        const QRect row(l.grid.left(), top + o * l.cell, right - l.grid.left(), l.cell);
        if (matrix_.placed[static_cast<std::size_t>(o)])
            p.fillRect(row, colors_.placeFill);
        else if (!matrix_.live[static_cast<std::size_t>(o)])
            p.fillRect(row, withAlpha(grey, 45));
    }
    if (matrix_.flashItem >= 0 && matrix_.flashItem < items)
        p.fillRect(QRect(itemX(l, matrix_.flashItem), top, l.cell, height),
                   matrix_.flash == DlxMatrix::Flash::Cover ? colors_.removeFill
                                                            : withAlpha(colors_.tryOutline, 150));
    // Lines between the boards' rows of options and between the groups of items.
    p.setPen(QPen(withAlpha(grey, 110), 1));
    for (int r = 1; r < n; ++r)
        p.drawLine(l.grid.left(), top + r * n * l.cell, right, top + r * n * l.cell);
    for (const int i : {n, 2 * n, 4 * n - 1}) {
        const int x = itemX(l, i);
        p.drawLine(x, l.heads.top(), x, l.grid.bottom());
    }
    // The row labels, the dots and the hidden options' strikes.
    p.setFont(l.small);
    const qreal dot = std::max(4.0, l.cell * 0.55);
    for (int o = 0; o < options; ++o) {
        const int r = o / n, c = o % n;
        const bool placed = matrix_.placed[static_cast<std::size_t>(o)];
        const bool live = matrix_.live[static_cast<std::size_t>(o)];
        const QRect label(l.rowLabels.left(), top + o * l.cell, l.rowLabels.width() - kGap / 2,
                          l.cell);
        p.setPen(live || placed ? text : grey);
        p.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1,%2").arg(r).arg(c));
        const auto its = queens::CoverState::items(n, r, c);
        p.setPen(Qt::NoPen);
        p.setBrush(live || placed ? text : grey);
        for (const int i : its) {
            const QRectF cell = cellRect(l, o, i);
            p.drawEllipse(
                QRectF(cell.center().x() - dot / 2, cell.center().y() - dot / 2, dot, dot));
        }
        if (!live && !placed) {
            const QRect first = cellRect(l, o, its[0]), last = cellRect(l, o, its[3]);
            p.setPen(QPen(grey, std::max(1.0, l.cell / 8.0)));
            p.drawLine(QPointF(first.left() + 1, first.center().y() + 0.5),
                       QPointF(last.right(), last.center().y() + 0.5));
        }
    }
    p.setBrush(Qt::NoBrush);
    // The option the event at the cursor places or removes, and the chosen item.
    const qreal w = std::max(2.0, l.cell / 6.0);
    if (matrix_.option >= 0) {
        const QRectF row(l.grid.left(), top + matrix_.option * l.cell, right - l.grid.left(),
                         l.cell);
        QColor edge = matrix_.optionPlaced ? colors_.placeFill : colors_.removeFill;
        edge.setAlpha(255);
        p.setPen(QPen(edge, w));
        p.drawRect(row.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    if (matrix_.chosen.item >= 0 && matrix_.chosen.item < items) {
        const QRectF column(itemX(l, matrix_.chosen.item), l.heads.top(), l.cell,
                            l.grid.bottom() + 1 - l.heads.top());
        p.setPen(QPen(colors_.solution, w));
        p.drawRect(column.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    }
}

// The item labels, written upwards over their columns; a covered item's label is struck.
void DlxMatrixView::paintHeads(QPainter& p, const Layout& l) {
    const QColor text = palette().color(QPalette::Text);
    const QColor grey = palette().color(QPalette::PlaceholderText);
    p.setFont(l.small);
    const QFontMetrics fm(l.small);
    for (int i = 0; i < matrix_.itemCount(); ++i) {
        const bool covered = matrix_.covered[static_cast<std::size_t>(i)];
        const bool chosen = i == matrix_.chosen.item;
        const QRect column(itemX(l, i), l.heads.top(), l.cell, l.heads.height());
        if (chosen) p.fillRect(column, withAlpha(colors_.solution, 110));
        p.save();
        p.translate(column.center().x() + 0.5, column.bottom() - kGap / 2);
        p.rotate(-90);
        const QString label = itemLabel(i);
        const int len = fm.horizontalAdvance(label);
        const QRect box(0, -l.cell / 2, len, l.cell);
        QFont f = l.small;
        f.setBold(chosen);
        f.setStrikeOut(covered);
        p.setFont(f);
        p.setPen(covered && !chosen ? grey : text);
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, label);
        p.restore();
    }
}

void DlxMatrixView::paintSwatch(QPainter& p, const QRect& box, int kind) {
    const QColor text = palette().color(QPalette::Text);
    const QColor grey = palette().color(QPalette::PlaceholderText);
    const QRectF b = QRectF(box).adjusted(1.5, 1.5, -1.5, -1.5);
    p.setPen(Qt::NoPen);
    switch (kind) {
        case Held:
            p.setBrush(text);
            p.drawEllipse(
                b.adjusted(b.width() / 5, b.height() / 5, -b.width() / 5, -b.height() / 5));
            break;
        case Placed:
            p.fillRect(b, colors_.placeFill);
            break;
        case Chosen:
            p.setPen(QPen(colors_.solution, 2.5));
            p.setBrush(withAlpha(colors_.solution, 110));
            p.drawRect(b.adjusted(1, 1, -1, -1));
            break;
        case Covering:
            p.fillRect(b, colors_.removeFill);
            break;
        case Uncovering:
            p.fillRect(b, withAlpha(colors_.tryOutline, 150));
            break;
        case Gone:
            p.fillRect(b, withAlpha(grey, 70));
            p.setPen(QPen(grey, 1.5));
            p.drawLine(QPointF(b.left(), b.center().y()), QPointF(b.right(), b.center().y()));
            break;
        case Secondary:
            p.fillRect(b, palette().color(QPalette::AlternateBase));
            p.setPen(QPen(grey, 1));
            p.drawRect(b);
            break;
    }
    p.setBrush(Qt::NoBrush);
}

void DlxMatrixView::paintLegend(QPainter& p, const Layout& l) {
    std::vector<QRect> boxes;
    layoutLegend(l.legend.width(), &boxes);
    const std::vector<LegendEntry> entries = legendEntries();
    p.setFont(font());
    const int line = fontMetrics().height();
    for (std::size_t k = 0; k < entries.size() && k < boxes.size(); ++k) {
        const QRect box = boxes[k].translated(l.legend.topLeft());
        paintSwatch(p, QRect(box.left(), box.top(), line, line), entries[k].kind);
        p.setPen(palette().color(QPalette::Text));
        const QRect text = box.adjusted(line + kGap, 0, 0, 0);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(entries[k].text, Qt::ElideRight, text.width()));
    }
}
