#pragma once
// BoardPainter: a board drawn square by square, the one painter of the board on screen
// (BoardWidget, up to BoardGeometry::kDetailedMaxN rows) and in every export (BoardImageRenderer:
// PNG, SVG, PDF, the handout, animation frames). The caller chooses the geometry (BoardGeometry)
// and what to show (Scene); this class only paints it. Nothing here solves or changes the state.
// paintBoard draws the layers squares, row band, hatch, wiped-out rows, cell fills, pointer, lines
// of attack, event marks, queens, h-values (HValuePainter), domains (DomainPainter), cell marks
// and labels, bottom to top;
// paintFrame the screen's frame.
// The queens lie over every mark of the squares and the event (an outline around a queen's cell
// stays visible around it); cells under kMinPieceCell get
// QueenMarkPainter's disc or dot instead of the piece.
// Owns its colours, the teaching marks' painter and the piece; the only caches are the queen
// pixmap and the hatch tile (never made with Scene::vector, so an export may run on a worker
// thread with its own BoardPainter). The layers in detail: docs/design.md, "Drawing the
// board".
#include <QRectF>
#include <span>

#include "BoardColors.h"
#include "BoardMarksPainter.h"
#include "BoardScene.h"
#include "BoardState.h"
#include "PieceRenderer.h"
#include "StepEvent.h"

class QPainter;

class BoardPainter {
public:
    using PointerMode = BoardScene::PointerMode;
    static constexpr qreal kCheckerMinCell = 2.0;  // narrower cells: no dark squares
    // Narrower cells: the queen is a disc (QueenMarkPainter), which fills far more of its cell
    // than the piece could; under kMinDiscCell a square dot (more of a tiny cell than a disc) of
    // kMinDotPixels or more.
    static constexpr qreal kMinPieceCell = 22.0;
    static constexpr qreal kMinDiscCell = 9.0;
    static constexpr qreal kMinDotPixels = 5.0;  // with its rim

    using Scene = BoardScene;

    void setColors(const BoardColors& colors);
    const BoardColors& colors() const { return colors_; }

    void paintBoard(QPainter& p, const Scene& s);
    void paintFrame(QPainter& p, const Scene& s) const;

    static bool showsSolution(const queens::StepEvent* event);
    // A placement (column per row, -1 = empty row; columns in -1..n-1) as the BoardState a Scene
    // shows: one Place per queen.
    static queens::BoardState stateOf(std::span<const int> placement);

private:
    void paintSquares(QPainter& p, const Scene& s) const;
    void paintUnderlay(QPainter& p, const Scene& s) const;
    void paintQueens(QPainter& p, const Scene& s);
    void paintQueenMarks(QPainter& p, const Scene& s) const;
    void paintOverlay(QPainter& p, const Scene& s) const;
    void paintReject(QPainter& p, const Scene& s) const;
    void paintRegister(QPainter& p, const Scene& s) const;
    void paintLabels(QPainter& p, const Scene& s) const;
    bool queenAttacked(const Scene& s, int row) const;

    BoardColors colors_;
    BoardMarksPainter marks_;
    PieceRenderer piece_;
};
