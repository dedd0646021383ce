// GUI test of PredictionQuiz on a PlaybackController fed deterministic batches (BatchFeeder: no
// worker thread) and a real BoardWidget clicked at square centres.
//
// Independent truth
// - Which placement a question asks about: the next Place event at or after the cursor in the
//   events of a fresh stepper (ReplayOracle::events), found by the test's own scan.
// - The state after the reveal: ReplayOracle::replay of the first (index + 1) events.
// - The score: the test's own count of the right and wrong clicks it made.
#include <QSignalSpy>
#include <QTest>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "BatchFeeder.h"
#include "BoardWidget.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "ReplayOracle.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;
using queens::StepEvent;
using Mark = BoardWidget::CellMark;

Q_DECLARE_METATYPE(queens::Algorithm)

namespace {

std::optional<std::uint64_t> nextPlace(const std::vector<StepEvent>& events, std::uint64_t from) {
    for (std::uint64_t i = from; i < events.size(); ++i)
        if (events[i].kind == EventKind::Place) return i;
    return std::nullopt;
}

struct Rig {
    PlaybackController pb;
    BoardWidget board;
    PredictionQuiz quiz{&pb, &board};
    int n;
    explicit Rig(int size) : n(size) {
        pb.reset(n);
        board.resize(480, 480);
        QObject::connect(&pb, &PlaybackController::stateChanged, &board,
                         [this] { board.setView(&pb.state(), pb.currentEvent()); });
        board.setView(&pb.state(), nullptr);
        board.show();
    }
    void click(int row, int col) {
        const QRectF b = board.boardRect();
        const qreal cell = b.width() / n;
        const QPointF at(b.left() + (col + 0.5) * cell, b.top() + (row + 0.5) * cell);
        QTest::mouseClick(&board, Qt::LeftButton, Qt::NoModifier, at.toPoint());
    }
    bool hasMark(int row, int col, Mark::Kind kind) const {
        for (const Mark& m : board.cellMarks())
            if (m.row == row && m.col == col && m.kind == kind) return true;
        return false;
    }
};

}  // namespace

class TestPredictionQuiz : public QObject {
    Q_OBJECT

private slots:
    void scoresClicksAgainstTheTimeline_data();
    void scoresClicksAgainstTheTimeline();
    void waitsForEventsNotRecordedYet();
    void movingTheCursorDropsTheQuestion();
    void playbackStopsBeforeTheAnswer_data();
    void playbackStopsBeforeTheAnswer();
    void inactiveQuizIgnoresClicks();
    void playingTowardsAQuestionPromptsOnce();
    void playingWithNothingLeftScansEachEventOnce();
    void restartAsksAboutTheNewRun();
    void boardsAboveTheDetailedLimitAskNothing();
};

void TestPredictionQuiz::scoresClicksAgainstTheTimeline_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("startPercent");  // where the cursor is when the quiz starts
    QTest::newRow("backtracking 5") << Algorithm::Backtracking << 5 << 0;
    QTest::newRow("backtracking 6 from the middle") << Algorithm::Backtracking << 6 << 50;
    QTest::newRow("bitmask 5") << Algorithm::Bitmask << 5 << 0;
    QTest::newRow("dfs 4") << Algorithm::Dfs << 4 << 0;
    QTest::newRow("bfs 4") << Algorithm::Bfs << 4 << 30;
    QTest::newRow("permutation 4") << Algorithm::Permutation << 4 << 0;
    QTest::newRow("symmetric 5") << Algorithm::Symmetric << 5 << 0;
    QTest::newRow("min-conflicts 6") << Algorithm::MinConflicts << 6 << 0;
}

// Right and wrong clicks in turn until the run places no more queens (or 40 questions): each
// question is the oracle's next placement, each click scores and reveals.
void TestPredictionQuiz::scoresClicksAgainstTheTimeline() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, startPercent);
    const auto options = BatchFeeder::makeOptions(n, true, 3);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    Rig rig(n);
    QVERIFY(QTest::qWaitForWindowExposed(&rig.board));
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 64, 32));
    const auto start = static_cast<std::uint64_t>(events.size() * startPercent / 100);
    rig.pb.seek(start);
    QCOMPARE(rig.pb.cursor(), start);

    QSignalSpy said(&rig.quiz, &PredictionQuiz::message);
    rig.quiz.setActive(true);
    QVERIFY(rig.board.isInteractive());
    PredictionQuiz::Score expected;
    for (int k = 0; k < 40; ++k) {
        const auto want = nextPlace(events, rig.pb.cursor());
        QCOMPARE(rig.quiz.questionIndex(), want);
        if (!want) break;
        QVERIFY(rig.quiz.lastMessage().endsWith(
            QStringLiteral("Where will the next queen go? Click its square.")));
        const StepEvent& e = events[*want];
        const bool right = k % 3 != 1;
        const int pickRow = right ? e.a : (e.a + k) % n;
        const int pickCol = right ? e.b : (e.b + 1) % n;
        rig.click(pickRow, pickCol);
        ++expected.asked;
        if (right) ++expected.right;
        QCOMPARE(rig.quiz.score(), expected);
        // The reveal: just past the placement, the state of an independent replay.
        QCOMPARE(rig.pb.cursor(), *want + 1);
        QVERIFY(rig.pb.state() == ReplayOracle::replay(algorithm, options, *want + 1));
        QCOMPARE(rig.pb.state().queenAt(e.a), e.b);
        // Both the pick and the truth are on the board, each by its mark.
        QVERIFY(rig.hasMark(e.a, e.b, Mark::Suggestion));
        if (right) {
            // A right pick is the answer's mark alone: no "?" over the revealed queen.
            QVERIFY(!rig.hasMark(e.a, e.b, Mark::Guess));
            QVERIFY(rig.quiz.lastMessage().startsWith(QStringLiteral("Right!")));
        } else {
            QVERIFY(rig.hasMark(pickRow, pickCol, Mark::Wrong));
            QVERIFY(rig.quiz.lastMessage().startsWith(QStringLiteral("Not this time")));
        }
        QVERIFY(rig.quiz.lastMessage().contains(
            QStringLiteral("Score: %1 of %2.").arg(expected.right).arg(expected.asked)));
    }
    if (!rig.quiz.questionIndex()) {
        QVERIFY(rig.quiz.lastMessage().contains(QStringLiteral("nothing more to predict")));
        QVERIFY(!rig.quiz.isWaiting());
    }
    QVERIFY(expected.asked > 0);
    QCOMPARE(said.last().at(0).toString(), rig.quiz.lastMessage());
}

// Batches of one event: the quiz waits (never blocks) until the next placement is recorded,
// then asks about it.
void TestPredictionQuiz::waitsForEventsNotRecordedYet() {
    const Algorithm algorithm = Algorithm::Backtracking;
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    const auto batches = BatchFeeder::recordRun(algorithm, options, 1, 16);
    const auto p0 = nextPlace(events, 0);
    QVERIFY(p0);
    const auto p1 = nextPlace(events, *p0 + 1);
    QVERIFY(p1);

    Rig rig(n);
    BatchFeeder::feed(rig.pb, batches, 0, *p0);  // everything before the first placement
    rig.quiz.setActive(true);
    QVERIFY(!rig.quiz.questionIndex());
    QVERIFY(rig.quiz.isWaiting());
    QVERIFY(rig.quiz.lastMessage().startsWith(QStringLiteral("Waiting")));
    rig.quiz.answer(0, 0);  // a click while waiting counts for nothing
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));

    BatchFeeder::feed(rig.pb, batches, *p0, *p0 + 1);
    QTRY_COMPARE_WITH_TIMEOUT(rig.quiz.questionIndex(), p0, TestProblems::kSolveTimeoutMs);
    rig.quiz.answer(events[*p0].a, events[*p0].b);
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{1, 1}));
    QCOMPARE(rig.pb.cursor(), *p0 + 1);
    QVERIFY(rig.quiz.isWaiting());

    BatchFeeder::feed(rig.pb, batches, *p0 + 1, *p1 + 1);
    QTRY_COMPARE_WITH_TIMEOUT(rig.quiz.questionIndex(), p1, TestProblems::kSolveTimeoutMs);
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{1, 1}));
}

// Steps and seeks while paused: the open question follows the cursor, uncounted; going past it
// says so.
void TestPredictionQuiz::movingTheCursorDropsTheQuestion() {
    const Algorithm algorithm = Algorithm::Backtracking;
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    Rig rig(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 128, 32));
    rig.quiz.setActive(true);
    const auto p0 = nextPlace(events, 0);
    QCOMPARE(rig.quiz.questionIndex(), p0);

    rig.pb.seek(*p0 + 5);
    QCOMPARE(rig.quiz.questionIndex(), nextPlace(events, *p0 + 5));
    QVERIFY(rig.quiz.lastMessage().startsWith(QStringLiteral("The answer was shown")));
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));

    rig.pb.seek(0);
    QCOMPARE(rig.quiz.questionIndex(), p0);
    rig.pb.stepForward();  // not past the placement: the same question
    if (*p0 >= 1) QCOMPARE(rig.quiz.questionIndex(), p0);
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));

    // A new run: the question belongs to it.
    rig.pb.reset(n);
    QVERIFY(!rig.quiz.questionIndex());
    QVERIFY(rig.quiz.isWaiting());
}

void TestPredictionQuiz::playbackStopsBeforeTheAnswer_data() {
    QTest::addColumn<double>("speed");
    QTest::newRow("60 steps/s") << 60.0;
    QTest::newRow("as fast as possible") << std::numeric_limits<double>::infinity();
}

// Playing with a question open: playback pauses right before the placement, whatever the speed
// (at full speed one tick runs past it and the quiz puts the cursor back).
void TestPredictionQuiz::playbackStopsBeforeTheAnswer() {
    QFETCH(double, speed);
    const Algorithm algorithm = Algorithm::Backtracking;
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    Rig rig(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 128, 32));
    // Start where the next placement is at least 10 events ahead (a few tries and rejects).
    std::uint64_t start = 0;
    while (nextPlace(events, start) && *nextPlace(events, start) < start + 10) ++start;
    const auto target = nextPlace(events, start);
    QVERIFY(target);
    rig.pb.seek(start);
    rig.quiz.setActive(true);
    QCOMPARE(rig.quiz.questionIndex(), target);
    rig.pb.setSpeed(speed);
    rig.pb.play();
    QTRY_VERIFY_WITH_TIMEOUT(!rig.pb.isPlaying(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(rig.pb.cursor(), *target);
    QCOMPARE(rig.quiz.questionIndex(), target);
    QVERIFY(rig.pb.state() == ReplayOracle::replay(algorithm, options, *target));
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));
    // The answer still counts.
    rig.quiz.answer(events[*target].a, events[*target].b);
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{1, 1}));
}

void TestPredictionQuiz::inactiveQuizIgnoresClicks() {
    const int n = 5;
    const auto options = BatchFeeder::makeOptions(n, true);
    Rig rig(n);
    QVERIFY(QTest::qWaitForWindowExposed(&rig.board));
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(Algorithm::Backtracking, options, 64, 32));
    rig.click(0, 0);
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));
    QCOMPARE(rig.pb.cursor(), 0u);
    rig.quiz.setActive(true);
    rig.click(0, 0);
    QCOMPARE(rig.quiz.score().asked, 1);
    rig.quiz.setActive(false);
    QVERIFY(rig.board.cellMarks().empty());
    QVERIFY(!rig.board.isInteractive());
    const auto cursor = rig.pb.cursor();
    rig.click(1, 1);
    QCOMPARE(rig.quiz.score().asked, 1);
    QCOMPARE(rig.pb.cursor(), cursor);
}

// Playing at 60 steps/s (about one step per tick) towards an open question: the prompt is said
// once, and the quiz looks at the events between the cursor and the question's event only once
// (a rescan per tick would look at them again and again).
void TestPredictionQuiz::playingTowardsAQuestionPromptsOnce() {
    const Algorithm algorithm = Algorithm::Backtracking;
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    Rig rig(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 128, 32));
    std::uint64_t start = 0;
    while (nextPlace(events, start) && *nextPlace(events, start) < start + 10) ++start;
    const auto target = nextPlace(events, start);
    QVERIFY(target);
    rig.pb.seek(start);
    QSignalSpy said(&rig.quiz, &PredictionQuiz::message);
    rig.quiz.setActive(true);
    QCOMPARE(rig.quiz.questionIndex(), target);
    QCOMPARE(said.count(), 1);
    rig.pb.setSpeed(60.0);
    rig.pb.play();
    QTRY_VERIFY_WITH_TIMEOUT(!rig.pb.isPlaying(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(rig.pb.cursor(), *target);
    QCOMPARE(rig.quiz.questionIndex(), target);
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().at(0).toString(),
             QStringLiteral("Where will the next queen go? Click its square."));
    // Events start..target, each looked at once.
    QCOMPARE(rig.quiz.scannedEvents(), *target - start + 1);
}

// After the run's last placement, playing to the end: "nothing more to predict" is said once
// and each remaining event is looked at once.
void TestPredictionQuiz::playingWithNothingLeftScansEachEventOnce() {
    const Algorithm algorithm = Algorithm::Backtracking;
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
    std::uint64_t lastPlace = 0;
    for (std::uint64_t i = 0; i < events.size(); ++i)
        if (events[i].kind == EventKind::Place) lastPlace = i;
    const std::uint64_t start = lastPlace + 1;
    const std::uint64_t tail = events.size() - start;
    QVERIFY2(tail >= 5, "the run should end with a few events after its last placement");
    Rig rig(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 128, 32));
    QVERIFY(rig.pb.runFinished());
    rig.pb.seek(start);
    QSignalSpy said(&rig.quiz, &PredictionQuiz::message);
    rig.quiz.setActive(true);
    QVERIFY(!rig.quiz.questionIndex());
    QVERIFY(!rig.quiz.isWaiting());
    QCOMPARE(said.count(), 1);
    QVERIFY(rig.quiz.lastMessage().contains(QStringLiteral("nothing more to predict")));
    rig.pb.setSpeed(60.0);
    rig.pb.play();
    QTRY_VERIFY_WITH_TIMEOUT(rig.pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QTest::qWait(3 * PlaybackController::kTickIntervalMs);
    QVERIFY(!rig.quiz.questionIndex());
    QCOMPARE(said.count(), 1);
    QVERIFY(rig.quiz.scannedEvents() <= tail);
    // Going back before the last placement asks about it again.
    rig.pb.pause();
    rig.pb.seek(lastPlace);
    QCOMPARE(rig.quiz.questionIndex(), std::optional<std::uint64_t>(lastPlace));
}

// restart() on a new run: the old question and marks go, the new run's first placement is
// asked. The quiz hears nothing of the new run but restart() (signals blocked while the
// controller is reset twice and fed, so the new timeline may even reuse the old one's address).
void TestPredictionQuiz::restartAsksAboutTheNewRun() {
    const int n = 6;
    const auto options = BatchFeeder::makeOptions(n, true);
    const auto eventsA =
        ReplayOracle::events(Algorithm::Backtracking, options, BatchFeeder::kWholeRun);
    const auto eventsB = ReplayOracle::events(Algorithm::Bfs, options, BatchFeeder::kWholeRun);
    Rig rig(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(Algorithm::Backtracking, options, 128, 32));
    rig.quiz.setActive(true);
    const auto p0 = nextPlace(eventsA, 0);
    QCOMPARE(rig.quiz.questionIndex(), p0);
    rig.quiz.answer(eventsA[*p0].a, eventsA[*p0].b);
    QVERIFY(!rig.board.cellMarks().empty());
    const auto p1 = nextPlace(eventsA, *p0 + 1);
    QCOMPARE(rig.quiz.questionIndex(), p1);
    const auto q0 = nextPlace(eventsB, 0);
    QVERIFY(q0);
    QVERIFY(q0 != p1);

    rig.pb.blockSignals(true);
    rig.pb.reset(n);
    rig.pb.reset(n);
    BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(Algorithm::Bfs, options, 128, 32));
    rig.pb.blockSignals(false);
    QSignalSpy said(&rig.quiz, &PredictionQuiz::message);
    rig.quiz.restart();
    QCOMPARE(rig.quiz.questionIndex(), q0);
    QVERIFY(rig.board.cellMarks().empty());
    QCOMPARE(said.count(), 1);
    QCOMPARE(rig.quiz.lastMessage(),
             QStringLiteral("Where will the next queen go? Click its square."));
    rig.quiz.answer(eventsB[*q0].a, eventsB[*q0].b);
    QCOMPARE(rig.pb.cursor(), *q0 + 1);
    QVERIFY(rig.pb.state() == ReplayOracle::replay(Algorithm::Bfs, options, *q0 + 1));
    QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{2, 2}));
}

// BoardWidget draws marks up to kDetailedMaxN only: above it the quiz asks nothing and says so
// once; at kDetailedMaxN it still asks.
void TestPredictionQuiz::boardsAboveTheDetailedLimitAskNothing() {
    const Algorithm algorithm = Algorithm::MinConflicts;  // short runs on large boards
    for (const int n : {BoardGeometry::kDetailedMaxN, BoardGeometry::kDetailedMaxN + 1}) {
        const auto options = BatchFeeder::makeOptions(n, false);
        const auto events = ReplayOracle::events(algorithm, options, BatchFeeder::kWholeRun);
        const auto p0 = nextPlace(events, 0);
        QVERIFY(p0);
        Rig rig(n);
        BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(algorithm, options, 128, 32));
        QSignalSpy said(&rig.quiz, &PredictionQuiz::message);
        rig.quiz.setActive(true);
        if (n <= BoardGeometry::kDetailedMaxN) {
            QCOMPARE(rig.quiz.questionIndex(), p0);
            QVERIFY(!rig.quiz.isBoardTooLarge());
            continue;
        }
        QVERIFY(!rig.quiz.questionIndex());
        QVERIFY(rig.quiz.isBoardTooLarge());
        QVERIFY(!rig.quiz.isWaiting());
        QCOMPARE(said.count(), 1);
        QCOMPARE(rig.quiz.lastMessage(),
                 QStringLiteral("Predictions work on boards up to N = %1: choose a smaller N to "
                                "play the quiz.")
                     .arg(BoardGeometry::kDetailedMaxN));
        for (int k = 0; k < 5; ++k) rig.pb.stepForward();
        rig.pb.seek(0);
        QCOMPARE(said.count(), 1);  // said once
        QVERIFY(!rig.quiz.questionIndex());
        rig.quiz.answer(events[*p0].a, events[*p0].b);
        QCOMPARE(rig.quiz.score(), (PredictionQuiz::Score{0, 0}));
        QCOMPARE(rig.pb.cursor(), 0u);
        QVERIFY(rig.board.cellMarks().empty());
        // A new run on a small board: the quiz asks again.
        const auto small = BatchFeeder::makeOptions(6, true);
        const auto smallEvents =
            ReplayOracle::events(Algorithm::Backtracking, small, BatchFeeder::kWholeRun);
        rig.pb.reset(6);
        BatchFeeder::feed(rig.pb, BatchFeeder::recordRun(Algorithm::Backtracking, small, 128, 32));
        rig.quiz.restart();
        QVERIFY(!rig.quiz.isBoardTooLarge());
        QCOMPARE(rig.quiz.questionIndex(), nextPlace(smallEvents, 0));
    }
}

QTEST_MAIN(TestPredictionQuiz)
#include "test_prediction_quiz.moc"
