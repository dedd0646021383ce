#pragma once
// ConflictStripsView: the min-conflicts search beside the board: three bar strips aligned with the
// board's rows (conflicts per queen, queens per "\" diagonal, per "/" diagonal; collisions drawn
// hot, hatched and marked, not by colour alone) and a verdict with the collisions total. With more
// rows than pixels each pixel row is a bucket showing its largest value. It owns its strips, a
// StripsBuilder and a SlicedRebuild: the O(n) build never runs in paintEvent, and on large boards
// runs in throttled slices from the event loop, while the verdict follows setView() at once.
// The state given to setView() must stay valid until the next setView(), clearView() or hide: a
// throttled build reads it later. See docs/ARCHITECTURE.md, "Large boards".
#include <QPair>
#include <QString>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "BoardState.h"
#include "SlicedRebuild.h"
#include "StepEvent.h"
#include "StripsBuilder.h"
#include "StripsPainter.h"

class ConflictStripsView : public QWidget {
    Q_OBJECT

public:
    // From this n on builds are throttled and sliced (for a new n only from kSliceMinN).
    static constexpr int kThrottleMinN = 10'000;
    static constexpr int kThrottleMs = 100;
    // From this n on even the first build of a new n is done in slices.
    static constexpr int kSliceMinN = 2'000'000;

    explicit ConflictStripsView(QWidget* parent = nullptr);
    ~ConflictStripsView() override;

    void setView(const queens::BoardState& state, const queens::StepEvent* current);
    // Forgets the state, the bars and any pending build: the view shows no board. Hiding the
    // view forgets the state too (an owner typically stops feeding a hidden view, and its next run
    // may free that state) but keeps the bars and the text shown; the next setView updates all.
    void clearView();
    // Row r of the board spans [top + r * cell, top + (r + 1) * cell) in this widget.
    void setRowGeometry(qreal top, qreal cell);
    void clearRowGeometry();

    // The value of a row's bar (or a line's): exact for boards below kThrottleMinN rows (the
    // values are also kept per row and line, whatever the height), otherwise the largest value of
    // the bucket holding `row` (or `d`), which is what its pixel row shows; 0 when out of range.
    int queenConflicts(int row) const;
    int diagonalBar(int d) const;      // "\" d = row - col + n - 1
    int antiDiagonalBar(int d) const;  // "/" d = row + col
    // Rows of the current Evaluate or Swap event, {-1, -1} for any other event.
    QPair<int, int> evaluatedRows() const;
    // "swap rows 3 and 7: collisions -2 → accepted" for an Evaluate, a line for Swap, Restart and
    // Solution, empty otherwise.
    QString verdictText() const;
    // "collisions: 12"
    QString collisionsText() const;
    // The tool tip at `pos` (this widget's coordinates): the long form of the title of the strip
    // (or of the text) under it; empty elsewhere.
    QString toolTipAt(const QPointF& pos) const;
    // Where the texts and strips are, for the current size, row geometry, font and verdict.
    StripsPainter::Layout stripsLayout() const { return layout(); }
    // The bar of `row` in the per-queen strip: top + row * cell, one cell high, as wide as
    // queenConflicts(row) in the strip's scale (0 without conflicts); for large boards the bar of
    // the bucket holding `row`. Empty when out of range or before the first setView.
    QRectF rowBarRect(int row) const;
    // Builds finished so far and whether one runs (in slices) or waits for the throttle timer.
    int buildCount() const { return builds_; }
    bool buildPending() const { return rebuild_.pending(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    using Layout = StripsPainter::Layout;
    using Strip = StripsPainter::Strip;

    Layout layout() const;
    // The verdict's and the total's heights wrapped at `width` (cached per texts, width and font).
    QPair<qreal, qreal> textHeights(qreal width) const;
    int bucketsFor(int entries, qreal height) const;
    bool bucketsStale() const;
    void releaseState();
    void requestBuild();
    void scheduleBuild();
    void build();
    void beginBuild();
    void finishBuild();
    QColor verdictColor() const;

    const queens::BoardState* state_ = nullptr;
    std::optional<queens::StepEvent> event_;
    int n_ = 0;
    std::int64_t collisions_ = 0;
    bool hasRowGeometry_ = false;
    qreal rowTop_ = 0;
    qreal rowCell_ = 0;

    Strip queens_;
    Strip diag_;
    Strip anti_;
    StripsBuilder builder_;
    SlicedRebuild rebuild_;
    int builds_ = 0;
    struct TextHeights {  // textHeights() for texts, width and font
        QString verdict;
        QString total;
        qreal width = -1;
        QFont font;
        QPair<qreal, qreal> heights;
    };
    mutable TextHeights textHeights_;
};
