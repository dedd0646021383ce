#pragma once
// BoardPainter: the drawing of BoardWidget's board, square by square or as dots; the widget
// decides which rendering and where (Geometry), this class only paints what a Scene holds.
//
// - paintDetailed (small boards): the squares, the SVG queen, coordinate labels (0-based, like
//   the pseudo-code) and the current event: Try = outline, Reject = cross coloured by reason plus
//   the attacking queen, Place / Remove = filled cell, Swap / Evaluate = the cells involved,
//   bitmask register updates = the row outlined with a dot per set bit (bit c = column c),
//   Solution = gold tint (its strength given by the Scene, for the flash) and frame. Besides,
//   the teaching marks of BoardMarksPainter: the current row(s) as a band, the attacked cells the
//   Scene lists hatched, and the lines of attack of a queen just placed or of the two queens of
//   a Swap. Layers, bottom to top: squares, row band, hatch, cell fills and conflict discs, laser
//   pointer, lines of attack, queens, event marks, cell marks (BoardInteraction), labels.
//   With colors().shapes (the colour-blind scheme) the marks that Standard tells apart by hue
//   alone differ in shape too: a reason glyph in the reject cross, register bits as discs /
//   crossed squares / diamonds, a hatched Remove fill, a dotted rejected swap, hollow conflict
//   queens on compact boards.
// - paintCompact (up to about a thousand rows): queens as dots (attacked ones red), rows sampled
//   when there are more rows than pixels, the current cell as a ring; for an Evaluate or Swap
//   both queens ringed and their rows ticked at the board's left and right edges. O(n).
// - paintHeatMarks: the same ring or ticks over a heat image (O(1), from the live state).
// - paintFrame: the board's frame (gold for a Solution).
// Nothing here solves or changes the state; the only caches are the queen pixmap, the compact
// board's squares as an n x n image and BoardMarksPainter's hatch tile (dropped by setColors).
#include <QFont>
#include <QImage>
#include <QPixmap>
#include <QRectF>
#include <cstdint>
#include <vector>

#include "BoardColors.h"
#include "BoardInteraction.h"
#include "BoardMarksPainter.h"
#include "BoardState.h"
#include "PieceRenderer.h"
#include "StepEvent.h"

class QPainter;

class BoardPainter {
public:
    // Where the squares are: cell = board.width() / n; labels = coordinate labels around it.
    struct Geometry {
        QRectF board;
        qreal cell = 0;
        bool labels = false;
    };
    // One moment to paint. The state must be non-null with n() > 0; event may be null.
    struct Scene {
        const queens::BoardState* state = nullptr;
        const queens::StepEvent* event = nullptr;
        Geometry geometry;
        QFont font;            // for the coordinate labels
        qreal labelSpace = 0;  // pixels left of and above the board for the labels
        qreal devicePixelRatio = 1;
        // paintDetailed: per row, bit c set = cell (row, c) is marked as attacked; null or
        // shorter than n: no marks.
        const std::vector<std::uint64_t>* attacked = nullptr;
        // paintDetailed: the solution tint's strength, 0 (none) to 1 (the static tint).
        qreal solutionStrength = 1;
        // paintDetailed: the laser pointer at (pointerRow, pointerCol) (BoardInteraction),
        // drawn over the cell fills and under the lines of attack and the queens ...
        BoardInteraction::PointerMode pointer = BoardInteraction::PointerMode::Off;
        int pointerRow = -1;
        int pointerCol = -1;
        // ... and the cell marks, over everything but the labels (null: none).
        const std::vector<BoardInteraction::CellMark>* marks = nullptr;
    };

    void setColors(const BoardColors& colors);
    const BoardColors& colors() const { return colors_; }

    void paintDetailed(QPainter& p, const Scene& s);
    void paintCompact(QPainter& p, const Scene& s);
    void paintHeatMarks(QPainter& p, const Scene& s) const;
    void paintFrame(QPainter& p, const Scene& s) const;

    static bool showsSolution(const queens::StepEvent* event);
    static QRectF cellRect(const Geometry& g, int row, int col);

private:
    void paintSquares(QPainter& p, const Scene& s) const;
    void paintUnderlay(QPainter& p, const Scene& s) const;
    void paintQueens(QPainter& p, const Scene& s);
    void paintOverlay(QPainter& p, const Scene& s) const;
    void paintReject(QPainter& p, const Scene& s) const;
    void paintRegister(QPainter& p, const Scene& s) const;
    void paintLabels(QPainter& p, const Scene& s) const;
    void paintCompactSquares(QPainter& p, const Scene& s);
    void paintCurrentCell(QPainter& p, const Scene& s) const;
    void paintRowTicks(QPainter& p, const Scene& s) const;
    QColor pairColor(const queens::StepEvent& e) const;

    BoardColors colors_;
    BoardMarksPainter marks_;
    PieceRenderer piece_;
    QImage squares_;  // compact boards: the squares as an n x n image, drawn scaled
};
