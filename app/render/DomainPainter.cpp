#include "DomainPainter.h"

#include <QPainter>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

using Cell = DomainLayer::Cell;
using queens::EventKind;

namespace {
struct Pens {
    qreal w;     // a mark's stroke
    qreal halo;  // the halo around it, each side
};

Pens pensFor(qreal cell, const BoardColors& colors, qreal share = 0.065) {
    return {std::max<qreal>(2.0, cell * share) * colors.lineScale(),
            std::max<qreal>(1.5, cell * 0.03) * colors.lineScale()};
}

QRectF rowRect(const BoardGeometry& g, int row) {
    return {g.board.left(), g.board.top() + row * g.cell, g.board.width(), g.cell};
}

// A rectangle stroked over its halo, inside `r`.
void outline(QPainter& p, const QRectF& r, const QColor& color, const QColor& halo, Pens pens,
             Qt::PenStyle style = Qt::SolidLine) {
    const qreal in = pens.w / 2 + pens.halo;
    const QRectF box = r.adjusted(in, in, -in, -in);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(halo, pens.w + 2 * pens.halo, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(box);
    p.setPen(QPen(color, pens.w, style, Qt::FlatCap, Qt::MiterJoin));
    p.drawRect(box);
}

// An arrow along `line`, its head at line.p2(), stroked over its halo.
void arrow(QPainter& p, const QLineF& line, const QColor& color, const QColor& halo, Pens pens) {
    if (line.length() < 1) return;
    const qreal head = pens.w * 3.2;
    const QPointF u = (line.p2() - line.p1()) / line.length();
    const QPointF v(-u.y(), u.x());
    const QPointF tip = line.p2();
    const QPolygonF headShape(
        {tip, tip - u * head + v * head * 0.55, tip - u * head - v * head * 0.55});
    const QLineF shaft(line.p1(), tip - u * head * 0.8);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(halo, pens.w + 2 * pens.halo, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawLine(shaft);
    p.drawPolygon(headShape);
    p.setPen(QPen(color, pens.w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawLine(shaft);
    p.setBrush(color);
    p.drawPolygon(headShape);
    p.setBrush(Qt::NoBrush);
}

// From the edge of the cell centred at `from` to just short of the cross centred at `to`.
QLineF linkLine(QPointF from, QPointF to, qreal cell) {
    const QPointF d = to - from;
    const qreal len = std::hypot(d.x(), d.y());
    if (len < 1) return {};
    const qreal axis = std::max(std::abs(d.x()), std::abs(d.y())) / len;  // 1 or 1/sqrt 2
    const QPointF u = d / len;
    return {from + u * (cell * 0.5 / axis), to - u * (cell * 0.3 / axis)};
}
}  // namespace

QColor DomainPainter::causeColor(Cell cell, const BoardColors& colors) {
    return cell == Cell::PrunedArc ? colors.pruneArc : colors.pruneForward;
}

void DomainPainter::paintUnder(QPainter& p, const BoardScene& s, const DomainLayer& l,
                               const BoardColors& colors) {
    for (int r = 0; r < l.n(); ++r)
        if (l.wipedOut(r)) p.fillRect(rowRect(s.geometry, r), colors.wipeoutBand);
}

void DomainPainter::paintOver(QPainter& p, const BoardScene& s, const DomainLayer& l,
                              const BoardColors& colors) {
    const BoardGeometry& g = s.geometry;
    if (l.n() != g.n || g.n <= 0) return;
    p.save();
    for (int r = 0; r < l.n(); ++r)
        for (int c = 0; c < l.n(); ++c)
            if (l.at(r, c) != Cell::None) paintCell(p, s, l, r, c, colors);
    if (l.focusRow() >= 0)
        outline(p, rowRect(g, l.focusRow()), colors.rowBandEdge, colors.markHalo,
                pensFor(g.cell, colors, 0.05), Qt::DashLine);
    for (int r = 0; r < l.n(); ++r) {
        if (!l.wipedOut(r)) continue;
        outline(p, rowRect(g, r), colors.wipeoutEdge, colors.markHalo,
                pensFor(g.cell, colors, 0.08));
        paintBadge(p, s, r, colors);
    }
    if (s.event != nullptr) paintEvent(p, s, l, colors);
    if (g.contains(s.linkRow, s.linkCol) && l.isPruned(s.linkRow, s.linkCol))
        paintLink(p, s, l, s.linkRow, s.linkCol, colors);
    p.restore();
}

void DomainPainter::paintCell(QPainter& p, const BoardScene& s, const DomainLayer& l, int row,
                              int col, const BoardColors& colors) {
    const BoardGeometry& g = s.geometry;
    const QRectF cell = g.cellRect(row, col);
    const Cell kind = l.at(row, col);
    if (g.cell < kMinDotCell) {
        if (kind == Cell::Value) return;
        QColor tint = causeColor(kind, colors);
        tint.setAlpha(150);
        p.fillRect(cell, tint);
        return;
    }
    if (kind == Cell::Value) {
        const qreal radius = std::max<qreal>(3.0, g.cell * 0.11);
        p.setPen(QPen(colors.queenHalo, std::max<qreal>(1.0, g.cell * 0.03) * colors.lineScale()));
        p.setBrush(colors.domainValue);
        p.drawEllipse(cell.center(), radius, radius);
        return;
    }
    const Pens pens = pensFor(g.cell, colors);
    const QColor color = causeColor(kind, colors);
    const QRectF x = cell.adjusted(g.cell * 0.3, g.cell * 0.3, -g.cell * 0.3, -g.cell * 0.3);
    p.setBrush(Qt::NoBrush);
    for (const bool haloPass : {true, false}) {
        p.setPen(QPen(haloPass ? colors.markHalo : color,
                      haloPass ? pens.w + 2 * pens.halo : pens.w, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
        if (kind == Cell::PrunedArc) {
            const qreal ring = g.cell * 0.36;
            p.drawEllipse(cell.center(), ring, ring);
        }
    }
}

// An empty-set sign (a ring with a slash) on an opaque disc, on the line between the row's two
// middle squares, so that it covers none of the crosses.
void DomainPainter::paintBadge(QPainter& p, const BoardScene& s, int row,
                               const BoardColors& colors) {
    const BoardGeometry& g = s.geometry;
    const qreal radius = std::max<qreal>(5.0, g.cell * 0.21);
    const qreal x = g.n >= 2 ? g.board.left() + (g.n / 2) * g.cell : g.cellCentre(row, 0).x();
    const QPointF centre(x, g.board.top() + (row + 0.5) * g.cell);
    const qreal w = std::max<qreal>(1.5, radius * 0.2) * colors.lineScale();
    p.setPen(Qt::NoPen);
    p.setBrush(colors.queenHalo);
    p.drawEllipse(centre, radius, radius);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colors.wipeoutEdge, w, Qt::SolidLine, Qt::RoundCap));
    const qreal ring = radius * 0.62;
    p.drawEllipse(centre, ring, ring);
    const QPointF d(radius * 0.75, -radius * 0.75);
    p.drawLine(centre - d, centre + d);
}

void DomainPainter::paintLink(QPainter& p, const BoardScene& s, const DomainLayer& l, int row,
                              int col, const BoardColors& colors) {
    const BoardGeometry& g = s.geometry;
    const Cell kind = l.at(row, col);
    const int cause = l.causeRow(row, col);
    if (cause < 0 || cause >= g.n) return;
    const QColor color = causeColor(kind, colors);
    const Pens pens = pensFor(g.cell, colors, 0.07);
    const QPointF to = g.cellCentre(row, col);
    if (kind == Cell::PrunedArc) {
        // Every value left in the cause row (or its queen, once assigned) attacks the square:
        // that is why none supports it. An arrow from each.
        outline(p, rowRect(g, cause), color, colors.markHalo, pens, Qt::DashLine);
        const int q = s.state->queenAt(cause);
        for (int c = 0; c < g.n; ++c)
            if (q == c || (q == queens::BoardState::kEmpty && l.at(cause, c) == Cell::Value))
                arrow(p, linkLine(g.cellCentre(cause, c), to, g.cell), color, colors.markHalo,
                      pens);
    } else if (const int q = s.state->queenAt(cause); q != queens::BoardState::kEmpty) {
        outline(p, g.cellRect(cause, q), color, colors.markHalo, pens);
        arrow(p, linkLine(g.cellCentre(cause, q), to, g.cell), color, colors.markHalo, pens);
    } else {
        outline(p, rowRect(g, cause), color, colors.markHalo, pens, Qt::DashLine);
    }
    outline(p, g.cellRect(row, col), color, colors.markHalo, pens);
}

// The current event's marks: the value just pruned (its link), restored, the cause of a
// wipe-out, the queen forward checking tests against, the rows of the arc revised.
void DomainPainter::paintEvent(QPainter& p, const BoardScene& s, const DomainLayer& l,
                               const BoardColors& colors) {
    const BoardGeometry& g = s.geometry;
    const queens::StepEvent& e = *s.event;
    const Pens pens = pensFor(g.cell, colors, 0.08);
    switch (e.kind) {
        case EventKind::Prune:
            if (g.contains(e.a, e.b) && l.isPruned(e.a, e.b)) paintLink(p, s, l, e.a, e.b, colors);
            break;
        case EventKind::Restore:
            if (g.contains(e.a, e.b))
                outline(p, g.cellRect(e.a, e.b), colors.domainValue, colors.markHalo, pens,
                        Qt::DashLine);
            break;
        case EventKind::Wipeout:
            if (e.c >= 0 && e.c < g.n) {
                const int q = s.state->queenAt(e.c);
                outline(p, q >= 0 ? g.cellRect(e.c, q) : rowRect(g, e.c), colors.wipeoutEdge,
                        colors.markHalo, pens, q >= 0 ? Qt::SolidLine : Qt::DashLine);
            }
            break;
        case EventKind::Propagate:
            if (g.contains(e.a, e.b))
                outline(p, g.cellRect(e.a, e.b), colors.pruneForward, colors.markHalo, pens);
            break;
        case EventKind::Revise:
            if (e.a >= 0 && e.a < g.n)
                outline(p, rowRect(g, e.a), colors.pruneArc, colors.markHalo,
                        pensFor(g.cell, colors, 0.05));
            if (e.b >= 0 && e.b < g.n && e.b != e.a)
                outline(p, rowRect(g, e.b), colors.pruneArc, colors.markHalo,
                        pensFor(g.cell, colors, 0.05), Qt::DashLine);
            break;
        default:
            break;
    }
}
