#pragma once
// SolutionStream: every solution of the N-Queens problem for one board size, in lexicographic
// order of the placement, handed out one at a time. The caller pulls (next()) and may stop, wait
// and resume whenever it likes: the search is a resumable state machine, so a viewer can ask for
// "the next thousand solutions" without the search holding more than one board.
//
// What is searched
//   A placement p puts one queen in each row; the queen of row r stands in column p[r]. Rows are
//   filled from the top (row 0) down, so a partial placement is a prefix p[0..r-1]. A solution is
//   a complete placement in which no two queens share a column or a diagonal.
//
// The bit masks (bit c stands for column c of the row being filled)
//   cols   bit c set: a queen above stands in column c;
//   ld     bit c set: a queen above attacks (r, c) along a "\" diagonal. Such a diagonal moves
//          one column to the right per row, so from row r to row r+1 the mask shifts left by one
//          (bits pushed past column n-1 are cut off by & all);
//   rd     bit c set: a queen above attacks (r, c) along a "/" anti-diagonal, which moves one
//          column to the left per row: the mask shifts right by one (bits fall off column 0).
//   The free cells of the row are  avail = all & ~(cols | ld | rd),  all = the n low bits.
//
// Order
//   Each row takes its lowest free bit first (bit = avail & -avail; the column is the bit's
//   index, std::countr_zero). A depth-first search that tries the columns of every row in
//   increasing order meets complete placements in lexicographic order: two placements first
//   differ in some row r, and the one with the smaller column there is reached first because
//   the search finishes everything below (r, c) before it moves on to (r, c+1).
//
// The explicit stack (no recursion)
//   One frame per row holds the columns of that row still to try (avail) and the three masks
//   that hold for it. `row` is the top of the stack:
//     - avail of the top frame empty:   every column of the row was tried, pop (row - 1);
//     - otherwise take its lowest bit:  record the column in p[row], count one node;
//         row == n-1: p is a solution; return it. The state stays as it is, so the next call
//                     simply continues with the remaining columns of the last row;
//         else:       push the frame of row+1 with the shifted masks.
//   The stream is exhausted when the stack is empty (row < 0); next() then returns false for
//   ever.
//
// Invariants between two calls of next()
//   - for every row r <= row, p[r] is the column last taken from frame r, and p[0..row] (or
//     p[0..row-1] before the first call) is a non-attacking partial placement;
//   - frame r's avail holds exactly the safe columns of row r greater than p[r] not yet tried;
//   - every solution lexicographically smaller than p has been returned, none larger.
//
// Cost: nodes() partial placements, no allocation after construction (next() resizes the
// caller's vector to n once). 1 <= n <= kMaxN (32: a mask fits a 64-bit word with room for the
// shift; listing all solutions is hopeless far below that anyway).
#include <cstdint>
#include <vector>

namespace queens {

class SolutionStream {
public:
    static constexpr int kMaxN = 32;

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    explicit SolutionStream(int n);

    int n() const { return n_; }

    // The next solution in lexicographic order into `placement` (resized to n): true; or false
    // when every solution has been returned (placement is then left unchanged).
    bool next(std::vector<int>& placement);

    std::uint64_t produced() const { return produced_; }  // solutions returned so far
    std::uint64_t nodes() const { return nodes_; }        // queens placed so far (search nodes)
    bool exhausted() const { return row_ < 0; }

private:
    struct Frame {
        std::uint64_t avail = 0;  // columns of this row still to try
        std::uint64_t cols = 0;   // columns taken by the rows above
        std::uint64_t ld = 0;     // "\" diagonals, shifted to this row
        std::uint64_t rd = 0;     // "/" anti-diagonals, shifted to this row
    };

    int n_;
    std::uint64_t all_;
    std::vector<Frame> stack_;
    std::vector<int> cols_;  // p[0..row]
    int row_ = 0;            // top of the stack; -1 when exhausted
    std::uint64_t produced_ = 0;
    std::uint64_t nodes_ = 0;
};

}  // namespace queens
