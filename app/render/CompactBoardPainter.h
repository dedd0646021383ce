#pragma once
// CompactBoardPainter: the screen's board when its cells are too small for pieces (BoardWidget,
// up to BoardGeometry::kCompactMaxN rows), and the event marks over a huge board's heat image.
//
// - paintCompact: the squares (up to kCheckerMaxN rows, when a cell is kCheckerMinCell pixels or
//   more; else the light colour only), queens as QueenMarkPainter's square dots at least
//   kMinCompactDot pixels wide (attacked ones, as queens::BoardAttacks finds them, with the
//   conflict rim; a solution shows in the frame, BoardPainter::paintFrame), every rowStep()-th
//   row's (QueenMarkPainter::rowStep: all of them unless the dots would cover too much of the
//   board), the current cell as a ring under them; for an Evaluate or Swap both queens ringed and
//   their rows ticked at the board's left and right edges. O(n).
// - paintHeatMarks: the same ring or ticks over a heat image (O(1), from the live state).
// Takes BoardPainter's Scene (its geometry, state, event and attacks). Only draws; the only cache
// is the squares as an n x n image (dropped by setColors).
#include <QImage>

#include "BoardColors.h"
#include "BoardPainter.h"
#include "StepEvent.h"

class QPainter;

class CompactBoardPainter {
public:
    using Scene = BoardPainter::Scene;

    void setColors(const BoardColors& colors);

    static constexpr qreal kMinCompactDot = 6.0;  // pixels: the smallest queen's body
    // The side of a queen's dot with its rim, and the rows drawn: every rowStep()-th.
    static qreal dotSide(const BoardGeometry& g);
    static int rowStep(const BoardGeometry& g);

    void paintCompact(QPainter& p, const Scene& s);
    void paintHeatMarks(QPainter& p, const Scene& s) const;

private:
    void paintCompactSquares(QPainter& p, const Scene& s);
    void paintCurrentCell(QPainter& p, const Scene& s) const;
    void paintRowTicks(QPainter& p, const Scene& s) const;
    QColor pairColor(const queens::StepEvent& e) const;

    BoardColors colors_;
    QImage squares_;  // the squares as an n x n image, drawn scaled
};
