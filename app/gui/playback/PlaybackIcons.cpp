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
// The icons of the run-to and speed actions. The run-to icons share a small double arrow on the
// left ("run") and differ by the glyph on the right: what they run to.
using Glyph = PlaybackIcons::Kind;

QPolygonF rightTriangle(qreal x0, qreal x1, qreal y0, qreal y1) {
    return QPolygonF({QPointF(x0, y0), QPointF(x1, (y0 + y1) / 2), QPointF(x0, y1)});
}

void drawGlyph(Glyph g, QPainter& p, qreal s, const QColor& color) {
    QPen stroke(color, s * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    const auto arrowHead = [&](QPointF tip, qreal dx, qreal dy) {  // (dx, dy): direction
        const qreal w = s * 0.13;
        const QPointF back(tip.x() - dx * w, tip.y() - dy * w);
        const QPointF side(-dy * w * 0.8, dx * w * 0.8);
        p.setPen(Qt::NoPen);
        p.drawPolygon(QPolygonF({tip, back + side, back - side}));
    };
    const bool runTo = g == Glyph::Backtrack || g == Glyph::Restart || g == Glyph::Depth ||
                       g == Glyph::Conflicts || g == Glyph::Wipeout || g == Glyph::Backjump;
    if (runTo) {
        p.drawPolygon(rightTriangle(s * 0.04, s * 0.26, s * 0.3, s * 0.7));
        p.drawPolygon(rightTriangle(s * 0.26, s * 0.48, s * 0.3, s * 0.7));
    }
    switch (g) {
        case Glyph::End:
            p.drawPolygon(rightTriangle(s * 0.1, s * 0.42, s * 0.2, s * 0.8));
            p.drawPolygon(rightTriangle(s * 0.42, s * 0.74, s * 0.2, s * 0.8));
            p.drawRect(QRectF(s * 0.76, s * 0.2, s * 0.13, s * 0.6));
            break;
        case Glyph::Backtrack: {  // up and back to an earlier row
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            QPainterPath path(QPointF(s * 0.9, s * 0.82));
            path.lineTo(s * 0.9, s * 0.4);
            path.lineTo(s * 0.7, s * 0.4);
            p.drawPath(path);
            p.setBrush(color);
            arrowHead(QPointF(s * 0.55, s * 0.4), -1, 0);
            break;
        }
        case Glyph::Restart: {  // a circular arrow
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            const QRectF circle(s * 0.58, s * 0.32, s * 0.36, s * 0.36);
            p.drawArc(circle, 60 * 16, 280 * 16);
            p.setBrush(color);
            arrowHead(QPointF(s * 0.86, s * 0.3), 1, 0.35);
            break;
        }
        case Glyph::Depth:  // down to a row
            p.setPen(stroke);
            p.drawLine(QPointF(s * 0.75, s * 0.14), QPointF(s * 0.75, s * 0.56));
            p.drawLine(QPointF(s * 0.56, s * 0.86), QPointF(s * 0.94, s * 0.86));
            p.setBrush(color);
            arrowHead(QPointF(s * 0.75, s * 0.74), 0, 1);
            break;
        case Glyph::Conflicts:  // crossing lines of attack
            p.setPen(stroke);
            p.drawLine(QPointF(s * 0.6, s * 0.28), QPointF(s * 0.92, s * 0.72));
            p.drawLine(QPointF(s * 0.6, s * 0.72), QPointF(s * 0.92, s * 0.28));
            break;
        case Glyph::Wipeout:  // the empty set: a domain with no value left
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(QRectF(s * 0.58, s * 0.32, s * 0.34, s * 0.36));
            p.drawLine(QPointF(s * 0.56, s * 0.8), QPointF(s * 0.94, s * 0.2));
            break;
        case Glyph::Backjump: {  // up over several rows at once
            p.setPen(stroke);
            p.setBrush(Qt::NoBrush);
            QPainterPath path(QPointF(s * 0.92, s * 0.88));
            path.quadTo(QPointF(s * 0.92, s * 0.16), QPointF(s * 0.66, s * 0.16));
            p.drawPath(path);
            p.setBrush(color);
            arrowHead(QPointF(s * 0.52, s * 0.16), -1, 0);
            break;
        }
        case Glyph::Faster:
        case Glyph::Slower:
            p.setPen(QPen(color, s * 0.14, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(s * 0.22, s * 0.5), QPointF(s * 0.78, s * 0.5));
            if (g == Glyph::Faster)
                p.drawLine(QPointF(s * 0.5, s * 0.22), QPointF(s * 0.5, s * 0.78));
            break;
        default:  // the media icons are drawn by PlaybackIcons::draw
            break;
    }
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
            const QColor color = palette.color(group, QPalette::ButtonText);
            p.setBrush(color);
            draw(kind, p, size, color);
            p.end();
            result.addPixmap(pm, mode);
        }
    }
    return result;
}

void PlaybackIcons::draw(Kind kind, QPainter& p, qreal s, const QColor& color) {
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
        default:
            drawGlyph(kind, p, s, color);
            break;
    }
}
