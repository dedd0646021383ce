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
    const int cell = board.width() / n;

    p.save();
    p.fillRect(board, colors.lightSquare);
    for (int r = 0; r < n; ++r)
        for (int c = (r + 1) % 2; c < n; c += 2)
            p.fillRect(cellRect(board, n, r, c), colors.darkSquare);

    // The queen leaves a margin of a tenth of the cell (at least one pixel) on each side.
    const int margin = std::max(1, cell / 10);
    const int size = cell - 2 * margin;
    if (size > 0) {
        const QPixmap& queen = piece_.pixmap(size, devicePixelRatio);
        for (int r = 0; r < n; ++r) {
            const int c = placement[static_cast<std::size_t>(r)];
            if (c < 0 || c >= n) continue;
            const QRect cr = cellRect(board, n, r, c);
            p.drawPixmap(cr.x() + margin, cr.y() + margin, queen);
        }
    }
    // The frame just outside the squares, so it never covers a cell.
    p.setPen(QPen(colors.frame, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(board.adjusted(-1, -1, 0, 0));
    p.restore();
}
