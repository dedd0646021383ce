// GUI test of the teaching views inside the real MainWindow: every control driven the
// way a user drives it (QAction triggers, keys, the scrubber), and what the views then show
// compared with the core at that step: a fresh stepper replayed into a BoardState
// (ReplayOracle), a pairwise solution check, and the test's own breakpoint predicates.
#include <QDockWidget>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <cstdlib>
#include <functional>

#include "BoardArea.h"
#include "BoardWidget.h"
#include "ChartsPanel.h"
#include "ConflictStripsView.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PseudocodeView.h"
#include "RegisterView.h"
#include "ReplayOracle.h"
#include "SearchListView.h"
#include "TestProblems.h"
#include "TimelineScrubber.h"

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {
constexpr queens::Register kRegisters[] = {queens::Register::Cols, queens::Register::Ld,
                                           queens::Register::Rd, queens::Register::Avail,
                                           queens::Register::Bit};

// Pairwise conflicts of the queen in `row` with every other queen (the test's own count).
int pairwiseConflicts(const std::vector<int>& p, int row) {
    const int c = p[std::size_t(row)];
    if (c < 0) return 0;
    int k = 0;
    for (int r = 0; r < int(p.size()); ++r) {
        const int d = p[std::size_t(r)];
        if (r == row || d < 0) continue;
        if (d == c || std::abs(d - c) == std::abs(r - row)) ++k;
    }
    return k;
}

int queensOn(const std::vector<int>& p) {
    int k = 0;
    for (int c : p) k += c >= 0 ? 1 : 0;
    return k;
}

// The test's own "collisions" (for every line with k > 1 queens, k - 1), counted from scratch.
long collisionsOf(const std::vector<int>& p) {
    const int n = int(p.size());
    std::vector<int> col(static_cast<std::size_t>(n), 0);
    std::vector<int> dia(static_cast<std::size_t>(2 * n), 0);
    std::vector<int> anti(static_cast<std::size_t>(2 * n), 0);
    for (int r = 0; r < n; ++r) {
        const int c = p[std::size_t(r)];
        if (c < 0) continue;
        ++col[std::size_t(c)];
        ++dia[std::size_t(r - c + n)];
        ++anti[std::size_t(r + c)];
    }
    long total = 0;
    for (const auto* v : {&col, &dia, &anti})
        for (int k : *v) total += k > 1 ? k - 1 : 0;
    return total;
}

struct Window {
    MainWindow w;
    MainWindowDriver d{w};
    Window(Algorithm a, int n, bool all) {
        w.resize(1400, 900);
        w.show();
        d.selectAlgorithm(a);
        d.setAllSolutions(all);
        d.setN(n);
    }
    const PlaybackController& pb() const { return d.playback(); }
    const BoardArea& area() const { return *w.boardArea(); }
    template <class T>
    T* child(const char* name) const {
        return w.findChild<T*>(QLatin1String(name));
    }
};
}  // namespace

class TestTeachingWindow : public QObject {
    Q_OBJECT

private slots:
    void bitmaskViewsFollowTheCursor();
    void stepBackEqualsScrubbing();
    void breakpointsStopAtTheRightEvent_data();
    void breakpointsStopAtTheRightEvent();
    void minConflictsStripsAndChart();
    void minConflictsVerdictsHighlightTheDecision();
    void graphSearchListsShowOpen();
    void keyboardDrivesPlayback();
    void viewsMatchTheAlgorithm();
    void viewMenuTogglesAttackedSquares();
};

// At several steps of bitmask N = 8: the board's placement, every register cell and the
// highlighted pseudo-code line equal a fresh replay of the stepper to that step.
void TestTeachingWindow::bitmaskViewsFollowTheCursor() {
    Window win(Algorithm::Bitmask, 8, true);
    const auto options = TestProblems::options(8, true);
    const auto events = ReplayOracle::events(Algorithm::Bitmask, options, 400);
    const RegisterView* regs = win.area().registers();
    QVERIFY(regs->isVisible());
    for (std::uint64_t k : {1u, 2u, 3u, 5u, 8u, 13u, 57u, 120u, 399u}) {
        QVERIFY(win.d.stepTo(k));
        const BoardState truth = ReplayOracle::replay(Algorithm::Bitmask, options, k);
        QCOMPARE(win.w.board()->state()->placement(), truth.placement());
        for (queens::Register r : kRegisters)
            for (int c = 0; c < 8; ++c)
                QCOMPARE(regs->bitShown(r, c), ((truth.reg(r) >> c) & 1u) != 0);
        QCOMPARE(win.w.pseudocode()->currentLine(), int(events[k - 1].line));
    }
}

// Stepping back k times lands on the same state as a scrubber seek to cursor - k, and both equal
// the replay.
void TestTeachingWindow::stepBackEqualsScrubbing() {
    Window win(Algorithm::Backtracking, 7, true);
    const auto options = TestProblems::options(7, true);
    QVERIFY(win.d.stepTo(300));
    for (int i = 0; i < 37; ++i) QVERIFY(win.d.trigger("stepBackAction"));
    QCOMPARE(win.pb().cursor(), 263u);
    const BoardState stepped = win.pb().state();
    QVERIFY(win.d.stepTo(300));
    auto* scrubber = win.child<TimelineScrubber>("timelineScrubber");
    QVERIFY(scrubber != nullptr);
    emit scrubber->seekRequested(263);
    QCOMPARE(win.pb().cursor(), 263u);
    QVERIFY(win.pb().state() == stepped);
    QVERIFY(stepped == ReplayOracle::replay(Algorithm::Backtracking, options, 263));
    QCOMPARE(win.w.board()->state()->placement(), stepped.placement());
}

void TestTeachingWindow::breakpointsStopAtTheRightEvent_data() {
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("start");
    const auto a = [](Algorithm x) { return static_cast<int>(x); };
    QTest::newRow("bitmask solution")
        << a(Algorithm::Bitmask) << 8 << "runToSolutionAction" << 0 << 10;
    QTest::newRow("bitmask backtrack")
        << a(Algorithm::Bitmask) << 8 << "runToBacktrackAction" << 0 << 50;
    QTest::newRow("bitmask depth 6") << a(Algorithm::Bitmask) << 8 << "runToDepthAction" << 6 << 0;
    QTest::newRow("backtracking depth 5")
        << a(Algorithm::Backtracking) << 8 << "runToDepthAction" << 5 << 30;
    QTest::newRow("symmetric backtrack")
        << a(Algorithm::Symmetric) << 8 << "runToBacktrackAction" << 0 << 0;
    QTest::newRow("dfs solution") << a(Algorithm::Dfs) << 6 << "runToSolutionAction" << 0 << 5;
    QTest::newRow("min-conflicts collisions <= 2")
        << a(Algorithm::MinConflicts) << 40 << "runToConflictsAction" << 2 << 0;
    QTest::newRow("min-conflicts solution")
        << a(Algorithm::MinConflicts) << 40 << "runToSolutionAction" << 0 << 3;
}

// The run-to actions stop right after the first event, at or after the cursor, that the test's
// own predicate (on a replay it keeps itself) says should stop.
void TestTeachingWindow::breakpointsStopAtTheRightEvent() {
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(QString, action);
    QFETCH(int, k);
    QFETCH(int, start);
    const auto alg = static_cast<Algorithm>(algorithm);
    Window win(alg, n, true);
    const auto options = TestProblems::options(n, true);
    if (action == QLatin1String("runToDepthAction")) win.child<QSpinBox>("depthSpin")->setValue(k);
    if (action == QLatin1String("runToConflictsAction"))
        win.child<QSpinBox>("conflictsSpin")->setValue(k);
    QVERIFY(win.d.stepTo(std::uint64_t(start)));

    // The expected stop, from the test's own replay and predicates.
    const auto events = ReplayOracle::events(alg, options, 5'000'000);
    std::vector<int> p(std::size_t(n), -1);
    std::uint64_t expected = 0;
    for (std::size_t i = 0; i < events.size() && expected == 0; ++i) {
        const StepEvent& e = events[i];
        if (e.kind == EventKind::Place) p[std::size_t(e.a)] = e.b;
        if (e.kind == EventKind::Remove) p[std::size_t(e.a)] = -1;
        if (e.kind == EventKind::Swap) std::swap(p[std::size_t(e.a)], p[std::size_t(e.b)]);
        if (i < std::size_t(start)) continue;
        bool hit = false;
        if (action == QLatin1String("runToSolutionAction")) hit = e.kind == EventKind::Solution;
        if (action == QLatin1String("runToBacktrackAction"))
            hit = e.kind == EventKind::Remove &&
                  e.reason == queens::reasonCode(queens::RemoveReason::Backtrack);
        if (action == QLatin1String("runToDepthAction"))
            hit = e.kind == EventKind::Place && queensOn(p) == k;
        if (action == QLatin1String("runToConflictsAction"))
            hit = (e.kind == EventKind::Place || e.kind == EventKind::Swap) && queensOn(p) == n &&
                  collisionsOf(p) <= k;
        if (hit) expected = i + 1;
    }
    QVERIFY2(expected > 0, "the test's scan found no stop: pick another row");

    QVERIFY(win.d.trigger(action.toLatin1().constData()));
    QTRY_VERIFY_WITH_TIMEOUT(!win.pb().isPlaying(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(win.pb().cursor(), expected);
    QVERIFY(win.pb().state() == ReplayOracle::replay(alg, options, expected));
    QCOMPARE(win.w.board()->state()->placement(), win.pb().state().placement());
}

// Min-conflicts N = 200 run to the end: the board is a solution, every conflict bar reads 0, and
// the chart's last collisions point is 0; one step back the bars equal pairwise counts again.
void TestTeachingWindow::minConflictsStripsAndChart() {
    Window win(Algorithm::MinConflicts, 200, false);
    const ConflictStripsView* strips = win.area().strips();
    QVERIFY(strips->isVisible());
    QVERIFY(!win.area().registers()->isVisible());
    QVERIFY(win.d.trigger("runToEndAction"));
    QTRY_VERIFY_WITH_TIMEOUT(win.pb().atEnd(), TestProblems::kSolveTimeoutMs);
    const std::vector<int> solved = win.pb().state().placement();
    QVERIFY(ReplayOracle::isSolution(solved));
    for (int r = 0; r < 200; ++r) QCOMPARE(strips->queenConflicts(r), 0);

    auto* charts = win.child<ChartsPanel>("chartsPanel");
    QVERIFY(charts != nullptr);
    QTRY_VERIFY(!charts->collisionPoints().empty());
    QCOMPARE(charts->collisionPoints().back().value, 0);

    // Back to the last swap and one before it: the bars follow.
    for (int i = 0; i < 3; ++i) QVERIFY(win.d.trigger("stepBackAction"));
    const std::vector<int> p = win.pb().state().placement();
    for (int r = 0; r < 200; ++r) QCOMPARE(strips->queenConflicts(r), pairwiseConflicts(p, r));
}

// Every accepted or rejected swap of min-conflicts N = 8 highlights the decision "if delta < 0",
// every swap the line that swaps: the row shown in the pseudo-code panel, read as a user reads it.
void TestTeachingWindow::minConflictsVerdictsHighlightTheDecision() {
    Window win(Algorithm::MinConflicts, 8, false);
    const auto options = TestProblems::options(8, false);
    const auto events = ReplayOracle::events(Algorithm::MinConflicts, options, 300);
    const PseudocodeView* code = win.w.pseudocode();
    int verdicts = 0, swaps = 0;
    for (std::uint64_t k = 1; k <= events.size(); ++k) {
        const StepEvent& e = events[k - 1];
        if (e.kind != EventKind::Evaluate && e.kind != EventKind::Swap) continue;
        QVERIFY(win.d.stepTo(k));
        const int line = code->currentLine();
        QVERIFY(line >= 0 && line < code->count());
        const QString shown = code->item(line)->text();
        if (e.kind == EventKind::Evaluate) {
            ++verdicts;
            QVERIFY2(shown.contains(QLatin1String("if delta < 0")), qPrintable(shown));
        } else {
            ++swaps;
            QVERIFY2(shown.contains(QLatin1String("swap(i, j)")) && !shown.contains("if "),
                     qPrintable(shown));
        }
    }
    QVERIFY(verdicts > 0);
    QVERIFY(swaps > 0);
}

// DFS: the OPEN/CLOSED dock is shown and its numbers are the state's.
void TestTeachingWindow::graphSearchListsShowOpen() {
    Window win(Algorithm::Dfs, 5, true);
    auto* dock = win.child<QDockWidget>("listsDock");
    QVERIFY(dock != nullptr);
    QVERIFY(!dock->isHidden());
    auto* lists = win.child<SearchListView>("searchListView");
    QVERIFY(win.d.stepTo(40));
    QTRY_VERIFY(lists->caughtUp());
    const auto& stats = win.pb().state().stats();
    QCOMPARE(lists->shownOpenSize(), std::uint64_t(stats.openSize));
    QCOMPARE(lists->shownClosedSize(), std::uint64_t(stats.closedSize));
    QCOMPARE(lists->shownFront().size(),
             std::min<std::size_t>(SearchListView::kFrontCount, std::size_t(stats.openSize)));
}

// The keys: Right/Left step, Shift+Right next solution, End run to end, Home reset,
// +/- speed.
void TestTeachingWindow::keyboardDrivesPlayback() {
    Window win(Algorithm::Bitmask, 6, true);
    QVERIFY(QTest::qWaitForWindowActive(&win.w));
    QWidget* board = const_cast<BoardWidget*>(win.w.board());
    board->setFocus();
    QTRY_VERIFY(win.pb().recorded() >= 3);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(win.pb().cursor(), 3u);
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(win.pb().cursor(), 2u);
    QTest::keyClick(board, Qt::Key_Right, Qt::ShiftModifier);
    QTRY_VERIFY(!win.pb().isPlaying());
    QVERIFY(ReplayOracle::isSolution(win.pb().state().placement()));
    QCOMPARE(win.pb().currentEvent()->kind, EventKind::Solution);
    QTest::keyClick(board, Qt::Key_End);
    QTRY_VERIFY_WITH_TIMEOUT(win.pb().atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(win.pb().state().stats().solutions, 4u);  // A000170: N = 6 has 4 solutions
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(win.pb().cursor(), 0u);
    auto* slider = win.child<QSlider>("speedSlider");
    const int before = slider->value();
    QTest::keyClick(board, Qt::Key_Minus);
    QCOMPARE(slider->value(), before - 1);
    QTest::keyClick(board, Qt::Key_Plus);
    QCOMPARE(slider->value(), before);
}

// Registers only for bitmask, strips only for min-conflicts, the lists dock only for dfs/bfs.
void TestTeachingWindow::viewsMatchTheAlgorithm() {
    Window win(Algorithm::Backtracking, 6, true);
    auto* lists = win.child<QDockWidget>("listsDock");
    const auto check = [&](Algorithm a, bool regs, bool strips, bool graph) {
        QVERIFY(win.d.selectAlgorithm(a));
        QTRY_COMPARE(win.area().registers()->isVisible(), regs);
        QCOMPARE(win.area().strips()->isVisible(), strips);
        QCOMPARE(!lists->isHidden(), graph);
    };
    check(Algorithm::Bitmask, true, false, false);
    check(Algorithm::MinConflicts, false, true, false);
    check(Algorithm::Bfs, false, false, true);
    check(Algorithm::Permutation, false, false, false);
}

// View > Show attacked squares switches the board's marks; the attacked set itself stays.
void TestTeachingWindow::viewMenuTogglesAttackedSquares() {
    Window win(Algorithm::Backtracking, 6, true);
    QVERIFY(win.d.stepTo(2));  // a queen in row 0: cells below it are attacked
    QVERIFY(win.w.board()->showsAttacks());
    QVERIFY(win.w.board()->attacked(1, win.pb().state().queenAt(0)));
    QVERIFY(win.d.trigger("showAttacksAction"));
    QVERIFY(!win.w.board()->showsAttacks());
    QVERIFY(win.w.board()->attacked(1, win.pb().state().queenAt(0)));
    QVERIFY(win.d.trigger("showAttacksAction"));
    QVERIFY(win.w.board()->showsAttacks());
}

QTEST_MAIN(TestTeachingWindow)
#include "test_teaching_window.moc"
