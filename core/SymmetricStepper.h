#pragma once
// SymmetricStepper: record[] backtracking that searches only half of the boards and
// derives the other half by the left-right mirror.
//
// Why half is enough
//   The mirror M maps the queen on (r, c) to (r, n-1-c). It keeps columns, swaps the two diagonal
//   directions, and so maps solutions to solutions. M moves the first-row queen c to n-1-c:
//   - n even: exactly one of c, n-1-c is < n/2, so searching row 0 over columns 0 .. n/2-1 finds
//     exactly one board of every mirror pair;
//   - n odd, m = (n-1)/2 the middle column: columns 0 .. m-1 of row 0 work as above; a board with
//     its first queen on m keeps it there under M, but then its row-1 queen c1 != m (same column),
//     and exactly one of c1, n-1-c1 is < m. So row 0 searches 0 .. m, and row 1 searches only
//     0 .. m-1 when record[0] == m.
//   For n > 1 a board is never its own mirror (the queen of row 0, or of row 1 in the middle case,
//   moves), so every solution found stands for two distinct solutions. For n = 1 the single
//   solution is its own mirror and is counted once. n = 2 and 3 have no solution.
//
//   Apart from these column limits this is the search of BacktrackingStepper: record[row] = col,
//   an O(row) safety scan, an explicit stack (record[] itself) instead of recursion. Both are the
//   one state machine of RecordSearch; this class supplies the limits (columnLimit) and the
//   mirror report (reportsMirror, n > 1).
//
// Given queens (StepperOptions::fixed): refused. The mirror argument above needs every board
//   to be searchable with its first queen in the left half, and a given queen breaks that (a
//   board that keeps it need not have a mirror image that keeps it). StepperFactory::validate
//   says so (kGivenQueensRefused) and the constructor throws std::invalid_argument when any
//   queen is given; a `fixed` of n free rows (-1) is accepted and changes nothing.
//
// Invariants (between two events)
//   - rows 0..row-1 hold pairwise non-attacking queens at record[0..row-1]; the rows below are
//     empty except right after Place on the last row (the solution being reported);
//   - the searched boards are exactly those whose first queen is in the left half (with the
//     row-1 restriction in the odd middle case); the mirror of each is never searched.
//
// Event sequence (line ids in brackets; see kPseudocode)
//   Try(row, col)                               [LineFor]     col < limit(row)      (stats.nodes)
//   Reject(row, col, reason, c = attacking row) [LineSafe]    Column / Diagonal / AntiDiagonal
//   Place(row, col)                             [LinePlace]   the cell is safe
//   Solution(SolutionKind::Found)               [LineReport]  after Place on row n-1
//   Solution(SolutionKind::Mirrored)            [LineMirror]  right after Found when n > 1 and
//                                                             allSolutions: "the mirror image
//                                                             c -> n-1-c of this board is another
//                                                             solution"; stats.solutions then
//                                                             counts all solutions
//   Remove(row, col, RemoveReason::Backtrack)   [LineRemove]  as in BacktrackingStepper
//   Reject(row, limit, Symmetry, c = -1)        [LineSkip]    the pruning made visible: when a
//                                                             row with limit < n has tried its
//                                                             columns 0 .. limit-1, one Reject
//                                                             names the first skipped cell
//                                                             (row 0: column (n+1)/2; row 1 in
//                                                             the odd middle case: column n/2).
//                                                             No Try precedes it: the skipped
//                                                             cells are not search nodes.
//   Done                                        [LineDone]    row 0 finished its half, or right
//                                                             after the first Found when
//                                                             allSolutions is false (no Mirrored)
//
// The saving, exactly: for n >= 2 stats.nodes is half of BacktrackingStepper's. Mirror images
// have equal subtrees. Let S be the Try events below the left-half cells (0, c), c < n/2.
//   n even: full = n + 2S, pruned = n/2 + S.
//   n odd, m = (n-1)/2: below (0, m) the full search tries n cells of row 1, (1, m) is a leaf
//   (same column), and the subtrees below (1, c1) and (1, n-1-c1) pair up; let T be those with
//   c1 < m. Full = n + 2S + n + 2T; pruned = (m+1) + S + m + T = n + S + T.
#include <array>
#include <cstdint>
#include <string_view>

#include "RecordSearch.h"
#include "Translatable.h"

namespace queens {

class SymmetricStepper final : public RecordSearch {
public:
    enum Line : std::uint16_t {
        LineSolve,      // no event: the function header
        LineLimit,      // no event
        LineLimitRow0,  // no event
        LineLimitRow1,  // no event
        LineFor,        // Try
        LineSafe,       // Reject (attacked)
        LinePlace,      // Place
        LineReport,     // Solution (Found)
        LineMirror,     // Solution (Mirrored)
        LineRecurse,    // no event: descend to the next row
        LineRemove,     // Remove (backtrack)
        LineSkip,       // Reject (Symmetry)
        LineDone,       // Done
    };
    static constexpr std::array<std::string_view, 13> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "solve(row):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  limit = n"),
        QUEENS_TRANSLATE_NOOP(
            "Pseudocode",
            "  if row == 0: limit = (n+1) / 2   # left half; odd n: up to the middle"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "  if row == 1 and n is odd and record[0] == n/2: limit = n/2"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  for col in 0 .. limit-1:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if safe(row, col):   # scan record[0 .. row-1]"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      record[row] = col   # place the queen"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      if row == n-1: report solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if n > 1: report its mirror image (col -> n-1-col)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      else: solve(row + 1)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      remove the queen from row   # backtrack"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "  skip columns limit .. n-1   # mirrors of boards already searched"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    static_assert(LineDone + 1 == kPseudocode.size());

    // Why given queens are refused: StepperFactory::validate's sentence.
    static constexpr std::string_view kGivenQueensRefused =
        "symmetric search cannot start from given queens: its mirror argument needs an empty "
        "board, so choose another algorithm";

    // Throws std::invalid_argument when options.fixed gives a queen.
    explicit SymmetricStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Symmetric; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

private:
    // Row 0: the left half, (n+1)/2 columns (odd n: up to the middle); row 1 when n is odd and
    // record[0] is the middle column: n/2; any other row: n.
    int columnLimit(int row) const override;
    // Every solution found stands for two distinct ones, except the single solution of n = 1.
    bool reportsMirror() const override { return options_.n > 1; }
};

}  // namespace queens
