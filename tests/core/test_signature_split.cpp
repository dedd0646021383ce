// Tests of SignatureSplit: sorting the lists of a disjoint-pair count by a few frequent bits must
// lose no pair. The truth is the double loop: every pattern a split skips for an item shares a
// bit with it, and the pairs counted inside the ranges equal DisjointPairCounter::countDirect.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "DisjointPairCounter.h"
#include "SignatureSplit.h"

namespace queens {
namespace {

// Words of `bits` bits, each bit set with probability 1/4, and bits 3 and 17 with 1/2.
std::vector<std::uint64_t> randomList(std::mt19937_64& rng, std::size_t size, int bits) {
    const std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
    std::vector<std::uint64_t> list(size);
    for (auto& x : list) x = ((rng() & rng()) | (rng() & ((1u << 3) | (1u << 17)))) & mask;
    return list;
}

std::vector<std::uint64_t> sorted(std::vector<std::uint64_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

TEST(SignatureSplit, LosesNoPairAndSkipsOnlyPatternsThatShareABit) {
    std::mt19937_64 rng(5);
    const int bits = 34;
    const auto patterns = randomList(rng, 5000, bits);
    const auto items = randomList(rng, 3000, bits);
    SignatureSplit split;
    split.prepare(patterns, items, bits);
    ASSERT_EQ(split.splitBits(), SignatureSplit::kMaxSplitBits);

    // The sorted patterns are the patterns plus padding, in whole words.
    const auto table = split.patterns();
    ASSERT_EQ(table.size() % 64, 0u);
    std::vector<std::uint64_t> kept;
    for (const std::uint64_t p : table)
        if (p != SignatureSplit::kPadding) kept.push_back(p);
    EXPECT_EQ(sorted(kept), sorted(patterns));
    std::vector<std::uint64_t> grouped;
    for (int s = 0; s < split.signatures(); ++s)
        for (const std::uint64_t x : split.items(s)) grouped.push_back(x);
    EXPECT_EQ(sorted(grouped), sorted(items));

    const int words = static_cast<int>(table.size() / 64);
    std::uint64_t inRanges = 0;
    for (int s = 0; s < split.signatures(); ++s) {
        WordRange ranges[SignatureSplit::kMaxRanges];
        const int count = split.ranges(s, 0, words, ranges);
        std::vector<bool> listed(static_cast<std::size_t>(words), false);
        for (int r = 0; r < count; ++r) {
            ASSERT_LT(ranges[r].begin, ranges[r].end);
            if (r > 0) {
                ASSERT_LT(ranges[r - 1].end, ranges[r].begin);  // merged when adjacent
            }
            for (int w = ranges[r].begin; w < ranges[r].end; ++w)
                listed[static_cast<std::size_t>(w)] = true;
        }
        for (const std::uint64_t x : split.items(s)) {
            for (std::size_t p = 0; p < table.size(); ++p) {
                if (table[p] == SignatureSplit::kPadding) continue;
                const bool disjoint = (x & table[p]) == 0;
                if (listed[p / 64])
                    inRanges += disjoint ? 1 : 0;
                else
                    ASSERT_FALSE(disjoint) << "skipped a pattern disjoint from an item";
            }
        }
    }
    EXPECT_EQ(inRanges, DisjointPairCounter::countDirect(patterns, items));
    // Splitting pays: the items are run against well under all of the patterns.
    EXPECT_LT(split.itemRows(), 0.8 * static_cast<double>(items.size()));
    EXPECT_GT(split.itemRows(), 0.0);
}

TEST(SignatureSplit, RangesOfABlockAreTheRangesOfTheWholeCutToIt) {
    std::mt19937_64 rng(9);
    const auto patterns = randomList(rng, 9000, 40);
    const auto items = randomList(rng, 200, 40);
    SignatureSplit split;
    split.prepare(patterns, items, 40);
    ASSERT_GT(split.splitBits(), 0);
    const int words = static_cast<int>(split.patterns().size() / 64);
    for (int s = 0; s < split.signatures(); ++s) {
        WordRange whole[SignatureSplit::kMaxRanges];
        const int count = split.ranges(s, 0, words, whole);
        std::vector<bool> expect(static_cast<std::size_t>(words), false), got = expect;
        for (int r = 0; r < count; ++r)
            for (int w = whole[r].begin; w < whole[r].end; ++w)
                expect[static_cast<std::size_t>(w)] = true;
        for (int first = 0; first < words; first += 13) {
            const int block = std::min(13, words - first);
            WordRange part[SignatureSplit::kMaxRanges];
            const int n = split.ranges(s, first, block, part);
            for (int r = 0; r < n; ++r) {
                ASSERT_GE(part[r].begin, 0);
                ASSERT_LE(part[r].end, block);
                for (int w = part[r].begin; w < part[r].end; ++w)
                    got[static_cast<std::size_t>(first + w)] = true;
            }
        }
        EXPECT_EQ(got, expect) << "signature " << s;
    }
}

TEST(SignatureSplit, NoSplitWhereItCannotPay) {
    std::mt19937_64 rng(3);
    SignatureSplit split;
    // Too few patterns.
    split.prepare(randomList(rng, 1000, 34), randomList(rng, 5000, 34), 34);
    EXPECT_EQ(split.splitBits(), 0);
    // 64-bit words: no room for the padding word.
    split.prepare(randomList(rng, 5000, 60), randomList(rng, 5000, 60), 64);
    EXPECT_EQ(split.splitBits(), 0);
    // No bit frequent in both lists: one bit each, never the same.
    std::vector<std::uint64_t> low(5000), high(5000);
    for (std::size_t i = 0; i < low.size(); ++i) {
        low[i] = std::uint64_t{1} << (i % 16);
        high[i] = std::uint64_t{1} << (16 + i % 16);
    }
    split.prepare(low, high, 32);
    EXPECT_EQ(split.splitBits(), 0);
}

}  // namespace
}  // namespace queens
