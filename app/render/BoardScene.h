#pragma once
// BoardScene: one moment of a board to paint, as BoardPainter and each of its layers
// (BoardMarksPainter, CompactBoardPainter) take it. A plain value of pointers the caller keeps
// alive for the paint: no painting, no state of its own.
#include <QFont>
#include <atomic>
#include <vector>

#include "BoardAttacks.h"
#include "BoardGeometry.h"
#include "BoardState.h"
#include "CellMark.h"
#include "StepEvent.h"

namespace queens {
class SuccessorCosts;
}

struct BoardScene {
    // The laser pointer: the row, column, diagonal, anti-diagonal or all four lines through a
    // square.
    enum class PointerMode { Off, Row, Column, Diagonal, AntiDiagonal, QueenLines };

    // Non-null with n() == geometry.n > 0.
    const queens::BoardState* state = nullptr;
    const queens::StepEvent* event = nullptr;  // null: none
    BoardGeometry geometry;
    qreal devicePixelRatio = 1;
    // The attacks of the state: attacked queens get a conflict disc; with hatch, the attacked
    // empty squares are hatched. Null, or of another n: neither.
    const queens::BoardAttacks* attacks = nullptr;
    bool hatch = false;
    qreal solutionStrength = 1;  // the solution tint, 0 (none) to 1 (the static tint)
    // The laser pointer at (pointerRow, pointerCol).
    PointerMode pointer = PointerMode::Off;
    int pointerRow = -1;
    int pointerCol = -1;
    const std::vector<CellMark>* marks = nullptr;  // null: none
    // The h of every successor (local search, AIMA fig. 4.3(a)), written on the squares; null or
    // empty: none (HValuePainter).
    const queens::SuccessorCosts* hValues = nullptr;
    // Constraint search: the domains of the unassigned rows (DomainPainter, DomainLayer), the row
    // being assigned (focusRow, -1: none) outlined, and for the square (linkRow, linkCol), when
    // its value is removed, the link to what removed it (the hovered square; -1: none).
    bool domains = false;
    int focusRow = -1;
    int linkRow = -1;
    int linkCol = -1;
    bool labels = false;   // the screen's coordinate labels ...
    QFont font;            // ... in this font ...
    qreal labelSpace = 0;  // ... in this many pixels left of and above the board
    // Vector shapes only (SVG, PDF, worker threads): no pixmap is made or drawn.
    bool vector = false;
    // Set from another thread: painting stops between layers and rows (a partial picture).
    const std::atomic<bool>* cancel = nullptr;
};
