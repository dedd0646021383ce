#include "BoardPainter.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <utility>

#include "CancelFlag.h"
#include "CellMarkPainter.h"
#include "DomainPainter.h"
#include "HValuePainter.h"
#include "QueenMarkPainter.h"

using queens::EventKind;

void BoardPainter::setColors(const BoardColors& colors) {
    colors_ = colors;
    marks_.setColors(colors);
}

bool BoardPainter::showsSolution(const queens::StepEvent* event) {
    return event != nullptr && event->kind == EventKind::Solution;
}

queens::BoardState BoardPainter::stateOf(std::span<const int> placement) {
    const int n = static_cast<int>(placement.size());
    queens::BoardState state(n);
    for (int r = 0; r < n; ++r)
        if (const int c = placement[static_cast<std::size_t>(r)]; c >= 0)
            state.apply(queens::StepEvent::make(EventKind::Place, 0, r, c, 0));
    return state;
}

bool BoardPainter::queenAttacked(const Scene& s, int row) const {
    return s.attacks != nullptr && s.attacks->n() == s.geometry.n && s.attacks->queenAttacked(row);
}

void BoardPainter::paintBoard(QPainter& p, const Scene& s) {
    const DomainLayer domains = s.domains ? DomainLayer::of(*s.state, s.focusRow) : DomainLayer();
    paintSquares(p, s);
    if (cancelled(s.cancel)) return;
    marks_.paintRowBand(p, s);
    marks_.paintAttacked(p, s);
    if (cancelled(s.cancel)) return;
    DomainPainter::paintUnder(p, s, domains, colors_);
    paintUnderlay(p, s);
    marks_.paintPointer(p, s);
    marks_.paintAttackLines(p, s);
    paintOverlay(p, s);
    if (cancelled(s.cancel)) return;
    paintQueens(p, s);
    HValuePainter::paint(p, s, colors_);
    DomainPainter::paintOver(p, s, domains, colors_);
    if (s.marks != nullptr) CellMarkPainter::paintOver(p, s.geometry, colors_, *s.marks);
    if (s.labels) paintLabels(p, s);
}

// Dark squares where row + col is odd. On screen one axis-aligned rectangle per dark square (the
// raster engine fills those far faster than a path); with Scene::vector n / 2 column stripes and
// n / 2 row stripes filled with the odd-even rule, which cover exactly the cells that lie in one
// odd row or one odd column, not both: O(n) elements in an SVG or PDF.
void BoardPainter::paintSquares(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    const int n = g.n;
    p.fillRect(g.board, colors_.lightSquare);
    if (g.cell < kCheckerMinCell || n < 2) return;
    if (!s.vector) {
        for (int r = 0; r < n; ++r)
            for (int c = (r + 1) % 2; c < n; c += 2)
                p.fillRect(g.cellRect(r, c), colors_.darkSquare);
        return;
    }
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    for (int i = 1; i < n; i += 2) {
        path.addRect(QRectF(g.board.left() + i * g.cell, g.board.top(), g.cell, g.board.height()));
        path.addRect(QRectF(g.board.left(), g.board.top() + i * g.cell, g.board.width(), g.cell));
    }
    p.fillPath(path, colors_.darkSquare);
}

// Fills that belong under the pieces: placed / removed cells, Fill marks, the solution tint and
// attacked queens (a disc under the piece; a small queen's mark has its own conflict rim).
void BoardPainter::paintUnderlay(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    if (s.event) {
        const auto& e = *s.event;
        if (e.kind == EventKind::Place && e.a >= 0 && e.b >= 0)
            p.fillRect(g.cellRect(e.a, e.b), colors_.placeFill);
        if (e.kind == EventKind::Remove && e.a >= 0 && e.b >= 0) {
            p.fillRect(g.cellRect(e.a, e.b), colors_.removeFill);
            // Colour-blind scheme: a removal is hatched, a placement plain.
            if (colors_.shapes)
                p.fillRect(g.cellRect(e.a, e.b), QBrush(colors_.frame, Qt::BDiagPattern));
        }
    }
    if (s.marks != nullptr) CellMarkPainter::paintUnder(p, g, *s.marks);
    const bool solution = showsSolution(s.event);
    const bool discs = g.cell >= kMinPieceCell;
    QColor tint = colors_.solution;
    tint.setAlpha(static_cast<int>(std::lround(150 * std::clamp<qreal>(s.solutionStrength, 0, 1))));
    p.setPen(Qt::NoPen);
    for (int r = 0; r < state.n(); ++r) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = g.cellRect(r, c);
        if (solution) {
            p.fillRect(cell, tint);
        } else if (discs && queenAttacked(s, r)) {
            p.setBrush(colors_.conflict);
            p.drawEllipse(
                cell.adjusted(g.cell * 0.06, g.cell * 0.06, -g.cell * 0.06, -g.cell * 0.06));
        }
    }
}

// On screen the piece is a cached pixmap; with Scene::vector it is rendered as vector shapes for
// every queen. Cells under kMinPieceCell: QueenMarkPainter's marks.
void BoardPainter::paintQueens(QPainter& p, const Scene& s) {
    const BoardGeometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    if (g.cell < kMinPieceCell || !piece_.isValid()) {
        paintQueenMarks(p, s);
        return;
    }
    if (s.vector) {
        const qreal inset = std::floor(g.cell * 0.08);
        for (int r = 0; r < state.n() && !cancelled(s.cancel); ++r)
            if (const int c = state.queenAt(r); c != queens::BoardState::kEmpty)
                piece_.paint(p, g.cellRect(r, c).adjusted(inset, inset, -inset, -inset));
        return;
    }
    const int inset = std::max(1, static_cast<int>(g.cell * 0.08));
    const int size = static_cast<int>(g.cell) - 2 * inset;
    const QPixmap& pm = piece_.pixmap(size, s.devicePixelRatio);
    for (int r = 0; r < state.n(); ++r) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = g.cellRect(r, c);
        p.drawPixmap(QPointF(cell.left() + inset, cell.top() + inset), pm);
    }
}

// Small cells: a disc filling most of each queen's cell; under kMinDiscCell a square dot at least
// kMinDotPixels wide, of every QueenMarkPainter::rowStep()-th row. Attacked queens get the
// conflict rim.
void BoardPainter::paintQueenMarks(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    const auto shape =
        g.cell >= kMinDiscCell ? QueenMarkPainter::Shape::Disc : QueenMarkPainter::Shape::Square;
    std::vector<QueenMarkPainter::Mark> marks;
    marks.reserve(static_cast<std::size_t>(state.queenCount()));
    const qreal side = QueenMarkPainter::box({}, g.cell, shape, kMinDotPixels).width();
    const int step = QueenMarkPainter::rowStep(g.n, side, g.board);
    for (int r = 0; r < state.n(); r += step) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        marks.push_back({QueenMarkPainter::box(g.cellCentre(r, c), g.cell, shape, kMinDotPixels),
                         queenAttacked(s, r)});
    }
    QueenMarkPainter::paint(p, marks, shape, colors_, s.vector);
}

// Marks of the current event, under the pieces: outlines and crosses.
void BoardPainter::paintOverlay(QPainter& p, const Scene& s) const {
    if (!s.event) return;
    const BoardGeometry& g = s.geometry;
    const auto& e = *s.event;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    const qreal w = std::max<qreal>(2.5, g.cell * 0.08) * colors_.lineScale();
    const auto inside = [n](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    const auto outline = [&](int r, int c, const QColor& color, Qt::PenStyle style) {
        if (!inside(r, c)) return;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, w, style, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(g.cellRect(r, c).adjusted(w / 2, w / 2, -w / 2, -w / 2));
    };
    switch (e.kind) {
        case EventKind::Try:
        case EventKind::Push:
        case EventKind::Pop:
            outline(e.a, e.b, colors_.tryOutline, Qt::SolidLine);
            break;
        case EventKind::Place:
            outline(e.a, e.b, colors_.placeFill.darker(130), Qt::SolidLine);
            break;
        case EventKind::Reject:
            paintReject(p, s);
            break;
        case EventKind::Mask:
            paintRegister(p, s);
            break;
        case EventKind::Swap:
            if (e.a >= 0 && e.a < n)
                outline(e.a, state.queenAt(e.a), colors_.swapOutline, Qt::SolidLine);
            if (e.b >= 0 && e.b < n)
                outline(e.b, state.queenAt(e.b), colors_.swapOutline, Qt::SolidLine);
            break;
        case EventKind::Evaluate: {
            // The cells the two queens would move to.
            if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) break;
            const bool accepted =
                e.reason == static_cast<std::uint8_t>(queens::SwapVerdict::Accepted);
            const QColor color = accepted ? colors_.swapOutline : colors_.rejectedSwap;
            // Colour-blind scheme: a rejected swap dotted, an accepted one dashed.
            const Qt::PenStyle style = colors_.shapes && !accepted ? Qt::DotLine : Qt::DashLine;
            outline(e.a, state.queenAt(e.b), color, style);
            outline(e.b, state.queenAt(e.a), color, style);
            break;
        }
        case EventKind::Move:
            // The square the queen left, dotted; the queen itself stands in (a, b).
            outline(e.a, e.c, colors_.swapOutline, Qt::DotLine);
            outline(e.a, e.b, colors_.swapOutline, Qt::SolidLine);
            break;
        case EventKind::Propose: {
            const bool accepted =
                e.reason == static_cast<std::uint8_t>(queens::SwapVerdict::Accepted);
            const QColor color = accepted ? colors_.swapOutline : colors_.rejectedSwap;
            outline(e.a, e.b, color, colors_.shapes && !accepted ? Qt::DotLine : Qt::DashLine);
            break;
        }
        default:
            break;
    }
}

void BoardPainter::paintReject(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    const auto& e = *s.event;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) return;
    const QColor color = colors_.rejectColor(static_cast<queens::RejectReason>(e.reason));
    const qreal w = std::max<qreal>(3.0, g.cell * 0.1) * colors_.lineScale();
    // Every mark is stroked twice: a wider half-transparent halo, then the colour, so that it
    // reads on the dark squares as well as on the light ones (and on a washed-out projector).
    const qreal halo = std::max<qreal>(2.0, g.cell * 0.035) * colors_.lineScale();
    const QRectF cell = g.cellRect(e.a, e.b);
    p.setBrush(Qt::NoBrush);
    // The attacker and the line along which it attacks.
    if (e.c >= 0 && e.c < n && state.queenAt(e.c) != queens::BoardState::kEmpty) {
        const QRectF attacker = g.cellRect(e.c, state.queenAt(e.c));
        const QRectF box = attacker.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        // The line runs from the attacker's outline to the cross, not over the two pieces.
        const QPointF d = cell.center() - attacker.center();
        const qreal len = std::hypot(d.x(), d.y());
        const qreal axis = std::max(std::abs(d.x()), std::abs(d.y())) / len;  // 1 or 1/sqrt 2
        const QPointF u = d / len;
        const QLineF line(attacker.center() + u * (g.cell * 0.5 / axis),
                          cell.center() - u * (g.cell * 0.3 / axis));
        const bool showLine = len > g.cell * 1.2;  // the cells are not neighbours
        p.setPen(QPen(colors_.markHalo, w * 0.6 + 2 * halo, Qt::SolidLine, Qt::FlatCap));
        if (showLine) p.drawLine(line);
        p.setPen(QPen(colors_.markHalo, w * 0.8 + 2 * halo, Qt::SolidLine, Qt::SquareCap,
                      Qt::MiterJoin));
        p.drawRect(box);
        p.setPen(QPen(color, w * 0.6, Qt::DashLine, Qt::FlatCap));
        if (showLine) p.drawLine(line);
        p.setPen(QPen(color, w * 0.8, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
    }
    const QRectF x = cell.adjusted(g.cell * 0.22, g.cell * 0.22, -g.cell * 0.22, -g.cell * 0.22);
    for (const auto& [pen, width] : {std::pair{colors_.markHalo, w + 2 * halo}, {color, w}}) {
        p.setPen(QPen(pen, width, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
    if (colors_.shapes)
        BoardMarksPainter::paintReasonGlyph(
            p, cell, static_cast<queens::RejectReason>(e.reason), color,
            colors_.highContrast ? colors_.markHalo : Qt::white, colors_.lineScale());
}

void BoardPainter::paintRegister(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    const auto& e = *s.event;
    const int n = s.state->n();
    if (e.a < 0 || e.a >= n) return;
    const qreal w = std::max<qreal>(3.0, g.cell * 0.06) * colors_.lineScale();
    const qreal halo = std::max<qreal>(1.5, g.cell * 0.025) * colors_.lineScale();
    const QRectF row = QRectF(g.board.left(), g.board.top() + e.a * g.cell, g.board.width(), g.cell)
                           .adjusted(w / 2, w / 2, -w / 2, -w / 2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colors_.registerHalo, w + 2 * halo, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(row);
    p.setPen(QPen(colors_.registerRow, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(row);
    const auto reg = static_cast<queens::Register>(e.reason);
    const QColor color = reg == queens::Register::Avail ? colors_.freeBit
                         : reg == queens::Register::Bit ? colors_.chosenBit
                                                        : colors_.attackedBit;
    const std::uint64_t value = s.state->reg(reg);
    const qreal r = g.cell * 0.18;
    p.setPen(QPen(Qt::white, std::max<qreal>(1.5, g.cell * 0.035) * colors_.lineScale()));
    p.setBrush(color);
    for (int c = 0; c < n && c < 64; ++c) {
        if (((value >> c) & 1U) == 0) continue;
        const QRectF cell = g.cellRect(e.a, c);
        const QPointF at(cell.center().x(), cell.bottom() - g.cell * 0.27);
        if (colors_.shapes)
            BoardMarksPainter::paintBitShape(p, at, r, reg, color);
        else
            p.drawEllipse(at, r, r);
    }
}

void BoardPainter::paintLabels(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    QFont f = s.font;
    f.setPointSizeF(std::clamp(g.cell * 0.28, 7.0, std::max<qreal>(7.0, s.font.pointSizeF())));
    if (colors_.highContrast) f.setBold(true);
    p.setFont(f);
    p.setPen(colors_.label);
    const qreal space = s.labelSpace;
    for (int i = 0; i < s.state->n(); ++i) {
        const QString text = QString::number(i);
        p.drawText(QRectF(g.board.left() + i * g.cell, g.board.top() - space, g.cell, space),
                   Qt::AlignCenter, text);
        p.drawText(QRectF(g.board.left() - space, g.board.top() + i * g.cell, space, g.cell),
                   Qt::AlignCenter, text);
    }
}

void BoardPainter::paintFrame(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
    p.setBrush(Qt::NoBrush);
    if (showsSolution(s.event)) {
        const qreal w = std::max<qreal>(5.0, g.cell * 0.12);
        p.setPen(QPen(colors_.solution, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(g.board.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    } else {
        const qreal w = 2 * colors_.lineScale();
        p.setPen(QPen(colors_.frame, w));
        p.drawRect(g.board.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    }
}
