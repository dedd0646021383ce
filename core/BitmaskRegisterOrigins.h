#pragma once
// BitmaskRegisterOrigins: which pseudo-code statement of the bitmask search (BitmaskStepper)
// produced the present value of each of its five registers (cols, ld, rd, avail, bit), and for
// which row, including the assignments that changed nothing and so emitted no Mask event.
// derive() works from the state and the current event alone (the stepper's frames are functions
// of the placement), checks the values it implies against the state's registers, and returns
// std::nullopt when anything does not fit (another algorithm's state, n outside 1..64); then
// ofEvent() names the statement of a Mask event from its line alone. O(n) per call, no
// allocation, no state. The derivation: docs/design.md, "Where a register's value came
// from".
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
