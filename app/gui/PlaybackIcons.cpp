#include "PlaybackIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <cmath>
#include <numbers>

namespace {
// A triangle pointing right (dir = 1) or left (dir = -1) in the box x0..x1, y0..y1.
QPolygonF triangle(qreal x0, qreal x1, qreal y0, qreal y1, int dir) {
    const qreal ym = (y0 + y1) / 2;
    if (dir > 0) return QPolygonF({QPointF(x0, y0), QPointF(x1, ym), QPointF(x0, y1)});
    return QPolygonF({QPointF(x1, y0), QPointF(x0, ym), QPointF(x1, y1)});
}
}  // namespace

QIcon PlaybackIcons::icon(Kind kind, const QPalette& palette) {
    QIcon result;
    for (int size : {16, 24, 32, 48}) {
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            const QPalette::ColorGroup group =
                mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
            QPixmap pm(size, size);
            pm.fill(Qt::transparent);
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(Qt::NoPen);
            p.setBrush(palette.color(group, QPalette::ButtonText));
            draw(kind, p, size);
            p.end();
            result.addPixmap(pm, mode);
        }
    }
    return result;
}

void PlaybackIcons::draw(Kind kind, QPainter& p, qreal s) {
    const qreal t = s * 0.2, b = s * 0.8;  // vertical extent
    const qreal bar = s * 0.14;
    switch (kind) {
        case Kind::Play:
            p.drawPolygon(triangle(s * 0.25, s * 0.8, t, b, 1));
            break;
        case Kind::Pause:
            p.drawRect(QRectF(s * 0.25, t, s * 0.17, b - t));
            p.drawRect(QRectF(s * 0.58, t, s * 0.17, b - t));
            break;
        case Kind::StepForward:
            p.drawPolygon(triangle(s * 0.2, s * 0.62, t, b, 1));
            p.drawRect(QRectF(s * 0.66, t, bar, b - t));
            break;
        case Kind::StepBack:
            p.drawRect(QRectF(s * 0.2, t, bar, b - t));
            p.drawPolygon(triangle(s * 0.38, s * 0.8, t, b, -1));
            break;
        case Kind::Rewind:
            p.drawRect(QRectF(s * 0.1, t, bar, b - t));
            p.drawPolygon(triangle(s * 0.26, s * 0.56, t, b, -1));
            p.drawPolygon(triangle(s * 0.56, s * 0.86, t, b, -1));
            break;
        case Kind::RunToSolution: {
            p.drawPolygon(triangle(s * 0.08, s * 0.36, t, b, 1));
            p.drawPolygon(triangle(s * 0.36, s * 0.64, t, b, 1));
            // A small star: the solution the run stops at.
            QPainterPath star;
            const QPointF c(s * 0.8, s * 0.5);
            for (int i = 0; i < 10; ++i) {
                const qreal r = (i % 2 == 0) ? s * 0.19 : s * 0.08;
                const qreal a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
                const QPointF pt(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
                i == 0 ? star.moveTo(pt) : star.lineTo(pt);
            }
            star.closeSubpath();
            p.drawPath(star);
            break;
        }
    }
}
