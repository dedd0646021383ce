#pragma once
// PermutationStepper: brute force over the n! permutations, diagonals checked on full boards.
//
// What it searches
//   A board with one queen per row and per column is a permutation: record[row] = col with all
//   columns distinct. The stepper generates every permutation in lexicographic order, row by row:
//   row `row` takes, in increasing order, each column not used by the rows above (the `used[]`
//   array), and the next row is filled the same way. No diagonal is looked at while a board is
//   being built. Only when all n rows hold a queen does it check the diagonals, pair by pair:
//     for i = 1 .. n-1, for j = 0 .. i-1:
//       record[i] - record[j] ==  (i - j)   same "\" diagonal       -> RejectReason::Diagonal
//       record[i] - record[j] == -(i - j)   same "/" anti-diagonal  -> RejectReason::AntiDiagonal
//   The first conflicting pair rejects the board; a board with none is a solution. Then the
//   generator moves on to the next permutation.
//
//   This is the baseline that shows why pruning matters: all n! boards are built to the end, even
//   when their first two queens already attack each other (8! = 40 320 boards for 92 solutions;
//   BacktrackingStepper abandons such a board as soon as the attack appears).
//
//   The recursion of the pseudo-code is an explicit stack: record[0..row-1] are the frames of the
//   rows above, each remembering its column, and `col_` is the loop variable of the current frame.
//
// Given queens ("start search from here", StepperOptions::fixed)
//   Only the permutations p with p[r] = fixed[r] for every given row r are generated. A given
//   column is reserved: used[] marks it from the start and a Remove never frees it, so free rows
//   never take it; a given row offers only its column (Try, Place; after its Remove the row is
//   left). Free rows take the unused, unreserved columns in increasing order. Full boards get
//   the same diagonal check, so given queens that share a diagonal make every full board a
//   Reject. The solutions are exactly those that keep the given queens, in lexicographic order;
//   with no given queen every row is free. The constructor throws
//   std::invalid_argument for a `fixed` that FixedQueens::problem refuses.
//
// Invariants (between two events)
//   - rows 0..row-1 hold distinct columns record[0..row-1] (diagonal attacks allowed), used[c]
//     is true exactly for those columns and the given ones, and the rows below are empty; a full
//     board is on the board from its last Place until the Remove that follows its verdict.
//
// Event sequence (line ids in brackets; see kPseudocode)
//   Try(row, col)                               [LineFor]     an unused column is taken; always
//                                                             followed by Place. Used columns are
//                                                             not candidates and emit nothing.
//   Place(row, col)                             [LinePlace]
//   Reject(i, record[i], Diagonal | AntiDiagonal, c = j)
//                                               [LineDiagonal] full board only: the first pair
//                                                             (i, j) in the scan order above
//   Solution(SolutionKind::Found)               [LineReport]  full board without a diagonal pair
//   Remove(row, col, RemoveReason::Next)        [LineRemove]  the generator moves on to the next
//                                                             permutation (after every verdict,
//                                                             and when a row has no unused column
//                                                             left)
//   Done                                        [LineDone]    all permutations done, or right
//                                                             after the first Solution when
//                                                             allSolutions is false
//
// What the statistics mean (with no given queen)
//   - stats.nodes (Try events) = the nodes of the permutation tree below its root, i.e. the
//     partial permutations of length 1..n built: n + n(n-1) + ... + n! (109 600 for n = 8,
//     against 15 720 cells examined by BacktrackingStepper).
//   - Reject events + Solution events = n! (every full board gets exactly one verdict).
//   - Removes use RemoveReason::Next, never Backtrack: brute force never abandons a board because
//     of a conflict, it only steps through the candidates, so stats.backtracks stays 0.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "Stepper.h"
#include "Translatable.h"

namespace queens {

class PermutationStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        LinePermute,   // no event: the function header
        LineFor,       // Try
        LinePlace,     // Place
        LineFull,      // no event: the board is full
        LinePairs,     // no event: the pair loop
        LineDiagonal,  // Reject (a diagonal pair)
        LineReport,    // Solution
        LineRecurse,   // no event: descend to the next row
        LineRemove,    // Remove (next permutation)
        LineDone,      // Done
    };
    static constexpr std::array<std::string_view, 10> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "permute(row):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  for col in 0 .. n-1 with not used[col]:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    record[row] = col; used[col] = true"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    if row == n-1:   # full board: one queen per row and column"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      for i in 1 .. n-1, for j in 0 .. i-1:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if |record[i] - record[j]| == i - j: reject the board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      if no pair shares a diagonal: report solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    else: permute(row + 1)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    used[col] = false; remove the queen   # next permutation"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    static_assert(LineDone + 1 == kPseudocode.size());

    explicit PermutationStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::Permutation; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

private:
    enum class Phase : std::uint8_t {
        Examine,     // take the next unused column of row_, or leave the row
        Place,       // put the queen of the last Try
        Check,       // the diagonal check of a full board: Reject or Solution
        RemoveLast,  // take the last row's queen off after the verdict
        Finish,      // emit Done
        Over,        // Done was emitted
    };

    // Set col_ for the row just entered: 0, or the given column of a given row.
    void enterRow();
    // Remove(row_, record[row_]) with RemoveReason::Next, free its column, resume row_ at the
    // next column.
    void takeOff(StepEvent& e);

    std::vector<int> record_;  // record_[i] = column of the queen in row i, -1 when empty
    std::vector<char> used_;   // used_[c]: column c holds a queen or is given to some row
    int row_ = 0;
    int col_ = 0;
    Phase phase_ = Phase::Examine;
};

}  // namespace queens
