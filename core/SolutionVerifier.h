#pragma once
// SolutionVerifier: checks in O(n) time and about 5n bits whether a placement is a solution of
// the n-queens problem, however large n is (10^8 queens and more).
//
// The placement lists the column of the queen of each row (row r holds its queen in column
// placement[r], 0-based; Board::kEmpty, i.e. -1, marks an empty row), so two queens never share
// a row. They attack each other when they share
//   - a column                              c,            n values;
//   - a "\" diagonal   (row - col constant) r - c + n - 1, 2n - 1 values;
//   - a "/" anti-diagonal (row + col constant) r + c,      2n - 1 values.
// One bit per line, three bitsets (HugePageVector<std::uint64_t>, on huge pages when large): a
// placement is a solution when every row holds a queen inside the board and no queen finds one
// of its three bits already set by an earlier queen. That is n + 2(2n - 1) bits, about 5n bits
// (10^8 queens: 62.5 MB).
//
// Two steps, the second only on failure
//   1. A fast check answers only whether any line is shared, which does not depend on the order
//      in which the rows are visited, and ORs "bit already set" into one word instead of
//      branching. Marks that fall in the same 64-bit word as the previous mark of that bitset
//      are merged in a register and written once (patterned placements, like the
//      constructions, step their lines by 1 to 3 from row to row, so this removes a chain of
//      dependent memory updates). Rows are visited once, touching all three bitsets; but for a
//      scattered placement (judged on its first rows) whose bitsets exceed 16 MB, each bitset
//      gets its own pass over the rows, with the words of the rows 32 ahead prefetched: one
//      bitset at a time stays in the cache far better than three.
//   2. When it finds a fault, an ordered pass (rows 0, 1, ...) stops at the first offending
//      row: the first row that is empty, has a column outside 0..n-1, or holds a queen
//      attacked by a queen of an earlier row. For an attacked queen the earlier row is found
//      with one more O(n) scan; the line is reported in the order column, "\" diagonal, "/"
//      anti-diagonal (as Board::attackReason does), and the earlier row is the lowest row on
//      that line.
// A solution costs one pass over the rows (three for a huge scattered one); a non-solution at
// most three more.
//
// Board::isSolution is the simple O(n) check for small boards (it keeps an int counter per
// line); this class is what the command line and the benchmarks use for huge placements. It
// holds no state between calls and never modifies the placement.
#include <cstdint>
#include <span>
#include <string>

namespace queens {

class SolutionVerifier {
public:
    enum class Fault : std::uint8_t {
        None,          // a solution
        EmptyRow,      // `row` has no queen (placement[row] == -1)
        OutOfRange,    // placement[row] == column is not in 0..n-1 (and not -1)
        Column,        // rows `other` < `row` share `column`
        Diagonal,      // rows `other` < `row` share a "\" diagonal (row - col constant)
        AntiDiagonal,  // rows `other` < `row` share a "/" anti-diagonal (row + col constant)
    };

    struct Result {
        Fault fault = Fault::None;
        int row = -1;     // the first offending row, -1 for a solution
        int other = -1;   // the earlier row it shares a line with (Column and the diagonals)
        int column = -1;  // placement[row] (for EmptyRow -1)
        bool ok() const { return fault == Fault::None; }
        // One English line for logs and benchmarks, e.g. "rows 3 and 7 share a \ diagonal";
        // "no two queens attack each other" for a solution. (The CLI words its own messages.)
        std::string describe() const;
        friend bool operator==(const Result&, const Result&) = default;
    };

    // Checks a placement of n = placement.size() rows. An empty placement (n = 0) is a
    // solution, as for Board. Throws std::length_error when n does not fit in an int.
    static Result verify(std::span<const int> placement);
    static bool isSolution(std::span<const int> placement) { return verify(placement).ok(); }

    // Bytes of the bitsets verify() allocates for n rows (for memory estimates).
    static std::uint64_t bytesNeeded(std::uint64_t n);
};

}  // namespace queens
