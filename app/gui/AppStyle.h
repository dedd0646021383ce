#pragma once
// AppStyle: application-wide look for a classroom: a font that stays legible on a projector and,
// on request, a dark Fusion palette.
class QPalette;

class AppStyle {
public:
    static constexpr double kMinPointSize = 12.0;

    // Raises the application font to at least kMinPointSize; with dark, switches to the Fusion
    // style with darkPalette().
    static void apply(bool dark);
    static QPalette darkPalette();
};
