#include "StartPageLauncher.h"

#include <QMainWindow>
#include <QStatusBar>

#include "StartPage.h"

StartPage* StartPageLauncher::open(QMainWindow* window) {
    if (auto* open = window->findChild<StartPage*>(); open != nullptr && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* page = new StartPage(window);
    page->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(page, &StartPage::lessonChosen, window,
                     [window](const QString& path) { showChosenLessonPlaceholder(window, path); });
    // Not modal: the window's menus, Language included, stay usable while it is open.
    page->show();
    page->raise();
    page->activateWindow();
    return page;
}

StartPage* StartPageLauncher::openAtStartup(QMainWindow* window) {
    return StartPage::showAtStartup() ? open(window) : nullptr;
}

void StartPageLauncher::showChosenLessonPlaceholder(QMainWindow* window, const QString& path) {
    window->statusBar()->showMessage(path);
}
