#include "SearchTreePainter.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QLocale>
#include <QPainter>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "SearchTreeAnyOrderPainter.h"
#include "SearchTreeText.h"

using queens::SearchTree;
using queens::TreeNodeStatus;

namespace {
// A diamond of half-diagonal r centred on c.
QPolygonF diamond(QPointF c, double r) {
    return QPolygonF({QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                      QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())});
}

void cross(std::vector<QLineF>& lines, QPointF c, double r) {
    lines.emplace_back(c.x() - r, c.y() - r, c.x() + r, c.y() + r);
    lines.emplace_back(c.x() - r, c.y() + r, c.x() + r, c.y() - r);
}

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

void drawLines(QPainter& p, const std::vector<QLineF>& lines, const QPen& pen) {
    if (lines.empty()) return;
    p.setPen(pen);
    p.drawLines(lines.data(), static_cast<int>(lines.size()));
}
}  // namespace

struct SearchTreePainter::Colors {
    QColor text, edge, dim, faint, solution, current;
};

struct SearchTreePainter::Shapes {
    std::vector<QLineF> edges[3];                        // explored / tried, pruned, future
    std::vector<QPointF> discs, hollows, dots, squares;  // squares: cut off at the depth limit
    std::vector<QLineF> crosses;
    std::vector<QLineF> boxes;  // wiped-out nodes
    std::vector<int> labelled;  // explored nodes that get their column number (or, rows in any
                                // order, the reached nodes that get their "r5=2" label)
};

QPointF SearchTreePainter::nodeCenter(int id) const {
    const Geometry& g = in_.geometry;
    return {g.screenX(in_.layout->x(id)), g.screenY(in_.layout->depth(id))};
}

int SearchTreePainter::paint(QPainter& p) const {
    const QPalette& pal = in_.palette;
    p.fillRect(in_.rect, pal.color(QPalette::Base));
    const QString& msg = in_.message;
    if (!in_.supported || in_.tree->size() <= 1) {
        p.setPen(pal.color(QPalette::Text));
        p.drawText(in_.rect.adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
                   in_.supported && msg.isEmpty() ? tr("The tree grows as the search runs.") : msg);
        return 0;
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    const QRectF plot = in_.geometry.plot;
    const bool tiny = in_.radius < 2.5;
    Colors c;
    c.text = pal.color(QPalette::Text);
    c.edge = withAlpha(c.text, 150);
    c.dim = withAlpha(c.text, 105);
    c.faint = withAlpha(pal.color(QPalette::Mid), 90);
    c.solution = pal.color(QPalette::Link);
    c.current = pal.color(QPalette::Highlight);

    paintRowLabels(p);
    p.save();
    p.setClipRect(plot);
    Shapes shapes;
    int painted = collect(shapes, tiny);
    const SearchTreeAnyOrderPainter anyOrder(in_);
    if (in_.tree->rowsInAnyOrder()) anyOrder.paintAttempts(p, c.dim, c.text);
    paintShapes(p, shapes, c, tiny);
    if (in_.tree->rowsInAnyOrder()) {
        anyOrder.paintJumps(p, c.current);
        anyOrder.paintNodeLabels(p, shapes.labelled);
    } else {
        paintColumnNumbers(p, shapes.labelled);
    }
    painted += paintSolutions(p, c);
    paintCurrent(p, c);
    p.restore();
    paintPassLabels(p);

    paintLegend(
        p, QRectF(plot.left(), plot.bottom(), plot.width(), in_.rect.height() - plot.bottom()));
    if (!msg.isEmpty()) {
        p.setPen(pal.color(QPalette::Text));
        p.drawText(plot.adjusted(4, 4, -4, -4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   msg);
    }
    return painted;
}

// Row labels in the gutter.
void SearchTreePainter::paintRowLabels(QPainter& p) const {
    const QRectF plot = in_.geometry.plot;
    const double lp = in_.geometry.levelPx;
    p.setPen(in_.palette.color(QPalette::WindowText));
    for (int d = 0; d <= in_.n; ++d) {
        const double y = in_.geometry.screenY(d);
        if (y < plot.top() - 1 || y > plot.bottom() + 1) continue;
        const QString label = SearchTreeText::levelLabel(in_.tree->rowsInAnyOrder(), d);
        p.drawText(QRectF(2, y - lp / 2, plot.left() - 6, lp), Qt::AlignRight | Qt::AlignVCenter,
                   label);
    }
}

// The visible nodes and the edges to their parents, but the solutions (drawn on top by
// paintSolutions). Returns how many nodes will be drawn.
int SearchTreePainter::collect(Shapes& s, bool tiny) const {
    const Geometry& g = in_.geometry;
    const SearchTreeLayout& layout = *in_.layout;
    const SearchTree& tree = *in_.tree;
    const QRectF plot = g.plot;
    const double r = in_.radius;
    const double lp = g.levelPx;
    const bool anyOrder = tree.rowsInAnyOrder();
    int painted = 0;
    // The visible slot range, one slot of margin so that edges reach in from outside.
    const double x0 = g.slotAt(plot.left()) - 1.0;
    const double x1 = g.slotAt(plot.right()) + 1.0;
    for (int d = 0; d < layout.levels(); ++d) {
        const double y = g.screenY(d);
        if (y < plot.top() - lp || y > plot.bottom() + lp) continue;
        const auto& level = layout.level(d);
        auto [first, last] = layout.range(d, x0, x1);
        if (first > 0) --first;  // a neighbour outside, for the edges crossing the border
        if (last < level.size()) ++last;
        std::size_t i = first;
        while (i < last) {
            const int id = level[i];
            const QPointF c(g.screenX(layout.x(id)), y);
            const TreeNodeStatus st = tree.statusAt(id, in_.cursor);
            const int parent = tree.node(id).parent;
            if (parent >= 0) {
                const QLineF line(QPointF(g.screenX(layout.x(parent)), y - lp), c);
                const int kind = st == TreeNodeStatus::Future   ? 2
                                 : st == TreeNodeStatus::Pruned ? 1
                                                                : 0;
                s.edges[kind].push_back(line);
            }
            if (tiny) {  // one node per pixel column: skip to the next column
                const double next = g.slotAt(std::floor(c.x()) + 1.0);
                i = static_cast<std::size_t>(
                    std::partition_point(level.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                         level.begin() + static_cast<std::ptrdiff_t>(last),
                                         [&](int v) { return layout.x(v) < next; }) -
                    level.begin());
            } else {
                ++i;
            }
            if (c.x() < plot.left() - r || c.x() > plot.right() + r) continue;
            if (st != TreeNodeStatus::Solution) ++painted;
            if (anyOrder && !tiny && st != TreeNodeStatus::Future && id != SearchTree::kRoot)
                s.labelled.push_back(id);
            switch (st) {
                case TreeNodeStatus::Future:
                    s.dots.push_back(c);
                    break;
                case TreeNodeStatus::Tried:
                    s.hollows.push_back(c);
                    break;
                case TreeNodeStatus::Pruned:
                    cross(s.crosses, c, tiny ? 1.0 : r * 0.75);
                    break;
                case TreeNodeStatus::Explored:
                    s.discs.push_back(c);
                    if (!anyOrder && r >= 7 && !tree.isRoot(id)) s.labelled.push_back(id);
                    break;
                case TreeNodeStatus::WipedOut:
                    SearchTreeAnyOrderPainter::boxedCross(s.boxes, c, tiny ? 1.0 : r * 0.85);
                    break;
                case TreeNodeStatus::CutOff:
                    s.squares.push_back(c);
                    break;
                case TreeNodeStatus::Solution:
                    break;  // drawn on top by paintSolutions
            }
        }
    }
    return painted;
}

void SearchTreePainter::paintShapes(QPainter& p, const Shapes& s, const Colors& c,
                                    bool tiny) const {
    const double r = in_.radius;
    drawLines(p, s.edges[2], QPen(c.faint, 1.0));
    drawLines(p, s.edges[1], QPen(c.dim, 1.0, Qt::DashLine));
    drawLines(p, s.edges[0], QPen(c.edge, tiny ? 1.0 : 1.4));

    p.setBrush(Qt::NoBrush);
    if (tiny) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(c.faint, 1.0));
        p.drawPoints(s.dots.data(), static_cast<int>(s.dots.size()));
        p.setPen(QPen(c.text, 2.0));
        p.drawPoints(s.discs.data(), static_cast<int>(s.discs.size()));
        p.drawPoints(s.hollows.data(), static_cast<int>(s.hollows.size()));
        p.drawPoints(s.squares.data(), static_cast<int>(s.squares.size()));
        p.setRenderHint(QPainter::Antialiasing, true);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(c.faint);
        for (const QPointF& pt : s.dots) p.drawEllipse(pt, r * 0.35, r * 0.35);
        p.setBrush(c.text);
        for (const QPointF& pt : s.discs) p.drawEllipse(pt, r, r);
        p.setBrush(in_.palette.color(QPalette::Base));
        p.setPen(QPen(c.text, 1.5));
        for (const QPointF& pt : s.hollows) p.drawEllipse(pt, r, r);
        // Cut off: a square with a bar under it, the limit the pass did not go below.
        p.setPen(QPen(c.text, 1.5));
        p.setBrush(c.dim);
        for (const QPointF& pt : s.squares) {
            p.drawRect(QRectF(pt.x() - r * 0.85, pt.y() - r * 0.85, r * 1.7, r * 1.7));
            p.drawLine(QPointF(pt.x() - r * 1.2, pt.y() + r * 1.35),
                       QPointF(pt.x() + r * 1.2, pt.y() + r * 1.35));
        }
    }
    drawLines(p, s.crosses,
              QPen(c.dim, tiny ? 1.0 : std::max(1.2, r / 4), Qt::SolidLine, Qt::RoundCap));
    drawLines(p, s.boxes,
              QPen(c.text, tiny ? 1.0 : std::max(1.4, r / 4), Qt::SolidLine, Qt::RoundCap));
}

// Column numbers inside the explored discs when there is room.
void SearchTreePainter::paintColumnNumbers(QPainter& p, const std::vector<int>& labelled) const {
    if (labelled.empty()) return;
    const double r = in_.radius;
    QFont f = in_.font;
    f.setPixelSize(std::max(8, static_cast<int>(r * 1.2)));
    p.setFont(f);
    p.setPen(in_.palette.color(QPalette::Base));
    for (int id : labelled) {
        const QPointF c = nodeCenter(id);
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                   QLocale().toString(in_.tree->node(id).col));
    }
    p.setFont(in_.font);
}

// Iterative deepening: above each pass's root, its depth limit and the nodes it has tried.
void SearchTreePainter::paintPassLabels(QPainter& p) const {
    const SearchTree& tree = *in_.tree;
    const auto& roots = tree.passRoots();
    if (roots.empty()) return;
    const QFontMetricsF fm(in_.font);
    p.setFont(in_.font);
    p.setPen(in_.palette.color(QPalette::Text));
    const QRectF plot = in_.geometry.plot;
    const double y = in_.geometry.screenY(0) - std::max(in_.radius + 4.0, 7.0) - 2.0;
    if (y < plot.top() - fm.height() || y > plot.bottom()) return;
    // The cursor's pass first, then the earlier ones where there is room.
    double leftmost = plot.right() + 1.0;
    for (std::size_t pass = std::min(in_.layout->passes(), roots.size()); pass-- > 0;) {
        const int id = roots[pass];
        if (tree.statusAt(id, in_.cursor) == TreeNodeStatus::Future) continue;
        const QString text = tr("limit %L1: %L2 tried", "a pass of iterative deepening")
                                 .arg(static_cast<qulonglong>(pass + 1))
                                 .arg(static_cast<qulonglong>(tree.passNodesAt(pass, in_.cursor)));
        const double x = nodeCenter(id).x();
        const double w = fm.horizontalAdvance(text);
        if (x < plot.left() || x > plot.right()) continue;
        const double left = std::clamp(x - w / 2, plot.left(), plot.right() - w);
        if (left + w + 8.0 > leftmost) continue;
        p.drawText(QPointF(left, y), text);
        leftmost = left;
    }
}

// Solutions: diamonds, outlined, on top of everything but the current node.
int SearchTreePainter::paintSolutions(QPainter& p, const Colors& c) const {
    const QRectF plot = in_.geometry.plot;
    const double sr = std::max(in_.radius * 1.5, 4.0);
    int painted = 0;
    p.setBrush(c.solution);
    p.setPen(QPen(c.text, 1.2));
    for (int id : in_.tree->solutionNodes()) {
        if (in_.tree->statusAt(id, in_.cursor) != TreeNodeStatus::Solution) continue;
        const QPointF at = nodeCenter(id);
        if (at.x() < plot.left() - sr || at.x() > plot.right() + sr) continue;
        p.drawPolygon(diamond(at, sr));
        ++painted;
    }
    return painted;
}

// The current node: a thick ring and a marker above it.
void SearchTreePainter::paintCurrent(QPainter& p, const Colors& c) const {
    const int cur = in_.tree->nodeAt(in_.cursor);
    if (cur < 0 || static_cast<std::size_t>(cur) >= in_.layout->size()) return;
    const QPointF at = nodeCenter(cur);
    const double rr = std::max(in_.radius + 4.0, 7.0);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(c.current, 3.0));
    p.drawEllipse(at, rr, rr);
    p.setPen(Qt::NoPen);
    p.setBrush(c.current);
    p.drawPolygon(
        QPolygonF({QPointF(at.x() - 5, at.y() - rr - 11), QPointF(at.x() + 5, at.y() - rr - 11),
                   QPointF(at.x(), at.y() - rr - 3)}));
}

void SearchTreePainter::paintLegend(QPainter& p, const QRectF& area) const {
    const QPalette& pal = in_.palette;
    const QColor text = pal.color(QPalette::Text);
    const QFontMetricsF fm(in_.font);
    const double y = area.center().y();
    const double r = 4.5;
    double x = area.left() + 4;
    const auto label = [&](const QString& s) {
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QPointF(x + 2 * r + 4, y + fm.ascent() / 2 - 1), s);
        x += 2 * r + 4 + fm.horizontalAdvance(s) + 14;
    };
    p.setPen(Qt::NoPen);
    p.setBrush(text);
    p.drawEllipse(QPointF(x + r, y), r, r);
    label(tr("explored"));
    p.setBrush(pal.color(QPalette::Base));
    p.setPen(QPen(text, 1.5));
    p.drawEllipse(QPointF(x + r, y), r, r);
    label(tr("tried"));
    p.setPen(QPen(withAlpha(text, 105), 1.5));
    p.drawLine(QPointF(x, y - r), QPointF(x + 2 * r, y + r));
    p.drawLine(QPointF(x, y + r), QPointF(x + 2 * r, y - r));
    label(tr("pruned"));
    if (in_.tree->rowsInAnyOrder()) {
        std::vector<QLineF> box;
        SearchTreeAnyOrderPainter::boxedCross(box, QPointF(x + r, y), r);
        drawLines(p, box, QPen(text, 1.4));
        label(in_.tree->algorithm() == queens::Algorithm::Dlx ? tr("dead end") : tr("wipe-out"));
    }
    p.setPen(QPen(text, 1.2));
    p.setBrush(pal.color(QPalette::Link));
    p.drawPolygon(diamond(QPointF(x + r, y), r + 1));
    label(tr("solution"));
    if (!in_.tree->passRoots().empty()) {
        p.setPen(QPen(text, 1.5));
        p.setBrush(withAlpha(text, 105));
        p.drawRect(QRectF(x + r * 0.2, y - r * 0.8, r * 1.6, r * 1.6));
        label(tr("cut off at the depth limit"));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
    p.drawEllipse(QPointF(x + r, y), r, r);
    label(tr("current"));
}
