#include "CompactBoardPainter.h"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "QueenMarkPainter.h"

using queens::EventKind;

namespace {
constexpr qreal kTick = 10.0;         // pixels: row ticks outside the board (BoardWidget's margin)
constexpr int kCheckerMaxN = 256;     // compact boards draw the squares up to this size ...
constexpr qreal kCheckerMinCell = 4;  // ... when a cell is at least this many pixels wide

// The compact board's dark squares in high contrast: a third of the way from the light square to
// the dark one (the dark queen dots have no light outline, unlike the piece).
QColor compactDarkSquare(const BoardColors& c) {
    const auto mix = [](float a, float b) { return a + (b - a) / 3.0f; };
    return QColor::fromRgbF(mix(c.lightSquare.redF(), c.darkSquare.redF()),
                            mix(c.lightSquare.greenF(), c.darkSquare.greenF()),
                            mix(c.lightSquare.blueF(), c.darkSquare.blueF()));
}
}  // namespace

void CompactBoardPainter::setColors(const BoardColors& colors) {
    colors_ = colors;
    squares_ = QImage();
}

// The squares as an n x n image drawn scaled (one blit instead of n^2 / 2 rectangles).
void CompactBoardPainter::paintCompactSquares(QPainter& p, const Scene& s) {
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

void CompactBoardPainter::paintCompact(QPainter& p, const Scene& s) {
    const BoardGeometry& g = s.geometry;
    const queens::BoardState& state = *s.state;
    const int n = state.n();
    if (g.cell >= kCheckerMinCell && n <= kCheckerMaxN)
        paintCompactSquares(p, s);
    else
        p.fillRect(g.board, colors_.lightSquare);
    // A queen is a square dot centred on its cell, at least kMinCompactDot pixels wide so that
    // it stays visible on a projector even when a cell is smaller than a pixel; pixel-aligned
    // (QueenMarkPainter fills them without antialiasing). Every rowStep()-th row.
    const qreal dot = dotSide(g);
    const int step = rowStep(g);
    std::vector<QueenMarkPainter::Mark> marks;
    for (int r = 0; r < n; r += step) {
        const int c = state.queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const bool attacked =
            s.attacks != nullptr && s.attacks->n() == n && s.attacks->queenAttacked(r);
        const QPointF centre = g.cellCentre(r, c);
        marks.push_back(
            {QRectF(std::round(centre.x() - dot / 2), std::round(centre.y() - dot / 2), dot, dot),
             attacked});
    }
    // The event's rings and ticks first: a ring is wider than a cell, and may not hide the
    // queens next to the one it marks.
    paintRowTicks(p, s);
    paintCurrentCell(p, s);
    QueenMarkPainter::paint(p, marks, QueenMarkPainter::Shape::Square, colors_, false);
}

qreal CompactBoardPainter::dotSide(const BoardGeometry& g) {
    return std::max<qreal>(kMinCompactDot, std::round(g.cell)) + 2;  // with its rim
}

int CompactBoardPainter::rowStep(const BoardGeometry& g) {
    return QueenMarkPainter::rowStep(g.n, dotSide(g), g.board);
}

void CompactBoardPainter::paintHeatMarks(QPainter& p, const Scene& s) const {
    paintRowTicks(p, s);
    if (s.event && s.event->kind != EventKind::Evaluate && s.event->kind != EventKind::Swap)
        paintCurrentCell(p, s);
}

// The current event on a compact or heat board: the two queens of an Evaluate or Swap (rings, in
// the verdict's colour), or the cell of any other event (a ring; the reason's colour for a
// Reject).
void CompactBoardPainter::paintCurrentCell(QPainter& p, const Scene& s) const {
    const BoardGeometry& g = s.geometry;
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
QColor CompactBoardPainter::pairColor(const queens::StepEvent& e) const {
    const bool good =
        e.kind == EventKind::Swap || e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
    return good ? colors_.swapOutline : colors_.rejectedSwap;
}

// The two rows of an Evaluate or Swap event: ticks just outside the board's left and right edges
// (a row can be far thinner than a pixel, so a line across the board would hide the image).
void CompactBoardPainter::paintRowTicks(QPainter& p, const Scene& s) const {
    if (!s.event || (s.event->kind != EventKind::Evaluate && s.event->kind != EventKind::Swap))
        return;
    const BoardGeometry& g = s.geometry;
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
