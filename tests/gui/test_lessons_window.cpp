// GUI test of lessons in the main window (LessonHost): opening a lesson applies its problem and
// view and shows stop 1; Page Down / Page Up move between stops while the board has the focus;
// questions answered in the Lesson dock and on the board; every refused file leaves the run, the
// cursor and the open lesson as they were; a jump to a stop the worker has not reached yet
// completes when it gets there, without the GUI thread waiting.
//
// Independent truth
// - The board at a stop: ReplayOracle::replay of a fresh stepper to the stop's step.
// - The next queen: the test's scan of a fresh stepper's events for the next Place.
// - Refusals: each file is broken by the test in one way from docs/lesson-format.md ("What
//   opening a lesson checks"); the window's state is compared with a snapshot taken before.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include "BoardWidget.h"
#include "LessonBoardQuestion.h"
#include "LessonController.h"
#include "LessonFixtures.h"
#include "LessonHost.h"
#include "LessonPanel.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "QuizVerdictOverlay.h"
#include "SolverController.h"
#include "TestProblems.h"
#include "Timeline.h"
#include "WarningBox.h"

using queens::Algorithm;
using BreakKind = queens::Breakpoint::Kind;
using namespace lessontest;

namespace {
// A good lesson as text, so that the bad ones can differ from it in one place.
QByteArray goodJson() {
    return R"({
  "format": "queenslab-lesson",
  "version": 1,
  "title": { "en": "Six queens", "zh_TW": "六皇后" },
  "problem": { "algorithm": "backtracking", "n": 6, "allSolutions": true, "seed": 1 },
  "view": { "panels": ["pseudocode", "statistics"], "attacks": true, "speed": 2 },
  "stops": [
    { "step": 0, "title": { "en": "Empty" } },
    { "step": 7, "title": { "en": "Seven" },
      "question": { "kind": "choice", "prompt": { "en": "Which?" },
                    "choices": [ { "en": "A" }, { "en": "B" } ], "answer": 1 } },
    { "step": 30, "title": { "en": "Thirty" }, "question": { "kind": "next-queen" } },
    { "step": 40, "title": { "en": "Forty" },
      "question": { "kind": "number", "prompt": { "en": "How many?" }, "answer": 92 } }
  ]
})";
}

struct Snapshot {
    std::uint64_t cursor;
    std::uint64_t generation;
    const void* timeline;
    Lesson lesson;
    int n;
    bool operator==(const Snapshot&) const = default;
};

struct Rig {
    QTemporaryDir dir;
    MainWindow window;
    MainWindowDriver driver{window};
    LessonHost& host = *window.lessons();
    LessonController& controller = *host.controller();
    QStringList warnings;

    Rig() {
        WarningBox::setObserver([this](const QString&, const QString& text) { warnings << text; });
        window.resize(1366, 768);
        window.show();
    }
    ~Rig() { WarningBox::setObserver({}); }

    bool open(const QString& path) {
        QSignalSpy opened(&controller, &LessonController::opened);
        host.openLesson(path);
        return opened.wait(TestProblems::kSolveTimeoutMs) || opened.count() == 1;
    }
    bool openGood() { return open(write(dir, QStringLiteral("good.qlesson"), goodJson())); }
    Snapshot snapshot() const {
        return {window.playback()->cursor(), window.solver()->generation(),
                &window.playback()->timeline(), *controller.lesson(), driver.n()};
    }
    Lesson goodLesson() const { return *LessonFile::parse(goodJson(), nullptr); }
    bool boardIsAt(std::uint64_t step) const {
        const Lesson l = goodLesson();
        return window.playback()->cursor() == step &&
               window.playback()->state() == ReplayOracle::replay(l.algorithm, l.options, step);
    }
    BoardWidget* board() const { return const_cast<BoardWidget*>(window.board()); }
    void click(int row, int col) {
        const QRectF b = board()->boardRect();
        const qreal cell = b.width() / window.playback()->state().n();
        QTest::mouseClick(
            board(), Qt::LeftButton, Qt::NoModifier,
            QPointF(b.left() + (col + 0.5) * cell, b.top() + (row + 0.5) * cell).toPoint());
    }
};
}  // namespace

class TestLessonsWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void openingAppliesTheProblemAndView();
    void pageKeysMoveBetweenStops();
    void questionsInTheDockAndOnTheBoard();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();
    void aJumpAheadOfTheWorkerCompletes();
    void cancellingTheCheckChangesNothing();
    void aLessonKeepsEveryEventToItsLastStop();
    void aResourcePathOpens();
};

void TestLessonsWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_lessons_window"));
}

void TestLessonsWindow::openingAppliesTheProblemAndView() {
    Rig rig;
    QVERIFY(rig.openGood());
    QVERIFY(rig.warnings.isEmpty());
    QCOMPARE(rig.window.solver()->algorithm(), Algorithm::Backtracking);
    QCOMPARE(rig.window.solver()->options().n, 6);
    QCOMPARE(rig.driver.n(), 6);
    auto* combo = rig.window.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
    QCOMPARE(combo->currentData().toInt(), int(Algorithm::Backtracking));
    const auto dock = [&](const char* name) {
        return rig.window.findChild<QDockWidget*>(QLatin1String(name));
    };
    QTRY_VERIFY(dock("lessonDock")->isVisible());
    QVERIFY(dock("pseudocodeDock")->isVisible());
    QVERIFY(dock("statisticsDock")->isVisible());
    QVERIFY(!dock("chartsDock")->isVisible());
    QVERIFY(!dock("problemDock")->isVisible());
    QVERIFY(rig.window.findChild<QAction*>(QStringLiteral("showAttacksAction"))->isChecked());
    QCOMPARE(rig.window.playback()->speed(), 2.0);
    QTRY_VERIFY(rig.boardIsAt(0));
    QCOMPARE(rig.controller.currentStop(), 0);
    auto* list = rig.host.panel()->stopList();
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->currentRow(), 0);
    QVERIFY(list->item(1)->text().contains(QStringLiteral("Seven")));

    // Given queens and the options without a field of their own come with the problem.
    Lesson given = lesson(Algorithm::Backtracking, 6, true,
                          {stop(0, QStringLiteral("Start")), stop(5, QStringLiteral("Five"))});
    given.options.fixed = {-1, 3, -1, -1, -1, -1};
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("given.qlesson"), given)));
    QCOMPARE(rig.window.solver()->options().fixed, given.options.fixed);
    const QLabel* extras = rig.window.findChild<QLabel*>(QStringLiteral("problemExtrasLabel"));
    QVERIFY(!extras->isHidden());
    QVERIFY(extras->text().startsWith(QStringLiteral("1 ")));
    rig.controller.goToStop(1);
    QTRY_COMPARE(rig.window.playback()->cursor(), 5u);
    QCOMPARE(rig.window.playback()->state(),
             ReplayOracle::replay(given.algorithm, given.options, 5));

    // Min-conflicts with a seed and limits of its own: the run is the lesson's, exactly.
    Lesson swaps = lesson(Algorithm::MinConflicts, 12, false,
                          {stop(0, QStringLiteral("Start")), stop(9, QStringLiteral("Nine"))});
    swaps.options.seed = 7;
    swaps.options.maxStepsPerRestart = 50;
    swaps.options.maxRestarts = 3;
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("swaps.qlesson"), swaps)));
    QCOMPARE(rig.window.solver()->algorithm(), Algorithm::MinConflicts);
    QCOMPARE(rig.window.solver()->options(), swaps.options);
    rig.controller.goToStop(1);
    QTRY_COMPARE(rig.window.playback()->cursor(), 9u);
    QCOMPARE(rig.window.playback()->state(),
             ReplayOracle::replay(swaps.algorithm, swaps.options, 9));
    // A change of the problem by the user drops the lesson's limits with the lesson.
    rig.driver.setN(10);
    QTRY_VERIFY(!rig.controller.lesson());
    QCOMPARE(rig.window.solver()->options().maxRestarts, 0u);
    QVERIFY(extras->isHidden());

    // A view that names the h-values sets them (a local search's full board shows them); one
    // that does not leaves them as they are.
    auto* board = rig.window.findChild<BoardWidget*>();
    Lesson climb = lesson(Algorithm::HillClimbing, 8, false,
                          {stop(0, QStringLiteral("Start")), stop(8, QStringLiteral("Built"))});
    climb.view.hValues = false;
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("climb-off.qlesson"), climb)));
    QVERIFY(!board->hValuesEnabled());
    climb.view.hValues = true;
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("climb-on.qlesson"), climb)));
    QVERIFY(board->hValuesEnabled());
    rig.controller.goToStop(1);
    QTRY_COMPARE(rig.window.playback()->cursor(), 8u);
    QTRY_VERIFY(board->showsHValues());
    climb.view.hValues.reset();
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("climb-unnamed.qlesson"), climb)));
    QVERIFY(board->hValuesEnabled());
}

void TestLessonsWindow::pageKeysMoveBetweenStops() {
    Rig rig;
    QVERIFY(rig.openGood());
    QTRY_VERIFY(rig.boardIsAt(0));
    rig.board()->setFocus();
    QTest::keyClick(rig.board(), Qt::Key_PageDown);
    QTRY_VERIFY(rig.boardIsAt(7));
    QCOMPARE(rig.host.panel()->stopList()->currentRow(), 1);
    QTest::keyClick(rig.board(), Qt::Key_PageDown);
    QTRY_VERIFY(rig.boardIsAt(30));
    QTest::keyClick(rig.board(), Qt::Key_PageUp);
    QTRY_VERIFY(rig.boardIsAt(7));
    // Stepping stays free; the dock shows the stop at or before the cursor.
    QVERIFY(rig.driver.stepTo(9));
    QCOMPARE(rig.controller.currentStop(), 1);
    QTest::keyClick(rig.board(), Qt::Key_PageUp);  // back to the stop before the cursor
    QTRY_VERIFY(rig.boardIsAt(7));
    // A click on a stop in the list jumps there.
    auto* list = rig.host.panel()->stopList();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                      list->visualItemRect(list->item(2)).center());
    QTRY_VERIFY(rig.boardIsAt(30));
}

void TestLessonsWindow::questionsInTheDockAndOnTheBoard() {
    Rig rig;
    QVERIFY(rig.openGood());
    rig.controller.goToStop(1);
    QTRY_VERIFY(rig.boardIsAt(7));
    LessonPanel* panel = rig.host.panel();
    auto* wrong = panel->findChild<QRadioButton*>(QStringLiteral("lessonChoice0"));
    QVERIFY(wrong);
    wrong->click();
    panel->findChild<QPushButton*>(QStringLiteral("lessonAnswerButton"))->click();
    QVERIFY(panel->verdictText().startsWith(QStringLiteral("Not quite")));
    QVERIFY(panel->stopList()->item(1)->text().startsWith(QStringLiteral("✗")));
    QVERIFY(panel->scoreText().contains(QStringLiteral("0 of 1")));

    // Stop 3 asks where the next queen goes: the board takes the click.
    const auto truth = nextPlace(rig.goodLesson(), 30);
    QVERIFY(truth);
    rig.controller.nextStop();
    QTRY_VERIFY(rig.boardIsAt(30));
    QVERIFY(rig.board()->isInteractive());
    rig.click(truth->first, truth->second);
    QTRY_VERIFY(rig.controller.answers().at(2) != nullptr);
    QVERIFY(rig.controller.answers().at(2)->right);
    QVERIFY(rig.window.playback()->cursor() == 30);  // the answer does not move the run
    bool marked = false;
    for (const CellMark& m : rig.board()->cellMarks())
        marked |= m.kind == CellMark::Suggestion && m.row == truth->first && m.col == truth->second;
    QVERIFY(marked);
    QVERIFY(rig.host.boardQuestion()->showsVerdict());
    QVERIFY(panel->stopList()->item(2)->text().startsWith(QStringLiteral("✓")));
    QVERIFY(panel->scoreText().contains(QStringLiteral("1 of 2")));
    auto* save = panel->findChild<QPushButton*>(QStringLiteral("lessonSaveAnswersButton"));
    QVERIFY(!save->isVisible());  // not before the last stop
    // Leaving the stop takes the marks and the verdict off the board.
    rig.controller.previousStop();
    QTRY_VERIFY(rig.boardIsAt(7));
    QVERIFY(rig.board()->cellMarks().empty());
    QVERIFY(!rig.host.boardQuestion()->showsVerdict());

    // The last stop asks for a number, typed as a student types it.
    rig.controller.goToStop(3);
    QTRY_VERIFY(rig.boardIsAt(40));
    auto* number = panel->findChild<QLineEdit*>(QStringLiteral("lessonNumberEdit"));
    QVERIFY(number && number->isVisible());
    QTest::keyClicks(number, QStringLiteral("ninety-two"));
    QTest::keyClick(number, Qt::Key_Return);
    QVERIFY(!rig.controller.answers().at(3));  // no number: not an answer
    number->clear();
    QTest::keyClicks(number, QStringLiteral("92.0"));
    QTest::keyClick(number, Qt::Key_Return);
    QVERIFY(rig.controller.answers().at(3) && rig.controller.answers().at(3)->right);
    QCOMPARE(panel->verdictText(), QStringLiteral("Right!"));
    QVERIFY(panel->scoreText().contains(QStringLiteral("2 of 3")));
    QVERIFY(save->isVisible());
    QVERIFY(rig.window.findChild<QAction*>(QStringLiteral("saveAnswersAction"))->isEnabled());
    const QString answers = rig.dir.filePath(QStringLiteral("a.qanswers"));
    QVERIFY(rig.host.saveAnswersTo(answers));
    QVERIFY(QFile::exists(answers));
}

void TestLessonsWindow::badFilesChangeNothing_data() {
    QTest::addColumn<QByteArray>("bytes");  // empty: no file at all
    QTest::addColumn<QString>("reason");    // a word of the one-line reason
    const QByteArray good = goodJson();
    const auto with = [&](const char* from, const char* to) {
        QByteArray b = good;
        return b.replace(from, to);
    };
    QTest::newRow("missing") << QByteArray() << "no such file";
    QTest::newRow("too large") << QByteArray(LessonFile::kMaxBytes + 1, ' ') + good << "MiB";
    QByteArray nul = good;
    nul.replace("Empty", QByteArray("Em\0pty", 6));
    QTest::newRow("NUL inside") << nul << "";
    QTest::newRow("bad UTF-8") << with("Empty", "Em\xff\xfepty") << "UTF-8";
    QTest::newRow("incomplete") << good.left(good.size() / 2) << "";
    QTest::newRow("format") << with("queenslab-lesson", "queenslab-board") << "format";
    QTest::newRow("version") << with("\"version\": 1", "\"version\": 2") << "2";
    QTest::newRow("no title")
        << with("\"title\": { \"en\": \"Six queens\", \"zh_TW\": \"六皇后\" },", "") << "title";
    QTest::newRow("wrong type") << with("\"n\": 6", "\"n\": \"six\"") << "n";
    QTest::newRow("algorithm") << with("backtracking", "quantum") << "quantum";
    QTest::newRow("N too large") << with("\"n\": 6", "\"n\": 5000") << "";
    QTest::newRow("fixed refused")
        << with("\"seed\": 1 }", "\"seed\": 1, \"fixed\": [0, -1, -1, -1, -1, -1] }")
               .replace("backtracking", "symmetric")
        << "";
    QTest::newRow("step beyond the run") << with("\"step\": 30", "\"step\": 5000000") << "";
    QTest::newRow("runTo off its stop")
        << with("\"step\": 30, \"title\": { \"en\": \"Thirty\" }",
                "\"step\": 30, \"title\": { \"en\": \"Thirty\" }, \"runTo\": { \"kind\": "
                "\"next-solution\" }")
        << "";
    QTest::newRow("choice without answer") << with(", \"answer\": 1", "") << "answer";
    QTest::newRow("number without answer")
        << with("\"kind\": \"choice\"", "\"kind\": \"number\"").replace(", \"answer\": 1", "")
        << "answer";
    // The run of 6 queens ends: no queen comes after its last event.
    const Lesson l = *LessonFile::parse(good, nullptr);
    const auto length = ReplayOracle::events(l.algorithm, l.options, BatchFeeder::kWholeRun).size();
    QTest::newRow("next-queen at the end")
        << with("\"step\": 30", QByteArray("\"step\": ") + QByteArray::number(qulonglong(length)))
        << "";
}

void TestLessonsWindow::badFilesChangeNothing() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    // The landing of a next-solution run from stop 2's step is not 30: the case above is bad.
    const auto land = landing(*LessonFile::parse(goodJson(), nullptr), 7, BreakKind::NextSolution);
    QVERIFY(!land || *land != 30);
    Rig rig;
    QVERIFY(rig.openGood());
    rig.controller.goToStop(1);
    QTRY_VERIFY(rig.boardIsAt(7));
    const Snapshot before = rig.snapshot();
    const QString path = bytes.isEmpty() ? rig.dir.filePath(QStringLiteral("none.qlesson"))
                                         : write(rig.dir, QStringLiteral("bad.qlesson"), bytes);
    QSignalSpy opened(&rig.controller, &LessonController::opened);
    rig.host.openLesson(path);
    QTRY_COMPARE_WITH_TIMEOUT(rig.warnings.size(), 1, TestProblems::kSolveTimeoutMs);
    const QString warning = rig.warnings.first();
    QVERIFY2(warning.startsWith(QStringLiteral("bad.qlesson: ")) ||
                 warning.startsWith(QStringLiteral("none.qlesson: ")),
             qPrintable(warning));
    QVERIFY2(!warning.contains(QLatin1Char('\n')), qPrintable(warning));
    QVERIFY2(warning.contains(reason, Qt::CaseInsensitive), qPrintable(warning));
    QVERIFY(!rig.controller.isOpening());
    QCOMPARE(opened.count(), 0);
    QCOMPARE(rig.snapshot(), before);
    QCOMPARE(rig.controller.currentStop(), 1);
}

void TestLessonsWindow::aJumpAheadOfTheWorkerCompletes() {
    constexpr std::uint64_t kFar = 3'000'000;
    Lesson far = lesson(Algorithm::Bitmask, 14, true,
                        {stop(0, QStringLiteral("Start")), stop(kFar, QStringLiteral("Far"))});
    Rig rig;
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("far.qlesson"), far)));
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.goToStop(1);
    // The GUI thread goes on: either the events are there already or the jump waits for them.
    QVERIFY(rig.window.playback()->cursor() == kFar || rig.controller.targetStop() == 1);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, TestProblems::kSolveTimeoutMs);
    QCOMPARE(rig.window.playback()->cursor(), kFar);
    QCOMPARE(rig.window.playback()->timeline().firstExact(), 0u);
    QCOMPARE(rig.window.playback()->state(),
             ReplayOracle::replay(far.algorithm, far.options, kFar));
    // Back to the start: every event before the stop was kept, none dropped.
    rig.controller.goToStop(0);
    QCOMPARE(rig.window.playback()->cursor(), 0u);
}

void TestLessonsWindow::cancellingTheCheckChangesNothing() {
    Rig rig;
    QVERIFY(rig.openGood());
    rig.controller.goToStop(1);
    QTRY_VERIFY(rig.boardIsAt(7));
    const Snapshot before = rig.snapshot();
    // A check that replays far: long enough to be cancelled while it runs.
    Lesson far =
        lesson(Algorithm::Bitmask, 18, true,
               {stop(0, QStringLiteral("Start")), stop(Lesson::kMaxStep, QStringLiteral("Far"))});
    QSignalSpy opened(&rig.controller, &LessonController::opened);
    rig.host.openLesson(write(rig.dir, QStringLiteral("far.qlesson"), far));
    QVERIFY(rig.controller.isOpening());
    auto* cancel = rig.window.findChild<QToolButton*>(QStringLiteral("lessonCancelButton"));
    QVERIFY(cancel && cancel->isVisible());
    QVERIFY(rig.window.findChild<QProgressBar*>(QStringLiteral("lessonProgress")));
    QVERIFY(!rig.window.findChild<QAction*>(QStringLiteral("openLessonAction"))->isEnabled());
    cancel->click();
    QTRY_VERIFY_WITH_TIMEOUT(!rig.controller.isOpening(), TestProblems::kSolveTimeoutMs);
    QVERIFY(!rig.window.findChild<QToolButton*>(QStringLiteral("lessonCancelButton")));
    QCOMPARE(opened.count(), 0);
    QVERIFY(rig.warnings.isEmpty());
    QCOMPARE(rig.snapshot(), before);
    QVERIFY(rig.driver.statusMessage().contains(QStringLiteral("cancelled")));
}

void TestLessonsWindow::aLessonKeepsEveryEventToItsLastStop() {
    // Past the default memory bound of a run (Timeline::kDefaultMemoryBound): the lesson's run
    // gets a bound that keeps every event up to its last stop, so jumps there are exact.
    constexpr std::uint64_t kLast = 9'000'000;
    static_assert(kLast * sizeof(queens::StepEvent) > queens::Timeline::kDefaultMemoryBound);
    Lesson deep = lesson(Algorithm::Bitmask, 15, true,
                         {stop(0, QStringLiteral("Start")), stop(kLast, QStringLiteral("Deep"))});
    Rig rig;
    QVERIFY(rig.open(write(rig.dir, QStringLiteral("deep.qlesson"), deep)));
    QSignalSpy shown(&rig.controller, &LessonController::stopShown);
    rig.controller.goToStop(1);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, TestProblems::kSolveTimeoutMs);
    const PlaybackController& pb = *rig.window.playback();
    QCOMPARE(pb.cursor(), kLast);
    QTRY_VERIFY_WITH_TIMEOUT(rig.window.solver()->isWaitingForPlayback() || pb.runFinished(),
                             TestProblems::kSolveTimeoutMs);
    QVERIFY(!pb.timeline().overBound());
    QCOMPARE(pb.timeline().firstExact(), 0u);
    QCOMPARE(pb.state(), ReplayOracle::replay(deep.algorithm, deep.options, kLast));
    rig.controller.goToStop(0);
    QCOMPARE(pb.cursor(), 0u);
}

void TestLessonsWindow::aResourcePathOpens() {
    // A lesson from the program's resources opens like a file (the start page's lessons).
    Rig rig;
    QVERIFY(rig.open(QStringLiteral(":/testlessons/good.qlesson")));
    QCOMPARE(*rig.controller.lesson(), rig.goodLesson());
    QTRY_VERIFY(rig.boardIsAt(0));
}

QTEST_MAIN(TestLessonsWindow)
#include "test_lessons_window.moc"
