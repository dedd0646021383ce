#pragma once
// RegisterPainter: draws a RegisterView (the five registers of the bitmask search as rows of
// binary cells) from values the view has already computed. It only draws: the values, the
// expressions, the layout and the colours are cached by the view in its setters (RegisterView.h
// describes what is shown and where), so a paint costs O(pixels) and nothing else.
//
// What one paint draws, top to bottom: the header (the title "Registers of row r" and the caption
// "bit c = column c"), the column numbers (every step-th one when they do not all fit), then per
// register its name, its n cells (1 filled in the register's board colour with a white "1" when
// the cells are wide enough for digits, else a bar; 0 a grey "0" or empty), the expression that
// produced it, "(row r)" when the value belongs to another row than the header's, and the value
// in hex when there is room. The register changed by the current event gets a tinted band and
// its changed bits an outline (or a mark under the cell when it is narrower than 10 px). During a
// shift animation the bits of (old | bit) are drawn `t` of a column towards their new place.
//
// Cost: the view repaints on every playback tick, so a paint must take well under a millisecond.
// Texts are drawn as QStaticText from the view's TextCache (laid out once per font and string,
// not on every paint: the 0 / 1 of the cells, the column numbers, the names and expressions),
// and shapes are pixel-aligned rectangles without antialiasing. Antialiased outlines of long
// rows would make Qt's raster engine hand their spans to its thread pool and wait for it, which
// stalls the GUI thread for milliseconds on a busy machine.
//
// The strings keep RegisterView's translation context (Q_DECLARE_TR_FUNCTIONS(RegisterView)):
// they are the view's text, this class only draws it. Qt Gui only (the view passes its palette,
// font and rectangle), so it lives in queenslab_render beside the export's registers panel
// (RegisterPanelPainter), which draws the registers of an exported board as vector glyphs.
#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QPalette>
#include <QRect>
#include <QRectF>
#include <QStaticText>
#include <QString>
#include <array>
#include <cstdint>

#include "BitmaskRegisterOrigins.h"
#include "BoardColors.h"
#include "StepEvent.h"

class QPainter;

class RegisterPainter {
    Q_DECLARE_TR_FUNCTIONS(RegisterView)

public:
    static constexpr int kRegs = queens::kRegisterCount;
    // Spacing shared by the view's layout and the painting, in pixels.
    static constexpr qreal kMargin = 6;
    static constexpr qreal kGap = 8;
    static constexpr qreal kRowGap = 4;
    static constexpr qreal kMaxCell = 40;
    static constexpr qreal kDigitMinCell = 18;   // narrower cells show bars without digits
    static constexpr qreal kMinExpression = 60;  // narrower room shows no expressions
    static constexpr std::array<const char*, kRegs> kNames = {"cols", "ld", "rd", "avail", "bit"};

    // One register as shown: its value, the statement that made it and that statement's text.
    struct Shown {
        std::uint64_t value = 0;
        queens::BitmaskRegisterOrigins::Origin origin;
        QString expression;
        bool code = false;  // expression is code (drawn in a fixed font), not a sentence
    };
    // Where things go, in the view's coordinates (computed by RegisterView::relayout()).
    struct Layout {
        qreal left = 0;  // column 0's left edge
        qreal cell = 0;
        qreal rowHeight = 0;
        qreal exprHeight = 0;  // 0: expressions to the right of the cells
        std::array<qreal, kRegs> top{};
        QRectF header;
        qreal indexTop = -1;  // column numbers above the cells, -1 for none
        qreal nameLeft = 0;
        qreal nameRight = 0;
        bool namesInline = false;  // no room left of the cells: "name:" before the expression
        qreal exprLeft = 0;
        qreal exprRight = 0;
        bool digits = false;  // 0 / 1 drawn in the cells (else thin bars)
    };
    // A shift in progress: the bits `from` of register `reg` slide `dir` columns (+1 right, -1
    // left) and are `t` (0..1) of the way there; reg -1 for none.
    struct Shift {
        int reg = -1;
        std::uint64_t from = 0;
        int dir = 0;
        qreal t = 0;
    };
    // Texts laid out once and drawn many times, in the fonts of the view (owned by the view,
    // kept across paints). setFonts() empties it when the fonts change; it also empties itself
    // when it holds more than kMaxEntries texts (the hex values change with every step).
    class TextCache {
    public:
        enum Role { Normal, Bold, Small, Digit, Code, CodeSmall, Italic, ItalicSmall, kRoles };
        static constexpr int kMaxEntries = 512;

        // The fonts from the view's font, with digits of `digitPixels` pixels.
        void setFonts(const QFont& base, int digitPixels);
        const QFont& font(Role r) const { return fonts_[static_cast<std::size_t>(r)]; }
        // `s` in font r, laid out.
        const QStaticText& text(Role r, const QString& s);
        qreal width(Role r, const QString& s) { return text(r, s).size().width(); }
        // `s` elided at the right to fit `room`.
        QString elided(Role r, const QString& s, qreal room);

    private:
        QFont base_;
        int digitPixels_ = -1;
        std::array<QFont, kRoles> fonts_;
        std::array<QHash<QString, QStaticText>, kRoles> texts_;
        int entries_ = 0;
    };

    // Everything a paint reads. The view gives its palette, font and rectangle.
    struct Scene {
        const QPalette& palette;
        const QFont& font;
        QRect rect;
        const Layout& layout;
        TextCache& texts;
        const std::array<Shown, kRegs>& regs;
        const BoardColors& colors;
        bool valid = false;  // n in 1..64 (else a note is drawn)
        int n = 0;
        int shownRow = -1;          // the row of the header, -1 when unknown
        int highlighted = -1;       // the register changed by the current event, -1 for none
        std::uint64_t changed = 0;  // its changed bits
        Shift shift;
    };

    // The fixed-width font of the expressions, at the size of `base`.
    static QFont codeFont(const QFont& base);

    explicit RegisterPainter(const Scene& scene) : s_(scene) {}
    // Draws the whole view into p (Scene::rect).
    void paint(QPainter& p) const;

private:
    using Role = TextCache::Role;

    void paintHeader(QPainter& p) const;
    void paintIndices(QPainter& p) const;
    void paintRegister(QPainter& p, int r) const;
    void paintCells(QPainter& p, int r, const QRectF& strip) const;
    void paintExpression(QPainter& p, int r, const QRectF& cells) const;
    // Draws `s` in font r aligned in `box` (left, right or centred; always centred vertically);
    // returns its width.
    qreal drawText(QPainter& p, Role r, const QString& s, const QRectF& box,
                   Qt::Alignment align) const;
    // A frame of `thickness` pixels inside `outer`, four rectangles that do not overlap.
    static void fillFrame(QPainter& p, const QRect& outer, int thickness, const QColor& c);

    const QPalette& palette() const;
    const QFont& font() const;

    const Scene& s_;
};
