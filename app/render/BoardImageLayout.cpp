#include "BoardImageLayout.h"

#include <QString>
#include <algorithm>
#include <cmath>

BoardImageLayout BoardImageLayout::of(const BoardImageOptions& o) {
    BoardImageLayout L;
    const qreal W = o.width;
    const int n = o.n;
    L.width = W;
    L.margin = std::max<qreal>(1, W * kMargin);
    L.labelPx = std::max<qreal>(1, W * kLabelPx);
    L.titlePx = W * kTitlePx;
    L.captionPx = W * kCaptionPx;
    const bool labels = o.coordinates != Coordinates::None;
    const auto rowChars = QString::number(o.coordinates == Coordinates::Chess ? n : n - 1).size();
    const qreal rowLabelW = labels ? L.labelPx * (0.64 * rowChars + 0.8) : 0;
    const qreal colBand = labels ? L.labelPx * 1.6 : 0;
    const qreal gap = L.margin;
    L.hasPanel = o.registers;
    // W = 2 margin + rowLabelW + B (+ gap + kPanelRatio B)
    const qreal raw = (W - 2 * L.margin - rowLabelW - (L.hasPanel ? gap : 0)) /
                      (1 + (L.hasPanel ? kPanelRatio : 0));
    const qreal panelW = L.hasPanel ? raw * kPanelRatio : 0;
    L.grid.cell = raw / n;
    if (L.grid.cell >= kSnapMinCell) L.grid.cell = std::floor(L.grid.cell);
    const qreal side = L.grid.cell * n;
    const bool snap = L.grid.cell >= kSnapMinCell;
    const qreal blockW = rowLabelW + side + (L.hasPanel ? gap + panelW : 0);
    qreal boardLeft = (W - blockW) / 2 + rowLabelW;
    if (snap) boardLeft = std::round(boardLeft);

    qreal y = L.margin;
    if (!o.title.isEmpty()) {
        const qreal h = L.titlePx * kLineHeight;
        L.title = QRectF(L.margin, y, W - 2 * L.margin, h);
        y += h + L.margin * 0.4;
    }
    if (o.coordinates == Coordinates::ZeroBased) y += colBand;
    if (snap) y = std::ceil(y);
    L.grid.board = QRectF(boardLeft, y, side, side);
    L.grid.n = n;
    if (labels) {
        L.rowLabels = QRectF(boardLeft - rowLabelW, y, rowLabelW, side);
        L.colLabels = QRectF(
            boardLeft, o.coordinates == Coordinates::Chess ? y + side : y - colBand, side, colBand);
    }
    y += side;
    if (o.coordinates == Coordinates::Chess) y += colBand;
    if (L.hasPanel) {
        L.panel = RegisterLayout::panel(QPointF(L.grid.board.right() + gap, L.grid.board.top()),
                                        panelW, n, L.labelPx);
        y = std::max(y, L.panel.bounds.bottom());
    }
    if (!o.caption.isEmpty()) {
        const qreal h = L.captionPx * kLineHeight;
        y += L.margin * 0.4;
        L.caption = QRectF(L.margin, y, W - 2 * L.margin, h);
        y += h;
    }
    L.height = std::ceil(y + L.margin);
    return L;
}
