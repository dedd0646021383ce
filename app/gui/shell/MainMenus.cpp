#include "MainMenus.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QVBoxLayout>

#include "AboutDialog.h"
#include "BoardFileController.h"
#include "BoardLegendView.h"
#include "BoardWidget.h"
#include "ClassroomController.h"
#include "ExportController.h"
#include "HandbookWindow.h"
#include "LanguageMenu.h"
#include "PlaybackActions.h"
#include "SolutionsBrowserHost.h"
#include "SpeedControl.h"
#include "StartPageLauncher.h"

MainMenus::MainMenus(QMainWindow* window, BoardWidget* board, ExportController* exports,
                     SolutionsBrowserHost* browser, BoardFileController* boardFiles,
                     PlaybackActions* actions, SpeedControl* speed,
                     ClassroomController* classroom) {
    createActions(window, board);
    createHValuesAction(window, board, exports);
    QMenuBar* bar = window->menuBar();
    fileMenu_ = bar->addMenu(QString());
    fileMenu_->setObjectName(QStringLiteral("fileMenu"));
    QMenu* file = fileMenu_;
    file->addActions(boardFiles->actions());
    file->addSeparator();
    file->addActions(exports->exportActions());
    file->addSeparator();
    file->addAction(browser->action());
    file->addSeparator();
    file->addAction(quit_);
    runMenu_ = bar->addMenu(QString());
    QMenu* run = runMenu_;
    run->addActions(actions->playbackActions());
    run->addSeparator();
    run->addActions(actions->runToActions());
    run->addSeparator();
    run->addActions(actions->speedActions());
    viewMenu_ = bar->addMenu(QString());
    QMenu* view = viewMenu_;
    view->addAction(fullScreen_);
    view->addAction(showAttacks_);
    view->addAction(showHValues_);
    view->addAction(legend_);
    view->addSeparator();
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addMenu(classroom->createPresenterMenu(view));
    bar->addMenu(classroom->createMenu(window));

    // The language switch: a menu of its own (it retranslates itself).
    languageMenu_ = new LanguageMenu(window);
    bar->addMenu(languageMenu_);

    helpMenu_ = bar->addMenu(QString());
    QMenu* help = helpMenu_;
    help->addAction(handbook_);
    lessons_ = help->addAction(QString(), window, [window] { StartPageLauncher::open(window); });
    lessons_->setObjectName(QStringLiteral("helpLessonsAction"));
    about_ = help->addAction(QString(), window, [window] { AboutDialog(window).exec(); });
    about_->setObjectName(QStringLiteral("aboutAction"));
    about_->setMenuRole(QAction::AboutRole);

    playbackBar_ = window->addToolBar(QString());
    QToolBar* tools = playbackBar_;
    tools->setObjectName(QStringLiteral("playbackToolBar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setIconSize(QSize(28, 28));
    tools->addActions(actions->playbackActions());
    tools->addSeparator();
    tools->addWidget(speed);
}

void MainMenus::createActions(QMainWindow* window, BoardWidget* board) {
    fullScreen_ = new QAction(window);
    fullScreen_->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreen_->setShortcut(QKeySequence::FullScreen);
    fullScreen_->setCheckable(true);
    QObject::connect(fullScreen_, &QAction::toggled, window,
                     [window](bool on) { on ? window->showFullScreen() : window->showNormal(); });
    showAttacks_ = new QAction(window);
    showAttacks_->setObjectName(QStringLiteral("showAttacksAction"));
    showAttacks_->setCheckable(true);
    showAttacks_->setChecked(board->showsAttacks());
    QObject::connect(showAttacks_, &QAction::toggled, board, &BoardWidget::setShowAttacks);
    legend_ = new QAction(window);
    legend_->setObjectName(QStringLiteral("boardLegendAction"));
    QObject::connect(legend_, &QAction::triggered, window, [this, window, board] {
        if (legendWindow_ == nullptr) {
            legendWindow_ = new QDialog(window, Qt::Tool);
            legendWindow_->setObjectName(QStringLiteral("boardLegendWindow"));
            auto* layout = new QVBoxLayout(legendWindow_);
            layout->addWidget(new BoardLegendView(board, legendWindow_));
            retranslateUi();
        }
        legendWindow_->show();
        legendWindow_->raise();
    });
    handbook_ = new QAction(window);
    handbook_->setObjectName(QStringLiteral("handbookAction"));
    handbook_->setShortcut(QKeySequence(Qt::Key_F1));
    QObject::connect(handbook_, &QAction::triggered, window, [window] {
        auto* handbook = window->findChild<HandbookWindow*>(QStringLiteral("handbookWindow"));
        if (handbook == nullptr) handbook = new HandbookWindow(window);
        handbook->show();
        handbook->raise();
        handbook->activateWindow();
    });
    quit_ = new QAction(window);
    quit_->setObjectName(QStringLiteral("quitAction"));
    quit_->setShortcut(QKeySequence::Quit);
    QObject::connect(quit_, &QAction::triggered, window, &QWidget::close);
}

void MainMenus::createHValuesAction(QMainWindow* window, BoardWidget* board,
                                    ExportController* exports) {
    static const QString kKey = QStringLiteral("view/hValues");
    if (const QSettings s; s.contains(kKey)) board->setShowHValues(s.value(kKey).toBool());
    showHValues_ = new QAction(window);
    showHValues_->setObjectName(QStringLiteral("showHValuesAction"));
    showHValues_->setCheckable(true);
    // triggered, not toggled: only the user's choice is saved; the default follows the run.
    QObject::connect(showHValues_, &QAction::triggered, board, [board](bool on) {
        QSettings().setValue(kKey, on);
        board->setShowHValues(on);
    });
    const auto follow = [this, board, exports] {
        showHValues_->setChecked(board->hValuesEnabled());
        exports->setHValues(board->showsHValues());
    };
    QObject::connect(board, &BoardWidget::hValuesChanged, showHValues_, follow);
    follow();
    board->setContextMenuPolicy(Qt::ActionsContextMenu);
    board->addAction(showAttacks_);
    board->addAction(showHValues_);
}

void MainMenus::retranslateUi() {
    fullScreen_->setText(QCoreApplication::translate("MainWindow", "Full screen"));
    showAttacks_->setText(QCoreApplication::translate("MainWindow", "Show attacked squares"));
    showAttacks_->setToolTip(QCoreApplication::translate(
        "MainWindow", "Hatch the empty squares a queen on the board attacks."));
    showHValues_->setText(QCoreApplication::translate("MainWindow", "Show h-values"));
    showHValues_->setToolTip(QCoreApplication::translate(
        "MainWindow",
        "Local search: on every square, h (the attacking pairs) of the board if the queen of its "
        "row moved there; the best moves in bold."));
    legend_->setText(QCoreApplication::translate("MainWindow", "Legend of the board's marks"));
    legend_->setToolTip(QCoreApplication::translate(
        "MainWindow", "What each mark on the board means, for the algorithm being run."));
    if (legendWindow_ != nullptr)
        legendWindow_->setWindowTitle(QCoreApplication::translate("MainWindow", "Board legend"));
    quit_->setText(QCoreApplication::translate("MainWindow", "Quit"));
    fileMenu_->setTitle(QCoreApplication::translate("MainWindow", "&File"));
    runMenu_->setTitle(QCoreApplication::translate("MainWindow", "&Run"));
    viewMenu_->setTitle(QCoreApplication::translate("MainWindow", "&View"));
    helpMenu_->setTitle(QCoreApplication::translate("MainWindow", "&Help"));
    lessons_->setText(QCoreApplication::translate("MainWindow", "&Lessons…"));
    lessons_->setToolTip(QCoreApplication::translate(
        "MainWindow", "Show the start page with the built-in lessons."));
    handbook_->setText(QCoreApplication::translate("MainWindow", "&Handbook"));
    handbook_->setToolTip(QCoreApplication::translate(
        "MainWindow", "The user guide, in the language of the window."));
    about_->setText(QCoreApplication::translate("MainWindow", "&About QueensLab"));
    playbackBar_->setWindowTitle(QCoreApplication::translate("MainWindow", "Playback"));
}
