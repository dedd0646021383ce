#pragma once
// HalfBoardJoinCounter: counts all solutions of the N-Queens problem by meeting in the middle:
// cut the board between two rows, list the possible top halves and bottom halves separately,
// and count the pairs that fit together, instead of searching whole boards.
//
// The split (n = 2K + s, s = n % 2; see HalfBoardEnumerator for the exact bit layout)
// - Even n: top half rows 0..K-1, bottom half rows K..n-1.
// - Odd n: the same with the middle row K between them; its queen (the "middle queen", column m)
//   is placed first and both halves must keep clear of it.
// Every solution is exactly one pair (top half, bottom half) that
//   (a) use complementary sets of columns: the top uses a K-set C, the bottom the rest
//       (without m for odd n);
//   (b) occupy disjoint diagonals: their items (HalfBoardEnumerator) share no bit.
// So the solutions whose top half uses C are counted by listing the items T of the top halves in
// C and B of the bottom halves in the complement, and counting the disjoint pairs of T × B
// (DisjointPairCounter). A "group" is C (even n) or the pair (m, C) (odd n); the total is the sum
// over all groups.
//
// Symmetry: the mirror image (column c -> n-1-c) of a solution with group (m, C) has group
// (n-1-m, mirror(C)); turned upside down (row r -> n-1-r) it has group (m, C'), C' the columns of
// its bottom half. Both maps are bijections between the solution sets of these groups, so a group
// and the up-to-four groups of its orbit have equally many solutions. Only the smallest group of
// each orbit is joined, its count multiplied by the orbit's size: almost a factor 4 less work.
//
// Work units: the candidate groups of each middle column, in colex order of C (ColexRank), are
// cut into blocks of consecutive sets; a unit is one block. (Candidates: for even n the K-sets
// without column n-1, since a set with it is larger than its complement; for odd n the middle
// columns m <= K, since the mirror image has n-1-m. The others are never smallest.) Units are
// independent and may run on any thread in any order; the sum of all units is the total. An object
// is immutable after construction; each thread brings its own Workspace.
//
// Cost: for n = 16 about 3300 joined groups of ~1200 × ~1200 items; the listing and the bit-sliced
// join replace the ~1.1e9 nodes of a plain backtracking search (see tests/bench/bench_count).
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "DisjointPairCounter.h"
#include "HalfBoardEnumerator.h"

namespace queens {

class HalfBoardJoinCounter {
public:
    static constexpr int kMaxN = HalfBoardEnumerator::kMaxN;

    struct Workspace {
        std::vector<std::uint64_t> top;
        std::vector<std::uint64_t> bottom;
        DisjointPairCounter pairs;
    };
    struct UnitResult {
        std::uint64_t solutions = 0;  // solutions of the unit's groups and their orbits
        std::uint64_t nodes = 0;      // partial placements examined while listing halves
        bool complete = true;         // false when cancelled (solutions is then incomplete)
    };

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    explicit HalfBoardJoinCounter(int n);
    // With the HalfBoardEnumerator built as HalfBoardEnumerator(n, bandRows, tablesPerMiddle)
    // (for tests: every way gives the same counts).
    HalfBoardJoinCounter(int n, int bandRows, bool tablesPerMiddle);
    ~HalfBoardJoinCounter();

    int n() const { return n_; }
    std::size_t unitCount() const { return units_; }

    UnitResult countUnit(std::size_t unit, Workspace& ws,
                         const std::atomic<bool>* cancel = nullptr) const;

    // All units in order on the calling thread.
    std::uint64_t countAll() const;

private:
    bool joinGroup(int middle, std::uint32_t columns, std::uint64_t weight, Workspace& ws,
                   UnitResult& result, const std::atomic<bool>* cancel) const;
    std::uint32_t mirror(std::uint32_t columns) const;

    int n_;
    int k_ = 0;
    int s_ = 0;
    std::uint32_t all_ = 0;
    std::unique_ptr<HalfBoardEnumerator> halves_;  // null for n = 1
    std::uint64_t setsPerMiddle_ = 0;              // candidate K-sets per middle column
    std::uint64_t block_ = 1;                      // sets per unit
    std::uint64_t blocksPerMiddle_ = 0;
    std::size_t units_ = 0;
};

}  // namespace queens
