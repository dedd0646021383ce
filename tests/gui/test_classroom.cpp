// GUI test of the classroom features as the main window wires them (ClassroomController): the
// Classroom menu's actions and shortcuts, puzzle mode on the window's own board (clicks, keys
// that must beat the playback shortcuts), the search tree following the cursor and seeking it,
// the compare window, and closing the window in puzzle mode. "Start search from here":
// test_classroom_runs.cpp; shared helpers: ClassroomFixtures.h.
//
// Independent truth
// - The attacked squares of a puzzle: a pair-by-pair check of the puzzle's board.
// - Where a click lands: the centre of a square computed from BoardWidget::boardRect(), the
//   centre of a tree node from SearchTreeView::nodeCenter().
// - Tree size: the number of Try events recorded, and the playback state's stats().nodes.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <vector>

#include "BoardWidget.h"
#include "ClassroomController.h"
#include "ClassroomFixtures.h"
#include "ComparePane.h"
#include "CompareWindow.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PredictionQuiz.h"
#include "PuzzleController.h"
#include "SearchTreeView.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;
using namespace classroomtest;

Q_DECLARE_METATYPE(Algorithm)

class TestClassroom : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void menuActionsAndExclusion();
    void puzzleModeOwnsTheBoard();
    void searchTreeFollowsAndSeeks();
    void compareOpensOnTheWindowsProblem_data();
    void compareOpensOnTheWindowsProblem();
    void closingInPuzzleModeDoesNotCrash();
};

void TestClassroom::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_classroom"));
}

void TestClassroom::init() {
    QSettings().clear();
}

// The actions exist with their shortcuts and sit in the Classroom menu; puzzle mode and predict
// turn each other off, by trigger and by shortcut.
void TestClassroom::menuActionsAndExclusion() {
    Window win(Algorithm::Backtracking, 6);
    QVERIFY(QTest::qWaitForWindowActive(&win.w));
    auto* menu = win.w.findChild<QMenu*>(QStringLiteral("classroomMenu"));
    QVERIFY(menu != nullptr);
    const std::pair<const char*, QKeySequence> expected[] = {
        {"puzzleModeAction", QKeySequence(Qt::CTRL | Qt::Key_P)},
        {"predictAction", QKeySequence(Qt::CTRL | Qt::Key_K)},
        {"compareAction", QKeySequence(Qt::CTRL | Qt::Key_M)},
        {"presenterModeAction", QKeySequence(Qt::Key_F5)}};
    for (const auto& [name, key] : expected) {
        QAction* a = win.action(name);
        QVERIFY2(a != nullptr, name);
        QCOMPARE(a->shortcut(), key);
        QVERIFY2(menu->actions().contains(a), name);
        QVERIFY2(!a->text().isEmpty(), name);
    }
    QAction* puzzle = win.action("puzzleModeAction");
    QAction* predict = win.action("predictAction");
    QVERIFY(puzzle->isCheckable() && predict->isCheckable());
    QVERIFY(!puzzle->isChecked() && !predict->isChecked());

    QVERIFY(win.d.trigger("puzzleModeAction"));
    QVERIFY(puzzle->isChecked() && win.cr().showsPuzzle());
    QVERIFY(win.d.trigger("predictAction"));
    QVERIFY(predict->isChecked() && win.cr().quiz()->isActive());
    QVERIFY(!puzzle->isChecked() && !win.cr().showsPuzzle());
    QCOMPARE(win.board()->state(), &win.pb().state());  // the run again
    QVERIFY(win.d.trigger("puzzleModeAction"));
    QVERIFY(puzzle->isChecked() && win.cr().showsPuzzle());
    QVERIFY(!predict->isChecked() && !win.cr().quiz()->isActive());

    // The same through the keyboard.
    QTest::keyClick(&win.w, Qt::Key_K, Qt::ControlModifier);
    QVERIFY(predict->isChecked() && !puzzle->isChecked() && !win.cr().showsPuzzle());
    QTest::keyClick(&win.w, Qt::Key_P, Qt::ControlModifier);
    QVERIFY(puzzle->isChecked() && !predict->isChecked() && win.cr().showsPuzzle());
    QTest::keyClick(&win.w, Qt::Key_P, Qt::ControlModifier);
    QVERIFY(!puzzle->isChecked() && !win.cr().showsPuzzle());
    QCOMPARE(win.board()->state(), &win.pb().state());
}

// In puzzle mode the window's board shows the puzzle, also after the playback moved; clicks and
// keys edit the puzzle, and the keys do not reach the playback shortcuts.
void TestClassroom::puzzleModeOwnsTheBoard() {
    const int n = 6;
    Window win(Algorithm::Backtracking, n);
    QVERIFY(QTest::qWaitForWindowActive(&win.w));
    const PlaybackController& pb = win.pb();
    QVERIFY(win.d.stepTo(2));
    // Control: with puzzle mode off, Right on the board is the playback's step.
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() > 3, TestProblems::kSolveTimeoutMs);
    QTest::keyClick(win.board(), Qt::Key_Right);
    QCOMPARE(pb.cursor(), 3u);

    QVERIFY(win.d.trigger("puzzleModeAction"));
    PuzzleController* puzzle = win.cr().puzzle();
    QVERIFY(puzzle->isActive());
    QCOMPARE(puzzle->n(), n);
    QCOMPARE(win.board()->state(), &puzzle->state());
    QVERIFY(win.board()->isInteractive());
    QVERIFY(!pb.isPlaying());
    // The playback moves (a step, a batch): the board still shows the puzzle.
    QVERIFY(win.d.stepTo(5));
    QCOMPARE(win.board()->state(), &puzzle->state());
    QCOMPARE(win.board()->state()->queenCount(), 0);

    win.click(0, 1);
    win.click(2, 4);
    QCOMPARE(puzzle->board(), (Board{1, -1, 4, -1, -1, -1}));
    QCOMPARE(win.board()->state()->placement(), puzzle->board());
    win.click(2, 5);  // moves row 2's queen
    QCOMPARE(puzzle->board(), (Board{1, -1, 5, -1, -1, -1}));
    QCOMPARE(puzzle->focusCell(), QPoint(5, 2));

    // Keys on the board: the puzzle's cursor and toggle, never the playback.
    const std::uint64_t cursor = pb.cursor();
    QTest::keyClick(win.board(), Qt::Key_Down);
    QTest::keyClick(win.board(), Qt::Key_Left);
    QTest::keyClick(win.board(), Qt::Key_Left);
    QTest::keyClick(win.board(), Qt::Key_Left);
    QCOMPARE(puzzle->focusCell(), QPoint(2, 3));
    QTest::keyClick(win.board(), Qt::Key_Space);
    QCOMPARE(puzzle->board(), (Board{1, -1, 5, 2, -1, -1}));
    QTest::keyClick(win.board(), Qt::Key_Right);
    QCOMPARE(puzzle->focusCell(), QPoint(3, 3));
    QCOMPARE(pb.cursor(), cursor);
    QVERIFY(!pb.isPlaying());
    // The board's attacked squares are the puzzle's (pairwise truth), not the run's.
    const Board b = puzzle->board();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            bool truth = false;
            for (int q = 0; q < n; ++q)
                if (q != r && b[q] >= 0 && b[r] != c && attack(q, b[q], r, c)) truth = true;
            QCOMPARE(win.board()->attacked(r, c), truth);
        }

    // Off again: the board shows the run at the cursor.
    QVERIFY(win.d.trigger("puzzleModeAction"));
    QCOMPARE(win.board()->state(), &pb.state());
    QVERIFY(!win.board()->isInteractive());
    QTRY_VERIFY_WITH_TIMEOUT(pb.recorded() > cursor, TestProblems::kSolveTimeoutMs);
    QTest::keyClick(win.board(), Qt::Key_Right);
    QCOMPARE(pb.cursor(), cursor + 1);
}

// The tree dock follows the playback cursor; a click on a node seeks the playback to the node's
// Try; at the end of the run the tree has one node per Try.
void TestClassroom::searchTreeFollowsAndSeeks() {
    Window win(Algorithm::Backtracking, 5);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    auto* dock = win.w.findChild<QDockWidget*>(QStringLiteral("searchTreeDock"));
    QVERIFY(dock != nullptr);
    QVERIFY(!dock->isVisible());
    dock->show();
    win.w.resizeDocks({dock}, {420}, Qt::Vertical);
    QTRY_VERIFY(dock->isVisible());
    SearchTreeView* tree = win.cr().tree();
    QVERIFY(tree->showsTree());
    const PlaybackController& pb = win.pb();
    for (std::uint64_t k : {1u, 4u, 9u, 30u}) {
        QVERIFY(win.d.stepTo(k));
        QCOMPARE(tree->cursor(), quint64(pb.cursor()));
    }
    QVERIFY(win.d.trigger("stepBackAction"));
    QCOMPARE(pb.cursor(), 29u);
    QCOMPARE(tree->cursor(), quint64(29));

    QVERIFY(win.d.trigger("runToEndAction"));
    QTRY_VERIFY_WITH_TIMEOUT(pb.atEnd(), TestProblems::kSolveTimeoutMs);
    QCOMPARE(tree->cursor(), quint64(pb.cursor()));
    std::uint64_t tries = 0;
    for (std::uint64_t i = 0; i < pb.recorded(); ++i) {
        QVERIFY(pb.timeline().event(i) != nullptr);
        if (pb.timeline().event(i)->kind == EventKind::Try) ++tries;
    }
    QCOMPARE(std::uint64_t(tree->tree().nodeCount()), pb.state().stats().nodes);
    QCOMPARE(std::uint64_t(tree->tree().nodeCount()), tries);

    QTRY_VERIFY(tree->width() > 200 && tree->height() > 150);
    QSignalSpy seek(tree, &SearchTreeView::seekRequested);
    int clicked = 0;
    const int count = static_cast<int>(tree->tree().size());
    for (int id = count - 1; id >= 1 && clicked < 6; id -= 7) {
        const QPoint at = tree->nodeCenter(id).toPoint();
        if (!tree->isNodeVisible(id) || tree->nodeAt(at) != id) continue;
        seek.clear();
        QTest::mouseClick(tree, Qt::LeftButton, {}, at);
        QCOMPARE(seek.count(), 1);
        const auto target = seek.at(0).at(0).value<quint64>();
        QCOMPARE(pb.cursor(), std::uint64_t(target));
        QCOMPARE(tree->cursor(), target);
        QCOMPARE(target, quint64(tree->tree().node(id).tryIndex + 1));
        QCOMPARE(pb.timeline().event(target - 1)->kind, EventKind::Try);
        ++clicked;
    }
    QVERIFY2(clicked >= 3, qPrintable(QStringLiteral("clicked %1 nodes").arg(clicked)));
}

void TestClassroom::compareOpensOnTheWindowsProblem_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::newRow("bitmask 7") << Algorithm::Bitmask << 7;
    QTest::newRow("dfs 5") << Algorithm::Dfs << 5;
}

void TestClassroom::compareOpensOnTheWindowsProblem() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    Window win(algorithm, n);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    QVERIFY(win.cr().compareWindow() == nullptr || !win.cr().compareWindow()->isVisible());
    QVERIFY(win.d.trigger("compareAction"));
    CompareWindow* cw = win.w.findChild<CompareWindow*>(QStringLiteral("compareWindow"));
    QVERIFY(cw != nullptr);
    QCOMPARE(cw, win.cr().compareWindow());
    QVERIFY(cw->isVisible());
    QCOMPARE(cw->n(), n);
    QCOMPARE(cw->left()->algorithm(), algorithm);
    // A new problem in the window: an open compare window keeps what it shows (the user may
    // have chosen its runs); once closed, compare opens on the window's problem again.
    win.d.setN(n - 1);
    QVERIFY(win.d.trigger("compareAction"));
    QCOMPARE(win.cr().compareWindow(), cw);
    QCOMPARE(cw->n(), n);
    cw->close();
    QVERIFY(win.d.trigger("compareAction"));
    QCOMPARE(win.cr().compareWindow(), cw);
    QVERIFY(cw->isVisible());
    QCOMPARE(cw->n(), n - 1);
    QCOMPARE(cw->left()->algorithm(), algorithm);
}

// Closing and destroying the window while puzzle mode is on (and, once, with the compare window
// open) must not touch anything already gone.
void TestClassroom::closingInPuzzleModeDoesNotCrash() {
    for (int variant = 0; variant < 3; ++variant) {
        auto* w = new MainWindow;
        QPointer<MainWindow> alive(w);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        MainWindowDriver d(*w);
        d.setN(6);
        QVERIFY(d.trigger("puzzleModeAction"));
        w->classroom()->puzzle()->toggle(1, 3);
        QVERIFY(w->classroom()->showsPuzzle());
        if (variant == 2) QVERIFY(d.trigger("compareAction"));
        if (variant >= 1) {
            QVERIFY(w->close());
            QVERIFY(!w->isVisible());
            QCoreApplication::processEvents();
        }
        delete w;
        QVERIFY(alive.isNull());
        QCoreApplication::processEvents();
    }
}

QTEST_MAIN(TestClassroom)
#include "test_classroom.moc"
