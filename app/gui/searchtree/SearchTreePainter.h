#pragma once
// SearchTreePainter: draws SearchTreeView's picture (its paintEvent's work) from the tree, its
// layout, the cursor and the view's geometry: row labels, edges and nodes clipped to the plot,
// solutions and the current node on top, the legend and the view's message. For CSP and DLX
// (rows in any order) also wiped-out nodes and, through SearchTreeAnyOrderPainter, the nodes'
// "r5=2" labels, backjump arcs and the boundaries between restarts' attempts. Per level it reads
// only the visible x range, so a paint costs O(visible nodes). It only draws: no state between
// paints. Its strings belong to SearchTreeView's translation context.
#include <QCoreApplication>
#include <QFont>
#include <QPalette>
#include <QPointF>
#include <QRect>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <utility>
#include <vector>

#include "SearchTree.h"
#include "SearchTreeLayout.h"

class QPainter;

class SearchTreePainter {
    Q_DECLARE_TR_FUNCTIONS(SearchTreeView)

public:
    // Where the tree lies on screen: slot x of the layout maps to
    // plot.left() + padX + offsetX + x * slotPx, level d to plot.top() + padY + offsetY + d *
    // levelPx. SearchTreeView maps with this too (hit tests, navigation).
    struct Geometry {
        QRectF plot;
        double padX = 0.0;
        double padY = 0.0;
        double offsetX = 0.0;
        double offsetY = 0.0;
        double slotPx = 1.0;
        double levelPx = 1.0;

        double screenX(double slotX) const { return plot.left() + padX + offsetX + slotX * slotPx; }
        double screenY(int depth) const { return plot.top() + padY + offsetY + depth * levelPx; }
        double slotAt(double px) const { return (px - plot.left() - padX - offsetX) / slotPx; }
    };

    // What one paint needs. tree and layout must be non-null (layout of tree); rect is the whole
    // widget, font and palette the widget's.
    struct Input {
        const queens::SearchTree* tree = nullptr;
        const SearchTreeLayout* layout = nullptr;
        std::uint64_t cursor = 0;
        int n = 0;
        bool supported = false;  // false: the sentence (message) instead of a tree
        QString message;         // SearchTreeView::message()
        Geometry geometry;
        double radius = 1.0;  // a node's radius in pixels
        QRect rect;
        QFont font;
        QPalette palette;
    };

    explicit SearchTreePainter(Input in) : in_(std::move(in)) {}

    // Draws the whole view; returns the number of nodes drawn (dots, discs, crosses, diamonds).
    int paint(QPainter& p) const;

private:
    struct Colors;
    struct Shapes;  // the visible nodes and edges, collected per kind

    QPointF nodeCenter(int id) const;
    void paintRowLabels(QPainter& p) const;
    int collect(Shapes& s, bool tiny) const;
    void paintShapes(QPainter& p, const Shapes& s, const Colors& c, bool tiny) const;
    void paintColumnNumbers(QPainter& p, const std::vector<int>& labelled) const;
    void paintPassLabels(QPainter& p) const;
    int paintSolutions(QPainter& p, const Colors& c) const;
    void paintCurrent(QPainter& p, const Colors& c) const;
    void paintLegend(QPainter& p, const QRectF& area) const;

    Input in_;
};
