#pragma once
// RegisterPanelPainter: the registers panel of an exported board (BoardImageRenderer, option
// registers): the bitmask search's cols, ld, rd and avail for the next row to fill, as rows of
// binary cells, bit c in the c-th cell from the left (the board's column c).
//
// Values: r = the first empty row (n for a full board). Replaying BitmaskStepper on the queens of
// rows 0..r-1 (queens below r are ignored: the search fills rows top to bottom):
//   cols |= bit;  ld = ((ld | bit) << 1) & all;  rd = (rd | bit) >> 1;  avail = all & ~(cols|ld|rd)
// so cols holds the columns of those queens, ld / rd the columns of row r that they attack along a
// "\" / "/" diagonal, avail the free cells of row r.
//
// Layout, top to bottom, inside a rectangle of the given width (its height follows): a header
// ("Registers of row r", or "All rows placed"), the column names (as the board's coordinates;
// 0-based numbers without coordinates, every k-th when they crowd), four register rows (name at
// the left, then n cells: 1 filled red for cols / ld / rd and green for avail, 0 empty; the digit
// inside when cells are large enough), a footnote "bit c = column c". Vector shapes only.
#include <QCoreApplication>
#include <QRectF>
#include <array>
#include <cstdint>

#include "BoardColors.h"
#include "BoardImageRenderer.h"

class QPainter;

class RegisterPanelPainter {
    Q_DECLARE_TR_FUNCTIONS(RegisterPanelPainter)

public:
    static constexpr int kRegs = 4;
    static constexpr std::array<const char*, kRegs> kNames = {"cols", "ld", "rd", "avail"};
    enum Reg { Cols, Ld, Rd, Avail };

    struct Values {
        int row = 0;            // the first empty row; n for a full board
        bool complete = false;  // every row holds a queen
        std::array<std::uint64_t, kRegs> regs{};
    };
    // Requires 1 <= o.n <= 64 and a valid placement.
    static Values valuesFor(const BoardImageOptions& o);

    struct Layout {
        QRectF panel;       // the whole panel
        qreal px = 0;       // text pixel size
        qreal nameW = 0;    // the names' column
        qreal cell = 0;     // one bit cell's side
        qreal headerH = 0;  // the header line
        qreal indexH = 0;   // the column names line
        qreal rowH = 0;     // one register row (cell plus spacing)
        qreal footH = 0;    // the footnote line
        int n = 0;
    };
    // The panel at `topLeft`, `width` wide, for n columns and text of `px` pixels.
    static Layout layout(const QPointF& topLeft, qreal width, int n, qreal px);
    static QRectF bitRect(const Layout& g, int reg, int bit);

    static void paint(QPainter& p, const Layout& g, const BoardImageOptions& o,
                      const BoardColors& colors);
};
