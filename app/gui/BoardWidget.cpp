#include "BoardWidget.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <utility>

using queens::EventKind;

namespace {
constexpr int kLabelMaxN = 32;  // coordinate labels up to this size
constexpr qreal kMargin = 12.0;
constexpr qreal kMinCompactDot = 6.0;  // pixels: the smallest queen of the compact rendering
}  // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), colors_(BoardColors::forPalette(palette())) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setView(const queens::BoardState* state, const queens::StepEvent* current) {
    state_ = state;
    event_ = current ? std::optional<queens::StepEvent>(*current) : std::nullopt;
    update();
}

QSize BoardWidget::sizeHint() const {
    return {760, 760};
}
QSize BoardWidget::minimumSizeHint() const {
    return {240, 240};
}

void BoardWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) colors_ = BoardColors::forPalette(palette());
    QWidget::changeEvent(event);
}

BoardWidget::Geometry BoardWidget::geometryFor(int n) const {
    Geometry g;
    g.labels = n <= kLabelMaxN;
    const qreal labelSpace = g.labels ? fontMetrics().height() * 1.6 : 0.0;
    const QRectF outer = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const qreal side = std::max<qreal>(0.0, std::min(outer.width(), outer.height()) - labelSpace);
    g.cell = n <= kDetailedMaxN ? std::floor(side / n) : side / n;  // crisp squares when detailed
    const qreal block = labelSpace + g.cell * n;  // the board with its labels, centred
    g.board = QRectF(std::round(outer.left() + (outer.width() - block) / 2 + labelSpace),
                     std::round(outer.top() + (outer.height() - block) / 2 + labelSpace),
                     g.cell * n, g.cell * n);
    return g;
}

QRectF BoardWidget::cellRect(const Geometry& g, int row, int col) const {
    return {g.board.left() + col * g.cell, g.board.top() + row * g.cell, g.cell, g.cell};
}

bool BoardWidget::showsSolution() const {
    return event_ && event_->kind == EventKind::Solution;
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    if (state_ == nullptr || state_->n() <= 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No board"));
        return;
    }
    const int n = state_->n();
    const Geometry g = geometryFor(n);
    if (g.cell <= 0) return;
    p.setRenderHint(QPainter::Antialiasing);
    if (n <= kDetailedMaxN && g.cell >= 6)
        paintDetailed(p, g);
    else
        paintCompact(p, g);
    paintFrame(p, g);
}

void BoardWidget::paintDetailed(QPainter& p, const Geometry& g) {
    paintSquares(p, g);
    paintUnderlay(p, g);
    paintQueens(p, g);
    paintOverlay(p, g);
    if (g.labels) paintLabels(p, g);
}

void BoardWidget::paintSquares(QPainter& p, const Geometry& g) const {
    const int n = state_->n();
    p.fillRect(g.board, colors_.lightSquare);
    for (int r = 0; r < n; ++r)
        for (int c = (r + 1) % 2; c < n; c += 2) p.fillRect(cellRect(g, r, c), colors_.darkSquare);
}

// Fills that belong under the pieces: placed / removed cells, the solution tint and attacked
// queens.
void BoardWidget::paintUnderlay(QPainter& p, const Geometry& g) const {
    const int n = state_->n();
    if (event_) {
        const auto& e = *event_;
        if (e.kind == EventKind::Place && e.a >= 0 && e.b >= 0)
            p.fillRect(cellRect(g, e.a, e.b), colors_.placeFill);
        if (e.kind == EventKind::Remove && e.a >= 0 && e.b >= 0)
            p.fillRect(cellRect(g, e.a, e.b), colors_.removeFill);
    }
    const bool solution = showsSolution();
    QColor tint = colors_.solution;
    tint.setAlpha(150);
    p.setPen(Qt::NoPen);
    for (int r = 0; r < n; ++r) {
        const int c = state_->queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = cellRect(g, r, c);
        if (solution) {
            p.fillRect(cell, tint);
        } else if (state_->conflictsOf(r) > 0) {
            p.setBrush(colors_.conflict);
            p.drawEllipse(
                cell.adjusted(g.cell * 0.06, g.cell * 0.06, -g.cell * 0.06, -g.cell * 0.06));
        }
    }
}

void BoardWidget::paintQueens(QPainter& p, const Geometry& g) {
    const int n = state_->n();
    const int inset = std::max(1, static_cast<int>(g.cell * 0.08));
    const int size = static_cast<int>(g.cell) - 2 * inset;
    if (size <= 0 || !piece_.isValid()) return;
    const QPixmap& pm = piece_.pixmap(size, devicePixelRatioF());
    for (int r = 0; r < n; ++r) {
        const int c = state_->queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QRectF cell = cellRect(g, r, c);
        p.drawPixmap(QPointF(cell.left() + inset, cell.top() + inset), pm);
    }
}

// Marks drawn over the pieces: outlines and crosses of the current event.
void BoardWidget::paintOverlay(QPainter& p, const Geometry& g) const {
    if (!event_) return;
    const auto& e = *event_;
    const int n = state_->n();
    const qreal w = std::max<qreal>(2.5, g.cell * 0.08);
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
            paintReject(p, g, e);
            break;
        case EventKind::Mask:
            paintRegister(p, g, e);
            break;
        case EventKind::Swap:
            if (e.a >= 0 && e.a < n)
                outline(e.a, state_->queenAt(e.a), colors_.swapOutline, Qt::SolidLine);
            if (e.b >= 0 && e.b < n)
                outline(e.b, state_->queenAt(e.b), colors_.swapOutline, Qt::SolidLine);
            break;
        case EventKind::Evaluate: {
            // The cells the two queens would move to.
            if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) break;
            const bool accepted =
                e.reason == static_cast<std::uint8_t>(queens::SwapVerdict::Accepted);
            const QColor color = accepted ? colors_.swapOutline : colors_.rejectedSwap;
            outline(e.a, state_->queenAt(e.b), color, Qt::DashLine);
            outline(e.b, state_->queenAt(e.a), color, Qt::DashLine);
            break;
        }
        default:
            break;
    }
}

void BoardWidget::paintReject(QPainter& p, const Geometry& g, const queens::StepEvent& e) const {
    const int n = state_->n();
    if (e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) return;
    const QColor color = colors_.rejectColor(static_cast<queens::RejectReason>(e.reason));
    const qreal w = std::max<qreal>(3.0, g.cell * 0.1);
    // Every mark is stroked twice: a wider half-transparent halo, then the colour, so that it
    // reads on the dark squares as well as on the light ones (and on a washed-out projector).
    const qreal halo = std::max<qreal>(2.0, g.cell * 0.035);
    const QRectF cell = cellRect(g, e.a, e.b);
    p.setBrush(Qt::NoBrush);
    // The attacker and the line along which it attacks.
    if (e.c >= 0 && e.c < n && state_->queenAt(e.c) != queens::BoardState::kEmpty) {
        const QRectF attacker = cellRect(g, e.c, state_->queenAt(e.c));
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
}

// A bitmask register update: the row it belongs to, and a dot on each column whose bit is set
// (bit c = column c): red for the attacked cells (cols, ld, rd), green for the free ones (avail),
// blue for the chosen bit.
void BoardWidget::paintRegister(QPainter& p, const Geometry& g, const queens::StepEvent& e) const {
    const int n = state_->n();
    if (e.a < 0 || e.a >= n) return;
    const qreal w = std::max<qreal>(3.0, g.cell * 0.06);
    const qreal halo = std::max<qreal>(1.5, g.cell * 0.025);
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
    const std::uint64_t value = state_->reg(reg);
    const qreal r = g.cell * 0.18;
    p.setPen(QPen(Qt::white, std::max<qreal>(1.5, g.cell * 0.035)));
    p.setBrush(color);
    for (int c = 0; c < n && c < 64; ++c) {
        if (((value >> c) & 1U) == 0) continue;
        const QRectF cell = cellRect(g, e.a, c);
        p.drawEllipse(QPointF(cell.center().x(), cell.bottom() - g.cell * 0.27), r, r);
    }
}

void BoardWidget::paintLabels(QPainter& p, const Geometry& g) const {
    QFont f = font();
    f.setPointSizeF(std::clamp(g.cell * 0.28, 7.0, std::max<qreal>(7.0, font().pointSizeF())));
    p.setFont(f);
    p.setPen(colors_.label);
    const qreal space = fontMetrics().height() * 1.6;
    const int n = state_->n();
    for (int i = 0; i < n; ++i) {
        const QString text = QString::number(i);
        p.drawText(QRectF(g.board.left() + i * g.cell, g.board.top() - space, g.cell, space),
                   Qt::AlignCenter, text);
        p.drawText(QRectF(g.board.left() - space, g.board.top() + i * g.cell, space, g.cell),
                   Qt::AlignCenter, text);
    }
}

void BoardWidget::paintCompact(QPainter& p, const Geometry& g) const {
    const int n = state_->n();
    p.fillRect(g.board, colors_.lightSquare);
    if (g.cell >= 4 && n <= 256) {
        for (int r = 0; r < n; ++r)
            for (int c = (r + 1) % 2; c < n; c += 2)
                p.fillRect(cellRect(g, r, c), colors_.darkSquare);
    }
    // More rows than pixels: draw every step-th row.
    const int step =
        std::max(1, static_cast<int>(std::ceil(n / std::max<qreal>(1, g.board.height()))));
    // A queen is a square dot centred on its cell, at least kMinCompactDot pixels wide so that
    // it stays visible on a projector even when a cell is smaller than a pixel.
    const qreal dot = std::max<qreal>(kMinCompactDot, g.cell);
    const bool solution = showsSolution();
    for (int r = 0; r < n; r += step) {
        const int c = state_->queenAt(r);
        if (c == queens::BoardState::kEmpty) continue;
        const QColor color = solution                     ? colors_.solution.darker(140)
                             : state_->conflictsOf(r) > 0 ? colors_.conflict
                                                          : colors_.compactQueen;
        const QPointF centre(g.board.left() + (c + 0.5) * g.cell,
                             g.board.top() + (r + 0.5) * g.cell);
        p.fillRect(QRectF(centre.x() - dot / 2, centre.y() - dot / 2, dot, dot), color);
    }
    if (event_ && event_->a >= 0 && event_->a < n) {
        const auto& e = *event_;
        const int col =
            e.kind == EventKind::Swap || e.kind == EventKind::Evaluate ? state_->queenAt(e.a) : e.b;
        if (col >= 0 && col < n) {
            const QColor color =
                e.kind == EventKind::Reject
                    ? colors_.rejectColor(static_cast<queens::RejectReason>(e.reason))
                    : colors_.tryOutline;
            const QPointF centre(g.board.left() + (col + 0.5) * g.cell,
                                 g.board.top() + (e.a + 0.5) * g.cell);
            const qreal radius = std::max<qreal>(8.0, g.cell);
            p.setPen(QPen(color, 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(centre, radius, radius);
        }
    }
}

void BoardWidget::paintFrame(QPainter& p, const Geometry& g) const {
    p.setBrush(Qt::NoBrush);
    if (showsSolution()) {
        const qreal w = std::max<qreal>(5.0, g.cell * 0.12);
        p.setPen(QPen(colors_.solution, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(g.board.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    } else {
        p.setPen(QPen(colors_.frame, 2));
        p.drawRect(g.board.adjusted(-1, -1, 1, 1));
    }
}
