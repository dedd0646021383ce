#pragma once
// CspStepper: N-Queens as a constraint satisfaction problem, solved by backtracking search with
// the orderings, inference and backjumping of Russell & Norvig (AIMA, ch. 6).
//
// The problem as a CSP
//   Variables: the rows 0 .. n-1. Domain of a row: the columns 0 .. n-1 its queen may take.
//   Constraints: between every two rows i and j, their queens share no column and no diagonal
//   (col_i != col_j and |col_i - col_j| != |i - j|). Every pair of rows is constrained: the
//   constraint graph is complete. A queen in row i attacks at most 3 squares of another row j
//   (same column and the two diagonals, |i - j| columns to either side).
//
// Backtracking search (AIMA fig. 6.5) picks an unassigned row (the variable ordering), tries the
// values of its domain in some order (the value ordering), and after each assignment may
// *infer* what it implies for the other rows; a value that leaves some row without any value is
// abandoned at once. A *consistency check* is one test of one value against one other row.
//   Variable ordering (StepperOptions::VarOrder)
//     InOrder    the lowest unassigned row: the static order of plain backtracking.
//     Mrv        minimum remaining values, "fail first": the row with the smallest domain, the
//                row most likely to fail soon. Domains only shrink through inference, so with
//                inference None every domain stays full and MRV picks the lowest row.
//     MrvDegree  MRV, ties broken by the degree heuristic (the row involved in the most
//                constraints with unassigned rows). On N-Queens every unassigned row constrains
//                all the others, so every candidate has the same degree and MrvDegree orders
//                exactly as Mrv does: a lesson on when a heuristic has nothing to say.
//   Value ordering (StepperOptions::ValueOrder)
//     InOrder    ascending columns.
//     Lcv        least constraining value, "succeed first": the value that removes the fewest
//                values from the other unassigned rows' domains first. Its checks: one per value
//                and other unassigned row (the removed values are found directly, at most 3 per
//                row, but each (value, row) pair is one consistency check).
//   Inference (StepperOptions::Inference)
//     None       a value is tested when tried against every assigned queen, in assignment order,
//                up to the first attacker (checks = queens tested): Reject or Place.
//     ForwardChecking  after each Place, the values the new queen attacks leave the domains of
//                the unassigned rows. The checks are counted as the textbook's loop makes them:
//                every value of every unassigned domain tested against the new queen (the sum of
//                those domain sizes), though the stepper finds the at most 3 attacked values of
//                each row directly. Every value left in a domain is consistent with all queens,
//                so a tried value is placed at once (Try with 0 checks, then Place).
//     Mac        maintaining arc consistency: forward checking, then AC-3 (AIMA fig. 6.3) on the
//                unassigned rows from the arcs (Z, Y) of every row Y whose domain shrank.
//                REVISE(Z, Y) removes the values of Z that no value left in Y supports; it
//                counts one check per value of Z. A queen attacks at most 3 squares of row Y,
//                so REVISE(Z, Y) can remove a value only when |D(Y)| <= 3: the arcs from a row
//                with more than 3 values are left out of the queue, which holds only the arcs
//                that can prune (the checks count only the revisions made). Assigned rows hold
//                their one value and forward checking already removed every value it attacks,
//                so their arcs cannot prune either. Before the first assignment the queue starts
//                from every arc, which matters only for n <= 3.
//   A domain emptied by inference is a wipe-out: the value is abandoned.
//
// Conflict-directed backjumping (StepperOptions::backjump; Prosser's FC-CBJ, AIMA 6.3.3)
//   Each row selected keeps a conflict set: the assigned rows that explain why its values
//   failed. It gets the attacker that rejected a value (inference None), the rows that explain a
//   wipe-out caused by one of its values (the queens that removed the emptied row's values; for a
//   value AC-3 removed for want of a support in row Y, the rows that explain Y's missing values),
//   and, when its values run out, the rows that explain its own missing values. It then jumps
//   back to the most recently assigned row of its conflict set, abandoning the rows between, and
//   that row adds the rest of the set to its own. A solution breaks the argument (a jump over a
//   row whose subtree held a solution would lose the others there), so once a solution is found
//   below a row, the row's conflict set is all the rows assigned before it: the jumps above a
//   solution are chronological and every solution is found.
//
// Random ties and restarts (StepperOptions::randomTies, restartBacktracks, maxRestarts)
//   Backtracking's run time on N-Queens is heavy-tailed: for most orders of the same
//   heuristics the search is fast, for a few it wanders for ages in a subtree without solution
//   that an early unlucky value created. With randomTies the ties of MRV (and degree) and of LCV
//   are broken at random from SplitMix64(seed), and an InOrder value ordering (every value ties)
//   tries the domain in a random order; the row order of InOrder stays static. Restarting after
//   a budget of backtracks cuts the long runs short: the run starts again from the empty board
//   with fresh random choices. The k-th run gets restartBacktracks * luby(k) backtracks (Luby,
//   Sinclair & Zuckerman's sequence 1 1 2 1 1 2 4 1 1 2 ...), within a constant factor of the
//   best fixed budget for any run-time distribution. Restarts need randomTies (they would repeat
//   the same run) and a first-solution search (they would repeat solutions).
//
// Event sequence (line ids in brackets; StepEvent.h documents the fields)
//   Select(row, |D(row)|, degree or -1, value = LCV's checks)         [LineSelect]
//   per value: Try(row, col, checks)                                   [LineValue]
//     None: Reject(row, col, reason, attacker) or Place(row, col)           [LinePlace]
//     FC/MAC: Place(row, col); unless every row is assigned then:
//       Propagate(row, col, checks), Prune(row', col', row, ForwardCheck)...  [LineForward]
//       MAC: Revise(Z, Y, checks), Prune(Z, z, Y, Arc)...                     [LineArc]
//       Wipeout(row', cause) right after the Prune that emptied row'; inference stops [LineRecurse]
//   every row assigned: Solution(Found) [LineComplete]; first solution only: Done [LineDone]
//   going back from a value: Restore of its prunings (newest first), Remove(Backtrack) [LineUndo]
//   a row's values ran out: without backjumping the previous row goes back from its value; with
//     it, Jump(row, target or -1, rows skipped, conflict set mask if n <= 64) [LineJump], then
//     for each skipped row, newest first, its Restores and Remove(Backjump) [LineJump], then the
//     target's Restores and Remove(Backtrack); no target: Done.
//   budget of backtracks used up: Restart(k) [LineRestart], the Restores and Remove(Restart) of
//     every row back to the empty board, then the search begins again; after maxRestarts
//     restarts (0 = unlimited) Done(RestartLimit) [LineRestart] instead.
//   Done(Finished) [LineDone] when the first row's values ran out (no solution left).
//
// Implementation: a resumable state machine without recursion. The stack of frames (one per
// selected row: its ordered values, the next one to try, the trail mark of its prunings and its
// conflict set) is explicit; next() hands out the events of one step of the search (a Select,
// a tried value with its inference, a backtrack) one at a time from a queue. Deterministic for
// equal options. Given queens are refused (StepperFactory::validate).
#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "CspInference.h"
#include "SplitMix64.h"
#include "Stepper.h"
#include "Translatable.h"

namespace queens {

class CspStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        LineSolve,              // no event: the function header
        LineComplete,           // Solution
        LineSelect,             // Select
        LineValue,              // Try
        LinePlace,              // Reject (inference None), Place
        LineForward,            // Propagate, Prune(ForwardCheck)
        LineArc = LineForward,  // Revise, Prune(Arc): the inference's one line
        LineRecurse,            // Wipeout; otherwise no event: the next row
        LineUndo,               // Restore, Remove(Backtrack)
        LineJump,               // Jump, Remove(Backjump)
        LineRestart,            // Restart, Remove(Restart), Done(RestartLimit)
        LineDone,               // Done
    };
    static constexpr std::array<std::string_view, 11> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "backtrack(assignment):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  if every row has a queen: report solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  row = select-unassigned-variable()   # MRV, degree"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  for col in order-domain-values(row):   # LCV"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    if col is consistent: place the queen at (row, col)"),
        QUEENS_TRANSLATE_NOOP(
            "Pseudocode", "      infer: forward checking prunes what it attacks; MAC adds AC-3"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "      if no domain was wiped out: backtrack(assignment)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "      restore the pruned values; remove the queen"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  backjump to the latest row of the conflict set"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  too many backtracks: restart from the empty board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    static_assert(LineDone + 1 == kPseudocode.size());

    explicit CspStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::Csp; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Luby's sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (k >= 1).
    static std::uint64_t luby(std::uint64_t k);

private:
    struct Frame {
        int row = -1;
        int col = -1;                // the value placed, -1 while none is
        std::vector<int> values;     // the domain in the order tried
        std::size_t next = 0;        // index of the next value to try
        std::size_t mark = 0;        // the trail when the value was placed
        std::vector<char> conflict;  // conflict set (backjumping), one flag per row
        bool solvedBelow = false;    // a solution was found below this row
    };
    enum class Phase : std::uint8_t { Start, Select, Value, Over };

    void advance();
    void select();
    void tryValue(Frame& f, int col);
    void valuesRanOut();
    void backjump();
    void undoValue(Frame& f, RemoveReason reason, std::uint16_t line);
    void afterBacktrack();
    void restart();
    void emit(EventKind kind, std::uint16_t line, int a = -1, int b = -1, std::uint8_t reason = 0,
              int c = -1, std::uint64_t value = 0);
    void finish(StopReason reason, std::uint16_t line);
    SplitMix64* random() { return options_.randomTies ? &rng_ : nullptr; }

    CspInference inference_;
    SplitMix64 rng_;
    std::vector<Frame> frames_;  // frames_[0 .. depth_-1] are the selected rows, oldest first
    int depth_ = 0;
    std::vector<int> assigned_;  // column of each row's queen, -1 when unassigned
    std::vector<int> levelOf_;   // frame index of each selected row
    int placed_ = 0;
    std::vector<char> scratch_;  // a set of rows, for the conflict sets
    std::uint64_t restarts_ = 0;
    std::uint64_t backtracks_ = 0;  // since the last restart
    std::uint64_t budget_ = 0;      // backtracks allowed in this run (0: no restarts)
    std::vector<StepEvent> pending_;
    std::size_t head_ = 0;
    Phase phase_ = Phase::Start;
};

}  // namespace queens
