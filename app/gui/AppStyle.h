#pragma once
// AppStyle: application-wide look for a classroom: a font that stays legible on a projector and,
// on request, a dark Fusion palette.
class QPalette;

class AppStyle {
public:
    static constexpr double kMinPointSize = 12.0;

    // Raises the application font to at least kMinPointSize; with dark, switches to the Fusion
    // style with darkPalette() (and sliderPalette() for sliders).
    static void apply(bool dark);
    // Sets every role, the 3-D ones (Light, Midlight, Mid, Dark, Shadow) included.
    static QPalette darkPalette();
    // darkPalette() with a light Window, from which Fusion derives a slider's tick marks.
    static QPalette sliderPalette();
};
