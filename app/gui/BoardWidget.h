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
// - Larger boards use a compact rendering: queens as dots, rows sampled when there are more rows
//   than pixels, the current cell as a ring.
#include <QWidget>
#include <optional>

#include "BoardColors.h"
#include "BoardState.h"
#include "PieceRenderer.h"
#include "StepEvent.h"

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    static constexpr int kDetailedMaxN = 64;

    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    void setView(const queens::BoardState* state, const queens::StepEvent* current);
    const queens::BoardState* state() const { return state_; }
    const std::optional<queens::StepEvent>& currentEvent() const { return event_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

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
    void paintCompact(QPainter& p, const Geometry& g) const;
    void paintFrame(QPainter& p, const Geometry& g) const;
    bool showsSolution() const;

    const queens::BoardState* state_ = nullptr;
    std::optional<queens::StepEvent> event_;
    BoardColors colors_;
    PieceRenderer piece_;
};
