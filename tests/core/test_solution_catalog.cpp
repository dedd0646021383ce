// SolutionCatalog against independent truth: the brute-force permutation oracle for the list and
// its order, Symmetry::apply / Symmetry::canonical (tested on their own in test_symmetry) for the
// classes, and the published counts OEIS A000170 / A002562. Also: the memory bound (the class
// list grows with the classes, not the solutions) and invalid sizes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <vector>

#include "PublishedCounts.h"
#include "SolutionCatalog.h"
#include "SolutionOracle.h"
#include "Symmetry.h"

using queens::SolutionCatalog;
using queens::Symmetry;
using Filter = SolutionCatalog::Filter;
using Entry = SolutionCatalog::Entry;

namespace {

std::vector<Entry> drain(SolutionCatalog& c) {
    std::vector<Entry> out;
    Entry e;
    while (c.next(e)) out.push_back(e);
    return out;
}

bool isImageOf(const std::vector<int>& a, const std::vector<int>& b) {
    for (queens::Transform t : queens::kAllTransforms)
        if (Symmetry::apply(t, b) == a) return true;
    return false;
}

}  // namespace

TEST(SolutionCatalog, AllListsTheSolutionsInOrderWithTheirClasses) {
    for (int n = 1; n <= 10; ++n) {
        const auto oracle = queens::testing::bruteForceSolutions(n);
        // Independent class numbering: the canonical members, sorted; rank = class number.
        std::set<std::vector<int>> canonicals;
        for (const auto& p : oracle) canonicals.insert(Symmetry::canonical(p));
        std::map<std::vector<int>, std::uint64_t> rank;
        for (const auto& c : canonicals) rank.emplace(c, rank.size() + 1);

        SolutionCatalog cat(n, Filter::All);
        EXPECT_EQ(cat.n(), n);
        const auto entries = drain(cat);
        ASSERT_EQ(entries.size(), oracle.size()) << "n=" << n;
        auto it = oracle.begin();
        for (std::size_t k = 0; k < entries.size(); ++k, ++it) {
            const Entry& e = entries[k];
            EXPECT_EQ(e.placement, *it) << "n=" << n << " k=" << k;
            EXPECT_EQ(e.index, k + 1);
            const auto canonical = Symmetry::canonical(e.placement);
            EXPECT_EQ(e.canonicalPlacement, canonical);
            EXPECT_EQ(e.canonical, e.placement == canonical);
            EXPECT_EQ(e.classIndex, rank.at(canonical));
            EXPECT_EQ(e.orbitSize, Symmetry::orbitSize(e.placement));
        }
        EXPECT_EQ(cat.solutionsSeen(), queens::testing::publishedTotal(n));
        EXPECT_EQ(cat.classesSeen(), queens::testing::publishedFundamental(n));
    }
}

TEST(SolutionCatalog, MembersOfOneClassAreImagesOfEachOther) {
    for (int n = 4; n <= 10; ++n) {
        SolutionCatalog cat(n, Filter::All);
        std::map<std::uint64_t, std::vector<Entry>> byClass;
        for (const Entry& e : drain(cat)) byClass[e.classIndex].push_back(e);
        EXPECT_EQ(byClass.size(), queens::testing::publishedFundamental(n));
        std::uint64_t expectedClass = 1;
        for (const auto& [cls, members] : byClass) {
            EXPECT_EQ(cls, expectedClass++);  // class numbers run 1..classes without gaps
            const Entry& first = members.front();
            EXPECT_TRUE(first.canonical) << "the canonical member comes first";
            EXPECT_EQ(static_cast<int>(members.size()), first.orbitSize);
            for (const Entry& m : members) {
                EXPECT_EQ(m.orbitSize, first.orbitSize);
                for (const Entry& o : members) EXPECT_TRUE(isImageOf(m.placement, o.placement));
            }
        }
    }
}

TEST(SolutionCatalog, FundamentalCountsMatchPublishedValues) {
    for (int n = 1; n <= 12; ++n) {
        SolutionCatalog cat(n, Filter::Fundamental);
        std::uint64_t count = 0, orbitSum = 0;
        Entry e;
        while (cat.next(e)) {
            ++count;
            EXPECT_EQ(e.classIndex, count);
            EXPECT_TRUE(e.canonical);
            EXPECT_EQ(e.placement, e.canonicalPlacement);
            orbitSum += static_cast<std::uint64_t>(e.orbitSize);
        }
        EXPECT_EQ(count, queens::testing::publishedFundamental(n)) << "n=" << n;
        EXPECT_EQ(orbitSum, queens::testing::publishedTotal(n)) << "n=" << n;
        EXPECT_EQ(cat.classesSeen(), count);
        EXPECT_EQ(cat.memoryBytes(), 0u);
    }
}

TEST(SolutionCatalog, FundamentalIsTheCanonicalSubsequenceOfAll) {
    for (int n = 1; n <= 10; ++n) {
        SolutionCatalog all(n, Filter::All), fund(n, Filter::Fundamental);
        std::vector<Entry> expected;
        for (const Entry& e : drain(all))
            if (e.canonical) expected.push_back(e);
        const auto got = drain(fund);
        ASSERT_EQ(got.size(), expected.size()) << "n=" << n;
        for (std::size_t k = 0; k < got.size(); ++k) {
            EXPECT_EQ(got[k].index, expected[k].index);  // rank among ALL solutions
            EXPECT_EQ(got[k].classIndex, expected[k].classIndex);
            EXPECT_EQ(got[k].orbitSize, expected[k].orbitSize);
            EXPECT_EQ(got[k].placement, expected[k].placement);
        }
    }
}

TEST(SolutionCatalog, AllCountsMatchPublishedValuesUpToTwelve) {
    for (int n = 11; n <= 12; ++n) {
        SolutionCatalog cat(n, Filter::All);
        std::uint64_t count = 0, canonicalOrbits = 0;
        Entry e;
        while (cat.next(e)) {
            ++count;
            if (e.canonical) canonicalOrbits += static_cast<std::uint64_t>(e.orbitSize);
        }
        EXPECT_EQ(count, queens::testing::publishedTotal(n));
        EXPECT_EQ(canonicalOrbits, queens::testing::publishedTotal(n));
        EXPECT_EQ(cat.classesSeen(), queens::testing::publishedFundamental(n));
    }
}

TEST(SolutionCatalog, MemoryGrowsWithClassesNotSolutions) {
    for (int n = 8; n <= 12; ++n) {
        SolutionCatalog cat(n, Filter::All);
        Entry e;
        while (cat.next(e)) {
            // The documented bound: at most two 8-byte words per class seen (vector growth).
            EXPECT_LE(cat.memoryBytes(), 16 * cat.classesSeen() + 16);
        }
        EXPECT_GE(cat.memoryBytes(), 8 * cat.classesSeen());
        // Far below one placement (n ints) per solution.
        EXPECT_LT(cat.memoryBytes(),
                  cat.solutionsSeen() * sizeof(int) * static_cast<unsigned>(n) / 4);
    }
}

TEST(SolutionCatalog, PullsLazily) {
    // The first entries of the largest size come at once: nothing is enumerated ahead.
    SolutionCatalog cat(SolutionCatalog::kMaxN, Filter::All);
    Entry e;
    for (int k = 1; k <= 100; ++k) {
        ASSERT_TRUE(cat.next(e));
        EXPECT_EQ(e.index, static_cast<std::uint64_t>(k));
        EXPECT_EQ(e.canonicalPlacement, Symmetry::canonical(e.placement));
    }
    EXPECT_EQ(cat.solutionsSeen(), 100u);
}

TEST(SolutionCatalog, StaysExhausted) {
    SolutionCatalog cat(6, Filter::All);
    EXPECT_EQ(drain(cat).size(), 4u);  // A000170(6)
    Entry e;
    e.index = 77;
    EXPECT_FALSE(cat.next(e));
    EXPECT_EQ(e.index, 77u);
    SolutionCatalog none(3, Filter::Fundamental);
    EXPECT_FALSE(none.next(e));
}

TEST(SolutionCatalog, RejectsInvalidN) {
    for (Filter f : {Filter::All, Filter::Fundamental}) {
        EXPECT_THROW(SolutionCatalog(0, f), std::invalid_argument);
        EXPECT_THROW(SolutionCatalog(-1, f), std::invalid_argument);
        EXPECT_THROW(SolutionCatalog(SolutionCatalog::kMaxN + 1, f), std::invalid_argument);
    }
}
