#include "HValuePainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "SuccessorCosts.h"

void HValuePainter::paint(QPainter& p, const BoardScene& s, const BoardColors& colors) {
    const queens::SuccessorCosts* costs = s.hValues;
    const BoardGeometry& g = s.geometry;
    if (costs == nullptr || costs->empty() || costs->n() != g.n || !fits(g.n, g.cell)) return;
    // The widest value decides the size for the whole board: every number in one size.
    const std::int64_t widest = std::max<std::int64_t>(costs->current(), g.n * (g.n - 1) / 2);
    const int digits = static_cast<int>(QString::number(widest).size());
    QFont plain = s.font;
    plain.setPixelSize(std::max(8, static_cast<int>(g.cell * (digits >= 3 ? 0.34 : 0.46))));
    plain.setBold(colors.highContrast);
    QFont bold = plain;
    bold.setBold(true);
    const qreal rim = std::max<qreal>(2.0, g.cell * 0.06) * colors.lineScale();
    const QPen halo(colors.queenHalo, rim, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    const bool anyBetter = costs->best() < costs->current();
    p.save();
    for (int r = 0; r < g.n; ++r)
        for (int c = 0; c < g.n; ++c) {
            if (costs->isQueen(r, c)) continue;
            const bool best = costs->isBest(r, c);
            const QFont& f = best ? bold : plain;
            const QString text = QString::number(costs->at(r, c));
            const QFontMetricsF m(f);
            const QRectF cell = g.cellRect(r, c);
            const QRectF box = m.tightBoundingRect(text);
            const QPointF at(cell.center().x() - box.center().x(),
                             cell.center().y() - box.center().y());
            QPainterPath path;
            path.addText(at, f, text);
            p.strokePath(path, halo);
            // The best successors in green when they improve on the board, else in the text
            // colour (a local minimum or plateau: no move helps), bold either way.
            p.fillPath(path, best && anyBetter ? colors.suggestionMark : colors.compactQueen);
        }
    p.restore();
}
