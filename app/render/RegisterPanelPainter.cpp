#include "RegisterPanelPainter.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

RegisterPanelPainter::Values RegisterPanelPainter::valuesFor(const BoardImageOptions& o) {
    Values v;
    const int n = o.n;
    const std::uint64_t all = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    std::uint64_t cols = 0, ld = 0, rd = 0;
    int r = 0;
    for (; r < n; ++r) {
        const int c = o.placement[static_cast<std::size_t>(r)];
        if (c < 0) break;
        const std::uint64_t bit = std::uint64_t{1} << c;
        cols |= bit;
        ld = ((ld | bit) << 1) & all;
        rd = (rd | bit) >> 1;
    }
    v.row = r;
    v.complete = r == n;
    v.regs = {cols, ld, rd, all & ~(cols | ld | rd)};
    return v;
}

RegisterPanelPainter::Layout RegisterPanelPainter::layout(const QPointF& topLeft, qreal width,
                                                          int n, qreal px) {
    Layout g;
    g.n = n;
    g.px = px;
    g.headerH = px * 1.6;
    g.indexH = px * 1.3;
    g.nameW = px * 3.0;
    g.cell = std::max<qreal>(0.5, std::min((width - g.nameW) / std::max(1, n), px * 1.8));
    g.rowH = std::max(g.cell, px * 1.2) + px * 0.35;
    g.footH = px * 1.5;
    g.panel = QRectF(topLeft, QSizeF(width, g.headerH + g.indexH + kRegs * g.rowH + g.footH));
    return g;
}

QRectF RegisterPanelPainter::bitRect(const Layout& g, int reg, int bit) {
    const qreal top = g.panel.top() + g.headerH + g.indexH + reg * g.rowH;
    return {g.panel.left() + g.nameW + bit * g.cell, top + (g.rowH - g.cell) / 2, g.cell, g.cell};
}

void RegisterPanelPainter::paint(QPainter& p, const Layout& g, const BoardImageOptions& o,
                                 const BoardColors& colors) {
    const Values v = valuesFor(o);
    const int n = o.n;
    const QRectF& panel = g.panel;
    const QString header =
        v.complete
            ? tr("All rows placed")
            : tr("Registers of row %1").arg(BoardImageRenderer::rowLabel(o.coordinates, n, v.row));
    BoardImageRenderer::drawText(p, QRectF(panel.left(), panel.top(), panel.width(), g.headerH),
                                 header, g.px, Qt::AlignLeft, colors.label, true);

    // Column names over the cells, every k-th when they crowd.
    const qreal indexPx = g.px * 0.8;
    const int chars =
        static_cast<int>(BoardImageRenderer::columnLabel(o.coordinates, n - 1).size());
    const qreal need = indexPx * (0.64 * chars + 0.4);
    const int step = BoardImageRenderer::labelStep(g.cell, need);
    const qreal indexTop = panel.top() + g.headerH;
    for (int c = 0; c < n; ++c) {
        if (!BoardImageRenderer::labelled(o.coordinates, n, c, step, false)) continue;
        const qreal w = std::max(g.cell, need);
        const qreal x = panel.left() + g.nameW + (c + 0.5) * g.cell;
        BoardImageRenderer::drawText(p, QRectF(x - w / 2, indexTop, w, g.indexH),
                                     BoardImageRenderer::columnLabel(o.coordinates, c), indexPx,
                                     Qt::AlignHCenter, colors.label);
    }

    QColor grid = colors.label;
    grid.setAlphaF(0.45);
    const qreal line = std::max<qreal>(0.5, std::min<qreal>(1.5, g.cell * 0.06));
    const bool digits = g.cell >= 12;
    for (int r = 0; r < kRegs; ++r) {
        const QRectF first = bitRect(g, r, 0);
        BoardImageRenderer::drawText(
            p, QRectF(panel.left(), first.top(), g.nameW - g.px * 0.4, first.height()),
            QString::fromLatin1(kNames[static_cast<std::size_t>(r)]), g.px, Qt::AlignRight,
            colors.label);
        const QColor on = r == Avail ? colors.freeBit : colors.attackedBit;
        QPainterPath set;
        QPainterPath cells;
        for (int c = 0; c < n; ++c) {
            const QRectF cell = bitRect(g, r, c);
            cells.addRect(cell);
            if ((v.regs[static_cast<std::size_t>(r)] >> c) & 1U) set.addRect(cell);
        }
        p.fillPath(set, on);
        p.strokePath(cells, QPen(grid, line));
        if (!digits) continue;
        for (int c = 0; c < n; ++c) {
            const bool bit = (v.regs[static_cast<std::size_t>(r)] >> c) & 1U;
            QColor zero = colors.label;
            zero.setAlphaF(0.5);
            BoardImageRenderer::drawText(
                p, bitRect(g, r, c), bit ? QStringLiteral("1") : QStringLiteral("0"), g.cell * 0.55,
                Qt::AlignHCenter, bit ? QColor(Qt::white) : zero, bit);
        }
    }
    BoardImageRenderer::drawText(
        p, QRectF(panel.left(), panel.bottom() - g.footH, panel.width(), g.footH),
        tr("bit c = column c"), g.px * 0.8, Qt::AlignLeft, colors.label);
}
