#pragma once
// BoardMarksPainter: the teaching marks of BoardPainter's detailed board, the layers between the
// squares and the queens that show what the current event means:
// - the current row(s) as a band (eventRows()), translucent with opaque edges;
// - the empty cells a queen attacks (queens::BoardAttacks), hatched with dark and light stripes;
// - for a Place or a Swap the moved queen's lines of attack (column and both diagonals, to the
//   board's edges, ending in arrowheads);
// - the laser pointer (PointerMode): the row, column, diagonal, anti-diagonal or all four lines
//   through the hovered cell, filled and double-outlined so that it reads on both square colours
//   and on a washed-out projector.
// BoardPainter calls the layers in its order; each only draws. The only cache is the hatch tile
// per cell size and device pixel ratio (dropped by setColors); with BoardScene::vector (exports, a
// worker thread) the stripes are vector strokes, and cells under kMinHatchCell get a fill
// (BoardColors::attackFill).
#include <QPixmap>
#include <QRectF>
#include <array>

#include "BoardColors.h"
#include "BoardScene.h"
#include "StepEvent.h"

class QPainter;

class BoardMarksPainter {
public:
    using PointerMode = BoardScene::PointerMode;

    static constexpr qreal kMinHatchCell = 6.0;  // vector: narrower cells get a plain fill

    void setColors(const BoardColors& colors);

    void paintRowBand(QPainter& p, const BoardScene& in) const;
    void paintAttacked(QPainter& p, const BoardScene& in);
    void paintAttackLines(QPainter& p, const BoardScene& in) const;
    void paintPointer(QPainter& p, const BoardScene& in) const;

    // Whether cell (row, col) lies on the line the pointer at (hoverRow, hoverCol) shows.
    static bool onPointerLine(PointerMode mode, int hoverRow, int hoverCol, int row, int col);

    // The rows the current row band covers for this event: a (Try, Reject, Place, Remove, Mask,
    // Push, Pop), a and b (Evaluate, Swap); -1 for none.
    static std::array<int, 2> eventRows(const queens::StepEvent* event);

    // The colour-blind scheme's shapes (BoardColors::shapes), shared with RegisterPainter:
    // - the reject reason in a disc (white; high contrast: BoardColors::markHalo, dark under
    //   the dark variant's bright marks) on the cross's centre: the line of attack as a bar
    //   (| column, \ diagonal, / anti-diagonal), a square for a mask, two bars (a mirror) for
    //   symmetry; lineScale thickens the bar (BoardColors::lineScale);
    // - a register bit at `at` of radius r: a disc (avail: free), a square with an X (cols, ld,
    //   rd: attacked), a diamond (bit: chosen), white-edged.
    static void paintReasonGlyph(QPainter& p, const QRectF& cell, queens::RejectReason reason,
                                 const QColor& color, const QColor& disc = Qt::white,
                                 qreal lineScale = 1);
    static void paintBitShape(QPainter& p, const QPointF& at, qreal r, queens::Register reg,
                              const QColor& color);

private:
    void paintRays(QPainter& p, const BoardScene& in, int row, int col, const QColor& color) const;
    void paintAttackedVector(QPainter& p, const BoardScene& in) const;
    const QPixmap& hatchTile(const BoardScene& in);

    BoardColors colors_;
    QPixmap hatch_;  // one attacked cell's hatch, for hatchCell_ pixels and hatchDpr_
    qreal hatchCell_ = 0;
    qreal hatchDpr_ = 0;
};
