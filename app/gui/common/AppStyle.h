#pragma once
// AppStyle: application-wide look for a classroom: a font that stays legible on a projector, a
// light or dark theme, and a presenter look (large fonts, high contrast) — all switchable while
// the program runs.
//
// - apply(Options): the font: the application's original font raised to kMinPointSize, or to
//   kPresenterPointSize when presenting; the style and palette: dark or presenting = Fusion with
//   darkPalette(), highContrastPalette(dark) when presenting; neither = the original style and
//   palette the application had before the first apply() (so light <-> dark works at runtime).
//   Sliders get sliderPalette() in the dark themes. The first call records the originals.
// - apply(bool dark) = apply({dark, false}) (start-up: with dark false only the font changes).
// - applyPresenter(on): current() with presenter set to `on`.
// Qt sends every widget a FontChange / PaletteChange / StyleChange as usual.
#include <QFont>
#include <QString>

class QPalette;

class AppStyle {
public:
    static constexpr double kMinPointSize = 12.0;
    static constexpr double kPresenterPointSize = 20.0;

    struct Options {
        bool dark = false;
        bool presenter = false;  // large fonts, high contrast
        friend bool operator==(const Options&, const Options&) = default;
    };

    static void apply(const Options& options);
    static void apply(bool dark);
    static void applyPresenter(bool on);
    // The options of the last apply() (all false before the first).
    static Options current();
    // The application font before the first apply() (the font now when not yet applied).
    static QFont originalFont();

    // Sets every role, the 3-D ones (Light, Midlight, Mid, Dark, Shadow) included.
    static QPalette darkPalette();
    // darkPalette() with a light Window, from which Fusion derives a slider's tick marks.
    static QPalette sliderPalette();
    // Presenter: black on white or white on black, pure; a saturated highlight with a
    // contrasting text (at least 7:1 for text, WCAG AAA).
    static QPalette highContrastPalette(bool dark);
};
