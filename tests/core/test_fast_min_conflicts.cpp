// FastMinConflicts checked against independent truth:
// - solutions for 100 seeds at each of 16 sizes from 4 to 1000, and once at n = 10^5, confirmed
//   by Board::isSolution (int counters per line) and by SolutionVerifier (bitsets);
// - the collision count it keeps equals the count recomputed from the placement, also when it
//   stops mid-search (tiny evaluation budgets), so every applied delta was exact;
// - reproducibility: equal seeds give equal placements, different seeds different ones;
// - the documented edges: n = 1, the unsolvable n = 2 and 3, refused sizes, giving up.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "Board.h"
#include "FastMinConflicts.h"
#include "SolutionVerifier.h"

using namespace queens;

namespace {

FastMinConflicts::Options seeded(std::uint64_t seed, std::uint64_t maxEvaluations = 0,
                                 std::uint64_t maxRestarts = 0) {
    FastMinConflicts::Options o;
    o.seed = seed;
    o.maxEvaluations = maxEvaluations;
    o.maxRestarts = maxRestarts;
    return o;
}

// Collisions recomputed from the placement with Board's per-diagonal counts: sum of k - 1
// over the lines holding k > 1 queens.
std::int64_t recount(const std::vector<int>& p) {
    const Board b(p);
    std::int64_t total = 0;
    for (const auto& counts : {b.diagonalCounts(), b.antiDiagonalCounts()})
        for (int k : counts) total += k > 1 ? k - 1 : 0;
    return total;
}

// The kernel's placement as a plain vector, for Board and the helpers here.
std::vector<int> placementOf(const FastMinConflicts& k) {
    return {k.placement().begin(), k.placement().end()};
}

bool isPermutation(std::vector<int> p) {
    std::sort(p.begin(), p.end());
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i] != static_cast<int>(i)) return false;
    return true;
}

std::string where(int n, std::uint64_t seed) {
    return "n=" + std::to_string(n) + " seed=" + std::to_string(seed);
}

}  // namespace

TEST(FastMinConflicts, SolvesManySeedsAndSizes) {
    const int sizes[] = {4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 50, 100, 200, 333, 500, 1000};
    for (int n : sizes) {
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            FastMinConflicts k(n, seeded(seed));
            ASSERT_TRUE(k.solve()) << where(n, seed);
            const std::vector<int> p = placementOf(k);
            ASSERT_EQ(static_cast<int>(p.size()), n);
            ASSERT_TRUE(Board(p).isSolution()) << where(n, seed);
            ASSERT_TRUE(SolutionVerifier::isSolution(p)) << where(n, seed);
            ASSERT_EQ(k.collisions(), 0);
            ASSERT_GE(k.stats().builds, 1u);
        }
    }
}

TEST(FastMinConflicts, SolvesAHundredThousandQueens) {
    FastMinConflicts k(100'000, seeded(2024));
    ASSERT_TRUE(k.solve());
    const HugePageVector<int> taken = k.takePlacement();
    const std::vector<int> p(taken.begin(), taken.end());
    ASSERT_EQ(p.size(), 100'000u);
    EXPECT_TRUE(SolutionVerifier::isSolution(p));
    EXPECT_TRUE(Board(p).isSolution());
    // The build leaves only a few rows without a free column; the search repairs them.
    EXPECT_LT(k.stats().uncheckedRows, 1000u);
    EXPECT_GE(k.stats().candidateTests, 100'000u);
}

TEST(FastMinConflicts, KeepsTheExactCollisionCountWhenStoppedMidSearch) {
    int stoppedWithCollisions = 0;
    for (int n : {8, 13, 30, 64, 200, 1000}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            for (std::uint64_t budget : {1u, 3u, 10u, 40u}) {
                FastMinConflicts k(n, seeded(seed, budget, 1));
                const bool solved = k.solve();
                const std::vector<int> p = placementOf(k);
                ASSERT_TRUE(isPermutation(p)) << where(n, seed);
                ASSERT_EQ(k.collisions(), recount(p)) << where(n, seed) << " budget " << budget;
                ASSERT_EQ(solved, k.collisions() == 0) << where(n, seed);
                ASSERT_LE(k.stats().builds, 2u);
                if (!solved) ++stoppedWithCollisions;
            }
        }
    }
    EXPECT_GT(stoppedWithCollisions, 100) << "the budgets really stopped searches midway";
}

TEST(FastMinConflicts, SameSeedSamePlacement) {
    for (int n : {10, 1000, 50'000}) {
        FastMinConflicts a(n, seeded(77));
        FastMinConflicts b(n, seeded(77));
        FastMinConflicts c(n, seeded(78));
        ASSERT_TRUE(a.solve());
        ASSERT_TRUE(b.solve());
        ASSERT_TRUE(c.solve());
        EXPECT_EQ(a.placement(), b.placement()) << n;
        EXPECT_EQ(a.stats().evaluations, b.stats().evaluations) << n;
        if (n >= 1000) {
            EXPECT_NE(a.placement(), c.placement()) << n;
        }
    }
}

TEST(FastMinConflicts, TinyAndRefusedBoards) {
    FastMinConflicts one(1);
    EXPECT_TRUE(one.solve());
    EXPECT_EQ(placementOf(one), std::vector<int>{0});
    for (int n : {2, 3}) {
        FastMinConflicts k(n);
        EXPECT_FALSE(k.solve()) << n;
        EXPECT_EQ(k.stats().builds, 0u) << "no search for a board without solutions";
    }
    EXPECT_THROW(FastMinConflicts(0), std::invalid_argument);
    EXPECT_THROW(FastMinConflicts(-5), std::invalid_argument);
    EXPECT_THROW(FastMinConflicts(FastMinConflicts::kMaxN + 1), std::invalid_argument);
}

TEST(FastMinConflicts, GivesUpAfterMaxRestarts) {
    // One evaluation per build cannot repair n = 8 unless a build is already a solution; over
    // many seeds some runs give up, after exactly 1 + maxRestarts builds.
    int gaveUp = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        FastMinConflicts k(8, seeded(seed, 1, 2));
        if (k.solve()) {
            EXPECT_TRUE(Board(placementOf(k)).isSolution());
            continue;
        }
        ++gaveUp;
        EXPECT_EQ(k.stats().builds, 3u);
        EXPECT_GT(k.collisions(), 0);
    }
    EXPECT_GT(gaveUp, 0);
}
