#pragma once
// LessonBoardQuestion: a lesson's next-queen question on the board, as the prediction quiz asks
// it: ask() makes the board take a click and reports the square (picked); showVerdict() marks the
// answer's square (CellMark::Suggestion) and a wrong pick (CellMark::Wrong) and shows the verdict
// and the score over the board in a QuizVerdictOverlay of its own. It owns the overlay, not the
// board, and touches the board's marks and interactivity only while it asks or shows (clear()
// gives them back). It judges nothing: LessonController does.
#include <QObject>

#include "PredictionQuiz.h"

class BoardWidget;
class QuizVerdictOverlay;

class LessonBoardQuestion : public QObject {
    Q_OBJECT

public:
    explicit LessonBoardQuestion(BoardWidget* board, QObject* parent = nullptr);

    void ask(int stop);
    bool isAsking() const { return asking_ >= 0; }
    void showVerdict(int row, int col, int truthRow, int truthCol, PredictionQuiz::Score score);
    bool showsVerdict() const;
    void clear();
    QuizVerdictOverlay* overlay() const { return overlay_; }

signals:
    void picked(int stop, int row, int col);

private:
    BoardWidget* board_;
    QuizVerdictOverlay* overlay_;  // a child of the board
    int asking_ = -1;              // the stop asked about
    bool marked_ = false;          // the board shows this question's marks
};
