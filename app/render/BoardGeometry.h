#pragma once
// BoardGeometry: where a board's squares are, in the painter's coordinates: n x n square cells of
// side `cell` from the top-left corner of `board` (board's side = n * cell). Row 0 is the top row,
// column 0 the left column. The one geometry every board painter takes (BoardPainter and its
// layers, CellMarkPainter); the screen's BoardWidget and the export's BoardImageLayout each
// compute one for their own surface. A plain value: no painting, no state.
#include <QPointF>
#include <QRectF>

struct BoardGeometry {
    // The largest boards each rendering draws: square by square with the queen piece up to
    // kDetailedMaxN rows, as compact dots up to kCompactMaxN (beyond: the screen's heat image;
    // exports refuse them).
    static constexpr int kDetailedMaxN = 64;
    static constexpr int kCompactMaxN = 1000;

    QRectF board;  // the squares
    qreal cell = 0;
    int n = 0;

    QRectF cellRect(int row, int col) const {
        return {board.left() + col * cell, board.top() + row * cell, cell, cell};
    }
    QPointF cellCentre(int row, int col) const {
        return {board.left() + (col + 0.5) * cell, board.top() + (row + 0.5) * cell};
    }
    bool contains(int row, int col) const { return row >= 0 && row < n && col >= 0 && col < n; }
};
