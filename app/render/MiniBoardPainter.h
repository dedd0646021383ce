#pragma once
// MiniBoardPainter: a small board with its queens, for galleries of boards (the OrbitView's
// eight images of a solution). Squares and queens are BoardPainter's (the board's own painter:
// the palette's board colours, the queen from ":/queenslab/queen.svg" as a cached pixmap), with
// a thin frame around them; no marks, no hatch, no conflict discs.
//
// Geometry: the board is a square of n whole-pixel cells, placed at the top-left of the rectangle
// it is given and centred in it (boardRect()), so that every cell is an exact pixel rectangle
// (cellRect()) and a test can find each cell in a grabbed image. Row 0 is the top row, column 0
// the left column; square (r, c) is light when r + c is even. A queen leaves a margin of about a
// twelfth of the cell (at least a pixel) on every side, so a cell's border pixels always show its
// square.
//
// Nothing here owns state but BoardPainter's queen pixmap cache; paint() may be called for any
// number of boards of any size in one paint event (the cache keeps the last size).
#include <QRect>
#include <span>

#include "BoardColors.h"
#include "BoardPainter.h"

class QPainter;

class MiniBoardPainter {
public:
    MiniBoardPainter();

    // The board drawn for `area`: n cells of floor(min(w, h) / n) pixels, centred in `area`.
    // Empty when the area is smaller than n pixels.
    static QRect boardRect(const QRect& area, int n);
    static QRect cellRect(const QRect& board, int n, int row, int col);

    // Paints squares, frame and queens of `placement` (column of each row, -1 = empty row) into
    // boardRect(area, n) with n = placement.size(). devicePixelRatio: the painter's device's.
    void paint(QPainter& p, const QRect& area, std::span<const int> placement,
               const BoardColors& colors, qreal devicePixelRatio);

private:
    BoardPainter board_;
};
