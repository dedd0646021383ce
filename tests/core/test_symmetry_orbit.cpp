// SymmetryOrbit against an independent implementation written here: the board's cells as points
// centred on the middle of the board, turned and reflected with 2x2 integer matrices (no use of
// Symmetry.h's formulas). Then the bookkeeping (sameAs, size, canonicalIndex) against sets built
// from the images, and over all solutions of n = 1..10 (brute-force oracle): the orbits partition
// the solutions, their sizes sum to the total (OEIS A000170) and the canonical members number
// OEIS A002562.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "PublishedCounts.h"
#include "SolutionOracle.h"
#include "SymmetryOrbit.h"

using queens::SymmetryOrbit;

namespace {

// Cell (r, c) as the point x = 2c - (n-1), y = (n-1) - 2r: the board's centre is the origin, y
// points up, and every symmetry of the square is a matrix {{a, b}, {c, d}}: (x, y) -> (ax + by,
// cx + dy). Listed in the order of the slots: identity, quarter turn clockwise, half turn, three
// quarter turns, mirror in the vertical axis, in the horizontal axis, in the main diagonal (top
// left to bottom right: the line y = -x) and in the anti-diagonal (the line y = x).
struct Matrix {
    int a, b, c, d;
};
Matrix multiply(const Matrix& m, const Matrix& k) {  // first k, then m
    return {m.a * k.a + m.b * k.c, m.a * k.b + m.b * k.d, m.c * k.a + m.d * k.c,
            m.c * k.b + m.d * k.d};
}
const Matrix kIdentity{1, 0, 0, 1};
const Matrix kQuarterClockwise{0, 1, -1, 0};  // (0, 1) "up" goes to (1, 0) "right"
const std::array<Matrix, 8> kMatrices = {
    kIdentity,
    kQuarterClockwise,
    multiply(kQuarterClockwise, kQuarterClockwise),
    multiply(kQuarterClockwise, multiply(kQuarterClockwise, kQuarterClockwise)),
    Matrix{-1, 0, 0, 1},   // x -> -x
    Matrix{1, 0, 0, -1},   // y -> -y
    Matrix{0, -1, -1, 0},  // swap across y = -x
    Matrix{0, 1, 1, 0},    // swap across y = x
};

std::vector<int> transformByMatrix(const Matrix& m, const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    std::vector<int> out(p.size(), -1);
    for (int r = 0; r < n; ++r) {
        const int col = p[static_cast<std::size_t>(r)];
        if (col < 0) continue;
        const int x = 2 * col - (n - 1), y = (n - 1) - 2 * r;
        const int x2 = m.a * x + m.b * y, y2 = m.c * x + m.d * y;
        out[static_cast<std::size_t>(((n - 1) - y2) / 2)] = (x2 + (n - 1)) / 2;
    }
    return out;
}

void expectConsistent(const SymmetryOrbit& o, const std::vector<int>& p) {
    std::set<std::vector<int>> distinct(o.images.begin(), o.images.end());
    int roots = 0;
    for (int i = 0; i < 8; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        const int j = o.sameAs[ui];
        ASSERT_GE(j, 0);
        ASSERT_LE(j, i);
        EXPECT_EQ(o.images[static_cast<std::size_t>(j)], o.images[ui]);
        for (int k = 0; k < j; ++k) EXPECT_NE(o.images[static_cast<std::size_t>(k)], o.images[ui]);
        if (j == i) ++roots;
    }
    EXPECT_EQ(o.size, static_cast<int>(distinct.size()));
    EXPECT_EQ(o.size, roots);
    const auto ci = static_cast<std::size_t>(o.canonicalIndex);
    EXPECT_EQ(o.images[ci], *distinct.begin());  // the smallest image
    for (std::size_t k = 0; k < ci; ++k) EXPECT_NE(o.images[k], o.images[ci]);  // first of them
    EXPECT_EQ(o.isCanonical(), p == *distinct.begin());
    EXPECT_EQ(o.images[0], p);
}

}  // namespace

TEST(SymmetryOrbit, MatricesAreTheEightSymmetriesOfTheSquare) {
    // Sanity of the test's own model: eight distinct matrices, four of determinant -1.
    std::set<std::array<int, 4>> seen;
    int reflections = 0;
    for (const Matrix& m : kMatrices) {
        seen.insert({m.a, m.b, m.c, m.d});
        if (m.a * m.d - m.b * m.c == -1) ++reflections;
    }
    EXPECT_EQ(seen.size(), 8u);
    EXPECT_EQ(reflections, 4);
}

TEST(SymmetryOrbit, ImagesMatchTurningThePoints) {
    for (int n = 1; n <= 8; ++n) {
        for (const auto& p : queens::testing::bruteForceSolutions(n)) {
            const SymmetryOrbit o = SymmetryOrbit::of(p);
            for (std::size_t i = 0; i < 8; ++i)
                EXPECT_EQ(o.images[i], transformByMatrix(kMatrices[i], p))
                    << "n=" << n << " i=" << i;
        }
    }
}

TEST(SymmetryOrbit, ImagesOfPermutationsAndPartialBoards) {
    std::mt19937 rng(5);
    for (int n = 1; n <= 12; ++n) {
        std::vector<int> p(static_cast<std::size_t>(n));
        std::iota(p.begin(), p.end(), 0);
        for (int trial = 0; trial < 20; ++trial) {
            std::shuffle(p.begin(), p.end(), rng);
            std::vector<int> partial = p;  // some rows emptied
            for (auto& c : partial)
                if (rng() % 3 == 0) c = -1;
            for (const auto& q : {p, partial}) {
                const SymmetryOrbit o = SymmetryOrbit::of(q);
                for (std::size_t i = 0; i < 8; ++i)
                    EXPECT_EQ(o.images[i], transformByMatrix(kMatrices[i], q));
                expectConsistent(o, q);
            }
        }
    }
}

TEST(SymmetryOrbit, BookkeepingOverAllSolutions) {
    for (int n = 1; n <= 10; ++n)
        for (const auto& p : queens::testing::bruteForceSolutions(n))
            expectConsistent(SymmetryOrbit::of(p), p);
}

TEST(SymmetryOrbit, OrbitsPartitionTheSolutions) {
    for (int n = 1; n <= 10; ++n) {
        const auto all = queens::testing::bruteForceSolutions(n);
        std::uint64_t sizeSum = 0, canonicalCount = 0;
        std::map<std::vector<int>, std::set<std::vector<int>>> classOf;  // canonical -> images
        for (const auto& p : all) {
            const SymmetryOrbit o = SymmetryOrbit::of(p);
            const std::set<std::vector<int>> images(o.images.begin(), o.images.end());
            for (const auto& img : images) EXPECT_TRUE(all.count(img)) << "image not a solution";
            auto [it, inserted] = classOf.emplace(o.canonical(), images);
            if (!inserted) {
                EXPECT_EQ(it->second, images) << "members disagree on their orbit";
            }
            EXPECT_TRUE(o.size == 2 || o.size == 4 || o.size == 8 || (n == 1 && o.size == 1));
            if (o.isCanonical()) {
                ++canonicalCount;
                sizeSum += static_cast<std::uint64_t>(o.size);
            }
        }
        EXPECT_EQ(sizeSum, all.size()) << "n=" << n;
        EXPECT_EQ(sizeSum, queens::testing::publishedTotal(n)) << "n=" << n;
        EXPECT_EQ(canonicalCount, queens::testing::publishedFundamental(n)) << "n=" << n;
        EXPECT_EQ(classOf.size(), canonicalCount);
    }
}

TEST(SymmetryOrbit, FourQueensIsOneClassOfTwo) {
    // 1 3 0 2 turned a quarter is itself; its mirror is 2 0 3 1, the only other solution.
    const SymmetryOrbit o = SymmetryOrbit::of(std::vector<int>{1, 3, 0, 2});
    EXPECT_EQ(o.size, 2);
    EXPECT_EQ(o.sameAs, (std::array<int, 8>{0, 0, 0, 0, 4, 4, 4, 4}));
    EXPECT_TRUE(o.isCanonical());
    EXPECT_EQ(o.images[4], (std::vector<int>{2, 0, 3, 1}));
    const SymmetryOrbit m = SymmetryOrbit::of(std::vector<int>{2, 0, 3, 1});
    EXPECT_FALSE(m.isCanonical());
    EXPECT_EQ(m.canonical(), (std::vector<int>{1, 3, 0, 2}));
}

TEST(SymmetryOrbit, RejectsARepeatedColumn) {
    EXPECT_THROW(SymmetryOrbit::of(std::vector<int>{0, 0, 1}), std::invalid_argument);
    EXPECT_THROW(SymmetryOrbit::of(std::vector<int>{0, 3, 1}), std::invalid_argument);
}
