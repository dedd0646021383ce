#pragma once
// StartPageLauncher: shows the StartPage over the main window, at start-up (main.cpp, when the
// user has not turned it off) and from Help > Lessons, and decides what its choices do. One page
// at a time: asking again raises the open one. The page deletes itself when closed.
// A chosen lesson is opened by the window's LessonHost (as File > Open lesson… would); "Explore
// freely" just closes the page.
class QMainWindow;
class StartPage;

class StartPageLauncher {
public:
    // Shows the page (not modal) and returns it.
    static StartPage* open(QMainWindow* window);
    // open() when StartPage::showAtStartup(); else nothing (returns nullptr).
    static StartPage* openAtStartup(QMainWindow* window);
};
