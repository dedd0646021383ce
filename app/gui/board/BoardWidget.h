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
//   Solution = gold tint. Besides, in the detailed rendering only (n <= kDetailedMaxN):
//   - the current row: a band across the row(s) of the current event (Try, Reject, Place,
//     Remove, Mask, Push, Pop: its row; Evaluate, Swap: both rows), under the pieces;
//   - attacked cells (setShowAttacks, default on): every empty cell that a queen of another row
//     attacks along a column or a diagonal gets a hatched square, so that what is still free
//     stands out. Rows are not counted: every search keeps one queen per row, so a free cell of
//     an occupied row is one its queen could move to without a conflict. The set is
//     queens::BoardAttacks', computed in setView (O(n), n <= kCompactMaxN) and read by
//     attacked(); the same object marks the attacked queens (a disc under the piece, a red dot
//     on a compact board) whether or not the hatch is shown;
//   - lines of attack: after a Place, the placed queen's column and both diagonals as thin lines
//     with arrowheads from the queen to the board's edges; after a Swap, those of both queens;
//   - with setAnimationsEnabled(true) (default off; the window turns it on at slow speeds) a
//     Solution event flashes: the gold tint pulses kFlashPulses times over kFlashMs (a
//     QVariantAnimation named "solutionFlashAnimation") and ends as the static tint. A different
//     setView, or turning animations off, ends it at once; an identical setView (the same n,
//     number of events applied, queens and event) lets it run on.
// - Up to kCompactMaxN a compact rendering: queens as dots (attacked ones red), rows sampled
//   when there are more rows than pixels, the current cell as a ring; for an Evaluate or Swap
//   both queens ringed and their rows ticked at the board's left and right edges. Painting is
//   O(n) here, which is cheap at these sizes (N = 1000: see tests/bench/bench_paint.cpp).
// - Larger boards show a density / conflict heat image (HeatMapRenderer: regions coloured by the
//   queens they hold and how many of them are attacked), and below it a caption "1,000,000
//   queens: 12,345 in conflict" and a legend. They are laid out in the widget's whole width (not
//   only the board's), wrapped onto more lines when needed and never elided; the band reserved
//   for them fits the longest texts any board of that n can produce, so it does not change from
//   one build to the next. The image is built for setView (O(n)), never in paintEvent. From
//   kHeatThrottleMinN rows on (and the same n as before; from kHeatSliceMinN also for a new n),
//   setView only requests a build: it runs from the event loop in slices of a few milliseconds
//   (SlicedRebuild) into a second renderer, shown once complete; a pass starts at most
//   kHeatThrottleMs after the previous one ended, and a pass during which setView came is
//   followed by another, so the last state is always shown in the end. The
//   current event is drawn over the image from the live state (O(1)): the two rows of an
//   Evaluate or Swap as ticks at the board's left and right edges, a cell as a ring.
// - The drawing itself is queenslab_render's, the painters the exports use too: BoardPainter
//   (detailed), CompactBoardPainter (compact, and the marks over the heat image); this class owns
//   the state shown, chooses the rendering and the geometry (BoardGeometry), handles the mouse,
//   and its paintEvent only calls the painters.
// - Interaction (BoardMarksPainter draws the pointer, CellMarkPainter the marks): cellAt() maps a
// widget point to a square (any n up
//   to kCompactMaxN); a left click on a square emits cellClicked(row, col) (press and release on
//   the same square), and mouse tracking emits cellHovered(row, col) when the square under the
//   mouse changes (-1, -1 when it leaves the board). The laser pointer (setPointerMode, detailed
//   rendering only) highlights the hovered square's row, column, diagonal, anti-diagonal or all
//   four. setCellMarks() draws the puzzle's and quiz's marks, each by its own shape.
//   setInteractive(true) (puzzle, quiz): pointing-hand cursor and Qt::StrongFocus; key presses
//   are left to an event filter (the puzzle's).
// - setColorScheme(): Standard or ColorBlindSafe (BoardColors); by default it follows
//   BoardColors::defaultScheme() on every palette change.
// - boardRect() is the squares' area in widget coordinates (cell = width / n); views aligned with
//   the board (RegisterView, ConflictStripsView) follow boardRectChanged().
#include <QElapsedTimer>
#include <QPoint>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "BoardAttacks.h"
#include "BoardGeometry.h"
#include "BoardPainter.h"
#include "BoardState.h"
#include "CellMark.h"
#include "CompactBoardPainter.h"
#include "HeatMapRenderer.h"
#include "SlicedRebuild.h"
#include "StepEvent.h"

class QVariantAnimation;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    static constexpr int kFlashMs = 900;
    static constexpr int kFlashPulses = 3;
    // Heat images of boards with at least this many rows are rebuilt at most every
    // kHeatThrottleMs (smaller ones cost well under a millisecond and follow every setView).
    static constexpr int kHeatThrottleMinN = 65536;
    static constexpr int kHeatThrottleMs = 100;
    // From this n on even the first heat image of a new n is built in slices.
    static constexpr int kHeatSliceMinN = 2'000'000;

    using PointerMode = BoardPainter::PointerMode;
    using CellMark = ::CellMark;

    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    // The laser pointer (detailed rendering); Off by default.
    void setPointerMode(PointerMode mode);
    PointerMode pointerMode() const { return pointerMode_; }
    // The square under the mouse as QPoint(col, row), if any (tracked whatever the mode).
    std::optional<QPoint> hoveredCell() const { return hovered_; }
    // The square at a widget point as QPoint(col, row); none off the board or without one, or
    // for the heat view (n > kCompactMaxN).
    std::optional<QPoint> cellAt(QPointF widgetPos) const;
    // Whether the pointer highlights cell (row, col) now.
    bool pointerCovers(int row, int col) const;
    // Puzzle / quiz: a pointing-hand cursor and keyboard focus (Qt::StrongFocus); off: the
    // arrow and Qt::NoFocus.
    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }
    // Marks drawn over the board (detailed rendering), in order; replaces the previous ones.
    void setCellMarks(std::vector<CellMark> marks);
    const std::vector<CellMark>& cellMarks() const { return marks_; }
    // The colour scheme; setColorScheme pins it (no longer following the default scheme).
    void setColorScheme(BoardColors::Scheme scheme);
    BoardColors::Scheme colorScheme() const { return painter_.colors().scheme; }

    void setView(const queens::BoardState* state, const queens::StepEvent* current);
    const queens::BoardState* state() const { return state_; }
    const std::optional<queens::StepEvent>& currentEvent() const { return event_; }

    // Marks on the attacked cells (detailed rendering); on by default.
    void setShowAttacks(bool show);
    bool showsAttacks() const { return showAttacks_; }
    // Whether the empty cell (row, col) is attacked by a queen of another row along its column or
    // a diagonal, as of the last setView; false for a queen's cell, off the board, or n >
    // kDetailedMaxN. Independent of showsAttacks() (which only decides whether it is drawn).
    bool attacked(int row, int col) const;

    // The solution flash; off by default.
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return animationsEnabled_; }
    bool isFlashing() const;  // running (or paused)
    // The solution tint's strength now: 1 when static, down to kFlashLow during a pulse.
    qreal solutionStrength() const;
    static constexpr qreal kFlashLow = 0.2;

    // The squares' area in widget coordinates for the current n and size (empty without a
    // board); cell = boardRect().width() / n.
    QRectF boardRect() const;

    // The heat view (n > kCompactMaxN): the image and counts last built, the caption shown,
    // how many builds so far, and whether a newer state waits for the throttle timer.
    bool showsHeatMap() const;
    const HeatMapRenderer& heatMap() const { return heat_; }
    QString heatCaption() const;
    int heatBuildCount() const { return heatBuilds_; }
    // A build runs (in slices) or waits for the throttle timer.
    bool heatBuildPending() const { return heatRebuild_.pending(); }
    // The caption and legend as painted, in widget coordinates (empty without a heat image).
    HeatMapRenderer::Legend heatLegend() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void boardRectChanged();
    void cellClicked(int row, int col);
    void cellHovered(int row, int col);  // -1, -1: the mouse left the board

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    using Geometry = BoardGeometry;
    Geometry geometryFor(int n) const;
    static bool showsLabels(int n);
    qreal labelSpace() const;
    void paintHeat(QPainter& p, const BoardPainter::Scene& scene) const;
    // The band below a heat board: the legend's height for this width, font and n, plus a gap.
    qreal heatLegendBand(int n) const;

    void updateBoardRect();
    void setHovered(std::optional<QPoint> cell);
    void updateColors();
    void updateAttacks();
    int heatGridFor(const Geometry& g) const;
    void requestHeatBuild();
    void buildHeat();
    void beginHeat();
    void finishHeat();

    const queens::BoardState* state_ = nullptr;
    std::optional<queens::StepEvent> event_;
    // Identity of the view shown, so that an identical setView() does not cut the flash.
    struct Key {
        int n = -1;
        std::uint64_t events = 0;
        int queens = -1;
        std::optional<queens::StepEvent> event;
        friend bool operator==(const Key&, const Key&) = default;
    } key_;
    queens::BoardAttacks attacks_;  // of the state's placement; n <= kCompactMaxN only
    bool showAttacks_ = true;
    bool animationsEnabled_ = false;
    QVariantAnimation* flash_ = nullptr;
    BoardPainter painter_;
    CompactBoardPainter compact_;
    QRectF lastBoardRect_;
    struct LegendBand {  // heatLegendBand() for width, n and font
        qreal width = -1;
        int n = -1;
        QFont font;
        qreal band = 0;
    };
    mutable LegendBand legendBand_;

    PointerMode pointerMode_ = PointerMode::Off;
    std::optional<QPoint> hovered_;
    std::optional<QPoint> pressed_;
    bool interactive_ = false;
    std::vector<CellMark> marks_;
    std::optional<BoardColors::Scheme> pinnedScheme_;

    HeatMapRenderer heat_;      // shown
    HeatMapRenderer heatWork_;  // the pass in progress (SlicedRebuild)
    SlicedRebuild heatRebuild_;
    int heatBuilds_ = 0;
};
