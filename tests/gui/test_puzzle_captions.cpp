// GUI test: puzzle mode entered in the middle of a run owns the sentence under the board and the
// pseudo-code highlight. The window's caption speaks of the puzzle (its introduction, the result
// of a move, a hint, a check), never of the run's step; no pseudo-code line is lit while the
// puzzle is shown; leaving puzzle mode gives the run's caption and highlight back.
//
// Independent truth
// - Which hints are right: the brute-force solution list (SolutionOracle, via ClassroomFixtures):
//   the hinted square is empty, and the board with the hinted queen still extends to a
//   solution; following the hints alone ends on a solution of that list.
// - The run's caption and highlight to restore: what the window showed before puzzle mode.
// - The squares a sentence names: parsed from its text ("row R, column C"); the Chinese
//   sentence: the translation file's text for that message.
#include <QAction>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <optional>

#include "BoardWidget.h"
#include "CaptionLabel.h"
#include "ClassroomController.h"
#include "ClassroomFixtures.h"
#include "MainWindow.h"
#include "MainWindowDriver.h"
#include "PlaybackController.h"
#include "PseudocodeView.h"
#include "PuzzleController.h"
#include "TestProblems.h"
#include "TranslationLoader.h"

using queens::Algorithm;
using queens::EventKind;
using namespace classroomtest;

namespace {

// The first "row R, column C" a sentence names, as QPoint(col, row).
std::optional<QPoint> namedSquare(const QString& text) {
    static const QRegularExpression re(QStringLiteral(R"(row (\d+), column (\d+))"));
    const auto m = re.match(text);
    if (!m.hasMatch()) return std::nullopt;
    return QPoint(m.captured(2).toInt(), m.captured(1).toInt());
}

bool hasMark(const BoardWidget* board, int row, int col, CellMark::Kind kind) {
    for (const CellMark& m : board->cellMarks())
        if (m.row == row && m.col == col && m.kind == kind) return true;
    return false;
}

}  // namespace

class TestPuzzleCaptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void puzzleEnteredAtABacktrackOwnsCaptionAndHighlight();
    void hintsFollowedToTheEndSolveThePuzzle();
};

void TestPuzzleCaptions::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QueensLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_puzzle_captions"));
}

void TestPuzzleCaptions::init() {
    QSettings().clear();
    TranslationLoader::installLanguage(QStringLiteral("en"));
}

// Ctrl+P at a backtrack step: the caption is the puzzle's, the run's pseudo-code line is dark;
// a queen taken off the puzzle's board is told as the puzzle's move, not as the search's
// backtrack; a language change keeps the puzzle's sentence; leaving restores the run's.
void TestPuzzleCaptions::puzzleEnteredAtABacktrackOwnsCaptionAndHighlight() {
    const int n = 6;
    Window win(Algorithm::Backtracking, n);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    auto* caption = win.w.findChild<CaptionLabel*>(QStringLiteral("eventCaption"));
    auto* code = win.w.findChild<PseudocodeView*>();
    QVERIFY(caption != nullptr && code != nullptr);

    // Step to the run's first backtrack (a Remove event).
    const PlaybackController& pb = win.pb();
    for (std::uint64_t k = 1; k < 500; ++k) {
        QVERIFY(win.d.stepTo(k));
        if (pb.currentEvent() != nullptr && pb.currentEvent()->kind == EventKind::Remove) break;
    }
    QVERIFY(pb.currentEvent() != nullptr && pb.currentEvent()->kind == EventKind::Remove);
    const int runLine = pb.currentEvent()->line;
    QVERIFY(runLine >= 0);
    QCOMPARE(code->currentLine(), runLine);
    const QString runCaption = caption->text();
    QVERIFY(!runCaption.isEmpty());

    QVERIFY(win.d.trigger("puzzleModeAction"));
    PuzzleController* puzzle = win.cr().puzzle();
    QVERIFY(puzzle->isActive());
    QCOMPARE(code->currentLine(), -1);
    QCOMPARE(caption->text(), puzzle->caption());
    QVERIFY2(caption->text().startsWith(QStringLiteral("Puzzle on 6 x 6:")),
             qPrintable(caption->text()));

    // A move, then the same square again (the queen comes off): the puzzle's sentences.
    win.click(1, 3);
    QCOMPARE(caption->text(), puzzle->caption());
    QCOMPARE(namedSquare(caption->text()), QPoint(3, 1));
    win.click(1, 3);
    QVERIFY(puzzle->lastEvent() != nullptr && puzzle->lastEvent()->kind == EventKind::Remove);
    QCOMPARE(caption->text(), puzzle->caption());
    QVERIFY2(caption->text().startsWith(QStringLiteral("Queen taken off")),
             qPrintable(caption->text()));
    QCOMPARE(code->currentLine(), -1);

    // A hint: its square is the board's suggestion mark, empty, and on a solution.
    win.click(0, 1);
    puzzle->hint();
    QCOMPARE(caption->text(), puzzle->caption());
    const auto hinted = namedSquare(caption->text());
    QVERIFY2(hinted.has_value(), qPrintable(caption->text()));
    QVERIFY(hasMark(win.board(), hinted->y(), hinted->x(), CellMark::Suggestion));
    Board given = puzzle->board();
    QCOMPARE(given[hinted->y()], -1);
    given[hinted->y()] = hinted->x();
    QVERIFY(!completions(given).empty());

    // A check speaks of the puzzle's two queens.
    const QString checked = puzzle->check();
    QCOMPARE(caption->text(), checked);
    QVERIFY(checked.startsWith(QStringLiteral("Not a solution yet")));

    // A language change writes the puzzle's sentence again, in the new language (the
    // translation of the check's sentence, with its numbers), never the run's step.
    QCOMPARE(TranslationLoader::installLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QTRY_VERIFY(caption->text() != checked);
    QCOMPARE(caption->text(), puzzle->caption());
    QVERIFY2(caption->text().startsWith(QStringLiteral("还不是解")), qPrintable(caption->text()));
    QVERIFY(caption->text().contains(QStringLiteral("%1 个皇后中只放置了 1 个").arg(n)));
    QCOMPARE(code->currentLine(), -1);
    TranslationLoader::installLanguage(QStringLiteral("en"));  // no translator: English
    QTRY_COMPARE(caption->text(), checked);

    // Leaving: the run's caption and line as they were.
    QVERIFY(win.d.trigger("puzzleModeAction"));
    QCOMPARE(win.board()->state(), &pb.state());
    QCOMPARE(caption->text(), runCaption);
    QCOMPARE(code->currentLine(), runLine);
    // And the run goes on with its own sentences.
    QVERIFY(win.d.stepTo(pb.cursor() + 1));
    QCOMPARE(code->currentLine(), pb.currentEvent()->line);
    QVERIFY(caption->text() != checked);
}

// From a first queen on a square some solution keeps, hint after hint, each hint placed by a
// click: every hinted square is empty and keeps a solution reachable, and the board ends solved.
void TestPuzzleCaptions::hintsFollowedToTheEndSolveThePuzzle() {
    const int n = 8;
    Window win(Algorithm::Bitmask, n);
    QVERIFY(QTest::qWaitForWindowExposed(&win.w));
    QVERIFY(win.d.stepTo(20));
    QVERIFY(win.d.trigger("puzzleModeAction"));
    PuzzleController* puzzle = win.cr().puzzle();
    auto* caption = win.w.findChild<CaptionLabel*>(QStringLiteral("eventCaption"));
    win.click(2, 0);
    QVERIFY(!completions(puzzle->board()).empty());
    for (int k = 0; k < n && puzzle->state().queenCount() < n; ++k) {
        puzzle->hint();
        QCOMPARE(caption->text(), puzzle->caption());
        const auto hinted = namedSquare(caption->text());
        QVERIFY2(hinted.has_value(), qPrintable(caption->text()));
        Board next = puzzle->board();
        QCOMPARE(next[hinted->y()], -1);
        next[hinted->y()] = hinted->x();
        QVERIFY2(!completions(next).empty(), qPrintable(caption->text()));
        win.click(hinted->y(), hinted->x());
        QCOMPARE(puzzle->board(), next);
    }
    QVERIFY(queens::testing::bruteForceSolutions(n).count(puzzle->board()) == 1);
    QVERIFY2(caption->text().startsWith(QStringLiteral("Solved!")), qPrintable(caption->text()));
}

QTEST_MAIN(TestPuzzleCaptions)
#include "test_puzzle_captions.moc"
