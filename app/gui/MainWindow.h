#pragma once
// MainWindow: wires the widgets, the actions and the two controllers together. It solves nothing
// and keeps no search state: the SolverController runs the stepper on a worker thread, the
// PlaybackController owns the timeline and the cursor, the widgets only show what they are given.
//
// Actions (objectName, shortcut): playPauseAction (Space), stepForwardAction (Right),
// stepBackAction (Left), resetAction (Home), runToSolutionAction (Ctrl+Right),
// fullScreenAction (F11), quitAction (Ctrl+Q). Changing the problem starts a fresh run.
#include <QIcon>
#include <QMainWindow>

class BoardWidget;
class PlaybackController;
class ProblemPanel;
class PseudocodeView;
class QAction;
class QLabel;
class SolverController;
class SpeedControl;
class StatsPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Read-only views for tests and for the views that issue 4 adds.
    const PlaybackController* playback() const { return playback_; }
    const SolverController* solver() const { return solver_; }
    const BoardWidget* board() const { return board_; }
    const PseudocodeView* pseudocode() const { return pseudocode_; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenusAndToolBar();
    QWidget* createCentralWidget();
    void connectControllers();
    void startRun();
    void refresh();
    void updateActions();
    void showMessage(const QString& text);

    SolverController* solver_ = nullptr;
    PlaybackController* playback_ = nullptr;

    BoardWidget* board_ = nullptr;
    QLabel* caption_ = nullptr;
    ProblemPanel* problem_ = nullptr;
    PseudocodeView* pseudocode_ = nullptr;
    StatsPanel* stats_ = nullptr;
    SpeedControl* speed_ = nullptr;
    QLabel* memoryLabel_ = nullptr;

    QAction* playPause_ = nullptr;
    QAction* stepForward_ = nullptr;
    QAction* stepBack_ = nullptr;
    QAction* reset_ = nullptr;
    QAction* runToSolution_ = nullptr;
    QAction* fullScreen_ = nullptr;
    QAction* quit_ = nullptr;
    QIcon playIcon_;
    QIcon pauseIcon_;
    bool showsPause_ = false;
};
