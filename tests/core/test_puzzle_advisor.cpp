// PuzzleAdvisor checked against independent truth:
// - conflicts / isAttacked / isSolution against a pair-by-pair geometry check written here
//   (|row difference| == |column difference| for the diagonals, its sign for which one) and the
//   brute-force solution list (SolutionOracle: every permutation, diagonals checked);
// - hint() and complete() on EVERY partial board with at most one queen per row for N = 1..6 and
//   on random partial boards for N = 7 and 8: Move is an empty, unattacked square and some
//   brute-force solution extending the board goes through it; DeadEnd / DeadEndRow exactly when
//   no brute-force solution extends the board (DeadEndRow exactly when, and at the lowest row
//   where, an empty row has every square attacked); Conflict names a real attacking pair;
//   complete() returns a brute-force solution that keeps the given queens;
// - N = 9..32: on random conflict-free partial boards a Move (or the completion) is checked
//   pairwise, since the oracle would be too slow there; hand-made boards for each sentence.
// - The node budget: on every partial board up to N = 5 and random ones up to N = 12, a budget of
// exactly the placements the search needed
//   (or more) gives the same answer as the default budget, one placement fewer gives Undecided
//   (complete(): not decided, the input board); an empty 8 x 8 board, which needs at least 8
//   placements, is Undecided with any budget below 8.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "PuzzleAdvisor.h"
#include "SolutionOracle.h"

using queens::PuzzleAdvisor;
using queens::PuzzleCompletion;
using queens::PuzzleConflict;
using queens::PuzzleHint;
using queens::RejectReason;
using Kind = PuzzleHint::Kind;
using Board = std::vector<int>;

namespace {

// The line two queens (rows ra != rb) share, from the geometry: same column, or a diagonal when
// the row and column differences have equal size; "\" when they have the same sign.
RejectReason lineOf(int ra, int ca, int rb, int cb) {
    if (ca == cb) return RejectReason::Column;
    const int dr = rb - ra;
    const int dc = cb - ca;
    if (std::abs(dr) != std::abs(dc)) return RejectReason::None;
    return (dr > 0) == (dc > 0) ? RejectReason::Diagonal : RejectReason::AntiDiagonal;
}

std::vector<PuzzleConflict> referencePairs(const Board& b) {
    std::vector<PuzzleConflict> out;
    for (int i = 0; i < static_cast<int>(b.size()); ++i)
        for (int j = i + 1; j < static_cast<int>(b.size()); ++j)
            if (b[i] >= 0 && b[j] >= 0) {
                const RejectReason l = lineOf(i, b[i], j, b[j]);
                if (l != RejectReason::None) out.push_back({i, b[i], j, b[j], l});
            }
    return out;
}

bool referenceAttacked(const Board& b, int row, int col) {
    for (int r = 0; r < static_cast<int>(b.size()); ++r)
        if (r != row && b[r] >= 0 && lineOf(r, b[r], row, col) != RejectReason::None) return true;
    return false;
}

// The lowest empty row whose every square is attacked, or -1.
int referenceBlockedRow(const Board& b) {
    const int n = static_cast<int>(b.size());
    for (int r = 0; r < n; ++r) {
        if (b[r] >= 0) continue;
        bool any = false;
        for (int c = 0; c < n; ++c) any = any || !referenceAttacked(b, r, c);
        if (!any) return r;
    }
    return -1;
}

bool extends(const Board& solution, const Board& b) {
    for (std::size_t r = 0; r < b.size(); ++r)
        if (b[r] >= 0 && solution[r] != b[r]) return false;
    return true;
}

bool pairwiseSolution(const Board& b) {
    for (int c : b)
        if (c < 0) return false;
    return referencePairs(b).empty();
}

// Checks hint() and complete() on one board against the brute-force solutions of its size.
void checkAgainstOracle(const Board& b, const std::set<Board>& solutions) {
    SCOPED_TRACE(::testing::PrintToString(b));
    const PuzzleHint h = PuzzleAdvisor::hint(b);
    const auto pairs = referencePairs(b);
    if (!pairs.empty()) {
        ASSERT_EQ(h.kind, Kind::Conflict);
        EXPECT_EQ(h.conflict, pairs.front());
        EXPECT_FALSE(PuzzleAdvisor::complete(b).found);
        return;
    }
    std::vector<Board> ext;
    for (const Board& s : solutions)
        if (extends(s, b)) ext.push_back(s);
    const PuzzleCompletion done = PuzzleAdvisor::complete(b);
    EXPECT_EQ(done.found, !ext.empty());
    if (done.found) {
        EXPECT_TRUE(solutions.count(done.board) == 1 && extends(done.board, b));
    } else {
        EXPECT_EQ(done.board, b);
    }

    bool full = true;
    for (int c : b) full = full && c >= 0;
    if (full) {
        EXPECT_EQ(h.kind, Kind::Solved);
        return;
    }
    if (ext.empty()) {
        const int blocked = referenceBlockedRow(b);
        if (blocked >= 0) {
            EXPECT_EQ(h.kind, Kind::DeadEndRow);
            EXPECT_EQ(h.blockedRow, blocked);
        } else {
            EXPECT_EQ(h.kind, Kind::DeadEnd);
            EXPECT_EQ(h.nodes, done.nodes);
        }
        return;
    }
    ASSERT_EQ(h.kind, Kind::Move);
    ASSERT_GE(h.row, 0);
    ASSERT_LT(h.row, static_cast<int>(b.size()));
    EXPECT_EQ(b[h.row], -1);
    EXPECT_FALSE(referenceAttacked(b, h.row, h.col));
    bool through = false;
    for (const Board& s : ext) through = through || s[h.row] == h.col;
    EXPECT_TRUE(through) << "no solution goes through (" << h.row << ", " << h.col << ")";
}

Board randomPartial(std::mt19937& rng, int n, double emptyShare) {
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    std::uniform_int_distribution<int> col(0, n - 1);
    Board b(static_cast<std::size_t>(n), -1);
    for (int& c : b)
        if (coin(rng) >= emptyShare) c = col(rng);
    return b;
}

}  // namespace

TEST(PuzzleAdvisor, ConflictsAndAttacksMatchGeometry) {
    std::mt19937 rng(7);
    for (int n = 1; n <= 10; ++n) {
        for (int k = 0; k < 300; ++k) {
            const Board b = randomPartial(rng, n, 0.3);
            EXPECT_EQ(PuzzleAdvisor::conflicts(b), referencePairs(b));
            for (int r = 0; r < n; ++r)
                for (int c = 0; c < n; ++c)
                    ASSERT_EQ(PuzzleAdvisor::isAttacked(b, r, c), referenceAttacked(b, r, c));
        }
    }
}

TEST(PuzzleAdvisor, IsSolutionMatchesBruteForceOnEveryPermutation) {
    for (int n = 1; n <= 7; ++n) {
        const auto solutions = queens::testing::bruteForceSolutions(n);
        Board p(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) p[i] = i;
        int found = 0;
        do {
            const bool is = PuzzleAdvisor::isSolution(p);
            EXPECT_EQ(is, solutions.count(p) == 1);
            found += is ? 1 : 0;
        } while (std::next_permutation(p.begin(), p.end()));
        EXPECT_EQ(found, static_cast<int>(solutions.size()));
    }
    EXPECT_FALSE(PuzzleAdvisor::isSolution(Board{1, 3, 0, -1}));
    EXPECT_FALSE(PuzzleAdvisor::isSolution(Board{1, 3, 1, 2}));  // a repeated column
}

TEST(PuzzleAdvisor, HintOnEveryPartialBoardUpToSix) {
    for (int n = 1; n <= 6; ++n) {
        const auto solutions = queens::testing::bruteForceSolutions(n);
        Board b(static_cast<std::size_t>(n), -1);
        // Odometer over -1..n-1 in every row.
        while (true) {
            checkAgainstOracle(b, solutions);
            if (::testing::Test::HasFatalFailure()) return;
            int r = 0;
            while (r < n && b[r] == n - 1) b[r++] = -1;
            if (r == n) break;
            ++b[r];
        }
    }
}

TEST(PuzzleAdvisor, HintOnRandomPartialBoardsOfSevenAndEight) {
    std::mt19937 rng(2024);
    for (int n = 7; n <= 8; ++n) {
        const auto solutions = queens::testing::bruteForceSolutions(n);
        std::uniform_int_distribution<int> pick(0, static_cast<int>(solutions.size()) - 1);
        for (int k = 0; k < 1500; ++k) {
            Board b;
            if (k % 3 == 0) {
                // Some rows of a real solution: always completable.
                b = *std::next(solutions.begin(), pick(rng));
                for (int& c : b)
                    if (rng() % 2) c = -1;
            } else {
                b = randomPartial(rng, n, k % 3 == 1 ? 0.5 : 0.75);
            }
            checkAgainstOracle(b, solutions);
        }
    }
}

TEST(PuzzleAdvisor, MoveOnLargeBoardsIsSafeAndCompletable) {
    std::mt19937 rng(99);
    for (int n = 9; n <= PuzzleAdvisor::kMaxN; ++n) {
        const Board empty(static_cast<std::size_t>(n), -1);
        const PuzzleHint h = PuzzleAdvisor::hint(empty);
        ASSERT_EQ(h.kind, Kind::Move) << n;  // every n >= 4 has solutions
        const PuzzleCompletion done = PuzzleAdvisor::complete(empty);
        ASSERT_TRUE(done.found);
        EXPECT_TRUE(pairwiseSolution(done.board));
        EXPECT_EQ(done.board[h.row], h.col);

        // A few safe queens put down at random, then whatever the advisor says must hold.
        for (int k = 0; k < 4; ++k) {
            Board b = empty;
            for (int q = 0; q < n / 4; ++q) {
                const int r = static_cast<int>(rng() % static_cast<unsigned>(n));
                const int c = static_cast<int>(rng() % static_cast<unsigned>(n));
                if (b[r] < 0 && !referenceAttacked(b, r, c)) b[r] = c;
            }
            const PuzzleHint hb = PuzzleAdvisor::hint(b);
            const PuzzleCompletion db = PuzzleAdvisor::complete(b);
            if (hb.kind == Kind::Move) {
                EXPECT_EQ(b[hb.row], -1);
                EXPECT_FALSE(referenceAttacked(b, hb.row, hb.col));
                ASSERT_TRUE(db.found);
                EXPECT_TRUE(pairwiseSolution(db.board) && extends(db.board, b));
                EXPECT_EQ(db.board[hb.row], hb.col);
            } else {
                EXPECT_FALSE(db.found);
                EXPECT_TRUE(hb.kind == Kind::DeadEnd || hb.kind == Kind::DeadEndRow);
            }
        }
    }
}

TEST(PuzzleAdvisor, HandMadeBoards) {
    // 4 x 4: queens at (0, 0) and (1, 2) attack every square of row 2: columns 0 and 2 along
    // their columns, (2, 2) along (0, 0)'s "\" diagonal, (2, 1) and (2, 3) along (1, 2)'s lines.
    {
        const Board b{0, 2, -1, -1};
        const PuzzleHint h = PuzzleAdvisor::hint(b);
        EXPECT_EQ(referenceBlockedRow(b), 2);
        EXPECT_EQ(h.kind, Kind::DeadEndRow);
        EXPECT_EQ(h.blockedRow, 2);
    }
    // 3 x 3 and 2 x 2 empty boards have no solution: a dead end that needed a search.
    for (int n : {2, 3}) {
        const PuzzleHint h = PuzzleAdvisor::hint(Board(static_cast<std::size_t>(n), -1));
        EXPECT_EQ(h.kind, Kind::DeadEnd);
        EXPECT_GT(h.nodes, 0u);
    }
    // An attacking pair along "/" (row + col constant): (1, 2) and (2, 1).
    {
        const PuzzleHint h = PuzzleAdvisor::hint(Board{-1, 2, 1, -1, -1});
        ASSERT_EQ(h.kind, Kind::Conflict);
        EXPECT_EQ(h.conflict, (PuzzleConflict{1, 2, 2, 1, RejectReason::AntiDiagonal}));
    }
    // A full 5 x 5 solution.
    EXPECT_EQ(PuzzleAdvisor::hint(Board{0, 2, 4, 1, 3}).kind, Kind::Solved);
    // The same board gives the same advice.
    const Board b{-1, -1, 3, -1, -1, -1, -1, -1};
    const PuzzleHint h1 = PuzzleAdvisor::hint(b);
    const PuzzleHint h2 = PuzzleAdvisor::hint(b);
    EXPECT_EQ(h1.kind, h2.kind);
    EXPECT_EQ(h1.row, h2.row);
    EXPECT_EQ(h1.col, h2.col);
    EXPECT_EQ(h1.nodes, h2.nodes);
}

namespace {

bool sameHint(const PuzzleHint& a, const PuzzleHint& b) {
    return a.kind == b.kind && a.row == b.row && a.col == b.col && a.conflict == b.conflict &&
           a.blockedRow == b.blockedRow && a.nodes == b.nodes;
}

// hint() and complete() with budgets around the placements the (default-budget) search needed.
void checkBudgets(const Board& b) {
    SCOPED_TRACE(::testing::PrintToString(b));
    const PuzzleHint h = PuzzleAdvisor::hint(b);
    ASSERT_NE(h.kind, Kind::Undecided);  // these small boards are far below kNodeBudget
    if (h.kind != Kind::Move && h.kind != Kind::DeadEnd) {
        // Answered without a search: no budget changes it.
        EXPECT_TRUE(sameHint(PuzzleAdvisor::hint(b, 0), h));
        return;
    }
    ASSERT_GT(h.nodes, 0u);  // an empty row with a safe square: at least one placement
    EXPECT_TRUE(sameHint(PuzzleAdvisor::hint(b, h.nodes), h));
    EXPECT_TRUE(sameHint(PuzzleAdvisor::hint(b, h.nodes + 1), h));
    const PuzzleCompletion full = PuzzleAdvisor::complete(b);
    const PuzzleCompletion exact = PuzzleAdvisor::complete(b, h.nodes);
    EXPECT_TRUE(full.decided && exact.decided);
    EXPECT_EQ(exact.found, full.found);
    EXPECT_EQ(exact.board, full.board);
    EXPECT_EQ(exact.nodes, full.nodes);

    const std::uint64_t less = h.nodes - 1;
    const PuzzleHint u = PuzzleAdvisor::hint(b, less);
    EXPECT_EQ(u.kind, Kind::Undecided);
    EXPECT_EQ(u.nodes, less);
    const PuzzleCompletion cut = PuzzleAdvisor::complete(b, less);
    EXPECT_FALSE(cut.decided);
    EXPECT_FALSE(cut.found);
    EXPECT_EQ(cut.board, b);
    EXPECT_EQ(cut.nodes, less);
}

}  // namespace

TEST(PuzzleAdvisor, BudgetGivesUpOnlyWhenTheSearchNeedsMore) {
    for (int n = 1; n <= 5; ++n) {
        Board b(static_cast<std::size_t>(n), -1);
        while (true) {
            checkBudgets(b);
            if (::testing::Test::HasFatalFailure()) return;
            int r = 0;
            while (r < n && b[r] == n - 1) b[r++] = -1;
            if (r == n) break;
            ++b[r];
        }
    }
    std::mt19937 rng(31);
    for (int n = 6; n <= 12; ++n)
        for (int k = 0; k < 300; ++k) {
            checkBudgets(randomPartial(rng, n, 0.4 + 0.1 * (k % 5)));
            if (::testing::Test::HasFatalFailure()) return;
        }
    // A completion of an empty board puts down a queen in every row: fewer placements cannot
    // decide anything.
    const Board empty(8, -1);
    for (std::uint64_t budget = 0; budget < 8; ++budget) {
        const PuzzleHint h = PuzzleAdvisor::hint(empty, budget);
        EXPECT_EQ(h.kind, Kind::Undecided) << budget;
        EXPECT_EQ(h.nodes, budget);
    }
    EXPECT_EQ(PuzzleAdvisor::hint(empty).kind, Kind::Move);
}

TEST(PuzzleAdvisor, RefusesMalformedBoards) {
    EXPECT_THROW(PuzzleAdvisor::conflicts(Board{0, 4, -1, -1}), std::invalid_argument);
    EXPECT_THROW(PuzzleAdvisor::hint(Board{-2, 0, -1}), std::invalid_argument);
    EXPECT_THROW(PuzzleAdvisor::hint(Board(PuzzleAdvisor::kMaxN + 1, -1)), std::invalid_argument);
}
