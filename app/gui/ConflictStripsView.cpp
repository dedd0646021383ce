#include "ConflictStripsView.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

#include "BoardColors.h"
#include "HeatMapRenderer.h"

using queens::EventKind;

namespace {
constexpr qreal kMargin = 6.0;
constexpr qreal kGap = 14.0;              // between the strips (the i / j tags go there)
constexpr qreal kTextColumnShare = 0.36;  // of the width, when the text goes beside the strips
constexpr qreal kQueenShare = 0.4;        // of the strips' width, the rest split between diagonals
constexpr qreal kMinHighlight = 3.0;      // pixels: the smallest band of an evaluated row
constexpr qreal kMarker = 4.0;            // pixels: half the size of a collision marker

QColor mixed(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}
}  // namespace

int ConflictStripsView::Strip::bucketOf(int index) const {
    const auto b = static_cast<std::int64_t>(buckets.size());
    return static_cast<int>(static_cast<std::int64_t>(index) * b / count);
}

std::int64_t ConflictStripsView::Strip::bucketStart(int bucket) const {
    const auto b = static_cast<std::int64_t>(buckets.size());
    return (static_cast<std::int64_t>(bucket) * count + b - 1) / b;  // ceil(bucket * count / b)
}

int ConflictStripsView::Strip::value(int index) const {
    if (index < 0 || index >= count || buckets.empty()) return 0;
    if (!exact.empty()) return exact[static_cast<std::size_t>(index)];
    return buckets[static_cast<std::size_t>(bucketOf(index))];
}

ConflictStripsView::ConflictStripsView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (pending_) build();
    });
}

ConflictStripsView::~ConflictStripsView() = default;

QSize ConflictStripsView::sizeHint() const {
    return {fontMetrics().horizontalAdvance(QLatin1Char('M')) * 24, 600};
}

QSize ConflictStripsView::minimumSizeHint() const {
    return {fontMetrics().horizontalAdvance(QLatin1Char('M')) * 14, 200};
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
    QWidget::changeEvent(event);
}

void ConflictStripsView::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    releaseState();
}

// What is shown stays (the buckets and texts are copies); only the pointer and a pending build go.
void ConflictStripsView::releaseState() {
    state_ = nullptr;
    timer_.stop();
    pending_ = false;
}

qreal ConflictStripsView::headerHeight() const {
    return 3 * fontMetrics().lineSpacing() + 6;  // verdict (two lines), collisions total
}

// Where the text goes. Without a row geometry: verdict and total, strip titles, strips. With
// one the strips must stay on the board's rows: the titles go just above them (or inside their
// top when there is no room), the text above the titles or below the strips when it fits, and
// otherwise into a column at the right (the strips then get narrower).
ConflictStripsView::Layout ConflictStripsView::layout() const {
    Layout l;
    const qreal hh = headerHeight();
    const qreal th = fontMetrics().lineSpacing() + 2;
    const qreal w = std::max<qreal>(0, width() - 2 * kMargin);
    qreal stripsWidth = w;
    QRectF strips;
    if (hasRowGeometry_) {
        const qreal top = rowTop_;
        const qreal bottom = rowTop_ + n_ * rowCell_;
        l.titlesInside = top < th;
        const qreal above = l.titlesInside ? top : top - th;
        if (above >= hh) {
            l.header = QRectF(kMargin, above - hh, w, hh);
        } else if (height() - bottom >= hh) {
            l.header = QRectF(kMargin, bottom + 2, w, hh);
        } else {
            const qreal textWidth = std::round(w * kTextColumnShare);
            stripsWidth = w - textWidth - kGap;
            l.header = QRectF(kMargin + stripsWidth + kGap, std::max<qreal>(0, top), textWidth,
                              std::max(hh, bottom - std::max<qreal>(0, top)));
            l.headerBeside = true;
        }
        strips = QRectF(kMargin, top, stripsWidth, bottom - top);
        l.titles = QRectF(kMargin, l.titlesInside ? top : top - th, stripsWidth, th);
    } else {
        l.header = QRectF(kMargin, kMargin, w, hh);
        l.titles = QRectF(kMargin, l.header.bottom(), w, th);
        strips = QRectF(kMargin, l.titles.bottom() + 2, w,
                        std::max<qreal>(0, height() - l.titles.bottom() - 2 - kMargin));
    }
    const qreal inner = std::max<qreal>(0, stripsWidth - 2 * kGap);
    const qreal qw = inner * kQueenShare;
    const qreal dw = (inner - qw) / 2;
    l.queens = QRectF(strips.left(), strips.top(), qw, strips.height());
    l.diag = QRectF(l.queens.right() + kGap, strips.top(), dw, strips.height());
    l.anti = QRectF(l.diag.right() + kGap, strips.top(), dw, strips.height());
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

bool ConflictStripsView::throttled() const {
    return n_ >= kThrottleMinN && queens_.count == n_ && clock_.isValid() &&
           clock_.elapsed() < kThrottleMs;
}

// Small boards build at once. Large ones (the same n as the last build) always build from the
// timer: at once when the throttle allows it, but in an event of its own, so that this O(n) pass
// and the board's heat image (built inside BoardWidget::setView) never add up in one event.
void ConflictStripsView::requestBuild() {
    if (state_ == nullptr) return;
    if (n_ < kThrottleMinN || queens_.count != n_) {
        build();
        return;
    }
    scheduleBuild();
}

// Later, from the event loop: a geometry change can come before the setView of a new state (the
// board's boardRectChanged() fires inside its own setView), when the old state may be gone.
void ConflictStripsView::scheduleBuild() {
    if (state_ == nullptr) return;
    pending_ = true;
    const int wait = throttled() ? kThrottleMs - static_cast<int>(clock_.elapsed()) : 0;
    if (!timer_.isActive() || wait == 0) timer_.start(std::max(0, wait));
}

// O(n): the largest value of every bucket, walking the rows and lines in order. A row's value is
// conflictsOf(row), looked up only for the queens on a hot line (HeatMapRenderer::HotLines): the
// others have none, and on a large board most look-ups would be cache misses.
void ConflictStripsView::build() {
    timer_.stop();
    pending_ = false;
    if (state_ == nullptr) return;
    const queens::BoardState& s = *state_;
    const int n = s.n();
    const Layout l = layout();
    const bool keepExact = n < kThrottleMinN;
    const auto fill = [keepExact](Strip& strip, int count, int buckets, auto&& valueAt) {
        strip.count = count;
        strip.buckets.assign(static_cast<std::size_t>(buckets), 0);
        strip.exact.assign(keepExact ? static_cast<std::size_t>(count) : 0, 0);
        strip.max = 0;
        for (int b = 0; b < buckets; ++b) {
            const auto end = static_cast<int>(b + 1 < buckets ? strip.bucketStart(b + 1) : count);
            int best = 0;
            for (auto i = static_cast<int>(strip.bucketStart(b)); i < end; ++i) {
                const int v = valueAt(i);
                if (keepExact) strip.exact[static_cast<std::size_t>(i)] = v;
                best = std::max(best, v);
            }
            strip.buckets[static_cast<std::size_t>(b)] = best;
            strip.max = std::max(strip.max, best);
        }
    };
    hot_.build(s);
    const std::vector<int>& cols = s.placement();
    const int lines = n > 0 ? 2 * n - 1 : 0;
    const HeatMapRenderer::HotLines::Probe attacked = hot_.probe();
    fill(queens_, n, bucketsFor(n, l.queens.height()), [&](int r) {
        const int c = cols[static_cast<std::size_t>(r)];
        return c != queens::BoardState::kEmpty && attacked(r, c) ? s.conflictsOf(r) : 0;
    });
    fill(diag_, lines, bucketsFor(lines, l.diag.height()),
         [&s](int d) { return s.diagonalCount(d); });
    fill(anti_, lines, bucketsFor(lines, l.anti.height()),
         [&s](int d) { return s.antiDiagonalCount(d); });
    clock_.start();
    ++builds_;
    update();
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
            return tr("swap rows %1 and %2: collisions %3 → %4")
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

QRectF ConflictStripsView::bucketRect(const Strip& s, const QRectF& area, int bucket) const {
    const auto b = static_cast<int>(s.buckets.size());
    const qreal unit = area.height() / s.count;
    const qreal y0 = area.top() + static_cast<qreal>(s.bucketStart(bucket)) * unit;
    const qreal y1 = bucket + 1 < b
                         ? area.top() + static_cast<qreal>(s.bucketStart(bucket + 1)) * unit
                         : area.bottom();
    return {area.left(), y0, area.width(), y1 - y0};
}

QRectF ConflictStripsView::barRect(const Strip& s, const QRectF& area, int bucket) const {
    QRectF r = bucketRect(s, area, bucket);
    const int v = s.buckets[static_cast<std::size_t>(bucket)];
    r.setWidth(area.width() * v / std::max(1, s.max));
    return r;
}

QRectF ConflictStripsView::rowBarRect(int row) const {
    if (row < 0 || row >= queens_.count || queens_.buckets.empty()) return {};
    const QRectF area = layout().queens;
    if (queens_.exact.empty()) return barRect(queens_, area, queens_.bucketOf(row));
    const qreal unit = area.height() / queens_.count;
    return {area.left(), area.top() + row * unit,
            area.width() * queens_.exact[static_cast<std::size_t>(row)] / std::max(1, queens_.max),
            unit};
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
    if (!queens_.buckets.empty() && queens_.count == n_) {
        paintQueenStrip(p, l.queens);
        paintLineStrip(p, l.diag, diag_);
        paintLineStrip(p, l.anti, anti_);
        paintEvaluated(p, l.queens);
    }
    paintHeader(p, l);
}

void ConflictStripsView::paintHeader(QPainter& p, const Layout& l) const {
    const QFontMetricsF fm(font());
    const qreal line = fm.lineSpacing();
    const BoardColors colors = BoardColors::forPalette(palette());
    QColor panel = palette().color(QPalette::Window);
    panel.setAlpha(215);

    // Verdict (the colour repeats what the words say: accepted / rejected), then the total.
    const QString verdict = verdictText();
    QColor verdictColor = palette().color(QPalette::WindowText);
    if (event_ && event_->kind == EventKind::Evaluate)
        verdictColor = event_->reason == queens::reasonCode(queens::SwapVerdict::Accepted)
                           ? colors.swapOutline
                           : colors.rejectedSwap;
    const QRectF r = l.header.adjusted(0, 2, 0, 0);
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const qreal verdictHeight =
        l.headerBeside ? fm.boundingRect(r, flags, verdict).height() : 2 * line;
    p.setPen(verdictColor);
    p.drawText(QRectF(r.left(), r.top(), r.width(), verdictHeight), flags, verdict);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(r.left(), r.top() + std::max(verdictHeight, line) + (l.headerBeside ? 4 : 0),
                      r.width(), 2 * line),
               flags, collisionsText());
    p.setFont(font());

    // Strip titles, on a panel when they cover the strips' first rows.
    const auto title = [&](const QRectF& strip, const QString& text) {
        const qreal width = strip.width() + kGap - 2;
        const QString shown = fm.elidedText(text, Qt::ElideRight, width);
        const QRectF box(strip.left(), l.titles.top(), fm.horizontalAdvance(shown) + 4,
                         l.titles.height());
        if (l.titlesInside) p.fillRect(box, panel);
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, shown);
    };
    //: Title of the bar strip with the number of conflicts of each queen (one bar per row).
    title(l.queens, tr("conflicts"));
    //: Title of the bar strip with the queens on each "\" diagonal (row - col constant).
    title(l.diag, tr("\\ diagonals"));
    //: Title of the bar strip with the queens on each "/" diagonal (row + col constant).
    title(l.anti, tr("/ diagonals"));
}

void ConflictStripsView::paintQueenStrip(QPainter& p, const QRectF& area) const {
    const QFontMetricsF fm(font());
    const HeatMapRenderer::Colors hc = HeatMapRenderer::colorsFor(BoardColors::isDark(palette()));
    const auto buckets = static_cast<int>(queens_.buckets.size());
    const bool exact = buckets == queens_.count;
    const qreal rowH = area.height() / std::max(1, buckets);
    // Rows in alternating shades, like the board's ranks, while they are a few pixels tall.
    if (exact && rowH >= 8) {
        for (int b = 1; b < buckets; b += 2)
            p.fillRect(bucketRect(queens_, area, b), palette().color(QPalette::AlternateBase));
    }
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawLine(QPointF(area.left(), area.top()), QPointF(area.left(), area.bottom()));
    const bool numbers = exact && rowH >= fm.height() * 0.9;
    for (int b = 0; b < buckets; ++b) {
        const int v = queens_.buckets[static_cast<std::size_t>(b)];
        if (v <= 0) continue;
        QRectF bar = barRect(queens_, area, b);
        if (rowH >= 4) bar.adjust(0, rowH * 0.15, 0, -rowH * 0.15);
        const qreal t = queens_.max > 1 ? qreal(v - 1) / (queens_.max - 1) : 1.0;
        p.fillRect(bar, mixed(hc.hotLow, hc.hotHigh, t));
        if (numbers) {
            const QString text = QLocale().toString(v);
            const qreal tw = fm.horizontalAdvance(text) + 6;
            const bool inside = bar.right() + tw > area.right();
            p.setPen(inside ? QColor(Qt::white) : palette().color(QPalette::WindowText));
            p.drawText(
                QRectF(inside ? bar.right() - tw : bar.right() + 3, bar.top(), tw, bar.height()),
                Qt::AlignLeft | Qt::AlignVCenter, text);
        }
    }
}

// One bar per line (or bucket): calm for a single queen; hot, hatched and marked at the strip's
// right edge for two or more.
void ConflictStripsView::paintLineStrip(QPainter& p, const QRectF& area, const Strip& s) const {
    const HeatMapRenderer::Colors hc = HeatMapRenderer::colorsFor(BoardColors::isDark(palette()));
    const QColor calm = hc.calmSparse;  // light: the hot lines must stand out
    const QColor hatch =
        BoardColors::isDark(palette()) ? QColor(0, 0, 0, 150) : QColor(255, 255, 255, 170);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawLine(QPointF(area.left(), area.top()), QPointF(area.left(), area.bottom()));
    const auto buckets = static_cast<int>(s.buckets.size());
    const qreal barArea = std::max<qreal>(0, area.width() - 3 * kMarker);  // room for the marker
    const QRectF bars(area.left(), area.top(), barArea, area.height());
    p.setPen(Qt::NoPen);
    for (int b = 0; b < buckets; ++b) {
        const int v = s.buckets[static_cast<std::size_t>(b)];
        if (v <= 0) continue;
        const QRectF bar = barRect(s, bars, b);
        if (v == 1) {
            p.fillRect(bar, calm);
            continue;
        }
        p.fillRect(bar, hc.hotHigh);
        if (bar.height() >= 4) p.fillRect(bar, QBrush(hatch, Qt::BDiagPattern));
        const qreal cy = bar.center().y();
        const qreal mx = area.right() - kMarker;
        QPainterPath tri;  // a small triangle pointing at the bar
        tri.moveTo(mx + kMarker, cy - kMarker);
        tri.lineTo(mx + kMarker, cy + kMarker);
        tri.lineTo(mx - kMarker, cy);
        tri.closeSubpath();
        p.fillPath(tri, palette().color(QPalette::WindowText));
    }
}

// The rows a and b of the current Evaluate or Swap event, as bands across the per-queen strip.
void ConflictStripsView::paintEvaluated(QPainter& p, const QRectF& area) const {
    const auto [a, b] = evaluatedRows();
    if (a < 0 && b < 0) return;
    const BoardColors colors = BoardColors::forPalette(palette());
    const bool good = event_->kind == EventKind::Swap ||
                      event_->reason == queens::reasonCode(queens::SwapVerdict::Accepted);
    const QColor color = good ? colors.swapOutline : colors.rejectedSwap;
    QColor fill = color;
    fill.setAlpha(60);
    const QFontMetricsF fm(font());
    // i and j as in the pseudo-code ("for each attacked queen i", "pick a random row j").
    const QString tags[] = {QStringLiteral("i"), QStringLiteral("j")};
    int k = 0;
    for (const int row : {a, b}) {
        const QString& tag = tags[k++];
        if (row < 0 || row >= queens_.count) continue;
        QRectF band = bucketRect(queens_, area, queens_.bucketOf(row));
        if (band.height() < kMinHighlight)
            band.adjust(0, -(kMinHighlight - band.height()) / 2, 0,
                        (kMinHighlight - band.height()) / 2);
        p.fillRect(band, fill);
        p.setPen(QPen(color, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(band.adjusted(1, 1, -1, -1));
        // The tag in the gap right of the strip, where no bar is drawn.
        if (band.height() >= fm.height() * 0.8) {
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.drawText(QRectF(area.right(), band.top(), kGap, band.height()), Qt::AlignCenter, tag);
            p.setFont(font());
        }
    }
}
