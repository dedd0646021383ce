#pragma once
// PuzzleController: puzzle mode. The student builds a board on the BoardWidget by hand; the
// controller keeps that board, judges it (queens::PuzzleAdvisor) and explains in sentences.
//
// - The board has at most one queen per row, like the searches' boards and
//   StepperOptions::fixed: toggle(row, col) puts a queen on an empty row, moves the row's queen
//   to (row, col), or takes it off when it already stands there. Every change is applied to
//   state() as Place / Remove events (RemoveReason::Next: no statistics), so the BoardWidget
//   draws it like any search board: attacked squares hatched, the last queen's lines of attack.
// - setActive(true, n) starts a puzzle on an empty n x n board (n clamped to 1..kMaxN; an n
//   equal to the puzzle's keeps its queens, also after setActive(false)), makes the board
//   interactive (setInteractive), shows the puzzle on it (setView(&state(), lastEvent())) and
//   installs an event filter for the keys:
//     arrows             move the keyboard cursor (the Focus mark)
//     Space / Enter      toggle a queen on the cursor's square
//     Delete / Backspace take the queen off the cursor's row
//     H                  hint()          C   check()
//   A left click on a square (BoardWidget::cellClicked) toggles it and moves the cursor there.
//   setActive(false, ...) removes the filter and the marks and makes the board passive again;
//   the window then shows its playback again.
// - While active the controller owns the board's cell marks: Focus on the cursor, Wrong (an X)
//   on every queen that is attacked by another one (conflicts show live), Suggestion on the
//   square of the last hint (until the board changes). After each change it calls setView
//   itself; a window that refreshes the board on its own must show state() while isActive().
// - Messages are sentences with 0-based (row, column) numbers, as everywhere in the GUI; each is
//   emitted as message() and kept as lastMessage(). check() says whether the board is a solution
//   and names a conflict; hint() asks the solver (PuzzleAdvisor::hint) for a safe square on a
//   solution, or names the dead end and its reason. The solver runs on the GUI thread with a
//   budget of nodeBudget() placements (PuzzleAdvisor::kNodeBudget, a fraction of a second);
//   when it runs out, hint() says that it gave up and gives no hint.
// - startSearch(a) emits startSearchRequested(a, n, fixed) with the board as
//   StepperOptions::fixed (an empty vector for an empty board: no given queen), unless
//   StepperFactory refuses it (then message() says why and nothing is emitted).
#include <QObject>
#include <QPoint>
#include <QString>
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepEvent.h"

class BoardWidget;

namespace queens {
struct PuzzleConflict;
}

class PuzzleController : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxN = 32;  // PuzzleAdvisor::kMaxN: the hint's solver limit
    static constexpr std::uint64_t kNodeBudget = 500'000;  // PuzzleAdvisor::kNodeBudget

    explicit PuzzleController(BoardWidget* board, QObject* parent = nullptr);
    ~PuzzleController() override;

    void setActive(bool on, int n);
    bool isActive() const { return active_; }
    int n() const { return state_.n(); }

    const queens::BoardState& state() const { return state_; }
    const std::vector<int>& board() const { return state_.placement(); }
    // The last Place / Remove applied (for setView), or nullptr.
    const queens::StepEvent* lastEvent() const { return hasLast_ ? &last_ : nullptr; }

    // The keyboard cursor as QPoint(col, row).
    QPoint focusCell() const { return focus_; }
    void setFocusCell(int row, int col);

    const QString& lastMessage() const { return lastMessage_; }

    // Placements the hint's solver may try (PuzzleAdvisor::kNodeBudget unless set, e.g. by tests).
    std::uint64_t nodeBudget() const { return nodeBudget_; }
    void setNodeBudget(std::uint64_t budget) { nodeBudget_ = budget; }

    // One sentence describing a pair of attacking queens, e.g. "The queens at (1, 2) and (3, 4)
    // attack each other along a diagonal (\)."
    static QString conflictSentence(const queens::PuzzleConflict& c);
    static QString solvedSentence();

public slots:
    void toggle(int row, int col);
    void clear();
    QString check();  // the sentence shown (also emitted as message)
    QString hint();
    void startSearch(queens::Algorithm a);

signals:
    void changed();
    void message(const QString& text);
    void startSearchRequested(queens::Algorithm a, int n, std::vector<int> fixed);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply(const queens::StepEvent& e);
    void say(const QString& text);
    QString statusAfterChange(int row) const;
    void updateBoard();
    void onCellClicked(int row, int col);

    BoardWidget* board_;
    bool active_ = false;
    queens::BoardState state_{8};
    queens::StepEvent last_{};
    bool hasLast_ = false;
    QPoint focus_{0, 0};
    bool hasSuggestion_ = false;
    QPoint suggestion_;
    QString lastMessage_;
    std::uint64_t nodeBudget_ = kNodeBudget;
};
