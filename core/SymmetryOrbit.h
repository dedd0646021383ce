#pragma once
// SymmetryOrbit: the orbit of a placement under the eight symmetries of the square (D4, in the
// order of kAllTransforms), with the bookkeeping a viewer needs to show it. A plain value that
// owns its eight images; of() computes it in O(8 n) with no static state, and throws
// std::invalid_argument as Symmetry::apply does (a column out of range or used twice).
// - images[i] = Symmetry::apply(kAllTransforms[i], p), so images[0] == p;
// - sameAs[i] = the smallest j with images[j] == images[i]: a viewer marks slot i as a
//   repetition of slot sameAs[i]; size = the number of distinct images (i with sameAs[i] == i);
// - canonicalIndex = the smallest i whose image is the lexicographically smallest, the class's
//   canonical representative (every member of the orbit agrees on it); isCanonical(): p is it.
// Why an N-Queens orbit has 8, 4 or 2 members: docs/design.md, "Symmetry classes".
#include <array>
#include <span>
#include <vector>

namespace queens {

struct SymmetryOrbit {
    std::array<std::vector<int>, 8> images;  // images[i] = Symmetry::apply(kAllTransforms[i], p)
    std::array<int, 8> sameAs{};             // smallest j with images[j] == images[i]
    int size = 0;                            // distinct images: 1, 2, 4 or 8
    int canonicalIndex = 0;                  // i of the lexicographically smallest image

    static SymmetryOrbit of(std::span<const int> placement);

    bool isCanonical() const { return canonicalIndex == 0; }
    const std::vector<int>& canonical() const {
        return images[static_cast<std::size_t>(canonicalIndex)];
    }
};

}  // namespace queens
