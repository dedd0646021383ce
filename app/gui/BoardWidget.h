#pragma once
// BoardWidget: draws one moment of a search. It only paints: it never solves and never changes
// the state it is given.
//
// - setView(state, event) gives the BoardState to draw (owned by the PlaybackController's
//   timeline; it must stay valid until the next setView) and the event that produced it (copied).
// - Up to kDetailedMaxN the board is drawn square by square with the SVG queen, coordinate labels
//   (0-based, like the pseudo-code) and the current event marked: Try = outline, Reject = cross
//   coloured by reason plus the attacking queen, Place / Remove = filled cell, Swap / Evaluate =
//   the rows involved, bitmask register updates = the row outlined with a dot per set bit,
//   Solution = gold flash.
// - Up to kCompactMaxN a compact rendering: queens as dots (attacked ones red), rows sampled
//   when there are more rows than pixels, the current cell as a ring; for an Evaluate or Swap
//   both queens ringed and their rows ticked at the board's left and right edges. Painting is
//   O(n) here, which is cheap at these sizes (N = 1000: see tests/bench/bench_paint.cpp).
// - Larger boards show a density / conflict heat image (HeatMapRenderer: regions coloured by the
//   queens they hold and how many of them are attacked), a caption "1,000,000 queens: 12,345 in
//   conflict" and a legend below the board. The image is built for setView (O(n)), never in
//   paintEvent. From kHeatThrottleMinN rows on (and the same n as before), setView only marks
//   the image stale and a single-shot timer builds it from the state of the latest setView: in
//   an event of its own (not inside the caller's refresh), at most once per kHeatThrottleMs, and
//   so the last state is always shown in the end; never more than one build per setView. The
//   current event is drawn over the image from the live state (O(1)): the two rows of an
//   Evaluate or Swap as ticks at the board's left and right edges, a cell as a ring.
// - boardRect() is the squares' area in widget coordinates (cell = width / n); views aligned with
//   the board (RegisterView, ConflictStripsView) follow boardRectChanged().
#include <QElapsedTimer>
#include <QImage>
#include <QTimer>
#include <QWidget>
#include <optional>

#include "BoardColors.h"
#include "BoardState.h"
#include "HeatMapRenderer.h"
#include "PieceRenderer.h"
#include "StepEvent.h"

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    static constexpr int kDetailedMaxN = 64;
    static constexpr int kCompactMaxN = 1000;
    // Heat images of boards with at least this many rows are rebuilt at most every
    // kHeatThrottleMs (smaller ones cost well under a millisecond and follow every setView).
    static constexpr int kHeatThrottleMinN = 65536;
    static constexpr int kHeatThrottleMs = 100;

    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    void setView(const queens::BoardState* state, const queens::StepEvent* current);
    const queens::BoardState* state() const { return state_; }
    const std::optional<queens::StepEvent>& currentEvent() const { return event_; }

    // The squares' area in widget coordinates for the current n and size (empty without a
    // board); cell = boardRect().width() / n.
    QRectF boardRect() const;

    // The heat view (n > kCompactMaxN): the image and counts last built, the caption shown,
    // how many builds so far, and whether a newer state waits for the throttle timer.
    bool showsHeatMap() const;
    const HeatMapRenderer& heatMap() const { return heat_; }
    QString heatCaption() const;
    int heatBuildCount() const { return heatBuilds_; }
    bool heatBuildPending() const { return heatPending_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void boardRectChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Geometry {
        QRectF board;
        qreal cell = 0;
        bool labels = false;
    };
    Geometry geometryFor(int n) const;
    QRectF cellRect(const Geometry& g, int row, int col) const;

    void paintDetailed(QPainter& p, const Geometry& g);
    void paintSquares(QPainter& p, const Geometry& g) const;
    void paintUnderlay(QPainter& p, const Geometry& g) const;
    void paintQueens(QPainter& p, const Geometry& g);
    void paintOverlay(QPainter& p, const Geometry& g) const;
    void paintReject(QPainter& p, const Geometry& g, const queens::StepEvent& e) const;
    void paintRegister(QPainter& p, const Geometry& g, const queens::StepEvent& e) const;
    void paintLabels(QPainter& p, const Geometry& g) const;
    void paintCompact(QPainter& p, const Geometry& g);
    void paintCompactSquares(QPainter& p, const Geometry& g);
    void paintCurrentCell(QPainter& p, const Geometry& g) const;
    void paintHeat(QPainter& p, const Geometry& g) const;
    void paintRowTicks(QPainter& p, const Geometry& g) const;
    QColor pairColor() const;
    void paintFrame(QPainter& p, const Geometry& g) const;
    bool showsSolution() const;
    qreal heatLegendHeight() const;

    void updateBoardRect();
    int heatGridFor(const Geometry& g) const;
    void requestHeatBuild();
    void buildHeat();

    const queens::BoardState* state_ = nullptr;
    std::optional<queens::StepEvent> event_;
    BoardColors colors_;
    PieceRenderer piece_;
    QRectF lastBoardRect_;

    // Compact rendering: the squares as one n x n image, scaled (cached per n and colours).
    QImage squares_;

    HeatMapRenderer heat_;
    QTimer heatTimer_;
    QElapsedTimer heatClock_;  // since the last build
    bool heatPending_ = false;
    int heatBuilds_ = 0;
};
