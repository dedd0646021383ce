#pragma once
// PuzzleAdvisor: the judge and the coach of puzzle mode, where a student builds a board by hand.
//
// The board
//   A puzzle board has at most one queen per row, like every search's board and like
//   StepperOptions::fixed: board[r] is the 0-based column of the queen of row r, or -1 for an
//   empty row; n = board.size(). Two queens (of two different rows) attack each other when they
//   share a column, a "\" diagonal (row - col constant) or a "/" anti-diagonal (row + col
//   constant). Two different queens can share at most one of these lines.
//
// What it answers
//   conflicts(board)  every attacking pair, each once, ordered by (rowA, rowB) with rowA < rowB.
//   isSolution(board) n queens and no attacking pair.
//   isAttacked(b,r,c) whether a queen of a row other than r attacks the square (r, c).
//   hint(board)       the coach's advice, the first that applies of:
//     1. Conflict    the board already holds an attacking pair (the first of conflicts()): no
//                    move can repair that, the student must move a queen first;
//     2. Solved      n queens, no conflict;
//     3. DeadEndRow  an empty row every square of which is attacked (the lowest such row): no
//                    queen can ever go there, so no solution keeps these queens - a reason a
//                    student can check by eye;
//     4. Move        a safe square (row, col) of an empty row such that some solution keeps every
//                    queen on the board and has a queen on (row, col);
//     5. DeadEnd     otherwise: the solver searched every completion and found none; `nodes`
//                    says how many placements it tried to prove it.
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
    enum class Kind { Move, Solved, Conflict, DeadEndRow, DeadEnd } kind = Kind::Move;
    int row = -1, col = -1;     // Move: a safe square on some solution extending the board
    PuzzleConflict conflict{};  // Conflict: a pair that attack each other
    int blockedRow = -1;        // DeadEndRow: an empty row whose every square is attacked
    std::uint64_t nodes = 0;    // Move / DeadEnd: placements the solver tried
};

// The result of the solver: found = some solution keeps every queen of the board; then
// `board` is that solution (otherwise the input board).
struct PuzzleCompletion {
    bool found = false;
    std::vector<int> board;
    std::uint64_t nodes = 0;  // queens the search put down
};

class PuzzleAdvisor {
public:
    static constexpr int kMaxN = 32;

    static std::vector<PuzzleConflict> conflicts(std::span<const int> board);
    static bool isSolution(std::span<const int> board);
    // Attacked by the queen of another row along a column or a diagonal (the queen of row `row`
    // itself does not count).
    static bool isAttacked(std::span<const int> board, int row, int col);
    // The safe squares of an empty row as a bit set (bit c = column c), for n <= 64.
    static std::uint64_t safeColumns(std::span<const int> board, int row);
    static PuzzleHint hint(std::span<const int> board);  // n <= kMaxN; deterministic
    // Expects a board without conflicts (a conflict simply means no completion).
    static PuzzleCompletion complete(std::span<const int> board);  // n <= kMaxN
};

}  // namespace queens
