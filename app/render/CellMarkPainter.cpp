#include "CellMarkPainter.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

void CellMarkPainter::paintUnder(QPainter& p, const BoardGeometry& g,
                                 const std::vector<CellMark>& marks) {
    for (const CellMark& m : marks)
        if (m.kind == CellMark::Fill && g.contains(m.row, m.col))
            p.fillRect(g.cellRect(m.row, m.col), m.color);
}

void CellMarkPainter::paintOver(QPainter& p, const BoardGeometry& g, const BoardColors& colors,
                                const std::vector<CellMark>& marks) {
    if (g.n <= 0 || g.cell <= 0 || marks.empty()) return;
    for (const CellMark& m : marks) {
        if (!g.contains(m.row, m.col)) continue;
        switch (m.kind) {
            case CellMark::Fill:
                break;
            case CellMark::Outline:
            case CellMark::Cross:
                paintEventMark(p, g, colors, m);
                break;
            default:
                p.save();
                p.setRenderHint(QPainter::Antialiasing, true);
                paintPersonMark(p, g.cellRect(m.row, m.col), colors, m.kind);
                p.restore();
                break;
        }
    }
}

// Tiny cells: the mark is drawn on a square of 8 pixels around the cell's centre.
void CellMarkPainter::paintEventMark(QPainter& p, const BoardGeometry& g, const BoardColors& colors,
                                     const CellMark& m) {
    const QRectF cell = g.cellRect(m.row, m.col);
    const qreal side = std::max<qreal>(8, g.cell);
    const QRectF box(cell.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    p.setBrush(Qt::NoBrush);
    if (m.kind == CellMark::Outline) {
        const qreal w = std::max<qreal>(1.5, side * 0.08);
        p.setPen(QPen(m.color, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box.adjusted(w / 2, w / 2, -w / 2, -w / 2));
        return;
    }
    // Cross: stroked over a wider half-transparent halo, as BoardPainter's reject cross.
    const qreal w = std::max<qreal>(1.5, side * 0.1);
    const qreal halo = std::max<qreal>(1.0, side * 0.035);
    const QRectF x = box.adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22);
    for (const auto& [color, width] : {std::pair{colors.markHalo, w + 2 * halo}, {m.color, w}}) {
        p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
}

void CellMarkPainter::paintPersonMark(QPainter& p, const QRectF& cell, const BoardColors& colors,
                                      CellMark::Kind kind) {
    const qreal s = cell.width();
    const qreal w = std::max<qreal>(2.5, s * 0.09) * colors.lineScale();
    const qreal halo = std::max<qreal>(1.5, s * 0.035) * colors.lineScale();
    QColor halo60 = colors.markHalo;
    halo60.setAlpha(std::max(halo60.alpha(), 200));
    const QPointF c = cell.center();
    p.setBrush(Qt::NoBrush);
    switch (kind) {
        case CellMark::Focus: {
            const qreal in = w / 2 + halo + 1;  // the halo stays inside the cell
            const QRectF box = cell.adjusted(in, in, -in, -in);
            p.setPen(QPen(halo60, w + 2 * halo, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            p.drawRect(box);
            QPen dash(colors.focusMark, w, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
            dash.setDashPattern({1.6, 1.0});
            p.setPen(dash);
            p.drawRect(box);
            break;
        }
        case CellMark::Suggestion: {
            // A ring, and a five-pointed star in it.
            const qreal ring = s * 0.40 - w / 2;
            QPolygonF star;
            const qreal outer = s * 0.26;
            const qreal inner = outer * 0.42;
            for (int i = 0; i < 10; ++i) {
                const qreal a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
                const qreal rad = i % 2 == 0 ? outer : inner;
                star << c + QPointF(std::cos(a) * rad, std::sin(a) * rad);
            }
            p.setPen(QPen(halo60, w + 2 * halo));
            p.drawEllipse(c, ring, ring);
            p.setPen(QPen(halo60, 2 * halo, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(colors.suggestionMark);
            p.drawPolygon(star);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(colors.suggestionMark, w));
            p.drawEllipse(c, ring, ring);
            break;
        }
        case CellMark::Guess: {
            QFont f;
            f.setBold(true);
            f.setPixelSize(std::max(6, static_cast<int>(s * 0.72)));
            QPainterPath path;
            path.addText(0, 0, f, QStringLiteral("?"));
            const QRectF b = path.boundingRect();
            path.translate(c - b.center());
            p.setPen(QPen(halo60, 2 * halo + 1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(colors.guessMark);
            p.drawPath(path);
            p.setPen(Qt::NoPen);
            p.drawPath(path);
            break;
        }
        case CellMark::Wrong: {
            const QRectF x = cell.adjusted(s * 0.14, s * 0.14, -s * 0.14, -s * 0.14);
            for (const auto& [color, width] :
                 {std::pair{halo60, w * 1.3 + 2 * halo}, {colors.wrongMark, w * 1.3}}) {
                p.setPen(QPen(color, width, Qt::SolidLine, Qt::SquareCap));
                p.drawLine(x.topLeft(), x.bottomRight());
                p.drawLine(x.topRight(), x.bottomLeft());
            }
            break;
        }
        default:
            break;
    }
}
