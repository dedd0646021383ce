#include "PieceRenderer.h"

#include <QPainter>
#include <cmath>

PieceRenderer::PieceRenderer(const QString& svgPath) : renderer_(svgPath) {}

const QPixmap& PieceRenderer::pixmap(int size, qreal devicePixelRatio) {
    if (size == cachedSize_ && devicePixelRatio == cachedRatio_) return cache_;
    const int px = std::max(1, static_cast<int>(std::lround(size * devicePixelRatio)));
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer_.render(&p, QRectF(0, 0, px, px));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    cache_ = pm;
    cachedSize_ = size;
    cachedRatio_ = devicePixelRatio;
    return cache_;
}
