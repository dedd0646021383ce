#pragma once
// SuccessorCosts: the h of every successor of a complete-state board, as AIMA's figure 4.3(a)
// writes them on the squares. A successor moves one row's queen to another square of its row;
// its h (attacking pairs) is the board's h plus BoardState::moveDelta(row, col), O(1) per
// square from the state's line counts, O(n^2) for the grid.
// Contract: a plain value computed once from a BoardState, which it does not keep. It holds
// numbers only when the board is complete (one queen in every row); otherwise empty(). The
// queen's own square holds the board's current h. best() is the lowest h over the successors
// (the queens' own squares excluded), which steepest-ascent hill climbing moves to when it is
// below current().
#include <cstdint>
#include <vector>

#include "BoardState.h"

namespace queens {

class SuccessorCosts {
public:
    SuccessorCosts() = default;
    explicit SuccessorCosts(const BoardState& state);

    bool empty() const { return n_ == 0; }
    int n() const { return n_; }
    // h after the queen of `row` moves to `col` (the current h on the queen's own square).
    std::int64_t at(int row, int col) const {
        return h_[static_cast<std::size_t>(row) * static_cast<std::size_t>(n_) +
                  static_cast<std::size_t>(col)];
    }
    bool isQueen(int row, int col) const { return queens_[static_cast<std::size_t>(row)] == col; }
    std::int64_t current() const { return current_; }
    std::int64_t best() const { return best_; }
    // A successor (not a queen's square) whose h is best().
    bool isBest(int row, int col) const { return !isQueen(row, col) && at(row, col) == best_; }

private:
    int n_ = 0;
    std::vector<int> queens_;
    std::vector<std::int64_t> h_;  // row-major, n * n
    std::int64_t current_ = 0;
    std::int64_t best_ = 0;
};

}  // namespace queens
