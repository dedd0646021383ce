#pragma once
// BacktrackingStepper: the textbook N-Queens backtracking with record[row] = col.
//
// What it searches
//   Every row holds exactly one queen, so a (partial) board is the array record[0..row-1]:
//   record[i] is the column of the queen in row i. The search fills the rows top to bottom. For
//   row `row` it tries the columns 0, 1, ..., n-1 in order; a column is *safe* when no queen of
//   the rows above attacks it, which the O(row) scan checks one earlier row i at a time:
//     record[i] == col                  same column            -> RejectReason::Column
//     record[i] - i == col - row        same "\" diagonal      -> RejectReason::Diagonal
//     record[i] + i == col + row        same "/" anti-diagonal -> RejectReason::AntiDiagonal
//   (one earlier queen can match at most one of the three, since i != row). A safe column gets
//   the queen and the search goes one row down; the last row completes a solution. When a row
//   has no column left, the queen of the row above is taken off and that row resumes at its next
//   column: this is the backtrack. The search ends when row 0 runs out of columns.
//
//   The recursion of the pseudo-code is replaced by an explicit stack, and record[] *is* that
//   stack: record[0..row-1] are the frames of the rows above, each remembering its column, and
//   `col_` is the loop variable of the current frame. The stepper keeps its own record[]; it never
//   reads a BoardState. That state machine is RecordSearch's (shared with SymmetricStepper); this
//   class only names its pseudo-code lines and keeps every row's limit at n.
//
// Given queens ("start search from here", StepperOptions::fixed)
//   A row with a given queen in column c is searched like the others but offers only column c:
//   Try(row, c), then Place when no queen above attacks it, else Reject with the reason and the
//   attacking row, after which the row is done (backtrack). Free rows try all n columns. So the
//   search walks exactly the subtree of boards that keep the given queens, and its solutions are
//   the solutions that keep them, in lexicographic order. A given queen attacked by a given queen
//   above it is simply rejected every time the search reaches it (no solution then). With no
//   given queen every row is free and the events are exactly those described above.
//
// Invariants (between two events)
//   - rows 0..row-1 hold pairwise non-attacking queens at record[0..row-1]; rows row..n-1 are empty
//     except right after Place on the last row (the board is then the solution being reported);
//   - columns 0..col_-1 of the current row have been tried and left (rejected or explored).
//
// Event sequence (line ids in brackets; see kPseudocode)
//   Try(row, col)                                  [LineFor]     every examined cell (stats.nodes)
//   Reject(row, col, reason, c = attacking row)    [LineSafe]    the first attacker of the scan
//   Place(row, col)                                [LinePlace]   the cell is safe
//   Solution(SolutionKind::Found)                  [LineReport]  after Place on row n-1
//   Remove(row, col, RemoveReason::Backtrack)      [LineRemove]  after a Solution (allSolutions),
//                                                                or when the row below ran out of
//                                                                columns; stats.backtracks counts
//   Done                                           [LineDone]    row 0 ran out of columns, or
//                                                                right after the first Solution
//                                                                when allSolutions is false
//   So each Try is followed by exactly one Reject or Place, and, with no given queen,
//   stats.nodes = n * (number of safe partial boards with 0..n-1 queens) for a full run.
#include <array>
#include <cstdint>
#include <string_view>

#include "RecordSearch.h"
#include "Translatable.h"

namespace queens {

class BacktrackingStepper final : public RecordSearch {
public:
    enum Line : std::uint16_t {
        LineSolve,    // no event: the function header
        LineFor,      // Try
        LineSafe,     // Reject
        LinePlace,    // Place
        LineReport,   // Solution
        LineRecurse,  // no event: descend to the next row
        LineRemove,   // Remove (backtrack)
        LineDone,     // Done
    };
    static constexpr std::array<std::string_view, 8> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "solve(row):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  for col in 0 .. n-1:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if safe(row, col):   # scan record[0 .. row-1]"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      record[row] = col   # place the queen"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      if row == n-1: report solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      else: solve(row + 1)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      remove the queen from row   # backtrack"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    static_assert(LineDone + 1 == kPseudocode.size());

    explicit BacktrackingStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Backtracking; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }
};

}  // namespace queens
