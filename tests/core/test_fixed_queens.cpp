// Given queens (StepperOptions::fixed, "start search from here"), checked against independent
// truth:
// - the brute-force oracle (SolutionOracle: every permutation, diagonals checked) filtered to
//   the solutions that keep the given queens: every exhaustive algorithm reports exactly those
//   (all: the whole set, in lexicographic order; first: the smallest, or none);
// - a naive recursive count of the prefixes a search must visit, computed from the given
//   queens alone: the Try events of the record[] and graph searches and of the bitmask search;
// - BoardState: every event stream applies (it throws on an inapplicable event), a Reject names
//   a real attacker (checked with an independent attack test), a given row is only ever tried
//   in its given column;
// - min-conflicts (seeds 1..20): ends in a solution that keeps the given queens and never swaps
//   a given row, or is refused by validate() exactly when the oracle has no such solution;
// - an empty `fixed` and n entries of -1 give identical event streams for every algorithm.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "BacktrackingStepper.h"
#include "BitmaskStepper.h"
#include "BoardState.h"
#include "DfsStepper.h"
#include "MinConflictsStepper.h"
#include "PermutationStepper.h"
#include "QueensConstruction.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"
#include "SymmetricStepper.h"

using namespace queens;

namespace {

using Placement = std::vector<int>;
constexpr int kFree = -1;

constexpr Algorithm kExhaustive[] = {Algorithm::Backtracking, Algorithm::Permutation,
                                     Algorithm::Bitmask, Algorithm::Dfs, Algorithm::Bfs};

bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

bool keeps(const Placement& solution, const Placement& fixed) {
    for (std::size_t r = 0; r < fixed.size(); ++r)
        if (fixed[r] != kFree && solution[r] != fixed[r]) return false;
    return true;
}

// The oracle's solutions for n, computed once per n (the brute force is slow for n >= 9).
const std::set<Placement>& oracle(int n) {
    static std::map<int, std::set<Placement>> cache;
    auto it = cache.find(n);
    if (it == cache.end()) it = cache.emplace(n, queens::testing::bruteForceSolutions(n)).first;
    return it->second;
}

std::vector<Placement> oracleExtending(int n, const Placement& fixed) {
    std::vector<Placement> out;
    for (const auto& s : oracle(n))
        if (keeps(s, fixed)) out.push_back(s);
    return out;  // lexicographic: the oracle's std::set order
}

// ---- the fixed sets -------------------------------------------------------------------------

struct Case {
    int n;
    Placement fixed;
    std::string kind;
};

std::string describe(const Case& c) {
    std::string s = c.kind + " n=" + std::to_string(c.n) + " fixed=[";
    for (const int v : c.fixed) s += std::to_string(v) + " ";
    return s + "]";
}

// Distinct columns (the only constraint validate() puts on every algorithm).
bool distinctColumns(const Placement& f) {
    std::set<int> seen;
    for (const int c : f)
        if (c != kFree && !seen.insert(c).second) return false;
    return true;
}

// For n = 1..8: subsets of the rows of oracle solutions (completable), random cells in distinct
// columns (often not completable), pairs that attack along a diagonal, a row blocked by others.
std::vector<Case> cases() {
    std::mt19937 rng(20240606);
    std::vector<Case> out;
    for (int n = 1; n <= 8; ++n) {
        const auto un = static_cast<std::size_t>(n);
        const std::vector<Placement> solVec(oracle(n).begin(), oracle(n).end());
        // subsets of a solution's rows
        for (int k = 0; k < 6 && !solVec.empty(); ++k) {
            const Placement& s = solVec[rng() % solVec.size()];
            Placement f(un, kFree);
            const unsigned mask = static_cast<unsigned>(rng()) & ((1u << n) - 1);
            for (int r = 0; r < n; ++r)
                if (mask & (1u << r))
                    f[static_cast<std::size_t>(r)] = s[static_cast<std::size_t>(r)];
            out.push_back({n, f, "subset"});
        }
        // one whole solution, and one with a single row left free
        if (!solVec.empty()) {
            out.push_back({n, solVec.back(), "whole"});
            Placement f = solVec.front();
            f[un / 2] = kFree;
            out.push_back({n, f, "all-but-one"});
        }
        // random cells, distinct columns, 1..3 queens
        for (int k = 0; k < 8; ++k) {
            Placement f(un, kFree);
            const int queens = 1 + static_cast<int>(rng() % 3);
            for (int q = 0; q < queens; ++q) f[rng() % un] = static_cast<int>(rng() % un);
            if (!distinctColumns(f)) continue;
            out.push_back({n, f, "random"});
        }
        // a diagonal attacking pair
        if (n >= 2) {
            Placement f(un, kFree);
            f[0] = 0;
            f[un - 1] = n - 1;
            out.push_back({n, f, "attacking"});
        }
        // (0, 1) and (2, 2): for n = 4 they attack every cell of row 1 (no completion)
        if (n >= 4) {
            Placement f(un, kFree);
            f[0] = 1;
            f[2] = 2;
            out.push_back({n, f, "pair"});
        }
    }
    return out;
}

// ---- running --------------------------------------------------------------------------------

struct Outcome {
    std::vector<StepEvent> events;
    std::vector<Placement> solutions;  // board at each Solution event
    Placement finalBoard;
    SearchStats stats;
};

// Drives the stepper through a BoardState (which throws on an inapplicable event) and checks the
// per-event facts that hold for every algorithm with given queens.
Outcome run(Stepper& stepper, const Placement& fixed, std::uint64_t limit = 50'000'000) {
    Outcome out;
    BoardState state(stepper.n());
    StepEvent e;
    bool done = false;
    while (stepper.next(e)) {
        EXPECT_FALSE(done) << "event after Done";
        EXPECT_LT(e.line, stepper.pseudocode().size());
        const Placement before = state.placement();
        EXPECT_NO_THROW(state.apply(e)) << "event " << out.events.size();
        out.events.push_back(e);
        const auto given = [&](int row) {
            return fixed.empty() ? kFree : fixed[static_cast<std::size_t>(row)];
        };
        if (e.kind == EventKind::Try || e.kind == EventKind::Place) {
            if (given(e.a) != kFree) {
                EXPECT_EQ(e.b, given(e.a)) << "given row " << e.a << " offered another column";
            }
        }
        if (e.kind == EventKind::Reject && e.c >= 0) {
            // The named attacker is a queen on the board that really attacks the cell.
            const int ac = before[static_cast<std::size_t>(e.c)];
            EXPECT_NE(ac, kFree) << "attacker row " << e.c << " is empty";
            if (ac != kFree) {
                EXPECT_TRUE(attacks(e.a, e.b, e.c, ac));
            }
        }
        if (e.kind == EventKind::Swap) {
            EXPECT_EQ(given(e.a), kFree) << "swapped a given row";
            EXPECT_EQ(given(e.b), kFree) << "swapped a given row";
        }
        if (e.kind == EventKind::Solution) out.solutions.push_back(state.placement());
        if (e.kind == EventKind::Done) done = true;
        if (out.events.size() >= limit) break;
    }
    EXPECT_TRUE(done) << "no Done within " << limit << " events";
    out.finalBoard = state.placement();
    out.stats = state.stats();
    return out;
}

Outcome run(Algorithm a, const StepperOptions& o) {
    auto stepper = StepperFactory::create(a, o);
    return run(*stepper, o.fixed);
}

StepperOptions options(int n, const Placement& fixed, bool all = true, std::uint64_t seed = 1) {
    StepperOptions o;
    o.n = n;
    o.fixed = fixed;
    o.allSolutions = all;
    o.seed = seed;
    return o;
}

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

TEST(FixedQueens, MinConflictsIsRefusedExactlyWhenNoSolutionKeepsTheGivenQueens) {
    for (const Case& c : cases()) {
        SCOPED_TRACE(describe(c));
        const bool completable = !oracleExtending(c.n, c.fixed).empty();
        const std::string why =
            StepperFactory::validate(Algorithm::MinConflicts, options(c.n, c.fixed));
        EXPECT_EQ(why.empty(), completable) << why;
        // The exhaustive searches accept every one of these sets.
        for (const Algorithm a : kExhaustive)
            EXPECT_EQ(StepperFactory::validate(a, options(c.n, c.fixed)), "");
    }
    // An attacking pair is named in the reason.
    Placement f(8, kFree);
    f[1] = 1;
    f[4] = 4;
    const std::string why = StepperFactory::validate(Algorithm::MinConflicts, options(8, f));
    EXPECT_NE(why.find("rows 1 and 4"), std::string::npos) << why;
    EXPECT_THROW({ MinConflictsStepper s(options(8, f)); }, std::invalid_argument);
}

// ---- min-conflicts ----------------------------------------------------------------------------

TEST(FixedQueens, MinConflictsEndsInASolutionThatKeepsTheGivenQueens) {
    int runs = 0;
    for (const Case& c : cases()) {
        if (oracleExtending(c.n, c.fixed).empty()) continue;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            SCOPED_TRACE(describe(c) + " seed=" + std::to_string(seed));
            const Outcome r = run(Algorithm::MinConflicts, options(c.n, c.fixed, true, seed));
            ASSERT_EQ(r.solutions.size(), 1u);
            EXPECT_TRUE(keeps(r.finalBoard, c.fixed));
            EXPECT_EQ(oracle(c.n).count(r.finalBoard), 1u);
            ++runs;
        }
    }
    EXPECT_GT(runs, 400);
}

TEST(FixedQueens, MinConflictsKeepsGivenQueensOnALargeBoard) {
    // n = 200: a quarter of the rows given from an explicit construction (no search involved).
    const int n = 200;
    const Placement construction = QueensConstruction::build(n);
    std::mt19937 rng(7);
    Placement f(static_cast<std::size_t>(n), kFree);
    for (int r = 0; r < n; ++r)
        if (rng() % 4 == 0)
            f[static_cast<std::size_t>(r)] = construction[static_cast<std::size_t>(r)];
    ASSERT_EQ(StepperFactory::validate(Algorithm::MinConflicts, options(n, f)), "");
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        SCOPED_TRACE(seed);
        const Outcome r = run(Algorithm::MinConflicts, options(n, f, true, seed));
        ASSERT_EQ(r.solutions.size(), 1u);
        EXPECT_TRUE(keeps(r.finalBoard, f));
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                ASSERT_FALSE(attacks(i, r.finalBoard[static_cast<std::size_t>(i)], j,
                                     r.finalBoard[static_cast<std::size_t>(j)]));
    }
}

TEST(FixedQueens, MinConflictsRestartsKeepTheGivenQueens) {
    // A tiny budget forces restarts; every build (after each Restart) places the given queens
    // at their columns again, and the run still ends in a solution that keeps them.
    const Placement& solution = *oracle(10).begin();
    Placement f(10, kFree);
    f[2] = solution[2];
    f[7] = solution[7];
    auto o = options(10, f, true, 3);
    o.maxStepsPerRestart = 2;
    const Outcome r = run(Algorithm::MinConflicts, o);
    EXPECT_GT(r.stats.restarts, 0u);
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_TRUE(keeps(r.finalBoard, f));
    std::uint64_t givenPlaces = 0;
    for (const StepEvent& e : r.events)
        if (e.kind == EventKind::Place && f[static_cast<std::size_t>(e.a)] != kFree) ++givenPlaces;
    EXPECT_EQ(givenPlaces, 2 * (r.stats.restarts + 1));  // once per build
}
