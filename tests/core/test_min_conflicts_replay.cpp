// Reproducibility of MinConflictsStepper (split from test_min_conflicts.cpp, which checks what a
// run does event by event). A run is a function of its options alone:
// - SplitMix64, the stepper's only source of randomness, matches the published first outputs of
//   the reference splitmix64.c, so a seed gives the same stream on every platform, and its
//   below() draws are in range and even;
// - two runs with the same options give the same event stream, with and without restarts;
//   different seeds give different initial permutations;
// - allSolutions does not change the stream (min-conflicts stops at its first solution).
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <vector>

#include "MinConflictsFixtures.h"
#include "SplitMix64.h"

using namespace queens;
using minconflictstest::options;
using minconflictstest::runAll;

namespace {

// Columns of the first complete build, in row order (from the Place events).
std::vector<int> firstPermutation(int n, const std::vector<StepEvent>& ev) {
    std::vector<int> cols(static_cast<std::size_t>(n), -1);
    int placed = 0;
    for (const StepEvent& e : ev) {
        if (e.kind != EventKind::Place) continue;
        cols[static_cast<std::size_t>(e.a)] = e.b;
        if (++placed == n) break;
    }
    return cols;
}

}  // namespace

TEST(SplitMix64, MatchesTheReferenceOutputs) {
    SplitMix64 g(0);  // first outputs of Vigna's splitmix64.c seeded with 0
    EXPECT_EQ(g.next(), 0xE220A8397B1DCDAFULL);
    EXPECT_EQ(g.next(), 0x6E789E6AA1B965F4ULL);
    EXPECT_EQ(g.next(), 0x06C45D188009454FULL);
}

TEST(SplitMix64, BelowIsInRangeAndEven) {
    SplitMix64 g(42);
    for (std::uint32_t bound : {1u, 2u, 3u, 7u, 1000u}) {
        std::vector<int> seen(bound, 0);
        for (int k = 0; k < 20000; ++k) {
            const std::uint32_t v = g.below(bound);
            ASSERT_LT(v, bound);
            ++seen[v];
        }
        // 20000 draws: each value is expected 20000 / bound times. For the small bounds a 10%
        // band is more than 5 standard deviations wide, so only a biased draw misses it.
        const double expected = 20000.0 / bound;
        for (std::uint32_t v = 0; v < bound; ++v) {
            EXPECT_GT(seen[v], 0) << bound << " " << v;
            if (bound <= 7) {
                EXPECT_NEAR(seen[v], expected, 0.1 * expected) << bound << " " << v;
            }
        }
    }
}

TEST(MinConflicts, SameSeedSameStreamAndSeedsMatter) {
    for (std::uint64_t seed : {1u, 2u, 77u}) {
        EXPECT_EQ(runAll(options(100, seed)), runAll(options(100, seed)));
        EXPECT_EQ(runAll(options(50, seed, 5, 4)), runAll(options(50, seed, 5, 4)));
    }
    std::set<std::vector<int>> perms;
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        perms.insert(firstPermutation(100, runAll(options(100, seed))));
    EXPECT_EQ(perms.size(), 5u) << "five seeds, five different initial permutations";
}

TEST(MinConflicts, AllSolutionsFlagIsIgnored) {
    StepperOptions one = options(30, 9);
    one.allSolutions = false;
    StepperOptions all = options(30, 9);
    all.allSolutions = true;
    EXPECT_EQ(runAll(one), runAll(all));
}
