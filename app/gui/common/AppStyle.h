#pragma once
// AppStyle: the application-wide look for a classroom: a font legible on a projector, a light or
// dark theme, and a presenter look (large fonts, high contrast), all switchable while the program
// runs. The first apply() records the application's original font, style and palette; the light
// look goes back to that style and palette. See docs/design.md, "Presenter mode and themes".
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
    // apply({dark, false}); at start-up with dark false only the font changes.
    static void apply(bool dark);
    // current() with presenter set to `on`.
    static void applyPresenter(bool on);
    // The options of the last apply() (all false before the first).
    static Options current();
    // The application font before the first apply() (the current font until then).
    static QFont originalFont();

    // Sets every role, the 3-D ones (Light, Midlight, Mid, Dark, Shadow) included.
    static QPalette darkPalette();
    // darkPalette() with a light Window, from which Fusion derives a slider's tick marks.
    static QPalette sliderPalette();
    // Presenter: black on white or white on black, pure; a saturated highlight with a
    // contrasting text (at least 7:1 for text, WCAG AAA).
    static QPalette highContrastPalette(bool dark);
};
