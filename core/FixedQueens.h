#pragma once
// FixedQueens: the given queens of StepperOptions::fixed ("start search from here"), checked and
// queried. Pure functions, no state.
//
// The vector
//   Empty means no given queen. Otherwise it has exactly n entries: entry r is the column of the
//   queen given in row r, or kFree (-1) for a row the search fills. A vector of n kFree entries
//   gives no queen and makes every stepper run exactly as with an empty one.
//
// What the steppers do with it (each stepper's header has the details)
//   - Exhaustive searches (backtracking, permutation, bitmask, dfs, bfs) search a given row like
//     any other, but offer it only the given column: the cell is Tried, and Rejected when an
//     earlier queen attacks it. Their Solution events are then exactly the solutions that keep
//     every given queen.
//   - Min-conflicts keeps the given queens on every board it builds and swaps only free rows.
//   - Symmetric search refuses given queens (its mirror argument needs an empty first row).
//
// What StepperFactory::validate refuses (problem() and the min-conflicts checks below)
//   wrong size, a column outside 0 .. n-1, two given queens in one column; min-conflicts also
//   refuses given queens that attack each other, and given queens no solution keeps when
//   completion() can prove it (otherwise that run would never finish).
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
