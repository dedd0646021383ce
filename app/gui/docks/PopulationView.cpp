#include "PopulationView.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "PackedBoard.h"

namespace {
constexpr int kGap = 6;
}  // namespace

PopulationView::PopulationView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("populationView"));
    colors_ = BoardColors::forPalette(palette());
    repaint_.setSingleShot(true);
    connect(&repaint_, &QTimer::timeout, this, [this] { update(); });
}

void PopulationView::setAlgorithm(queens::Algorithm algorithm) {
    genetic_ = algorithm == queens::Algorithm::Genetic;
    tiles_.clear();
    size_ = filled_ = n_ = 0;
    generation_ = 0;
    scheduleRepaint();
}

void PopulationView::setView(const queens::BoardState& state, const queens::StepEvent* event) {
    tiles_ = PopulationTiles::of(state, event, genetic_);
    n_ = state.n();
    size_ = tiles_.empty() ? 0 : state.population().size();
    filled_ = state.population().filled();
    generation_ = state.population().generation();
    scheduleRepaint();
}

// update() at most once per kFrameMs: at the maximum playback speed setView comes many times a
// frame.
void PopulationView::scheduleRepaint() {
    if (repaint_.isActive()) return;
    const qint64 since = lastPaint_.isValid() ? lastPaint_.elapsed() : kFrameMs;
    repaint_.start(static_cast<int>(std::max<qint64>(0, kFrameMs - since)));
}

QString PopulationView::label(const PopulationTile& t) const {
    if (!t.filled) return tr("#%1").arg(t.slot + 1);
    return genetic_ ? tr("#%1 f=%2", "population member: number, fitness (non-attacking pairs)")
                          .arg(t.slot + 1)
                          .arg(t.score)
                    : tr("#%1 h=%2", "beam member: number, attacking pairs")
                          .arg(t.slot + 1)
                          .arg(t.score);
}

QSize PopulationView::sizeHint() const {
    return {360, 480};
}

void PopulationView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) colors_ = BoardColors::forPalette(palette());
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange ||
        event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

// The largest square boards (with a label line under each) that fit `count` of them in the area
// under a header line; when even kMinBoard does not fit them all, as many of that size as fit.
PopulationView::Grid PopulationView::layoutGrid(const QRect& area, int count) const {
    Grid g;
    const int line = fontMetrics().height();
    g.header = QRect(area.left(), area.top(), area.width(), line);
    const QRect body = area.adjusted(0, line + kGap / 2, 0, 0);
    // A column is as wide as its board or its label, whichever is wider.
    int bestSide = 0, bestCols = 1;
    for (int cols = 1; cols <= std::max(1, count); ++cols) {
        const int rows = (count + cols - 1) / cols;
        const int pitch = (body.width() - (cols - 1) * kGap) / cols;
        if (cols > 1 && pitch < labelWidth_) break;
        const int byHeight = (body.height() - rows * (line + kGap)) / std::max(1, rows);
        const int side = std::min(pitch, byHeight);
        if (side > bestSide) {
            bestSide = side;
            bestCols = cols;
        }
    }
    int shown = count;
    if (bestSide < kMinBoard) {
        bestSide = kMinBoard;
        bestCols = std::max(1, (body.width() + kGap) / (std::max(kMinBoard, labelWidth_) + kGap));
        const int rows = std::max(0, body.height() / (kMinBoard + line + kGap));
        shown = std::min(count, rows * bestCols);
    }
    g.hidden = count - shown;
    const int pitch = std::max(bestSide, labelWidth_);
    for (int k = 0; k < shown; ++k) {
        const int r = k / bestCols, c = k % bestCols;
        g.boards.emplace_back(body.left() + c * (pitch + kGap) + (pitch - bestSide) / 2,
                              body.top() + r * (bestSide + line + kGap), bestSide, bestSide);
    }
    return g;
}

void PopulationView::paintEvent(QPaintEvent*) {
    lastPaint_.start();
    ++paints_;
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QRect area = rect().adjusted(kGap, kGap, -kGap, -kGap);
    if (tiles_.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                   n_ > queens::PackedBoard::kMaxN
                       ? tr("The population is shown up to N = %1.").arg(queens::PackedBoard::kMaxN)
                       : tr("No population yet: local beam search and the genetic algorithm keep "
                            "several boards."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    labelWidth_ = 0;
    for (const PopulationTile& t : tiles_)
        labelWidth_ = std::max(labelWidth_, fontMetrics().horizontalAdvance(label(t)));
    const int half = (area.height() - kGap) / 2;
    const Grid current = layoutGrid(QRect(area.left(), area.top(), area.width(), half), size_);
    const Grid next =
        layoutGrid(QRect(area.left(), area.top() + half + kGap, area.width(), half), size_);
    paintGrid(p, current, false);
    paintGrid(p, next, true);
}

void PopulationView::paintGrid(QPainter& p, const Grid& g, bool offspring) {
    p.setPen(palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    QString header = offspring  ? tr("Offspring: %1 of %2 built").arg(filled_).arg(size_)
                     : genetic_ ? tr("Generation %1 (f = non-attacking pairs)").arg(generation_)
                                : tr("Beam, iteration %1 (h = attacking pairs)").arg(generation_);
    if (g.hidden > 0) header += QLatin1Char(' ') + tr("(%n more not shown)", nullptr, g.hidden);
    p.drawText(g.header, Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(header, Qt::ElideRight, g.header.width()));
    p.setFont(font());
    const std::size_t first = offspring ? static_cast<std::size_t>(size_) : 0;
    for (std::size_t k = 0; k < g.boards.size(); ++k) paintTile(p, g.boards[k], tiles_[first + k]);
}

void PopulationView::paintTile(QPainter& p, const QRect& box, const PopulationTile& t) {
    const QColor text = palette().color(QPalette::Text);
    const int width = std::max(box.width(), labelWidth_) + kGap;
    const QRect labelRect(box.center().x() - width / 2, box.bottom() + 1, width,
                          fontMetrics().height());
    p.setPen(text);
    p.drawText(labelRect, Qt::AlignCenter,
               fontMetrics().elidedText(label(t), Qt::ElideRight, labelRect.width()));
    if (!t.filled) {
        QPen dashed(palette().color(QPalette::PlaceholderText), 1.5, Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(box).adjusted(1, 1, -1, -1));
        return;
    }
    const std::vector<int> cols = queens::PackedBoard::unpack(t.board, n_);
    mini_.paint(p, box, cols, colors_, devicePixelRatioF());
    const QRect board = MiniBoardPainter::boardRect(box, n_);
    const qreal cell = static_cast<qreal>(board.width()) / n_;
    const qreal w = std::max<qreal>(3.0, cell * 0.12);
    p.setBrush(Qt::NoBrush);
    const auto frame = [&](const QColor& c, Qt::PenStyle style) {
        p.setPen(QPen(c, w, style, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(QRectF(board).adjusted(-w / 2, -w / 2, w / 2, w / 2));
    };
    if (t.best) frame(colors_.solution, Qt::SolidLine);
    if (t.parent == 1) frame(colors_.tryOutline, Qt::SolidLine);
    if (t.parent == 2) frame(colors_.rejectDiagonal, Qt::DashLine);
    if (t.child) frame(colors_.swapOutline, Qt::SolidLine);
    if (t.crossoverPoint > 0 && t.crossoverPoint < n_) {
        const qreal y = board.top() + t.crossoverPoint * cell;
        p.setPen(QPen(colors_.markHalo, w * 2.2, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(board.left() - w, y), QPointF(board.right() + 1 + w, y));
        p.setPen(QPen(colors_.rejectedSwap, w, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(board.left() - w, y), QPointF(board.right() + 1 + w, y));
    }
    if (t.mutatedRow >= 0 && t.mutatedRow < n_ && t.mutatedCol >= 0 && t.mutatedCol < n_) {
        const QRectF c(board.left() + t.mutatedCol * cell, board.top() + t.mutatedRow * cell, cell,
                       cell);
        p.setPen(QPen(colors_.markHalo, w * 2));
        p.drawEllipse(c.adjusted(-w / 2, -w / 2, w / 2, w / 2));
        p.setPen(QPen(colors_.focusMark, w));
        p.drawEllipse(c.adjusted(-w / 2, -w / 2, w / 2, w / 2));
    }
}
