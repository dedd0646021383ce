// Symmetry: transforms checked against rotating and reflecting an explicit grid, and the class
// counts of all solutions against the published fundamental counts (OEIS A002562).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "SolutionOracle.h"
#include "Symmetry.h"

using queens::Symmetry;
using queens::Transform;
using Grid = std::vector<std::vector<int>>;

namespace {
Grid toGrid(const std::vector<int>& p) {
    const std::size_t n = p.size();
    Grid g(n, std::vector<int>(n, 0));
    for (std::size_t r = 0; r < n; ++r)
        if (p[r] >= 0) g[r][static_cast<std::size_t>(p[r])] = 1;
    return g;
}
// The placement a grid shows: the column of the queen of each row, -1 for an empty row.
std::vector<int> fromGrid(const Grid& g) {
    std::vector<int> p(g.size(), -1);
    for (std::size_t r = 0; r < g.size(); ++r)
        for (std::size_t c = 0; c < g.size(); ++c)
            if (g[r][c]) p[r] = static_cast<int>(c);
    return p;
}
// A quarter turn clockwise of a picture: the left column becomes the top row.
Grid turnClockwise(const Grid& g) {
    const std::size_t n = g.size();
    Grid out(n, std::vector<int>(n, 0));
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) out[c][n - 1 - r] = g[r][c];
    return out;
}
Grid mirror(const Grid& g) {  // left <-> right
    Grid out = g;
    for (auto& row : out) std::reverse(row.begin(), row.end());
    return out;
}
Grid gridImage(Transform t, const Grid& g) {
    switch (t) {
        case Transform::Identity:
            return g;
        case Transform::Rotate90:
            return turnClockwise(g);
        case Transform::Rotate180:
            return turnClockwise(turnClockwise(g));
        case Transform::Rotate270:
            return turnClockwise(turnClockwise(turnClockwise(g)));
        case Transform::MirrorLeftRight:
            return mirror(g);
        case Transform::MirrorUpDown:
            return turnClockwise(turnClockwise(mirror(g)));
        case Transform::MainDiagonal:
            return mirror(turnClockwise(g));
        case Transform::AntiDiagonal:
            return turnClockwise(mirror(g));
    }
    return g;
}
}  // namespace

TEST(Symmetry, TransformsMatchTurningAndMirroringTheGrid) {
    std::mt19937 rng(11);
    for (int n = 1; n <= 9; ++n) {
        std::vector<int> p(static_cast<std::size_t>(n));
        std::iota(p.begin(), p.end(), 0);
        std::shuffle(p.begin(), p.end(), rng);
        for (Transform t : queens::kAllTransforms)
            EXPECT_EQ(toGrid(Symmetry::apply(t, p)), gridImage(t, toGrid(p)))
                << "n=" << n << " " << Symmetry::name(t);
    }
}

TEST(Symmetry, MainDiagonalIsTheInversePermutation) {
    const std::vector<int> p = {2, 0, 3, 1};
    EXPECT_EQ(Symmetry::apply(Transform::MainDiagonal, p), (std::vector<int>{1, 3, 0, 2}));
}

TEST(Symmetry, PartialBoardsAndRepeatedColumns) {
    const std::vector<int> partial = {1, -1, -1, 2};
    EXPECT_EQ(toGrid(Symmetry::apply(Transform::Rotate90, partial)),
              gridImage(Transform::Rotate90, toGrid(partial)));
    EXPECT_THROW(Symmetry::apply(Transform::Rotate90, std::vector<int>{1, 1, -1}),
                 std::invalid_argument);
    EXPECT_THROW(Symmetry::apply(Transform::Identity, std::vector<int>{0, 5}),
                 std::invalid_argument);
}

TEST(Symmetry, ClassCountsMatchPublishedFundamentalCounts) {
    // OEIS A002562: solutions distinct under rotations and reflections.
    const std::map<int, std::size_t> published = {{1, 1}, {2, 0}, {3, 0},  {4, 1},  {5, 2},
                                                  {6, 1}, {7, 6}, {8, 12}, {9, 46}, {10, 92}};
    for (const auto& [n, unique] : published) {
        const auto all = queens::testing::bruteForceSolutions(n);
        std::set<std::vector<int>> classes;
        std::size_t orbitTotal = 0;
        for (const auto& s : all) {
            const auto canon = Symmetry::canonical(s);
            EXPECT_TRUE(all.count(canon)) << "the canonical form of a solution is a solution";
            // The lexicographically smallest of the eight images, found by turning the grid.
            std::vector<int> smallest = s;
            for (Transform t : queens::kAllTransforms)
                smallest = std::min(smallest, fromGrid(gridImage(t, toGrid(s))));
            EXPECT_EQ(canon, smallest) << "n=" << n;
            if (classes.insert(canon).second) orbitTotal += Symmetry::orbitSize(canon);
        }
        EXPECT_EQ(classes.size(), unique) << "n=" << n;
        EXPECT_EQ(orbitTotal, all.size()) << "orbits partition the solutions, n=" << n;
    }
}

TEST(Symmetry, OrbitSizes) {
    EXPECT_EQ(Symmetry::orbitSize(std::vector<int>{0}), 1);
    EXPECT_EQ(Symmetry::orbitSize(std::vector<int>{1, 3, 0, 2}), 2);  // the 4-queens class
    // n = 6 has one class of 4; n = 8 has one class of 4 and eleven of 8.
    for (const auto& s : queens::testing::bruteForceSolutions(6))
        EXPECT_EQ(Symmetry::orbitSize(s), 4);
    std::map<int, int> orbitsOf8;
    for (const auto& s : queens::testing::bruteForceSolutions(8))
        if (Symmetry::canonical(s) == s) ++orbitsOf8[Symmetry::orbitSize(s)];
    EXPECT_EQ(orbitsOf8, (std::map<int, int>{{4, 1}, {8, 11}}));
}
