#pragma once
// ClassroomController: the main window's classroom features wired in one place, so that
// MainWindow keeps to the run itself: presenter mode, puzzle mode (PuzzleController and its dock),
// the prediction quiz, the search tree dock and the compare window. It creates them (children of
// itself, the window or the docks), their actions (puzzleModeAction Ctrl+P, predictAction Ctrl+K,
// compareAction Ctrl+M) and the "&Classroom" menu. Puzzle mode and the quiz both answer clicks on
// the board, so turning one on turns the other off. It never starts a run or moves the cursor
// itself: it asks the window (startSearchRequested, seekRequested).
#include <QObject>
#include <vector>

#include "Algorithm.h"
#include "BatchMetaType.h"
#include "StepperOptions.h"

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
    // The options of the main window's run: CSP backtracking's go to the compare window, whose
    // partner run is CSP backtracking with other options (plain backtracking's beside any
    // other, MRV with forward checking beside plain backtracking).
    void setRunOptions(const queens::StepperOptions& options) { options_ = options; }
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
    // The board must be drawn again (puzzle mode turned on or off, the puzzle changed or said
    // something new for its caption, colours changed).
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
    queens::StepperOptions options_;

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
