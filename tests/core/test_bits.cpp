// Bits.h against independent truth: every helper is compared with a plain bit-by-bit loop over
// the 64 (or 32) positions, for every board width 0..64 and for many words (every single bit,
// every pair of bits, edge words and SplitMix64 values). A small counting search built only from
// the helpers must also reproduce the published solution counts (OEIS A000170).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "Bits.h"
#include "PublishedCounts.h"
#include "SplitMix64.h"

namespace {

template <class W>
constexpr int kWidth = std::numeric_limits<W>::digits;

template <class W>
bool bitSet(W x, int i) {
    return ((x >> i) & 1) != 0;
}

// The words every test walks through: 0, all ones, each single bit, each pair of bits, the low
// masks, and pseudo-random words of every density.
template <class W>
std::vector<W> sampleWords() {
    std::vector<W> out = {W{0}, ~W{0}};
    for (int i = 0; i < kWidth<W>; ++i) {
        const W single = W{1} << i;
        out.push_back(single);
        out.push_back(~single);
        for (int j = i + 1; j < kWidth<W>; ++j) out.push_back(single | (W{1} << j));
    }
    queens::SplitMix64 rng(20261128);
    for (int k = 0; k < 4000; ++k) {
        const auto a = static_cast<W>(rng.next());
        const auto b = static_cast<W>(rng.next());
        out.push_back(a);
        out.push_back(a & b);  // sparse
        out.push_back(a | b);  // dense
    }
    return out;
}

// Reference: the n low bits, one at a time.
template <class W>
W loopMask(int n) {
    W m = 0;
    for (int i = 0; i < n; ++i) m |= W{1} << i;
    return m;
}

// Reference: the index of the lowest set bit, scanning upwards; the width for 0.
template <class W>
int loopLowestIndex(W x) {
    for (int i = 0; i < kWidth<W>; ++i)
        if (bitSet(x, i)) return i;
    return kWidth<W>;
}

template <class W>
W loopLowestBit(W x) {
    const int i = loopLowestIndex(x);
    return i == kWidth<W> ? W{0} : W{1} << i;
}

template <class W>
void checkSingleWordHelpers() {
    for (const W x : sampleWords<W>()) {
        const W low = loopLowestBit(x);
        ASSERT_EQ(queens::lowestBit(x), low) << x;
        ASSERT_EQ(queens::clearLowest(x), static_cast<W>(x & ~low)) << x;
        ASSERT_EQ(queens::columnOf(x), loopLowestIndex(x)) << x;
        if (x != 0) {
            W y = x;
            ASSERT_EQ(queens::popLowest(y), low) << x;
            ASSERT_EQ(y, static_cast<W>(x & ~low)) << x;
            W z = x;
            ASSERT_EQ(queens::popLowestColumn(z), loopLowestIndex(x)) << x;
            ASSERT_EQ(z, static_cast<W>(x & ~low)) << x;
        }
    }
}

// Popping until empty visits exactly the set bits, lowest first.
template <class W>
void checkPopLoops() {
    for (const W x : sampleWords<W>()) {
        std::vector<int> expected;
        for (int i = 0; i < kWidth<W>; ++i)
            if (bitSet(x, i)) expected.push_back(i);
        std::vector<int> byBit;
        std::vector<int> byColumn;
        for (W y = x; y != 0;) byBit.push_back(queens::columnOf(queens::popLowest(y)));
        for (W y = x; y != 0;) byColumn.push_back(queens::popLowestColumn(y));
        ASSERT_EQ(byBit, expected) << x;
        ASSERT_EQ(byColumn, expected) << x;
    }
}

// shiftLd: bit c goes to c + 1 when c + 1 < n; shiftRd: bit c goes to c - 1 when c >= 1.
template <class W>
void checkDiagonalShifts() {
    const std::vector<W> words = sampleWords<W>();
    for (int n = 0; n <= kWidth<W>; ++n) {
        const W all = queens::boardMask<W>(n);
        for (const W x : words) {
            W ld = 0;
            W rd = 0;
            for (int c = 0; c < kWidth<W>; ++c) {
                if (!bitSet(x, c)) continue;
                if (c + 1 < n) ld |= W{1} << (c + 1);
                if (c >= 1) rd |= W{1} << (c - 1);
            }
            ASSERT_EQ(queens::shiftLd(x, all), ld) << "n " << n << " x " << x;
            ASSERT_EQ(queens::shiftRd(x), rd) << x;
        }
    }
}

// The bitmask counting search written with the helpers only.
template <class W>
std::uint64_t countWithHelpers(int row, int n, W all, W cols, W ld, W rd) {
    if (row == n) return 1;
    std::uint64_t total = 0;
    for (W avail = all & ~(cols | ld | rd); avail != 0;) {
        const W bit = queens::popLowest(avail);
        total += countWithHelpers<W>(row + 1, n, all, cols | bit, queens::shiftLd(ld | bit, all),
                                     queens::shiftRd(rd | bit));
    }
    return total;
}

}  // namespace

TEST(Bits, BoardMaskMatchesLoopForEveryWidth) {
    for (int n = 0; n <= 64; ++n) EXPECT_EQ(queens::boardMask(n), loopMask<std::uint64_t>(n)) << n;
    for (int n = 0; n <= 32; ++n)
        EXPECT_EQ(queens::boardMask<std::uint32_t>(n), loopMask<std::uint32_t>(n)) << n;
    static_assert(queens::boardMask(64) == ~std::uint64_t{0});
    static_assert(queens::boardMask<std::uint32_t>(32) == ~std::uint32_t{0});
    static_assert(queens::boardMask(0) == 0 && queens::boardMask(8) == 0xFF);
}

TEST(Bits, BitOfAndColumnOfAreInverse) {
    for (int c = 0; c < 64; ++c) {
        const std::uint64_t bit = queens::bitOf(c);
        EXPECT_EQ(bit, loopMask<std::uint64_t>(c + 1) & ~loopMask<std::uint64_t>(c)) << c;
        EXPECT_EQ(queens::columnOf(bit), c);
    }
    for (int c = 0; c < 32; ++c) EXPECT_EQ(queens::columnOf(queens::bitOf<std::uint32_t>(c)), c);
    static_assert(queens::columnOf(queens::bitOf(63)) == 63);
}

TEST(Bits, LowestBitHelpersMatchLoop64) {
    checkSingleWordHelpers<std::uint64_t>();
}

TEST(Bits, LowestBitHelpersMatchLoop32) {
    checkSingleWordHelpers<std::uint32_t>();
}

TEST(Bits, PopLoopsVisitSetBitsInIncreasingOrder) {
    checkPopLoops<std::uint64_t>();
    checkPopLoops<std::uint32_t>();
}

TEST(Bits, DiagonalShiftsMatchLoop) {
    checkDiagonalShifts<std::uint64_t>();
    checkDiagonalShifts<std::uint32_t>();
}

TEST(Bits, SearchFromHelpersGivesPublishedCounts) {
    for (int n = 1; n <= 12; ++n) {
        EXPECT_EQ(countWithHelpers<std::uint64_t>(0, n, queens::boardMask(n), 0, 0, 0),
                  queens::testing::publishedTotal(n))
            << n;
        EXPECT_EQ(
            countWithHelpers<std::uint32_t>(0, n, queens::boardMask<std::uint32_t>(n), 0, 0, 0),
            queens::testing::publishedTotal(n))
            << n;
    }
}
