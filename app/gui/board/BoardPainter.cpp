#include "BoardPainter.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <utility>

using queens::EventKind;

namespace {
constexpr qreal kTick = 10.0;          // pixels: row ticks outside the board (BoardWidget's margin)
constexpr qreal kMinCompactDot = 6.0;  // pixels: the smallest queen of the compact rendering
constexpr int kCheckerMaxN = 256;      // compact boards draw the squares up to this size ...
constexpr qreal kCheckerMinCell = 4;   // ... when a cell is at least this many pixels wide

// The compact board's dark squares in high contrast: a third of the way from the light square to
// the dark one (the dark queen dots have no light outline, unlike the piece).
QColor compactDarkSquare(const BoardColors& c) {
    const auto mix = [](float a, float b) { return a + (b - a) / 3.0f; };
    return QColor::fromRgbF(mix(c.lightSquare.redF(), c.darkSquare.redF()),
                            mix(c.lightSquare.greenF(), c.darkSquare.greenF()),
                            mix(c.lightSquare.blueF(), c.darkSquare.blueF()));
}
}  // namespace

void BoardPainter::setColors(const BoardColors& colors) {
    colors_ = colors;
    marks_.setColors(colors);
    squares_ = QImage();
}

bool BoardPainter::showsSolution(const queens::StepEvent* event) {
    return event != nullptr && event->kind == EventKind::Solution;
}

QRectF BoardPainter::cellRect(const Geometry& g, int row, int col) {
    return {g.board.left() + col * g.cell, g.board.top() + row * g.cell, g.cell, g.cell};
}

void BoardPainter::paintDetailed(QPainter& p, const Scene& s) {
    const BoardMarksPainter::Input marks{.state = s.state,
                                         .event = s.event,
                                         .board = s.geometry.board,
                                         .cell = s.geometry.cell,
                                         .devicePixelRatio = s.devicePixelRatio,
                                         .attacked = s.attacked};
    paintSquares(p, s);
    marks_.paintRowBand(p, marks);
    marks_.paintAttacked(p, marks);
    paintUnderlay(p, s);
    const BoardInteraction::Geometry ig{s.geometry.board, s.geometry.cell, s.state->n()};
    if (s.pointer != BoardInteraction::PointerMode::Off)
        BoardInteraction::paintPointer(p, ig, colors_, s.pointer, s.pointerRow, s.pointerCol);
    marks_.paintAttackLines(p, marks);
    paintQueens(p, s);
    paintOverlay(p, s);
    if (s.marks != nullptr && !s.marks->empty())
        BoardInteraction::paintMarks(p, ig, colors_, *s.marks);
    if (s.geometry.labels) paintLabels(p, s);
}

void BoardPainter::paintSquares(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
    const int n = s.state->n();
    p.fillRect(g.board, colors_.lightSquare);
    for (int r = 0; r < n; ++r)
        for (int c = (r + 1) % 2; c < n; c += 2) p.fillRect(cellRect(g, r, c), colors_.darkSquare);
}

// Fills that belong under the pieces: placed / removed cells, the solution tint and attacked
// queens.
void BoardPainter::paintUnderlay(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    if (s.event) {
        const auto& e = *s.event;
        if (e.kind == EventKind::Place && e.a >= 0 && e.b >= 0)
            p.fillRect(cellRect(g, e.a, e.b), colors_.placeFill);
        if (e.kind == EventKind::Remove && e.a >= 0 && e.b >= 0) {
            p.fillRect(cellRect(g, e.a, e.b), colors_.removeFill);
            // Colour-blind scheme: a removal is hatched, a placement plain.
            if (colors_.shapes)
                p.fillRect(cellRect(g, e.a, e.b), QBrush(colors_.frame, Qt::BDiagPattern));
        }
    }
    const bool solution = showsSolution(s.event);
    QColor tint = colors_.solution;
    tint.setAlpha(static_cast<int>(std::lround(150 * std::clamp<qreal>(s.solutionStrength, 0, 1))));
    p.setPen(Qt::NoPen);
    for (int r = 0; r < state.n(); ++r) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = cellRect(g, r, c);
        if (solution) {
            p.fillRect(cell, tint);
        } else if (state.conflictsOf(r) > 0) {
            p.setBrush(colors_.conflict);
            p.drawEllipse(
                cell.adjusted(g.cell * 0.06, g.cell * 0.06, -g.cell * 0.06, -g.cell * 0.06));
        }
    }
}

void BoardPainter::paintQueens(QPainter& p, const Scene& s) {
    const Geometry& g = s.geometry;
    const int inset = std::max(1, static_cast<int>(g.cell * 0.08));
    const int size = static_cast<int>(g.cell) - 2 * inset;
    if (size <= 0 || !piece_.isValid()) return;
    const QPixmap& pm = piece_.pixmap(size, s.devicePixelRatio);
    for (int r = 0; r < s.state->n(); ++r) {
        const int c = s.state->queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = cellRect(g, r, c);
        p.drawPixmap(QPointF(cell.left() + inset, cell.top() + inset), pm);
    }
}

// Marks drawn over the pieces: outlines and crosses of the current event.
void BoardPainter::paintOverlay(QPainter& p, const Scene& s) const {
    if (!s.event) return;
    const Geometry& g = s.geometry;
    const auto& e = *s.event;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    const qreal w = std::max<qreal>(2.5, g.cell * 0.08) * colors_.lineScale();
    const auto inside = [n](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    const auto outline = [&](int r, int c, const QColor& color, Qt::PenStyle style) {
        if (!inside(r, c)) return;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, w, style, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(cellRect(g, r, c).adjusted(w / 2, w / 2, -w / 2, -w / 2));
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
        default:
            break;
    }
}

void BoardPainter::paintReject(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
    const auto& e = *s.event;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) return;
    const QColor color = colors_.rejectColor(static_cast<queens::RejectReason>(e.reason));
    const qreal w = std::max<qreal>(3.0, g.cell * 0.1) * colors_.lineScale();
    // Every mark is stroked twice: a wider half-transparent halo, then the colour, so that it
    // reads on the dark squares as well as on the light ones (and on a washed-out projector).
    const qreal halo = std::max<qreal>(2.0, g.cell * 0.035) * colors_.lineScale();
    const QRectF cell = cellRect(g, e.a, e.b);
    p.setBrush(Qt::NoBrush);
    // The attacker and the line along which it attacks.
    if (e.c >= 0 && e.c < n && state.queenAt(e.c) != queens::BoardState::kEmpty) {
        const QRectF attacker = cellRect(g, e.c, state.queenAt(e.c));
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
    const Geometry& g = s.geometry;
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
        const QRectF cell = cellRect(g, e.a, c);
        const QPointF at(cell.center().x(), cell.bottom() - g.cell * 0.27);
        if (colors_.shapes)
            BoardMarksPainter::paintBitShape(p, at, r, reg, color);
        else
            p.drawEllipse(at, r, r);
    }
}

void BoardPainter::paintLabels(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
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

// The squares as an n x n image drawn scaled (one blit instead of n^2 / 2 rectangles).
void BoardPainter::paintCompactSquares(QPainter& p, const Scene& s) {
    const int n = s.state->n();
    if (squares_.width() != n) {
        squares_ = QImage(n, n, QImage::Format_RGB32);
        const QRgb light = colors_.lightSquare.rgb();
        // High contrast: paler dark squares, so that the dark queen dots stay visible on them.
        const QRgb dark =
            colors_.highContrast ? compactDarkSquare(colors_).rgb() : colors_.darkSquare.rgb();
        for (int r = 0; r < n; ++r) {
            auto* line = reinterpret_cast<QRgb*>(squares_.scanLine(r));
            for (int c = 0; c < n; ++c) line[c] = (r + c) % 2 == 0 ? light : dark;
        }
    }
    p.drawImage(s.geometry.board, squares_);
}

void BoardPainter::paintCompact(QPainter& p, const Scene& s) {
    const Geometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    if (g.cell >= kCheckerMinCell && n <= kCheckerMaxN)
        paintCompactSquares(p, s);
    else
        p.fillRect(g.board, colors_.lightSquare);
    // More rows than pixels: draw every step-th row.
    const int step =
        std::max(1, static_cast<int>(std::ceil(n / std::max<qreal>(1, g.board.height()))));
    // A queen is a square dot centred on its cell, at least kMinCompactDot pixels wide so that
    // it stays visible on a projector even when a cell is smaller than a pixel. Axis-aligned
    // rectangles need no antialiasing; pixel-aligned they are also much faster to fill.
    p.setRenderHint(QPainter::Antialiasing, false);
    const qreal dot = std::max<qreal>(kMinCompactDot, std::round(g.cell));
    const bool solution = showsSolution(s.event);
    QColor conflict = colors_.conflict;  // opaque here: a dot has no piece to show through it
    conflict.setAlpha(255);
    for (int r = 0; r < n; r += step) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QColor& color = solution                   ? colors_.solution.darker(140)
                              : state.conflictsOf(r) > 0 ? conflict
                                                         : colors_.compactQueen;
        const QPointF centre(g.board.left() + (c + 0.5) * g.cell,
                             g.board.top() + (r + 0.5) * g.cell);
        const QRectF box(std::round(centre.x() - dot / 2), std::round(centre.y() - dot / 2), dot,
                         dot);
        p.fillRect(box, color);
        // Colour-blind scheme: an attacked queen is a hollow square (a light centre).
        if (colors_.shapes && !solution && state.conflictsOf(r) > 0) {
            const qreal hole = std::max<qreal>(2.0, std::round(dot / 3));
            p.fillRect(box.adjusted(hole, hole, -hole, -hole), colors_.lightSquare);
        }
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    paintRowTicks(p, s);
    paintCurrentCell(p, s);
}

void BoardPainter::paintHeatMarks(QPainter& p, const Scene& s) const {
    paintRowTicks(p, s);
    if (s.event && s.event->kind != EventKind::Evaluate && s.event->kind != EventKind::Swap)
        paintCurrentCell(p, s);
}

// The current event on a compact or heat board: the two queens of an Evaluate or Swap (rings, in
// the verdict's colour), or the cell of any other event (a ring; the reason's colour for a
// Reject).
void BoardPainter::paintCurrentCell(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    if (!s.event || s.event->a < 0 || s.event->a >= n) return;
    const auto& e = *s.event;
    const qreal radius = std::max<qreal>(8.0, g.cell);
    const auto ring = [&](int row, int col, const QColor& color) {
        if (row < 0 || row >= n || col < 0 || col >= n) return;
        const QPointF centre(g.board.left() + (col + 0.5) * g.cell,
                             g.board.top() + (row + 0.5) * g.cell);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colors_.markHalo, 6 * colors_.lineScale()));
        p.drawEllipse(centre, radius, radius);
        p.setPen(QPen(color, 3 * colors_.lineScale()));
        p.drawEllipse(centre, radius, radius);
    };
    if (e.kind == EventKind::Swap || e.kind == EventKind::Evaluate) {
        const QColor color = pairColor(e);
        ring(e.a, state.queenAt(e.a), color);
        if (e.b >= 0 && e.b < n) ring(e.b, state.queenAt(e.b), color);
        return;
    }
    ring(e.a, e.b,
         e.kind == EventKind::Reject
             ? colors_.rejectColor(static_cast<queens::RejectReason>(e.reason))
             : colors_.tryOutline);
}

// Swap and accepted Evaluate: the swap colour; rejected Evaluate: the rejection colour.
QColor BoardPainter::pairColor(const queens::StepEvent& e) const {
    const bool good =
        e.kind == EventKind::Swap || e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
    return good ? colors_.swapOutline : colors_.rejectedSwap;
}

// The two rows of an Evaluate or Swap event: ticks just outside the board's left and right edges
// (a row can be far thinner than a pixel, so a line across the board would hide the image).
void BoardPainter::paintRowTicks(QPainter& p, const Scene& s) const {
    if (!s.event || (s.event->kind != EventKind::Evaluate && s.event->kind != EventKind::Swap))
        return;
    const Geometry& g = s.geometry;
    const auto& e = *s.event;
    const int n = s.state->n();
    const QColor color = pairColor(e);
    for (const int row : {e.a, e.b}) {
        if (row < 0 || row >= n) continue;
        const qreal y = g.board.top() + (row + 0.5) * g.cell;
        const QLineF left(g.board.left() - kTick - 2, y, g.board.left() + 4, y);
        const QLineF right(g.board.right() - 4, y, g.board.right() + kTick + 2, y);
        for (const auto& [pen, width] : {std::pair{colors_.markHalo, 5.0}, {color, 2.5}}) {
            p.setPen(QPen(pen, width * colors_.lineScale(), Qt::SolidLine, Qt::FlatCap));
            p.drawLine(left);
            p.drawLine(right);
        }
    }
}

void BoardPainter::paintFrame(QPainter& p, const Scene& s) const {
    const Geometry& g = s.geometry;
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
