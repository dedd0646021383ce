#pragma once
// StepCaptionPainter: the caption band under an exported animation frame: "Step k of m" (bold)
// and the sentence that describes the step (EventDescriber's, in the installed UI language),
// centred, in the frame's theme. It draws only the band; the board above it stays
// BoardImageRenderer's. Static and reentrant (any thread), no state.
// - The band's height follows from the frame width W and which lines are shown, never from the
//   text, so every frame of an animation has the same size: one line for the step, kTextLines
//   for the sentence, each kTextPx W text pixels times BoardImageLayout::kLineHeight, then one
//   BoardImageLayout margin. No line shown: no band.
// - The sentence is wrapped at word (or, in Chinese, character) boundaries into at most
//   kTextLines lines; a longer one is drawn smaller (down to kMinShrink of its size), and what
//   still does not fit is elided.
// - Text is drawn as glyph outlines by BoardImageRenderer::drawText (its font: DejaVu Sans, Noto
//   Sans CJK SC), so the offscreen CLI and the GUI write the same pixels.
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QString>
#include <QtGlobal>

#include "BoardImageRenderer.h"

class QPainter;

class StepCaptionPainter {
    Q_DECLARE_TR_FUNCTIONS(StepCaptionPainter)

public:
    static constexpr qreal kTextPx = 0.034;  // x W, the text of both lines
    static constexpr int kTextLines = 2;     // lines kept for the sentence
    static constexpr qreal kMinShrink = 0.7;

    // What the band shows: an empty text or step is not drawn, but keeps its lines when its
    // option is on (showText / showStep), so that the band's height does not change.
    struct Caption {
        bool showText = true;
        bool showStep = true;
        QString text;  // EventDescriber::describe()
        QString step;  // stepLabel()
    };

    // "Step k of m", the numbers in the locale's digits and separators.
    static QString stepLabel(quint64 step, quint64 of);
    // The band's height in pixels under a frame `width` pixels wide; 0 when no line is shown.
    static int bandHeight(int width, bool showText, bool showStep);
    // Paints the band into `band` (its width is the frame's W). Background: the theme's, or none
    // when `transparent`.
    static void paint(QPainter& p, const QRectF& band, const Caption& caption, ImageTheme theme,
                      bool transparent);
    // The band on its own, `width` x bandHeight(), ARGB32_Premultiplied: transparent, then
    // paint(). Null when no line is shown or out of memory.
    static QImage band(int width, const Caption& caption, ImageTheme theme, bool transparent);
    // Copies band(...) into the last bandHeight() rows of `frame` (a BoardImageRenderer::render
    // image with those rows added). False when out of memory.
    static bool drawBelow(QImage& frame, const Caption& caption, ImageTheme theme,
                          bool transparent);
};
