#pragma once
// QueenMarkPainter: the queen where a cell is too small for the piece (PieceRenderer), the one
// drawing of a small queen for BoardPainter (cells under BoardPainter::kMinPieceCell, on screen
// and in exports), CompactBoardPainter (dots on large boards) and the board legend.
// A queen is a body in BoardColors::compactQueen (near-black) inside a rim that sets it off from
// the squares and the hatch: a thin one in queenHalo (light), or, for an attacked queen, a wider
// one in the opaque conflict colour (a size cue as well as a colour, for the colour-blind scheme).
// Together they fill most of the cell and stay inside it (unless minSide makes them wider). In
// high contrast, whose squares differ too much for one colour to stand out on both, the rim lies
// around the box, lineScale() times as wide, and carries the contrast on the dark squares, the
// body on the light ones.
// Discs for cells that can hold a round shape, axis-aligned squares for dots. Vector shapes only
// with `vector` (one path per colour, so an SVG or PDF holds few elements however many queens);
// on screen squares are filled rectangle by rectangle (faster). Owns nothing; only draws.
#include <QRectF>
#include <vector>

#include "BoardColors.h"

class QPainter;

class QueenMarkPainter {
public:
    enum class Shape { Disc, Square };
    struct Mark {
        QRectF box;  // the body with its rim (high contrast: the body; the rim lies around it)
        bool attacked = false;
    };

    // The queen of a cell of `cell` pixels centred at `centre`: a disc of kDiscFraction of the
    // cell, a square filling the cell; never under minSide pixels (then wider than its cell).
    static constexpr qreal kDiscFraction = 0.92;
    static QRectF box(const QPointF& centre, qreal cell, Shape shape, qreal minSide = 0);
    // The rim's width around a body in a box of `side` pixels, and the body and the rim's outer
    // edge of a mark: the rim inside the box, or, in high contrast, around it (a wider halo
    // that may reach into the next cells, the body as large as in the other schemes).
    static qreal rimWidth(qreal side, bool attacked);
    static QRectF body(const Mark& m, const BoardColors& colors);
    static QRectF outer(const Mark& m, const BoardColors& colors);

    // Marks whose boxes of `side` pixels, one per row of an n-row `board`, would cover more than
    // kMaxCover of it merge into a blob in which no queen stands out: the rows to draw are every
    // rowStep()-th (1: all).
    static constexpr qreal kMaxCover = 0.15;
    static int rowStep(int n, qreal side, const QRectF& board);

    static void paint(QPainter& p, const std::vector<Mark>& marks, Shape shape,
                      const BoardColors& colors, bool vector);
};
