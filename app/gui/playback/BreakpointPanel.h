#pragma once
// BreakpointPanel: the "run to" controls beside the player. Tool buttons for the run-to actions
// (next solution, next backtrack, next restart, depth k, collisions <= k) and the two numbers k
// those breakpoints take, in spin boxes:
//   depthSpin      k of "Run to depth k": the search has just placed its k-th queen (1..n);
//   conflictsSpin  k of "Run to collisions <= k": a full board with at most k collisions
//                  (0..2n - 2; 0 asks for a solution).
// The buttons show the actions PlaybackActions owns (QToolButton::setDefaultAction), so their
// text, icon, enabled state and tool tip follow the actions. setAlgorithm() shows only the
// breakpoints that apply to the algorithm (queens::breakpointApplies).
#include <QWidget>

#include "Algorithm.h"

class QAction;
class QSpinBox;
class QToolButton;

class BreakpointPanel : public QWidget {
    Q_OBJECT

public:
    explicit BreakpointPanel(QWidget* parent = nullptr);

    int depth() const;
    int conflicts() const;
    void setDepth(int k);
    void setConflicts(int k);

    // The board size: depth 1..n, collisions 0..max(0, 2n - 2) (a permutation's maximum).
    void setN(int n);
    void setAlgorithm(queens::Algorithm algorithm);

    // The actions the buttons show (called by PlaybackActions); a null action hides its button.
    void setActions(QAction* solution, QAction* backtrack, QAction* restart, QAction* depth,
                    QAction* conflicts);

signals:
    // depth() or conflicts() changed.
    void valuesChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateVisibility();

    QToolButton* solutionButton_ = nullptr;
    QToolButton* backtrackButton_ = nullptr;
    QToolButton* restartButton_ = nullptr;
    QToolButton* depthButton_ = nullptr;
    QToolButton* conflictsButton_ = nullptr;
    QSpinBox* depthSpin_ = nullptr;
    QSpinBox* conflictsSpin_ = nullptr;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    bool hasAction_[5] = {};
};
