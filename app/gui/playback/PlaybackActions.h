#pragma once
// PlaybackActions: the QActions of the player, for the main window's menus, tool bar and
// keyboard. It owns the actions, connects them to the PlaybackController, the SpeedControl and
// the BreakpointPanel (whose buttons show the run-to actions), and keeps their state in step
// with the controller.
//
// Actions (objectName: text, shortcuts):
//   playPauseAction       "Play" / "Pause"                 Space
//   stepForwardAction     "Step"                           Right
//   stepBackAction        "Step back"                      Left
//   resetAction           "Reset"                          Home
//   runToEndAction        "Run to end"                     End
//   runToSolutionAction   "Run to first / next solution"   Shift+Right, Ctrl+Right
//   runToBacktrackAction  "Run to next backtrack"
//   runToRestartAction    "Run to next restart"
//   runToDepthAction      "Run to depth k"                 (k: the panel's depthSpin)
//   runToConflictsAction  "Run to collisions ≤ k"          (k: the panel's conflictsSpin)
//   speedUpAction         "Faster"                         +, =
//   speedDownAction       "Slower"                         -
// Tool tips read "Name (Shortcut)". The actions are added to the shortcut widget given to the
// constructor (its window receives the keys) and are children of this object.
//
// State (update(), called on every PlaybackController::stateChanged(), SpeedControl::
// speedChanged() and BreakpointPanel::valuesChanged(); cheap, call it after other changes):
// - Play shows "Pause" and the pause icon while the controller moves (isPlaying()).
// - Step back and Reset need cursor() > 0; Step and every run-to need !atEnd(); Run to end is
//   disabled while it runs; Faster/Slower at the ends of the speed slider.
// - setAlgorithm(): the run-to actions that do not apply (queens::breakpointApplies) are hidden
//   and disabled, so neither their menu entry nor their shortcut nor trigger() runs them.
#include <QIcon>
#include <QList>
#include <QObject>

#include "Algorithm.h"
#include "Breakpoint.h"

class BreakpointPanel;
class PlaybackController;
class QAction;
class QKeySequence;
class QWidget;
class SpeedControl;

class PlaybackActions : public QObject {
    Q_OBJECT

public:
    // None of the pointers may be null; the objects must outlive this one (make it a child of
    // shortcutWidget, which is what the constructor does).
    PlaybackActions(PlaybackController* playback, SpeedControl* speed, BreakpointPanel* breakpoints,
                    QWidget* shortcutWidget);

    void setAlgorithm(queens::Algorithm algorithm);
    queens::Algorithm algorithm() const { return algorithm_; }

    // Play/pause, step back, step, reset, run to end.
    QList<QAction*> playbackActions() const;
    // Run to solution, backtrack, restart, depth, collisions (hidden ones included: QMenu and
    // QToolBar skip invisible actions).
    QList<QAction*> runToActions() const;
    // Faster, slower.
    QList<QAction*> speedActions() const;

public slots:
    void update();
    // Every text in the current language (also done on QEvent::LanguageChange, which the
    // shortcut widget passes on to this child).
    void retranslate();

protected:
    bool event(QEvent* event) override;

private:
    QAction* make(const char* name, const QIcon& icon, const QList<QKeySequence>& keys);
    void setLabel(QAction* action, const QString& text);
    void runTo(queens::Breakpoint::Kind kind);

    PlaybackController* playback_;
    SpeedControl* speed_;
    BreakpointPanel* breakpoints_;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;

    QAction* playPause_ = nullptr;
    QAction* stepForward_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* reset_ = nullptr;
    QAction* runToEnd_ = nullptr;
    QAction* runToSolution_ = nullptr;
    QAction* runToBacktrack_ = nullptr;
    QAction* runToRestart_ = nullptr;
    QAction* runToDepth_ = nullptr;
    QAction* runToConflicts_ = nullptr;
    QAction* speedUp_ = nullptr;
    QAction* speedDown_ = nullptr;
    QIcon playIcon_;
    QIcon pauseIcon_;
    bool showsPause_ = false;
};
