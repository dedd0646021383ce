#pragma once
// BoardAttacks: which squares of a placement the queens attack, and which queens are attacked.
// Pure C++20; the one place the screen (BoardWidget) and every export (BoardImageRenderer) learn
// what to hatch and which queens to mark.
//
// A placement gives the column of each row's queen, or -1 for an empty row (as BoardState and
// PlacementParser). A queen attacks every square of its column, of its "\" diagonal (row - col
// constant) and of its "/" anti-diagonal (row + col constant). Rows are not counted: every search
// keeps at most one queen per row, so an empty square of an occupied row is one its queen could
// move to.
//
// Square (r, c) is attacked when a queen of a row other than r lies on one of its three lines.
// Counting the queens on every line once (O(n)) answers that in O(1): the lines through (r, c)
// hold the queens of row r only when that queen stands on (r, c) itself, where it lies on all
// three lines at once, so
//   attacked(r, c) = column[c] + diagonal[r - c] + antiDiagonal[r + c] - 3 [queen of r at c] > 0.
// A queen is attacked when its own square is; two queens on one line attack each other.
//
// Owns only the three line counts (O(n) memory, any n); holds no reference to the placement.
#include <span>
#include <vector>

namespace queens {

class BoardAttacks {
public:
    BoardAttacks() = default;
    // placement[r]: the column of row r's queen, -1 for none; every column in -1..n-1.
    explicit BoardAttacks(std::span<const int> placement);

    int n() const { return static_cast<int>(placement_.size()); }
    // Whether a queen of a row other than `row` attacks square (row, col); false off the board.
    bool attacked(int row, int col) const;
    // Whether (row, col) is an empty square that a queen attacks (what the board hatches).
    bool attackedEmpty(int row, int col) const;
    // Whether row `row` holds a queen that another queen attacks; false for an empty row.
    bool queenAttacked(int row) const;
    // How many queens are attacked.
    int attackedQueens() const;

private:
    std::vector<int> placement_;
    std::vector<int> columns_;    // queens per column
    std::vector<int> diagonals_;  // queens per "\" diagonal, index row - col + n - 1
    std::vector<int> antis_;      // queens per "/" anti-diagonal, index row + col
};

}  // namespace queens
