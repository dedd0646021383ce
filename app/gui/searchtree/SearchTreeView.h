#pragma once
// SearchTreeView: the search tree of the run (N <= SearchTree::kMaxN), in step with the timeline
// cursor. It owns a queens::SearchTree fed by appendBatch() and its SearchTreeLayout; each node
// shows its status at the cursor (explored, tried, pruned, wiped out, solution, not reached,
// current) by shape and line style, colours from the palette only reinforcing them. For larger N
// or min-conflicts it shows a sentence instead. Iterative deepening: the passes up to the
// cursor's, side by side, the later ones not drawn until the cursor reaches them. The tree always
// fits the height; horizontally it stays fitted until the user zooms (wheel, + / -) or pans
// (drag); F or 0 fits again. A click on a node emits seekRequested(its Try index + 1). Batches
// must come in order from event 0: a gap or a refused event stops the tree, and the message line
// says why. Painting is SearchTreePainter's. See docs/design.md, "The search tree view".
#include <QString>
#include <QWidget>
#include <cstdint>

#include "Algorithm.h"
#include "SearchTree.h"
#include "SearchTreeLayout.h"
#include "SearchTreePainter.h"
#include "SearchTreeText.h"
#include "TimelineBatch.h"

class QToolButton;

class SearchTreeView : public QWidget {
    Q_OBJECT

public:
    static constexpr double kMaxSlotPx = 64.0;    // most zoomed in: one leaf slot per 64 px
    static constexpr double kMinLevelPx = 28.0;   // levels at least this far apart
    static constexpr double kMaxLevelPx = 110.0;  // and at most this
    static constexpr double kZoomStep = 1.25;

    explicit SearchTreeView(QWidget* parent = nullptr);

    // A new run: an empty tree for n queens and algorithm a (a sentence instead for n > 8 or
    // min-conflicts), fitted, cursor 0.
    void reset(int n, queens::Algorithm a);
    void appendBatch(const queens::TimelineBatch& batch);
    // The timeline cursor (events applied). QWidget::setCursor(const QCursor&) stays available;
    // pass a QCursor, not a bare Qt::CursorShape, which would convert to quint64.
    void setCursor(quint64 cursor);
    using QWidget::setCursor;
    quint64 cursor() const { return cursor_; }

    const queens::SearchTree& tree() const { return tree_; }
    const SearchTreeLayout& layout() const { return layout_; }
    // False when the view shows a sentence instead of a tree (n > 8, min-conflicts, no run).
    bool showsTree() const { return supported_; }
    // The sentence shown, or why the tree stopped; empty otherwise.
    QString message() const { return SearchTreeText::message(algorithm_, n_, stopped_); }
    int currentNode() const;  // tree().nodeAt(cursor())

    // Geometry (widget coordinates), for hit tests and tests. The plot is where the tree is
    // drawn: below the buttons, right of the row labels, above the legend.
    QRectF plotRect() const { return plot_; }
    QPointF nodeCenter(int id) const;
    int nodeAt(QPointF pos) const;  // -1 when no node is there
    bool isNodeVisible(int id) const;
    // The tooltip of a node at the cursor: its cell, board and status (with the reason when it
    // was pruned). The sentences are SearchTreeText's.
    QString toolTipFor(int id) const { return SearchTreeText::toolTip(tree_, id, cursor_, n_); }

    double slotPx() const { return slotPx_; }
    bool isFitted() const { return fitted_; }
    void zoomIn();
    void zoomOut();
    void fitToView();
    // Scrolls horizontally so that node id is at the centre; the view is then not fitted.
    void centerOn(int id);
    // Nodes drawn by the last paint (dots, discs, crosses and diamonds), for tests.
    int paintedNodes() const { return paintedNodes_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void seekRequested(quint64 cursor);

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

private:
    void updatePlot();  // plot_ from the size, the font and the row labels
    double levelPx() const;
    double nodeRadius() const;
    SearchTreePainter::Geometry treeGeometry() const;  // the screen mapping at the current zoom
    double screenX(double slotX) const;
    double screenY(int depth) const;
    double slotAt(double px) const;
    double fitSlotPx() const;
    void zoomAbout(double factor, double px);
    void clampOffset();
    void ensureCurrentVisible();
    void relayout();
    // Iterative deepening: the passes drawn, up to the one at the cursor (all for other searches).
    std::size_t shownPasses() const;
    void retranslate();

    queens::SearchTree tree_;
    SearchTreeLayout layout_;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    int n_ = 0;
    bool supported_ = false;
    QString stopped_;  // why the tree stopped growing (a gap or a refused event)
    quint64 cursor_ = 0;
    QRectF plot_;  // where the tree is drawn: right of the row labels, above the legend

    double slotPx_ = 16.0;  // horizontal zoom: pixels per leaf slot
    double offsetX_ = 0.0;  // screen x (from the plot's left) of slot 0
    double offsetY_ = 0.0;  // vertical pan when the levels do not fit the height
    bool fitted_ = true;

    bool pressed_ = false;
    bool dragging_ = false;
    QPointF pressPos_;
    QPointF lastPos_;
    mutable int paintedNodes_ = 0;

    QToolButton* zoomInButton_ = nullptr;
    QToolButton* zoomOutButton_ = nullptr;
    QToolButton* fitButton_ = nullptr;
};
