#pragma once
// StepEvent: one atomic, invertible step of a search, as emitted by a Stepper.
//
// Contract
// - An event describes a *change* of the BoardState, never a snapshot, and carries every value
//   needed to undo that change: BoardState::unapply(e) after BoardState::apply(e) restores the
//   state exactly (placement, registers, counters and statistics).
// - Events are plain data (trivially copyable, 32 bytes) so that they can be stored by the
//   million in a Timeline and moved between threads in batches.
// - `line` is the id of the pseudo-code line of the running algorithm that produced the event
//   (an index into Stepper::pseudocode() of the stepper that emitted it, which is the same text
//   as StepperFactory::pseudocode(algorithm)).
//
// Field use per kind (a = first coordinate, b = second):
//   Try        a=row  b=col                       the cell is examined        (stats.nodes++)
//   Reject     a=row  b=col  reason=RejectReason  c=row of the attacker or -1 (stats.rejects++)
//   Place      a=row  b=col                       queen put on an empty row
//   Remove     a=row  b=col  reason=RemoveReason  queen taken off (Backtrack counts backtracks)
//   Solution   reason=SolutionKind                the board is a solution    (stats.solutions++)
//   Mask       reason=Register  value=XOR delta   register ^= value (self-inverse); a=row
//   Evaluate   a=row1 b=row2  delta=collision change if swapped, reason=SwapVerdict
//                                                                            (stats.evaluations++)
//   Swap       a=row1 b=row2                      exchange the columns of two rows (stats.swaps++)
//   Restart    a=restart number (1-based)                                    (stats.restarts++)
//   Push       a=row  b=col  value=depth          a child node enters OPEN    (stats.openSize++)
//   Pop        a=row  b=col  value=depth          a node leaves OPEN for CLOSED (open--, closed++)
//   Done       no change; always the last event of a run
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace queens {

enum class EventKind : std::uint8_t {
    Try,
    Reject,
    Place,
    Remove,
    Solution,
    Mask,
    Evaluate,
    Swap,
    Restart,
    Push,
    Pop,
    Done,
};
inline constexpr int kEventKindCount = 12;

// Why a cell was rejected.
enum class RejectReason : std::uint8_t {
    None,
    Column,        // same column as the queen in row c
    Diagonal,      // same "\" diagonal (row - col constant) as the queen in row c
    AntiDiagonal,  // same "/" anti-diagonal (row + col constant) as the queen in row c
    Mask,          // bitmask search: the bit is not set in avail
    Symmetry,      // symmetric search: outside the half of the first row that is searched
};

// Why a queen was taken off the board.
enum class RemoveReason : std::uint8_t {
    Backtrack,  // the search returns to an earlier row (counts as a backtrack)
    Next,       // permutation/graph search: the board changes to the next candidate
    Restart,    // min-conflicts: the board is cleared for a restart
};

// What a Solution event announces.
enum class SolutionKind : std::uint8_t {
    Found,     // the board as it stands is a solution
    Mirrored,  // symmetric search: the left-right mirror image of the board is a (new) solution
};

// The registers of the bitmask search (BoardState keeps one 64-bit value each).
enum class Register : std::uint8_t { Cols, Ld, Rd, Avail, Bit };
inline constexpr int kRegisterCount = 5;

// Verdict of a min-conflicts swap evaluation.
enum class SwapVerdict : std::uint8_t { Rejected, Accepted };

struct StepEvent {
    EventKind kind = EventKind::Done;
    std::uint8_t reason = 0;  // RejectReason / RemoveReason / SolutionKind / Register / SwapVerdict
    std::uint16_t line = 0;   // pseudo-code line id
    std::int32_t a = -1;      // row (or first row of a swap)
    std::int32_t b = -1;      // column (or second row of a swap)
    std::int32_t c = -1;      // extra: attacking row of a Reject
    std::uint64_t value = 0;  // Mask: XOR delta; Push/Pop: depth
    std::int64_t delta = 0;   // Evaluate: change of collisions if the swap were made

    static constexpr StepEvent make(EventKind k, int line, int a = -1, int b = -1,
                                    std::uint8_t reason = 0) {
        StepEvent e;
        e.kind = k;
        e.line = static_cast<std::uint16_t>(line);
        e.a = a;
        e.b = b;
        e.reason = reason;
        return e;
    }
    friend bool operator==(const StepEvent&, const StepEvent&) = default;
};
static_assert(sizeof(StepEvent) <= 32, "StepEvent must stay small");
static_assert(std::is_trivially_copyable_v<StepEvent>);

// The enums whose values StepEvent::reason stores, and the stored value of one of them.
template <class E>
concept ReasonEnum = std::is_same_v<E, RejectReason> || std::is_same_v<E, RemoveReason> ||
    std::is_same_v<E, SolutionKind> || std::is_same_v<E, Register> ||
    std::is_same_v<E, SwapVerdict>;
template <ReasonEnum E>
constexpr std::uint8_t reasonCode(E e) {
    return static_cast<std::uint8_t>(e);
}

// Lower-case name of an event kind ("try", "reject", ...), used by the CLI trace.
std::string_view eventKindName(EventKind k);
std::string_view rejectReasonName(RejectReason r);
std::string_view registerName(Register r);

}  // namespace queens
