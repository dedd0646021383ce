#pragma once
// PlaybackActions: the player's QActions (play/pause, steps, reset, run to end, the run-to
// breakpoints, faster/slower) for the main window's menus, tool bar and keyboard. It owns the
// actions (children of this object, added to the shortcut widget for their keys), connects them
// to the PlaybackController, SpeedControl and BreakpointPanel, and keeps their enabled state,
// labels and icons in step with the controller through update(), and the icons in the colours of
// the shortcut widget's palette whenever it changes (a theme switch). Run-to actions that do not
// apply to the algorithm are hidden and disabled, so neither menu, shortcut nor trigger() runs
// them. Object names and shortcuts: docs/design.md, "Playback and the timeline".
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
    // Run to solution, backtrack, restart, depth, collisions, wipe-out, backjump (hidden ones
    // included: QMenu and
    // QToolBar skip invisible actions).
    QList<QAction*> runToActions() const;
    // Faster, slower.
    QList<QAction*> speedActions() const;

public slots:
    // Enabled state, Play/Pause label and icon from the controller; cheap, call it after any
    // change of the controller, the speed or the breakpoint panel.
    void update();
    // Every text in the current language (also done on QEvent::LanguageChange, which the
    // shortcut widget passes on to this child).
    void retranslate();

protected:
    bool event(QEvent* event) override;
    // The shortcut widget's PaletteChange: updateIcons().
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* make(const char* name, const QList<QKeySequence>& keys);
    // Every action's icon drawn again in the shortcut widget's palette.
    void updateIcons();
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
    QAction* runToWipeout_ = nullptr;
    QAction* runToBackjump_ = nullptr;
    QAction* speedUp_ = nullptr;
    QAction* speedDown_ = nullptr;
    QIcon playIcon_;
    QIcon pauseIcon_;
    bool showsPause_ = false;
};
