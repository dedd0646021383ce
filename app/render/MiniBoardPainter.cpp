#include "MiniBoardPainter.h"

#include <QPainter>
#include <algorithm>

MiniBoardPainter::MiniBoardPainter() = default;

QRect MiniBoardPainter::boardRect(const QRect& area, int n) {
    if (n <= 0) return {};
    const int cell = std::min(area.width(), area.height()) / n;
    if (cell <= 0) return {};
    const int side = cell * n;
    return {area.x() + (area.width() - side) / 2, area.y() + (area.height() - side) / 2, side,
            side};
}

QRect MiniBoardPainter::cellRect(const QRect& board, int n, int row, int col) {
    if (n <= 0) return {};
    const int cell = board.width() / n;
    return {board.x() + col * cell, board.y() + row * cell, cell, cell};
}

void MiniBoardPainter::paint(QPainter& p, const QRect& area, std::span<const int> placement,
                             const BoardColors& colors, qreal devicePixelRatio) {
    const int n = static_cast<int>(placement.size());
    const QRect board = boardRect(area, n);
    if (board.isEmpty()) return;
    const queens::BoardState state = BoardPainter::stateOf(placement);
    BoardPainter::Scene scene;
    scene.state = &state;
    scene.geometry = BoardGeometry{QRectF(board), static_cast<qreal>(board.width() / n), n};
    scene.devicePixelRatio = devicePixelRatio;
    p.save();
    board_.setColors(colors);
    board_.paintBoard(p, scene);
    // The frame just outside the squares, so it never covers a cell.
    p.setPen(QPen(colors.frame, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(board.adjusted(-1, -1, 0, 0));
    p.restore();
}
