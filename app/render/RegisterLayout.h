#pragma once
// RegisterLayout: where RegisterPainter draws the bitmask registers, one geometry for every
// surface. A plain value: the screen's RegisterView computes one from its font and size (and the
// board's columns when the cells line up with them), an exported image takes panel() beside its
// board. Register r's bit c is the box cellRect(r, c); rows are top[r] down, cells `cell` wide
// and `rowHeight` high from `left` (bit c is column c, left to right like the board).
//
// The export's panel, inside `width` at `topLeft`, for text of px pixels (its height follows):
//   header px 1.6 | column names px 1.3 | four register rows | footnote px 1.5
// names px 3 wide; cell = min((width - names) / n, px 1.8), at least 0.5; each register row is
// max(cell, px 1.2) + px 0.35 high with its square cells centred in it; digits from 12 px cells.
#include <QPointF>
#include <QRectF>
#include <array>

#include "BitmaskRegisterOrigins.h"

struct RegisterLayout {
    static constexpr int kRegs = queens::kRegisterCount;
    static constexpr int kPanelRegs = 4;  // an exported panel: cols, ld, rd, avail

    // The export's panel at `topLeft`, `width` wide, for n columns and text of `px` pixels.
    static RegisterLayout panel(const QPointF& topLeft, qreal width, int n, qreal px);

    // Bit c of register r.
    QRectF cellRect(int r, int c) const {
        return {left + c * cell, top[static_cast<std::size_t>(r)], cell, rowHeight};
    }

    QRectF bounds;   // everything drawn (the export's panel; the screen: its widget)
    qreal left = 0;  // column 0's left edge
    qreal cell = 0;
    qreal rowHeight = 0;   // a cell's height
    qreal exprHeight = 0;  // 0: expressions to the right of the cells
    std::array<qreal, kRegs> top{};
    QRectF header;          // the title (left) and, without a footer, the caption (right)
    QRectF footer;          // the caption's own line under the rows; empty for none
    qreal indexTop = -1;    // column numbers above the cells, -1 for none
    qreal indexHeight = 0;  // their line
    qreal nameLeft = 0;
    qreal nameRight = 0;
    bool namesInline = false;  // no room left of the cells: "name:" before the expression
    qreal exprLeft = 0;
    qreal exprRight = 0;
    bool digits = false;  // 0 / 1 drawn in the cells (else thin bars)
    qreal textPx = 0;     // vector text's size in pixels (exports); 0 on screen (the widget's font)
};
