#pragma once
// LessonWindowView: a lesson's view (LessonView: the panels beside the board, attacked squares,
// h-values, speed) and the main window's, both ways, as pure functions over the window's named
// children: the docks ("pseudocodeDock", ...), "showAttacksAction", the BoardWidget and the
// SpeedControl. It owns nothing and keeps no state.
#include "Lesson.h"

class QMainWindow;

class LessonWindowView {
public:
    // Shows the docks of view.panels and hides the others, sets the attacked squares, the
    // h-values when the view names them (for the session, not saved as the user's choice) and
    // the speed slider's position nearest to view.speed (on its logarithmic scale).
    static void apply(const LessonView& view, QMainWindow* window);
    // The window's view as it is: the panels shown, the attacked squares, h-values true while
    // the board shows them (else left to the reader), `speed` (steps per second, infinity for
    // "max").
    static LessonView capture(const QMainWindow* window, double speed);
};
