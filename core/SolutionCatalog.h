#pragma once
// SolutionCatalog: the solutions of the N-Queens problem numbered in lexicographic order and
// grouped into symmetry classes (numbered in the order of their canonical, smallest, members),
// produced lazily in one pass: the caller pulls one entry at a time. It owns a SolutionStream
// and, with Filter::All, the sorted list of canonical members met so far: O(classes seen)
// memory, never O(solutions). Filter::Fundamental lists only canonical members and keeps
// nothing. Not thread-safe; use one catalog per thread.
// Why one pass suffices, and the costs: docs/design.md, "Numbering solutions and classes".
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
    // Bytes held by the list of canonical members: O(classesSeen()).
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
