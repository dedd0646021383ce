#pragma once
// BoardImageLayout: where each part of a BoardImageRenderer image goes, in image pixels. Pure
// arithmetic on the options (no font metrics, no painting), so the image's size is known before
// anything is drawn, and cellRect() / boardRect() agree with the painted pixels. The board's part
// is a BoardGeometry (grid), the geometry BoardPainter draws into.
//
// Every length follows from the image width W (the board's side B where noted):
//   margin | title (optional, one line)                                          | margin
//   margin | row labels | the n x n board | gap | registers panel (optional)     | margin
//   margin |            | column labels (Chess: below the board, ZeroBased: above) |
//   margin | caption (optional, one line)                                        | margin
// - margin = max(1, kMargin W); the gap between the board and the panel is one margin.
// - Label text is kLabelPx W high; the row labels' column is wide enough for the longest row
//   number, the column labels' band 1.6 label heights.
// - B fills what is left of the width (the panel takes kPanelRatio B of it); the cell is B / n,
//   rounded down to whole pixels when it is kSnapMinCell (2) pixels or more, and then the board's
//   left and top edges are whole pixels too (crisp squares in PNG). The block of labels, board
//   and panel is centred horizontally.
// - Title / caption lines are kTitlePx W / kCaptionPx W text pixels times kLineHeight high, 0.4
//   margin from what they follow.
// - The height is ceil(bottom of the last part + margin).
// Requires valid options (BoardImageRenderer::validate(o) == "").
#include <QRectF>

#include "BoardGeometry.h"
#include "BoardImageRenderer.h"
#include "RegisterLayout.h"

struct BoardImageLayout {
    // Proportions, as fractions of the image width W or of the board's side B.
    static constexpr qreal kMargin = 0.03;      // x W, around everything
    static constexpr qreal kTitlePx = 0.04;     // x W, the title's text
    static constexpr qreal kCaptionPx = 0.03;   // x W, the caption's text
    static constexpr qreal kLabelPx = 0.026;    // x W, coordinate labels and the registers panel
    static constexpr qreal kLineHeight = 1.45;  // x text pixels, one line of title or caption
    static constexpr qreal kPanelRatio = 0.6;   // x B, the registers panel's width
    static constexpr qreal kSnapMinCell = 2.0;  // cells this wide or wider: whole pixels

    static BoardImageLayout of(const BoardImageOptions& o);

    qreal width = 0;  // W
    qreal height = 0;
    qreal margin = 0;
    qreal labelPx = 0;  // text pixels of the coordinate labels
    qreal titlePx = 0;  // text pixels of the title
    qreal captionPx = 0;
    QRectF title;        // empty without a title
    QRectF caption;      // empty without a caption
    BoardGeometry grid;  // the squares
    QRectF rowLabels;    // left of the board; empty without coordinates
    QRectF colLabels;    // above (ZeroBased) or below (Chess) the board; empty without coordinates
    RegisterLayout panel;  // meaningful only with hasPanel
    bool hasPanel = false;
};
