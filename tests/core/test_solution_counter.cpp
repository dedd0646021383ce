// The counting kernels against independent truth: the published counts (OEIS A000170 for all
// solutions, A002562 for fundamental ones), the brute-force permutation oracle (SolutionOracle)
// with Symmetry::apply for the rotation-invariant solutions, and direct double loops / direct
// enumeration for the building blocks. Also: cancellation, progress, and that the work units
// together cover the search exactly once.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "ColexRank.h"
#include "CpuFeatures.h"
#include "DisjointPairCounter.h"
#include "HalfBoardEnumerator.h"
#include "HalfBoardJoinCounter.h"
#include "SolutionCounter.h"
#include "SolutionOracle.h"
#include "SymmetricSolutionCounter.h"
#include "Symmetry.h"
#include "WorkUnitScheduler.h"

namespace queens {
namespace {

// OEIS A000170 and A002562 for n = 1..15 (published values, not computed by this repository).
constexpr std::array<std::uint64_t, 15> kTotal = {1,   0,   0,    2,     10,    4,      40,     92,
                                                  352, 724, 2680, 14200, 73712, 365596, 2279184};
constexpr std::array<std::uint64_t, 15> kUnique = {1,  0,  0,   1,    2,    1,     6,     12,
                                                   46, 92, 341, 1787, 9233, 45752, 285053};

std::uint64_t fixedBy(Transform t, int n) {
    std::uint64_t count = 0;
    for (const auto& p : testing::bruteForceSolutions(n))
        if (Symmetry::apply(t, p) == p) ++count;
    return count;
}

TEST(SolutionCounter, PublishedCountsForOneToThreeThreads) {
    for (unsigned threads : {1u, 2u, 3u}) {
        for (int n = 1; n <= 15; ++n) {
            CountOptions options;
            options.threads = threads;
            const CountResult r = SolutionCounter(n).count(options);
            ASSERT_EQ(r.status, CountStatus::Complete);
            EXPECT_EQ(r.total, kTotal[static_cast<std::size_t>(n - 1)])
                << "n = " << n << ", threads = " << threads;
            EXPECT_EQ(r.unique, kUnique[static_cast<std::size_t>(n - 1)])
                << "n = " << n << ", threads = " << threads;
            EXPECT_EQ(r.threads, threads);
            EXPECT_EQ(r.unitsDone, r.units);
        }
    }
}

TEST(SolutionCounter, RotationInvariantCountsMatchBruteForce) {
    for (int n = 1; n <= 9; ++n) {
        const CountResult r = SolutionCounter(n).count();
        EXPECT_EQ(r.halfTurnSymmetric, fixedBy(Transform::Rotate180, n)) << "n = " << n;
        EXPECT_EQ(r.quarterTurnSymmetric, fixedBy(Transform::Rotate90, n)) << "n = " << n;
    }
}

TEST(SolutionCounter, RejectsBoardSizesOutsideOneToTwentySeven) {
    EXPECT_THROW(SolutionCounter(0), std::invalid_argument);
    EXPECT_THROW(SolutionCounter(28), std::invalid_argument);
    EXPECT_NO_THROW(SolutionCounter(27));
}

TEST(SolutionCounter, CancelledCountReportsCancelled) {
    // N = 18 takes seconds; the flag is raised from the first progress report.
    std::atomic<bool> cancel{false};
    CountOptions options;
    options.threads = 2;
    options.cancel = &cancel;
    options.progressInterval = std::chrono::milliseconds(1);
    options.progress = [&](std::size_t, std::size_t) { cancel = true; };
    const CountResult r = SolutionCounter(18).count(options);
    EXPECT_EQ(r.status, CountStatus::Cancelled);
    EXPECT_LT(r.unitsDone, r.units);
    EXPECT_EQ(r.total, 0u);
    EXPECT_EQ(r.unique, 0u);
}

TEST(SolutionCounter, FlagRaisedBeforehandRunsNoUnit) {
    std::atomic<bool> cancel{true};
    CountOptions options;
    options.cancel = &cancel;
    const CountResult r = SolutionCounter(12).count(options);
    EXPECT_EQ(r.status, CountStatus::Cancelled);
    EXPECT_EQ(r.unitsDone, 0u);
}

TEST(SolutionCounter, ProgressIsMonotoneAndEndsComplete) {
    std::vector<std::size_t> seen;
    std::size_t unitsSeen = 0;
    CountOptions options;
    options.threads = 2;
    options.progressInterval = std::chrono::milliseconds(1);
    options.progress = [&](std::size_t done, std::size_t units) {
        seen.push_back(done);
        unitsSeen = units;
    };
    const CountResult r = SolutionCounter(14).count(options);
    ASSERT_FALSE(seen.empty());
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    EXPECT_EQ(seen.back(), r.units);
    EXPECT_EQ(unitsSeen, r.units);
}

TEST(HalfBoardJoinCounter, UnitsCoverTheSearchExactlyOnce) {
    for (int n = 1; n <= 13; ++n) {
        const HalfBoardJoinCounter join(n);
        HalfBoardJoinCounter::Workspace ws;
        std::uint64_t sum = 0;
        for (std::size_t u = join.unitCount(); u-- > 0;) {  // any order will do: backwards
            const auto r = join.countUnit(u, ws);
            ASSERT_TRUE(r.complete);
            sum += r.solutions;
        }
        EXPECT_EQ(sum, kTotal[static_cast<std::size_t>(n - 1)]) << "n = " << n;
        EXPECT_EQ(join.countAll(), sum) << "n = " << n;
    }
    // Other ways to list the halves give the same totals.
    for (int n = 2; n <= 13; ++n) {
        for (int bandRows : {1, n / 2}) {
            for (bool perMiddle : {true, false}) {
                EXPECT_EQ(HalfBoardJoinCounter(n, bandRows, perMiddle).countAll(),
                          kTotal[static_cast<std::size_t>(n - 1)])
                    << "n = " << n << ", band rows " << bandRows << ", per middle " << perMiddle;
            }
        }
    }
    EXPECT_THROW(HalfBoardEnumerator(27, 7, true), std::invalid_argument);  // 27 + 7 > 33
    const HalfBoardJoinCounter eight(8);
    HalfBoardJoinCounter::Workspace ws;
    EXPECT_THROW(eight.countUnit(eight.unitCount(), ws), std::out_of_range);
}

TEST(SymmetricSolutionCounter, HalfTurnUnitsSumToBruteForce) {
    for (int n = 1; n <= 9; ++n) {
        const SymmetricSolutionCounter sym(n);
        std::uint64_t sum = 0;
        for (std::size_t u = 0; u < sym.halfTurnUnits(); ++u)
            sum += sym.countHalfTurnUnit(u).solutions;
        EXPECT_EQ(sum, fixedBy(Transform::Rotate180, n)) << "n = " << n;
        EXPECT_EQ(sym.countQuarterTurn().solutions, fixedBy(Transform::Rotate90, n)) << "n = " << n;
    }
}

// Every placement of rows 0..K-1 within a column set, found by trying all permutations of the set.
std::multiset<std::uint64_t> placementsByBruteForce(int n, std::uint32_t columns, int middle) {
    const int k = n / 2;
    std::vector<int> cols;
    for (int c = 0; c < n; ++c)
        if ((columns >> c) & 1) cols.push_back(c);
    std::multiset<std::uint64_t> keys;  // the placement, 5 bits per row
    do {
        bool ok = true;
        for (int i = 0; i < k && ok; ++i) {
            for (int j = i + 1; j < k && ok; ++j)
                ok = std::abs(cols[static_cast<std::size_t>(i)] -
                              cols[static_cast<std::size_t>(j)]) != j - i;
            if (middle >= 0)
                ok = ok && std::abs(cols[static_cast<std::size_t>(i)] - middle) != k - i;
        }
        if (!ok) continue;
        std::uint64_t key = 0;
        for (int c : cols) key = key * 32 + static_cast<std::uint64_t>(c);
        keys.insert(key);
    } while (std::next_permutation(cols.begin(), cols.end()));
    return keys;
}

TEST(HalfBoardEnumerator, ListsEveryHalfPlacementOnce) {
    for (int n = 2; n <= 11; ++n) {
        const int k = n / 2;
        // Automatic band rows; one band row (all but one row by the prefix search); all rows
        // from the table without the per-middle copies (the path large odd n take).
        const HalfBoardEnumerator automatic(n), oneRow(n, 1, true), allRows(n, k, false);
        for (const HalfBoardEnumerator* h : {&automatic, &oneRow, &allRows}) {
            const HalfBoardEnumerator& halves = *h;
            std::vector<std::uint64_t> items;
            for (std::uint32_t c = (1u << k) - 1; c < (1u << n); c = ColexRank::next(c)) {
                for (int m = (n % 2 == 1 ? 0 : -1); m < (n % 2 == 1 ? n : 0); ++m) {
                    if (m >= 0 && ((c >> m) & 1)) continue;
                    std::uint64_t nodes = 0;
                    ASSERT_TRUE(halves.enumerate(c, m, false, items, nodes));
                    EXPECT_EQ(items.size(), placementsByBruteForce(n, c, m).size())
                        << "n = " << n << ", columns = " << c << ", middle = " << m;
                    for (std::uint64_t item : items)
                        EXPECT_LT(item, std::uint64_t{1} << (2 * halves.windowBits()));
                }
            }
        }
    }
}

TEST(HalfBoardEnumerator, VectorScanListsTheSameItemsInTheSameOrder) {
    if (!CpuFeatures::get().avx512) GTEST_SKIP() << "no AVX-512 on this processor";
    for (int n = 2; n <= 14; ++n) {
        const int k = n / 2;
        HalfBoardEnumerator vector(n), scalar(n);
        scalar.setVectorScan(false);
        ASSERT_TRUE(vector.vectorScan());
        ASSERT_FALSE(scalar.vectorScan());
        std::vector<std::uint64_t> a, b;
        for (std::uint32_t c = (1u << k) - 1; c < (1u << n); c = ColexRank::next(c)) {
            const int m = n % 2 == 1 ? std::countr_one(c) : -1;  // the lowest column not in c
            for (const bool bottom : {false, true}) {
                std::uint64_t na = 0, nb = 0;
                ASSERT_TRUE(vector.enumerate(c, m, bottom, a, na));
                ASSERT_TRUE(scalar.enumerate(c, m, bottom, b, nb));
                ASSERT_EQ(a, b) << "n = " << n << ", columns = " << c << ", bottom " << bottom;
                EXPECT_EQ(na, nb);
            }
        }
    }
}

TEST(DisjointPairCounter, EveryKernelMatchesTheDoubleLoop) {
    using Kernel = DisjointPairCounter::Kernel;
    std::mt19937_64 rng(12345);
    // Sparse words (about 1/4 of the bits set) so that many pairs are disjoint.
    const auto randomList = [&rng](std::size_t size, int bits) {
        const std::uint64_t mask = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
        std::vector<std::uint64_t> list(size);
        for (auto& x : list) x = rng() & rng() & mask;
        return list;
    };
    struct Case {
        int bits;
        std::size_t a, b;
    };
    std::vector<Case> cases;
    for (int bits : {1, 7, 20, 30, 34, 54, 64})
        for (std::size_t a : {0u, 1u, 31u, 200u, 1000u})
            for (std::size_t b : {3u, 64u, 700u}) cases.push_back({bits, a, b});
    // Both lists above kBlockPatterns: the patterns are split into blocks.
    cases.push_back({30, 4500, DisjointPairCounter::kBlockPatterns + 1});
    cases.push_back({64, 4500, 2 * DisjointPairCounter::kBlockPatterns + 5});
    for (Kernel kernel :
         {Kernel::Best, Kernel::Portable, Kernel::Popcnt, Kernel::Avx2, Kernel::Avx512}) {
        if (!DisjointPairCounter::supported(kernel)) continue;
        DisjointPairCounter counter;
        counter.setKernel(kernel);
        for (const Case& c : cases) {
            const auto a = randomList(c.a, c.bits);
            const auto b = randomList(c.b, c.bits);
            const auto fast = counter.count(a, b, c.bits);
            ASSERT_TRUE(fast.has_value());
            EXPECT_EQ(*fast, DisjointPairCounter::countDirect(a, b))
                << "kernel " << static_cast<int>(kernel) << ", bits = " << c.bits << ", sizes "
                << c.a << " x " << c.b;
        }
    }
    EXPECT_TRUE(DisjointPairCounter::supported(Kernel::Portable));
}

TEST(DisjointPairCounter, StopsWhenCancelled) {
    const std::atomic<bool> cancel{true};
    DisjointPairCounter counter;
    const std::vector<std::uint64_t> a(100, 1), b(100, 2);
    EXPECT_FALSE(counter.count(a, b, 8, &cancel).has_value());
}

TEST(ColexRank, RanksAreConsecutiveInGospersOrder) {
    for (int n : {1, 5, 10}) {
        for (int k = 1; k <= n; ++k) {
            std::uint32_t mask = (1u << k) - 1;
            for (std::uint64_t r = 0; r < ColexRank::binomial(n, k); ++r) {
                EXPECT_EQ(ColexRank::rank(mask), r);
                EXPECT_EQ(ColexRank::unrank(r, k), mask);
                EXPECT_EQ(std::popcount(mask), k);
                EXPECT_LT(mask, 1u << n);
                if (r + 1 < ColexRank::binomial(n, k)) mask = ColexRank::next(mask);
            }
        }
    }
    EXPECT_EQ(ColexRank::binomial(27, 13), 20058300u);
}

TEST(WorkUnitScheduler, RunsEveryUnitExactlyOnce) {
    for (unsigned threads : {1u, 2u, 4u}) {
        std::vector<std::atomic<int>> runs(1000);
        const WorkUnitScheduler scheduler(threads);
        const auto report = scheduler.run(runs.size(), [&](std::size_t u, unsigned worker) {
            EXPECT_LT(worker, threads);
            ++runs[u];
            return true;
        });
        EXPECT_FALSE(report.cancelled);
        EXPECT_EQ(report.done, runs.size());
        for (const auto& r : runs) EXPECT_EQ(r.load(), 1);
    }
}

TEST(WorkUnitScheduler, RethrowsAUnitsException) {
    const WorkUnitScheduler scheduler(2);
    EXPECT_THROW(scheduler.run(100,
                               [](std::size_t u, unsigned) -> bool {
                                   if (u == 37) throw std::runtime_error("unit 37");
                                   return true;
                               }),
                 std::runtime_error);
}

}  // namespace
}  // namespace queens
