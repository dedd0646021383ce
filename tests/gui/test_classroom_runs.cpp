// GUI test of "Start search from here" as the main window wires it (ClassroomController,
// PuzzlePanel): queens placed by clicks in puzzle mode, the panel's start button runs the
// chosen algorithm from them; symmetric search is refused. The other classroom features:
// test_classroom.cpp; shared helpers: ClassroomFixtures.h.
//
// Independent truth
// - Solutions: the brute-force list (SolutionOracle) filtered by the given queens, and a
//   pair-by-pair check (ReplayOracle::isSolution); the boards of a run's Solution events are
//   replayed here from the recorded events into a fresh BoardState.
// - Where a click lands: the centre of a square computed from BoardWidget::boardRect().
#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <set>
#include <vector>

#include "BoardState.h"
#include "BoardWidget.h"
#include "ClassroomController.h"
#include "ClassroomFixtures.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PuzzleController.h"
#include "PuzzlePanel.h"
#include "ReplayOracle.h"
#include "SolutionOracle.h"
#include "SolverController.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;
using namespace classroomtest;

Q_DECLARE_METATYPE(Algorithm)

class TestClassroomRuns : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void startSearchFromHere_data();
    void startSearchFromHere();
    void symmetricIsRefused();
};

void TestClassroomRuns::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_classroom_runs"));
}

void TestClassroomRuns::init() {
    QSettings().clear();
}

void TestClassroomRuns::startSearchFromHere_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("deadEnd");
    for (Algorithm a : {Algorithm::Backtracking, Algorithm::Bitmask})
        for (int n : {6, 8})
            for (bool deadEnd : {false, true})
                QTest::addRow("%s n=%d %s", a == Algorithm::Bitmask ? "bitmask" : "backtracking", n,
                              deadEnd ? "dead end" : "on a solution")
                    << a << n << deadEnd;
}

// Two queens placed by clicks; the panel's start button runs the chosen algorithm from them:
// puzzle mode ends, a new run starts, and its solutions are exactly the brute-force solutions
// that keep the two queens (none for a dead end).
void TestClassroomRuns::startSearchFromHere() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(bool, deadEnd);
    // Two non-attacking queens: rows 1 and n-2 of the first solution, or the first pair in rows
    // 0 and 1 that no solution keeps.
    Board given(n, -1);
    if (!deadEnd) {
        const Board s = *queens::testing::bruteForceSolutions(n).begin();
        given[1] = s[1];
        given[n - 2] = s[n - 2];
    } else {
        for (int cell = 0; cell < n * n && given[0] < 0; ++cell) {
            Board g(n, -1);
            g[0] = cell / n;
            g[1] = cell % n;
            if (!attack(0, g[0], 1, g[1]) && completions(g).empty()) given = g;
        }
        QVERIFY(given[0] >= 0);
    }
    const std::set<Board> truth = completions(given);
    QCOMPARE(truth.empty(), deadEnd);

    // The window runs the other algorithm: the panel's choice must win.
    const Algorithm other =
        algorithm == Algorithm::Bitmask ? Algorithm::Backtracking : Algorithm::Bitmask;
    Window win(other, n);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    QVERIFY(win.d.stepTo(3));
    const std::uint64_t generation = win.w.solver()->generation();
    QVERIFY(win.d.trigger("puzzleModeAction"));
    for (int r = 0; r < n; ++r)
        if (given[r] >= 0) win.click(r, given[r]);
    QCOMPARE(win.cr().puzzle()->board(), given);

    PuzzlePanel* panel = win.cr().puzzlePanel();
    auto* combo = panel->findChild<QComboBox*>(QStringLiteral("puzzleAlgorithmCombo"));
    auto* start = panel->findChild<QPushButton*>(QStringLiteral("puzzleStartButton"));
    QVERIFY(combo != nullptr && start != nullptr);
    combo->setCurrentIndex(combo->findData(static_cast<int>(algorithm)));
    QCOMPARE(panel->algorithm(), algorithm);
    QVERIFY(start->isVisible() && start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton);

    QVERIFY(!win.cr().showsPuzzle());
    QVERIFY(!win.action("puzzleModeAction")->isChecked());
    const std::uint64_t newRun = win.w.solver()->generation();  // stop() and start() count
    QVERIFY(newRun > generation);
    QCOMPARE(win.board()->state(), &win.pb().state());
    QCOMPARE(win.d.n(), n);
    auto* problemCombo = win.w.findChild<QComboBox*>(QStringLiteral("algorithmCombo"));
    QCOMPARE(problemCombo->currentData().toInt(), static_cast<int>(algorithm));

    QVERIFY(win.d.trigger("runToEndAction"));
    QTRY_VERIFY_WITH_TIMEOUT(win.pb().atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(win.w.solver()->generation(), newRun);  // still the same run
    // The boards of the run's Solution events, replayed here from the recorded events.
    queens::BoardState replay(n);
    std::vector<Board> found;
    for (std::uint64_t i = 0; i < win.pb().recorded(); ++i) {
        const queens::StepEvent* e = win.pb().timeline().event(i);
        QVERIFY(e != nullptr);
        replay.apply(*e);
        if (e->kind == EventKind::Solution) found.push_back(replay.placement());
    }
    for (const Board& s : found) {
        QVERIFY(ReplayOracle::isSolution(s));
        QVERIFY(extends(s, given));
    }
    QCOMPARE(found.size(), truth.size());
    QCOMPARE(std::set<Board>(found.begin(), found.end()), truth);
    QCOMPARE(win.pb().state().stats().solutions, std::uint64_t(truth.size()));
}

// Symmetric search cannot start from given queens: a message, puzzle mode stays, no new run.
void TestClassroomRuns::symmetricIsRefused() {
    Window win(Algorithm::Backtracking, 6);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    QVERIFY(win.d.stepTo(3));
    const std::uint64_t generation = win.w.solver()->generation();
    QVERIFY(win.d.trigger("puzzleModeAction"));
    win.click(0, 1);
    win.click(2, 0);
    QCOMPARE(win.cr().puzzle()->board(), (Board{1, -1, 0, -1, -1, -1}));
    PuzzlePanel* panel = win.cr().puzzlePanel();
    auto* combo = panel->findChild<QComboBox*>(QStringLiteral("puzzleAlgorithmCombo"));
    combo->setCurrentIndex(combo->findData(static_cast<int>(Algorithm::Symmetric)));
    QCOMPARE(panel->algorithm(), Algorithm::Symmetric);
    QSignalSpy requested(&win.cr(), &ClassroomController::startSearchRequested);
    QTest::mouseClick(panel->findChild<QPushButton*>(QStringLiteral("puzzleStartButton")),
                      Qt::LeftButton);
    QCOMPARE(requested.count(), 0);
    QCOMPARE(win.w.solver()->generation(), generation);
    QCOMPARE(win.pb().cursor(), 3u);
    QVERIFY(win.cr().showsPuzzle());
    QCOMPARE(win.board()->state(), &win.cr().puzzle()->state());
    const QString said = win.d.statusMessage();
    QVERIFY(said.contains(QStringLiteral("cannot start")));
    QCOMPARE(panel->statusText(), said);
}

QTEST_MAIN(TestClassroomRuns)
#include "test_classroom_runs.moc"
