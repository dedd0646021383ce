#pragma once
// BoardPreview: the small picture of a board image that an export dialog shows while the user
// chooses the options. Qt Gui only (no widgets), like the rest of queenslab_render.
//
// - fitting(o, side): the same options drawn by BoardImageRenderer at the largest width whose
//   image fits a square of `side` pixels (the layout scales with the width, so this is the
//   exported picture in small, at a cost independent of o.width). A tall image (title, caption,
//   coordinates) is narrowed until its height fits too, but never below
//   BoardImageRenderer::kMinWidth. Null when the renderer refuses the options.
// - overCheckerboard(image): the image over a grey checkerboard of 8-pixel tiles, same size and
//   device pixel ratio, so that a transparent background shows as such.
#include <QImage>

#include "BoardImageRenderer.h"

class BoardPreview {
public:
    static QImage fitting(const BoardImageOptions& o, int side);
    static QImage overCheckerboard(const QImage& image);
};
