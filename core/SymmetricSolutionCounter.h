#pragma once
// SymmetricSolutionCounter: counts the solutions that a rotation of the board leaves unchanged,
// by searching for them directly. With Burnside's lemma these counts turn the total number of
// solutions into the number of fundamental ones (classes under the 8 symmetries of the square):
//
//     unique = (total + F180 + 2·F90) / 8          (n > 1)
//
// F180 = solutions unchanged by the half turn, F90 = by the quarter turn (the three-quarter turn
// fixes the same ones); for n > 1 no reflection fixes a solution (a mirror would need all queens
// on its axis, two queens on a diagonal axis attack each other), and the identity fixes all.
//
// Half turn: (r, c) -> (n-1-r, n-1-c). A fixed solution is determined by its top K = n/2 rows:
// the queen (r, c) brings its partner (n-1-r, n-1-c). The search places such pairs row by row.
// The occupied columns and diagonals stay symmetric (c <-> n-1-c, "\" index c-r <-> r-c,
// "/" index c+r <-> 2n-2-c-r), so a pair fits when its first queen's column and two diagonals are
// free, and the pair does not attack itself: c != r ("\" through the centre) and c + r != n-1
// ("/" through the centre). For odd n the centre square must hold a queen (its own image), which
// is placed first and blocks exactly those two diagonals. Each pair puts a queen below as well as
// above, so the diagonals are kept as 64-bit sets of board-wide indices rather than as the
// per-row ld / rd registers of the plain bitmask search: `diag` has bit c-r+n-1 for a "\"
// diagonal, `anti` bit c+r for a "/" one, and the free columns of row r are
//     all & ~cols & ~(diag >> (n-1-r)) & ~(anti >> r), minus the two self-attacking cells.
// The work is split by the column of row 0 into n units.
//
// Quarter turn: (r, c) -> (c, n-1-r). Cells fall into cycles of four (and the centre for odd n),
// so a fixed solution exists only for n % 4 == 0 or 1. The search takes the topmost row r still
// empty, tries each column c whose cycle (r,c), (c,n-1-r), (n-1-r,n-1-c), (n-1-c,r) has four
// distinct rows, and places the four queens one by one with the usual column/diagonal tests.
// It is tiny (depth n/4) and runs as a single unit.
//
// Searches are recursive functions without events (kernels, not steppers); no state between calls.
#include <atomic>
#include <cstdint>

namespace queens {

class SymmetricSolutionCounter {
public:
    static constexpr int kMaxN = 27;

    struct UnitResult {
        std::uint64_t solutions = 0;
        std::uint64_t nodes = 0;  // queens (or pairs, or cycles) placed
        bool complete = true;     // false when cancelled
    };

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    explicit SymmetricSolutionCounter(int n);

    int n() const { return n_; }

    std::size_t halfTurnUnits() const;  // n (1 for n = 1)
    UnitResult countHalfTurnUnit(std::size_t unit, const std::atomic<bool>* cancel = nullptr) const;
    UnitResult countQuarterTurn(const std::atomic<bool>* cancel = nullptr) const;

    // F180 over all units, on the calling thread.
    std::uint64_t countHalfTurn() const;

private:
    struct HalfTurnSearch;
    struct QuarterTurnSearch;
    void halfTurn(HalfTurnSearch& s, int row, std::uint32_t cols, std::uint64_t diag,
                  std::uint64_t anti) const;
    void quarterTurn(QuarterTurnSearch& s, std::uint32_t rows, std::uint32_t cols,
                     std::uint64_t diag, std::uint64_t anti) const;

    int n_;
    std::uint32_t all_;
};

}  // namespace queens
