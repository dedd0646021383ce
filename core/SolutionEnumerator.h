#pragma once
// SolutionEnumerator: lists every solution of the N-Queens problem for one board size, in
// lexicographic order of the placement, without step events (the fast path behind
// `queenslab-cli solutions`).
//
// The search
// - A placement puts one queen in each row; row r holds its queen in column p[r]. Rows are filled
//   from the top (row 0) down, so a partial placement is a prefix p[0..r-1].
// - Three bit masks describe the cells of row r that are attacked by the queens already placed.
//   Bit c stands for column c:
//     cols   bit c set: some queen stands in column c;
//     right  bit c set: a queen attacks (r, c) along a "\" diagonal. Such a diagonal moves one
//            column to the right per row, so going down a row the mask shifts left by one;
//     left   bit c set: a queen attacks (r, c) along a "/" anti-diagonal, which moves one column
//            to the left per row: going down a row the mask shifts right by one.
//   The free cells of row r are  avail = all & ~(cols | right | left),  all = the n low bits.
//   Bits pushed above column n-1 by the left shift are cut off by `& all`; bits pushed below
//   column 0 by the right shift fall off the word.
// - Taking the lowest set bit first (bit = avail & -avail, the column is its index) tries the
//   columns of each row in increasing order; a depth-first search that does so meets complete
//   placements in lexicographic order.
// - Instead of recursion the search keeps one frame per row on an explicit stack: the columns
//   of that row still to try (avail[r]) and the three masks that hold for it. Going down a row
//   pushes a frame, running out of columns pops it (backtracking).
//
// Invariants: for every row r below the top of the stack, col[r] is the column just taken from
// avail[r]; p[0..r] is a non-attacking partial placement; avail[r] holds exactly the safe columns
// of row r that are larger than col[r] and not yet tried.
//
// Cost: nodes visited, no allocation during the search. n is limited to kMaxN (the solution
// count alone for n = 27 is about 2.3e17, far beyond any listing).
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace queens {

class SolutionEnumerator {
public:
    static constexpr int kMaxN = 32;
    // Called once per solution with the placement (column of each row); return false to stop.
    using Visitor = std::function<bool(std::span<const int>)>;

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    explicit SolutionEnumerator(int n);

    int n() const { return n_; }

    // Visits the solutions in lexicographic order until the visitor returns false or all have
    // been visited. Returns the number of solutions passed to the visitor.
    std::uint64_t enumerate(const Visitor& visit);

    // Number of solutions (enumerates them all).
    std::uint64_t count();

    // Partial placements examined by the last enumerate()/count() (one per queen placed).
    std::uint64_t nodes() const { return nodes_; }

private:
    struct Frame {
        std::uint64_t avail = 0;  // columns of this row still to try
        std::uint64_t cols = 0;
        std::uint64_t right = 0;  // "\" diagonals, shifted to this row
        std::uint64_t left = 0;   // "/" anti-diagonals, shifted to this row
    };

    int n_;
    std::vector<Frame> stack_;
    std::vector<int> placement_;
    std::uint64_t nodes_ = 0;
};

}  // namespace queens
