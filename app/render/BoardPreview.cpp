#include "BoardPreview.h"

#include <QColor>
#include <QPainter>
#include <algorithm>

QImage BoardPreview::fitting(const BoardImageOptions& o, int side) {
    BoardImageOptions small = o;
    small.width = std::clamp(side, BoardImageRenderer::kMinWidth, BoardImageRenderer::kMaxWidth);
    QImage image = BoardImageRenderer::render(small);
    if (!image.isNull() && image.height() > side) {
        small.width = std::max(BoardImageRenderer::kMinWidth, small.width * side / image.height());
        image = BoardImageRenderer::render(small);
    }
    return image;
}

QImage BoardPreview::overCheckerboard(const QImage& image) {
    QImage out(image.size(), QImage::Format_ARGB32_Premultiplied);
    out.setDevicePixelRatio(image.devicePixelRatio());
    QPainter p(&out);
    const int tile = 8;
    for (int y = 0; y < image.height(); y += tile)
        for (int x = 0; x < image.width(); x += tile)
            p.fillRect(x, y, tile, tile,
                       ((x + y) / tile) % 2 ? QColor(0xcc, 0xcc, 0xcc) : QColor(0xf4, 0xf4, 0xf4));
    p.drawImage(0, 0, image);
    return out;
}
