#pragma once
// RegisterPainter: draws the bitmask search's registers as rows of binary cells, bit c in the
// c-th cell from the left (the board's column c), for the screen's RegisterView and for the
// registers panel of an exported board alike: one geometry (RegisterLayout), one header, one row
// of names and cells. It only draws: values, texts, colours and layout come in a Scene, and the
// Scene's fields are all that differs between the surfaces (never a second painter).
// A screen paint runs on every playback tick: it lays out no text the RegisterTextCache holds
// and strokes no antialiased outlines of long rows (Qt's raster engine would hand their spans to
// its thread pool and wait for it). Qt Gui only; the vector path is reentrant (a worker may paint
// an export), the screen path uses the view's cache on the GUI thread.
// What a paint draws and how the surfaces differ: docs/design.md, "Drawing the board".
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRect>
#include <QRectF>
#include <QString>
#include <array>
#include <cstdint>

#include "BitmaskRegisterOrigins.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "RegisterLayout.h"
#include "RegisterTextCache.h"

class QPainter;
class QPalette;

class RegisterPainter {
    Q_DECLARE_TR_FUNCTIONS(RegisterPainter)

public:
    static constexpr int kRegs = queens::kRegisterCount;
    // Spacing of the screen's layout and the painting, in pixels.
    static constexpr qreal kMargin = 6;
    static constexpr qreal kGap = 8;
    static constexpr qreal kRowGap = 4;
    static constexpr qreal kMaxCell = 40;
    static constexpr qreal kDigitMinCell = 18;   // narrower cells show bars without digits
    static constexpr qreal kMinExpression = 60;  // narrower room shows no expressions
    static constexpr std::array<const char*, kRegs> kNames = {"cols", "ld", "rd", "avail", "bit"};

    using Layout = RegisterLayout;
    using TextCache = RegisterTextCache;

    // One register as shown: its value, the statement that made it and that statement's text.
    struct Shown {
        std::uint64_t value = 0;
        queens::BitmaskRegisterOrigins::Origin origin;
        QString expression;
        bool code = false;  // expression is code (drawn in a fixed font), not a sentence
        QString suffix;     // after the expression, e.g. "  (row 2)"; empty for none
    };
    // A shift in progress: the bits `from` of register `reg` slide `dir` columns (+1 right, -1
    // left) and are `t` (0..1) of the way there; reg -1 for none.
    struct Shift {
        int reg = -1;
        std::uint64_t from = 0;
        int dir = 0;
        qreal t = 0;
    };
    // The colours of a surface (the cells' ones come from BoardColors).
    struct Ink {
        QColor background;  // Scene::rect's; invalid: nothing
        QColor text;        // names, title, expressions
        QColor muted;       // caption, column names, notes, hex values
        QColor cellBase;    // under a register's cells; invalid: nothing
        QColor grid;
        QColor zero;                                    // the "0" digits
        QColor highlight;                               // the band of the highlighted register
        static Ink ofPalette(const QPalette& palette);  // the screen's
        static Ink ofTheme(const BoardColors& colors);  // an export's: its label colour
    };

    // Everything a paint reads.
    struct Scene {
        const Layout& layout;
        const std::array<Shown, kRegs>& regs;
        const BoardColors& colors;
        Ink ink;
        int n = 0;              // the columns, 1..64
        int registers = kRegs;  // the first `registers` of cols, ld, rd, avail, bit
        QString title;
        QString caption;      // right in the header, or on layout.footer when it has one
        QString note;         // not empty: drawn alone in `rect` (there are no registers to show)
        QRect rect;           // filled with ink.background
        bool vector = false;  // glyph outlines and paths (exports), else cached text
        TextCache* texts = nullptr;                        // the screen's (required unless vector)
        QFont font;                                        // the screen's (unless vector)
        Coordinates coordinates = Coordinates::ZeroBased;  // the column names (vector)
        bool expressions = false;   // the expression lines (screen only: they need `texts`)
        int highlighted = -1;       // the register changed by the current event, -1 for none
        std::uint64_t changed = 0;  // its changed bits
        Shift shift;
    };

    explicit RegisterPainter(const Scene& scene) : s_(scene) {}
    void paint(QPainter& p) const;

    // The registers panel of an exported board: cols, ld, rd and avail for the first empty row
    // r of o.placement (n for a full board), replaying the search's steps on the queens of rows
    // 0..r-1: cols |= bit; ld = ((ld | bit) << 1) & all; rd = (rd | bit) >> 1; avail = all &
    // ~(cols | ld | rd). Requires 1 <= o.n <= 64 and a valid placement.
    static void paintPanel(QPainter& p, const Layout& layout, const BoardImageOptions& o,
                           const BoardColors& colors);

private:
    using Role = TextCache::Role;

    void paintHeader(QPainter& p) const;
    void paintIndices(QPainter& p) const;
    void paintRegister(QPainter& p, int r) const;
    void paintCells(QPainter& p, int r, const QRectF& strip) const;
    void paintExpression(QPainter& p, int r, const QRectF& cells) const;
    // Draws `s` in role r and colour c aligned in `box` (left, right or centred; always centred
    // vertically); returns its width (0 in vector scenes).
    qreal drawText(QPainter& p, Role r, const QString& s, const QRectF& box, Qt::Alignment align,
                   const QColor& c) const;
    // A frame of `thickness` pixels inside `outer`, four rectangles that do not overlap.
    static void fillFrame(QPainter& p, const QRect& outer, int thickness, const QColor& c);

    const Scene& s_;
};
