#include "StripsPainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "BoardColors.h"
#include "HeatMapRenderer.h"

namespace {
constexpr qreal kMinHighlight = 3.0;  // pixels: the smallest band of an evaluated row
constexpr qreal kMarker = 4.0;        // pixels: half the size of a collision marker

QColor mixed(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}
}  // namespace

int StripsPainter::Strip::bucketOf(int index) const {
    const auto b = static_cast<std::int64_t>(buckets.size());
    return static_cast<int>(static_cast<std::int64_t>(index) * b / count);
}

std::int64_t StripsPainter::Strip::bucketStart(int bucket) const {
    const auto b = static_cast<std::int64_t>(buckets.size());
    return (static_cast<std::int64_t>(bucket) * count + b - 1) / b;  // ceil(bucket * count / b)
}

int StripsPainter::Strip::value(int index) const {
    if (index < 0 || index >= count || buckets.empty()) return 0;
    if (!exact.empty()) return exact[static_cast<std::size_t>(index)];
    return buckets[static_cast<std::size_t>(bucketOf(index))];
}

StripsPainter::StripsPainter(QPainter& p, const QPalette& palette, const QFont& font)
    : p_(p), palette_(palette), font_(font) {}

QRectF StripsPainter::bucketRect(const Strip& s, const QRectF& area, int bucket) {
    const auto b = static_cast<int>(s.buckets.size());
    const qreal unit = area.height() / s.count;
    const qreal y0 = area.top() + static_cast<qreal>(s.bucketStart(bucket)) * unit;
    const qreal y1 = bucket + 1 < b
                         ? area.top() + static_cast<qreal>(s.bucketStart(bucket + 1)) * unit
                         : area.bottom();
    return {area.left(), y0, area.width(), y1 - y0};
}

QRectF StripsPainter::barRect(const Strip& s, const QRectF& area, int bucket) {
    QRectF r = bucketRect(s, area, bucket);
    const int v = s.buckets[static_cast<std::size_t>(bucket)];
    r.setWidth(area.width() * v / std::max(1, s.max));
    return r;
}

void StripsPainter::paintQueenStrip(const QRectF& area, const Strip& s) const {
    const QFontMetricsF fm(font_);
    const HeatMapRenderer::Colors hc = HeatMapRenderer::colorsFor(BoardColors::isDark(palette_));
    const auto buckets = static_cast<int>(s.buckets.size());
    const bool exact = buckets == s.count;
    const qreal rowH = area.height() / std::max(1, buckets);
    // Rows in alternating shades, like the board's ranks, while they are a few pixels tall.
    if (exact && rowH >= 8) {
        for (int b = 1; b < buckets; b += 2)
            p_.fillRect(bucketRect(s, area, b), palette_.color(QPalette::AlternateBase));
    }
    p_.setPen(QPen(palette_.color(QPalette::Mid), 1));
    p_.drawLine(QPointF(area.left(), area.top()), QPointF(area.left(), area.bottom()));
    const bool numbers = exact && rowH >= fm.height() * 0.9;
    for (int b = 0; b < buckets; ++b) {
        const int v = s.buckets[static_cast<std::size_t>(b)];
        if (v <= 0) continue;
        QRectF bar = barRect(s, area, b);
        if (rowH >= 4) bar.adjust(0, rowH * 0.15, 0, -rowH * 0.15);
        const qreal t = s.max > 1 ? qreal(v - 1) / (s.max - 1) : 1.0;
        p_.fillRect(bar, mixed(hc.hotLow, hc.hotHigh, t));
        if (numbers) {
            const QString text = QLocale().toString(v);
            const qreal tw = fm.horizontalAdvance(text) + 6;
            const bool inside = bar.right() + tw > area.right();
            p_.setPen(inside ? QColor(Qt::white) : palette_.color(QPalette::WindowText));
            p_.drawText(
                QRectF(inside ? bar.right() - tw : bar.right() + 3, bar.top(), tw, bar.height()),
                Qt::AlignLeft | Qt::AlignVCenter, text);
        }
    }
}

// One bar per line (or bucket): calm for a single queen; hot, hatched and marked at the strip's
// right edge for two or more.
void StripsPainter::paintLineStrip(const QRectF& area, const Strip& s) const {
    const bool dark = BoardColors::isDark(palette_);
    const HeatMapRenderer::Colors hc = HeatMapRenderer::colorsFor(dark);
    const QColor calm = hc.calmSparse;  // light: the hot lines must stand out
    const QColor hatch = dark ? QColor(0, 0, 0, 150) : QColor(255, 255, 255, 170);
    p_.setPen(QPen(palette_.color(QPalette::Mid), 1));
    p_.drawLine(QPointF(area.left(), area.top()), QPointF(area.left(), area.bottom()));
    const auto buckets = static_cast<int>(s.buckets.size());
    const qreal barArea = std::max<qreal>(0, area.width() - 3 * kMarker);  // room for the marker
    const QRectF bars(area.left(), area.top(), barArea, area.height());
    p_.setPen(Qt::NoPen);
    for (int b = 0; b < buckets; ++b) {
        const int v = s.buckets[static_cast<std::size_t>(b)];
        if (v <= 0) continue;
        const QRectF bar = barRect(s, bars, b);
        if (v == 1) {
            p_.fillRect(bar, calm);
            continue;
        }
        p_.fillRect(bar, hc.hotHigh);
        if (bar.height() >= 4) p_.fillRect(bar, QBrush(hatch, Qt::BDiagPattern));
        const qreal cy = bar.center().y();
        const qreal mx = area.right() - kMarker;
        QPainterPath tri;  // a small triangle pointing at the bar
        tri.moveTo(mx + kMarker, cy - kMarker);
        tri.lineTo(mx + kMarker, cy + kMarker);
        tri.lineTo(mx - kMarker, cy);
        tri.closeSubpath();
        p_.fillPath(tri, palette_.color(QPalette::WindowText));
    }
}

void StripsPainter::paintEvaluated(const QRectF& area, const Strip& queens, int a, int b,
                                   bool good) const {
    const BoardColors colors = BoardColors::forPalette(palette_);
    const QColor color = good ? colors.swapOutline : colors.rejectedSwap;
    QColor fill = color;
    fill.setAlpha(60);
    const QFontMetricsF fm(font_);
    QFont bold = font_;
    bold.setBold(true);
    // i and j as in the pseudo-code ("for each attacked queen i", "pick a random row j").
    const QString tags[] = {QStringLiteral("i"), QStringLiteral("j")};
    int k = 0;
    for (const int row : {a, b}) {
        const QString& tag = tags[k++];
        if (row < 0 || row >= queens.count) continue;
        QRectF band = bucketRect(queens, area, queens.bucketOf(row));
        if (band.height() < kMinHighlight)
            band.adjust(0, -(kMinHighlight - band.height()) / 2, 0,
                        (kMinHighlight - band.height()) / 2);
        p_.fillRect(band, fill);
        // Colour-blind scheme: a rejected swap's bands are dashed, an accepted one's solid.
        p_.setPen(QPen(color, 2, colors.shapes && !good ? Qt::DashLine : Qt::SolidLine));
        p_.setBrush(Qt::NoBrush);
        p_.drawRect(band.adjusted(1, 1, -1, -1));
        // The tag in the gap right of the strip, where no bar is drawn.
        if (band.height() >= fm.height() * 0.8) {
            p_.setFont(bold);
            p_.drawText(QRectF(area.right(), band.top(), kTagGap, band.height()), Qt::AlignCenter,
                        tag);
            p_.setFont(font_);
        }
    }
}

// Titles that do not fit are elided; the view's tool tips give every title's long form.
void StripsPainter::paintTitles(const Layout& l, const QString& queensTitle,
                                const QString& group) const {
    const QFontMetricsF fm(font_);
    QColor panel = palette_.color(QPalette::Window);
    panel.setAlpha(215);
    const QColor text = palette_.color(QPalette::WindowText);
    const auto title = [&](const QRectF& box, const QString& s, int align) {
        const QString shown = fm.elidedText(s, Qt::ElideRight, box.width());
        if (l.titlesInside) {
            const qreal w = fm.horizontalAdvance(shown) + 4;
            const qreal left = align & Qt::AlignHCenter ? box.center().x() - w / 2 : box.left();
            p_.fillRect(QRectF(left, box.top(), w, box.height()), panel);
        }
        p_.setPen(text);
        p_.drawText(box, align | Qt::AlignVCenter, shown);
    };
    title(QRectF(l.queens.left(), l.titles.top(), l.queens.width() + kTagGap, l.titles.height()),
          queensTitle, Qt::AlignLeft);
    title(l.groupTitle, group, Qt::AlignHCenter);
    // "\" and "/" as a square's diagonal, drawn, one over each diagonal strip.
    const qreal side = std::round(std::min(l.titles.height() - 4, fm.height() * 0.75));
    for (const bool down : {true, false}) {
        const QRectF& strip = down ? l.diag : l.anti;
        const QRectF box(std::round(strip.center().x() - side / 2),
                         std::round(l.titles.center().y() - side / 2), side, side);
        if (l.titlesInside) p_.fillRect(box.adjusted(-2, -2, 2, 2), panel);
        p_.setBrush(Qt::NoBrush);
        QColor frame = text;  // the square, fainter than its diagonal
        frame.setAlpha(110);
        p_.setPen(QPen(frame, 1));
        p_.drawRect(box);
        p_.setPen(QPen(text, 2, Qt::SolidLine, Qt::RoundCap));
        if (down)
            p_.drawLine(box.topLeft(), box.bottomRight());
        else
            p_.drawLine(box.bottomLeft(), box.topRight());
    }
}

// The verdict (its colour repeats what the words say: accepted / rejected) and the total, the
// total next to the strips: under the verdict above them, over it below or on them.
void StripsPainter::paintHeader(const Layout& l, const QString& verdict, const QColor& verdictColor,
                                const QString& total) const {
    if (l.headerOverlay) {
        QColor panel = palette_.color(QPalette::Window);
        panel.setAlpha(225);
        p_.fillRect(l.header, panel);
    }
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const qreal verdictTop = l.totalFirst ? l.header.top() + l.totalHeight : l.header.top();
    const qreal totalTop = l.totalFirst ? l.header.top() : l.header.top() + l.verdictHeight;
    p_.setPen(verdictColor);
    p_.drawText(QRectF(l.header.left(), verdictTop, l.header.width(), l.verdictHeight), flags,
                verdict);
    QFont bold = font_;
    bold.setBold(true);
    p_.setFont(bold);
    p_.setPen(palette_.color(QPalette::WindowText));
    p_.drawText(QRectF(l.header.left(), totalTop, l.header.width(), l.totalHeight), flags, total);
    p_.setFont(font_);
}
