#pragma once
// DomainLayer: what the board shows of a constraint search's domains (Algorithm::Csp) at one
// moment, as a plain model that BoardPainter's domain layer (DomainPainter) draws and a test can
// compare with BoardState: for every square of an UNASSIGNED row whether its value is still in
// the row's domain (a dot) or removed, and by what (forward checking from the queen of a row, or
// arc consistency with a row); which unassigned rows are wiped out (empty domain); and the row
// being assigned (the focus: the row of the last Select, Try, Place or Remove). Assigned rows
// show nothing but their queen. Computed from the state alone (O(n^2)); owns its n * n cells.
// Also the rules that follow the focus through a run and find it at a timeline's cursor.
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"

namespace queens {
class Timeline;
}

class DomainLayer {
public:
    enum class Cell : std::uint8_t {
        None,           // an assigned row's square: nothing drawn
        Value,          // still in the row's domain
        PrunedForward,  // removed by forward checking: the queen of causeRow attacks it
        PrunedArc,      // removed by arc consistency: no value of causeRow supports it
    };

    DomainLayer() = default;  // n() == 0: nothing to show
    static DomainLayer of(const queens::BoardState& state, int focusRow = -1);

    int n() const { return n_; }
    Cell at(int row, int col) const { return cells_[index(row, col)]; }
    // The row that removed the value (-1 unless the cell is pruned).
    int causeRow(int row, int col) const { return causes_[index(row, col)]; }
    bool isPruned(int row, int col) const {
        const Cell c = at(row, col);
        return c == Cell::PrunedForward || c == Cell::PrunedArc;
    }
    // An unassigned row with no value left.
    bool wipedOut(int row) const { return wiped_[static_cast<std::size_t>(row)] != 0; }
    int focusRow() const { return focus_; }
    friend bool operator==(const DomainLayer&, const DomainLayer&) = default;

    // The line along which the queen at (qr, qc) attacks (r, c): Column, Diagonal ("\"),
    // AntiDiagonal ("/"), or None when it does not.
    static queens::RejectReason lineBetween(int qr, int qc, int r, int c);
    // The kinds only a constraint search emits (Select, Propagate, Revise, Prune, Restore,
    // Wipeout, Jump).
    static bool isConstraintKind(queens::EventKind k);
    // The focus after event e, given the focus before it (-1: none yet). Select sets it; Try,
    // Place and Remove (but not a backjump's or a restart's) move it to their row once a Select
    // has set one; every other event keeps it.
    static int focusAfter(int focus, const queens::StepEvent& e);
    // The focus at the cursor of a timeline, looking back at most kFocusLookBack events (-1 when
    // none is found, or an event on the way was dropped).
    static constexpr std::uint64_t kFocusLookBack = 1 << 16;
    static int focusAt(const queens::Timeline& t);

private:
    std::size_t index(int row, int col) const {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(n_) +
               static_cast<std::size_t>(col);
    }

    int n_ = 0;
    int focus_ = -1;
    std::vector<Cell> cells_;
    std::vector<std::int32_t> causes_;
    std::vector<std::uint8_t> wiped_;
};
