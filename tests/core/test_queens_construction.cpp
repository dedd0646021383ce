// QueensConstruction checked against independent truth:
// - every n from 4 to 2000, and boards of each residue mod 6 near 10^6, are solutions by
//   SolutionVerifier and by a plain check written here (one flag per column and diagonal);
// - for n <= 9 the result is one of the solutions found by brute force (SolutionOracle);
// - n = 1 gives {0}; n = 0, 2, 3 are refused; fill() and build() agree.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "Board.h"
#include "QueensConstruction.h"
#include "SolutionOracle.h"
#include "SolutionVerifier.h"

using namespace queens;

namespace {

// Not SolutionVerifier: one byte per column, "\" diagonal and "/" anti-diagonal, in row order.
bool plainCheck(const std::vector<int>& p) {
    const std::size_t n = p.size();
    std::vector<unsigned char> column(n, 0), diagonal(2 * n, 0), anti(2 * n, 0);
    for (std::size_t r = 0; r < n; ++r) {
        const int c = p[r];
        if (c < 0 || static_cast<std::size_t>(c) >= n) return false;
        const auto uc = static_cast<std::size_t>(c);
        unsigned char& a = column[uc];
        unsigned char& b = diagonal[r + n - 1 - uc];
        unsigned char& d = anti[r + uc];
        if (a || b || d) return false;
        a = b = d = 1;
    }
    return true;
}

}  // namespace

TEST(QueensConstruction, SolvesEveryBoardFrom4To2000) {
    for (int n = 4; n <= 2000; ++n) {
        const std::vector<int> p = QueensConstruction::build(n);
        ASSERT_EQ(static_cast<int>(p.size()), n);
        ASSERT_TRUE(plainCheck(p)) << "n=" << n;
        ASSERT_TRUE(SolutionVerifier::isSolution(p)) << "n=" << n;
    }
}

TEST(QueensConstruction, SolvesLargeBoardsOfEveryResidue) {
    for (int n = 1'000'000; n < 1'000'006; ++n) {
        const std::vector<int> p = QueensConstruction::build(n);
        EXPECT_TRUE(plainCheck(p)) << "n=" << n << " n mod 6=" << n % 6;
        EXPECT_TRUE(SolutionVerifier::isSolution(p)) << "n=" << n;
    }
}

TEST(QueensConstruction, SmallBoardsAreAmongTheBruteForceSolutions) {
    for (int n = 4; n <= 9; ++n) {
        const auto all = queens::testing::bruteForceSolutions(n);
        const std::vector<int> p = QueensConstruction::build(n);
        EXPECT_EQ(all.count(p), 1u) << "n=" << n;
        EXPECT_TRUE(Board(p).isSolution());
    }
}

TEST(QueensConstruction, TinyBoards) {
    EXPECT_EQ(QueensConstruction::build(1), std::vector<int>{0});
    for (int n : {-1, 0, 2, 3}) {
        EXPECT_FALSE(QueensConstruction::hasSolution(n)) << n;
        EXPECT_THROW(QueensConstruction::build(n), std::invalid_argument) << n;
    }
    std::vector<int> three(3, 7);
    EXPECT_THROW(QueensConstruction::fill(three), std::invalid_argument);
    EXPECT_EQ(three, std::vector<int>(3, 7)) << "a refused fill writes nothing";
    for (int n : {1, 4, 5, 1000}) EXPECT_TRUE(QueensConstruction::hasSolution(n)) << n;
}

TEST(QueensConstruction, FillWritesASolutionIntoTheCallersMemory) {
    for (int n : {4, 5, 8, 9, 14, 15, 20, 21, 1001}) {
        std::vector<int> out(static_cast<std::size_t>(n), -5);
        QueensConstruction::fill(out);
        EXPECT_TRUE(plainCheck(out)) << "n=" << n;
    }
}
