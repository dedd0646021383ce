#pragma once
// PredictionQuiz: "predict the next step". During playback it asks the student to click the square
// where the search will put its next queen (the next Place event from the cursor), pauses playback
// right before that event so the answer is not shown first, then marks pick and truth on the
// board, reveals the step, shows the verdict and the score over the board (a QuizVerdictOverlay,
// until the cursor leaves the revealed step) and keeps a score. It owns the question, the score
// and the overlay, not playback or the board. It never blocks: it scans the recorded events in
// slices of kScanSlice, waits for new batches, and looks at every event once while the cursor only
// moves forward. Moving the cursor back drops the open question uncounted. Above
// BoardGeometry::kDetailedMaxN it asks nothing. See docs/design.md, "Classroom: puzzle and quiz".
#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

#include "StepEvent.h"

class BoardWidget;
class PlaybackController;
class QuizVerdictOverlay;

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

    // On: the board becomes interactive and a question opens. Off: the marks are cleared and
    // the board is passive; the score stays until resetScore().
    void setActive(bool on);
    bool isActive() const { return active_; }

    Score score() const { return score_; }
    void resetScore();
    // "Score: 2 of 3." in the current language.
    static QString scoreText(const Score& score);
    // The verdict of the last answer over the board (hidden when there is none).
    QuizVerdictOverlay* verdictOverlay() const { return overlay_; }

    // The timeline index of the event the open question asks about, if a question is open.
    std::optional<std::uint64_t> questionIndex() const { return target_; }
    // Active, no question open, and the run may still place a queen (more events to come).
    bool isWaiting() const;
    const QString& lastMessage() const { return lastMessage_; }
    // Timeline events looked at while searching for placements (a diagnostic: a run's events
    // are each looked at once while the cursor only moves forward).
    std::uint64_t scannedEvents() const { return scanned_; }
    // Active on a board too large for the quiz's marks (n > BoardGeometry::kDetailedMaxN).
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
    void clearMarks();

    PlaybackController* playback_;
    BoardWidget* board_;
    QuizVerdictOverlay* overlay_;                 // a child of the board
    std::optional<std::uint64_t> verdictCursor_;  // the cursor of the step the verdict revealed
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
    bool tooLarge_ = false;  // the run's n > BoardGeometry::kDetailedMaxN: no questions
    std::uint64_t scanned_ = 0;
    QString prefix_;  // the verdict of the last answer, said before the next prompt
    QString lastMessage_;
};
