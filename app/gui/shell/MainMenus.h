#pragma once
// MainMenus: the main window's menu bar and playback toolbar: File, Run, View, Classroom,
// Language and Help (Lessons: the start page; About) menus, then "playbackToolBar" (the
// playback actions and the SpeedControl).
// It makes the window's own actions (fullScreenAction F11, showAttacksAction, showHValuesAction
// (saved in the settings once chosen; the export follows it), boardLegendAction,
// quitAction Ctrl+Q, handbookAction F1), children of the window; handbookAction shows the
// "handbookWindow" (HandbookWindow) and boardLegendAction the "boardLegendWindow", a tool window
// with the board's BoardLegendView, each made on first use; the menus belong to the window's
// menu bar, MainMenus keeps pointers to set their texts. The board's context menu holds the two
// board toggles. retranslateUi() uses the translation
// context "MainWindow", where the translations keep these strings.
class BoardFileController;
class BoardWidget;
class ClassroomController;
class ExportController;
class LanguageMenu;
class SolutionsBrowserHost;
class PlaybackActions;
class QAction;
class QDialog;
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
    void createHValuesAction(QMainWindow* window, BoardWidget* board, ExportController* exports);

    QAction* fullScreen_ = nullptr;
    QAction* showAttacks_ = nullptr;
    QAction* showHValues_ = nullptr;
    QAction* legend_ = nullptr;
    QDialog* legendWindow_ = nullptr;
    QAction* handbook_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* lessons_ = nullptr;  // Help > Lessons: the start page
    QAction* about_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    LanguageMenu* languageMenu_ = nullptr;
    QToolBar* playbackBar_ = nullptr;
};
