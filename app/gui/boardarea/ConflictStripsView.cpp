#include "ConflictStripsView.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "BoardColors.h"
#include "HeatMapRenderer.h"

using queens::EventKind;

namespace {
constexpr qreal kMargin = StripsPainter::kMargin;
constexpr qreal kQueenShare = 0.44;  // of the strips' width, the rest split between diagonals
}  // namespace

ConflictStripsView::ConflictStripsView(QWidget* parent)
    : QWidget(parent),
      rebuild_(
          kThrottleMs, [this] { beginBuild(); },
          [this](const QDeadlineTimer& deadline) {
              return state_ == nullptr || builder_.step(*state_, deadline);
          },
          [this] { finishBuild(); }) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

ConflictStripsView::~ConflictStripsView() = default;

// About 185 pixels at the application's 12 pt font (AppStyle), wider for a larger font.
QSize ConflictStripsView::sizeHint() const {
    const qreal em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    return {std::max(160, qRound(em * 13.5)), 600};
}

QSize ConflictStripsView::minimumSizeHint() const {
    const qreal em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    return {std::max(150, qRound(em * 12)), 200};
}

void ConflictStripsView::setView(const queens::BoardState& state,
                                 const queens::StepEvent* current) {
    state_ = &state;
    n_ = state.n();
    collisions_ = state.collisions();
    event_ = current ? std::optional<queens::StepEvent>(*current) : std::nullopt;
    requestBuild();
    update();
}

void ConflictStripsView::setRowGeometry(qreal top, qreal cell) {
    if (hasRowGeometry_ && top == rowTop_ && cell == rowCell_) return;
    hasRowGeometry_ = true;
    rowTop_ = top;
    rowCell_ = std::max<qreal>(0, cell);
    if (bucketsStale()) scheduleBuild();
    update();
}

void ConflictStripsView::clearRowGeometry() {
    if (!hasRowGeometry_) return;
    hasRowGeometry_ = false;
    if (bucketsStale()) scheduleBuild();
    update();
}

void ConflictStripsView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (bucketsStale()) scheduleBuild();
}

void ConflictStripsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange && bucketsStale()) scheduleBuild();
    if (event->type() == QEvent::LanguageChange) {  // the texts are made per paint
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void ConflictStripsView::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    releaseState();
}

// What is shown stays (the buckets and texts are copies); only the pointer and a pending build go.
void ConflictStripsView::releaseState() {
    state_ = nullptr;
    rebuild_.cancel();
}

// Measured again only when a text, the width or the font changed.
QPair<qreal, qreal> ConflictStripsView::textHeights(qreal width) const {
    const QString verdict = verdictText();
    const QString total = collisionsText();
    TextHeights& c = textHeights_;
    if (c.verdict != verdict || c.total != total || c.width != width || c.font != font()) {
        const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
        QFont bold = font();
        bold.setBold(true);
        const auto height = [&](const QFont& f, const QString& text) {
            if (text.isEmpty()) return 0.0;
            const QRectF box = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 1e6), flags, text);
            return std::ceil(box.height());
        };
        c = {verdict, total, width, font(), {height(font(), verdict), height(bold, total)}};
    }
    return c.heights;
}

// Two title lines: "diagonals" over both diagonal strips, then the strips' own titles. Without a
// row geometry: the text, the titles, the strips below. With one the strips stay on the board's
// rows: the titles go just above them (or over their first rows when there is no room); the text
// above the titles (the total last, next to them), else below the strips (the total first), else
// over the strips' top on a panel.
ConflictStripsView::Layout ConflictStripsView::layout() const {
    Layout l;
    const qreal line = QFontMetricsF(font()).lineSpacing();
    const qreal titlesHeight = 2 * line + 2;
    const qreal w = std::max<qreal>(0, width() - 2 * kMargin);
    std::tie(l.verdictHeight, l.totalHeight) = textHeights(w);
    const qreal hh = l.verdictHeight + l.totalHeight + 4;
    // Room is judged with three verdict lines at least, so that the text does not jump from
    // above to below while the verdicts come and go.
    const qreal room = std::max(l.verdictHeight, 3 * line) + l.totalHeight + 4;
    QRectF strips;
    qreal titlesTop = 0;
    if (hasRowGeometry_) {
        const qreal top = rowTop_;
        const qreal bottom = rowTop_ + n_ * rowCell_;
        l.titlesInside = top < titlesHeight;
        titlesTop = l.titlesInside ? top : top - titlesHeight;
        if (titlesTop >= room) {
            l.header = QRectF(kMargin, titlesTop - hh, w, hh);
        } else if (height() - bottom >= room) {
            l.header = QRectF(kMargin, bottom + 4, w, hh);
            l.totalFirst = true;
        } else {
            const qreal below = l.titlesInside ? top + titlesHeight : top;
            l.header = QRectF(kMargin, below, w, hh);
            l.totalFirst = true;
            l.headerOverlay = true;
        }
        strips = QRectF(kMargin, top, w, bottom - top);
    } else {
        l.header = QRectF(kMargin, kMargin, w, hh);
        titlesTop = kMargin + room;
        const qreal top = titlesTop + titlesHeight + 2;
        strips = QRectF(kMargin, top, w, std::max<qreal>(0, height() - top - kMargin));
    }
    const qreal inner = std::max<qreal>(0, w - StripsPainter::kTagGap - StripsPainter::kStripGap);
    const qreal qw = std::round(inner * kQueenShare);
    const qreal dw = (inner - qw) / 2;
    l.queens = QRectF(strips.left(), strips.top(), qw, strips.height());
    l.diag = QRectF(l.queens.right() + StripsPainter::kTagGap, strips.top(), dw, strips.height());
    l.anti = QRectF(l.diag.right() + StripsPainter::kStripGap, strips.top(), dw, strips.height());
    l.groupTitle = QRectF(l.diag.left(), titlesTop, l.anti.right() - l.diag.left(), line);
    l.titles = QRectF(kMargin, titlesTop + line, w, line + 2);
    return l;
}

// One bucket per pixel row at most, one entry per bucket while they fit.
int ConflictStripsView::bucketsFor(int entries, qreal height) const {
    if (entries <= 0) return 0;
    const int pixels = static_cast<int>(std::floor(height));
    return std::clamp(pixels, 1, entries);
}

bool ConflictStripsView::bucketsStale() const {
    if (state_ == nullptr) return false;
    const Layout l = layout();
    const int lines = n_ > 0 ? 2 * n_ - 1 : 0;
    return queens_.count != n_ ||
           static_cast<int>(queens_.buckets.size()) != bucketsFor(n_, l.queens.height()) ||
           static_cast<int>(diag_.buckets.size()) != bucketsFor(lines, l.diag.height());
}

void ConflictStripsView::clearView() {
    releaseState();
    n_ = 0;
    collisions_ = 0;
    event_.reset();
    queens_ = diag_ = anti_ = Strip{};
    update();
}

// Small boards build at once, and so does a new n below kSliceMinN. Otherwise the build runs
// from the event loop in slices (SlicedRebuild), each in an event of its own, so that this O(n)
// pass and the board's heat image (built for BoardWidget::setView) never add up in one event.
void ConflictStripsView::requestBuild() {
    if (state_ == nullptr) return;
    if (n_ < kThrottleMinN || (queens_.count != n_ && n_ < kSliceMinN)) {
        build();
        return;
    }
    rebuild_.request();
}

// Later, from the event loop: a geometry change can come before the setView of a new state (the
// board's boardRectChanged() fires inside its own setView), when the old state may be gone.
void ConflictStripsView::scheduleBuild() {
    if (state_ != nullptr) rebuild_.request();
}

void ConflictStripsView::beginBuild() {
    if (state_ == nullptr) return;
    const Layout l = layout();
    const int lines = n_ > 0 ? 2 * n_ - 1 : 0;
    builder_.begin(*state_, bucketsFor(n_, l.queens.height()), bucketsFor(lines, l.diag.height()),
                   n_ < kThrottleMinN);
}

void ConflictStripsView::finishBuild() {
    if (!builder_.done()) return;
    builder_.take(queens_, diag_, anti_);
    ++builds_;
    update();
}

// At once: the whole O(n) pass in this event.
void ConflictStripsView::build() {
    rebuild_.cancel();
    if (state_ == nullptr) return;
    beginBuild();
    builder_.step(*state_, QDeadlineTimer(QDeadlineTimer::Forever));
    finishBuild();
    rebuild_.restartClock();
}

int ConflictStripsView::queenConflicts(int row) const {
    return queens_.value(row);
}

int ConflictStripsView::diagonalBar(int d) const {
    return diag_.value(d);
}

int ConflictStripsView::antiDiagonalBar(int d) const {
    return anti_.value(d);
}

QPair<int, int> ConflictStripsView::evaluatedRows() const {
    if (event_ && (event_->kind == EventKind::Evaluate || event_->kind == EventKind::Swap))
        return {event_->a, event_->b};
    return {-1, -1};
}

QString ConflictStripsView::verdictText() const {
    if (!event_) return {};
    const auto& e = *event_;
    const QLocale locale;
    switch (e.kind) {
        case EventKind::Evaluate: {
            const auto delta = static_cast<qlonglong>(e.delta);
            const QString signedDelta =
                delta > 0 ? QLatin1Char('+') + locale.toString(delta) : locale.toString(delta);
            const bool accepted = e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
            //: Min-conflicts: the swap of two queens is evaluated; %3 is the change of the
            //: collisions (e.g. -2 or +1), %4 is "accepted" or "rejected".
            return tr("swap rows %1 and %2: collisions %3, %4")
                .arg(locale.toString(e.a), locale.toString(e.b), signedDelta,
                     accepted ? tr("accepted", "swap verdict") : tr("rejected", "swap verdict"));
        }
        case EventKind::Swap:
            return tr("rows %1 and %2 swapped").arg(locale.toString(e.a), locale.toString(e.b));
        case EventKind::Restart:
            return tr("restart %1: a new random board").arg(locale.toString(e.a));
        case EventKind::Solution:
            return tr("solution: no collisions left");
        default:
            return {};
    }
}

QString ConflictStripsView::collisionsText() const {
    //: Min-conflicts: the number of collisions on the board (excess queens per line).
    return tr("collisions: %1").arg(QLocale().toString(static_cast<qlonglong>(collisions_)));
}

QRectF ConflictStripsView::rowBarRect(int row) const {
    if (row < 0 || row >= queens_.count || queens_.buckets.empty()) return {};
    const QRectF area = layout().queens;
    if (queens_.exact.empty()) return StripsPainter::barRect(queens_, area, queens_.bucketOf(row));
    const qreal unit = area.height() / queens_.count;
    return {area.left(), area.top() + row * unit,
            area.width() * queens_.exact[static_cast<std::size_t>(row)] / std::max(1, queens_.max),
            unit};
}

QString ConflictStripsView::toolTipAt(const QPointF& pos) const {
    if (n_ <= 0) return {};
    const Layout l = layout();
    if (l.header.contains(pos))
        //: Tool tip of the min-conflicts text beside the board.
        return tr(
            "Collisions: every column or diagonal holding k > 1 queens adds k − 1. "
            "Min-conflicts swaps two queens only when that lowers the collisions.");
    if (pos.y() < l.groupTitle.top() || pos.y() > l.queens.bottom()) return {};
    //: Tool tip of the backslash-diagonal strip (the long form of its title).
    const QString diag =
        tr("\\ diagonals (row − column the same along each line): the queens on "
           "each line, from the board's top to its bottom. A line holding two or "
           "more queens (hot, hatched, marked by a triangle) is a collision.");
    //: Tool tip of the "/" diagonal strip (the long form of its title).
    const QString anti =
        tr("/ diagonals (row + column the same along each line): the queens on "
           "each line, from the board's top to its bottom. A line holding two or "
           "more queens (hot, hatched, marked by a triangle) is a collision.");
    if (l.groupTitle.contains(pos)) return diag + QStringLiteral("\n\n") + anti;
    if (pos.x() >= l.queens.left() && pos.x() < l.diag.left())
        //: Tool tip of the per-queen strip (the long form of its title "conflicts").
        return tr(
            "Conflicts per queen: one bar per board row, as long as the number of queens "
            "sharing a column or a diagonal with that row's queen. i and j mark the two "
            "rows of the swap being evaluated.");
    if (pos.x() >= l.diag.left() && pos.x() < l.anti.left()) return diag;
    if (pos.x() >= l.anti.left() && pos.x() <= l.anti.right() + kMargin) return anti;
    return {};
}

bool ConflictStripsView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), text, this);
    }
    return true;
}

QColor ConflictStripsView::verdictColor() const {
    if (!event_ || event_->kind != EventKind::Evaluate)
        return palette().color(QPalette::WindowText);
    const BoardColors colors = BoardColors::forPalette(palette());
    return event_->reason == queens::reasonCode(queens::SwapVerdict::Accepted)
               ? colors.swapOutline
               : colors.rejectedSwap;
}

void ConflictStripsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    if (n_ <= 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No board"));
        return;
    }
    const Layout l = layout();
    const StripsPainter painter(p, palette(), font());
    if (!queens_.buckets.empty() && queens_.count == n_) {
        painter.paintQueenStrip(l.queens, queens_);
        painter.paintLineStrip(l.diag, diag_);
        painter.paintLineStrip(l.anti, anti_);
        const auto [a, b] = evaluatedRows();
        if (a >= 0 || b >= 0) {
            const bool good = event_->kind == EventKind::Swap ||
                              event_->reason == queens::reasonCode(queens::SwapVerdict::Accepted);
            painter.paintEvaluated(l.queens, queens_, a, b, good);
        }
    }
    //: Title of the bar strip with the number of conflicts of each queen (one bar per row).
    painter.paintTitles(l, tr("conflicts"),
                        //: Title over the two bar strips with the queens on each diagonal line.
                        tr("diagonals"));
    painter.paintHeader(l, verdictText(), verdictColor(), collisionsText());
}
