#pragma once
// BoardArea: the board and the views that line up with it, as one central widget: the BoardWidget,
// the RegisterView below it (bitmask search only, cells under the board's columns), the
// ConflictStripsView to its right (min-conflicts only, bars beside the rows) and a caption under
// both, or beside the board (setCaptionBeside(): the board then as wide as it is tall, the
// caption in the rest of the width, the register view under both). It owns these views and keeps
// them aligned whenever the board's squares move. setView() only hands one moment of the run to
// every view; the views decide what a refresh costs. The caption describes the step shown
// (EventDescriber) unless a caption source is set.
#include <QWidget>
#include <functional>

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
    static constexpr int kCaptionLines = 2;
    static constexpr int kCspCaptionLines = 3;

    explicit BoardArea(QWidget* parent = nullptr);

    void setAlgorithm(queens::Algorithm algorithm);
    void setView(const queens::BoardState& state, const queens::StepEvent* current);
    // While set, the caption is source() (on every setView and language change) instead of the
    // sentence about the step: for a board that is not the run's, e.g. the puzzle's. Empty: the
    // step's sentence again from the next setView.
    void setCaptionSource(std::function<QString()> source);
    // Animate register shifts and the solution flash (on while stepping or playing slowly).
    void setAnimationsEnabled(bool on);
    // The caption right of the board (true) or under the board and its views (false, at first).
    void setCaptionBeside(bool beside);
    bool captionBeside() const { return captionBeside_; }

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
    void updateCaption(const queens::StepEvent* current, const queens::BoardState& state);
    void align();
    // Beside: the board's width kept to the height it gets.
    void fitBoardWidth();

    BoardWidget* board_ = nullptr;
    RegisterView* registers_ = nullptr;
    ConflictStripsView* strips_ = nullptr;
    CaptionLabel* caption_ = nullptr;
    std::function<QString()> captionSource_;
    bool captionBeside_ = false;
};
