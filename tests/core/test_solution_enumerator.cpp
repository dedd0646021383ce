// SolutionEnumerator against independent truth: the published solution counts (OEIS A000170)
// and the brute-force permutation oracle, which also fixes the expected (lexicographic) order.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include "SolutionEnumerator.h"
#include "SolutionOracle.h"

namespace queens {
namespace {

std::vector<std::vector<int>> collect(int n, std::uint64_t stopAfter = UINT64_MAX) {
    std::vector<std::vector<int>> out;
    SolutionEnumerator e(n);
    e.enumerate([&](std::span<const int> p) {
        out.emplace_back(p.begin(), p.end());
        return out.size() < stopAfter;
    });
    return out;
}

TEST(SolutionEnumerator, CountsMatchOeisA000170) {
    // A000170, n = 1..12 (published, not computed by any code in this repository).
    constexpr std::array<std::uint64_t, 12> published = {1,  0,  0,   2,   10,   4,
                                                         40, 92, 352, 724, 2680, 14200};
    for (int n = 1; n <= 12; ++n) {
        SolutionEnumerator e(n);
        EXPECT_EQ(e.count(), published[static_cast<std::size_t>(n - 1)]) << "n = " << n;
    }
}

TEST(SolutionEnumerator, SameSolutionsInSameOrderAsBruteForce) {
    for (int n = 1; n <= 9; ++n) {
        const auto oracle = testing::bruteForceSolutions(n);  // std::set: lexicographic order
        const std::vector<std::vector<int>> expected(oracle.begin(), oracle.end());
        EXPECT_EQ(collect(n), expected) << "n = " << n;
    }
}

TEST(SolutionEnumerator, StopsWhenTheVisitorSaysSo) {
    const auto oracle = testing::bruteForceSolutions(8);
    const std::vector<std::vector<int>> all(oracle.begin(), oracle.end());
    for (std::uint64_t k : {1u, 2u, 17u, 91u}) {
        const auto firstK = collect(8, k);
        ASSERT_EQ(firstK.size(), k);
        EXPECT_TRUE(std::equal(firstK.begin(), firstK.end(), all.begin())) << "k = " << k;
    }
    SolutionEnumerator e(8);
    EXPECT_EQ(e.enumerate([](std::span<const int>) { return false; }), 1u);
}

TEST(SolutionEnumerator, CanRunTwiceAndCountsNodes) {
    SolutionEnumerator e(6);
    EXPECT_EQ(e.count(), 4u);
    const auto nodes = e.nodes();
    EXPECT_GT(nodes, 4u * 6u - 1u);  // at least the queens of the four solutions
    EXPECT_EQ(e.count(), 4u);
    EXPECT_EQ(e.nodes(), nodes);
}

TEST(SolutionEnumerator, LargeBoardFindsAValidFirstSolution) {
    // n = 29 uses masks wider than 16 bits and still meets its first solution quickly
    // (about 1.5 million nodes); the solution is checked pairwise here.
    constexpr int n = 29;
    SolutionEnumerator e(n);
    std::vector<int> first;
    EXPECT_EQ(e.enumerate([&](std::span<const int> p) {
        first.assign(p.begin(), p.end());
        return false;
    }),
              1u);
    ASSERT_EQ(static_cast<int>(first.size()), n);
    for (std::size_t i = 0; i < first.size(); ++i)
        for (std::size_t j = i + 1; j < first.size(); ++j) {
            EXPECT_NE(first[i], first[j]);
            EXPECT_NE(std::abs(first[i] - first[j]), static_cast<int>(j - i));
        }
}

TEST(SolutionEnumerator, RejectsSizesOutOfRange) {
    EXPECT_THROW(SolutionEnumerator(0), std::invalid_argument);
    EXPECT_THROW(SolutionEnumerator(-1), std::invalid_argument);
    EXPECT_THROW(SolutionEnumerator(SolutionEnumerator::kMaxN + 1), std::invalid_argument);
    EXPECT_NO_THROW(SolutionEnumerator(SolutionEnumerator::kMaxN));
}

}  // namespace
}  // namespace queens
