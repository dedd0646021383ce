#include "StartPageLauncher.h"

#include <QMainWindow>

#include "LessonHost.h"
#include "StartPage.h"

StartPage* StartPageLauncher::open(QMainWindow* window) {
    if (auto* open = window->findChild<StartPage*>(); open != nullptr && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* page = new StartPage(window);
    page->setAttribute(Qt::WA_DeleteOnClose);
    // The window's lesson player opens the chosen lesson (a Qt resource path) as it opens a file.
    if (auto* lessons = window->findChild<LessonHost*>())
        QObject::connect(page, &StartPage::lessonChosen, lessons, &LessonHost::openLesson);
    // Not modal: the window's menus, Language included, stay usable while it is open.
    page->show();
    page->raise();
    page->activateWindow();
    return page;
}

StartPage* StartPageLauncher::openAtStartup(QMainWindow* window) {
    return StartPage::showAtStartup() ? open(window) : nullptr;
}
