#pragma once
// PuzzleController: puzzle mode. The student builds a board by hand on the BoardWidget (at most
// one queen per row: toggle() puts, moves or takes off a row's queen; mouse and keys); the
// controller keeps that board as a BoardState, judges it (queens::PuzzleAdvisor) and explains in
// sentences with 0-based (row, column), emitted as message(); caption() is the last sentence
// written again in the current language, what a window shows under the puzzle's board. While
// active it owns the board's cell marks and calls setView itself: a window that refreshes the
// board must show state() and caption() while isActive(). hint() runs the solver on the GUI thread
// within nodeBudget() placements and gives up beyond it. See docs/design.md, "Classroom: puzzle and
// quiz".
#include <QObject>
#include <QPoint>
#include <QString>
#include <cstdint>
#include <functional>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepEvent.h"

class BoardWidget;

namespace queens {
struct PuzzleConflict;
struct PuzzleHint;
}  // namespace queens

class PuzzleController : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxN = 32;  // PuzzleAdvisor::kMaxN: the hint's solver limit
    static constexpr std::uint64_t kNodeBudget = 500'000;  // PuzzleAdvisor::kNodeBudget

    explicit PuzzleController(BoardWidget* board, QObject* parent = nullptr);
    ~PuzzleController() override;

    // On: a puzzle on an empty n x n board (n clamped to 1..kMaxN; the same n keeps its
    // queens), the board interactive, the key filter installed. Off: filter and marks removed,
    // the board passive.
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
    // The last sentence said, formatted again (so in the language installed now); it speaks of
    // the puzzle's board, never of the run's.
    QString caption() const;

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
    // Emits startSearchRequested() with the board as StepperOptions::fixed, unless
    // StepperFactory refuses it (then message() says why).
    void startSearch(queens::Algorithm a);

signals:
    void changed();
    void message(const QString& text);
    void startSearchRequested(queens::Algorithm a, int n, std::vector<int> fixed);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply(const queens::StepEvent& e);
    // Says sentence() now and keeps it for caption(); it may read the puzzle's board, which
    // does not change until the next say().
    void say(std::function<QString()> sentence);
    QString introSentence() const;
    QString checkSentence() const;
    static QString hintSentence(const queens::PuzzleHint& h);
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
    std::function<QString()> sentence_;
    std::uint64_t nodeBudget_ = kNodeBudget;
};
