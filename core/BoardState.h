#pragma once
// BoardState: everything a view shows about a search at one step, and the only interpreter of
// StepEvents. It owns the placement, the per-line counters, the bitmask registers and the
// statistics of one board.
//
// Contract
// - apply(e) moves the state one event forward, unapply(e) one event back; for any event e that
//   apply accepted, unapply(e) right after apply(e) restores an equal state (operator==).
//   unapply(e) is valid only for the last event applied (and not yet unapplied): undoing a run
//   means unapplying its events in reverse order. The checks below catch many misuses, not all.
// - The per-line counters (queens per column, per "\" diagonal, per "/" anti-diagonal) and the
//   collision count always agree with the placement: consistent() recomputes them from scratch.
// - Collisions count attacking *excess*: for every line holding k > 1 queens, k - 1 (the measure
//   used by Sosic & Gu). A solution has N queens and 0 collisions.
// - apply/unapply on an event that does not fit the state throws std::logic_error and leaves the
//   state unchanged: a stepper bug must not silently corrupt a replay. Refused are a cell or row
//   off the board, a Place on an occupied row, a Remove of a queen that is not there, a Swap
//   with an empty row (Swap(r, r) included), a Mask whose reason is not a Register, a Solution
//   (or its undo) while the board is not a solution, and every step that would take a statistic
//   (openSize included) below 0: statistics never drift. A Move must name the queen's column
//   (c) and the change of h it makes (delta); a Cool must name the temperature it replaces; an
//   Adopt needs a full board and the member it names; population events are checked by
//   Population.
// - attackingPairs() is the textbook's h: pairs of queens on one column or diagonal (two queens
//   in one row cannot happen). It differs from collisions(), which counts excess: three queens
//   on a line are 3 pairs but 2 collisions.
#include <array>
#include <cstdint>
#include <vector>

#include "CoverState.h"
#include "Domains.h"
#include "Population.h"
#include "StepEvent.h"

namespace queens {

struct SearchStats {
    std::uint64_t nodes = 0;        // Try events
    std::uint64_t rejects = 0;      // Reject events
    std::uint64_t backtracks = 0;   // Remove events with RemoveReason::Backtrack
    std::uint64_t solutions = 0;    // Solution events (mirrored ones included)
    std::uint64_t evaluations = 0;  // Evaluate events
    std::uint64_t swaps = 0;        // Swap events
    std::uint64_t restarts = 0;     // Restart events
    std::uint64_t moves = 0;        // Move events
    std::uint64_t sideways = 0;     // Move events with MoveKind::Sideways
    std::uint64_t accepted = 0;     // Propose events with SwapVerdict::Accepted
    std::uint64_t generations = 0;  // Generation events
    std::uint64_t checks = 0;       // consistency checks: the value of Select, Try, Propagate
                                    // and Revise events
    std::uint64_t prunings = 0;     // Prune events
    std::uint64_t wipeouts = 0;     // Wipeout events
    std::uint64_t revisions = 0;    // Revise events (arcs revised)
    std::uint64_t backjumps = 0;    // Jump events that skip at least one row
    std::uint64_t updates = 0;      // dancing links: link updates of Cover and Uncover events
    std::uint64_t deepenings = 0;   // Deepen events
    std::uint64_t cutoffs = 0;      // Cutoff events
    std::int64_t openSize = 0;      // graph search: nodes in OPEN
    std::int64_t closedSize = 0;    // graph search: nodes in CLOSED
    std::uint64_t events = 0;       // all events applied
    friend bool operator==(const SearchStats&, const SearchStats&) = default;
};

class BoardState {
public:
    static constexpr int kEmpty = -1;

    explicit BoardState(int n = 0);

    void apply(const StepEvent& e);
    void unapply(const StepEvent& e);

    int n() const { return n_; }
    // Column of the queen in each row, kEmpty for an empty row.
    const std::vector<int>& placement() const { return cols_; }
    int queenAt(int row) const { return cols_[static_cast<std::size_t>(row)]; }
    int queenCount() const { return queens_; }

    std::uint64_t reg(Register r) const { return regs_[static_cast<std::size_t>(r)]; }

    int columnCount(int col) const { return colCount_[static_cast<std::size_t>(col)]; }
    // "\" diagonal index d = row - col + n - 1, in [0, 2n - 2].
    int diagonalCount(int d) const { return diag_[static_cast<std::size_t>(d)]; }
    // "/" anti-diagonal index d = row + col, in [0, 2n - 2].
    int antiDiagonalCount(int d) const { return anti_[static_cast<std::size_t>(d)]; }
    std::int64_t collisions() const { return collisions_; }
    // Pairs of queens that attack each other (h of the local searches).
    std::int64_t attackingPairs() const { return pairs_; }
    // The change of h if the queen of `row` moved to `col` (0 for its own column); requires a
    // queen in `row`. O(1) from the counters.
    std::int64_t moveDelta(int row, int col) const;
    // Annealing's temperature (0 until a Cool event).
    double temperature() const { return temperature_; }
    // Local beam search and the genetic algorithm: their boards.
    const Population& population() const { return population_; }
    // Constraint search: every row's domain (all values while nothing was pruned).
    const Domains& domains() const { return domains_; }
    // Dancing links: the covered items of the exact-cover matrix.
    const CoverState& cover() const { return cover_; }
    // Queens sharing a column or a diagonal with the queen of `row` (0 for an empty row).
    int conflictsOf(int row) const;

    const SearchStats& stats() const { return stats_; }

    // True when every counter agrees with a recomputation from the placement.
    bool consistent() const;

    // Full N queens and no collision.
    bool isSolution() const { return queens_ == n_ && collisions_ == 0; }

    // A compact copy for timeline keyframes: placement, registers and statistics only;
    // the counters are recomputed by restore().
    struct Snapshot {
        std::vector<int> placement;
        std::array<std::uint64_t, kRegisterCount> regs{};
        SearchStats stats;
        double temperature = 0;
        Population population;
        Domains domains;
        CoverState cover;
        // What the snapshot holds on the heap, for memory bounds.
        std::size_t heapBytes() const {
            return placement.capacity() * sizeof(int) + population.heapBytes() +
                   domains.heapBytes() + cover.heapBytes();
        }
    };
    Snapshot snapshot() const;
    static BoardState restore(const Snapshot& s);
    // In place: the same as *this = restore(s) and *this = BoardState(n()), without holding a
    // second board's arrays meanwhile (a Timeline seek at n = 10^7 would otherwise need 240 MB
    // more for a moment). assign() of a snapshot of another size reallocates.
    void assign(const Snapshot& s);
    void clear();

    friend bool operator==(const BoardState&, const BoardState&) = default;

private:
    void put(int row, int col);
    void take(int row);
    void checkCell(int row, int col) const;
    void checkRow(int row) const;
    void swapRows(int r1, int r2);
    void moveQueen(const StepEvent& e, int from, int to);
    void adopt(std::uint64_t board, std::uint64_t expectedNow);

    int n_ = 0;
    int queens_ = 0;
    std::vector<int> cols_;
    std::vector<int> colCount_;
    std::vector<int> diag_;
    std::vector<int> anti_;
    std::int64_t collisions_ = 0;
    std::int64_t pairs_ = 0;
    double temperature_ = 0;
    Population population_;
    Domains domains_;
    CoverState cover_;
    std::array<std::uint64_t, kRegisterCount> regs_{};
    SearchStats stats_;
};

}  // namespace queens
