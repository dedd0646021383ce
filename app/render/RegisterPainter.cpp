#include "RegisterPainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <algorithm>

#include "Bits.h"

using queens::Register;
using TextCache = RegisterPainter::TextCache;
using Ink = RegisterPainter::Ink;

namespace {
QColor blend(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

QColor withAlpha(QColor c, qreal alpha) {
    c.setAlphaF(alpha);
    return c;
}

// The whole pixels a rectangle covers once its edges are rounded (as Qt fills it unantialiased).
QRect snapped(const QRectF& r) {
    const int left = qRound(r.left()), top = qRound(r.top());
    return {left, top, qRound(r.right()) - left, qRound(r.bottom()) - top};
}
}  // namespace

Ink Ink::ofPalette(const QPalette& palette) {
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return {.background = palette.color(QPalette::Window),
            .text = palette.color(QPalette::WindowText),
            .muted = palette.color(QPalette::PlaceholderText),
            .cellBase = base,
            .grid = blend(base, text, 0.3),
            .zero = blend(base, text, 0.45),
            .highlight = [&] {
                QColor tint = palette.color(QPalette::Highlight);
                tint.setAlpha(60);
                return tint;
            }()};
}

Ink Ink::ofTheme(const BoardColors& colors) {
    return {.background = QColor(),
            .text = colors.label,
            .muted = colors.label,
            .cellBase = QColor(),
            .grid = withAlpha(colors.label, 0.45),
            .zero = withAlpha(colors.label, 0.5),
            .highlight = QColor()};
}

// ---- the export's panel ----

void RegisterPainter::paintPanel(QPainter& p, const Layout& layout, const BoardImageOptions& o,
                                 const BoardColors& colors) {
    const int n = o.n;
    const std::uint64_t all = queens::boardMask(n);
    std::uint64_t cols = 0, ld = 0, rd = 0;
    int row = 0;
    for (; row < n; ++row) {
        const int c = o.placement[static_cast<std::size_t>(row)];
        if (c < 0) break;
        const std::uint64_t bit = queens::bitOf(c);
        cols |= bit;
        ld = queens::shiftLd(ld | bit, all);
        rd = queens::shiftRd(rd | bit);
    }
    std::array<Shown, kRegs> regs{};
    const std::array<std::uint64_t, Layout::kPanelRegs> values = {cols, ld, rd,
                                                                  all & ~(cols | ld | rd)};
    for (std::size_t r = 0; r < values.size(); ++r) regs[r].value = values[r];
    // The panel's own strings (the screen's view supplies its own, in its own words).
    const QString title =
        row == n
            ? tr("All rows placed")
            : tr("Registers of row %1").arg(BoardImageRenderer::rowLabel(o.coordinates, n, row));
    const Scene scene{.layout = layout,
                      .regs = regs,
                      .colors = colors,
                      .ink = Ink::ofTheme(colors),
                      .n = n,
                      .registers = Layout::kPanelRegs,
                      .title = title,
                      .caption = tr("bit c = column c"),
                      .note = QString(),
                      .rect = QRect(),
                      .vector = true,
                      .texts = nullptr,
                      .font = QFont(),
                      .coordinates = o.coordinates,
                      .expressions = false,
                      .highlighted = -1,
                      .changed = 0,
                      .shift = Shift()};
    RegisterPainter(scene).paint(p);
}

// ---- painting ----

qreal RegisterPainter::drawText(QPainter& p, Role r, const QString& s, const QRectF& box,
                                Qt::Alignment align, const QColor& c) const {
    if (s.isEmpty()) return 0;
    if (s_.vector) {
        const qreal px = s_.layout.textPx;
        const qreal size = r == Role::Digit   ? s_.layout.cell * 0.55
                           : r == Role::Small ? px * 0.8
                                              : px;
        BoardImageRenderer::drawText(p, box, s, size, align, c,
                                     r == Role::Bold || r == Role::Digit);
        return 0;
    }
    const QStaticText& t = s_.texts->text(r, s);
    const QSizeF size = t.size();
    qreal x = box.left();
    if (align & Qt::AlignRight)
        x = box.right() - size.width();
    else if (align & Qt::AlignHCenter)
        x = box.left() + (box.width() - size.width()) / 2;
    p.setPen(c);
    p.setFont(s_.texts->font(r));
    p.drawStaticText(QPointF(x, box.top() + (box.height() - size.height()) / 2), t);
    return size.width();
}

void RegisterPainter::fillFrame(QPainter& p, const QRect& o, int t, const QColor& c) {
    if (o.width() <= 2 * t || o.height() <= 2 * t) {
        p.fillRect(o, c);
        return;
    }
    p.fillRect(QRect(o.left(), o.top(), o.width(), t), c);
    p.fillRect(QRect(o.left(), o.bottom() + 1 - t, o.width(), t), c);
    p.fillRect(QRect(o.left(), o.top() + t, t, o.height() - 2 * t), c);
    p.fillRect(QRect(o.right() + 1 - t, o.top() + t, t, o.height() - 2 * t), c);
}

void RegisterPainter::paint(QPainter& p) const {
    if (s_.ink.background.isValid()) p.fillRect(s_.rect, s_.ink.background);
    if (!s_.note.isEmpty()) {
        p.setPen(s_.ink.muted);
        p.drawText(s_.rect.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, s_.note);
        return;
    }
    const Layout& L = s_.layout;
    if (!s_.vector)
        s_.texts->setFonts(
            s_.font, std::max(8, static_cast<int>(std::min(L.rowHeight * 0.5, L.cell * 0.6))));
    paintHeader(p);
    paintIndices(p);
    for (int r = 0; r < std::min(s_.registers, kRegs); ++r) paintRegister(p, r);
}

void RegisterPainter::paintHeader(QPainter& p) const {
    const QRectF box = s_.layout.header;
    const bool footnote = !s_.layout.footer.isEmpty();
    if (s_.vector) {  // the glyphs shrink and elide themselves to fit
        drawText(p, Role::Bold, s_.title, box, Qt::AlignLeft, s_.ink.text);
    } else {
        const qreal captionW = footnote ? 0 : s_.texts->width(Role::Normal, s_.caption);
        const qreal titleRoom = std::max<qreal>(0, box.width() - (footnote ? 0 : captionW + kGap));
        drawText(p, Role::Bold, s_.texts->elided(Role::Bold, s_.title, titleRoom), box,
                 Qt::AlignLeft, s_.ink.text);
        if (!footnote && captionW <= box.width())
            drawText(p, Role::Normal, s_.caption, box, Qt::AlignRight, s_.ink.muted);
    }
    if (footnote)
        drawText(p, Role::Small, s_.caption, s_.layout.footer, Qt::AlignLeft, s_.ink.muted);
}

void RegisterPainter::paintIndices(QPainter& p) const {
    const Layout& L = s_.layout;
    if (L.indexTop < 0) return;
    const Coordinates k = s_.vector ? s_.coordinates : Coordinates::ZeroBased;
    // The room a name needs; then every step-th column is named when they do not all fit.
    int step = 1;
    qreal need = 0;
    if (s_.vector) {
        const auto chars = BoardImageRenderer::columnLabel(k, s_.n - 1).size();
        need = L.textPx * 0.8 * (0.64 * chars + 0.4);
        step = BoardImageRenderer::labelStep(L.cell, need);
    } else {
        need = s_.texts->width(Role::Small, QString::number(s_.n - 1)) + 2;
        while (step < s_.n && step * L.cell < need) step *= 2;
    }
    const qreal w = std::max(L.cell, need);
    for (int c = 0; c < s_.n; ++c) {
        if (!BoardImageRenderer::labelled(k, s_.n, c, step, false)) continue;
        const qreal x = L.left + (c + 0.5) * L.cell;
        drawText(p, Role::Small, BoardImageRenderer::columnLabel(k, c),
                 QRectF(x - w / 2, L.indexTop, w, L.indexHeight), Qt::AlignHCenter, s_.ink.muted);
    }
}

void RegisterPainter::paintRegister(QPainter& p, int r) const {
    const Layout& L = s_.layout;
    const qreal top = L.top[static_cast<std::size_t>(r)];
    const QRectF strip(L.left, top, s_.n * L.cell, L.rowHeight);
    if (s_.highlighted == r) {
        const qreal x0 = std::min({L.nameLeft, L.exprLeft, L.left}) - 4;
        const QRect band =
            snapped(QRectF(x0, top - 2, L.exprRight + 4 - x0, L.rowHeight + L.exprHeight + 4));
        p.fillRect(band, s_.ink.highlight);
        p.fillRect(QRect(band.left(), band.top(), 4, band.height()), s_.colors.registerRow);
    }
    if (!L.namesInline)
        drawText(p, Role::Bold, QString::fromLatin1(kNames[static_cast<std::size_t>(r)]),
                 QRectF(L.nameLeft, top, L.nameRight - L.nameLeft, L.rowHeight), Qt::AlignRight,
                 s_.ink.text);
    paintCells(p, r, strip);
    if (s_.expressions && !s_.vector) paintExpression(p, r, strip);
}

void RegisterPainter::paintCells(QPainter& p, int r, const QRectF& stripF) const {
    const Layout& L = s_.layout;
    const Ink& ink = s_.ink;
    const auto reg = static_cast<Register>(r);
    const QColor on = reg == Register::Avail ? s_.colors.freeBit
                      : reg == Register::Bit ? s_.colors.chosenBit
                                             : s_.colors.attackedBit;
    // Colour-blind scheme: the attacked registers' (cols, ld, rd) ones are hatched too.
    const bool hatch =
        s_.colors.shapes && reg != Register::Avail && reg != Register::Bit && L.cell >= 6;
    const QBrush hatchBrush(QColor(255, 255, 255, 150), Qt::BDiagPattern);
    // The screen's cells are whole pixels; an export's exact (antialiased paths).
    const QRect strip = snapped(stripF);
    const QRectF box = s_.vector ? stripF : QRectF(strip);
    const auto cellBox = [&](qreal x) { return QRectF(x, box.top(), L.cell, box.height()); };
    // A one's rectangle: the whole cell in exports, inset from the grid on screen.
    const qreal inset = s_.vector     ? 0
                        : L.digits    ? 2
                        : L.cell >= 4 ? std::max<qreal>(0.5, L.cell * 0.15)
                                      : 0;
    const qreal pad = s_.vector ? 0 : 2;
    const auto oneBox = [&](qreal x) {
        return QRectF(x + inset, box.top() + pad, L.cell - 2 * inset, box.height() - 2 * pad);
    };
    const bool animating = s_.shift.reg == r;
    const std::uint64_t value = animating ? 0 : s_.regs[static_cast<std::size_t>(r)].value;
    // The ones' left edges: the value's, or the bits of (old | bit) on their way one column over.
    std::array<qreal, 64> ones{};
    int count = 0;
    for (int c = 0; c < s_.n; ++c) {
        if (animating && ((s_.shift.from >> c) & 1U) != 0)
            ones[static_cast<std::size_t>(count++)] =
                L.left + (c + s_.shift.dir * s_.shift.t) * L.cell;
        else if (((value >> c) & 1U) != 0)
            ones[static_cast<std::size_t>(count++)] = L.left + c * L.cell;
    }

    if (ink.cellBase.isValid()) p.fillRect(strip, ink.cellBase);
    if (animating) {
        p.save();
        p.setClipRect(strip);
    }
    if (!s_.vector && L.digits)
        for (int c = 1; c < s_.n; ++c)
            p.fillRect(QRect(qRound(L.left + c * L.cell), strip.top(), 1, strip.height()),
                       ink.grid);
    if (L.digits)
        for (int c = 0; c < s_.n; ++c)
            if (((value >> c) & 1U) == 0)
                drawText(p, Role::Digit, QStringLiteral("0"), cellBox(L.left + c * L.cell),
                         Qt::AlignHCenter, ink.zero);
    if (s_.vector) {  // one path for the ones, one for the grid: no seams between cells
        QPainterPath set, cells;
        for (int i = 0; i < count; ++i) set.addRect(oneBox(ones[static_cast<std::size_t>(i)]));
        for (int c = 0; c < s_.n; ++c) cells.addRect(cellBox(L.left + c * L.cell));
        p.fillPath(set, on);
        if (hatch) p.fillPath(set, hatchBrush);
        p.strokePath(cells,
                     QPen(ink.grid, std::max<qreal>(0.5, std::min<qreal>(1.5, L.cell * 0.06))));
    } else {
        for (int i = 0; i < count; ++i) {
            const QRect one = snapped(oneBox(ones[static_cast<std::size_t>(i)]));
            p.fillRect(one, on);
            if (hatch) p.fillRect(one, hatchBrush);
        }
    }
    if (L.digits)
        for (int i = 0; i < count; ++i)
            drawText(p, Role::Digit, QStringLiteral("1"),
                     cellBox(ones[static_cast<std::size_t>(i)]), Qt::AlignHCenter, Qt::white);
    if (animating) p.restore();
    if (s_.vector) return;
    fillFrame(p, strip, 1, ink.grid);
    if (s_.highlighted != r || s_.changed == 0) return;
    // The changed bits (value ^ old): outlined, or marked under the cell when it is too narrow.
    const int w = static_cast<int>(std::clamp<qreal>(L.cell * 0.1, 2.0, 3.5));
    for (int c = 0; c < s_.n; ++c) {
        if (((s_.changed >> c) & 1U) == 0) continue;
        const QRect cell = snapped(cellBox(L.left + c * L.cell));
        if (L.cell < 10) {
            p.fillRect(QRect(cell.left(), strip.bottom() + 2, cell.width(), 3),
                       s_.colors.registerRow);
            continue;
        }
        fillFrame(p, cell.adjusted(-1, -1, 1, 1), w + 2, s_.colors.registerHalo);
        fillFrame(p, cell, w, s_.colors.registerRow);
    }
}

void RegisterPainter::paintExpression(QPainter& p, int r, const QRectF& cells) const {
    const Layout& L = s_.layout;
    const Shown& s = s_.regs[static_cast<std::size_t>(r)];
    const QRectF box =
        L.exprHeight > 0
            ? QRectF(L.exprLeft, cells.bottom() + 1, L.exprRight - L.exprLeft, L.exprHeight - 1)
            : QRectF(L.exprLeft, cells.top(), L.exprRight - L.exprLeft, cells.height());
    if (box.width() < kMinExpression) return;
    TextCache& texts = *s_.texts;
    qreal x = box.left();
    // Draws one piece of text after the previous one, elided at `limit`.
    const auto run = [&](Role role, const QColor& c, const QString& text, qreal limit) {
        x += drawText(p, role, texts.elided(role, text, limit - x),
                      QRectF(x, box.top(), limit - x, box.height()), Qt::AlignLeft, c);
    };
    if (L.namesInline)
        run(Role::Bold, s_.ink.text,
            QString::fromLatin1(kNames[static_cast<std::size_t>(r)]) + QStringLiteral(": "),
            box.right());
    Role exprRole = s.code ? Role::Code : Role::Italic;
    qreal exprW = texts.width(exprRole, s.expression);
    if (exprW > box.right() - x) {  // a little smaller, then elided
        exprRole = s.code ? Role::CodeSmall : Role::ItalicSmall;
        exprW = texts.width(exprRole, s.expression);
    }
    const QString hex =
        QStringLiteral("0x") +
        QString::number(qulonglong(s.value), 16).rightJustified((s_.n + 3) / 4, '0');
    const qreal hexW = texts.width(Role::Code, hex);
    const qreal suffixW = s.suffix.isEmpty() ? 0 : texts.width(Role::Normal, s.suffix);
    const bool withHex = box.right() - x >= exprW + suffixW + kGap + hexW;
    const qreal limit = withHex ? box.right() - hexW - kGap : box.right();
    run(exprRole, s_.ink.text, s.expression, limit);
    if (!s.suffix.isEmpty() && limit - x >= suffixW)
        run(Role::Normal, s_.ink.muted, s.suffix, limit);
    if (withHex) drawText(p, Role::Code, hex, box, Qt::AlignRight, s_.ink.muted);
}
