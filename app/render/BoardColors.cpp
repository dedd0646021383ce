#include "BoardColors.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <initializer_list>

namespace {
// The application's scheme (BoardColors::setDefaultScheme); atomic only so that a stray read
// from an export thread is defined (exports use forTheme, which never reads it).
std::atomic<BoardColors::Scheme> gDefaultScheme{BoardColors::Scheme::Standard};
std::atomic<bool> gDefaultHighContrast{false};

// Okabe & Ito (2008), "Color Universal Design": eight colours told apart under protanopia,
// deuteranopia and tritanopia.
namespace okabe {
const QColor black(0x00, 0x00, 0x00);
const QColor orange(0xe6, 0x9f, 0x00);
const QColor skyBlue(0x56, 0xb4, 0xe9);
const QColor bluishGreen(0x00, 0x9e, 0x73);
const QColor yellow(0xf0, 0xe4, 0x42);
const QColor blue(0x00, 0x72, 0xb2);
const QColor vermillion(0xd5, 0x5e, 0x00);
const QColor reddishPurple(0xcc, 0x79, 0xa7);
}  // namespace okabe

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// The colour-blind-safe hues over a Standard set (squares, labels, halos and bands stay).
void applyColorBlindSafe(BoardColors& c, bool dark) {
    using namespace okabe;
    c.scheme = BoardColors::Scheme::ColorBlindSafe;
    c.shapes = true;
    c.tryOutline = dark ? skyBlue : blue;
    c.placeFill = withAlpha(bluishGreen, 170);
    c.removeFill = withAlpha(orange, 170);
    c.swapOutline = dark ? skyBlue : blue;
    c.rejectedSwap = vermillion;
    c.conflict = withAlpha(vermillion, 150);
    c.attackedBit = vermillion;
    c.freeBit = dark ? skyBlue : blue;
    c.chosenBit = dark ? yellow : black;
    c.solution = yellow;
    c.placeLine = bluishGreen.darker(dark ? 100 : 130);
    c.swapLine = blue;
    c.rejectColumn = vermillion;
    c.rejectDiagonal = dark ? skyBlue : blue;
    c.rejectAntiDiagonal = reddishPurple.darker(dark ? 100 : 125);
    c.rejectMask = orange.darker(dark ? 100 : 120);
    c.rejectSymmetry = dark ? QColor(0x9e, 0x9e, 0x9e) : QColor(0x4d, 0x4d, 0x4d);
    c.registerRow = dark ? skyBlue : blue;
    c.pointerFill = withAlpha(yellow, dark ? 120 : 140);
    c.pointerBright = yellow;
    c.focusMark = dark ? skyBlue : blue;
    c.suggestionMark = bluishGreen.darker(dark ? 100 : 115);
    c.guessMark = dark ? orange : blue;
    c.wrongMark = vermillion;
    c.domainValue = bluishGreen.darker(dark ? 100 : 115);
    c.pruneForward = vermillion;
    c.pruneArc = dark ? skyBlue : blue;
    c.wipeoutBand = withAlpha(vermillion, 110);
    c.wipeoutEdge = vermillion;
}

// `color` (its alpha kept) moved towards black (darken) or white, in small steps, until it has
// at least `ratio` against every colour of `against`; the hue stays (towards black) or pales.
QColor withContrast(const QColor& color, std::initializer_list<QColor> against, double ratio,
                    bool darken) {
    const QColor target = darken ? QColor(Qt::black) : QColor(Qt::white);
    const auto enough = [&](const QColor& x) {
        return std::all_of(against.begin(), against.end(), [&](const QColor& a) {
            return BoardColors::contrastRatio(x, a) >= ratio;
        });
    };
    QColor x = color;
    for (int i = 1; i <= 100 && !enough(x); ++i) {
        const double t = i / 100.0;
        x = QColor::fromRgbF(static_cast<float>(color.redF() * (1 - t) + target.redF() * t),
                             static_cast<float>(color.greenF() * (1 - t) + target.greenF() * t),
                             static_cast<float>(color.blueF() * (1 - t) + target.blueF() * t));
    }
    x.setAlpha(color.alpha());
    return x;
}

// High contrast over a Standard or ColorBlindSafe set (see the header).
// The marks' target: 7:1 (WCAG AAA) with a little room for rounding.
constexpr double kMarkContrast = 7.2;

void applyHighContrast(BoardColors& c, const QPalette& palette, bool dark) {
    c.highContrast = true;
    const QColor window = palette.color(QPalette::Window);
    if (dark) {
        c.lightSquare = QColor(0xd9, 0xd4, 0xc7);
        c.darkSquare = QColor(0x2a, 0x34, 0x40);
        c.frame = QColor(0xf0, 0xf0, 0xf0);
        c.markHalo = QColor(0x00, 0x00, 0x00);
    } else {
        c.lightSquare = QColor(0xf7, 0xf5, 0xef);
        c.darkSquare = QColor(0x3d, 0x4b, 0x5c);
        c.frame = QColor(0x10, 0x14, 0x18);
        c.markHalo = QColor(0xff, 0xff, 0xff);
    }
    c.registerHalo = c.markHalo;
    c.label = withContrast(c.label, {window}, 7.0, !dark);
    c.frame = withContrast(c.frame, {window}, 7.0, !dark);
    // The hatch: opaque-ish black and white stripes.
    c.attackDark = QColor(0x00, 0x00, 0x00, 210);
    c.attackLight = QColor(0xff, 0xff, 0xff, 220);
    // A fainter band, so that the squares of the current row stay far apart.
    c.rowBand.setAlpha(70);
    // Lines and glyphs: 7:1 against the halo and the square of the halo's tone.
    const QColor same = dark ? c.darkSquare : c.lightSquare;
    for (QColor* mark :
         {&c.tryOutline,  &c.registerRow,    &c.swapOutline,    &c.rejectedSwap,
          &c.attackedBit, &c.freeBit,        &c.chosenBit,      &c.placeLine,
          &c.swapLine,    &c.rejectColumn,   &c.rejectDiagonal, &c.rejectAntiDiagonal,
          &c.rejectMask,  &c.rejectSymmetry, &c.focusMark,      &c.suggestionMark,
          &c.guessMark,   &c.wrongMark,      &c.domainValue,    &c.pruneForward,
          &c.pruneArc,    &c.wipeoutEdge})
        *mark = withContrast(*mark, {c.markHalo, same}, kMarkContrast, !dark);
    // The conflict colour rims an attacked queen: light enough to stand out (3:1) on the dark
    // square even where the hatch's light stripes lighten it, where the queen's near-black body
    // cannot (the body does on the light square).
    c.conflict = withContrast(c.conflict, {c.darkSquare}, 7.0, false);
    // The solution frame lies on the window: at least 3:1 (WCAG for graphics).
    c.solution = withContrast(c.solution, {window}, 3.0, !dark);
}
}  // namespace

double BoardColors::relativeLuminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double BoardColors::contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool BoardColors::defaultHighContrast() {
    return gDefaultHighContrast.load();
}

void BoardColors::setDefaultHighContrast(bool on) {
    gDefaultHighContrast.store(on);
}

BoardColors::Scheme BoardColors::defaultScheme() {
    return gDefaultScheme.load();
}

void BoardColors::setDefaultScheme(Scheme scheme) {
    gDefaultScheme.store(scheme);
}

QColor BoardColors::rejectColor(queens::RejectReason reason) const {
    using queens::RejectReason;
    switch (reason) {
        case RejectReason::Column:
            return rejectColumn;
        case RejectReason::Diagonal:
            return rejectDiagonal;
        case RejectReason::AntiDiagonal:
            return rejectAntiDiagonal;
        case RejectReason::Mask:
            return rejectMask;
        case RejectReason::Symmetry:
            return rejectSymmetry;
        case RejectReason::None:
            break;
    }
    return rejectColumn;
}

bool BoardColors::isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

BoardColors BoardColors::forPalette(const QPalette& palette) {
    return forPalette(palette, defaultScheme());
}

BoardColors BoardColors::forPalette(const QPalette& palette, Scheme scheme) {
    return forPalette(palette, scheme, defaultHighContrast());
}

BoardColors BoardColors::forPalette(const QPalette& palette, Scheme scheme, bool highContrast) {
    const bool dark = isDark(palette);
    BoardColors c;
    c.label = palette.color(QPalette::WindowText);
    c.tryOutline = QColor(0x1e, 0x6f, 0xe5);
    c.placeFill = QColor(0x2e, 0xa0, 0x43, 170);
    c.removeFill = QColor(0xf5, 0x8c, 0x00, 170);
    c.swapOutline = QColor(0x00, 0x89, 0x7b);
    c.rejectedSwap = QColor(0xe5, 0x39, 0x35);
    c.conflict = QColor(0xe5, 0x39, 0x35, 150);
    c.attackedBit = QColor(0xd3, 0x2f, 0x2f);
    c.freeBit = QColor(0x2e, 0x9d, 0x43);
    c.chosenBit = QColor(0x1e, 0x6f, 0xe5);
    c.solution = QColor(0xff, 0xc1, 0x07);
    // The queen: near-black with a light rim, 3:1 or more against both squares of both variants
    // and the hatch (the piece, resources/queen.svg, has the same body and rim).
    c.compactQueen = QColor(0x12, 0x12, 0x16);
    c.queenHalo = QColor(0xf4, 0xf1, 0xea);
    c.markHalo = QColor(255, 255, 255, 153);  // white, 60 %
    c.placeLine = QColor(0x1b, 0x7a, 0x30);   // the place colour, darker
    c.swapLine = QColor(0x00, 0x6d, 0x62);    // the swap colour, darker
    // The current row: the palette's Highlight, as a pale translucent fill that lightens the
    // squares (both variants' squares are mid-tones) and an opaque edge.
    const QColor highlight = palette.color(QPalette::Highlight);
    c.rowBand = QColor::fromHsl(highlight.hslHue(), std::min(255, highlight.hslSaturation()), 225,
                                dark ? 120 : 110);
    c.rowBandEdge = highlight;
    // The laser pointer and the cell marks: strong, for a projector.
    c.pointerFill = QColor(0xff, 0xd6, 0x00, dark ? 110 : 130);
    c.pointerDark = QColor(0x10, 0x10, 0x14);
    c.pointerBright = QColor(0xff, 0xea, 0x00);
    c.focusMark = dark ? QColor(0x29, 0x79, 0xff) : QColor(0x0d, 0x47, 0xa1);
    c.suggestionMark = QColor(0x1b, 0x7a, 0x30);
    c.guessMark = dark ? QColor(0xff, 0xb3, 0x00) : QColor(0x4a, 0x14, 0x8c);
    c.wrongMark = QColor(0xd3, 0x2f, 0x2f);
    c.domainValue = QColor(0x1b, 0x7a, 0x30);
    c.wipeoutBand = QColor(0xe5, 0x39, 0x35, dark ? 120 : 105);
    if (dark) {
        c.pruneForward = QColor(0xff, 0x57, 0x22);  // deep orange
        c.pruneArc = QColor(0xab, 0x47, 0xbc);      // purple
        c.wipeoutEdge = QColor(0xff, 0x17, 0x44);
        c.lightSquare = QColor(0xc9, 0xb4, 0x8f);
        c.darkSquare = QColor(0x8a, 0x68, 0x48);
        c.frame = QColor(0x3a, 0x2c, 0x20);
        // Brighter than the light variant's, still dark enough to stand out from the halo.
        c.rejectColumn = QColor(0xf4, 0x43, 0x36);
        c.rejectDiagonal = QColor(0xb0, 0x3c, 0xd8);
        c.rejectAntiDiagonal = QColor(0xf0, 0x3a, 0x7c);
        c.rejectMask = QColor(0xff, 0x57, 0x22);
        c.rejectSymmetry = QColor(0x61, 0x61, 0x61);
        c.registerRow = QColor(0x18, 0xff, 0xff);  // bright cyan
        c.registerHalo = QColor(0, 0, 0, 170);
        c.tryOutline = QColor(0x29, 0x79, 0xff);
        c.attackDark = QColor(0x1a, 0x12, 0x0a, 115);
        c.attackLight = QColor(255, 255, 255, 110);
        c.attackFill = QColor(255, 255, 255, 110);
    } else {
        c.pruneForward = QColor(0xd8, 0x43, 0x15);  // deep orange
        c.pruneArc = QColor(0x6a, 0x1b, 0x9a);      // purple
        c.wipeoutEdge = QColor(0xc6, 0x28, 0x28);
        c.lightSquare = QColor(0xf0, 0xdc, 0xb8);
        c.darkSquare = QColor(0xb5, 0x88, 0x63);
        c.frame = QColor(0x5a, 0x40, 0x2a);
        c.rejectColumn = QColor(0xe5, 0x39, 0x35);        // red
        c.rejectDiagonal = QColor(0x8e, 0x24, 0xaa);      // purple
        c.rejectAntiDiagonal = QColor(0xd8, 0x1b, 0x60);  // magenta
        c.rejectMask = QColor(0xc6, 0x28, 0x28);          // dark red
        c.rejectSymmetry = QColor(0x75, 0x75, 0x75);      // grey
        c.registerRow = QColor(0x00, 0x83, 0x8f);         // dark cyan
        c.registerHalo = QColor(255, 255, 255, 153);
        c.attackDark = QColor(0x3a, 0x26, 0x14, 120);
        c.attackLight = QColor(255, 255, 255, 120);
        c.attackFill = QColor(0x3a, 0x26, 0x14, 85);
    }
    if (scheme == Scheme::ColorBlindSafe) applyColorBlindSafe(c, dark);
    if (highContrast) applyHighContrast(c, palette, dark);
    return c;
}

BoardColors BoardColors::forTheme(bool dark) {
    return forTheme(dark, Scheme::Standard);
}

BoardColors BoardColors::forTheme(bool dark, Scheme scheme) {
    // QPalette(button, window) derives every role from the two colours, not from the app.
    const QColor window = themeBackground(dark);
    QPalette palette(dark ? QColor(0x2c, 0x2c, 0x33) : QColor(0xec, 0xea, 0xe4), window);
    palette.setColor(QPalette::WindowText,
                     dark ? QColor(0xe6, 0xe3, 0xdc) : QColor(0x22, 0x22, 0x28));
    palette.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    return forPalette(palette, scheme, false);
}

QColor BoardColors::themeBackground(bool dark) {
    return dark ? QColor(0x1c, 0x1c, 0x21) : QColor(0xfb, 0xfa, 0xf7);
}
