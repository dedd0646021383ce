#include "BoardMarksPainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <utility>

#include "CancelFlag.h"

using queens::EventKind;

void BoardMarksPainter::setColors(const BoardColors& colors) {
    colors_ = colors;
    hatch_ = QPixmap();
}

std::array<int, 2> BoardMarksPainter::eventRows(const queens::StepEvent* event) {
    if (event == nullptr) return {-1, -1};
    switch (event->kind) {
        case EventKind::Try:
        case EventKind::Reject:
        case EventKind::Place:
        case EventKind::Remove:
        case EventKind::Mask:
        case EventKind::Push:
        case EventKind::Pop:
        case EventKind::Cutoff:
        case EventKind::Move:
        case EventKind::Propose:
            return {event->a, -1};
        case EventKind::Evaluate:
        case EventKind::Swap:
            return {event->a, event->b == event->a ? -1 : event->b};
        default:
            return {-1, -1};
    }
}

// The current row(s): a translucent band across the board with more opaque top and bottom
// edges (a shape as well as a colour), under everything but the squares.
void BoardMarksPainter::paintRowBand(QPainter& p, const BoardScene& in) const {
    const int n = in.geometry.n;
    const qreal w = std::max<qreal>(2.0, std::round(in.geometry.cell * 0.05 * colors_.lineScale()));
    for (const int row : eventRows(in.event)) {
        if (row < 0 || row >= n) continue;
        const QRectF band(in.geometry.board.left(),
                          in.geometry.board.top() + row * in.geometry.cell,
                          in.geometry.board.width(), in.geometry.cell);
        p.fillRect(band, colors_.rowBand);
        p.fillRect(QRectF(band.left(), band.top(), band.width(), w), colors_.rowBandEdge);
        p.fillRect(QRectF(band.left(), band.bottom() - w, band.width(), w), colors_.rowBandEdge);
    }
}

// One attacked cell: a hatched square inset in the cell, dark stripes each with a light one
// beside it. Cached for the cell size and device pixel ratio.
const QPixmap& BoardMarksPainter::hatchTile(const BoardScene& in) {
    const qreal cell = in.geometry.cell;
    const qreal dpr = in.devicePixelRatio;
    if (!hatch_.isNull() && hatchCell_ == cell && hatchDpr_ == dpr) return hatch_;
    hatchCell_ = cell;
    hatchDpr_ = dpr;
    const int side = std::max(1, static_cast<int>(std::ceil(cell * dpr)));
    hatch_ = QPixmap(side, side);
    hatch_.setDevicePixelRatio(dpr);
    hatch_.fill(Qt::transparent);
    QPainter t(&hatch_);
    t.setRenderHint(QPainter::Antialiasing);
    const qreal inset = std::round(cell * 0.16);
    const QRectF patch(inset, inset, cell - 2 * inset, cell - 2 * inset);
    t.setClipRect(patch);
    const qreal w = std::max<qreal>(1.2, cell * 0.045) * colors_.lineScale();  // one stripe
    const qreal period = std::max<qreal>(4 * w, (cell - 2 * inset) / 3.2);
    // Three or so "/" stripes x + y = k, centred on the patch's diagonal; none cut to a stub in
    // a corner.
    const qreal reach = (cell - 2 * inset) - period * 0.6;  // |k - cell| of the outermost stripe
    for (int j = -static_cast<int>(reach / period); j <= static_cast<int>(reach / period); ++j) {
        const qreal k = cell + j * period;
        t.setPen(QPen(colors_.attackDark, w, Qt::SolidLine, Qt::FlatCap));
        t.drawLine(QPointF(k, 0), QPointF(0, k));
        t.setPen(QPen(colors_.attackLight, w, Qt::SolidLine, Qt::FlatCap));
        t.drawLine(QPointF(k + w * 1.41, 0), QPointF(0, k + w * 1.41));
    }
    return hatch_;
}

void BoardMarksPainter::paintAttacked(QPainter& p, const BoardScene& in) {
    const int n = in.geometry.n;
    if (!in.hatch || in.attacks == nullptr || in.attacks->n() != n) return;
    if (in.vector) {
        paintAttackedVector(p, in);
        return;
    }
    const QPixmap& tile = hatchTile(in);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (in.attacks->attackedEmpty(r, c))
                p.drawPixmap(in.geometry.cellRect(r, c).topLeft(), tile);
}

// The hatch of hatchTile() as vector strokes: "/" stripes x + y = k inside a square patch inset in
// the cell, each dark stripe with a light one beside it; one pair of paths per row, so few
// elements however large the board. Cells narrower than kMinHatchCell: a translucent fill over
// each run of attacked cells of a row.
void BoardMarksPainter::paintAttackedVector(QPainter& p, const BoardScene& in) const {
    const BoardGeometry& g = in.geometry;
    const int n = g.n;
    const queens::BoardAttacks& attacked = *in.attacks;
    const qreal cell = g.cell;
    if (cell < kMinHatchCell) {
        QPainterPath runs;
        for (int r = 0; r < n; ++r)
            for (int col = 0; col < n;) {
                if (!attacked.attackedEmpty(r, col)) {
                    ++col;
                    continue;
                }
                int end = col;
                while (end < n && attacked.attackedEmpty(r, end)) ++end;
                runs.addRect(QRectF(g.board.left() + col * cell, g.board.top() + r * cell,
                                    (end - col) * cell, cell));
                col = end;
            }
        p.fillPath(runs, colors_.attackFill);
        return;
    }
    const qreal inset = std::round(cell * 0.16);
    const qreal s = cell - 2 * inset;
    const qreal w = std::max<qreal>(1.2, cell * 0.045);
    const qreal period = std::max<qreal>(4 * w, s / 3.2);
    const int reach = static_cast<int>((s - period * 0.6) / period);
    const auto stripe = [s](QPainterPath& path, const QPointF& o, qreal k) {
        // The line u + v = k clipped to the patch [0, s] x [0, s].
        const qreal u1 = std::max<qreal>(0, k - s);
        const qreal u2 = std::min<qreal>(s, k);
        if (u2 - u1 <= 0) return;
        path.moveTo(o + QPointF(u1, k - u1));
        path.lineTo(o + QPointF(u2, k - u2));
    };
    for (int r = 0; r < n && !cancelled(in.cancel); ++r) {
        QPainterPath dark;
        QPainterPath light;
        for (int col = 0; col < n; ++col) {
            if (!attacked.attackedEmpty(r, col)) continue;
            const QPointF origin = g.cellRect(r, col).topLeft() + QPointF(inset, inset);
            for (int j = -reach; j <= reach; ++j) {
                const qreal k = s + j * period;
                stripe(dark, origin, k);
                stripe(light, origin, k + w * 1.41);
            }
        }
        if (dark.isEmpty()) continue;
        p.strokePath(dark, QPen(colors_.attackDark, w, Qt::SolidLine, Qt::FlatCap));
        p.strokePath(light, QPen(colors_.attackLight, w, Qt::SolidLine, Qt::FlatCap));
    }
}

bool BoardMarksPainter::onPointerLine(PointerMode mode, int hoverRow, int hoverCol, int row,
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
void BoardMarksPainter::paintPointer(QPainter& p, const BoardScene& in) const {
    const PointerMode mode = in.pointer;
    const int hoverRow = in.pointerRow;
    const int hoverCol = in.pointerCol;
    const BoardGeometry& g = in.geometry;
    if (mode == PointerMode::Off || g.n <= 0 || g.cell <= 0) return;
    if (!g.contains(hoverRow, hoverCol)) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    const qreal w = std::max<qreal>(2.0, std::round(g.cell * 0.05 * colors_.lineScale()));
    for (int r = 0; r < g.n; ++r) {
        for (int c = 0; c < g.n; ++c) {
            if (!onPointerLine(mode, hoverRow, hoverCol, r, c)) continue;
            const QRectF cell = g.cellRect(r, c);
            p.fillRect(cell, colors_.pointerFill);
            const qreal k = (r == hoverRow && c == hoverCol) ? 2 : 1;
            const QRectF outer = cell.adjusted(1, 1, -1, -1);
            const auto frame = [&](const QRectF& box, qreal t, const QColor& color) {
                p.fillRect(QRectF(box.left(), box.top(), box.width(), t), color);
                p.fillRect(QRectF(box.left(), box.bottom() - t, box.width(), t), color);
                p.fillRect(QRectF(box.left(), box.top() + t, t, box.height() - 2 * t), color);
                p.fillRect(QRectF(box.right() - t, box.top() + t, t, box.height() - 2 * t), color);
            };
            frame(outer, w * k, colors_.pointerDark);
            frame(outer.adjusted(w * k, w * k, -w * k, -w * k), w * k, colors_.pointerBright);
        }
    }
    p.restore();
}

// The lines of attack of the queen just placed, or of the two queens just swapped.
void BoardMarksPainter::paintAttackLines(QPainter& p, const BoardScene& in) const {
    if (!in.event) return;
    const auto& e = *in.event;
    const queens::BoardState& state = *in.state;
    const int n = state.n();
    if (e.kind == EventKind::Place) {
        if (e.a >= 0 && e.a < n && e.b >= 0 && e.b < n && state.queenAt(e.a) == e.b)
            paintRays(p, in, e.a, e.b, colors_.placeLine);
    } else if (e.kind == EventKind::Swap) {
        for (const int row : {e.a, e.b})
            if (row >= 0 && row < n && state.queenAt(row) != queens::BoardState::kEmpty)
                paintRays(p, in, row, state.queenAt(row), colors_.swapLine);
    }
}

// Six rays from the queen's cell to the board's edges: up and down its column, both ways along
// its "\" diagonal and its "/" anti-diagonal; each a thin line with an arrowhead at the edge, over
// a casing in the light square colour (invisible on the light squares, a light edge on the dark
// ones). The strokes are opaque: Qt's raster engine blends a translucent stroke scanline by
// scanline, many times slower than an opaque one, and a Swap draws twelve of
// them; a thin opaque line hides little of the squares and hatch beside it.
void BoardMarksPainter::paintRays(QPainter& p, const BoardScene& in, int row, int col,
                                  const QColor& color) const {
    const int n = in.geometry.n;
    const qreal w = std::max<qreal>(2.0, in.geometry.cell * 0.045) * colors_.lineScale();
    const qreal casing = std::max<qreal>(1.0, in.geometry.cell * 0.015) * colors_.lineScale();
    // High contrast: the casing is the opaque halo (white under dark lines, black under bright).
    const QColor& casingColor = colors_.highContrast ? colors_.markHalo : colors_.lightSquare;
    const QPointF centre = in.geometry.cellRect(row, col).center();
    struct Ray {
        QLineF line;
        QPolygonF head;
    };
    std::vector<Ray> rays;
    for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}}) {
        int k = n;  // cells between the queen and the edge in this direction
        if (dr != 0) k = std::min(k, dr < 0 ? row : n - 1 - row);
        if (dc != 0) k = std::min(k, dc < 0 ? col : n - 1 - col);
        if (k <= 0) continue;
        const QPointF step(dc * in.geometry.cell, dr * in.geometry.cell);
        const QPointF start = centre + step * 0.5;  // the cell's edge or corner
        const QPointF end = centre + step * (k + 0.5);
        const qreal len = QLineF(start, end).length();
        const QPointF unit = (end - start) / len;
        const QPointF normal(-unit.y(), unit.x());
        const qreal head = std::min(std::max<qreal>(8.0, in.geometry.cell * 0.3), len * 0.6);
        const QPointF tip = end - unit * (w + 2 * casing);  // the casing stays on the board
        const QPointF base = tip - unit * head;
        rays.push_back(
            {QLineF(start, base + unit * 0.5),
             QPolygonF({tip, base + normal * head * 0.42, base - normal * head * 0.42})});
    }
    QColor opaque = color;
    opaque.setAlpha(255);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(casingColor, w + 2 * casing, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    for (const Ray& r : rays) {
        p.drawLine(r.line);
        p.drawPolygon(r.head);
    }
    p.setPen(QPen(opaque, w, Qt::SolidLine, Qt::FlatCap));
    for (const Ray& r : rays) p.drawLine(r.line);
    p.setPen(Qt::NoPen);
    p.setBrush(opaque);
    for (const Ray& r : rays) p.drawPolygon(r.head);
}

// The colour-blind scheme's reason shape, in a disc (white, or the high-contrast halo) on the
// cross's centre: the line of attack as a bar (| column, \ diagonal, / anti-diagonal), a square for
// a mask, two bars with a gap (a mirror) for symmetry.
void BoardMarksPainter::paintReasonGlyph(QPainter& p, const QRectF& cell,
                                         queens::RejectReason reason, const QColor& color,
                                         const QColor& disc, qreal lineScale) {
    const qreal s = cell.width();
    const QPointF c = cell.center();
    const qreal r = s * 0.2;
    p.setPen(QPen(color, std::max<qreal>(1.0, s * 0.025)));
    p.setBrush(disc);
    p.drawEllipse(c, r, r);
    const qreal a = r * 0.68;  // half a bar
    p.setPen(QPen(color, std::max<qreal>(2.0, s * 0.06) * lineScale, Qt::SolidLine, Qt::FlatCap));
    p.setBrush(color);
    switch (reason) {
        case queens::RejectReason::Column:
            p.drawLine(QPointF(c.x(), c.y() - a), QPointF(c.x(), c.y() + a));
            break;
        case queens::RejectReason::Diagonal:
            p.drawLine(c + QPointF(-a, -a) * 0.75, c + QPointF(a, a) * 0.75);
            break;
        case queens::RejectReason::AntiDiagonal:
            p.drawLine(c + QPointF(a, -a) * 0.75, c + QPointF(-a, a) * 0.75);
            break;
        case queens::RejectReason::Mask:
            p.setPen(Qt::NoPen);
            p.drawRect(QRectF(c.x() - a * 0.6, c.y() - a * 0.6, a * 1.2, a * 1.2));
            break;
        case queens::RejectReason::Symmetry:
        case queens::RejectReason::None:
            p.drawLine(QPointF(c.x() - a * 0.4, c.y() - a), QPointF(c.x() - a * 0.4, c.y() + a));
            p.drawLine(QPointF(c.x() + a * 0.4, c.y() - a), QPointF(c.x() + a * 0.4, c.y() + a));
            break;
    }
    p.setBrush(Qt::NoBrush);
}

// A bitmask register update: the row it belongs to, and a dot on each column whose bit is set
// (bit c = column c): red for the attacked cells (cols, ld, rd), green for the free ones (avail),
// blue for the chosen bit.

// The colour-blind scheme's register bits: a disc (avail, free), a square with an X (cols, ld,
// rd: attacked), a diamond (bit: chosen); white-edged like the discs.
void BoardMarksPainter::paintBitShape(QPainter& p, const QPointF& at, qreal r, queens::Register reg,
                                      const QColor& color) {
    const qreal edge = std::max<qreal>(1.5, r * 0.2);
    p.setPen(QPen(Qt::white, edge));
    p.setBrush(color);
    if (reg == queens::Register::Avail) {
        p.drawEllipse(at, r, r);
    } else if (reg == queens::Register::Bit) {
        const qreal d = r * 1.3;
        p.drawPolygon(QPolygonF(
            {at + QPointF(0, -d), at + QPointF(d, 0), at + QPointF(0, d), at + QPointF(-d, 0)}));
    } else {
        const QRectF box(at.x() - r, at.y() - r, 2 * r, 2 * r);
        p.drawRect(box);
        const QRectF x = box.adjusted(r * 0.45, r * 0.45, -r * 0.45, -r * 0.45);
        p.setPen(QPen(Qt::white, edge, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
}
