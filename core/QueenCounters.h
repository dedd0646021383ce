#pragma once
// QueenCounters: the board of a local search in the complete-state formulation, kept by the
// stepper itself (a BoardState checks every call; this class is the unchecked fast copy a
// stepper searches on). It owns the column of each row's queen and one counter per column, per
// "\" diagonal (index row - col + n - 1) and per "/" anti-diagonal (index row + col), and keeps
//     h = attacking pairs = sum over all lines of k (k - 1) / 2 for a line holding k queens
// up to date in O(1) per change (BoardState::attackingPairs() of the same placement).
//
// The one formula the local searches live on: the queens attacking the square (row, col) other
// than row's own queen are
//     conflicts(row, col) = queens on its column + on its "\" + on its "/" (- 3 if the queen of
//                           row stands there, since it is counted on all three)
// and moving row's queen from `from` to `to` changes h by conflicts(row, to) - conflicts(row, from)
// (the pairs it leaves and the pairs it joins; two squares of one row share no other line).
//
// It must not be used with indices off the board: nothing is checked (callers are steppers whose
// tests replay every event into a checking BoardState).
#include <cstdint>
#include <vector>

namespace queens {

class QueenCounters {
public:
    static constexpr int kEmpty = -1;

    // An empty board of n rows (n >= 1).
    void reset(int n);

    int n() const { return n_; }
    int column(int row) const { return cols_[static_cast<std::size_t>(row)]; }
    const std::vector<int>& columns() const { return cols_; }
    std::int64_t h() const { return h_; }

    // Queens on the column and the two diagonals through (row, col), row's own queen included.
    int linesThrough(int row, int col) const {
        return colCount_[static_cast<std::size_t>(col)] + diag_[diagIndex(row, col)] +
               anti_[antiIndex(row, col)];
    }
    // Queens other than row's own that attack (row, col); row must hold a queen.
    int conflicts(int row, int col) const {
        return linesThrough(row, col) - (col == column(row) ? 3 : 0);
    }
    // The change of h if row's queen moved to col (0 for its own column).
    std::int64_t moveDelta(int row, int col) const {
        return conflicts(row, col) - conflicts(row, column(row));
    }
    bool attacked(int row) const { return conflicts(row, column(row)) > 0; }

    int columnCount(int col) const { return colCount_[static_cast<std::size_t>(col)]; }
    int diagonalCount(int row, int col) const { return diag_[diagIndex(row, col)]; }
    int antiDiagonalCount(int row, int col) const { return anti_[antiIndex(row, col)]; }

    // Puts a queen on the empty row; takes the queen off a full row; moves it within its row.
    void place(int row, int col);
    void remove(int row);
    void move(int row, int col);

private:
    std::size_t diagIndex(int row, int col) const {
        return static_cast<std::size_t>(row - col + n_ - 1);
    }
    static std::size_t antiIndex(int row, int col) { return static_cast<std::size_t>(row + col); }

    int n_ = 0;
    std::int64_t h_ = 0;
    std::vector<int> cols_;
    std::vector<std::int32_t> colCount_;
    std::vector<std::int32_t> diag_;
    std::vector<std::int32_t> anti_;
};

}  // namespace queens
