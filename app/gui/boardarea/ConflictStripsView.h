#pragma once
// ConflictStripsView: the min-conflicts search beside the board: three bar strips aligned with the
// board's rows (conflicts per queen, queens per "\" and per "/" diagonal; collisions hot, hatched
// and marked) and a verdict with the collisions total. It owns its strips, a StripsBuilder and a
// SlicedRebuild: the O(n) build never runs in paintEvent, on large boards it runs in throttled
// slices, and the verdict follows setView() at once. The state given to setView() must stay valid
// until the next setView(), clearView() or hide. See docs/design.md, "Large boards".
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
    // From kThrottleMinN rows builds run in slices, kThrottleMs apart; the first build of a
    // new n only from kSliceMinN.
    static constexpr int kThrottleMinN = 10'000;
    static constexpr int kThrottleMs = 100;
    static constexpr int kSliceMinN = 2'000'000;

    explicit ConflictStripsView(QWidget* parent = nullptr);
    ~ConflictStripsView() override;

    void setView(const queens::BoardState& state, const queens::StepEvent* current);
    // Forgets the state, the bars and any pending build: the view shows no board. Hiding
    // forgets the state too (its run may free it) but keeps what is shown.
    void clearView();
    // Row r of the board spans [top + r * cell, top + (r + 1) * cell) in this widget.
    void setRowGeometry(qreal top, qreal cell);
    void clearRowGeometry();

    // A row's (or line's) value: exact below kThrottleMinN rows, else the largest of the bucket
    // holding it, which is what its pixel row shows; 0 when out of range.
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
    // The per-queen bar of `row` (of its bucket on large boards), as wide as its value in the
    // strip's scale; empty when out of range or before the first setView.
    QRectF rowBarRect(int row) const;
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
