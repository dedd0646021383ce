// SolutionVerifier checked against independent truth:
// - its verdict equals Board::isSolution on thousands of random small boards (permutations,
//   arbitrary placements with repeated columns and empty rows, and real solutions);
// - its fault (kind, first offending row, earlier row, column) equals a plain O(n^2) reference
//   written here, which walks the rows in order and compares every earlier pair;
// - hand-made failing boards: each line kind, the first offending pair when several exist,
//   empty rows and columns off the board, and a fault planted in a 200000-queen solution.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

#include "Board.h"
#include "FastMinConflicts.h"
#include "SolutionOracle.h"
#include "SolutionVerifier.h"

using namespace queens;
using Fault = SolutionVerifier::Fault;
using Result = SolutionVerifier::Result;

namespace {

// The reference: the first row that is empty, off the board, or attacked by an earlier queen;
// for an attacked row the line is chosen column first, then "\", then "/", and the partner is
// the lowest earlier row on that line.
Result reference(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    for (int r = 0; r < n; ++r) {
        Result res;
        res.row = r;
        res.column = p[r];
        if (p[r] == -1) {
            res.fault = Fault::EmptyRow;
            return res;
        }
        if (p[r] < 0 || p[r] >= n) {
            res.fault = Fault::OutOfRange;
            return res;
        }
        const Fault kinds[] = {Fault::Column, Fault::Diagonal, Fault::AntiDiagonal};
        for (const Fault kind : kinds) {
            for (int q = 0; q < r; ++q) {
                const bool shared = kind == Fault::Column     ? p[q] == p[r]
                                    : kind == Fault::Diagonal ? q - p[q] == r - p[r]
                                                              : q + p[q] == r + p[r];
                if (shared) {
                    res.fault = kind;
                    res.other = q;
                    return res;
                }
            }
        }
    }
    return {};
}

// The same answer in O(n), remembering the first row seen on each line (used for big boards).
Result referenceLinear(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> onColumn(static_cast<std::size_t>(n), -1);
    std::vector<int> onDiagonal(2 * static_cast<std::size_t>(n), -1);
    std::vector<int> onAnti(2 * static_cast<std::size_t>(n), -1);
    for (int r = 0; r < n; ++r) {
        Result res;
        res.row = r;
        res.column = p[static_cast<std::size_t>(r)];
        const int c = res.column;
        if (c < 0 || c >= n) {
            res.fault = c == -1 ? Fault::EmptyRow : Fault::OutOfRange;
            return res;
        }
        int& col = onColumn[static_cast<std::size_t>(c)];
        int& diag = onDiagonal[static_cast<std::size_t>(r - c + n - 1)];
        int& anti = onAnti[static_cast<std::size_t>(r + c)];
        if (col >= 0 || diag >= 0 || anti >= 0) {
            res.fault = col >= 0    ? Fault::Column
                        : diag >= 0 ? Fault::Diagonal
                                    : Fault::AntiDiagonal;
            res.other = col >= 0 ? col : diag >= 0 ? diag : anti;
            return res;
        }
        col = diag = anti = r;
    }
    return {};
}

Result fault(Fault kind, int row, int other, int column) {
    Result r;
    r.fault = kind;
    r.row = row;
    r.other = other;
    r.column = column;
    return r;
}

std::string show(const std::vector<int>& p) {
    std::string s;
    for (int c : p) s += std::to_string(c) + " ";
    return s;
}

}  // namespace

TEST(SolutionVerifier, AgreesWithBoardOnRandomSmallBoards) {
    std::mt19937 gen(12345);
    int solutions = 0;
    int checked = 0;
    for (int n = 1; n <= 12; ++n) {
        for (int k = 0; k < 600; ++k) {
            std::vector<int> p(static_cast<std::size_t>(n));
            const int style = k % 3;
            if (style == 0) {  // a random permutation (only diagonals can clash)
                for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
                std::shuffle(p.begin(), p.end(), gen);
            } else {  // any column or an empty row (-1) in each row
                std::uniform_int_distribution<int> col(style == 1 ? 0 : -1, n - 1);
                for (int& c : p) c = col(gen);
            }
            const Result got = SolutionVerifier::verify(p);
            ASSERT_EQ(got.ok(), Board(p).isSolution()) << show(p);
            ASSERT_EQ(got, reference(p)) << show(p);
            ASSERT_EQ(got, referenceLinear(p)) << show(p);
            solutions += got.ok() ? 1 : 0;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 12 * 600);
    EXPECT_GT(solutions, 0) << "the random boards included some solutions";
}

TEST(SolutionVerifier, AcceptsEverySolutionOfSmallBoards) {
    for (int n = 1; n <= 9; ++n) {
        const auto all = queens::testing::bruteForceSolutions(n);
        for (const std::vector<int>& s : all) {
            ASSERT_TRUE(SolutionVerifier::isSolution(s)) << show(s);
            // Breaking it by moving one queen to another column must be noticed, as Board says.
            for (int r = 0; r < n && n > 1; ++r) {
                std::vector<int> broken = s;
                broken[static_cast<std::size_t>(r)] = (s[static_cast<std::size_t>(r)] + 1) % n;
                ASSERT_EQ(SolutionVerifier::isSolution(broken), Board(broken).isSolution());
                ASSERT_EQ(SolutionVerifier::verify(broken), reference(broken)) << show(broken);
            }
        }
    }
}

TEST(SolutionVerifier, EmptyAndSingleBoards) {
    EXPECT_TRUE(SolutionVerifier::verify(std::vector<int>{}).ok());
    EXPECT_TRUE(SolutionVerifier::verify(std::vector<int>{0}).ok());
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{-1}), fault(Fault::EmptyRow, 0, -1, -1));
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{1}), fault(Fault::OutOfRange, 0, -1, 1));
}

TEST(SolutionVerifier, HandMadeFaults) {
    // Rows 0 and 2 share column 1.
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{1, 3, 1, 0}),
              fault(Fault::Column, 2, 0, 1));
    // n = 5: (0,0) (1,2) (2,4) (3,3) (4,1): row 3 is on the "\" diagonal of row 0 (row - col = 0)
    // and on the "/" anti-diagonal of row 2 (row + col = 6); "\" is reported first.
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{0, 2, 4, 3, 1}),
              fault(Fault::Diagonal, 3, 0, 3));
    // (0,3) and (1,2) share the "/" anti-diagonal row + col = 3.
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{3, 2, 0, 1}),
              fault(Fault::AntiDiagonal, 1, 0, 2));
    // Two faults planted in the solution 1 3 5 7 9 11 0 2 4 6 8 10: row 10 takes the column of
    // row 2, row 8 the column of row 7. The first offending row is 8 (partner 7), although
    // row 2 is the lowest row involved in a fault.
    std::vector<int> two = {1, 3, 5, 7, 9, 11, 0, 2, 4, 6, 8, 10};
    ASSERT_TRUE(SolutionVerifier::isSolution(two));
    two[10] = two[2];
    two[8] = two[7];
    EXPECT_EQ(SolutionVerifier::verify(two), fault(Fault::Column, 8, 7, 2));
    // The earlier partner is the lowest row on the shared line: rows 0, 3 and 6 all hold
    // column 2; row 3 is reported with partner 0.
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{2, 0, 5, 2, 7, 1, 2, 4}),
              fault(Fault::Column, 3, 0, 2));
    // An empty row before any clash is reported first; a column off the board likewise.
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{1, -1, 1, 0}),
              fault(Fault::EmptyRow, 1, -1, -1));
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{1, 3, 4, 0}),
              fault(Fault::OutOfRange, 2, -1, 4));
    EXPECT_EQ(SolutionVerifier::verify(std::vector<int>{1, 3, -7, 0}),
              fault(Fault::OutOfRange, 2, -1, -7));
}

TEST(SolutionVerifier, DescribesFaults) {
    EXPECT_EQ(fault(Fault::Column, 2, 0, 1).describe(), "rows 0 and 2 share column 1");
    EXPECT_EQ(fault(Fault::Diagonal, 3, 0, 3).describe(), "rows 0 and 3 share a \\ diagonal");
    EXPECT_EQ(fault(Fault::AntiDiagonal, 1, 0, 2).describe(), "rows 0 and 1 share a / diagonal");
    EXPECT_EQ(fault(Fault::EmptyRow, 4, -1, -1).describe(), "row 4 has no queen");
    EXPECT_EQ(fault(Fault::OutOfRange, 2, -1, 9).describe(),
              "row 2 has column 9, outside the board");
    EXPECT_EQ(Result{}.describe(), "no two queens attack each other");
}

TEST(SolutionVerifier, FindsAFaultPlantedInAHugeSolution) {
    // The knight's-move pattern of case A (n mod 6 = 4): rows i -> 2i + 1, h + i -> 2i.
    const int n = 200'002;
    const int h = n / 2;
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < h; ++i) {
        p[static_cast<std::size_t>(i)] = 2 * i + 1;
        p[static_cast<std::size_t>(h + i)] = 2 * i;
    }
    ASSERT_TRUE(SolutionVerifier::isSolution(p));
    // Swapping the columns of two rows keeps every column used once but moves both queens onto
    // occupied diagonals; the O(n) reference below says where the first clash is.
    std::swap(p[150'000], p[150'001]);
    const Result got = SolutionVerifier::verify(p);
    EXPECT_FALSE(got.ok());
    EXPECT_EQ(got, referenceLinear(p));
    EXPECT_TRUE(got.row == 150'000 || got.row == 150'001) << got.describe();
    // And a plain copy of one column into a later row: a column fault at that row.
    std::swap(p[150'000], p[150'001]);
    p[199'999] = p[7];
    EXPECT_EQ(SolutionVerifier::verify(p), fault(Fault::Column, 199'999, 7, p[7]));
}

TEST(SolutionVerifier, ChecksAHugeScatteredPlacementOneBitsetAtATime) {
    // 27 million rows: the bitsets exceed 16 MB and a min-conflicts solution is scattered, so
    // the fast check makes one pass per bitset. An independent byte-per-line check agrees.
    const int n = 27'000'000;
    FastMinConflicts kernel(n, FastMinConflicts::Options{5, 0, 0});
    ASSERT_TRUE(kernel.solve());
    HugePageVector<int> p = kernel.takePlacement();
    const auto plain = [&p] {
        const std::size_t size = p.size();
        std::vector<unsigned char> column(size), diagonal(2 * size), anti(2 * size);
        for (std::size_t r = 0; r < size; ++r) {
            const auto c = static_cast<std::size_t>(p[r]);
            if (column[c]++ || diagonal[r + size - 1 - c]++ || anti[r + c]++) return false;
        }
        return true;
    };
    ASSERT_TRUE(plain());
    EXPECT_TRUE(SolutionVerifier::isSolution(p));

    // Swapping two rows keeps the columns a permutation but (here) puts queens on shared
    // diagonals; the reported pair must really share the reported line. (The first offending
    // row need not be a or b: a later row may be the one attacked by a's new queen.)
    const int a = 26'000'000;
    const int b = 26'500'000;
    std::swap(p[static_cast<std::size_t>(a)], p[static_cast<std::size_t>(b)]);
    const bool stillSolution = plain();
    const Result got = SolutionVerifier::verify(p);
    ASSERT_EQ(got.ok(), stillSolution);
    if (!stillSolution) {
        // Only rows a and b changed: one of them is in the pair, and nothing before a clashes.
        EXPECT_GE(got.row, a) << got.describe();
        EXPECT_TRUE(got.row == a || got.row == b || got.other == a || got.other == b)
            << got.describe();
        ASSERT_GE(got.other, 0);
        const auto r = static_cast<std::size_t>(got.row);
        const auto q = static_cast<std::size_t>(got.other);
        const long long dr = got.row - got.other;
        const long long dc = static_cast<long long>(p[r]) - p[q];
        if (got.fault == Fault::Diagonal) {
            EXPECT_EQ(dr, dc);
        }
        if (got.fault == Fault::AntiDiagonal) {
            EXPECT_EQ(dr, -dc);
        }
        EXPECT_NE(got.fault, Fault::Column);
    }
}
