#pragma once
// LessonPageExporter: File > Export lesson as web page, for the lesson a LessonController has
// open. Its action (enabled while a lesson is open) asks where to write the page (a .html file
// named after the lesson) and writes LessonPage's self-contained page of the lesson on a
// JobRunner task, off the GUI thread, in the window's language (the captions, the pseudo-code and
// the page's texts from the installed translation, the lesson's own texts in that language). It
// owns the action, its runner and the cancel flag of the page being written; a new export cancels
// the one under way. It says what happened through message() (the page and its size, or the
// reason, e.g. a board over LessonPage::kMaxN) and never touches the run or the lesson.
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "Lesson.h"

class JobRunner;
class LessonController;
class QAction;
class QWidget;

class LessonPageExporter : public QObject {
    Q_OBJECT

public:
    LessonPageExporter(const LessonController* lessons, QWidget* parent);
    ~LessonPageExporter() override;

    QAction* action() const { return action_; }

    // Asks for the page's file name (beside `lessonPath`, or in the documents folder for a lesson
    // without a file or a built-in one), then write().
    void exportLesson(const Lesson& lesson, const QString& lessonPath);
    // Writes the page of `lesson` to `page` in the background.
    void write(const Lesson& lesson, const QString& page);
    bool isWriting() const { return writing_; }

protected:
    bool event(QEvent* event) override;  // LanguageChange, passed on by the window

signals:
    void message(const QString& text);
    // The page was written (ok, `what` = its path) or not (`what` = the reason).
    void finished(bool ok, const QString& what);

private:
    void retranslate();

    const LessonController* lessons_;
    QWidget* parent_;
    QAction* action_;
    JobRunner* jobs_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool writing_ = false;
};
