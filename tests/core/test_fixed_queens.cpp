// Given queens (StepperOptions::fixed, "start search from here") for the exhaustive searches,
// checked against independent truth:
// - the brute-force oracle (SolutionOracle: every permutation, diagonals checked) filtered to
//   the solutions that keep the given queens: every exhaustive algorithm reports exactly those
//   (all: the whole set, in lexicographic order; first: the smallest, or none);
// - a naive recursive count of the prefixes a search must visit, computed from the given
//   queens alone: the Try events of the record[] and graph searches and of the bitmask search;
// - BoardState: every event stream applies (it throws on an inapplicable event), a Reject names
//   a real attacker (checked with an independent attack test), a given row is only ever tried
//   in its given column;
// - validate() refuses malformed vectors for every algorithm and any given queen for the
//   symmetric search;
// - an empty `fixed` and n entries of -1 give identical event streams for every algorithm.
// Min-conflicts with given queens: test_fixed_min_conflicts.cpp. Shared helpers (oracle, the
// fixed sets, run()): FixedQueensFixtures.h.
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "BacktrackingStepper.h"
#include "BitmaskStepper.h"
#include "BoardState.h"
#include "DfsStepper.h"
#include "FixedQueensFixtures.h"
#include "MinConflictsStepper.h"
#include "PermutationStepper.h"
#include "StepperFactory.h"
#include "SymmetricStepper.h"

using namespace queens;
using namespace fixedqueenstest;

namespace {

// ---- independent node counts ----------------------------------------------------------------

// Safe prefixes (rows 0..k-1, pairwise non-attacking, keeping the given queens), visited
// recursively; `visit(k, prefix)` for every k in 0..n-1.
template <class Visit>
void prefixes(int n, const Placement& fixed, Placement& prefix, Visit& visit) {
    const int k = static_cast<int>(prefix.size());
    if (k == n) return;
    visit(k, prefix);
    for (int c = 0; c < n; ++c) {
        if (fixed[static_cast<std::size_t>(k)] != kFree && c != fixed[static_cast<std::size_t>(k)])
            continue;
        bool ok = true;
        for (int r = 0; r < k && ok; ++r)
            if (attacks(r, prefix[static_cast<std::size_t>(r)], k, c)) ok = false;
        if (!ok) continue;
        prefix.push_back(c);
        prefixes(n, fixed, prefix, visit);
        prefix.pop_back();
    }
}

// record[] and graph searches try every offered cell of the next row of every safe prefix:
// n for a free row, 1 for a given one.
std::uint64_t expectedTriesRecord(int n, const Placement& fixed) {
    std::uint64_t total = 0;
    Placement p;
    auto visit = [&](int k, const Placement&) {
        total += fixed[static_cast<std::size_t>(k)] != kFree ? 1 : static_cast<std::uint64_t>(n);
    };
    prefixes(n, fixed, p, visit);
    return total;
}

// The bitmask search tries only the safe cells of a free row, and the given cell of a given
// row whether safe (Try, Place) or not (Try, Reject).
std::uint64_t expectedTriesBitmask(int n, const Placement& fixed) {
    std::uint64_t total = 0;
    Placement p;
    auto visit = [&](int k, const Placement& prefix) {
        if (fixed[static_cast<std::size_t>(k)] != kFree) {
            ++total;
            return;
        }
        for (int c = 0; c < n; ++c) {
            bool ok = true;
            for (int r = 0; r < k && ok; ++r)
                if (attacks(r, prefix[static_cast<std::size_t>(r)], k, c)) ok = false;
            if (ok) ++total;
        }
    };
    prefixes(n, fixed, p, visit);
    return total;
}

}  // namespace

// ---- exhaustive algorithms against the oracle -------------------------------------------------

TEST(FixedQueens, ExhaustiveSearchesReportExactlyTheOraclesExtendingSolutions) {
    const auto all = cases();
    ASSERT_GT(all.size(), 80u);
    int withSolutions = 0, without = 0;
    for (const Case& c : all) {
        const auto expected = oracleExtending(c.n, c.fixed);
        (expected.empty() ? without : withSolutions)++;
        for (const Algorithm a : kExhaustive) {
            SCOPED_TRACE(std::string(algorithmName(a)) + " " + describe(c));
            ASSERT_EQ(StepperFactory::validate(a, options(c.n, c.fixed)), "");
            const Outcome full = run(a, options(c.n, c.fixed, true));
            EXPECT_EQ(full.solutions, expected);  // the same set, in lexicographic order
            for (const auto& s : full.solutions) EXPECT_TRUE(keeps(s, c.fixed));

            const Outcome first = run(a, options(c.n, c.fixed, false));
            if (expected.empty()) {
                EXPECT_TRUE(first.solutions.empty());
            } else {
                ASSERT_EQ(first.solutions.size(), 1u);
                EXPECT_EQ(first.solutions.front(), expected.front());
                EXPECT_EQ(first.events.back().kind, EventKind::Done);
            }
        }
    }
    // The sets exercise both outcomes.
    EXPECT_GT(withSolutions, 20);
    EXPECT_GT(without, 20);
}

TEST(FixedQueens, TriesAreTheOfferedCellsOfEverySafePrefix) {
    for (const Case& c : cases()) {
        SCOPED_TRACE(describe(c));
        const std::uint64_t record = expectedTriesRecord(c.n, c.fixed);
        EXPECT_EQ(run(Algorithm::Backtracking, options(c.n, c.fixed)).stats.nodes, record);
        EXPECT_EQ(run(Algorithm::Dfs, options(c.n, c.fixed)).stats.nodes, record);
        EXPECT_EQ(run(Algorithm::Bfs, options(c.n, c.fixed)).stats.nodes, record);
        EXPECT_EQ(run(Algorithm::Bitmask, options(c.n, c.fixed)).stats.nodes,
                  expectedTriesBitmask(c.n, c.fixed));
    }
}

TEST(FixedQueens, AttackedGivenQueenIsTriedAndRejected) {
    // n = 6, row 0 given at column 0, row 3 given at column 3: row 3's cell is on row 0's "\"
    // diagonal, so every search that reaches row 3 tries (3, 3) and rejects it.
    Placement f(6, kFree);
    f[0] = 0;
    f[3] = 3;
    for (const Algorithm a :
         {Algorithm::Backtracking, Algorithm::Bitmask, Algorithm::Dfs, Algorithm::Bfs}) {
        SCOPED_TRACE(algorithmName(a));
        const Outcome r = run(a, options(6, f));
        EXPECT_TRUE(r.solutions.empty());
        int rejected = 0;
        for (std::size_t i = 0; i + 1 < r.events.size(); ++i) {
            const StepEvent& t = r.events[i];
            if (t.kind != EventKind::Try || t.a != 3) continue;
            const StepEvent& v = r.events[i + 1];
            ASSERT_EQ(v.kind, EventKind::Reject);
            EXPECT_EQ(v.a, 3);
            EXPECT_EQ(v.b, 3);
            EXPECT_EQ(v.c, 0);  // the queen of row 0 is the first attacker
            ++rejected;
        }
        EXPECT_GT(rejected, 0);
    }
}

TEST(FixedQueens, NoGivenQueenGivesTheSameStreamAsAnEmptyVector) {
    for (int n = 1; n <= 8; ++n) {
        for (const Algorithm a : kAllAlgorithms) {
            for (const bool all : {true, false}) {
                SCOPED_TRACE(std::string(algorithmName(a)) + " n=" + std::to_string(n));
                const std::uint64_t seed = static_cast<std::uint64_t>(n) * 7 + 3;
                const Outcome empty = run(a, options(n, {}, all, seed));
                const Outcome free =
                    run(a, options(n, Placement(static_cast<std::size_t>(n), kFree), all, seed));
                EXPECT_TRUE(empty.events == free.events);
            }
        }
    }
}

// ---- validate() --------------------------------------------------------------------------------

TEST(FixedQueens, ValidateRefusesMalformedVectorsForEveryAlgorithm) {
    const std::vector<Placement> bad = {
        Placement(5, kFree),                      // wrong size for n = 6
        Placement(7, kFree),                      // wrong size
        {kFree, 6, kFree, kFree, kFree, kFree},   // column n
        {kFree, -2, kFree, kFree, kFree, kFree},  // negative, not -1
        {2, kFree, kFree, kFree, 2, kFree},       // two queens in column 2
    };
    for (const Algorithm a : kAllAlgorithms) {
        for (const auto& f : bad) {
            const auto o = options(6, f);
            const std::string why = StepperFactory::validate(a, o);
            EXPECT_FALSE(why.empty()) << algorithmName(a);
            EXPECT_EQ(why.find('\n'), std::string::npos);
            EXPECT_THROW(StepperFactory::create(a, o), std::invalid_argument);
        }
    }
    // The direct constructors refuse them too.
    const auto twoInColumn = options(6, bad.back());
    EXPECT_THROW({ BacktrackingStepper s(twoInColumn); }, std::invalid_argument);
    EXPECT_THROW({ PermutationStepper s(twoInColumn); }, std::invalid_argument);
    EXPECT_THROW({ BitmaskStepper s(twoInColumn); }, std::invalid_argument);
    EXPECT_THROW({ DfsStepper s(twoInColumn); }, std::invalid_argument);
    EXPECT_THROW({ MinConflictsStepper s(twoInColumn); }, std::invalid_argument);
}

TEST(FixedQueens, SymmetricSearchRefusesAnyGivenQueen) {
    Placement f(8, kFree);
    f[5] = 2;
    const std::string why = StepperFactory::validate(Algorithm::Symmetric, options(8, f));
    EXPECT_FALSE(why.empty());
    EXPECT_NE(why.find("symmetric"), std::string::npos);
    EXPECT_THROW(StepperFactory::create(Algorithm::Symmetric, options(8, f)),
                 std::invalid_argument);
    EXPECT_THROW({ SymmetricStepper s(options(8, f)); }, std::invalid_argument);
    // No queen given: accepted.
    EXPECT_EQ(StepperFactory::validate(Algorithm::Symmetric, options(8, Placement(8, kFree))), "");
}
