#pragma once
// SymmetryOrbit: the orbit of a placement under the eight symmetries of the square, with the
// bookkeeping a viewer needs to show it.
//
// The group
//   The square has eight symmetries (the dihedral group D4): four rotations (by 0, 90, 180 and
//   270 degrees) and four reflections (in the vertical and horizontal middle lines and in the two
//   diagonals). Each maps the queens of a solution to the queens of a solution, because it maps
//   rows, columns, diagonals and anti-diagonals onto rows, columns, diagonals and anti-diagonals.
//   Symmetry.h defines them on placements; kAllTransforms fixes their order, which is the order
//   of images[] here.
//
// The orbit
//   The orbit of p is the set of its images {g(p) : g in D4}. Two solutions in one orbit are "the
//   same solution seen differently": they form one symmetry class. By the orbit-stabiliser
//   theorem the number of distinct images is 8 / |stabiliser|, and since an N-Queens solution
//   (n > 1) is never fixed by a reflection, the stabiliser is {id}, {id, rot180} or all four
//   rotations: orbit sizes 8, 4 or 2 (n = 1: the single queen is fixed by everything, size 1).
//   For a general placement (empty rows, or only a permutation) any divisor of 8 can occur.
//
// The fields
//   images[i]      = Symmetry::apply(kAllTransforms[i], p), so images[0] == p;
//   sameAs[i]      = the smallest j with images[j] == images[i] (i itself when no earlier image
//                    equals it): a viewer marks slot i as a repetition of slot sameAs[i];
//   size           = the number of distinct images = the number of i with sameAs[i] == i;
//   canonicalIndex = the smallest i whose image is the lexicographically smallest of the eight.
//                    That image is the class's canonical representative: every member of the
//                    orbit has the same eight images, so all of them agree on it.
//   isCanonical()  = p itself is the canonical representative (images[0] is the smallest).
//
// Cost: eight images of n entries, O(8 n) time and memory; no static state.
// of() throws std::invalid_argument as Symmetry::apply does (a column out of range, or a column
// used twice).
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
