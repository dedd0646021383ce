#include "QueenMarkPainter.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

QRectF QueenMarkPainter::box(const QPointF& centre, qreal cell, Shape shape, qreal minSide) {
    const qreal side = std::max(minSide, shape == Shape::Disc ? cell * kDiscFraction : cell);
    return {centre.x() - side / 2, centre.y() - side / 2, side, side};
}

qreal QueenMarkPainter::rimWidth(qreal side, bool attacked) {
    return attacked ? std::max<qreal>(1.5, side * 0.14) : std::max<qreal>(1.0, side * 0.06);
}

QRectF QueenMarkPainter::body(const Mark& m, const BoardColors& colors) {
    if (colors.highContrast) return m.box;
    const qreal w = rimWidth(m.box.width(), m.attacked);
    return m.box.adjusted(w, w, -w, -w);
}

QRectF QueenMarkPainter::outer(const Mark& m, const BoardColors& colors) {
    if (!colors.highContrast) return m.box;
    const qreal w = rimWidth(m.box.width(), m.attacked) * colors.lineScale();
    return m.box.adjusted(-w, -w, w, w);
}

int QueenMarkPainter::rowStep(int n, qreal side, const QRectF& board) {
    const qreal area = std::max<qreal>(1, board.width() * board.height());
    return std::max(1, static_cast<int>(std::ceil(n * side * side / (kMaxCover * area))));
}

void QueenMarkPainter::paint(QPainter& p, const std::vector<Mark>& marks, Shape shape,
                             const BoardColors& colors, bool vector) {
    if (marks.empty()) return;
    QColor conflict = colors.conflict;  // opaque: the rim has no piece to show through it
    conflict.setAlpha(255);
    if (shape == Shape::Square && !vector) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, false);
        for (const Mark& m : marks)
            p.fillRect(outer(m, colors), m.attacked ? conflict : colors.queenHalo);
        for (const Mark& m : marks) p.fillRect(body(m, colors), colors.compactQueen);
        p.restore();
        return;
    }
    QPainterPath halos;
    QPainterPath rims;
    QPainterPath bodies;
    for (QPainterPath* path : {&halos, &rims, &bodies}) path->setFillRule(Qt::WindingFill);
    const auto add = [shape](QPainterPath& path, const QRectF& r) {
        shape == Shape::Disc ? path.addEllipse(r) : path.addRect(r);
    };
    for (const Mark& m : marks) {
        add(m.attacked ? rims : halos, outer(m, colors));
        add(bodies, body(m, colors));
    }
    p.save();
    p.setPen(Qt::NoPen);
    if (!halos.isEmpty()) p.fillPath(halos, colors.queenHalo);
    if (!rims.isEmpty()) p.fillPath(rims, conflict);
    p.fillPath(bodies, colors.compactQueen);
    p.restore();
}
