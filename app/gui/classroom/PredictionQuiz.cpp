#include "PredictionQuiz.h"

#include <QTimer>
#include <algorithm>

#include "BoardGeometry.h"
#include "BoardWidget.h"
#include "PlaybackController.h"
#include "QuizVerdictOverlay.h"
#include "Timeline.h"

using queens::EventKind;
using Mark = BoardWidget::CellMark;

PredictionQuiz::PredictionQuiz(PlaybackController* playback, BoardWidget* board, QObject* parent)
    : QObject(parent), playback_(playback), board_(board), overlay_(new QuizVerdictOverlay(board)) {
    connect(playback_, &PlaybackController::stateChanged, this, &PredictionQuiz::onStateChanged);
    connect(board_, &BoardWidget::cellClicked, this, [this](int row, int col) {
        if (active_) answer(row, col);
    });
}

PredictionQuiz::~PredictionQuiz() = default;

void PredictionQuiz::setActive(bool on) {
    if (on == active_) return;
    active_ = on;
    clearMarks();
    board_->setInteractive(on);
    target_.reset();
    prefix_.clear();
    sawPlaying_ = playback_->isPlaying();
    if (on) retarget();
}

void PredictionQuiz::resetScore() {
    score_ = {};
    emit scoreChanged();
}

bool PredictionQuiz::isWaiting() const {
    return active_ && !target_ && !tooLarge_ && !playback_->runFinished();
}

QString PredictionQuiz::scoreText(const Score& score) {
    return tr("Score: %1 of %2.").arg(score.right).arg(score.asked);
}

void PredictionQuiz::clearMarks() {
    board_->setCellMarks({});
    overlay_->clear();
    verdictCursor_.reset();
}

void PredictionQuiz::say(const QString& text) {
    lastMessage_ = prefix_.isEmpty() ? text : prefix_ + QLatin1Char(' ') + text;
    prefix_.clear();
    emit message(lastMessage_);
}

bool PredictionQuiz::boardTooLarge() const {
    return playback_->state().n() > BoardGeometry::kDetailedMaxN;
}

void PredictionQuiz::restart() {
    if (!active_) return;
    clearMarks();  // the marks of the last answer belong to the previous run
    prefix_.clear();
    retarget();
}

// Starts looking for the next placement from the cursor.
void PredictionQuiz::retarget() {
    const queens::Timeline& tl = playback_->timeline();
    target_.reset();
    cursorSeen_ = playback_->cursor();
    timelineSeen_ = &tl;
    scanFrom_ = std::max(cursorSeen_, tl.firstExact());
    saidWaiting_ = false;
    saidDone_ = false;
    tooLarge_ = boardTooLarge();
    if (tooLarge_) {
        // The board draws no marks above kDetailedMaxN: a question could not show its answer.
        prefix_.clear();
        say(tr("Predictions work on boards up to N = %1: choose a smaller N to play the quiz.")
                .arg(BoardGeometry::kDetailedMaxN));
        return;
    }
    scanMore();
}

void PredictionQuiz::scanMore() {
    if (!active_ || target_ || tooLarge_) return;
    const queens::Timeline& tl = playback_->timeline();
    scanFrom_ = std::max(scanFrom_, tl.firstExact());
    const std::uint64_t end = std::min(tl.size(), scanFrom_ + kScanSlice);
    for (; scanFrom_ < end; ++scanFrom_) {
        ++scanned_;
        const queens::StepEvent* e = tl.event(scanFrom_);
        if (e && e->kind == EventKind::Place) {
            target_ = scanFrom_;
            targetEvent_ = *e;
            ask();
            return;
        }
    }
    if (scanFrom_ < tl.size()) {
        // More recorded events than one slice: go on in the next turn of the event loop.
        if (!scanQueued_) {
            scanQueued_ = true;
            QTimer::singleShot(0, this, [this] {
                scanQueued_ = false;
                onStateChanged();
            });
        }
        return;
    }
    if (tl.finished()) {
        if (!saidDone_) {
            saidDone_ = true;
            say(tr("No queen is placed after this step: nothing more to predict in this run.") +
                QLatin1Char(' ') + scoreText(score_));
        }
    } else if (!saidWaiting_) {
        saidWaiting_ = true;
        say(tr("Waiting for the search to reach its next queen..."));
    }
}

void PredictionQuiz::ask() {
    // Playing onto the question's event: stop right before it (the answer is still hidden).
    if (playback_->isPlaying() && playback_->cursor() >= *target_) playback_->pause();
    say(tr("Where will the next queen go? Click its square."));
}

void PredictionQuiz::onStateChanged() {
    if (!active_ || revealing_) return;
    const queens::Timeline& tl = playback_->timeline();
    const std::uint64_t cursor = playback_->cursor();
    // The verdict speaks of the revealed step: it goes when the board shows another.
    if (verdictCursor_ && (cursor != *verdictCursor_ || &tl != timelineSeen_)) {
        overlay_->clear();
        verdictCursor_.reset();
    }
    const bool sameRun = &tl == timelineSeen_ && tl.size() >= scanFrom_;
    const bool played = sawPlaying_ || playback_->isPlaying();
    sawPlaying_ = playback_->isPlaying();
    if (!sameRun) {
        retarget();  // a new run (restart() is the sure way; this is the fallback)
        return;
    }
    if (tooLarge_) return;  // said once for this run
    if (cursor < cursorSeen_) {
        // A backward move: a placement may lie between the new cursor and the old one.
        retarget();
        return;
    }
    if (target_) {
        if (played && cursor >= *target_ && cursor > cursorSeen_) {
            // Playback reached the question (or ran past it within one tick): stop just before
            // the answer and keep asking.
            revealing_ = true;
            playback_->pause();
            if (playback_->cursor() != *target_) playback_->seek(*target_);
            revealing_ = false;
            sawPlaying_ = false;
            cursorSeen_ = playback_->cursor();
            return;
        }
        if (cursor <= *target_) {
            // Still short of the answer (or the same cursor): the question stands as asked.
            cursorSeen_ = cursor;
            return;
        }
        prefix_ = tr("The answer was shown before you clicked: that one does not count.");
        retarget();
        return;
    }
    // No question open: the events before scanFrom_ hold no placement, so go on from there (or
    // from the cursor, if it moved beyond) over the events not looked at yet.
    cursorSeen_ = cursor;
    scanFrom_ = std::max(scanFrom_, cursor);
    scanMore();
}

void PredictionQuiz::answer(int row, int col) {
    if (!active_) return;
    if (tooLarge_) {
        say(tr("Predictions work on boards up to N = %1: choose a smaller N to play the quiz.")
                .arg(BoardGeometry::kDetailedMaxN));
        return;
    }
    if (!target_) {
        if (isWaiting()) say(tr("Wait a moment: the search has not placed its next queen yet."));
        return;
    }
    const std::uint64_t index = *target_;
    const int trueRow = targetEvent_.a;
    const int trueCol = targetEvent_.b;
    const bool right = row == trueRow && col == trueCol;
    ++score_.asked;
    if (right) ++score_.right;
    if (right) {
        // The answer's mark alone; the overlay adds its check badge.
        board_->setCellMarks({Mark{trueRow, trueCol, Mark::Suggestion}});
        prefix_ = tr("Right! The queen goes to row %1, column %2.").arg(trueRow).arg(trueCol);
    } else {
        board_->setCellMarks(
            {Mark{row, col, Mark::Wrong}, Mark{trueRow, trueCol, Mark::Suggestion}});
        prefix_ = tr("Not this time: you chose row %1, column %2; the queen goes to row %3, "
                     "column %4.")
                      .arg(row)
                      .arg(col)
                      .arg(trueRow)
                      .arg(trueCol);
    }
    prefix_ += QLatin1Char(' ') + scoreText(score_);
    emit scoreChanged();
    target_.reset();
    revealing_ = true;
    playback_->seek(index + 1);  // the reveal
    revealing_ = false;
    verdictCursor_ = playback_->cursor();
    overlay_->setVerdict({trueRow, trueCol, row, col, score_});
    retarget();
}
