#pragma once
// PredictionQuiz: "predict the next step". During playback it asks the student to click the
// square where the search will put its next queen, then reveals the answer and keeps a score.
//
// - setActive(true) makes the board interactive and opens a question: the quiz looks in the
//   recorded timeline, from the cursor on, for the next event that places a queen (a Place event;
//   min-conflicts' swaps move queens, they place none, so only its initial board is asked). When
//   one lies ahead, the prompt "Where will the next queen go? ..." is emitted through message().
//   Playback may go on while a question is open (the student watches the search try squares):
//   when it reaches the question's event it pauses right before it, so the answer is not shown
//   before the click (had one tick run past it, the cursor is put back there).
// - The student's click on a square (BoardWidget::cellClicked, or answer(row, col)) is compared
//   with that event: score() counts {right, asked}; the marks show both the pick and the truth
//   (right: Suggestion and Guess on the same square; wrong: Wrong (an X) on the pick and
//   Suggestion on the true square); the cursor then seeks to just past that event (the reveal)
//   and the next question opens at once.
// - It never blocks: when the next placement is not recorded yet, it waits for
//   PlaybackController::stateChanged (emitted as batches arrive) and scans only the new events;
//   a long stretch without placements is scanned in slices of kScanSlice events per event-loop
//   turn. When the run is finished and no placement is left, it says so (once).
// - Playback ticks cost nothing while a question is open: a forward move that stays at or before
//   the question's event only records the cursor (no new prompt, no scan). With no question
//   open, the scan goes on from where it stopped (or from the cursor, if that is farther): every
//   event of a run is looked at once while the cursor only moves forward (scannedEvents()).
// - When the cursor moves back (a step back, a seek, a rewind), the open question is dropped
//   without counting and a new one opens from the new cursor; when the cursor moves past the
//   question's event while paused (a step, a seek), message() says the answer was shown first
//   and the next question opens.
// - A new run: restart() (called by the window on every new run, after PlaybackController::reset)
//   drops the question and the marks and starts from the new run's cursor. As a fallback, a
//   stateChanged from a timeline other than the one scanned does the same.
// - Boards above BoardWidget::kDetailedMaxN: the board draws no marks there, so the quiz asks
//   nothing; it says once per run that predictions work up to N = kDetailedMaxN (and again when
//   the student clicks).
// - setActive(false) clears the marks and makes the board passive; the score stays until
//   resetScore().
#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "StepEvent.h"

class BoardWidget;
class PlaybackController;

class PredictionQuiz : public QObject {
    Q_OBJECT

public:
    static constexpr std::uint64_t kScanSlice = 200'000;

    struct Score {
        int right = 0;
        int asked = 0;
        friend bool operator==(const Score&, const Score&) = default;
    };

    PredictionQuiz(PlaybackController* playback, BoardWidget* board, QObject* parent = nullptr);
    ~PredictionQuiz() override;

    void setActive(bool on);
    bool isActive() const { return active_; }

    Score score() const { return score_; }
    void resetScore();

    // The timeline index of the event the open question asks about, if a question is open.
    std::optional<std::uint64_t> questionIndex() const { return target_; }
    // Active, no question open, and the run may still place a queen (more events to come).
    bool isWaiting() const;
    const QString& lastMessage() const { return lastMessage_; }
    // Timeline events looked at while searching for placements (a diagnostic: a run's events
    // are each looked at once while the cursor only moves forward).
    std::uint64_t scannedEvents() const { return scanned_; }
    // Active on a board too large for the quiz's marks (n > BoardWidget::kDetailedMaxN).
    bool isBoardTooLarge() const { return active_ && tooLarge_; }

public slots:
    // The student's pick (what a click on the square does).
    void answer(int row, int col);
    // A new run started (call after PlaybackController::reset): drops the open question and the
    // marks and looks for the next placement from the new run's cursor. No-op while inactive.
    void restart();

signals:
    void message(const QString& text);
    void scoreChanged();

private:
    void onStateChanged();
    void retarget();
    bool boardTooLarge() const;
    void scanMore();
    void ask();
    void say(const QString& text);
    QString scoreText() const;

    PlaybackController* playback_;
    BoardWidget* board_;
    bool active_ = false;
    bool revealing_ = false;
    Score score_;
    std::optional<std::uint64_t> target_;
    queens::StepEvent targetEvent_{};
    std::uint64_t scanFrom_ = 0;          // next timeline index to look at
    std::uint64_t cursorSeen_ = 0;        // the cursor at the last stateChanged handled
    const void* timelineSeen_ = nullptr;  // the run scanned (a reset makes a new timeline)
    bool scanQueued_ = false;
    bool sawPlaying_ = false;  // playback was playing at the last stateChanged
    bool saidWaiting_ = false;
    bool saidDone_ = false;  // "nothing more to predict" said for this scan
    bool tooLarge_ = false;  // the run's n > BoardWidget::kDetailedMaxN: no questions
    std::uint64_t scanned_ = 0;
    QString prefix_;  // the verdict of the last answer, said before the next prompt
    QString lastMessage_;
};
