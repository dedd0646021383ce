#pragma once
// SearchTreeAnyOrderPainter: what SearchTreePainter adds for the searches that pick the row to
// branch on (CSP backtracking, Dancing Links): each reached node's "r5=2" label where its level
// neighbours leave room, the backjumps that skipped rows as dashed arcs up to their target, the
// boundaries between restarts' attempts, and the wiped-out node's shape (a cross in a square). It
// only draws, from the painter's Input, clipped by the caller; its strings belong to
// SearchTreeView's translation context.
#include <QColor>
#include <QCoreApplication>
#include <QLineF>
#include <QPointF>
#include <vector>

#include "SearchTreePainter.h"

class QPainter;

class SearchTreeAnyOrderPainter {
    Q_DECLARE_TR_FUNCTIONS(SearchTreeView)

public:
    explicit SearchTreeAnyOrderPainter(const SearchTreePainter::Input& in) : in_(in) {}

    // A wiped-out node of half-size r centred on c, as lines: a square with a cross inside.
    static void boxedCross(std::vector<QLineF>& lines, QPointF c, double r);

    void paintNodeLabels(QPainter& p, const std::vector<int>& labelled) const;
    void paintJumps(QPainter& p, const QColor& color) const;
    void paintAttempts(QPainter& p, const QColor& line, const QColor& text) const;

private:
    QPointF nodeCenter(int id) const;

    const SearchTreePainter::Input& in_;
};
