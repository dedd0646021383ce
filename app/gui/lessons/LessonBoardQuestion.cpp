#include "LessonBoardQuestion.h"

#include "BoardWidget.h"
#include "QuizVerdictOverlay.h"

LessonBoardQuestion::LessonBoardQuestion(BoardWidget* board, QObject* parent)
    : QObject(parent), board_(board), overlay_(new QuizVerdictOverlay(board)) {
    overlay_->setObjectName(QStringLiteral("lessonVerdictOverlay"));
    connect(board_, &BoardWidget::cellClicked, this, [this](int row, int col) {
        if (asking_ < 0) return;
        const int stop = asking_;
        asking_ = -1;
        board_->setInteractive(false);
        emit picked(stop, row, col);
    });
}

void LessonBoardQuestion::ask(int stop) {
    clear();
    asking_ = stop;
    board_->setInteractive(true);
}

void LessonBoardQuestion::showVerdict(int row, int col, int truthRow, int truthCol,
                                      PredictionQuiz::Score score) {
    using Mark = CellMark;
    asking_ = -1;
    board_->setInteractive(false);
    const bool right = row == truthRow && col == truthCol;
    board_->setCellMarks(right ? std::vector<Mark>{Mark{truthRow, truthCol, Mark::Suggestion}}
                               : std::vector<Mark>{Mark{row, col, Mark::Wrong},
                                                   Mark{truthRow, truthCol, Mark::Suggestion}});
    marked_ = true;
    overlay_->setVerdict({truthRow, truthCol, row, col, score});
}

bool LessonBoardQuestion::showsVerdict() const {
    return overlay_->verdict().has_value();
}

void LessonBoardQuestion::clear() {
    if (asking_ >= 0) board_->setInteractive(false);
    asking_ = -1;
    if (marked_) board_->setCellMarks({});
    marked_ = false;
    overlay_->clear();
}
