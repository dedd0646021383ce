#pragma once
// CellMark: one mark on one square, drawn over the board by CellMarkPainter. The one mark type of
// the screen and the exports:
// - the current event of an exported animation frame (AnimationExporter::marksFor): Outline (a
//   square outline), Cross (an X over a halo), Fill (the whole cell, under the queens), each in
//   `color`;
// - a person's marks at the board (the puzzle, the prediction quiz), told apart by SHAPE so that
//   no one needs the colours, in the colours of BoardColors (`color` unused): Focus (the keyboard
//   cursor: a dashed square outline), Suggestion (a ring with a star), Guess (a bold "?"), Wrong
//   (a bold X from corner to corner).
// A plain value.
#include <QColor>

struct CellMark {
    enum Kind { Outline, Cross, Fill, Focus, Suggestion, Guess, Wrong };
    int row = 0;
    int col = 0;
    Kind kind = Outline;
    QColor color;  // Outline, Cross, Fill

    CellMark() = default;
    CellMark(int row, int col, Kind kind, const QColor& color = {})
        : row(row), col(col), kind(kind), color(color) {}

    friend bool operator==(const CellMark&, const CellMark&) = default;
};
