// GUI test of the main window's export menu and the solutions browser's "Show in board":
// the File actions exist and are wired, the board the export dialogs receive is the board at the
// cursor, the steps gathered for an animation equal a fresh replay of the stepper (ReplayOracle)
// and leave the user's place in the run unchanged, and a position shown from the browser is on
// the board exactly, with its queens placed one step at a time.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include "AnimationExportDialog.h"
#include "BoardImageRenderer.h"
#include "BoardWidget.h"
#include "ExportController.h"
#include "HandoutDialog.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "ReplayOracle.h"
#include "SolutionsBrowser.h"
#include "SolutionsBrowserHost.h"
#include "SolverController.h"
#include "TestProblems.h"

using queens::Algorithm;
using queens::EventKind;

namespace {

struct Window {
    MainWindow w;
    MainWindowDriver d{w};
    Window(Algorithm a, int n) {
        w.resize(1400, 900);
        w.show();
        d.selectAlgorithm(a);
        d.setAllSolutions(true);
        d.setN(n);
    }
    const PlaybackController& pb() const { return d.playback(); }
};

}  // namespace

class TestExportMenu : public QObject {
    Q_OBJECT

private slots:
    void fileMenuHasTheExportActions();
    void currentBoardIsTheBoardAtTheCursor();
    void copyImagePutsTheRenderedBoardOnTheClipboard();
    void gatheredStepsEqualAReplay();
    void gatherRefusesARangeOutsideTheRun();
    void showInBoardLoadsThePosition();
    void showInBoardRefusesABadPlacement();
    void browserHandoutOpensTheHandoutDialog();
};

void TestExportMenu::fileMenuHasTheExportActions() {
    Window win(Algorithm::Backtracking, 6);
    for (const char* name : {"exportImageAction", "copyImageAction", "exportAnimationAction",
                             "exportHandoutAction", "solutionsBrowserAction"}) {
        auto* a = win.w.findChild<QAction*>(QLatin1String(name));
        QVERIFY2(a != nullptr, name);
        QVERIFY2(!a->text().isEmpty(), name);
        QVERIFY2(!a->associatedObjects().isEmpty(), name);  // in a menu
    }
    QCOMPARE(win.w.findChild<QAction*>(QStringLiteral("exportImageAction"))->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+E")));
}

void TestExportMenu::currentBoardIsTheBoardAtTheCursor() {
    Window win(Algorithm::Backtracking, 6);
    const auto options = TestProblems::options(6, true);
    for (std::uint64_t k : {0u, 1u, 7u, 30u}) {
        QVERIFY(win.d.stepTo(k));
        const BoardImageOptions o = win.w.exports()->currentBoard();
        const queens::BoardState truth = ReplayOracle::replay(Algorithm::Backtracking, options, k);
        QCOMPARE(o.n, 6);
        QCOMPARE(o.placement, truth.placement());
        QVERIFY(BoardImageRenderer::validate(o).isEmpty());
    }
}

void TestExportMenu::copyImagePutsTheRenderedBoardOnTheClipboard() {
    Window win(Algorithm::Bitmask, 5);
    QVERIFY(win.d.stepTo(12));
    QVERIFY(win.d.trigger("copyImageAction"));
    const QImage copied = QGuiApplication::clipboard()->image();
    const QImage expected = BoardImageRenderer::render(win.w.exports()->currentBoard());
    QCOMPARE(copied.size(), expected.size());
    QCOMPARE(copied.convertToFormat(QImage::Format_ARGB32),
             expected.convertToFormat(QImage::Format_ARGB32));
}

// Steps 5..24 of backtracking N = 5: the start board is the replay after 4 events, the events
// are the stepper's events 4..23, and playback is back where it was, paused.
void TestExportMenu::gatheredStepsEqualAReplay() {
    Window win(Algorithm::Backtracking, 5);
    const auto options = TestProblems::options(5, true);
    QVERIFY(win.d.stepTo(40));
    const AnimationInput in = win.w.exports()->gatherSteps(5, 24);
    QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
    QCOMPARE(in.start, ReplayOracle::replay(Algorithm::Backtracking, options, 4));
    const auto truth = ReplayOracle::events(Algorithm::Backtracking, options, 24);
    QCOMPARE(in.events.size(), std::size_t{20});
    for (std::size_t i = 0; i < 20; ++i) QCOMPARE(in.events[i], truth[i + 4]);
    QCOMPARE(win.pb().cursor(), std::uint64_t{40});
    QVERIFY(!win.pb().isPlaying());
    QCOMPARE(win.w.board()->state()->placement(),
             ReplayOracle::replay(Algorithm::Backtracking, options, 40).placement());
}

void TestExportMenu::gatherRefusesARangeOutsideTheRun() {
    Window win(Algorithm::Backtracking, 4);
    QVERIFY(win.d.stepTo(3));
    QVERIFY(QTest::qWaitFor([&] { return win.pb().runFinished(); }, TestProblems::kSolveTimeoutMs));
    const std::uint64_t size = win.pb().recorded();
    QVERIFY(!win.w.exports()->gatherSteps(0, 3).error.isEmpty());
    QVERIFY(!win.w.exports()->gatherSteps(5, 4).error.isEmpty());
    QVERIFY(!win.w.exports()->gatherSteps(1, size + 1).error.isEmpty());
    QCOMPARE(win.pb().cursor(), std::uint64_t{3});
}

// The browser's Show in board: the board holds the position, the problem panel says
// backtracking N, the run is that position's placements plus its Solution, and stepping back
// takes the queens off one by one (bottom row first).
void TestExportMenu::showInBoardLoadsThePosition() {
    Window win(Algorithm::MinConflicts, 30);
    win.d.trigger("solutionsBrowserAction");
    SolutionsBrowser* browser = win.w.browserHost()->browser();
    QVERIFY(browser != nullptr);
    QVERIFY(browser->isVisible());
    QVERIFY(!browser->testAttribute(Qt::WA_QuitOnClose));  // closing the main window quits
    const QList<int> solution{0, 4, 7, 5, 2, 6, 1, 3};
    QVERIFY(ReplayOracle::isSolution(std::vector<int>(solution.begin(), solution.end())));
    emit browser->showInBoardRequested(8, solution);
    QCOMPARE(win.d.n(), 8);
    QCOMPARE(win.pb().recorded(), std::uint64_t{10});  // 8 placements, Solution, Done
    QVERIFY(win.pb().runFinished());
    QCOMPARE(win.w.board()->state()->placement(),
             std::vector<int>(solution.begin(), solution.end()));
    QVERIFY(win.w.board()->state()->isSolution());
    QVERIFY(!win.w.solver()->isRunning());
    QVERIFY(win.d.trigger("stepBackAction"));  // before Done: still the solution
    QVERIFY(win.d.trigger("stepBackAction"));  // before Solution
    QVERIFY(win.d.trigger("stepBackAction"));  // before the last placement
    QCOMPARE(win.w.board()->state()->queenCount(), 7);
    QCOMPARE(win.w.board()->state()->queenAt(7), -1);
    QCOMPARE(win.w.board()->state()->queenAt(6), 1);
    // A new problem searches again.
    win.d.setN(6);
    QVERIFY(
        QTest::qWaitFor([&] { return win.pb().recorded() > 10; }, TestProblems::kSolveTimeoutMs));
    QCOMPARE(win.w.board()->state()->n(), 6);
}

void TestExportMenu::showInBoardRefusesABadPlacement() {
    Window win(Algorithm::Backtracking, 6);
    QVERIFY(win.d.stepTo(9));
    win.d.trigger("solutionsBrowserAction");
    SolutionsBrowser* browser = win.w.browserHost()->browser();
    QVERIFY(browser != nullptr);
    emit browser->showInBoardRequested(4, QList<int>{1, 3, 9, 2});  // column 9 on a 4x4 board
    QCOMPARE(win.pb().cursor(), std::uint64_t{9});                  // the run is kept
    QCOMPARE(win.d.n(), 6);
    QVERIFY(win.d.statusMessage().contains(QStringLiteral("Cannot show")));
}

// The browser's "Export handout…" (handoutRequested(n)) opens the main window's handout dialog
// with the browser's N, as the File menu's action does with the board's.
void TestExportMenu::browserHandoutOpensTheHandoutDialog() {
    Window win(Algorithm::Backtracking, 6);
    win.d.trigger("solutionsBrowserAction");
    SolutionsBrowser* browser = win.w.browserHost()->browser();
    QVERIFY(browser != nullptr);
    int shownN = -1;
    QTimer::singleShot(0, this, [&shownN] {
        auto* dialog = qobject_cast<HandoutDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) return;
        shownN = dialog->n();
        dialog->reject();
    });
    emit browser->handoutRequested(9);  // returns when the dialog has closed
    QCOMPARE(shownN, 9);
}

QTEST_MAIN(TestExportMenu)
#include "test_export_menu.moc"
