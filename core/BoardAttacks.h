#pragma once
// BoardAttacks: which squares of a board the queens attack, and which queens are attacked. Pure
// C++20; the one place the screen (BoardWidget) and every export (BoardImageRenderer) learn what
// to hatch and which queens to mark.
//
// A queen attacks every square of its column, of its "\" diagonal (row - col constant) and of its
// "/" anti-diagonal (row + col constant). Rows are not counted: every search keeps at most one
// queen per row, so an empty square of an occupied row is one its queen could move to.
//
// Square (r, c) is attacked when a queen of a row other than r lies on one of its three lines.
// BoardState already counts the queens on every line, so each answer is O(1): the lines through
// (r, c) hold the queen of row r only when that queen stands on (r, c) itself, where it lies on
// all three lines at once, so
//   attacked(r, c) = column[c] + diagonal[r - c] + antiDiagonal[r + c] - 3 [queen of r at c] > 0.
// A queen is attacked when its own square is; two queens on one line attack each other.
//
// A view: it holds a pointer to the BoardState, which must outlive it, and reads the state as it
// is when asked. A default-constructed view is a board of size 0.
#include "BoardState.h"

namespace queens {

class BoardAttacks {
public:
    BoardAttacks() = default;
    explicit BoardAttacks(const BoardState& state) : state_(&state) {}

    int n() const { return state_ != nullptr ? state_->n() : 0; }
    // Whether a queen of a row other than `row` attacks square (row, col); false off the board.
    bool attacked(int row, int col) const;
    // Whether (row, col) is an empty square that a queen attacks (what the board hatches).
    bool attackedEmpty(int row, int col) const;
    // Whether row `row` holds a queen that another queen attacks; false for an empty row.
    bool queenAttacked(int row) const;
    // How many queens are attacked.
    int attackedQueens() const;

private:
    const BoardState* state_ = nullptr;
};

}  // namespace queens
