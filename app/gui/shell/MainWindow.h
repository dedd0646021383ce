#pragma once
// MainWindow: wires the views, the actions and the controllers together. It solves nothing and
// keeps no search state: the SolverController runs the stepper on a worker thread, the
// PlaybackController owns the timeline and the cursor, RunHistory collects what the charts plot,
// the views only show what they are given. It owns the BoardArea and the TimelineRow in the middle,
// the docks (problem, breakpoints, pseudo-code, statistics, charts, OPEN/CLOSED lists, the
// population of local beam search and the genetic algorithm, the exact-cover matrix of Dancing
// Links), and the
// action holders: PlaybackActions, MainMenus (menus, toolbar, full screen, attacks, quit),
// BoardFileController, ExportController, SolutionsBrowserHost, ExperimentsHost, LessonHost
// (lessons; it asks for a lesson's run through runRequested). Views that do not apply to the
// algorithm are hidden; every view follows the playback cursor, refresh() running at most once
// per playback tick. Changing the problem starts a fresh run. Every text is set again on
// QEvent::LanguageChange.
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <cstdint>
#include <memory>
#include <vector>

#include "Algorithm.h"
#include "TimelineBatch.h"

class BoardArea;
class BoardFileController;
class BoardWidget;
class BreakpointPanel;
class ClassroomController;
class ExperimentsHost;
class ExportController;
class LessonHost;
class ChartsPanel;
class MainMenus;
class PlaybackActions;
class PlaybackController;
class PopulationView;
class DlxMatrixView;
class ProblemPanel;
class PseudocodeView;
class QDockWidget;
class QLabel;
class SearchListView;
class SolutionsBrowserHost;
class SolverController;
class SpeedControl;
class StatsPanel;
class TimelineMemoryLabel;
class TimelineRow;
namespace queens {
class RunHistory;
}

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Read-only views for tests.
    const PlaybackController* playback() const { return playback_; }
    const SolverController* solver() const { return solver_; }
    const BoardWidget* board() const;
    const BoardArea* boardArea() const { return area_; }
    const PseudocodeView* pseudocode() const { return pseudocode_; }
    const queens::RunHistory& history() const { return *history_; }
    ExportController* exports() const { return exports_; }
    SolutionsBrowserHost* browserHost() const { return browser_; }
    ExperimentsHost* experimentsHost() const { return experiments_; }
    ClassroomController* classroom() const { return classroom_; }
    BoardFileController* boardFiles() const { return boardFiles_; }
    LessonHost* lessons() const { return lessons_; }
    const PopulationView* population() const { return population_; }
    const DlxMatrixView* dlxMatrix() const { return dlxMatrix_; }
    // A run recorded elsewhere (tests, screenshots), shown paused at its start as a run of
    // `algorithm` on n rows; no worker runs. The batches must start at event 0, in order.
    void showRun(queens::Algorithm algorithm, int n, const std::vector<queens::BatchPtr>& batches);

protected:
    void closeEvent(QCloseEvent* event) override;
    // LanguageChange: retranslateUi() and refresh().
    void changeEvent(QEvent* event) override;

private:
    // Sets every text of the window's own widgets, menus and actions in the current language:
    // from the constructor and on QEvent::LanguageChange.
    void retranslateUi();
    void createActions();
    QWidget* createCentralWidget();
    void createDocks();
    QDockWidget* addDock(QWidget* content, const QString& title, const char* name,
                         Qt::DockWidgetArea area);
    void connectControllers();
    // `reserve`: the run's first events to keep exact and record at once (a lesson's stops).
    void prepareRun(queens::Algorithm algorithm, int n, std::uint64_t reserve = 0);
    // A fresh run of the problem panel's problem; `fixed`: the given queens (puzzle mode's
    // "Start search from here"), see StepperOptions::fixed.
    void startRun(const std::vector<int>& fixed = {}, std::uint64_t reserve = 0);
    // A given position as a short run of its own (PositionRun); no search runs. `shown`: the
    // status message once shown (default: the solutions browser's).
    void showPosition(int n, const std::vector<int>& placement, const QString& shown = {});
    void refresh();
    // The board area's arrangement for the algorithm and presenter mode.
    void updateAreaLayout();
    void showMessage(const QString& text);

    SolverController* solver_ = nullptr;
    PlaybackController* playback_ = nullptr;
    std::unique_ptr<queens::RunHistory> history_;
    queens::Algorithm algorithm_ = queens::Algorithm::Backtracking;

    BoardArea* area_ = nullptr;
    TimelineRow* timeline_ = nullptr;  // the scrubber and the step count under the board
    ProblemPanel* problem_ = nullptr;
    BreakpointPanel* breakpoints_ = nullptr;
    PseudocodeView* pseudocode_ = nullptr;
    StatsPanel* stats_ = nullptr;
    ChartsPanel* charts_ = nullptr;
    SearchListView* lists_ = nullptr;
    PopulationView* population_ = nullptr;
    DlxMatrixView* dlxMatrix_ = nullptr;
    SpeedControl* speed_ = nullptr;
    TimelineMemoryLabel* memoryLabel_ = nullptr;
    QDockWidget* problemDock_ = nullptr;
    QDockWidget* codeDock_ = nullptr;
    QDockWidget* statsDock_ = nullptr;
    QDockWidget* chartsDock_ = nullptr;
    QDockWidget* listsDock_ = nullptr;
    QDockWidget* populationDock_ = nullptr;
    QDockWidget* dlxDock_ = nullptr;

    PlaybackActions* actions_ = nullptr;
    std::unique_ptr<MainMenus> menus_;  // the menu bar and the playback toolbar
    ExportController* exports_ = nullptr;
    SolutionsBrowserHost* browser_ = nullptr;    // File > Solutions browser…
    ExperimentsHost* experiments_ = nullptr;     // Classroom > Experiments…
    BoardFileController* boardFiles_ = nullptr;  // File > Open board…, Save board…
    ClassroomController* classroom_ = nullptr;
    LessonHost* lessons_ = nullptr;  // the Lesson menu and dock
    QElapsedTimer chartsClock_;      // since the charts were last updated
    QTimer chartsTimer_;             // runs the charts' update as an event of its own
};
