#pragma once
// Board: a placement of queens, at most one per row (the column of each row, or kEmpty), with
// the attack queries every view and tool needs. Independent of any search: it is also the
// verifier the tests and the CLI trust.
#include <cstddef>
#include <vector>

#include "StepEvent.h"

namespace queens {

class Board {
public:
    static constexpr int kEmpty = -1;

    explicit Board(int n);
    // Throws std::invalid_argument when a column is outside 0..n-1 (kEmpty is allowed).
    explicit Board(std::vector<int> placement);

    int n() const { return static_cast<int>(cols_.size()); }
    int at(int row) const { return cols_[static_cast<std::size_t>(row)]; }
    const std::vector<int>& placement() const { return cols_; }
    int queenCount() const;
    void place(int row, int col);  // replaces any queen of that row
    void clear(int row);

    // Whether queens on (r1,c1) and (r2,c2), r1 != r2, attack each other.
    static bool attacks(int r1, int c1, int r2, int c2);
    // Which line two queens share, checking column, then "\" diagonal, then "/" anti-diagonal.
    static RejectReason attackReason(int r1, int c1, int r2, int c2);

    struct Attacker {
        int row = -1;  // -1: the cell is safe
        RejectReason reason = RejectReason::None;
    };
    // The first queen (lowest row, other than `row` itself) that attacks cell (row, col).
    Attacker attackerOf(int row, int col) const;
    bool isSafe(int row, int col) const { return attackerOf(row, col).row < 0; }

    // Number of attacking pairs, counted in O(n) with per-line counters.
    long long attackingPairs() const;
    // n queens, pairwise non-attacking. O(n).
    bool isSolution() const;

    // Queens per "\" diagonal (index row - col + n - 1) and per "/" anti-diagonal (row + col).
    std::vector<int> diagonalCounts() const;
    std::vector<int> antiDiagonalCounts() const;

    friend bool operator==(const Board&, const Board&) = default;

private:
    std::vector<int> cols_;
};

}  // namespace queens
