#include "DlxMatrixView.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "CoverState.h"
#include "DlxMatrixLegend.h"

namespace {
constexpr int kMargin = 6;
constexpr int kGap = 4;

using Mark = DlxMatrixLegend::Mark;
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
    const int shown = matrix_.liveOptions() +
                      static_cast<int>(std::count(matrix_.placed.begin(), matrix_.placed.end(), 1));
    if (n != n_ || shown != shownRows_) {  // the folded matrix's height changes
        n_ = n;
        shownRows_ = shown;
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
            QLatin1Char('\n');
    return s + tr("Covered items: %1 of %2. Live options: %3 of %4.")
                   .arg(matrix_.coveredItems())
                   .arg(matrix_.itemCount())
                   .arg(matrix_.liveOptions())
                   .arg(matrix_.optionCount());
}

QFont DlxMatrixView::labelFont(int cell) const {
    QFont f = font();
    const int pixels = QFontInfo(f).pixelSize();
    f.setPixelSize(std::clamp(cell - 2, 8, std::max(8, pixels)));
    return f;
}

std::vector<int> DlxMatrixView::rowTops(int top, int cell, bool folded) const {
    std::vector<int> rows{top};
    const bool known = matrix_.n == n_ && !matrix_.live.empty();
    for (int o = 0; o < n_ * n_; ++o) {
        const auto k = static_cast<std::size_t>(o);
        const bool full = !folded || !known || matrix_.live[k] || matrix_.placed[k];
        rows.push_back(rows.back() + (full ? cell : kFoldedRow));
    }
    return rows;
}

DlxMatrixView::Layout DlxMatrixView::layoutFor(QSize size) const {
    Layout l;
    const int n = n_;
    const int items = 6 * n - 2, options = n * n;
    const int width = size.width() - 2 * kMargin;
    const int line = fontMetrics().height();
    l.summary = QRect(kMargin, kMargin, width, 2 * line);
    const int legend = DlxMatrixLegend::height(font(), width);
    const auto measure = [&](int cell, int* labelsWidth, int* headsHeight) {
        const QFontMetrics small(labelFont(cell));
        *labelsWidth = small.horizontalAdvance(QStringLiteral("%1,%1").arg(n - 1)) + kGap;
        int head = 0;
        for (const int item : {n - 1, 2 * n - 1, 4 * n - 2, 6 * n - 3})
            head = std::max(head, small.horizontalAdvance(itemLabel(item)));
        *headsHeight = head + kGap;
    };
    int labels = 0, heads = 0, cell = kMaxCell, byWidth = 0, byHeight = 0;
    for (int pass = 0; pass < 2; ++pass) {
        measure(cell, &labels, &heads);
        byWidth = (2 * (width - labels)) / (2 * items + 1);
        byHeight = (size.height() - 2 * kMargin - 2 * line - heads - legend - 4 * kGap) / options;
        cell = std::clamp(std::min(byWidth, byHeight), kMinCell, kMaxCell);
    }
    l.folded = byHeight < std::min(byWidth, kLegibleCell);
    if (l.folded) cell = std::clamp(std::min(byWidth, kLegibleCell), kMinCell, kMaxCell);
    measure(cell, &labels, &heads);
    l.cell = cell;
    l.small = labelFont(cell);
    l.secondaryGap = std::max(kGap, cell / 2);
    const int gridWidth = items * cell + l.secondaryGap;
    const int top = l.summary.bottom() + 1 + kGap;
    l.heads = QRect(kMargin + labels, top, gridWidth, heads);
    l.rows = rowTops(l.heads.bottom() + 1, cell, l.folded);
    const int gridHeight = l.rows.back() - l.rows.front();
    l.rowLabels = QRect(kMargin, l.rows.front(), labels, gridHeight);
    l.grid = QRect(l.heads.left(), l.rows.front(), gridWidth, gridHeight);
    l.legend = QRect(kMargin, l.grid.bottom() + 1 + 2 * kGap, width, legend);
    return l;
}

int DlxMatrixView::itemX(const Layout& l, int item) const {
    return l.grid.left() + item * l.cell + (item >= 2 * n_ ? l.secondaryGap : 0);
}

int DlxMatrixView::optionHeight(const Layout& l, int option) const {
    const auto k = static_cast<std::size_t>(option);
    return l.rows[k + 1] - l.rows[k];
}

QRect DlxMatrixView::cellRect(const Layout& l, int option, int item) const {
    return {itemX(l, item), l.rows[static_cast<std::size_t>(option)], l.cell,
            optionHeight(l, option)};
}

bool DlxMatrixView::cellAt(QPoint pos, int* option, int* item) const {
    if (matrix_.n <= 0) return false;
    const Layout l = layoutFor(size());
    if (!l.grid.contains(pos)) return false;
    const auto below = std::upper_bound(l.rows.begin(), l.rows.end(), pos.y());
    const int o = static_cast<int>(below - l.rows.begin()) - 1;
    if (o < 0 || o >= matrix_.optionCount()) return false;
    for (int i = 0; i < matrix_.itemCount(); ++i) {
        const int x = itemX(l, i);
        if (pos.x() >= x && pos.x() < x + l.cell) {
            *option = o;
            *item = i;
            return true;
        }
    }
    return false;
}

// At kMinCell, folded: what the matrix needs at least; the scroll area gives it that.
QSize DlxMatrixView::minimumSizeHint() const {
    if (n_ <= 0 || n_ > kMaxN) return {200, 120};
    const int items = 6 * n_ - 2;
    const QFontMetrics small(labelFont(kMinCell));
    const int labels = small.horizontalAdvance(QStringLiteral("%1,%1").arg(n_ - 1)) + kGap;
    const int heads = small.horizontalAdvance(itemLabel(6 * n_ - 3)) + kGap;
    const int width = 2 * kMargin + labels + items * kMinCell + std::max(kGap, kMinCell / 2);
    const int line = fontMetrics().height();
    const std::vector<int> rows = rowTops(0, kMinCell, true);
    return {width, 2 * kMargin + 2 * line + heads + rows.back() + 4 * kGap +
                       DlxMatrixLegend::height(font(), width - 2 * kMargin)};
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
    const QStringList lines = summary().split(QLatin1Char('\n'));
    const int line = fontMetrics().height();
    for (int k = 0; k < lines.size() && k < 2; ++k)
        p.drawText(QRect(l.summary.left(), l.summary.top() + k * line, l.summary.width(), line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetrics(bold).elidedText(lines[k], Qt::ElideRight, l.summary.width()));
    p.setRenderHint(QPainter::Antialiasing);
    paintGrid(p, l);
    paintHeads(p, l);
    DlxMatrixLegend::paint(p, l.legend, font(), palette(), colors_);
}

// Under the dots: the secondary band, the covered items' and hidden options' grey, the partial
// solution's fill, the flashed item; then the group lines, the options, the frames.
void DlxMatrixView::paintGrid(QPainter& p, const Layout& l) {
    const QPalette& pal = palette();
    const int n = matrix_.n, items = matrix_.itemCount(), options = matrix_.optionCount();
    const int top = l.grid.top(), height = l.grid.height();
    const int right = itemX(l, items - 1) + l.cell;
    p.fillRect(QRect(itemX(l, 2 * n), top, (items - 2 * n) * l.cell, height),
               DlxMatrixLegend::color(Mark::Secondary, pal, colors_));
    const QColor gone = DlxMatrixLegend::color(Mark::Gone, pal, colors_);
    for (int i = 0; i < items; ++i)
        if (matrix_.covered[static_cast<std::size_t>(i)])
            p.fillRect(QRect(itemX(l, i), top, l.cell, height), gone);
    for (int o = 0; o < options; ++o) {
        const QRect row(l.grid.left(), l.rows[static_cast<std::size_t>(o)], right - l.grid.left(),
                        optionHeight(l, o));
        if (matrix_.placed[static_cast<std::size_t>(o)])
            p.fillRect(row, DlxMatrixLegend::color(Mark::Placed, pal, colors_));
        else if (!matrix_.live[static_cast<std::size_t>(o)])
            p.fillRect(row, gone);
    }
    if (matrix_.flashItem >= 0 && matrix_.flashItem < items)
        p.fillRect(QRect(itemX(l, matrix_.flashItem), top, l.cell, height),
                   DlxMatrixLegend::color(
                       matrix_.flash == DlxMatrix::Flash::Cover ? Mark::Covering : Mark::Uncovering,
                       pal, colors_));
    // Lines between the boards' rows of options and between the groups of items.
    QColor line = pal.color(QPalette::PlaceholderText);
    line.setAlpha(110);
    p.setPen(QPen(line, 1));
    for (int r = 1; r < n; ++r) {
        const int y = l.rows[static_cast<std::size_t>(r * n)];
        p.drawLine(l.grid.left(), y, right, y);
    }
    for (const int i : {n, 2 * n, 4 * n - 1}) {
        const int x = itemX(l, i);
        p.drawLine(x, l.heads.top(), x, l.grid.bottom());
    }
    p.setFont(l.small);
    for (int o = 0; o < options; ++o) paintOption(p, l, o);
    // The option the event at the cursor tries (blue), places (green) or removes (orange), and
    // the chosen item.
    p.setBrush(Qt::NoBrush);
    const qreal w = std::max(2.0, l.cell / 6.0);
    if (matrix_.option >= 0) {
        const QRectF row(l.grid.left(), l.rows[static_cast<std::size_t>(matrix_.option)],
                         right - l.grid.left(), optionHeight(l, matrix_.option));
        QColor edge =
            DlxMatrixLegend::color(matrix_.step == DlxMatrix::Step::Place    ? Mark::Placed
                                   : matrix_.step == DlxMatrix::Step::Remove ? Mark::Covering
                                                                             : Mark::Current,
                                   pal, colors_);
        edge.setAlpha(255);
        p.setPen(QPen(edge, w));
        p.drawRect(row.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    if (matrix_.chosen.item >= 0 && matrix_.chosen.item < items) {
        const QRectF column(itemX(l, matrix_.chosen.item), l.heads.top(), l.cell,
                            l.grid.bottom() + 1 - l.heads.top());
        p.setPen(QPen(DlxMatrixLegend::color(Mark::Chosen, pal, colors_), w));
        p.drawRect(column.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    }
}

// An option's label and dots; a hidden option's dots are grey and struck through, and a folded
// one keeps only a dash per item.
void DlxMatrixView::paintOption(QPainter& p, const Layout& l, int o) {
    const int n = matrix_.n, r = o / n, c = o % n;
    const QColor text = palette().color(QPalette::Text);
    const QColor grey = palette().color(QPalette::PlaceholderText);
    const bool placed = matrix_.placed[static_cast<std::size_t>(o)];
    const bool live = matrix_.live[static_cast<std::size_t>(o)];
    const int height = optionHeight(l, o);
    const auto its = queens::CoverState::items(n, r, c);
    if (height < l.cell) {  // folded: a short grey dash at each of its items
        for (const int i : its) {
            const QRect cell = cellRect(l, o, i);
            p.fillRect(QRect(cell.left() + l.cell / 4, cell.top() + 1, l.cell - l.cell / 2,
                             std::max(1, height - 1)),
                       grey);
        }
        return;
    }
    const QRect label(l.rowLabels.left(), l.rows[static_cast<std::size_t>(o)],
                      l.rowLabels.width() - kGap / 2, height);
    p.setPen(live || placed ? text : grey);
    p.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1,%2").arg(r).arg(c));
    const qreal dot = std::max(4.0, l.cell * 0.55);
    p.setPen(Qt::NoPen);
    p.setBrush(live || placed ? text : grey);
    for (const int i : its) {
        const QRectF cell = cellRect(l, o, i);
        p.drawEllipse(QRectF(cell.center().x() - dot / 2, cell.center().y() - dot / 2, dot, dot));
    }
    p.setBrush(Qt::NoBrush);
    if (!live && !placed) {
        const QRect first = cellRect(l, o, its[0]), last = cellRect(l, o, its[3]);
        p.setPen(QPen(grey, std::max(1.0, l.cell / 8.0)));
        p.drawLine(QPointF(first.left() + 1, first.center().y() + 0.5),
                   QPointF(last.right(), last.center().y() + 0.5));
    }
}

// The item labels, written upwards over their columns; a covered item's label is struck.
void DlxMatrixView::paintHeads(QPainter& p, const Layout& l) {
    const QColor text = palette().color(QPalette::Text);
    const QColor grey = palette().color(QPalette::PlaceholderText);
    QColor chosenFill = DlxMatrixLegend::color(Mark::Chosen, palette(), colors_);
    chosenFill.setAlpha(110);
    const QFontMetrics fm(l.small);
    for (int i = 0; i < matrix_.itemCount(); ++i) {
        const bool covered = matrix_.covered[static_cast<std::size_t>(i)];
        const bool chosen = i == matrix_.chosen.item;
        const QRect column(itemX(l, i), l.heads.top(), l.cell, l.heads.height());
        if (chosen) p.fillRect(column, chosenFill);
        p.save();
        p.translate(column.center().x() + 0.5, column.bottom() - kGap / 2);
        p.rotate(-90);
        const QString label = itemLabel(i);
        QFont f = l.small;
        f.setBold(chosen);
        f.setStrikeOut(covered);
        p.setFont(f);
        p.setPen(covered && !chosen ? grey : text);
        p.drawText(QRect(0, -l.cell / 2, fm.horizontalAdvance(label) + 2, l.cell),
                   Qt::AlignLeft | Qt::AlignVCenter, label);
        p.restore();
    }
}
