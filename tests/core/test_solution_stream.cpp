// SolutionStream against independent truth: the brute-force permutation oracle (as an ordered
// list: lexicographic order is part of the contract), the published totals of OEIS A000170, and
// a direct count of the non-attacking partial placements for nodes(). Also: resuming, two
// streams interleaved, produced() and the end of the stream.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include "PublishedCounts.h"
#include "SolutionOracle.h"
#include "SolutionStream.h"

using queens::SolutionStream;

namespace {

std::vector<std::vector<int>> drain(SolutionStream& s) {
    std::vector<std::vector<int>> out;
    std::vector<int> p;
    while (s.next(p)) out.push_back(p);
    return out;
}

std::vector<std::vector<int>> oracleList(int n) {
    const auto set = queens::testing::bruteForceSolutions(n);  // std::set: lexicographic order
    return {set.begin(), set.end()};
}

bool nonAttacking(const std::vector<int>& p) {
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i] == p[j] || std::abs(p[i] - p[j]) == static_cast<int>(j - i)) return false;
    return true;
}

// Every sequence of k columns (k = 1..n, n^k of them) checked pair by pair: the number of
// non-attacking partial placements, which is what the search visits.
std::uint64_t partialPlacements(int n) {
    std::uint64_t count = 0;
    for (int k = 1; k <= n; ++k) {
        std::vector<int> p(static_cast<std::size_t>(k), 0);
        while (true) {
            if (nonAttacking(p)) ++count;
            int i = k - 1;
            while (i >= 0 && ++p[static_cast<std::size_t>(i)] == n)
                p[static_cast<std::size_t>(i--)] = 0;
            if (i < 0) break;
        }
    }
    return count;
}

}  // namespace

TEST(SolutionStream, EqualsBruteForceInLexicographicOrder) {
    for (int n = 1; n <= 10; ++n) {
        SolutionStream s(n);
        EXPECT_EQ(s.n(), n);
        EXPECT_EQ(drain(s), oracleList(n)) << "n=" << n;
    }
}

TEST(SolutionStream, ProducedCountsEachSolutionReturned) {
    SolutionStream s(6);
    EXPECT_EQ(s.produced(), 0u);
    std::vector<int> p;
    std::uint64_t k = 0;
    while (s.next(p)) {
        ++k;
        EXPECT_EQ(s.produced(), k);
        EXPECT_EQ(p.size(), 6u);
    }
    EXPECT_EQ(k, queens::testing::publishedTotal(6));
    EXPECT_TRUE(s.exhausted());
}

TEST(SolutionStream, StaysExhaustedAndLeavesThePlacementAlone) {
    SolutionStream s(4);
    drain(s);
    std::vector<int> p = {9, 9};
    EXPECT_FALSE(s.next(p));
    EXPECT_FALSE(s.next(p));
    EXPECT_EQ(p, (std::vector<int>{9, 9}));
    EXPECT_EQ(s.produced(), 2u);  // A000170(4)
}

TEST(SolutionStream, NoSolutionsForTwoAndThree) {
    for (int n : {2, 3}) {
        SolutionStream s(n);
        std::vector<int> p;
        EXPECT_FALSE(s.next(p)) << "n=" << n;
        EXPECT_EQ(s.produced(), 0u);
        EXPECT_GT(s.nodes(), 0u);
    }
}

TEST(SolutionStream, TwoStreamsInterleavedAreIndependent) {
    // One stream pulled twice as often as the other; both must still list everything in order.
    const auto expected = oracleList(8);
    SolutionStream a(8), b(8);
    std::vector<std::vector<int>> gotA, gotB;
    std::vector<int> p;
    bool moreA = true, moreB = true;
    while (moreA || moreB) {
        for (int i = 0; i < 2 && moreA; ++i)
            if ((moreA = a.next(p))) gotA.push_back(p);
        if (moreB && (moreB = b.next(p))) gotB.push_back(p);
        EXPECT_EQ(a.produced(), gotA.size());
        EXPECT_EQ(b.produced(), gotB.size());
    }
    EXPECT_EQ(gotA, expected);
    EXPECT_EQ(gotB, expected);
}

TEST(SolutionStream, ResumesAfterAPauseWhereItStopped) {
    // Pull in chunks of 7 with a fresh vector each time: the stream, not the caller, holds state.
    const auto expected = oracleList(9);
    SolutionStream s(9);
    std::vector<std::vector<int>> got;
    while (true) {
        std::vector<int> p;
        int pulled = 0;
        while (pulled < 7 && s.next(p)) {
            got.push_back(p);
            ++pulled;
        }
        if (pulled < 7) break;
    }
    EXPECT_EQ(got, expected);
}

TEST(SolutionStream, NodesAreTheNonAttackingPartialPlacements) {
    for (int n = 1; n <= 6; ++n) {
        SolutionStream s(n);
        drain(s);
        EXPECT_EQ(s.nodes(), partialPlacements(n)) << "n=" << n;
    }
}

TEST(SolutionStream, TotalsMatchPublishedA000170) {
    for (int n = 1; n <= 13; ++n) {
        SolutionStream s(n);
        std::vector<int> p;
        std::uint64_t count = 0;
        while (s.next(p)) ++count;
        EXPECT_EQ(count, queens::testing::publishedTotal(n)) << "n=" << n;
        EXPECT_EQ(s.produced(), count);
    }
}

TEST(SolutionStream, LargestBoardGivesAValidFirstSolution) {
    SolutionStream s(SolutionStream::kMaxN);
    std::vector<int> p;
    ASSERT_TRUE(s.next(p));
    ASSERT_EQ(static_cast<int>(p.size()), SolutionStream::kMaxN);
    EXPECT_TRUE(nonAttacking(p));
    EXPECT_EQ(s.produced(), 1u);
}

TEST(SolutionStream, RejectsInvalidN) {
    EXPECT_THROW(SolutionStream(0), std::invalid_argument);
    EXPECT_THROW(SolutionStream(-3), std::invalid_argument);
    EXPECT_THROW(SolutionStream(SolutionStream::kMaxN + 1), std::invalid_argument);
}
