#pragma once
// BoardMarksPainter: the teaching marks of BoardPainter's detailed board, the layers between the
// squares and the queens that show what the current event means:
// - the current row(s) as a band (eventRows()): a translucent fill with opaque top and bottom
//   edges;
// - the attacked cells the caller lists as a hatched square inset in the cell (dark and light
//   stripes), from one cached tile per cell size and device pixel ratio;
// - for a Place (the queen placed) or a Swap (the two queens moved) the queen's lines of attack:
//   its column and both diagonals, from the queen to the board's edges, each ending in an
//   arrowhead.
// BoardPainter calls the three layers in its order (band, hatch, its cell fills, lines); each
// only draws. The only cache is the hatch tile (dropped by setColors).
#include <QPixmap>
#include <QRectF>
#include <array>
#include <cstdint>
#include <vector>

#include "BoardColors.h"
#include "BoardState.h"
#include "StepEvent.h"

class QPainter;

class BoardMarksPainter {
public:
    // What the marks need of the scene. The state must be non-null with n() > 0; event may be
    // null; attacked: per row, bit c set = cell (row, c) is attacked (null or shorter than n:
    // no hatch).
    struct Input {
        const queens::BoardState* state = nullptr;
        const queens::StepEvent* event = nullptr;
        QRectF board;    // the squares
        qreal cell = 0;  // one square's side: board.width() / n
        qreal devicePixelRatio = 1;
        const std::vector<std::uint64_t>* attacked = nullptr;
    };

    void setColors(const BoardColors& colors);

    void paintRowBand(QPainter& p, const Input& in) const;
    void paintAttacked(QPainter& p, const Input& in);
    void paintAttackLines(QPainter& p, const Input& in) const;

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
    void paintRays(QPainter& p, const Input& in, int row, int col, const QColor& color) const;
    const QPixmap& hatchTile(const Input& in);

    BoardColors colors_;
    QPixmap hatch_;  // one attacked cell's hatch, for hatchCell_ pixels and hatchDpr_
    qreal hatchCell_ = 0;
    qreal hatchDpr_ = 0;
};
