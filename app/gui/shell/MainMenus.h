#pragma once
// MainMenus: the main window's menu bar and playback toolbar. It builds, in this order, the File
// menu (Open board… and Save board…, the export actions, the solutions browser, Quit), Run
// (playback, run-to and speed actions), View (full screen, attacked squares, one toggle per dock,
// the presenter menu), Classroom (ClassroomController's "classroomMenu"), Language (LanguageMenu,
// "languageMenu") and Help ("aboutAction": the About box), then the "playbackToolBar" (the playback
// actions and the SpeedControl). It also makes the window's own actions: fullScreenAction (F11),
// showAttacksAction (the board's attacked squares) and quitAction (Ctrl+Q), children of the
// window. The menus belong to the window's menu bar: MainMenus only keeps pointers to set their
// texts. retranslateUi() sets the menu titles and the actions' texts in the current language, in
// the translation context "MainWindow" (the strings were MainWindow's, the translations keep
// them there).
class BoardFileController;
class BoardWidget;
class ClassroomController;
class ExportController;
class LanguageMenu;
class SolutionsBrowserHost;
class PlaybackActions;
class QAction;
class QMainWindow;
class QMenu;
class QToolBar;
class SpeedControl;

class MainMenus {
public:
    // Adds the menus to window's menu bar and the toolbar to window. The docks must exist: the
    // View menu lists them.
    MainMenus(QMainWindow* window, BoardWidget* board, ExportController* exports,
              SolutionsBrowserHost* browser, BoardFileController* boardFiles,
              PlaybackActions* actions, SpeedControl* speed, ClassroomController* classroom);

    void retranslateUi();

private:
    void createActions(QMainWindow* window, BoardWidget* board);

    QAction* fullScreen_ = nullptr;
    QAction* showAttacks_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* about_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    LanguageMenu* languageMenu_ = nullptr;
    QToolBar* playbackBar_ = nullptr;
};
