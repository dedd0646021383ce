#pragma once
// ColexRank: numbers the k-element subsets of {0, ..., 31} consecutively, so that a table can be
// indexed by a set of columns instead of by the 2^n possible bit masks.
//
// The colexicographic ("colex") order compares two sets by their largest differing element; for
// sets given as bit masks it is simply the numeric order of the masks among the masks with the
// same number of bits. Its rank has a closed form, the combinatorial number system:
//
//     rank({p0 < p1 < ... < p(k-1)}) = C(p0, 1) + C(p1, 2) + ... + C(p(k-1), k)
//
// (C(n, j) = binomial coefficient, 0 when n < j). The ranks of the k-subsets of {0..n-1} are
// exactly 0 .. C(n, k) - 1, and stepping to the next mask with the same number of bits (Gosper's
// hack, next()) adds one to the rank. unrank() inverts rank() greedily from the largest element.
//
// Everything here is constant-time table work (k steps of a lookup); no state.
#include <cstdint>

namespace queens {

class ColexRank {
public:
    static constexpr int kMaxBits = 32;

    // C(n, k) for 0 <= n <= kMaxBits, any k (0 outside 0..n).
    static std::uint64_t binomial(int n, int k);
    // Rank of the set `mask` among the subsets with popcount(mask) elements.
    static std::uint64_t rank(std::uint32_t mask);
    // The k-subset of {0..31} whose rank is `rank` (rank < C(32, k) assumed).
    static std::uint32_t unrank(std::uint64_t rank, int k);
    // The next mask with the same number of bits in numeric (= colex) order; `mask` != 0 and not
    // the last one that fits in 32 bits.
    static std::uint32_t next(std::uint32_t mask);
};

}  // namespace queens
