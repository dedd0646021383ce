#include "HeatMapRenderer.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <algorithm>
#include <bit>
#include <cmath>

namespace {
// Linear interpolation between two colours, t in [0, 1].
QRgb mix(const QColor& a, const QColor& b, double t) {
    const auto lerp = [t](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * t)); };
    return qRgb(lerp(a.red(), b.red()), lerp(a.green(), b.green()), lerp(a.blue(), b.blue()));
}

// floor(index * grid / n) as one multiplication: scale = ceil(grid * 2^64 / n), and the result is
// the high 64 bits of index * scale. That exceeds index * grid / n by less than n / 2^64, which
// is below the gap 1 / n between index * grid / n and the next integer, as n^2 < 2^64 for any
// int n: the result is exact. (grid == n, where the scale would be 2^64, is the identity.)
class RegionMap {
public:
    RegionMap(std::int64_t n, int grid)
        : identity_(grid >= n),
          scale_(identity_
                     ? 0
                     : static_cast<std::uint64_t>(((static_cast<unsigned __int128>(grid) << 64) +
                                                   static_cast<std::uint64_t>(n) - 1) /
                                                  static_cast<std::uint64_t>(n))) {}
    std::size_t operator()(int index) const {
        if (identity_) return static_cast<std::size_t>(index);
        return static_cast<std::size_t>(
            (static_cast<unsigned __int128>(static_cast<std::uint64_t>(index)) * scale_) >> 64);
    }

private:
    bool identity_;
    std::uint64_t scale_;
};
constexpr qreal kHotRingMin = 7.0;  // pixels: radius of the ring around a hot region
}  // namespace

HeatMapRenderer::Colors HeatMapRenderer::colorsFor(bool dark) {
    Colors c;
    if (dark) {
        c.empty = QColor(0x26, 0x2a, 0x30);
        c.calmSparse = QColor(0x4f, 0x8f, 0xc9);
        c.calmDense = QColor(0xb3, 0xdc, 0xff);
        c.hotLow = QColor(0xff, 0xb3, 0x00);
        c.hotHigh = QColor(0xff, 0x3d, 0x3d);
    } else {
        c.empty = QColor(0xf4, 0xf1, 0xea);
        c.calmSparse = QColor(0x8c, 0xb8, 0xe0);
        c.calmDense = QColor(0x0d, 0x47, 0xa1);
        c.hotLow = QColor(0xfb, 0x8c, 0x00);
        c.hotHigh = QColor(0xa0, 0x10, 0x10);
    }
    return c;
}

int HeatMapRenderer::regionOf(std::int64_t index, std::int64_t n, int grid) {
    if (n <= 0) return 0;
    return static_cast<int>(index * grid / n);  // the sweep's RegionMap gives the same
}

std::int64_t HeatMapRenderer::regionStart(int region, std::int64_t n, int grid) {
    if (grid <= 0) return 0;
    return (static_cast<std::int64_t>(region) * n + grid - 1) / grid;  // ceil(region * n / grid)
}

int HeatMapRenderer::queensIn(int regionRow, int regionCol) const {
    if (regionRow < 0 || regionRow >= grid_ || regionCol < 0 || regionCol >= grid_) return 0;
    return queenCount_[static_cast<std::size_t>(regionRow) * static_cast<std::size_t>(grid_) +
                       static_cast<std::size_t>(regionCol)];
}

int HeatMapRenderer::attackedIn(int regionRow, int regionCol) const {
    if (regionRow < 0 || regionRow >= grid_ || regionCol < 0 || regionCol >= grid_) return 0;
    return attackedCount_[static_cast<std::size_t>(regionRow) * static_cast<std::size_t>(grid_) +
                          static_cast<std::size_t>(regionCol)];
}

void HeatMapRenderer::build(const queens::BoardState& state, int grid, const Colors& colors) {
    begin(state, grid, colors);
    step(state, QDeadlineTimer(QDeadlineTimer::Forever));
}

void HeatMapRenderer::begin(const queens::BoardState& state, int grid, const Colors& colors) {
    colors_ = colors;
    n_ = state.n();
    queens_ = 0;
    attacked_ = 0;
    maxQueens_ = 0;
    maxAttacked_ = 0;
    hotCount_ = 0;
    band_ = 0;
    hotRegions_.clear();
    done_ = n_ <= 0;
    if (n_ <= 0) {
        grid_ = 0;
        image_ = QImage();
        return;
    }
    grid_ = std::clamp(grid, 1, std::min(kMaxGrid, n_));
    const auto g = static_cast<std::size_t>(grid_);
    queenCount_.assign(g * g, 0);
    attackedCount_.assign(g * g, 0);
    hot_.begin(state);
}

bool HeatMapRenderer::step(const queens::BoardState& state, const QDeadlineTimer& deadline) {
    if (done_) return true;
    if (state.n() != n_) {  // not the board of begin(): start again
        begin(state, grid_, colors_);
        if (done_) return true;
    }
    if (!hot_.step(state, deadline)) return false;
    while (band_ < grid_) {
        sweepBand(state, band_++);
        if (band_ < grid_ && deadline.hasExpired()) return false;
    }
    if (hotCount_ > static_cast<std::size_t>(kMaxListedHotRegions)) hotRegions_.clear();
    maxQueens_ = *std::max_element(queenCount_.begin(), queenCount_.end());
    maxAttacked_ = hot_.any() ? *std::max_element(attackedCount_.begin(), attackedCount_.end()) : 0;
    colorize();
    done_ = true;
    return true;
}

// The O(n / grid) sweep of one band of rows; counters in locals (the stores into the region
// arrays would otherwise force members to be reloaded every time).
void HeatMapRenderer::sweepBand(const queens::BoardState& state, int band) {
    const auto g = static_cast<std::size_t>(grid_);
    const std::vector<int>& cols = state.placement();
    const RegionMap regionOfCol(n_, grid_);
    std::int64_t queens = 0, attacked = 0;
    std::size_t hotCount = hotCount_;
    const HotLines::Probe attackedAt = hot_.probe();
    const bool anyHot = attackedAt.any;
    std::int32_t* queenCount = queenCount_.data() + static_cast<std::size_t>(band) * g;
    std::int32_t* attackedCount = attackedCount_.data() + static_cast<std::size_t>(band) * g;
    const auto first = static_cast<int>(regionStart(band, n_, grid_));
    const auto end = static_cast<int>(regionStart(band + 1, n_, grid_));
    for (int r = first; r < end; ++r) {
        const int c = cols[static_cast<std::size_t>(r)];
        if (c == queens::BoardState::kEmpty) continue;
        const std::size_t x = regionOfCol(c);
        ++queenCount[x];
        ++queens;
        if (anyHot && attackedAt(r, c)) {
            ++attacked;
            if (++attackedCount[x] == 1 &&
                ++hotCount <= static_cast<std::size_t>(kMaxListedHotRegions))
                hotRegions_.emplace_back(static_cast<int>(x), band);
        }
    }
    queens_ += queens;
    attacked_ += attacked;
    hotCount_ = hotCount;
}

// O(grid^2): the colours.
void HeatMapRenderer::colorize() {
    const auto g = static_cast<std::size_t>(grid_);
    buildPalettes();
    if (image_.width() != grid_ || image_.height() != grid_ ||
        image_.format() != QImage::Format_RGB32)
        image_ = QImage(grid_, grid_, QImage::Format_RGB32);
    // Table look-ups only: calmRamp_[0] is the empty colour, counts never exceed the maxima.
    const QRgb* calm = calmRamp_.data();
    const QRgb* hot = hotRamp_.data();
    for (int y = 0; y < grid_; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image_.scanLine(y));
        const std::int32_t* q = queenCount_.data() + static_cast<std::size_t>(y) * g;
        const std::int32_t* a = attackedCount_.data() + static_cast<std::size_t>(y) * g;
        for (int x = 0; x < grid_; ++x) line[x] = a[x] > 0 ? hot[a[x]] : calm[q[x]];
    }
}

// One colour per possible count, so that colouring a region is a table look-up.
void HeatMapRenderer::buildPalettes() {
    calmRamp_.assign(static_cast<std::size_t>(maxQueens_) + 1, colors_.empty.rgb());
    for (int q = 1; q <= maxQueens_; ++q) {
        const double t = maxQueens_ > 1 ? double(q - 1) / double(maxQueens_ - 1) : 1.0;
        calmRamp_[static_cast<std::size_t>(q)] = mix(colors_.calmSparse, colors_.calmDense, t);
    }
    hotRamp_.assign(static_cast<std::size_t>(maxAttacked_) + 1, colors_.hotLow.rgb());
    const double top = std::log1p(double(std::max(1, maxAttacked_ - 1)));
    for (int k = 1; k <= maxAttacked_; ++k) {
        const double t = maxAttacked_ > 1 ? std::log1p(double(k - 1)) / top : 1.0;
        hotRamp_[static_cast<std::size_t>(k)] = mix(colors_.hotLow, colors_.hotHigh, t);
    }
}

QRgb HeatMapRenderer::colorOf(int queens, int attacked) const {
    if (queens <= 0) return colors_.empty.rgb();
    if (attacked <= 0) return calmRamp_[static_cast<std::size_t>(std::min(queens, maxQueens_))];
    return hotRamp_[static_cast<std::size_t>(std::min(attacked, maxAttacked_))];
}

QColor HeatMapRenderer::regionColor(int queens, int attacked) const {
    if (queens > 0 && (queens > maxQueens_ || attacked > maxAttacked_))
        return {};  // outside the scales of this build
    if (queens > 0 && calmRamp_.empty()) return {};
    return QColor(colorOf(queens, attacked));
}

QString HeatMapRenderer::caption() const {
    const QLocale locale;
    //: The heat view of a large board: how many queens it shows and how many are attacked.
    return tr("%1 queens: %2 in conflict")
        .arg(locale.toString(static_cast<qlonglong>(queens_)),
             locale.toString(static_cast<qlonglong>(attacked_)));
}

void HeatMapRenderer::paint(QPainter& p, const QRectF& board, const QColor& halo) const {
    if (image_.isNull()) return;
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(board, image_);
    const qreal region = board.width() / grid_;
    const qreal radius = std::max<qreal>(kHotRingMin, region);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(Qt::NoBrush);
    for (const QPoint& h : hotRegions_) {
        const QPointF c(board.left() + (h.x() + 0.5) * region,
                        board.top() + (h.y() + 0.5) * region);
        p.setPen(QPen(halo, 5));
        p.drawEllipse(c, radius, radius);
        p.setPen(QPen(colors_.hotHigh, 2.5));
        p.drawEllipse(c, radius, radius);
    }
    p.restore();
}

HeatMapRenderer::Legend HeatMapRenderer::legend(qreal width, const QFont& font, bool stale) const {
    if (image_.isNull()) return {};
    QString text = caption();
    if (stale) text += QLatin1Char(' ') + QChar(0x2026);  // "…": a newer state waits
    //: Heat view legend: regions whose queens are attacked, from 1 to %1 per region.
    const QString hot = maxAttacked_ > 1
                            ? tr("1–%1 attacked per region").arg(QLocale().toString(maxAttacked_))
                            //: Heat view legend: regions with an attacked queen.
                            : tr("attacked queens");
    return legendFor(text, hot, colors_, width, font);
}

qreal HeatMapRenderer::legendHeight(qreal width, const QFont& font, int n) {
    const QLocale locale;
    const QString count = locale.toString(std::max(n, 1));
    // The longest texts a board of n rows can give: every count at its largest, stale.
    const QString text =
        tr("%1 queens: %2 in conflict").arg(count, count) + QLatin1Char(' ') + QChar(0x2026);
    const QString many = tr("1–%1 attacked per region").arg(count);
    const QString one = tr("attacked queens");
    const QFontMetricsF fm(font);
    const QString hot = fm.horizontalAdvance(many) >= fm.horizontalAdvance(one) ? many : one;
    return legendFor(text, hot, colorsFor(false), width, font).size.height();
}

HeatMapRenderer::Legend HeatMapRenderer::legendFor(const QString& caption, const QString& hotText,
                                                   const Colors& colors, qreal width,
                                                   const QFont& font) {
    Legend l;
    width = std::max<qreal>(width, 1);
    const QFontMetricsF fm(font);
    const qreal line = fm.lineSpacing();
    QFont bold = font;
    bold.setBold(true);
    const int wrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    l.caption = caption;
    const QRectF captionBox =
        QFontMetricsF(bold).boundingRect(QRectF(0, 0, width, 1e6), wrap, caption);
    const qreal captionWidth = std::ceil(captionBox.width());  // beyond `width`: one long word
    l.captionRect =
        QRectF(0, 0, captionWidth < width ? std::min(width, captionWidth + 1) : captionWidth,
               std::ceil(captionBox.height()));
    //: Heat view legend: a region of the board without queens.
    l.entries.push_back({colors.empty, colors.empty, tr("no queen"), {}, {}});
    //: Heat view legend: queens none of which is attacked (the stronger, the more queens).
    l.entries.push_back({colors.calmSparse, colors.calmDense, tr("queens, none attacked"), {}, {}});
    l.entries.push_back({colors.hotLow, colors.hotHigh, hotText, {}, {}});

    const qreal sw = line * 1.6;  // swatch
    const qreal sh = line * 0.8;
    const qreal pad = line * 0.4;    // swatch to text
    const qreal space = line * 1.2;  // between entries on a line
    qreal x = 0;
    qreal y = l.captionRect.bottom() + line * 0.25;
    qreal rowHeight = 0;
    qreal right = l.captionRect.right();
    for (Legend::Entry& e : l.entries) {
        const qreal textWidth = std::ceil(fm.horizontalAdvance(e.text)) + 2;
        if (x > 0 && x + sw + pad + textWidth > width) {  // the next line
            x = 0;
            y += rowHeight + line * 0.2;
            rowHeight = 0;
        }
        QRectF text(x + sw + pad, y, textWidth, line);
        if (text.right() > width) {  // wider than the whole legend: wrap the text itself
            const qreal room = std::max<qreal>(line, width - text.left());
            const QRectF box = fm.boundingRect(QRectF(0, 0, room, 1e6), wrap, e.text);
            text.setSize(QSizeF(std::min(room, std::ceil(box.width()) + 1),
                                std::max(line, std::ceil(box.height()))));
        }
        e.swatch = QRectF(x, y + (line - sh) / 2, sw, sh);
        e.textRect = text;
        rowHeight = std::max(rowHeight, text.height());
        right = std::max(right, text.right());
        x = text.right() + space;
    }
    l.size = QSizeF(right, y + rowHeight);
    return l;
}

void HeatMapRenderer::paintLegend(QPainter& p, const Legend& legend, const QPointF& topLeft,
                                  const QPalette& palette, const QFont& font) {
    if (legend.entries.empty()) return;
    p.save();
    p.translate(topLeft);
    const int wrap = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(legend.captionRect, wrap, legend.caption);
    p.setFont(font);
    for (const Legend::Entry& entry : legend.entries) {
        QLinearGradient grad(entry.swatch.topLeft(), entry.swatch.topRight());
        grad.setColorAt(0, entry.from);
        grad.setColorAt(1, entry.to);
        p.setPen(QPen(palette.color(QPalette::Mid), 1));
        p.setBrush(grad);
        p.drawRect(entry.swatch);
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(entry.textRect, wrap, entry.text);
    }
    p.restore();
}
