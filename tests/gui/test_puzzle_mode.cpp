// GUI test of puzzle mode: PuzzleController on a real BoardWidget, and PuzzlePanel.
//
// Independent truth
// - Attacks and conflicts: a pair-by-pair check of the placement written here (same column, or
//   |row difference| == |column difference|), never PuzzleAdvisor or BoardState's counters.
// - Solutions and completions: the brute-force solution list (SolutionOracle).
// - Where a click lands: the centre of a square computed from boardRect().
// The sentences are checked for their meaning: the squares they name (parsed from the text) are
// checked against the truth above.
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <cstdlib>
#include <tuple>
#include <vector>

#include "BoardState.h"
#include "BoardWidget.h"
#include "PuzzleAdvisor.h"
#include "PuzzleController.h"
#include "PuzzlePanel.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"

using queens::Algorithm;
using queens::BoardState;
using Board = std::vector<int>;
using Mark = BoardWidget::CellMark;

namespace {

bool attacks(int ra, int ca, int rb, int cb) {
    return ca == cb || std::abs(ca - cb) == std::abs(ra - rb);
}

bool attackedTruth(const Board& b, int row, int col) {
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        if (r != row && b[r] >= 0 && attacks(r, b[r], row, col)) return true;
    return false;
}

bool hasConflict(const Board& b) {
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        if (b[r] >= 0 && attackedTruth(b, r, b[r])) return true;
    return false;
}

bool extends(const Board& solution, const Board& b) {
    for (std::size_t r = 0; r < b.size(); ++r)
        if (b[r] >= 0 && solution[r] != b[r]) return false;
    return true;
}

// The (row, column) pairs a sentence names, in order: "(1, 2)" or "row 1, column 2".
std::vector<QPoint> namedSquares(const QString& text) {
    std::vector<QPoint> out;  // QPoint(col, row)
    static const QRegularExpression re(
        QStringLiteral(R"(\((\d+), (\d+)\)|row (\d+), column (\d+))"));
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1).isEmpty())
            out.emplace_back(m.captured(4).toInt(), m.captured(3).toInt());
        else
            out.emplace_back(m.captured(2).toInt(), m.captured(1).toInt());
    }
    return out;
}

struct Fixture {
    BoardWidget board;
    PuzzleController puzzle{&board};
    Fixture() {
        board.resize(480, 480);
        board.show();
    }
    QPoint centre(int row, int col) const {
        const QRectF b = board.boardRect();
        const qreal cell = b.width() / puzzle.n();
        return QPointF(b.left() + (col + 0.5) * cell, b.top() + (row + 0.5) * cell).toPoint();
    }
    void click(int row, int col) {
        QTest::mouseClick(&board, Qt::LeftButton, Qt::NoModifier, centre(row, col));
    }
    void setBoard(const Board& b) {
        puzzle.clear();
        for (int r = 0; r < static_cast<int>(b.size()); ++r)
            if (b[r] >= 0) puzzle.toggle(r, b[r]);
    }
    bool hasMark(int row, int col, Mark::Kind kind) const {
        for (const Mark& m : board.cellMarks())
            if (m.row == row && m.col == col && m.kind == kind) return true;
        return false;
    }
};

}  // namespace

class TestPuzzleMode : public QObject {
    Q_OBJECT

private slots:
    void clicksEditTheBoard();
    void keysEditTheBoard();
    void attacksAndConflictsShowLive();
    void checkTells_data();
    void checkTells();
    void hintOnEveryBoardOfOneSolutionPath();
    void hintDeadEnds();
    void hintGivesUpWhenOutOfBudget();
    void startSearchCarriesTheBoard();
    void panelDrivesTheController();
    void deactivateLeavesTheBoardPassive();
};

void TestPuzzleMode::clicksEditTheBoard() {
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.board));
    f.puzzle.setActive(true, 6);
    QVERIFY(f.board.isInteractive());
    QCOMPARE(f.board.state(), &f.puzzle.state());
    QSignalSpy changed(&f.puzzle, &PuzzleController::changed);

    f.click(2, 3);  // a queen on an empty row
    QCOMPARE(f.puzzle.board(), (Board{-1, -1, 3, -1, -1, -1}));
    f.click(2, 5);  // moves the row's queen
    QCOMPARE(f.puzzle.board(), (Board{-1, -1, 5, -1, -1, -1}));
    f.click(0, 1);
    f.click(2, 5);  // takes it off
    QCOMPARE(f.puzzle.board(), (Board{1, -1, -1, -1, -1, -1}));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(f.puzzle.state().queenCount(), 1);
    QVERIFY(f.puzzle.state().consistent());
    QCOMPARE(f.puzzle.state().stats().backtracks, 0u);  // puzzle moves are no search statistics
    QCOMPARE(f.puzzle.focusCell(), QPoint(5, 2));       // the cursor follows the clicks
}

void TestPuzzleMode::keysEditTheBoard() {
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.board));
    f.puzzle.setActive(true, 5);
    QVERIFY(f.hasMark(0, 0, Mark::Focus));
    QTest::keyClick(&f.board, Qt::Key_Right);
    QTest::keyClick(&f.board, Qt::Key_Right);
    QTest::keyClick(&f.board, Qt::Key_Down);
    QCOMPARE(f.puzzle.focusCell(), QPoint(2, 1));
    QVERIFY(f.hasMark(1, 2, Mark::Focus));
    QTest::keyClick(&f.board, Qt::Key_Space);
    QCOMPARE(f.puzzle.board(), (Board{-1, 2, -1, -1, -1}));
    QTest::keyClick(&f.board, Qt::Key_Down);
    QTest::keyClick(&f.board, Qt::Key_Left);
    QTest::keyClick(&f.board, Qt::Key_Left);
    QTest::keyClick(&f.board, Qt::Key_Return);
    QCOMPARE(f.puzzle.board(), (Board{-1, 2, 0, -1, -1}));
    // The cursor stops at the edges.
    for (int i = 0; i < 7; ++i) QTest::keyClick(&f.board, Qt::Key_Up);
    QCOMPARE(f.puzzle.focusCell(), QPoint(0, 0));
    // Delete takes the queen of the cursor's row off, wherever the cursor is in that row.
    QTest::keyClick(&f.board, Qt::Key_Down);
    QTest::keyClick(&f.board, Qt::Key_Delete);
    QCOMPARE(f.puzzle.board(), (Board{-1, -1, 0, -1, -1}));
    // H asks for a hint, C checks: both answer through message().
    QSignalSpy said(&f.puzzle, &PuzzleController::message);
    QTest::keyClick(&f.board, Qt::Key_H);
    QCOMPARE(said.count(), 1);
    QVERIFY(said.at(0).at(0).toString().startsWith(QStringLiteral("Try row")));
    QTest::keyClick(&f.board, Qt::Key_C);
    QCOMPARE(said.count(), 2);
    QVERIFY(said.at(1).at(0).toString().startsWith(QStringLiteral("Not a solution yet")));
}

// After every click the board's attacked set is the pairwise truth, and exactly the queens that
// another queen attacks carry the Wrong mark; the status names a real attacking pair.
void TestPuzzleMode::attacksAndConflictsShowLive() {
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.board));
    const int n = 7;
    f.puzzle.setActive(true, n);
    const std::vector<QPoint> clicks = {
        {1, 0}, {3, 1}, {4, 2}, {0, 3}, {4, 1}, {2, 4},
        {5, 5}, {6, 6}, {3, 2}, {0, 3}, {6, 0}};  // QPoint(col, row)
    for (const QPoint& at : clicks) {
        f.click(at.y(), at.x());
        const Board b = f.puzzle.board();
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const bool queen = b[r] == c;
                QCOMPARE(f.board.attacked(r, c), !queen && attackedTruth(b, r, c));
                QCOMPARE(f.hasMark(r, c, Mark::Wrong), queen && attackedTruth(b, r, c));
            }
        const QString status = f.puzzle.lastMessage();
        if (hasConflict(b)) {
            const auto sq = namedSquares(status);
            QCOMPARE(int(sq.size()), 2);
            QCOMPARE(b[sq[0].y()], sq[0].x());
            QCOMPARE(b[sq[1].y()], sq[1].x());
            QVERIFY(attacks(sq[0].y(), sq[0].x(), sq[1].y(), sq[1].x()));
            QVERIFY(status.contains(QStringLiteral("attack each other")));
        } else {
            QVERIFY(!status.contains(QStringLiteral("attack each other")));
        }
    }
}

void TestPuzzleMode::checkTells_data() {
    QTest::addColumn<Board>("board");
    QTest::newRow("empty") << Board(6, -1);
    QTest::newRow("partial, safe") << Board{1, 3, -1, -1, -1, -1};
    QTest::newRow("column") << Board{1, -1, -1, 1, -1, -1};
    QTest::newRow("diagonal") << Board{-1, 1, 2, -1, -1, -1};
    QTest::newRow("anti-diagonal") << Board{-1, -1, 4, -1, 2, -1};
    QTest::newRow("full, two conflicts") << Board{0, 1, 2, 3, 4, 5};
    QTest::newRow("a solution") << Board{1, 3, 5, 0, 2, 4};
    QTest::newRow("full permutation, not a solution") << Board{1, 3, 5, 0, 4, 2};
}

void TestPuzzleMode::checkTells() {
    QFETCH(Board, board);
    Fixture f;
    f.puzzle.setActive(true, static_cast<int>(board.size()));
    f.setBoard(board);
    QCOMPARE(f.puzzle.board(), board);
    QSignalSpy said(&f.puzzle, &PuzzleController::message);
    const QString text = f.puzzle.check();
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.at(0).at(0).toString(), text);

    const auto solutions = queens::testing::bruteForceSolutions(static_cast<int>(board.size()));
    int queens = 0;
    for (int c : board) queens += c >= 0 ? 1 : 0;
    if (solutions.count(board)) {
        QVERIFY2(text.startsWith(QStringLiteral("Solved")), qPrintable(text));
    } else if (hasConflict(board)) {
        QVERIFY2(text.startsWith(QStringLiteral("Not a solution:")), qPrintable(text));
        const auto sq = namedSquares(text);
        QVERIFY(sq.size() >= 2);
        QCOMPARE(board[sq[0].y()], sq[0].x());
        QCOMPARE(board[sq[1].y()], sq[1].x());
        QVERIFY(attacks(sq[0].y(), sq[0].x(), sq[1].y(), sq[1].x()));
        const bool column = sq[0].x() == sq[1].x();
        QCOMPARE(text.contains(QStringLiteral("along column")), column);
        if (!column) {
            // "\" when row and column grow together, "/" otherwise.
            const bool down = (sq[1].y() - sq[0].y() > 0) == (sq[1].x() - sq[0].x() > 0);
            QVERIFY2(text.contains(down ? QStringLiteral("(\\)") : QStringLiteral("(/)")),
                     qPrintable(text));
        }
    } else {
        QVERIFY2(text.startsWith(QStringLiteral("Not a solution yet")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("only %1 of %2").arg(queens).arg(board.size())));
    }
}

// Follow the hints from the empty 8 x 8 board to a solution: every hint names an empty,
// unattacked square on a brute-force solution that extends the board, marks it (Suggestion),
// and after n hints the board is solved.
void TestPuzzleMode::hintOnEveryBoardOfOneSolutionPath() {
    Fixture f;
    const int n = 8;
    f.puzzle.setActive(true, n);
    const auto solutions = queens::testing::bruteForceSolutions(n);
    for (int step = 0; step < n; ++step) {
        const Board b = f.puzzle.board();
        const QString text = f.puzzle.hint();
        QVERIFY2(text.startsWith(QStringLiteral("Try row")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("a solution goes through it")));
        const auto sq = namedSquares(text);
        QCOMPARE(int(sq.size()), 1);
        const int row = sq[0].y();
        const int col = sq[0].x();
        QCOMPARE(b[row], -1);
        QVERIFY(!attackedTruth(b, row, col));
        bool through = false;
        for (const Board& s : solutions) through = through || (extends(s, b) && s[row] == col);
        QVERIFY(through);
        QVERIFY(f.hasMark(row, col, Mark::Suggestion));
        f.click(row, col);
        QVERIFY(!f.hasMark(row, col, Mark::Suggestion));  // a change clears the suggestion
    }
    QVERIFY(solutions.count(f.puzzle.board()) == 1);
    QVERIFY(f.puzzle.hint().startsWith(QStringLiteral("Nothing left to do")));
    QVERIFY(f.puzzle.lastMessage().startsWith(QStringLiteral("Nothing left to do")));
    QVERIFY(f.puzzle.check().startsWith(QStringLiteral("Solved")));
}

// Boards no solution extends (brute force): the hint says "Dead end"; when it names a row, every
// square of that row is attacked; a conflict is named before anything else.
void TestPuzzleMode::hintDeadEnds() {
    Fixture f;
    const int n = 6;
    f.puzzle.setActive(true, n);
    const auto solutions = queens::testing::bruteForceSolutions(n);
    const std::vector<Board> boards = {
        {0, 2, -1, -1, -1, -1}, {0, -1, -1, -1, -1, -1}, {-1, -1, 0, 3, -1, -1},
        {2, 5, 1, -1, -1, -1},  {1, 3, 5, -1, -1, -1},  // the start of a solution: not a dead end
    };
    int deadEnds = 0;
    for (const Board& b : boards) {
        f.setBoard(b);
        const QString text = f.puzzle.hint();
        bool completable = false;
        for (const Board& s : solutions) completable = completable || extends(s, b);
        QCOMPARE(text.startsWith(QStringLiteral("Dead end")), !completable);
        if (completable) continue;
        ++deadEnds;
        static const QRegularExpression rowRe(QStringLiteral(R"(every square of row (\d+))"));
        const auto m = rowRe.match(text);
        if (m.hasMatch()) {
            const int row = m.captured(1).toInt();
            QCOMPARE(b[row], -1);
            for (int c = 0; c < n; ++c) QVERIFY(attackedTruth(b, row, c));
        } else {
            static const QRegularExpression triedRe(QStringLiteral(R"(tried ([\d,]+) placement)"));
            const auto t = triedRe.match(text);
            QVERIFY2(t.hasMatch(), qPrintable(text));
            QVERIFY(t.captured(1).remove(QLatin1Char(',')).toInt() > 0);
        }
    }
    QVERIFY(deadEnds >= 3);
    f.setBoard({0, 1, -1, -1, -1, -1});
    const QString text = f.puzzle.hint();
    QVERIFY2(text.contains(QStringLiteral("attack each other")), qPrintable(text));
    const auto sq = namedSquares(text);
    QCOMPARE(int(sq.size()), 2);
    QVERIFY(attacks(sq[0].y(), sq[0].x(), sq[1].y(), sq[1].x()));
}

// A completion of an empty 8 x 8 board puts down at least 8 queens: with a budget of 3
// placements the solver must give up, and the hint says so without suggesting a square.
void TestPuzzleMode::hintGivesUpWhenOutOfBudget() {
    Fixture f;
    QCOMPARE(f.puzzle.nodeBudget(), queens::PuzzleAdvisor::kNodeBudget);
    f.puzzle.setActive(true, 8);
    f.puzzle.setNodeBudget(3);
    const QString text = f.puzzle.hint();
    QCOMPARE(text, QStringLiteral("The solver gave up after 3 placements: no hint this time."));
    QCOMPARE(f.puzzle.lastMessage(), text);
    for (const Mark& m : f.board.cellMarks()) QVERIFY(m.kind != Mark::Suggestion);
    // With the default budget the same board gets its hint.
    f.puzzle.setNodeBudget(queens::PuzzleAdvisor::kNodeBudget);
    QVERIFY2(f.puzzle.hint().startsWith(QStringLiteral("Try row")), qPrintable(text));
}

void TestPuzzleMode::startSearchCarriesTheBoard() {
    Fixture f;
    f.puzzle.setActive(true, 6);
    std::vector<std::tuple<Algorithm, int, Board>> requests;
    connect(
        &f.puzzle, &PuzzleController::startSearchRequested, &f.puzzle,
        [&](Algorithm a, int n, std::vector<int> fixed) { requests.emplace_back(a, n, fixed); });
    // The empty board: no given queens.
    f.puzzle.startSearch(Algorithm::Bitmask);
    QCOMPARE(int(requests.size()), 1);
    QCOMPARE(std::get<0>(requests[0]), Algorithm::Bitmask);
    QCOMPARE(std::get<1>(requests[0]), 6);
    QVERIFY(std::get<2>(requests[0]).empty());
    const Board b{-1, 3, -1, -1, 2, -1};
    f.setBoard(b);
    f.puzzle.startSearch(Algorithm::Backtracking);
    QCOMPARE(int(requests.size()), 2);
    QCOMPARE(std::get<0>(requests[1]), Algorithm::Backtracking);
    QCOMPARE(std::get<1>(requests[1]), 6);
    QCOMPARE(std::get<2>(requests[1]), b);
    // Whatever the factory refuses is not requested, and the reason is said.
    queens::StepperOptions o;
    o.n = 6;
    o.fixed = b;
    for (Algorithm a : queens::kAllAlgorithms) {
        const std::size_t before = requests.size();
        f.puzzle.startSearch(a);
        const bool refused = !queens::StepperFactory::validate(a, o).empty();
        QCOMPARE(requests.size(), before + (refused ? 0 : 1));
        QCOMPARE(f.puzzle.lastMessage().contains(QStringLiteral("cannot start")), refused);
    }
}

void TestPuzzleMode::panelDrivesTheController() {
    Fixture f;
    PuzzlePanel panel(&f.puzzle);
    auto* check = panel.findChild<QPushButton*>(QStringLiteral("puzzleCheckButton"));
    auto* hint = panel.findChild<QPushButton*>(QStringLiteral("puzzleHintButton"));
    auto* clear = panel.findChild<QPushButton*>(QStringLiteral("puzzleClearButton"));
    auto* start = panel.findChild<QPushButton*>(QStringLiteral("puzzleStartButton"));
    auto* combo = panel.findChild<QComboBox*>(QStringLiteral("puzzleAlgorithmCombo"));
    auto* status = panel.findChild<QLabel*>(QStringLiteral("puzzleStatusLabel"));
    QVERIFY(check && hint && clear && start && combo && status);
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("puzzleHowToLabel")));
    QCOMPARE(combo->count(), int(queens::kAllAlgorithms.size()));
    QVERIFY(!check->isEnabled());  // the controller is not active yet
    f.puzzle.setActive(true, 5);
    QVERIFY(check->isEnabled() && start->isEnabled());

    f.setBoard({0, 2, -1, -1, -1});
    QTest::mouseClick(check, Qt::LeftButton);
    QVERIFY(status->text().startsWith(QStringLiteral("Not a solution yet")));
    QTest::mouseClick(hint, Qt::LeftButton);
    QCOMPARE(status->text(), f.puzzle.lastMessage());
    QVERIFY(status->text().startsWith(QStringLiteral("Try row")));

    std::vector<Board> fixedSeen;
    std::vector<Algorithm> algorithmsSeen;
    connect(&f.puzzle, &PuzzleController::startSearchRequested, &panel,
            [&](Algorithm a, int, std::vector<int> fixed) {
                algorithmsSeen.push_back(a);
                fixedSeen.push_back(fixed);
            });
    panel.setAlgorithm(Algorithm::Dfs);
    QCOMPARE(panel.algorithm(), Algorithm::Dfs);
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(algorithmsSeen, std::vector<Algorithm>{Algorithm::Dfs});
    QCOMPARE(fixedSeen, std::vector<Board>{(Board{0, 2, -1, -1, -1})});

    QTest::mouseClick(clear, Qt::LeftButton);
    QCOMPARE(f.puzzle.board(), Board(5, -1));
    QCOMPARE(status->text(), f.puzzle.lastMessage());
}

void TestPuzzleMode::deactivateLeavesTheBoardPassive() {
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.board));
    f.puzzle.setActive(true, 4);
    f.click(1, 1);
    QVERIFY(!f.board.cellMarks().empty());
    f.puzzle.setActive(false, 4);
    QVERIFY(!f.board.isInteractive());
    QVERIFY(f.board.cellMarks().empty());
    // Clicks and keys no longer change the puzzle.
    f.click(2, 3);
    QTest::keyClick(&f.board, Qt::Key_Space);
    QCOMPARE(f.puzzle.board(), (Board{-1, 1, -1, -1}));
    // Re-activating with the same n keeps the board; another n starts a new one.
    f.puzzle.setActive(true, 4);
    QCOMPARE(f.puzzle.board(), (Board{-1, 1, -1, -1}));
    f.puzzle.setActive(true, 5);
    QCOMPARE(f.puzzle.board(), Board(5, -1));
}

QTEST_MAIN(TestPuzzleMode)
#include "test_puzzle_mode.moc"
