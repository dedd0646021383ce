// Min-conflicts with given queens (StepperOptions::fixed, "start search from here"), checked
// against independent truth:
// - the brute-force oracle (SolutionOracle: every permutation, diagonals checked) filtered to
//   the solutions that keep the given queens: validate() refuses min-conflicts exactly when the
//   oracle has no such solution (the exhaustive searches accept every one of the sets);
// - runs (seeds 1..20 on every completable set, n <= 8) end in a solution of the oracle that
//   keeps the given queens; on n = 200 the result is checked pair by pair;
// - BoardState (via run() in FixedQueensFixtures.h): every event applies, no Swap touches a
//   given row, a given row is only ever placed in its given column; after each Restart the
//   given queens are placed again.
// The exhaustive searches with given queens: test_fixed_queens.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "FixedQueensFixtures.h"
#include "MinConflictsStepper.h"
#include "QueensConstruction.h"
#include "StepperFactory.h"

using namespace queens;
using namespace fixedqueenstest;

// ---- validate() ---------------------------------------------------------------------------------

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
