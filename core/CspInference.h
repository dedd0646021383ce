#pragma once
// CspInference: the domains of CspStepper's search and the inference that shrinks them: forward
// checking and AC-3 (see CspStepper.h for the algorithms and what a consistency check counts).
// It owns a Domains (the same class BoardState uses, fed with the same Prune and Restore events,
// so the two never disagree), the trail of the prunings still in force (oldest first) and the
// AC-3 queue. Each operation appends the events it makes to the caller's list, in the order the
// stepper emits them; it never reads a BoardState and knows nothing of the search's stack.
//
// Contract
// - `assigned` (every call): the column of each row's queen, -1 for an unassigned row.
// - forwardCheck and ac3 stop at the first wipe-out (after its Wipeout event) and return false.
// - undoTo(mark) restores, newest first, every pruning made since mark() returned `mark`.
// - explain(row) adds to `rows` the assigned rows that explain row's missing values: the queen
//   that attacks a value (ForwardCheck), and for a value AC-3 removed for want of a support in
//   row Y, the explanation of Y's missing values (transitively). Conflict-directed backjumping
//   is sound with it: while those rows keep their queens, the row keeps at most those values.
#include <cstdint>
#include <vector>

#include "Domains.h"
#include "StepEvent.h"

namespace queens {

class CspInference {
public:
    // Pseudo-code line ids of the events this class makes.
    struct Lines {
        std::uint16_t forward;  // Propagate, Prune(ForwardCheck)
        std::uint16_t arc;      // Revise, Prune(Arc)
        std::uint16_t wipeout;  // Wipeout
        std::uint16_t undo;     // Restore
    };

    CspInference(int n, const Lines& lines);

    const Domains& domains() const { return domains_; }
    std::size_t mark() const { return trail_.size(); }
    // Row of the last wipe-out (-1 before any).
    int wipedRow() const { return wiped_; }

    // Propagate(row, col) and the prunings of the queen just placed there.
    bool forwardCheck(int row, int col, const std::vector<int>& assigned,
                      std::vector<StepEvent>& out);
    // AC-3 on the unassigned rows, from the arcs into the rows forwardCheck changed (initial:
    // from every arc, before the first assignment).
    bool ac3(const std::vector<int>& assigned, bool initial, std::vector<StepEvent>& out);
    void undoTo(std::size_t mark, std::vector<StepEvent>& out);
    void explain(int row, std::vector<char>& rows) const;

    // Values of `row` (unassigned) that `col` in row `from` attacks and that are still in its
    // domain; at most 3, written to `cols` in ascending order; returns how many.
    int attackedValues(int from, int col, int row, int cols[3]) const;

private:
    void prune(int row, int col, int cause, PruneCause kind, std::vector<StepEvent>& out);
    void pushArcsInto(int y, int except, const std::vector<int>& assigned);

    int n_;
    Lines lines_;
    Domains domains_;
    std::vector<StepEvent> trail_;  // the Prune events in force, oldest first
    std::vector<int> changed_;      // rows whose domain the last forwardCheck changed
    // AC-3's queue of arcs (z, y) as z * n + y, FIFO, and which arcs are in it.
    std::vector<std::int64_t> queue_;
    std::vector<std::uint8_t> queued_;
    int wiped_ = -1;
};

}  // namespace queens
