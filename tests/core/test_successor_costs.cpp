// SuccessorCosts, the h-values the board shows on its squares, against a brute force: every
// successor board built by hand and its attacking pairs counted pair by pair.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "BoardState.h"
#include "SuccessorCosts.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;
using queens::SuccessorCosts;

namespace {

std::int64_t pairsByHand(const std::vector<int>& p) {
    std::int64_t pairs = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            const int d = std::abs(p[i] - p[j]);
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

BoardState boardOf(const std::vector<int>& cols) {
    BoardState s(static_cast<int>(cols.size()));
    for (std::size_t r = 0; r < cols.size(); ++r)
        s.apply(StepEvent::make(EventKind::Place, 0, static_cast<int>(r), cols[r]));
    return s;
}

}  // namespace

TEST(SuccessorCosts, EverySquareHoldsTheBruteForceHOfItsSuccessor) {
    std::mt19937_64 rng(11);
    for (const int n : {1, 2, 3, 4, 5, 8, 12, 20}) {
        for (int trial = 0; trial < 20; ++trial) {
            std::vector<int> cols(static_cast<std::size_t>(n));
            for (int& c : cols) c = static_cast<int>(rng() % static_cast<unsigned>(n));
            const SuccessorCosts costs(boardOf(cols));
            ASSERT_FALSE(costs.empty());
            ASSERT_EQ(costs.n(), n);
            EXPECT_EQ(costs.current(), pairsByHand(cols));
            std::int64_t best = -1;
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < n; ++c) {
                    std::vector<int> successor = cols;
                    successor[static_cast<std::size_t>(r)] = c;
                    const std::int64_t h = pairsByHand(successor);
                    ASSERT_EQ(costs.at(r, c), h) << "n " << n << " row " << r << " col " << c;
                    ASSERT_EQ(costs.isQueen(r, c), cols[static_cast<std::size_t>(r)] == c);
                    if (c != cols[static_cast<std::size_t>(r)])
                        best = best < 0 ? h : std::min(best, h);
                }
            if (n > 1) {
                EXPECT_EQ(costs.best(), best);
                for (int r = 0; r < n; ++r)
                    for (int c = 0; c < n; ++c)
                        EXPECT_EQ(costs.isBest(r, c),
                                  c != cols[static_cast<std::size_t>(r)] && costs.at(r, c) == best);
            }
        }
    }
}

TEST(SuccessorCosts, AHandCountedFourQueensBoard) {
    // Queens on the main diagonal: all 6 pairs attack. Moving row 0's queen to column 3 leaves
    // the pairs (0,3) on column 3 and (1,2), (1,3), (2,3) on the diagonal: h = 4.
    const SuccessorCosts costs(boardOf({0, 1, 2, 3}));
    EXPECT_EQ(costs.current(), 6);
    EXPECT_EQ(costs.at(0, 0), 6);
    EXPECT_EQ(costs.at(0, 3), 4);
    EXPECT_TRUE(costs.isQueen(2, 2));
    EXPECT_FALSE(costs.isBest(2, 2));
}

TEST(SuccessorCosts, IncompleteBoardsHaveNone) {
    BoardState s(6);
    EXPECT_TRUE(SuccessorCosts(s).empty());
    s.apply(StepEvent::make(EventKind::Place, 0, 0, 2));
    EXPECT_TRUE(SuccessorCosts(s).empty());
    EXPECT_TRUE(SuccessorCosts().empty());
    EXPECT_TRUE(SuccessorCosts(BoardState(0)).empty());
}
