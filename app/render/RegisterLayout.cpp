#include "RegisterLayout.h"

#include <QSizeF>
#include <algorithm>

RegisterLayout RegisterLayout::panel(const QPointF& topLeft, qreal width, int n, qreal px) {
    RegisterLayout L;
    const qreal headerH = px * 1.6;
    const qreal indexH = px * 1.3;
    const qreal nameW = px * 3.0;
    L.cell = std::max<qreal>(0.5, std::min((width - nameW) / std::max(1, n), px * 1.8));
    const qreal rowH = std::max(L.cell, px * 1.2) + px * 0.35;
    const qreal footH = px * 1.5;
    L.bounds = QRectF(topLeft, QSizeF(width, headerH + indexH + kPanelRegs * rowH + footH));
    L.textPx = px;
    L.left = topLeft.x() + nameW;
    L.rowHeight = L.cell;
    for (int r = 0; r < kRegs; ++r)
        L.top[static_cast<std::size_t>(r)] =
            topLeft.y() + headerH + indexH + r * rowH + (rowH - L.cell) / 2;
    L.header = QRectF(topLeft.x(), topLeft.y(), width, headerH);
    L.indexTop = topLeft.y() + headerH;
    L.indexHeight = indexH;
    L.nameLeft = topLeft.x();
    L.nameRight = topLeft.x() + nameW - px * 0.4;
    L.footer = QRectF(topLeft.x(), L.bounds.bottom() - footH, width, footH);
    L.digits = L.cell >= 12;
    return L;
}
