#pragma once
// BreakpointPanel: the "run to" controls beside the player: a tool button per run-to action and
// the spin boxes for the k of "Run to depth k" (1..n) and "Run to collisions <= k" (0..2n - 2).
// It owns the buttons and spin boxes, not the actions: the buttons show PlaybackActions' actions.
// setAlgorithm() shows only the breakpoints that apply (queens::breakpointApplies).
#include <QWidget>

#include "Algorithm.h"
#include "Breakpoint.h"

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

    // The board size: depth 1..n, collisions 0..max(0, 2n - 2).
    void setN(int n);
    void setAlgorithm(queens::Algorithm algorithm);

    // The actions the buttons show (called by PlaybackActions); a null action hides its button.
    void setActions(QAction* solution, QAction* backtrack, QAction* restart, QAction* depth,
                    QAction* conflicts, QAction* wipeout, QAction* backjump);

signals:
    // depth() or conflicts() changed.
    void valuesChanged();
    // Enter ended an edit of k: the owner may give the keyboard back to playback.
    void entryConfirmed();

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
    QToolButton* wipeoutButton_ = nullptr;
    QToolButton* backjumpButton_ = nullptr;
    QSpinBox* depthSpin_ = nullptr;
    QSpinBox* conflictsSpin_ = nullptr;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    bool hasAction_[queens::kBreakpointKindCount] = {};
};
