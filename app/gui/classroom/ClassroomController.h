#pragma once
// ClassroomController: the classroom features of the main window, wired in one place so that
// MainWindow keeps to the run itself.
//
// - Presenter mode (PresenterMode): full screen, large fonts, high contrast, the laser pointer,
//   light / dark theme and the colour-blind-safe palette; the dock layout of each mode is saved
//   when the window closes and restored when it opens (saveLayout / restoreLayout).
// - Puzzle mode (PuzzleController, PuzzlePanel in the "puzzleDock"): the board shows the
//   student's puzzle instead of the run while puzzle mode is on (showsPuzzle()); "Start search
//   from here" asks the window for a run from the student's queens (startSearchRequested).
// - Predict the next step (PredictionQuiz): during playback the student clicks where the next
//   queen goes; the score shows in the status bar. Puzzle mode and the quiz both answer clicks on
//   the board, so turning one on turns the other off.
// - The search tree (SearchTreeView in the "searchTreeDock", N <= 8): fed with every batch of the
//   current run, it follows the cursor; clicking a node seeks the timeline there.
// - Compare (CompareWindow): a window of its own, opened on the window's N and algorithm.
//
// Actions (objectName, shortcut): puzzleModeAction (Ctrl+P), predictAction (Ctrl+K),
// compareAction (Ctrl+M); PresenterMode's presenterModeAction (F5) and the rest of its menu.
#include <QObject>
#include <vector>

#include "Algorithm.h"
#include "BatchMetaType.h"

class BoardWidget;
class CompareWindow;
class PlaybackController;
class PredictionQuiz;
class PresenterMode;
class PuzzleController;
class PuzzlePanel;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class SearchTreeView;

class ClassroomController : public QObject {
    Q_OBJECT

public:
    ClassroomController(QMainWindow* window, BoardWidget* board, PlaybackController* playback);
    ~ClassroomController() override;

    // The two docks, added to the window (hidden: the View and Classroom menus show them).
    void createDocks();
    // The "&Classroom" menu and the presenter menu (for View).
    QMenu* createMenu(QWidget* parent);
    QMenu* createPresenterMenu(QWidget* parent);

    // A new run of `algorithm` on n x n: the tree starts again; a puzzle of another size too.
    void reset(queens::Algorithm algorithm, int n);
    void appendBatch(const queens::BatchPtr& batch);
    // After every playback change: the tree's cursor.
    void refresh(quint64 cursor);
    bool showsPuzzle() const;
    void leavePuzzle();

    void restoreLayout();
    void saveLayout();
    void retranslateUi();

    PresenterMode* presenter() const { return presenter_; }
    PuzzleController* puzzle() const { return puzzle_; }
    PuzzlePanel* puzzlePanel() const { return puzzlePanel_; }
    PredictionQuiz* quiz() const { return quiz_; }
    SearchTreeView* tree() const { return tree_; }
    CompareWindow* compareWindow() const { return compare_; }
    QAction* puzzleAction() const { return puzzleAction_; }
    QAction* predictAction() const { return predictAction_; }
    QAction* compareAction() const { return compareAction_; }

signals:
    void message(const QString& text);
    // The board must be drawn again (puzzle mode turned on or off, colours changed).
    void boardChanged();
    void startSearchRequested(queens::Algorithm algorithm, int n, std::vector<int> fixed);
    void seekRequested(quint64 cursor);

private:
    void setPuzzle(bool on);
    void setPredict(bool on);
    void openCompare();

    QMainWindow* window_;
    BoardWidget* board_;
    PlaybackController* playback_;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;
    int n_ = 8;

    PresenterMode* presenter_ = nullptr;
    PuzzleController* puzzle_ = nullptr;
    PuzzlePanel* puzzlePanel_ = nullptr;
    PredictionQuiz* quiz_ = nullptr;
    SearchTreeView* tree_ = nullptr;
    CompareWindow* compare_ = nullptr;
    QDockWidget* puzzleDock_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    QAction* puzzleAction_ = nullptr;
    QAction* predictAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QMenu* menu_ = nullptr;
};
