#pragma once
// PackedBoard: a complete-state board of at most 16 rows in one 64-bit word, the form in which
// population events (StepEvent Member, Crossover, Adopt) carry whole boards. Row r's column is
// the 4-bit field at bits 4r..4r+3; rows >= n are 0.
// Contract: constexpr helpers, no state; callers keep 1 <= n <= kMaxN and 0 <= col < n.
// attackingPairs is the textbook's h (pairs of queens sharing a column or a diagonal), and
// nonAttackingPairs the genetic algorithm's fitness (28 for an 8-queens solution).
#include <cstdint>
#include <vector>

namespace queens::PackedBoard {

inline constexpr int kMaxN = 16;

constexpr int column(std::uint64_t board, int row) {
    return static_cast<int>((board >> (4 * row)) & 0xF);
}

constexpr std::uint64_t withColumn(std::uint64_t board, int row, int col) {
    const int shift = 4 * row;
    return (board & ~(std::uint64_t{0xF} << shift)) | (static_cast<std::uint64_t>(col) << shift);
}

// Rows [0, point) from x and rows [point, n) from y: one-point crossover.
constexpr std::uint64_t crossover(std::uint64_t x, std::uint64_t y, int point) {
    if (point <= 0) return y;
    if (point >= kMaxN) return x;
    const std::uint64_t low = (std::uint64_t{1} << (4 * point)) - 1;
    return (x & low) | (y & ~low);
}

inline std::uint64_t pack(const std::vector<int>& cols) {
    std::uint64_t b = 0;
    for (int r = 0; r < static_cast<int>(cols.size()); ++r)
        b = withColumn(b, r, cols[static_cast<std::size_t>(r)]);
    return b;
}

inline std::vector<int> unpack(std::uint64_t board, int n) {
    std::vector<int> cols(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) cols[static_cast<std::size_t>(r)] = column(board, r);
    return cols;
}

// Pairs of queens on one column or diagonal, by direct comparison of every pair (O(n^2), no
// counters: the independent definition the steppers' incremental counts are checked against).
constexpr int attackingPairs(std::uint64_t board, int n) {
    int pairs = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const int ci = column(board, i);
            const int cj = column(board, j);
            const int d = ci > cj ? ci - cj : cj - ci;
            if (d == 0 || d == j - i) ++pairs;
        }
    return pairs;
}

constexpr int maxPairs(int n) {
    return n * (n - 1) / 2;
}

constexpr int nonAttackingPairs(std::uint64_t board, int n) {
    return maxPairs(n) - attackingPairs(board, n);
}

}  // namespace queens::PackedBoard
