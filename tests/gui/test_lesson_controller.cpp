// GUI test of LessonController on a PlaybackController fed deterministic batches (BatchFeeder: no
// worker thread, so the test decides what is recorded): opening off the GUI thread, jumps and
// Next / Previous between stops, a runTo stop played to, a jump to a step not recorded yet that
// completes when the batches arrive, the questions judged and scored, and the answers file.
//
// Independent truth
// - The board at a stop: ReplayOracle::replay of a fresh stepper to the stop's step.
// - Where a runTo lands: BatchFeeder::expectedStop (its own predicates), plus one.
// - The next queen: the test's scan of a fresh stepper's events for the next Place.
// - The answers file: the test's own count of right and wrong answers, and the SHA-256 of the
//   bytes the test wrote.
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include "LessonAnswers.h"
#include "LessonController.h"
#include "LessonFixtures.h"
#include "PlaybackController.h"
#include "TestProblems.h"

using queens::Algorithm;
using BreakKind = queens::Breakpoint::Kind;
using namespace lessontest;

namespace {
constexpr std::size_t kBatch = 16;
constexpr std::size_t kKeyframes = 8;

struct Rig {
    QTemporaryDir dir;
    Lesson lesson;
    std::vector<queens::BatchPtr> batches;
    PlaybackController pb;
    LessonController controller{&pb};

    explicit Rig(Lesson l) : lesson(std::move(l)) {
        batches = BatchFeeder::recordRun(lesson.algorithm, lesson.options, kBatch, kKeyframes);
        pb.reset(lesson.options.n);
    }
    bool open() {
        QSignalSpy opened(&controller, &LessonController::opened);
        controller.open(write(dir, QStringLiteral("t.qlesson"), lesson));
        return opened.wait(TestProblems::kSolveTimeoutMs) || opened.count() == 1;
    }
    bool boardIsAt(std::uint64_t step) const {
        return pb.cursor() == step &&
               pb.state() == ReplayOracle::replay(lesson.algorithm, lesson.options, step);
    }
};

Lesson fourStops() {
    Lesson l = lesson(Algorithm::Backtracking, 6, true,
                      {stop(0, QStringLiteral("Start")), stop(7, QStringLiteral("Seven")),
                       stop(30, QStringLiteral("Thirty")), stop(61, QStringLiteral("Later"))});
    return l;
}
}  // namespace

class TestLessonController : public QObject {
    Q_OBJECT

private slots:
    void nextAndPreviousShowTheReplayedBoard();
    void nextPlaysToARunToStop();
    void aJumpFromElsewhereSeeksToARunToStop();
    void pendingJumpCompletesWhenTheBatchesArrive();
    void anotherMoveDropsAPendingJump();
    void currentStopFollowsTheCursor();
    void questionsAreJudgedAndScored();
    void answersFileHoldsTheAnswers();
    void numbersAreReadAsStudentsTypeThem();
};

void TestLessonController::nextAndPreviousShowTheReplayedBoard() {
    Rig rig(fourStops());
    QVERIFY(rig.open());
    BatchFeeder::feed(rig.pb, rig.batches);
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.goToStop(0);
    QVERIFY(rig.boardIsAt(0));
    for (int i = 1; i < 4; ++i) {
        rig.controller.nextStop();
        QVERIFY(rig.boardIsAt(rig.lesson.stops[std::size_t(i)].step));
        QCOMPARE(rig.controller.currentStop(), i);
    }
    rig.controller.nextStop();  // past the last: nothing
    QVERIFY(rig.boardIsAt(61));
    for (int i = 2; i >= 0; --i) {
        rig.controller.previousStop();
        QVERIFY(rig.boardIsAt(rig.lesson.stops[std::size_t(i)].step));
    }
    QCOMPARE(shown.count(), 7);
    QCOMPARE(shown.last().at(0).toInt(), 0);
    // Between two stops Previous goes back to the one before the cursor first.
    rig.pb.seek(40);
    QCOMPARE(rig.controller.currentStop(), 2);
    rig.controller.previousStop();
    QVERIFY(rig.boardIsAt(30));
}

void TestLessonController::nextPlaysToARunToStop() {
    Lesson l = fourStops();
    const auto solution = landing(l, 7, BreakKind::NextSolution);
    QVERIFY(solution.has_value());
    l.stops[2].step = *solution;
    l.stops[2].runTo = queens::Breakpoint{BreakKind::NextSolution, 0};
    l.stops[3].step = *solution + 5;
    Rig rig(l);
    QVERIFY(rig.open());
    // Recorded up to a little past stop 1, well before the solution.
    BatchFeeder::feed(rig.pb, rig.batches, 0, 1);
    rig.controller.goToStop(1);
    QVERIFY(rig.boardIsAt(7));
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.nextStop();
    // Played: the player runs to the breakpoint and waits for the events it needs.
    QCOMPARE(rig.pb.mode(), PlaybackController::Mode::RunningToBreakpoint);
    QCOMPARE(rig.controller.targetStop(), 2);
    BatchFeeder::feed(rig.pb, rig.batches, 1);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, TestProblems::kSolveTimeoutMs);
    QCOMPARE(shown.at(0).at(0).toInt(), 2);
    QVERIFY(rig.boardIsAt(*solution));
    QCOMPARE(rig.pb.mode(), PlaybackController::Mode::Paused);
}

void TestLessonController::aJumpFromElsewhereSeeksToARunToStop() {
    Lesson l = fourStops();
    const auto solution = landing(l, 7, BreakKind::NextSolution);
    QVERIFY(solution.has_value());
    l.stops[2].step = *solution;
    l.stops[2].runTo = queens::Breakpoint{BreakKind::NextSolution, 0};
    l.stops[3].step = *solution + 5;
    Rig rig(l);
    QVERIFY(rig.open());
    BatchFeeder::feed(rig.pb, rig.batches);
    rig.controller.goToStop(3);
    rig.controller.goToStop(2);  // from the list: a jump, no play
    QCOMPARE(rig.pb.mode(), PlaybackController::Mode::Paused);
    QVERIFY(rig.boardIsAt(*solution));
    // Next from the start with the cursor off stop 1's step: a jump too.
    rig.pb.seek(3);
    rig.controller.nextStop();
    QVERIFY(rig.boardIsAt(7));
}

void TestLessonController::pendingJumpCompletesWhenTheBatchesArrive() {
    Rig rig(fourStops());
    QVERIFY(rig.open());
    BatchFeeder::feed(rig.pb, rig.batches, 0, 1);  // 16 events
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.goToStop(3);  // step 61: not recorded yet
    QCOMPARE(rig.pb.cursor(), 0u);
    QCOMPARE(rig.controller.targetStop(), 3);
    QCOMPARE(shown.count(), 0);
    BatchFeeder::feed(rig.pb, rig.batches, 1, 3);  // 48 events: still short
    QTest::qWait(50);
    QCOMPARE(shown.count(), 0);
    QCOMPARE(rig.pb.cursor(), 0u);
    BatchFeeder::feed(rig.pb, rig.batches, 3);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, TestProblems::kSolveTimeoutMs);
    QVERIFY(rig.boardIsAt(61));
    QCOMPARE(rig.controller.currentStop(), 3);
}

void TestLessonController::anotherMoveDropsAPendingJump() {
    Rig rig(fourStops());
    QVERIFY(rig.open());
    BatchFeeder::feed(rig.pb, rig.batches, 0, 1);
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.goToStop(3);
    rig.pb.stepForward();  // the user moves on
    BatchFeeder::feed(rig.pb, rig.batches, 1);
    QTest::qWait(100);
    QCOMPARE(shown.count(), 0);
    QCOMPARE(rig.pb.cursor(), 1u);
    QCOMPARE(rig.controller.targetStop(), -1);
}

void TestLessonController::currentStopFollowsTheCursor() {
    Rig rig(fourStops());
    QVERIFY(rig.open());
    BatchFeeder::feed(rig.pb, rig.batches);
    const std::pair<std::uint64_t, int> cases[] = {{0, 0},  {6, 0},  {7, 1}, {29, 1},
                                                   {30, 2}, {61, 3}, {80, 3}};
    for (const auto& [cursor, expected] : cases) {
        rig.pb.seek(cursor);
        QCOMPARE(rig.controller.currentStop(), expected);
        QCOMPARE(rig.controller.isAtStop(), rig.lesson.stops[std::size_t(expected)].step == cursor);
    }
}

void TestLessonController::questionsAreJudgedAndScored() {
    Lesson l = fourStops();
    l.stops[1].question.kind = LessonQuestion::Kind::Choice;
    l.stops[1].question.prompt = LocalizedText::of(QStringLiteral("en"), QStringLiteral("Which?"));
    l.stops[1].question.choices = {LocalizedText::of(QStringLiteral("en"), QStringLiteral("A")),
                                   LocalizedText::of(QStringLiteral("en"), QStringLiteral("B")),
                                   LocalizedText::of(QStringLiteral("en"), QStringLiteral("C"))};
    l.stops[1].question.answerChoice = 2;
    l.stops[2].question.kind = LessonQuestion::Kind::Number;
    l.stops[2].question.prompt = LocalizedText::of(QStringLiteral("en"), QStringLiteral("How?"));
    l.stops[2].question.answerNumber = 92;
    l.stops[2].question.tolerance = 0.5;
    l.stops[0].question.kind = LessonQuestion::Kind::NextQueen;
    l.stops[3].question.kind = LessonQuestion::Kind::NextQueen;
    Rig rig(l);
    QVERIFY(rig.open());
    const auto first = nextPlace(l, 0);
    const auto later = nextPlace(l, 61);
    QVERIFY(first && later);
    QCOMPARE(rig.controller.nextQueen(0), (LessonReplay::Square{first->first, first->second}));
    QCOMPARE(rig.controller.nextQueen(3), (LessonReplay::Square{later->first, later->second}));
    QVERIFY(!rig.controller.nextQueen(1));

    QSignalSpy answered(&rig.controller, &LessonController::answered);
    rig.controller.answerChoice(1, 0);                           // wrong
    rig.controller.answerChoice(1, 2);                           // a second answer: ignored
    rig.controller.answerNumber(2, 92.4);                        // right, within 0.5
    rig.controller.answerQueen(0, first->first, first->second);  // right
    rig.controller.answerQueen(3, later->first, (later->second + 1) % 6);  // wrong
    rig.controller.answerNumber(1, 1);                                     // wrong kind: ignored
    QCOMPARE(answered.count(), 4);
    const LessonAnswers& a = rig.controller.answers();
    QCOMPARE(a.asked(), 4);
    QCOMPARE(a.right(), 2);
    QVERIFY(!a.at(1)->right);
    QCOMPARE(a.at(1)->choice, 0);
    QVERIFY(a.at(2)->right);
    QVERIFY(a.at(0)->right);
    QVERIFY(!a.at(3)->right);
}

void TestLessonController::answersFileHoldsTheAnswers() {
    Lesson l = fourStops();
    l.stops[2].question.kind = LessonQuestion::Kind::Number;
    l.stops[2].question.prompt = LocalizedText::of(QStringLiteral("en"), QStringLiteral("How?"));
    l.stops[2].question.answerNumber = 4;
    l.stops[3].question.kind = LessonQuestion::Kind::NextQueen;
    Rig rig(l);
    QVERIFY(rig.open());
    const auto later = nextPlace(l, 61);
    QVERIFY(later);
    rig.controller.answerNumber(2, 2);
    rig.controller.answerQueen(3, later->first, later->second);
    const QString path = rig.dir.filePath(QStringLiteral("a.qanswers"));
    QString error;
    QVERIFY2(rig.controller.saveAnswers(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("queenslab-answers"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("lesson")).toString(), QStringLiteral("Test lesson"));
    const QByteArray written = LessonFile::toJson(l);
    QCOMPARE(root.value(QStringLiteral("lessonSha256")).toString().toLatin1(),
             QCryptographicHash::hash(written, QCryptographicHash::Sha256).toHex());
    const QJsonArray answers = root.value(QStringLiteral("answers")).toArray();
    QCOMPARE(answers.size(), 2);
    const QJsonObject number = answers.at(0).toObject();
    QCOMPARE(number.value(QStringLiteral("stop")).toInt(), 2);
    QCOMPARE(number.value(QStringLiteral("kind")).toString(), QStringLiteral("number"));
    QCOMPARE(number.value(QStringLiteral("given")).toDouble(), 2.0);
    QCOMPARE(number.value(QStringLiteral("right")).toBool(), false);
    const QJsonObject queen = answers.at(1).toObject();
    QCOMPARE(queen.value(QStringLiteral("stop")).toInt(), 3);
    QCOMPARE(queen.value(QStringLiteral("kind")).toString(), QStringLiteral("next-queen"));
    const QJsonObject given = queen.value(QStringLiteral("given")).toObject();
    QCOMPARE(given.value(QStringLiteral("row")).toInt(), later->first);
    QCOMPARE(given.value(QStringLiteral("col")).toInt(), later->second);
    QCOMPARE(queen.value(QStringLiteral("right")).toBool(), true);
    const QJsonObject score = root.value(QStringLiteral("score")).toObject();
    QCOMPARE(score.value(QStringLiteral("right")).toInt(), 1);
    QCOMPARE(score.value(QStringLiteral("asked")).toInt(), 2);
}

void TestLessonController::numbersAreReadAsStudentsTypeThem() {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("92")), std::optional<double>(92));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral(" 92.0 ")), std::optional<double>(92));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("2.5")), std::optional<double>(2.5));
    QVERIFY(!LessonAnswers::parseNumber(QStringLiteral("ninety")));
    QVERIFY(!LessonAnswers::parseNumber(QStringLiteral("inf")));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("2,5")), std::optional<double>(2.5));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("92")), std::optional<double>(92));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("92.0")), std::optional<double>(92));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(LessonAnswers::parseNumber(QStringLiteral("92.0")), std::optional<double>(92));
    // Where the comma groups digits, "1,5" is no number rather than fifteen.
    QLocale::setDefault(QLocale::c());
    QVERIFY(!LessonAnswers::parseNumber(QStringLiteral("1,5")));
    QLocale::setDefault(before);
}

QTEST_MAIN(TestLessonController)
#include "test_lesson_controller.moc"
