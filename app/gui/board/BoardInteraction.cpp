#include "BoardInteraction.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace {
QRectF cellRect(const BoardInteraction::Geometry& g, int row, int col) {
    return {g.board.left() + col * g.cell, g.board.top() + row * g.cell, g.cell, g.cell};
}
}  // namespace

bool BoardInteraction::onPointerLine(PointerMode mode, int hoverRow, int hoverCol, int row,
                                     int col) {
    const bool sameRow = row == hoverRow;
    const bool sameCol = col == hoverCol;
    const bool diagonal = row - col == hoverRow - hoverCol;
    const bool anti = row + col == hoverRow + hoverCol;
    switch (mode) {
        case PointerMode::Off:
            return false;
        case PointerMode::Row:
            return sameRow;
        case PointerMode::Column:
            return sameCol;
        case PointerMode::Diagonal:
            return diagonal;
        case PointerMode::AntiDiagonal:
            return anti;
        case PointerMode::QueenLines:
            return sameRow || sameCol || diagonal || anti;
    }
    return false;
}

// Per cell of the line: the fill, then a dark and a bright square outline inside the cell (the
// bright one innermost), so that the line reads as a chain of framed squares on any colour. The
// hovered cell's outline is twice as thick.
void BoardInteraction::paintPointer(QPainter& p, const Geometry& g, const BoardColors& colors,
                                    PointerMode mode, int hoverRow, int hoverCol) {
    if (mode == PointerMode::Off || g.n <= 0 || g.cell <= 0) return;
    if (hoverRow < 0 || hoverCol < 0 || hoverRow >= g.n || hoverCol >= g.n) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    const qreal w = std::max<qreal>(2.0, std::round(g.cell * 0.05 * colors.lineScale()));
    for (int r = 0; r < g.n; ++r) {
        for (int c = 0; c < g.n; ++c) {
            if (!onPointerLine(mode, hoverRow, hoverCol, r, c)) continue;
            const QRectF cell = cellRect(g, r, c);
            p.fillRect(cell, colors.pointerFill);
            const qreal k = (r == hoverRow && c == hoverCol) ? 2 : 1;
            const QRectF outer = cell.adjusted(1, 1, -1, -1);
            const auto frame = [&](const QRectF& box, qreal t, const QColor& color) {
                p.fillRect(QRectF(box.left(), box.top(), box.width(), t), color);
                p.fillRect(QRectF(box.left(), box.bottom() - t, box.width(), t), color);
                p.fillRect(QRectF(box.left(), box.top() + t, t, box.height() - 2 * t), color);
                p.fillRect(QRectF(box.right() - t, box.top() + t, t, box.height() - 2 * t), color);
            };
            frame(outer, w * k, colors.pointerDark);
            frame(outer.adjusted(w * k, w * k, -w * k, -w * k), w * k, colors.pointerBright);
        }
    }
    p.restore();
}

void BoardInteraction::paintMarks(QPainter& p, const Geometry& g, const BoardColors& colors,
                                  const std::vector<CellMark>& marks) {
    if (g.n <= 0 || g.cell <= 0) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (const CellMark& m : marks) {
        if (m.row < 0 || m.col < 0 || m.row >= g.n || m.col >= g.n) continue;
        paintMark(p, cellRect(g, m.row, m.col), colors, m.kind);
    }
    p.restore();
}

void BoardInteraction::paintMark(QPainter& p, const QRectF& cell, const BoardColors& colors,
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
    }
}
