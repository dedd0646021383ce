#pragma once
// BoardArea: the board and the views that line up with it, as one central widget.
//
// - The BoardWidget in the middle; below it the RegisterView (bitmask search only), its cells
//   under the board's columns; to its right the ConflictStripsView (min-conflicts only), its bars
//   beside the board's rows; under both a caption: one sentence about the step shown.
// - Alignment: whenever the board's squares move (BoardWidget::boardRectChanged, a resize, a
//   view shown or hidden), the board's rectangle is mapped into the aligned views' coordinates
//   and handed to them (setColumnGeometry / setRowGeometry).
// - setView() passes one moment of the run to every view; it only hands over data, the views
//   decide how much work a refresh costs (large boards are cached and throttled there).
#include <QWidget>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepEvent.h"

class BoardWidget;
class ConflictStripsView;
class CaptionLabel;
class RegisterView;

class BoardArea : public QWidget {
    Q_OBJECT

public:
    explicit BoardArea(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    void setView(const queens::BoardState& state, const queens::StepEvent* current);
    // Animate register shifts and the solution flash (on while stepping or playing slowly).
    void setAnimationsEnabled(bool on);

    BoardWidget* board() const { return board_; }
    RegisterView* registers() const { return registers_; }
    ConflictStripsView* strips() const { return strips_; }
    CaptionLabel* caption() const { return caption_; }

protected:
    // LanguageChange: the caption again; FontChange: the caption's font.
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateCaptionFont();
    void align();

    BoardWidget* board_ = nullptr;
    RegisterView* registers_ = nullptr;
    ConflictStripsView* strips_ = nullptr;
    CaptionLabel* caption_ = nullptr;
};
