#pragma once
// BoardColors: the colours the board is drawn with, a plain value chosen for the widget's
// palette (light and dark variants) so that the board stays legible on a projector and in a dark
// desktop theme. Schemes: Standard and ColorBlindSafe (Okabe & Ito's colours; `shapes` set, so
// the painters add shapes or patterns where Standard differs by hue alone). `highContrast`
// (presenter mode) raises every line and glyph colour to at least 7:1 against its halo.
// Exported images use forTheme(dark): Standard, never high contrast. It computes colours only;
// the painters decide where they go. The rules: docs/design.md, "Board colours".
#include <QColor>
#include <QPalette>

#include "StepEvent.h"

struct BoardColors {
    enum class Scheme { Standard, ColorBlindSafe };

    QColor lightSquare;
    QColor darkSquare;
    QColor frame;
    QColor label;
    QColor tryOutline;    // Try, Push, Pop
    QColor registerRow;   // the row of a bitmask register update
    QColor registerHalo;  // drawn under registerRow
    QColor placeFill;     // Place
    QColor removeFill;    // Remove
    QColor swapOutline;   // Swap, accepted Evaluate
    QColor rejectedSwap;  // rejected Evaluate
    QColor conflict;      // a queen that is attacked (min-conflicts, permutation boards)
    QColor attackedBit;   // a set bit of cols / ld / rd: an attacked cell of that row
    QColor freeBit;       // a set bit of avail: a free cell
    QColor chosenBit;     // the bit taken by bit = avail & -avail
    QColor solution;      // frame and tint when the current event is a Solution
    QColor compactQueen;  // the queen's body: the piece, the discs and dots of small cells
    QColor queenHalo;     // the light rim around a small queen's disc or dot (not attacked)
    QColor markHalo;      // drawn under reject crosses, attack lines and attacker outlines
    QColor attackDark;    // the attacked-cell hatch: dark stripes ...
    QColor attackLight;   // ... each beside a light one, so that it reads on both square colours
    QColor attackFill;    // the hatch of cells too small for stripes (exports): a wash that
                          // keeps the queens' 3:1 (lighter in the dark variant)
    QColor placeLine;     // the lines of attack of a queen just placed (opaque: thin)
    QColor swapLine;      // the lines of attack of the two queens of a Swap
    QColor rowBand;       // the current row (fill, under the pieces) ...
    QColor rowBandEdge;   // ... and its top and bottom edges
    // Reject colours by reason (Column, Diagonal, AntiDiagonal, Mask, Symmetry).
    QColor rejectColumn;
    QColor rejectDiagonal;
    QColor rejectAntiDiagonal;
    QColor rejectMask;
    QColor rejectSymmetry;
    // The laser pointer (BoardMarksPainter): fill, and the inner outline (dark, then bright).
    QColor pointerFill;
    QColor pointerDark;
    QColor pointerBright;
    // The domains of a constraint search (DomainPainter): a value still in its row's domain (a
    // dot, rimmed in queenHalo), a value removed by forward checking or by arc consistency (a
    // cross over markHalo, coloured by its cause), and a wiped-out row (band and edge).
    QColor domainValue;
    QColor pruneForward;
    QColor pruneArc;
    QColor wipeoutBand;
    QColor wipeoutEdge;
    // Cell marks (CellMarkPainter): drawn over markHalo.
    QColor focusMark;
    QColor suggestionMark;
    QColor guessMark;
    QColor wrongMark;
    Scheme scheme = Scheme::Standard;
    bool shapes = false;        // draw shape / pattern redundancy (ColorBlindSafe)
    bool highContrast = false;  // presenter: strong squares, opaque halos, thicker lines

    // How much thicker the painters draw lines and halos: 1, or kHighContrastLineScale.
    static constexpr double kHighContrastLineScale = 1.6;
    qreal lineScale() const { return highContrast ? kHighContrastLineScale : 1.0; }

    QColor rejectColor(queens::RejectReason reason) const;

    static bool isDark(const QPalette& palette);
    // forPalette(palette, defaultScheme()).
    static BoardColors forPalette(const QPalette& palette);
    // forPalette(palette, scheme, defaultHighContrast()).
    static BoardColors forPalette(const QPalette& palette, Scheme scheme);
    static BoardColors forPalette(const QPalette& palette, Scheme scheme, bool highContrast);
    // Without a palette (exported images, any thread): forPalette of a fixed light or dark
    // palette, so that the result depends on nothing of the running application; Standard
    // unless a scheme is given; never high contrast.
    static BoardColors forTheme(bool dark);
    static BoardColors forTheme(bool dark, Scheme scheme);
    // The scheme forPalette(palette) uses: the application's choice (PresenterMode sets it; GUI
    // thread; Standard at start). Exports never read it.
    static Scheme defaultScheme();
    static void setDefaultScheme(Scheme scheme);
    // Whether forPalette(palette[, scheme]) is high contrast: the application's choice
    // (PresenterMode sets it while presenting; GUI thread; off at start). Exports never read it.
    static bool defaultHighContrast();
    static void setDefaultHighContrast(bool on);
    // WCAG 2 relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21) of opaque
    // colours (alpha ignored).
    static double relativeLuminance(const QColor& c);
    static double contrastRatio(const QColor& a, const QColor& b);
    // The background forTheme's palette has (light: near-white, dark: near-black).
    static QColor themeBackground(bool dark);
};
