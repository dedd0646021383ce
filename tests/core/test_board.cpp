// Board: attack queries and the O(n) verifier, checked against an O(n^2) pairwise definition.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <stdexcept>
#include <vector>

#include "Board.h"
#include "SolutionOracle.h"

using queens::Board;
using queens::RejectReason;

namespace {
// The definition, written out pairwise: two queens attack when they share a column or |dr|==|dc|.
long long pairwiseAttacks(const std::vector<int>& p) {
    long long pairs = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i] >= 0 && p[j] >= 0 &&
                (p[i] == p[j] || std::abs(p[i] - p[j]) == static_cast<int>(j - i)))
                ++pairs;
    return pairs;
}
}  // namespace

TEST(Board, AttackReasons) {
    EXPECT_EQ(Board::attackReason(0, 2, 5, 2), RejectReason::Column);
    EXPECT_EQ(Board::attackReason(1, 1, 4, 4), RejectReason::Diagonal);
    EXPECT_EQ(Board::attackReason(0, 3, 3, 0), RejectReason::AntiDiagonal);
    EXPECT_EQ(Board::attackReason(0, 0, 1, 2), RejectReason::None);
    EXPECT_FALSE(Board::attacks(2, 2, 2, 2));
}

TEST(Board, AttackingPairsAgreeWithPairwiseDefinitionOnRandomBoards) {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 2000; ++trial) {
        const int n = 1 + static_cast<int>(rng() % 12);
        std::vector<int> p(static_cast<std::size_t>(n));
        for (int& c : p) c = static_cast<int>(rng() % (n + 1)) - 1;  // -1 = empty
        const Board b(p);
        ASSERT_EQ(b.attackingPairs(), pairwiseAttacks(p));
        int queens = 0;
        for (int c : p) queens += c >= 0;
        EXPECT_EQ(b.isSolution(), queens == n && pairwiseAttacks(p) == 0);
        // attackerOf / isSafe against the definition: the attacker is the lowest other row whose
        // queen shares the column (Column) or stands at |dr| == |dc| (Diagonal when dr == dc,
        // i.e. the same row - col; AntiDiagonal when dr == -dc, the same row + col).
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                int wantRow = -1;
                RejectReason wantWhy = RejectReason::None;
                for (int r = 0; r < n && wantRow < 0; ++r) {
                    const int c = p[static_cast<std::size_t>(r)];
                    if (r == row || c < 0) continue;
                    const int dr = row - r, dc = col - c;
                    if (dc == 0)
                        wantWhy = RejectReason::Column;
                    else if (dr == dc)
                        wantWhy = RejectReason::Diagonal;
                    else if (dr == -dc)
                        wantWhy = RejectReason::AntiDiagonal;
                    else
                        continue;
                    wantRow = r;
                }
                const Board::Attacker got = b.attackerOf(row, col);
                ASSERT_EQ(got.row, wantRow) << "cell (" << row << "," << col << ") trial " << trial;
                ASSERT_EQ(got.reason, wantWhy) << "cell (" << row << "," << col << ")";
                ASSERT_EQ(b.isSafe(row, col), wantRow < 0);
            }
        }
    }
}

TEST(Board, VerifierAcceptsExactlyTheOracleSolutions) {
    for (int n = 1; n <= 7; ++n) {
        const auto solutions = queens::testing::bruteForceSolutions(n);
        // Every assignment of columns (n^n boards) is judged; exactly the oracle's are solutions.
        std::vector<int> p(static_cast<std::size_t>(n), 0);
        std::size_t accepted = 0;
        while (true) {
            if (Board(p).isSolution()) {
                ++accepted;
                EXPECT_TRUE(solutions.count(p)) << "n=" << n;
            }
            std::size_t i = 0;
            while (i < p.size() && ++p[i] == n) p[i++] = 0;
            if (i == p.size()) break;
        }
        EXPECT_EQ(accepted, solutions.size()) << "n=" << n;
    }
}

TEST(Board, DiagonalCountersIndexing) {
    const Board b(std::vector<int>{1, 3, 0, 2});
    const auto d = b.diagonalCounts();      // row - col + n - 1
    const auto a = b.antiDiagonalCounts();  // row + col
    ASSERT_EQ(d.size(), 7u);
    EXPECT_EQ(d[0 - 1 + 3], 1);
    EXPECT_EQ(d[1 - 3 + 3], 1);
    EXPECT_EQ(a[0 + 1], 1);
    EXPECT_EQ(a[3 + 2], 1);
    int total = 0;
    for (int k : d) total += k;
    EXPECT_EQ(total, 4);
}

TEST(Board, RejectsOutOfRangeColumns) {
    EXPECT_THROW(Board(std::vector<int>{0, 4, 1, 2}), std::invalid_argument);
    EXPECT_THROW(Board(std::vector<int>{-2, 0}), std::invalid_argument);
    EXPECT_NO_THROW(Board(std::vector<int>{-1, 0}));
}
