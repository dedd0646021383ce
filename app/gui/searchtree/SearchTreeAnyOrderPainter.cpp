#include "SearchTreeAnyOrderPainter.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <utility>

#include "SearchTreeText.h"

using queens::SearchTree;

namespace {
QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}
}  // namespace

// A wiped-out node: a cross in a square (placed, then its inference left a row without values).
void SearchTreeAnyOrderPainter::boxedCross(std::vector<QLineF>& lines, QPointF c, double r) {
    const double x = r * 0.6;  // the cross inside
    lines.emplace_back(c.x() - x, c.y() - x, c.x() + x, c.y() + x);
    lines.emplace_back(c.x() - x, c.y() + x, c.x() + x, c.y() - x);
    const QPointF a(c.x() - r, c.y() - r), b(c.x() + r, c.y() - r), d(c.x() + r, c.y() + r),
        e(c.x() - r, c.y() + r);
    lines.emplace_back(a, b);
    lines.emplace_back(b, d);
    lines.emplace_back(d, e);
    lines.emplace_back(e, a);
}

QPointF SearchTreeAnyOrderPainter::nodeCenter(int id) const {
    const SearchTreePainter::Geometry& g = in_.geometry;
    return {g.screenX(in_.layout->x(id)), g.screenY(in_.layout->depth(id))};
}

// Rows in any order: "r5=2" under each reached node whose level neighbours leave room for it
// (right of it on a level at the plot's bottom).
void SearchTreeAnyOrderPainter::paintNodeLabels(QPainter& p,
                                                const std::vector<int>& labelled) const {
    if (labelled.empty()) return;
    const SearchTreeLayout& layout = *in_.layout;
    const double r = in_.radius;
    QFont f = in_.font;
    const int fontPx = QFontInfo(in_.font).pixelSize();
    f.setPixelSize(std::clamp(static_cast<int>(in_.geometry.levelPx * 0.3), 9, fontPx));
    p.setFont(f);
    const QFontMetricsF fm(f);
    const QColor base = withAlpha(in_.palette.color(QPalette::Base), 220);
    const QColor text = in_.palette.color(QPalette::Text);
    for (int id : labelled) {
        const queens::SearchTreeNode& nd = in_.tree->node(id);
        const QString s = SearchTreeText::nodeLabel(nd.row, nd.col);
        const double w = fm.horizontalAdvance(s) + 4;
        // Room: half the distance to each neighbour on the level.
        const auto& level = layout.level(layout.depth(id));
        const auto it = std::lower_bound(level.begin(), level.end(), id,
                                         [&](int a, int b) { return layout.x(a) < layout.x(b); });
        const double px = in_.geometry.slotPx;
        const double left = it != level.begin() ? (layout.x(id) - layout.x(*(it - 1))) * px : 1e9;
        const double right = it + 1 < level.end() ? (layout.x(*(it + 1)) - layout.x(id)) * px : 1e9;
        const QPointF c = nodeCenter(id);
        const double gap = std::max(r, 4.0) + 2;
        QRectF box(c.x() - w / 2, c.y() + gap, w, fm.height());
        if (box.bottom() <= in_.geometry.plot.bottom()) {
            if (std::min(left, right) < w + 2) continue;
        } else {  // the lowest level, at the plot's bottom: right of the node
            if (right < gap + w + r) continue;
            box.moveTopLeft(QPointF(c.x() + gap, c.y() - fm.height() / 2));
        }
        p.fillRect(box, base);
        p.setPen(text);
        p.drawText(box, Qt::AlignCenter, s);
    }
    p.setFont(in_.font);
}

// Backjumps that skipped rows: a dashed arc from the node below which a row ran out of values up
// to the node of the row the search went back to, with an arrow head there.
void SearchTreeAnyOrderPainter::paintJumps(QPainter& p, const QColor& color) const {
    const SearchTreeLayout& layout = *in_.layout;
    p.setBrush(Qt::NoBrush);
    for (const queens::TreeJump& j : in_.tree->jumps()) {
        if (j.index >= in_.cursor) break;
        if (j.to < 0 || j.skipped == 0) continue;
        if (static_cast<std::size_t>(std::max(j.from, j.to)) >= layout.size()) continue;
        const QPointF a = nodeCenter(j.from), b = nodeCenter(j.to);
        const double bulge = std::max(24.0, (a.y() - b.y()) * 0.35);
        const QPointF ctrl(std::max(a.x(), b.x()) + bulge, (a.y() + b.y()) / 2);
        QPainterPath path(a);
        path.quadTo(ctrl, b);
        p.setPen(QPen(color, 1.6, Qt::DashLine));
        p.drawPath(path);
        // The arrow head at b, along the curve's last direction (from the control point).
        const QLineF dir(b, ctrl);
        const QLineF unit = dir.unitVector();
        const QPointF u(unit.dx(), unit.dy()), nrm(-u.y(), u.x());
        const QPointF tip = b + u * (in_.radius + 2);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPolygon(QPolygonF({tip, tip + u * 9 + nrm * 4.5, tip + u * 9 - nrm * 4.5}));
        p.setBrush(Qt::NoBrush);
    }
}

// Restarts: a dashed line between the root's subtrees of two attempts, once the right one has
// begun at the cursor, labelled at the top with the restart that began it ("restart 2", or "2"
// alone when the attempts are too narrow for the words).
void SearchTreeAnyOrderPainter::paintAttempts(QPainter& p, const QColor& line,
                                              const QColor& text) const {
    const SearchTree& tree = *in_.tree;
    if (tree.attempts() < 2) return;
    const SearchTreeLayout& layout = *in_.layout;
    const SearchTreePainter::Geometry& g = in_.geometry;
    const QRectF plot = g.plot;
    const auto edge = [&](int v, bool right) {
        for (int next = v; next >= 0 && static_cast<std::size_t>(next) < layout.size();
             next = right ? tree.node(v).lastChild : tree.node(v).firstChild)
            v = next;
        return layout.x(v);
    };
    // The boundaries: (screen x, restart number).
    std::vector<std::pair<double, int>> lines;
    int prev = -1;
    for (int v = tree.node(SearchTree::kRoot).firstChild; v >= 0; v = tree.node(v).nextSibling) {
        if (static_cast<std::size_t>(v) >= layout.size()) break;
        if (prev >= 0 && tree.node(v).attempt != tree.node(prev).attempt &&
            tree.node(v).tryIndex < in_.cursor)
            lines.emplace_back(g.screenX((edge(prev, true) + edge(v, false)) / 2),
                               tree.node(v).attempt);
        prev = v;
    }
    // The labels on the root's level, right of their line, clear of the root.
    const QFontMetricsF fm(in_.font);
    const double y0 = g.screenY(0);
    const double top = y0 + fm.height() / 2 + 2;
    const double rootX = g.screenX(layout.x(SearchTree::kRoot));
    const double rootR = std::max(in_.radius, 4.0) + 2;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto [x, restart] = lines[i];
        if (x < plot.left() || x > plot.right()) continue;
        p.setPen(QPen(line, 1.0, Qt::DashLine));
        p.drawLine(QPointF(x, top), QPointF(x, plot.bottom()));
        const double right = (i + 1 < lines.size() ? lines[i + 1].first : plot.right()) - 3;
        const auto fits = [&](const QString& s, double& at) {
            const double w = fm.horizontalAdvance(s);
            at = x + 3;
            if (at < rootX + rootR && at + w > rootX - rootR) at = rootX + rootR;
            return at + w <= right;
        };
        double at = 0;
        QString label = tr("restart %L1").arg(restart);
        if (!fits(label, at)) label = QLocale().toString(restart);
        if (!fits(label, at)) continue;
        p.setPen(text);
        p.drawText(QPointF(at, y0 + fm.ascent() / 2 - 1), label);
    }
}
