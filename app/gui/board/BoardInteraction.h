#pragma once
// BoardInteraction: what BoardWidget draws for a person at the board rather than for the search:
//
// - the laser pointer (PointerMode): with the mouse over cell (row, col), its row, column, "\"
//   diagonal (row - col constant), "/" anti-diagonal (row + col constant) or all four
//   (QueenLines: the cells a queen there would attack, and its own cell) are covered with a
//   strong translucent fill and an inner double outline (dark, then bright) in every cell of the
//   line, so that it reads on both square colours and on a washed-out projector. Every mark
//   stays inside the cells of the line: nothing else of the board changes.
// - cell marks (CellMark), set by the puzzle and the prediction quiz, each told apart by its
//   SHAPE so that no one needs the colours:
//     Focus      the keyboard cursor: a thick dashed square outline inside the cell;
//     Suggestion a hint or the true answer: a ring with a five-pointed star in it;
//     Guess      the student's pick: a bold "?" glyph;
//     Wrong      a wrong pick: a bold X from corner to corner.
//   Every shape is stroked over a wider halo of the opposite tone.
// Only draws (and answers which cells a pointer covers); BoardWidget owns the mode, the hovered
// cell and the marks.
#include <QRectF>
#include <vector>

#include "BoardColors.h"

class QPainter;

class BoardInteraction {
public:
    enum class PointerMode { Off, Row, Column, Diagonal, AntiDiagonal, QueenLines };

    struct CellMark {
        int row = 0;
        int col = 0;
        enum Kind { Focus, Suggestion, Guess, Wrong } kind = Focus;
        friend bool operator==(const CellMark&, const CellMark&) = default;
    };

    // Whether cell (row, col) lies on the line the pointer at (hoverRow, hoverCol) shows.
    static bool onPointerLine(PointerMode mode, int hoverRow, int hoverCol, int row, int col);

    // Where the board is: n squares of `cell` pixels from board's top-left corner.
    struct Geometry {
        QRectF board;
        qreal cell = 0;
        int n = 0;
    };

    static void paintPointer(QPainter& p, const Geometry& g, const BoardColors& colors,
                             PointerMode mode, int hoverRow, int hoverCol);
    static void paintMarks(QPainter& p, const Geometry& g, const BoardColors& colors,
                           const std::vector<CellMark>& marks);

private:
    static void paintMark(QPainter& p, const QRectF& cell, const BoardColors& colors,
                          CellMark::Kind kind);
};
