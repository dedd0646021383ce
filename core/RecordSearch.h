#pragma once
// RecordSearch: the record[row] = col backtracking state machine shared by BacktrackingStepper
// and SymmetricStepper. It is abstract: a subclass names the pseudo-code lines of the events, may
// cut rows short (columnLimit) and may announce a mirror image after each solution
// (reportsMirror); the search itself exists only here.
//
// The search
//   Every row holds exactly one queen, so a (partial) board is the array record[0..row-1]:
//   record[i] is the column of the queen in row i. The rows are filled top to bottom. Row `row`
//   tries the columns 0, 1, ..., limit(row)-1 in order, where limit(row) = columnLimit(row) <= n
//   is fixed when the search enters the row (it may depend on the queens above). A column is
//   *safe* when no queen of the rows above attacks it, which an O(row) scan checks one earlier
//   row i at a time (Board::attackReason: same column, "\" diagonal or "/" anti-diagonal). A safe
//   column gets the queen and the search goes one row down; the last row completes a solution.
//   When a row has no column left below its limit, the queen of the row above is taken off and
//   that row resumes at its next column: the backtrack. The search ends when row 0 is exhausted.
//
//   Given queens (StepperOptions::fixed, see FixedQueens.h): a row with a given queen is
//   searched like the others but offers only its given column c: the search enters it at col_ = c
//   with limit c + 1 (columnLimit is not asked), so the cell is Tried, then Placed when safe or
//   Rejected (reason and attacker as for any cell) when a queen above attacks it; after that the
//   row is left at once (no Symmetry skip: the other columns are not part of this search). Free
//   rows are searched as described above, so an empty `fixed` (or all -1) gives exactly that
//   search's events. The
//   Solution events are then exactly the solutions that keep every given queen, in the same
//   lexicographic order. The constructor throws std::invalid_argument for a `fixed` that
//   FixedQueens::problem refuses.
//
//   No recursion: record[] *is* the stack. record[0..row-1] are the frames of the rows above,
//   each remembering its column, `col_` is the loop variable of the current frame, and the limit
//   of every open row is cached in `limit_[row]` (computed once, on entering the row; the hook
//   is never called on the hot Try/Check path).
//
// Invariants (between two events)
//   - rows 0..row-1 hold pairwise non-attacking queens at record[0..row-1]; rows row..n-1 are
//     empty except right after Place on the last row (the board is then the solution reported);
//   - columns 0..col_-1 of the current row have been tried and left (rejected or explored);
//   - col_ <= limit_[row_] while the row still has columns to try.
//
// Event sequence (the line ids come from the subclass's Lines table)
//   Try(row, col)                                [tryCell]   col < limit(row), or the given
//                                                            column of a given row (stats.nodes)
//   Reject(row, col, reason, c = attacking row)  [attacked]  the first attacker of the scan
//   Place(row, col)                              [place]     the cell is safe
//   Solution(SolutionKind::Found)                [report]    after Place on row n-1
//   Solution(SolutionKind::Mirrored)             [mirror]    right after Found, when allSolutions
//                                                            and reportsMirror()
//   Remove(row, col, RemoveReason::Backtrack)    [remove]    after a Solution (allSolutions), or
//                                                            when the row below is exhausted
//   Reject(row, limit, Symmetry, c = -1)         [skip]      a row with limit(row) < n has tried
//                                                            its columns: one Reject names the
//                                                            first skipped cell (no Try before it);
//                                                            never for a row with a given queen
//   Done                                         [done]      row 0 is exhausted, or right after
//                                                            the first Found when allSolutions is
//                                                            false (no Mirrored then)
//   So each Try is followed by exactly one Reject or Place.
#include <cstdint>
#include <vector>

#include "Stepper.h"

namespace queens {

class RecordSearch : public Stepper {
public:
    bool next(StepEvent& e) final;

protected:
    // Pseudo-code line ids of the events (indices into the subclass's kPseudocode).
    struct Lines {
        std::uint16_t tryCell;   // Try
        std::uint16_t attacked;  // Reject (attacked by a queen above)
        std::uint16_t place;     // Place
        std::uint16_t report;    // Solution (Found)
        std::uint16_t mirror;    // Solution (Mirrored); only read when reportsMirror()
        std::uint16_t remove;    // Remove (backtrack)
        std::uint16_t skip;      // Reject (Symmetry); only read when a limit is below n
        std::uint16_t done;      // Done
    };
    // For a Lines entry the search never emits.
    static constexpr std::uint16_t kNoLine = 0xFFFF;

    RecordSearch(const StepperOptions& options, const Lines& lines);

    // Columns 0 .. limit-1 of `row` are searched (limit <= n). Called once each time the search
    // enters `row`, when record(0 .. row-1) hold the queens above. Default: n.
    virtual int columnLimit(int row) const;
    // True when every Found solution is followed by a Mirrored one (allSolutions runs only).
    // Called once per solution. Default: false.
    virtual bool reportsMirror() const;

    // Column of the queen in `row` (a row above the current one), or -1.
    int record(int row) const { return record_[static_cast<std::size_t>(row)]; }

private:
    enum class Phase : std::uint8_t {
        Start,           // first call: cache the limit of row 0, then as Examine
        Examine,         // try col_ of row_, skip the cut columns, or leave the row
        Check,           // the safety scan of (row_, col_): Reject or Place
        Report,          // Solution (Found) after Place on the last row
        Mirror,          // Solution (Mirrored)
        RemoveSolution,  // take the last queen off after a Solution, continue the row
        Finish,          // emit Done
        Over,            // Done was emitted
    };

    // Set col_ and limit_[row_] for the row just entered (free: 0 and columnLimit; given: c, c+1).
    void enterRow();
    // Row of the first queen above `row_` that attacks (row_, col_), or -1; sets `why`.
    int firstAttacker(RejectReason& why) const;
    // Remove(row_, record[row_]) and resume row_ at the next column.
    void takeOff(StepEvent& e);

    Lines lines_;
    std::vector<int> record_;  // record_[i] = column of the queen in row i (rows < row_), or -1
    std::vector<int> limit_;   // limit_[i] = columnLimit(i) (given c: c + 1), cached on entering
    int row_ = 0;
    int col_ = 0;
    Phase phase_ = Phase::Start;
};

}  // namespace queens
