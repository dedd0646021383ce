#pragma once
// BoardWidget: draws one moment of a search: square by square up to kDetailedMaxN, compact up to
// kCompactMaxN, a heat image beyond. It owns the view shown (event, marks, pointer, hovered cell,
// attacks, heat images), the geometry and the mouse handling; it never solves and never changes
// the state given to setView, which must stay valid until the next setView. paintEvent only calls
// queenslab_render's painters; O(n) work is done for setView, on large boards in slices. See
// docs/design.md, "Drawing the board" and "Large boards".
#include <QElapsedTimer>
#include <QPoint>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "BoardAttacks.h"
#include "BoardGeometry.h"
#include "BoardLegend.h"
#include "BoardPainter.h"
#include "BoardState.h"
#include "CellMark.h"
#include "CompactBoardPainter.h"
#include "HeatMapRenderer.h"
#include "SlicedRebuild.h"
#include "StepEvent.h"
#include "SuccessorCosts.h"

class QVariantAnimation;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    static constexpr int kFlashMs = 900;
    static constexpr int kFlashPulses = 3;
    // Heat images from kHeatThrottleMinN rows are rebuilt at most every kHeatThrottleMs; from
    // kHeatSliceMinN even the first of a new n is built in slices.
    static constexpr int kHeatThrottleMinN = 65536;
    static constexpr int kHeatThrottleMs = 100;
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
    // The square at a widget point as QPoint(col, row); none off the board or for the heat view.
    std::optional<QPoint> cellAt(QPointF widgetPos) const;
    bool pointerCovers(int row, int col) const;
    // Puzzle / quiz: a pointing-hand cursor and Qt::StrongFocus; off: the arrow and no focus.
    void setInteractive(bool on);
    bool isInteractive() const { return interactive_; }
    // Marks drawn over the board (detailed rendering), in order; replaces the previous ones.
    void setCellMarks(std::vector<CellMark> marks);
    const std::vector<CellMark>& cellMarks() const { return marks_; }
    // BoardColors::defaultScheme() on every palette change until setColorScheme pins one.
    void setColorScheme(BoardColors::Scheme scheme);
    BoardColors::Scheme colorScheme() const { return painter_.colors().scheme; }

    void setView(const queens::BoardState* state, const queens::StepEvent* current);
    const queens::BoardState* state() const { return state_; }
    const std::optional<queens::StepEvent>& currentEvent() const { return event_; }

    // The legend of the board's marks (BoardLegend) follows the algorithm and the view; the
    // board's tooltip shows it (BoardLegendView::toolTipHtml), except with the laser pointer on
    // or while interactive.
    void setLegendAlgorithm(queens::Algorithm algorithm);
    BoardLegend::View legendView() const;
    BoardColors colors() const { return painter_.colors(); }

    // Marks on the attacked cells (detailed rendering); on by default.
    void setShowAttacks(bool show);
    bool showsAttacks() const { return showAttacks_; }
    // The h-values (HValuePainter: the h of every successor on its square): the user's choice
    // once made (setShowHValues), else on for hill climbing up to kHValuesDefaultMaxN rows.
    // Shown while enabled, for a complete-state local search (hill climbing, annealing, textbook
    // min-conflicts, local beam) on a full board whose cells hold the digits; the attacked
    // squares are not hatched meanwhile (the digits would not read on the stripes).
    static constexpr int kHValuesDefaultMaxN = 12;
    void setShowHValues(bool show);
    bool hValuesEnabled() const;
    bool showsHValues() const;
    const queens::SuccessorCosts& hValues() const { return hValues_; }  // empty when not shown
    // A constraint search's domains (DomainPainter), detailed rendering only: shown for
    // Algorithm::Csp, or whenever the state has values removed; the hatch of attacked squares
    // gives way to them. setDomainFocus names the row being assigned (DomainLayer::focusAt; -1:
    // none). Hovering a crossed-out square links it to its cause and the tooltip names the cause
    // (domainToolTip; empty for a square that is not crossed out, and on an assigned row).
    bool showsDomains() const;
    void setDomainFocus(int row);
    int domainFocus() const { return domainFocus_; }
    QString domainToolTip(int row, int col) const;
    // An empty cell attacked by a queen of another row (last setView, n <= kDetailedMaxN),
    // whether or not showsAttacks().
    bool attacked(int row, int col) const;

    // The solution flash (kFlashPulses pulses over kFlashMs); off by default. A different
    // setView, or turning animations off, ends it; an identical setView lets it run on.
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return animationsEnabled_; }
    bool isFlashing() const;  // running (or paused)
    // The solution tint's strength now: 1 when static, down to kFlashLow during a pulse.
    qreal solutionStrength() const;
    static constexpr qreal kFlashLow = 0.2;

    // The squares' area in widget coordinates (empty without a board); cell = width / n.
    QRectF boardRect() const;

    // The heat view (n > kCompactMaxN).
    bool showsHeatMap() const;
    const HeatMapRenderer& heatMap() const { return heat_; }
    QString heatCaption() const;
    int heatBuildCount() const { return heatBuilds_; }
    bool heatBuildPending() const { return heatRebuild_.pending(); }
    // The caption and legend as painted, in widget coordinates (empty without a heat image).
    HeatMapRenderer::Legend heatLegend() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The width of the strip above and left of the board where row and column labels go.
    qreal labelSpace() const;

signals:
    void boardRectChanged();
    void legendChanged();   // legendView() or colors() changed
    void hValuesChanged();  // hValuesEnabled() or showsHValues() may have changed
    void cellClicked(int row, int col);
    void cellHovered(int row, int col);  // -1, -1: the mouse left the board

protected:
    bool event(QEvent* event) override;  // ToolTip: the legend
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
    void paintHeat(QPainter& p, const BoardPainter::Scene& scene) const;
    // The band below a heat board: the legend's height for this width, font and n, plus a gap.
    qreal heatLegendBand(int n) const;

    void updateBoardRect();
    void setHovered(std::optional<QPoint> cell);
    void updateColors();
    void updateAttacks();
    void updateHValues();
    int heatGridFor(const Geometry& g) const;
    void requestHeatBuild();
    void buildHeat();
    void beginHeat();
    void finishHeat();

    const queens::BoardState* state_ = nullptr;
    std::optional<queens::StepEvent> event_;
    // An identical setView() does not cut the flash.
    struct Key {
        int n = -1;
        std::uint64_t events = 0;
        int queens = -1;
        std::optional<queens::StepEvent> event;
        friend bool operator==(const Key&, const Key&) = default;
    } key_;
    queens::BoardAttacks attacks_;  // a view of *state_; n <= kCompactMaxN only
    bool showAttacks_ = true;
    int domainFocus_ = -1;
    std::optional<bool> hValuesChoice_;
    queens::SuccessorCosts hValues_;
    std::pair<bool, bool> hValuesSeen_;  // hValuesEnabled(), showsHValues() when last told
    queens::Algorithm legendAlgorithm_ = queens::Algorithm::Backtracking;
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
