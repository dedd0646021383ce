#pragma once
// FixedQueens: the given queens of StepperOptions::fixed ("start search from here"), checked and
// queried. Pure functions, no state.
// The vector is empty (no given queen) or has exactly n entries: the column of the queen given
// in row r, or kFree (-1) for a row the search fills; n kFree entries act as an empty vector.
// Exhaustive searches offer a given row only its given column (so their solutions are exactly
// those that keep every given queen); min-conflicts swaps only free rows; the symmetric search
// refuses given queens. StepperFactory::validate refuses a wrong size, a column out of range and
// two given queens in one column (problem()); for min-conflicts also given queens that attack
// each other or that completion() proves no solution keeps (that run would never finish).
#include <cstdint>
#include <string>
#include <vector>

namespace queens {

class FixedQueens {
public:
    static constexpr int kFree = -1;

    // Empty when `fixed` fits an n-board; otherwise a one-line English reason, e.g.
    // "two given queens share column 3 (rows 0 and 5)".
    static std::string problem(const std::vector<int>& fixed, int n);

    // True when some entry gives a queen (an empty vector or all kFree: false).
    static bool anyGiven(const std::vector<int>& fixed);

    // The given column of `row`, or kFree (also for an empty vector).
    static int givenColumn(const std::vector<int>& fixed, int row) {
        return fixed.empty() ? kFree : fixed[static_cast<std::size_t>(row)];
    }

    // The first pair of given queens (by the later row, then the earlier) on one column or
    // diagonal; rowA < rowB, both -1 when there is none. O(n) time and memory. Requires every
    // entry to be kFree or in 0 .. n-1 (problem() empty, or only a shared column).
    struct Pair {
        int rowA = -1;
        int rowB = -1;
    };
    static Pair attackingPair(const std::vector<int>& fixed);

    // Whether some solution keeps every given queen. Exact for n <= kCompletionMaxN within
    // `budget` tried cells of a bitmask search of the free rows; Unknown when larger or over
    // budget. Requires problem(fixed, n) to be empty.
    enum class Completion : std::uint8_t { Exists, None, Unknown };
    static constexpr int kCompletionMaxN = 64;
    static Completion completion(const std::vector<int>& fixed, int n, std::uint64_t budget);
};

}  // namespace queens
