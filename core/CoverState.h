#pragma once
// CoverState: the exact-cover matrix of N-Queens that Dancing Links searches (Algorithm::Dlx),
// and which of its items are covered now. It interprets Choose, Cover and Uncover (StepEvent.h)
// forward and back, and nothing else; the chosen options are the queens BoardState keeps.
//
// The matrix (Knuth, "Dancing Links", 2000)
//   Items (the matrix's columns), for a board of size n:
//     0 .. n-1         row r                    primary: covered by exactly one option
//     n .. 2n-1        column c                 primary
//     2n .. 4n-2       "\" diagonal row-col+n-1 secondary: covered by at most one option
//     4n-1 .. 6n-3     "/" diagonal row+col     secondary
//   Options (the matrix's rows): the n * n squares; square (r, c) holds its row, column and two
//   diagonal items. An exact cover of the primary items is a solution.
//
// Contract
// - Items are covered and uncovered in stack order, as Algorithm X does: Cover needs an item
//   that is not covered, Uncover must name the item covered last and still covered. Choose needs
//   an uncovered primary item and the true number of options left in it.
// - An option is live while none of its items is covered: those are the options a view shows.
// - The storage (one flag per item and the stack) is taken on the first Cover.
// - apply/unapply check first and throw std::logic_error on an event that does not fit, leaving
//   the state unchanged.
#include <array>
#include <cstdint>
#include <vector>

#include "StepEvent.h"

namespace queens {

class CoverState {
public:
    explicit CoverState(int n = 0);

    static int itemCount(int n) { return n > 0 ? 6 * n - 2 : 0; }
    static int primaryCount(int n) { return 2 * n; }
    static int rowItem(int row) { return row; }
    static int columnItem(int n, int col) { return n + col; }
    static int diagonalItem(int n, int row, int col) { return 2 * n + row - col + n - 1; }
    static int antiDiagonalItem(int n, int row, int col) { return 4 * n - 1 + row + col; }
    // The four items of square (row, col): row, column, "\" and "/" diagonal.
    static std::array<int, 4> items(int n, int row, int col) {
        return {rowItem(row), columnItem(n, col), diagonalItem(n, row, col),
                antiDiagonalItem(n, row, col)};
    }

    int n() const { return n_; }
    bool covered(int item) const;
    bool optionLive(int row, int col) const;
    // Live options that contain the item.
    int optionsLeft(int item) const;
    // Covered items, the last covered at the back.
    const std::vector<int>& stack() const { return stack_; }

    void apply(const StepEvent& e);
    void unapply(const StepEvent& e);

    std::size_t heapBytes() const { return flags_.capacity() + stack_.capacity() * sizeof(int); }
    friend bool operator==(const CoverState& a, const CoverState& b) {
        return a.n_ == b.n_ && a.stack_ == b.stack_;
    }

private:
    void checkItem(int item) const;
    void cover(int item);
    void uncover(int item);

    int n_ = 0;
    std::vector<std::uint8_t> flags_;  // itemCount(n), empty until the first Cover
    std::vector<int> stack_;
};

}  // namespace queens
