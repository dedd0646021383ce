#pragma once
// CellMarkPainter: draws CellMarks (CellMark.h) on a board, the one painter of marks for the
// screen (BoardWidget's puzzle and quiz marks) and the exports (an animation frame's event).
//
// Two layers, which BoardPainter calls in its order: paintUnder() draws the Fill marks (a cell
// filled in the mark's colour, under the queens); paintOver() every other kind, over the queens:
// - Outline, Cross in the mark's colour; on cells under 8 pixels on a square of 8 pixels around
//   the cell's centre. The Cross is stroked over a wider half-transparent halo.
// - Focus, Suggestion, Guess, Wrong in BoardColors' mark colours, each stroked over a wider halo
//   of the opposite tone (BoardColors::markHalo): a thick dashed square outline inside the cell,
//   a ring with a five-pointed star, a bold "?" glyph, a bold X from corner to corner.
// Vector shapes only (safe on an export's worker thread, and vector in SVG / PDF). Marks off the
// board are skipped. Owns nothing; every function only draws.
#include <vector>

#include "BoardColors.h"
#include "BoardGeometry.h"
#include "CellMark.h"

class QPainter;

class CellMarkPainter {
public:
    static void paintUnder(QPainter& p, const BoardGeometry& g, const std::vector<CellMark>& marks);
    static void paintOver(QPainter& p, const BoardGeometry& g, const BoardColors& colors,
                          const std::vector<CellMark>& marks);

private:
    static void paintEventMark(QPainter& p, const BoardGeometry& g, const BoardColors& colors,
                               const CellMark& m);
    static void paintPersonMark(QPainter& p, const QRectF& cell, const BoardColors& colors,
                                CellMark::Kind kind);
};
