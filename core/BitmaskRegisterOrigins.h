#pragma once
// BitmaskRegisterOrigins: which pseudo-code statement of the bitmask search produced the present
// value of each of its five registers (cols, ld, rd, avail, bit), and for which row.
//
// What it computes
//   BitmaskStepper (BitmaskStepper.h) runs
//     3  avail = all & ~(cols | ld | rd)          5  bit = avail & -avail
//     6  avail &= avail - 1                       8  solve(row + 1, cols | bit, (ld | bit) << 1,
//                                                                   (rd | bit) >> 1)
//   and mirrors every register assignment into BoardState as a Mask event, except those that
//   leave the value unchanged (a zero delta is not emitted). A teaching view wants to label each
//   register with the statement that made its present value, "(ld | bit) << 1" rather than just
//   the last Mask event, and that includes the silent assignments. derive(state, event) returns,
//   for the state right after `event` (nullptr: before the first event), one Origin per register:
//     Init     solve(0, 0, 0, 0) (cols, ld, rd) or nothing computed yet (avail, bit), row 0;
//     Descend  cols | bit, (ld | bit) << 1, (rd | bit) >> 1 of line 8, for the row entered;
//     Restore  the value the register had for that row, back after the child call returned;
//     Avail    line 3, Pick line 5, Clear line 6, each for the row it ran in.
//   `row` is the solve() call the value belongs to: the registers are moved one at a time, so
//   right after Mask(Cols) of a step down, cols already belongs to row r + 1 while ld and rd still
//   hold row r's values.
//
// Why the event and the placement are enough (no history)
//   The stepper is deterministic and its frames are functions of the placement (the Invariants of
//   BitmaskStepper.h): row R's cols / ld / rd are the columns of row R attacked by the queens of
//   rows 0..R-1, its avail starts as the other columns, and since columns are tried lowest first
//   the columns below the one row R is trying have already been struck out of avail. The event
//   (kind, line, register and row a) then fixes where the state machine stands: e.g. Mask(Bit) on
//   line 5 for row a = queenCount() means row a is trying column countr_zero(bit), and cols / ld /
//   rd came straight down from line 8 if that is the row's lowest free column (Descend), else they
//   were restored when the previous column's subtree returned (Restore). Leaving a row (the Mask
//   events of line 8 with a = queenCount() - 1, Solution, Done) is resolved the same way from what
//   the finished row leaves behind: its last free column restored, or, when it had no free column,
//   avail = 0 from line 3 with the parent's bit still in place.
//
// Checked, not trusted
//   The values the derivation implies are compared with the state's registers, and the placement
//   must fill rows 0..queenCount()-1 as the search does. When anything does not fit (another
//   algorithm's state, a hand-made state, n outside 1..64) derive() returns std::nullopt and a
//   caller may fall back to ofEvent(): the statement behind a Mask event's own register, from its
//   line alone.
//
// Cost: O(n) per call (a few frames rebuilt from the placement), no allocation. Pure C++, no state.
#include <array>
#include <cstdint>
#include <optional>

#include "BoardState.h"
#include "StepEvent.h"

namespace queens {

class BitmaskRegisterOrigins {
public:
    static constexpr int kMaxN = 64;

    // What last assigned a register: the pseudo-code statement, and the row it was run for.
    enum class Source : std::uint8_t { Unknown, Init, Descend, Restore, Avail, Pick, Clear };
    struct Origin {
        Source source = Source::Unknown;
        int row = -1;
        friend bool operator==(const Origin&, const Origin&) = default;
    };
    // Indexed by int(Register): cols, ld, rd, avail, bit.
    using Origins = std::array<Origin, kRegisterCount>;

    // The origins of the registers of `state`, reached by a BitmaskStepper run whose last event
    // was `current` (nullptr: no event yet); std::nullopt when the state and event are not a step
    // of that run.
    static std::optional<Origins> derive(const BoardState& state, const StepEvent* current);

    // Without an exact derivation: the statement behind the register of a Mask event, judged from
    // its line (and, for line 8, whether it steps down or back); Unknown when there is none.
    // `queens` is the queen count of the state after the event.
    static Origin ofEvent(const StepEvent& e, int queens);
};

}  // namespace queens
