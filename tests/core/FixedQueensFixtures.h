#pragma once
// FixedQueensFixtures: helpers shared by the given-queens tests (test_fixed_queens.cpp: the
// exhaustive searches and validate(); test_fixed_min_conflicts.cpp: min-conflicts with given
// queens). Header-only.
// - oracle(n): the brute-force solutions (SolutionOracle: every permutation, diagonals checked),
//   computed once per n; oracleExtending(n, fixed): those that keep the given queens.
// - cases(): the fixed sets for n = 1..8 (subsets of solutions, whole solutions, random cells,
//   attacking pairs, a blocked row).
// - run(): drives a stepper through a BoardState (which throws on an inapplicable event) and
//   checks the per-event facts that hold for every algorithm with given queens.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "SolutionOracle.h"
#include "StepEvent.h"
#include "Stepper.h"
#include "StepperFactory.h"
#include "StepperOptions.h"

namespace fixedqueenstest {

using queens::Algorithm;
using queens::BoardState;
using queens::EventKind;
using queens::SearchStats;
using queens::StepEvent;
using queens::Stepper;
using queens::StepperFactory;
using queens::StepperOptions;

using Placement = std::vector<int>;
inline constexpr int kFree = -1;

inline constexpr Algorithm kExhaustive[] = {Algorithm::Backtracking, Algorithm::Permutation,
                                            Algorithm::Bitmask, Algorithm::Dfs, Algorithm::Bfs};

inline bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

inline bool keeps(const Placement& solution, const Placement& fixed) {
    for (std::size_t r = 0; r < fixed.size(); ++r)
        if (fixed[r] != kFree && solution[r] != fixed[r]) return false;
    return true;
}

// The oracle's solutions for n, computed once per n (the brute force is slow for n >= 9).
inline const std::set<Placement>& oracle(int n) {
    static std::map<int, std::set<Placement>> cache;
    auto it = cache.find(n);
    if (it == cache.end()) it = cache.emplace(n, queens::testing::bruteForceSolutions(n)).first;
    return it->second;
}

inline std::vector<Placement> oracleExtending(int n, const Placement& fixed) {
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

inline std::string describe(const Case& c) {
    std::string s = c.kind + " n=" + std::to_string(c.n) + " fixed=[";
    for (const int v : c.fixed) s += std::to_string(v) + " ";
    return s + "]";
}

// Distinct columns (the only constraint validate() puts on every algorithm).
inline bool distinctColumns(const Placement& f) {
    std::set<int> seen;
    for (const int c : f)
        if (c != kFree && !seen.insert(c).second) return false;
    return true;
}

// For n = 1..8: subsets of the rows of oracle solutions (completable), random cells in distinct
// columns (often not completable), pairs that attack along a diagonal, a row blocked by others.
inline std::vector<Case> cases() {
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
inline Outcome run(Stepper& stepper, const Placement& fixed, std::uint64_t limit = 50'000'000) {
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

inline Outcome run(Algorithm a, const StepperOptions& o) {
    auto stepper = StepperFactory::create(a, o);
    return run(*stepper, o.fixed);
}

inline StepperOptions options(int n, const Placement& fixed, bool all = true,
                              std::uint64_t seed = 1) {
    StepperOptions o;
    o.n = n;
    o.fixed = fixed;
    o.allSolutions = all;
    o.seed = seed;
    return o;
}

}  // namespace fixedqueenstest
