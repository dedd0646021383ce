#pragma once
// LessonHost: the main window's lessons: the "&Lesson" menu and its actions, the Lesson dock (a
// LessonPanel, in presenter mode at the top of the presenter's column), the LessonController and
// the next-queen question on the board (LessonBoardQuestion). It opens lessons (Lesson > Open
// lesson…, openLesson(path) for the command line and the start page; a Qt resource path works),
// with progress and Cancel in the status bar, and reports a refused file in a WarningBox; when a
// lesson opens it asks the window for the lesson's run (runRequested: the window shows the problem
// and starts it, the first lastStep() events reserved) and then shows the lesson's view (panels,
// attacks, speed) and its first stop. Any other new run ends an unmodified lesson. Authoring:
// New lesson from the current run, Add stop here, Edit stop…, Edit lesson…, Move stop up/down,
// Delete stop, Save, Save as…, with an unsaved-changes prompt (maySwitch()) before closing or
// opening another. It never starts a run or waits for a worker itself.
#include <QObject>
#include <QPointer>
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "StepperOptions.h"

class BoardWidget;
class ClassroomController;
class LessonBoardQuestion;
class LessonController;
class LessonPageExporter;
class LessonPanel;
class PlaybackController;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;
class QProgressBar;
class QToolButton;
class SolverController;

class LessonHost : public QObject {
    Q_OBJECT

public:
    LessonHost(QMainWindow* window, PlaybackController* playback, SolverController* solver,
               BoardWidget* board, ClassroomController* classroom);
    ~LessonHost() override;

    QDockWidget* dock() const { return dock_; }
    LessonController* controller() const { return controller_; }
    LessonPanel* panel() const { return panel_; }
    LessonPageExporter* pageExporter() const { return exporter_; }
    LessonBoardQuestion* boardQuestion() const { return boardQuestion_; }
    // The "&Lesson" menu, put into `bar` before the Language menu.
    void addMenu(QMenuBar* bar);
    // True when no lesson has unsaved changes, or the user saved or discarded them.
    bool maySwitch();

public slots:
    // Opens the lesson at `path` (a file or a Qt resource, ":/lessons/…").
    void openLesson(const QString& path);
    void openLessonDialog();
    // Writes the lesson to `path` and makes it the lesson's file; false (and a warning) on error.
    bool saveLessonTo(const QString& path);
    bool saveAnswersTo(const QString& path);

signals:
    // The window shows this problem and starts its run, keeping its first `reserve` events.
    void runRequested(queens::Algorithm algorithm, const queens::StepperOptions& options,
                      quint64 reserve);

protected:
    bool event(QEvent* event) override;  // LanguageChange, passed on by the window

private:
    QAction* makeAction(const char* name);
    void retranslate();
    void updateActions();
    void onOpened();
    void showDock();
    void onRunState();
    void updateBoardQuestion();
    void setOpeningShown(bool opening);
    void newLesson();
    void addStop();
    void editStop();
    void editLesson();
    bool save();
    bool saveAs();
    void saveAnswers();
    void closeLesson();

    QMainWindow* window_;
    PlaybackController* playback_;
    SolverController* solver_;
    ClassroomController* classroom_;
    LessonController* controller_;
    LessonPanel* panel_;
    QDockWidget* dock_;
    LessonBoardQuestion* boardQuestion_;
    QMenu* menu_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QToolButton* cancel_ = nullptr;
    LessonPageExporter* exporter_ = nullptr;  // File > Export lesson as web page
    QAction* open_ = nullptr;
    QAction* new_ = nullptr;
    QAction* previous_ = nullptr;
    QAction* next_ = nullptr;
    QAction* addStop_ = nullptr;
    QAction* editStop_ = nullptr;
    QAction* editLesson_ = nullptr;
    QAction* moveUp_ = nullptr;
    QAction* moveDown_ = nullptr;
    QAction* deleteStop_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* saveAnswers_ = nullptr;
    QAction* close_ = nullptr;
    const void* timeline_ = nullptr;  // the timeline of the run last seen
    bool adopting_ = false;           // the lesson's own run is starting
    int verdictShown_ = -1;           // the stop whose next-queen verdict the board shows
};
