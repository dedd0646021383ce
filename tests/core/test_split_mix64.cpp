// SplitMix64's derived draws against their definitions: mix() against Vigna's published first
// outputs of splitmix64.c, uniform01() against the 53-bit construction and its mean,
// belowExcept() and below64() against their ranges and frequencies (loose statistical bounds, far
// beyond chance). below() and next() are tested in test_min_conflicts_replay.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "SplitMix64.h"

using namespace queens;

TEST(SplitMix64Draws, MixIsTheOutputFunction) {
    // splitmix64.c seeded with 0: the state advances by the golden-ratio increment, then mixes.
    constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
    EXPECT_EQ(SplitMix64::mix(kGolden), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(SplitMix64::mix(2 * kGolden), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(SplitMix64::mix(3 * kGolden), 0x06C45D188009454FULL);
}

TEST(SplitMix64Draws, Uniform01IsTheTop53BitsScaled) {
    SplitMix64 g(7);
    SplitMix64 copy(7);
    double sum = 0;
    constexpr int kDraws = 100000;
    for (int k = 0; k < kDraws; ++k) {
        const double u = g.uniform01();
        ASSERT_GE(u, 0.0);
        ASSERT_LT(u, 1.0);
        // Exactly a multiple of 2^-53: scaling back gives the integer the top 53 bits form.
        EXPECT_EQ(static_cast<std::uint64_t>(std::ldexp(u, 53)), copy.next() >> 11);
        sum += u;
    }
    // The mean of 100,000 uniform draws has a standard deviation of about 0.0009.
    EXPECT_NEAR(sum / kDraws, 0.5, 0.01);
}

TEST(SplitMix64Draws, BelowExceptSkipsOneValueAndIsEvenOnTheOthers) {
    SplitMix64 g(11);
    for (std::uint32_t bound : {2u, 3u, 8u}) {
        for (std::uint32_t skip = 0; skip < bound; ++skip) {
            std::vector<int> seen(bound, 0);
            constexpr int kDraws = 14000;
            for (int k = 0; k < kDraws; ++k) {
                const std::uint32_t v = g.belowExcept(bound, skip);
                ASSERT_LT(v, bound);
                ++seen[v];
            }
            EXPECT_EQ(seen[skip], 0) << bound << " " << skip;
            // Each other value is expected kDraws / (bound - 1) times (>= 2000); a 15% band is
            // more than 6 standard deviations wide.
            const double expected = static_cast<double>(kDraws) / (bound - 1);
            for (std::uint32_t v = 0; v < bound; ++v) {
                if (v != skip) {
                    EXPECT_NEAR(seen[v], expected, 0.15 * expected) << bound << " " << v;
                }
            }
        }
    }
}

TEST(SplitMix64Draws, Below64IsBelowForSmallBoundsAndEvenForLargeOnes) {
    SplitMix64 g(5);
    SplitMix64 copy(5);
    for (std::uint64_t bound : {1ULL, 6ULL, 0xFFFFFFFFULL})
        for (int k = 0; k < 1000; ++k)
            EXPECT_EQ(g.below64(bound), copy.below(static_cast<std::uint32_t>(bound)));
    // A bound above 2^32: three equal thirds of it should each get a third of the draws.
    const std::uint64_t third = std::uint64_t{1} << 40;
    const std::uint64_t bound = 3 * third;
    std::vector<int> thirds(3, 0);
    constexpr int kDraws = 30000;
    for (int k = 0; k < kDraws; ++k) {
        const std::uint64_t v = g.below64(bound);
        ASSERT_LT(v, bound);
        ++thirds[static_cast<std::size_t>(v / third)];
    }
    for (int t = 0; t < 3; ++t) EXPECT_NEAR(thirds[static_cast<std::size_t>(t)], kDraws / 3, 1000);
}
