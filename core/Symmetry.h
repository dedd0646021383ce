#pragma once
// Symmetry: the eight symmetries of the square (the dihedral group D4) acting on placements.
//
// A placement p maps row r to column p[r]. Under a symmetry the queen on (r, c) moves to
//   Identity (r, c)        Rotate90 (c, n-1-r)     Rotate180 (n-1-r, n-1-c)  Rotate270 (n-1-c, r)
//   MirrorLeftRight (r, n-1-c)   MirrorUpDown (n-1-r, c)
//   MainDiagonal (c, r)          AntiDiagonal (n-1-c, n-1-r)
// (Rotate90 turns the board a quarter turn clockwise.) The image of a placement with distinct
// columns is again a placement with distinct columns.
// Empty rows are allowed. Only the four transforms that swap rows and columns (Rotate90,
// Rotate270, MainDiagonal, AntiDiagonal) need distinct columns; the other four accept a repeated
// column (its image repeats a column too).
//
// Two solutions are "the same" (in one symmetry class) when one is the image of the other.
// The canonical representative of a class is its lexicographically smallest member, and the
// orbit size (1, 2, 4 or 8) is the number of distinct images.
#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace queens {

enum class Transform : unsigned char {
    Identity,
    Rotate90,
    Rotate180,
    Rotate270,
    MirrorLeftRight,
    MirrorUpDown,
    MainDiagonal,
    AntiDiagonal,
};
inline constexpr std::array<Transform, 8> kAllTransforms = {
    Transform::Identity,     Transform::Rotate90,        Transform::Rotate180,
    Transform::Rotate270,    Transform::MirrorLeftRight, Transform::MirrorUpDown,
    Transform::MainDiagonal, Transform::AntiDiagonal};

class Symmetry {
public:
    // Throws std::invalid_argument for a column out of range (any transform), or for a column used
    // twice when t swaps rows and columns (Rotate90, Rotate270, MainDiagonal, AntiDiagonal).
    static std::vector<int> apply(Transform t, std::span<const int> placement);
    // canonical() and orbitSize() apply all eight transforms, so they throw as apply() does for
    // any placement with a column out of range or used twice.
    static std::vector<int> canonical(std::span<const int> placement);
    static int orbitSize(std::span<const int> placement);
    static std::string_view name(Transform t);  // "identity", "rotate-90", ...
};

}  // namespace queens
