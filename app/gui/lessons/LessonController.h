#pragma once
// LessonController: the lesson open in a main window, where playback is in it, and the student's
// answers. It owns the Lesson (a value), the bytes it was read from or saved as, the next-queen
// answers LessonReplay found and the LessonAnswers; it moves the PlaybackController it is given
// between stops but never starts a run (the window does, on opened()) and has no widgets.
// - open(path) reads the file and runs LessonReplay::check on a JobRunner task, cancellable,
//   with progress(); nothing here changes unless both succeed (opened(), else openFailed()).
// - goToStop(i) pauses and seeks to stop i's step; a step not recorded yet is a pending jump,
//   done when the batches arrive (checked on every stateChanged, never waited for). nextStop()
//   plays to a stop with a runTo (PlaybackController::runTo) when the cursor is on the stop
//   before it, else it jumps. stopShown(i) when the cursor is on stop i's step after a move
//   asked for here; any other move of the cursor drops a pending one.
// - currentStop() is the stop at or before the cursor, whoever moved it.
// - Authoring edits the lesson in place (isModified()); a runTo's step is found by
//   LessonReplay::landing off the GUI thread, and every edit is checked again the same way.
#include <QByteArray>
#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "Lesson.h"
#include "LessonAnswers.h"
#include "LessonReplay.h"

class JobRunner;
class PlaybackController;

class LessonController : public QObject {
    Q_OBJECT

public:
    explicit LessonController(PlaybackController* playback, QObject* parent = nullptr);
    ~LessonController() override;

    // The lesson open (null when none): its model, file and state.
    const Lesson* lesson() const { return lesson_ ? &*lesson_ : nullptr; }
    const QString& path() const { return path_; }
    const QByteArray& fileBytes() const { return bytes_; }  // as last read or saved
    bool isModified() const { return modified_; }
    int stopCount() const;
    // The square of stop i's next-queen question, when LessonReplay found it.
    std::optional<LessonReplay::Square> nextQueen(int stop) const;

    // Opening, off the GUI thread.
    void open(const QString& path);
    void cancelOpen();
    bool isOpening() const { return opening_; }

    // A lesson made here (authoring) of the run shown: open at once (no opened()), modified,
    // without a file.
    void setLesson(const Lesson& lesson);
    void close();

    // Playing.
    int currentStop() const { return current_; }
    bool isAtStop() const;  // the cursor is on currentStop()'s step
    // The stop a move asked for and not shown yet (a pending jump or a play to it), else -1.
    int targetStop() const { return target_; }
    void goToStop(int index);
    void nextStop();
    void previousStop();

    // Answers: each question once; a second answer or one of the wrong kind is ignored.
    const LessonAnswers& answers() const { return answers_; }
    void answerChoice(int stop, int choice);
    void answerNumber(int stop, double value);
    void answerQueen(int stop, int row, int col);
    // The answers file (docs/lesson-format.md); false with `*error` = "FILE: reason".
    bool saveAnswers(const QString& path, QString* error) const;

    // Authoring. addStop() inserts a stop at `step` after the stops at or before it and returns
    // its index; replaceStop() takes the stop as edited (with a runTo: its step is computed).
    int addStop(std::uint64_t step, const QString& language);
    void replaceStop(int index, const LessonStop& stop);
    void moveStop(int index, int delta);
    void removeStop(int index);
    void setInfo(const LocalizedText& title, const LocalizedText& summary);
    // Writes the lesson to `path` (LessonFile::write); it is then the lesson's file.
    bool save(const QString& path, QString* error);

signals:
    void openingChanged(bool opening);
    void progress(int done, int total);  // while opening
    // A lesson was opened or set: the window takes its problem and view, then goToStop(0).
    void opened();
    void openFailed(const QString& reason);
    // Its content, file or modified flag changed, or it was closed.
    void lessonChanged();
    void currentStopChanged(int index);
    void stopShown(int index);
    void answered(int stop);
    void message(const QString& text);

private:
    struct Checked;
    void onStateChanged();
    void updateCurrent();
    int stopAt(std::uint64_t cursor) const;
    void edited();
    void recheck();
    const LessonQuestion* question(int stop, LessonQuestion::Kind kind) const;
    void record(int stop, const LessonAnswers::Answer& answer);

    PlaybackController* playback_;
    JobRunner* openJobs_ = nullptr;
    JobRunner* editJobs_ = nullptr;
    std::optional<Lesson> lesson_;
    QString path_;
    QByteArray bytes_;
    bool modified_ = false;
    bool opening_ = false;
    std::vector<std::optional<LessonReplay::Square>> nextQueen_;
    LessonAnswers answers_;
    int current_ = -1;
    int shown_ = -1;   // the stop last shown by a move asked for here
    int target_ = -1;  // the stop a move is under way to
    bool pendingSeek_ = false;
    std::uint64_t cursorAtRequest_ = 0;
};
