// BoardAttacks against brute force: for the board of every placement of n = 1..6 (each row empty
// or a queen in any column, so attacking queens and empty rows included), every square and every
// queen is checked against a direct scan of the other rows' queens.
#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

#include "BoardAttacks.h"
#include "BoardState.h"
#include "StepEvent.h"

namespace {

// Whether a queen of a row other than `row` stands on a line through (row, col).
bool bruteAttacked(const std::vector<int>& placement, int row, int col) {
    for (int r = 0; r < static_cast<int>(placement.size()); ++r) {
        const int q = placement[static_cast<std::size_t>(r)];
        if (r == row || q < 0) continue;
        if (q == col || std::abs(q - col) == std::abs(r - row)) return true;
    }
    return false;
}

// The board of a placement: one Place event per queen.
queens::BoardState stateOf(const std::vector<int>& placement) {
    queens::BoardState state(static_cast<int>(placement.size()));
    for (int r = 0; r < static_cast<int>(placement.size()); ++r)
        if (const int c = placement[static_cast<std::size_t>(r)]; c >= 0)
            state.apply(queens::StepEvent::make(queens::EventKind::Place, 0, r, c, 0));
    return state;
}

// Calls f on every placement of n rows with columns -1..n-1.
template <class F>
void forEachPlacement(int n, F f) {
    std::vector<int> p(static_cast<std::size_t>(n), -1);
    while (true) {
        f(p);
        int r = 0;
        while (r < n && ++p[static_cast<std::size_t>(r)] == n)
            p[static_cast<std::size_t>(r++)] = -1;
        if (r == n) return;
    }
}

}  // namespace

TEST(BoardAttacks, MatchesBruteForceOnEveryPlacementUpToSix) {
    for (int n = 1; n <= 6; ++n) {
        long placements = 0, attackedQueens = 0, freeQueens = 0, attackedEmpty = 0;
        forEachPlacement(n, [&](const std::vector<int>& p) {
            ++placements;
            const queens::BoardState state = stateOf(p);
            const queens::BoardAttacks a(state);
            ASSERT_EQ(a.n(), n);
            int queensHit = 0;
            for (int r = 0; r < n; ++r) {
                const int q = p[static_cast<std::size_t>(r)];
                for (int c = 0; c < n; ++c) {
                    const bool truth = bruteAttacked(p, r, c);
                    ASSERT_EQ(a.attacked(r, c), truth) << "n " << n << " square " << r << "," << c;
                    ASSERT_EQ(a.attackedEmpty(r, c), truth && q != c);
                    if (truth && q != c) ++attackedEmpty;
                }
                const bool hit = q >= 0 && bruteAttacked(p, r, q);
                ASSERT_EQ(a.queenAttacked(r), hit) << "n " << n << " row " << r;
                if (q >= 0) ++(hit ? attackedQueens : freeQueens);
                if (hit) ++queensHit;
            }
            ASSERT_EQ(a.attackedQueens(), queensHit);
        });
        long expected = 1;
        for (int i = 0; i < n; ++i) expected *= n + 1;
        EXPECT_EQ(placements, expected);
        if (n >= 2) {  // the enumeration really met both kinds of queen and attacked squares
            EXPECT_GT(attackedQueens, 0);
            EXPECT_GT(freeQueens, 0);
            EXPECT_GT(attackedEmpty, 0);
        }
    }
}

TEST(BoardAttacks, TwoQueensInOneColumnAttackEachOther) {
    // The board of `queenslab-cli export 8 --placement "1 3 1 . . . . ."`.
    const queens::BoardState state = stateOf({1, 3, 1, -1, -1, -1, -1, -1});
    const queens::BoardAttacks a(state);
    EXPECT_TRUE(a.queenAttacked(0));
    EXPECT_FALSE(a.queenAttacked(1));
    EXPECT_TRUE(a.queenAttacked(2));
    EXPECT_FALSE(a.queenAttacked(3));
    EXPECT_EQ(a.attackedQueens(), 2);
    EXPECT_TRUE(a.attackedEmpty(7, 1));   // column 1
    EXPECT_FALSE(a.attackedEmpty(7, 0));  // on no line of the three queens
    EXPECT_FALSE(a.attacked(-1, 0));
    EXPECT_FALSE(a.attacked(0, 8));
}

TEST(BoardAttacks, NoBoard) {
    const queens::BoardAttacks a;
    EXPECT_EQ(a.n(), 0);
    EXPECT_FALSE(a.attacked(0, 0));
    EXPECT_FALSE(a.queenAttacked(0));
    EXPECT_EQ(a.attackedQueens(), 0);
}
