#pragma once
// SolutionCatalog: the solutions of the N-Queens problem numbered in lexicographic order and
// grouped into symmetry classes, produced lazily (the caller pulls one entry at a time), so that
// a viewer holds only what it has shown.
//
// Numbering
//   Solutions are numbered 1, 2, 3, ... in the lexicographic order of their placements (the
//   order of SolutionStream). A symmetry class (see SymmetryOrbit.h) is represented by its
//   canonical member, its lexicographically smallest one; classes are numbered 1, 2, 3, ... in
//   the order of their canonical members.
//
// Why one pass suffices
//   The canonical member of a class is its smallest, so walking the solutions in lexicographic
//   order meets it before any other member of its class. Hence, when the walk meets a solution:
//     - it is canonical  -> its class is new and gets the next class number;
//     - it is not        -> its canonical member was met earlier, so its class number is known.
//   And the class numbers handed out in walking order are exactly the ranks of the canonical
//   members among all canonical members, as the numbering above requires.
//
// Filter::All
//   Every solution is an entry. The catalog remembers the canonical members met so far to look
//   up the class of a non-canonical solution. Because they are met in increasing order they form
//   a sorted list as they are appended, and the class number of a canonical member is simply its
//   position in that list + 1; a lookup is a binary search. Each member is packed into one
//   64-bit word, four bits per column, row 0 in the most significant nibble (n <= 16), so that
//   comparing the words compares the placements lexicographically.
//   memoryBytes() = the list's capacity * 8 bytes <= 16 * classesSeen() bytes (a std::vector
//   at most doubles its size when it grows): O(classes seen), never O(solutions).
//   (n = 14: 45,752 classes, at most 0.7 MB; n = 16: 1,846,955 classes, at most 30 MB.)
//
// Filter::Fundamental
//   Only canonical members are entries (one per class); nothing needs remembering
//   (memoryBytes() == 0). The left-right mirror sends p[0] to n-1-p[0], so a canonical member
//   has p[0] <= n-1-p[0]; the walk stops at the first solution beyond that (a saving of nearly
//   half). Entry::index is still the rank among ALL solutions.
//
// Per solution the eight images are computed in packed form (no allocation): O(8 n) time,
// plus O(log classes) for the lookup in Filter::All. Not thread-safe; use one catalog per thread.
#include <cstdint>
#include <vector>

#include "SolutionStream.h"

namespace queens {

class SolutionCatalog {
public:
    enum class Filter { All, Fundamental };  // Fundamental: only each class's canonical member
    static constexpr int kMaxN = 16;         // four bits per column in one 64-bit word

    struct Entry {
        std::uint64_t index = 0;       // 1-based rank among ALL solutions of n (lexicographic)
        std::uint64_t classIndex = 0;  // 1-based rank of its class (classes ordered by canonical)
        int orbitSize = 0;             // 1, 2, 4 or 8
        bool canonical = false;
        std::vector<int> placement;
        std::vector<int> canonicalPlacement;
    };

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    SolutionCatalog(int n, Filter filter);

    int n() const { return stream_.n(); }
    Filter filter() const { return filter_; }

    // The next entry (reusing e's vectors): true; false when exhausted (e is then unchanged).
    bool next(Entry& e);

    std::uint64_t solutionsSeen() const { return stream_.produced(); }
    std::uint64_t classesSeen() const { return classes_; }
    // Bytes held by the list of canonical members (see above): O(classesSeen()).
    std::size_t memoryBytes() const;

private:
    SolutionStream stream_;
    Filter filter_;
    bool done_ = false;
    std::uint64_t classes_ = 0;
    std::vector<std::uint64_t> canonicals_;  // Filter::All: packed canonical members, ascending
    std::vector<int> placement_;
};

}  // namespace queens
