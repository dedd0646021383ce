#pragma once
// SwapDelta: the exact change of the collision count when two queens of a permutation swap
// columns — the quantity every min-conflicts step evaluates (Sosic & Gu).
//
// Collisions are counted per line (a "\" diagonal or a "/" anti-diagonal) as the excess k - 1 of
// a line holding k > 1 queens. Swapping the columns of rows i and j moves queen (i, ci) to
// (i, cj) and queen (j, cj) to (j, ci): in each family of lines, the lines idx[0] = line(i, ci)
// and idx[1] = line(j, cj) lose a queen, idx[2] = line(i, cj) and idx[3] = line(j, ci) gain one.
// Two of these four may be the same line (the two queens share a diagonal, or both land on one);
// counting each line once with its changes merged is what makes the delta exact — the step the
// seed program's swapWillReduceCollisions gets wrong.
#include <array>
#include <cstddef>
#include <cstdint>

namespace queens {

// Collision excess of a line holding k queens.
constexpr std::int64_t collisionExcess(std::int64_t k) {
    return k > 1 ? k - 1 : 0;
}

// Change of one family's excess; countOf(line) returns the queens on a line before the swap.
template <class CountOf>
std::int64_t familySwapDelta(const CountOf& countOf, const std::array<std::size_t, 4>& idx) {
    std::array<int, 4> change = {-1, -1, +1, +1};
    std::int64_t d = 0;
    for (std::size_t a = 0; a < 4; ++a) {
        if (change[a] == 0) continue;
        for (std::size_t b = a + 1; b < 4; ++b) {
            if (idx[b] == idx[a]) {
                change[a] += change[b];
                change[b] = 0;
            }
        }
        if (change[a] == 0) continue;
        const std::int64_t k = countOf(idx[a]);
        d += collisionExcess(k + change[a]) - collisionExcess(k);
    }
    return d;
}

}  // namespace queens
