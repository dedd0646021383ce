#pragma once
// PuzzleAdvisor: the judge and the coach of puzzle mode, where a student builds a board by hand
// (at most one queen per row; board[r] is the column of row r's queen or -1). conflicts(),
// isSolution() and isAttacked() judge the board; hint() gives the first advice that applies:
// Conflict, Solved, DeadEndRow (an empty row with every square attacked), Move (a safe square
// on some solution that keeps every queen), DeadEnd (proved by the solver below) or Undecided
// (the node budget ran out). Pure functions, no state; the hints in detail: docs/design.md,
// "Classroom: puzzle and quiz".
//
// The solver behind Move / DeadEnd (complete())
//   A depth-first search over the empty rows, written with an explicit stack (no recursion).
//   Its state is three bit masks of the lines already taken: columns (bit c), "/" anti-diagonals
//   (bit r + c) and "\" diagonals (bit c - r + n - 1). The safe squares of row r are then
//       avail(r) = all & ~cols & ~(anti >> r) & ~(diag >> (n - 1 - r)),
//   so n <= kMaxN = 32 keeps the 2n - 1 diagonal bits in one 64-bit word.
//   Each level picks the *most constrained* empty row (fewest safe squares; ties: the lowest
//   row), the "minimum remaining values" rule of constraint solving: a row with no safe square
//   is found before any work is wasted below it, and a row with one safe square is filled at
//   once. Its safe columns are tried lowest first; every queen put down counts as one node.
//   Invariant: the masks hold exactly the lines of the given queens plus the queens of the
//   frames on the stack. The first complete board ends the search; an empty stack proves that
//   none exists. A Move is the square the search put down first (the first frame's row and
//   column) on the way to the completion it found, so a solution does go through it.
//   Deterministic: equal boards give equal answers.
//
// The node budget
//   hint() runs on the GUI thread, and proving a dead end of a half-filled large board can take
//   billions of placements. So the search stops before putting down queen number budget + 1:
//   complete() then returns found = false, decided = false. kNodeBudget placements keep a hint
//   short enough for the GUI thread (each placement scans the empty rows for the most
//   constrained one, O(N)). Random half-filled boards are decided far below the budget; the
//   boards that reach it hold a small solved block of queens amid empty rows.
//
// Boards are checked: an entry outside -1..n-1 throws std::invalid_argument, and so do hint()
// and complete() for n > kMaxN.
#include <cstdint>
#include <span>
#include <vector>

#include "StepEvent.h"

namespace queens {

// Two queens of the board that attack each other; rowA < rowB. line: Column, Diagonal ("\")
// or AntiDiagonal ("/").
struct PuzzleConflict {
    int rowA = -1, colA = -1, rowB = -1, colB = -1;
    RejectReason line = RejectReason::None;
    friend bool operator==(const PuzzleConflict&, const PuzzleConflict&) = default;
};

struct PuzzleHint {
    enum class Kind { Move, Solved, Conflict, DeadEndRow, DeadEnd, Undecided } kind = Kind::Move;
    int row = -1, col = -1;     // Move: a safe square on some solution extending the board
    PuzzleConflict conflict{};  // Conflict: a pair that attack each other
    int blockedRow = -1;        // DeadEndRow: an empty row whose every square is attacked
    std::uint64_t nodes = 0;    // Move / DeadEnd / Undecided: placements the solver tried
};

// The result of the solver: found = some solution keeps every queen of the board; then
// `board` is that solution (otherwise the input board). decided = false: the budget ran out
// first (found is then false and says nothing).
struct PuzzleCompletion {
    bool found = false;
    bool decided = true;
    std::vector<int> board;
    std::uint64_t nodes = 0;  // queens the search put down
};

class PuzzleAdvisor {
public:
    static constexpr int kMaxN = 32;
    // Placements the solver may try for one hint() / complete() (see "The node budget").
    static constexpr std::uint64_t kNodeBudget = 500'000;

    static std::vector<PuzzleConflict> conflicts(std::span<const int> board);
    static bool isSolution(std::span<const int> board);
    // Attacked by the queen of another row along a column or a diagonal (the queen of row `row`
    // itself does not count).
    static bool isAttacked(std::span<const int> board, int row, int col);
    // The safe squares of an empty row as a bit set (bit c = column c), for n <= 64.
    static std::uint64_t safeColumns(std::span<const int> board, int row);
    // n <= kMaxN; deterministic
    static PuzzleHint hint(std::span<const int> board, std::uint64_t budget = kNodeBudget);
    // Expects a board without conflicts (a conflict simply means no completion). n <= kMaxN.
    static PuzzleCompletion complete(std::span<const int> board,
                                     std::uint64_t budget = kNodeBudget);
};

}  // namespace queens
