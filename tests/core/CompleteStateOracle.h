#pragma once
// CompleteStateOracle: independent truth for the local searches on a full board (one queen per
// row, cols[r] = its column), computed from the placement alone by comparing queens pairwise,
// never from a stepper's or a BoardState's counters. Header-only, for the tests.
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace queens::testing {

inline bool attackEachOther(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

// h: the pairs of queens on one column or diagonal. O(n^2).
inline std::int64_t attackingPairs(const std::vector<int>& cols) {
    const int n = static_cast<int>(cols.size());
    std::int64_t h = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            h += attackEachOther(i, cols[static_cast<std::size_t>(i)], j,
                                 cols[static_cast<std::size_t>(j)]);
    return h;
}

// Queens of the other rows attacking (row, col). O(n).
inline int conflictsAt(const std::vector<int>& cols, int row, int col) {
    int k = 0;
    for (int r = 0; r < static_cast<int>(cols.size()); ++r)
        if (r != row && cols[static_cast<std::size_t>(r)] >= 0 &&
            attackEachOther(r, cols[static_cast<std::size_t>(r)], row, col))
            ++k;
    return k;
}

// The change of h when the queen of `row` moves to `col`, by counting h before and after.
inline std::int64_t moveDeltaByCount(std::vector<int> cols, int row, int col) {
    const std::int64_t before = attackingPairs(cols);
    cols[static_cast<std::size_t>(row)] = col;
    return attackingPairs(cols) - before;
}

// The lowest change of h over all n (n - 1) successors (by conflicts, O(n^3)), and how many of
// them reach it.
struct BestSuccessor {
    std::int64_t delta = 0;
    int count = 0;
};
inline BestSuccessor bestSuccessor(const std::vector<int>& cols) {
    const int n = static_cast<int>(cols.size());
    BestSuccessor best{INT64_MAX, 0};
    for (int r = 0; r < n; ++r) {
        const int own = conflictsAt(cols, r, cols[static_cast<std::size_t>(r)]);
        for (int c = 0; c < n; ++c) {
            if (c == cols[static_cast<std::size_t>(r)]) continue;
            const std::int64_t d = conflictsAt(cols, r, c) - own;
            if (d < best.delta)
                best = {d, 1};
            else if (d == best.delta)
                ++best.count;
        }
    }
    return best;
}

}  // namespace queens::testing
