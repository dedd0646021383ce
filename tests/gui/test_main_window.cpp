// GUI test of the walking skeleton: MainWindow driven through its widgets and QActions, checked
// against independent truth (a pairwise solution check and a replay of a fresh stepper).
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

#include "BoardWidget.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PseudocodeView.h"
#include "ReplayOracle.h"
#include "SolverController.h"
#include "SolverWorker.h"
#include "SpeedControl.h"
#include "StepperFactory.h"

using queens::Algorithm;
using queens::EventKind;

namespace {
constexpr int kSolveTimeoutMs = 60000;

queens::StepperOptions optionsFor(int n, bool all) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}
}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void firstSolutionThenStepBackAndForward();
    void shortcutsMoveTheCursor();
    void everyAlgorithmReachesASolution_data();
    void everyAlgorithmReachesASolution();
    void nIsLimitedByTheAlgorithm_data();
    void nIsLimitedByTheAlgorithm();
    void switchingAlgorithmMidRunStartsAFreshRun();
    void closingMidRunStopsTheWorker();
    void workerWaitsForPlayback();
    void speedScaleIsLogarithmic();
};

void TestMainWindow::firstSolutionThenStepBackAndForward() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    MainWindowDriver d(w);
    // Go through other settings first so that backtracking N = 8 is a real change of problem.
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setN(5);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(8);
    const PlaybackController& pb = d.playback();
    QCOMPARE(pb.state().n(), 8);
    QCOMPARE(pb.cursor(), 0u);

    QVERIFY(d.trigger("runToSolutionAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1, kSolveTimeoutMs);
    QVERIFY(!pb.isPlaying());  // stops on the solution
    QCOMPARE(pb.state().stats().solutions, 1u);

    const queens::BoardState* shown = w.board()->state();
    QVERIFY(shown != nullptr);
    QVERIFY(ReplayOracle::isSolution(shown->placement()));
    QCOMPARE(shown->stats().solutions, 1u);
    QVERIFY(w.board()->currentEvent().has_value());
    QCOMPARE(w.board()->currentEvent()->kind, EventKind::Solution);

    const std::uint64_t c = pb.cursor();
    const std::vector<int> solution = shown->placement();
    const auto options = optionsFor(8, true);
    // The fresh stepper's first solution is reached after exactly c events.
    const queens::BoardState atSolution = ReplayOracle::replay(Algorithm::Backtracking, options, c);
    QVERIFY(atSolution == pb.state());
    QVERIFY(c >= 5);

    for (int i = 0; i < 5; ++i) QVERIFY(d.trigger("stepBackAction"));
    QCOMPARE(pb.cursor(), c - 5);
    const queens::BoardState before = ReplayOracle::replay(Algorithm::Backtracking, options, c - 5);
    QVERIFY(before == pb.state());
    QVERIFY(*w.board()->state() == before);
    QCOMPARE(pb.state().stats().solutions, 0u);

    for (int i = 0; i < 5; ++i) QVERIFY(d.trigger("stepForwardAction"));
    QCOMPARE(pb.cursor(), c);
    QVERIFY(ReplayOracle::isSolution(w.board()->state()->placement()));
    QCOMPARE(w.board()->state()->placement(), solution);
    QCOMPARE(pb.state().stats().solutions, 1u);
}

void TestMainWindow::shortcutsMoveTheCursor() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setN(6);
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY(pb.recorded() >= 3);
    auto* board = w.findChild<BoardWidget*>(QStringLiteral("boardWidget"));
    QVERIFY(board != nullptr);
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(pb.cursor(), 2u);
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(pb.cursor(), 1u);
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(pb.cursor(), 0u);
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(pb.isPlaying());
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(!pb.isPlaying());
}

void TestMainWindow::everyAlgorithmReachesASolution_data() {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : queens::kAllAlgorithms)
        QTest::newRow(queens::algorithmName(a).data()) << static_cast<int>(a);
}

void TestMainWindow::everyAlgorithmReachesASolution() {
    QFETCH(int, algorithm);
    const auto a = static_cast<Algorithm>(algorithm);
    const auto options = optionsFor(6, true);
    const auto first = ReplayOracle::events(a, options, 1);
    if (first.size() == 1 && first.front().kind == EventKind::Done)
        QSKIP("this stepper is still a placeholder (it emits only Done)");

    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(a));
    d.setAllSolutions(true);
    d.setN(6);
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("runToSolutionAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.state().stats().solutions >= 1 || pb.atEnd(), kSolveTimeoutMs);
    QCOMPARE(pb.state().stats().solutions, 1u);
    // A mirrored solution event announces the mirror image, not the board shown.
    const auto* e = pb.currentEvent();
    QVERIFY(e != nullptr && e->kind == EventKind::Solution);
    if (e->reason == static_cast<std::uint8_t>(queens::SolutionKind::Found))
        QVERIFY(ReplayOracle::isSolution(pb.state().placement()));
    QVERIFY(ReplayOracle::replay(a, options, pb.cursor()) == pb.state());
}

void TestMainWindow::nIsLimitedByTheAlgorithm_data() {
    QTest::addColumn<int>("algorithm");
    for (Algorithm a : queens::kAllAlgorithms)
        QTest::newRow(queens::algorithmName(a).data()) << static_cast<int>(a);
}

void TestMainWindow::nIsLimitedByTheAlgorithm() {
    QFETCH(int, algorithm);
    const auto a = static_cast<Algorithm>(algorithm);
    const int max = queens::StepperFactory::maxN(a);
    MainWindow w;
    MainWindowDriver d(w);
    const bool canExceed = max < queens::StepperFactory::maxN(Algorithm::MinConflicts);
    if (canExceed) {
        // From an algorithm that accepts a larger N, with N above a's limit.
        QVERIFY(d.selectAlgorithm(Algorithm::MinConflicts));
        d.setN(max + 5);
        QCOMPARE(d.n(), max + 5);
    }
    QVERIFY(d.selectAlgorithm(a));
    QCOMPARE(d.nMaximum(), max);
    if (canExceed) {
        QCOMPARE(d.n(), max);  // clamped, and the status bar says why
        QVERIFY(d.statusMessage().contains(QString::number(max)));
    }
    QCOMPARE(d.playback().state().n(), d.n());  // the run that started is a possible one
}

void TestMainWindow::switchingAlgorithmMidRunStartsAFreshRun() {
    MainWindow w;
    w.show();
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(10);
    d.setSpeedPosition(d.speedMaximum());
    const PlaybackController& pb = d.playback();
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 2000, kSolveTimeoutMs);
    QVERIFY(w.solver()->isRunning());
    const std::uint64_t generation = w.solver()->generation();

    // Several changes in a row, while the worker produces and playback plays.
    QVERIFY(d.selectAlgorithm(Algorithm::Symmetric));
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setN(9);
    QVERIFY(w.solver()->generation() > generation);
    QVERIFY(w.solver()->isRunning());
    QCOMPARE(pb.state().n(), 9);
    QCOMPARE(static_cast<std::size_t>(w.pseudocode()->count()),
             queens::StepperFactory::pseudocode(Algorithm::Bitmask).size());

    // What arrives is exactly the fresh bitmask run: nothing of the earlier runs slipped in.
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= 5000 || pb.runFinished(), kSolveTimeoutMs);
    const std::uint64_t count = std::min<std::uint64_t>(pb.recorded(), 20000);
    const auto expected = ReplayOracle::events(Algorithm::Bitmask, optionsFor(9, true), count);
    QCOMPARE(expected.size(), static_cast<std::size_t>(count));
    for (std::uint64_t i = 0; i < count; ++i) {
        const queens::StepEvent* e = pb.timeline().event(i);
        QVERIFY(e != nullptr);
        QVERIFY2(*e == expected[i], qPrintable(QStringLiteral("event %1 differs").arg(i)));
    }
    // Playback goes on with the new run, and its state is sound.
    const std::uint64_t c0 = pb.cursor();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > c0 || pb.atEnd(), kSolveTimeoutMs);
    QVERIFY(pb.state().consistent());
}

void TestMainWindow::closingMidRunStopsTheWorker() {
    QPointer<MainWindow> w = new MainWindow;
    w->show();
    MainWindowDriver d(*w);
    QVERIFY(d.selectAlgorithm(Algorithm::Backtracking));
    d.setAllSolutions(true);
    d.setN(14);  // millions of events: the run is far from over when the window closes
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    const PlaybackController& pb = d.playback();
    QTRY_VERIFY_WITH_TIMEOUT(pb.cursor() > 10000, kSolveTimeoutMs);
    QVERIFY(!pb.runFinished());
    const SolverController* solver = w->solver();
    QVERIFY(solver->isRunning());

    QVERIFY(w->close());
    QVERIFY(!solver->isRunning());
    QVERIFY(!pb.isPlaying());
    delete w;  // joins nothing more: the worker thread is already gone
    QVERIFY(w.isNull());
}

void TestMainWindow::workerWaitsForPlayback() {
    MainWindow w;
    MainWindowDriver d(w);
    QVERIFY(d.selectAlgorithm(Algorithm::Bitmask));
    d.setAllSolutions(true);
    d.setN(16);  // hundreds of millions of events
    const PlaybackController& pb = d.playback();
    const std::uint64_t lead = pb.maxWorkerLead();
    QVERIFY(lead > 0);
    // Paused at step 0: the worker runs `lead` events ahead, then waits.
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= lead, kSolveTimeoutMs);
    QTest::qWait(300);
    QVERIFY(pb.recorded() < lead + SolverWorker::kMaxSliceEvents);
    QVERIFY(!pb.runFinished());
    QCOMPARE(pb.cursor(), 0u);
    // Playback moves the cursor: the worker resumes.
    d.setSpeedPosition(d.speedMaximum());
    QVERIFY(d.trigger("playPauseAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() >= lead + 2 * SolverWorker::kMaxSliceEvents,
                             kSolveTimeoutMs);
    QVERIFY(pb.cursor() > 0);
}

void TestMainWindow::speedScaleIsLogarithmic() {
    QCOMPARE(SpeedControl::speedAt(0), 1.0);
    QCOMPARE(SpeedControl::speedAt(SpeedControl::kMaxPosition - 1), 1e6);
    QVERIFY(std::isinf(SpeedControl::speedAt(SpeedControl::kMaxPosition)));
    for (int p = 1; p < SpeedControl::kMaxPosition; ++p) {
        QVERIFY(SpeedControl::speedAt(p) > SpeedControl::speedAt(p - 1));
        // Each decade takes the same number of positions.
        if (p >= 3) QCOMPARE(SpeedControl::speedAt(p), 10 * SpeedControl::speedAt(p - 3));
    }
}

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
