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
// Local search on one board (one queen per row, a move keeps the queen in its row; h is the
// number of attacking pairs, BoardState::attackingPairs()):
//   Move       a=row  b=new col  c=old col  delta=change of h  reason=MoveKind
//                                             the row's queen moves to column b   (stats.moves++)
//   Propose    a=row  b=col  delta=change of h if the row's queen moved there, value=the
//              acceptance probability (a double's bits, see toBits), reason=SwapVerdict
//                                             a candidate move is judged    (stats.evaluations++)
//   Cool       value=new temperature, delta=old temperature (doubles' bits)
//                                             annealing's temperature changes
// A population of boards (local beam search, genetic algorithm; n <= PackedBoard::kMaxN, boards
// as PackedBoard words, see Population):
//   Populate   a=size                         the population and the offspring get `a` slots
//   Member     a=slot b=parent slot or -1  value=new board  delta=old board of the slot
//                                             offspring slot a is filled (a random board, or a
//                                             successor of parent b)
//   Crossover  a=slot b=parent x  c=parent y  reason=crossover point  value=child  delta=old
//                                             offspring slot a = x's rows [0, point) + y's rest
//   Mutate     a=slot b=row c=new col  value=old col
//                                             one gene of offspring slot a changes
//   Generation a=generation number (1-based)  the offspring becomes the population and the old
//                                             population the slots the next offspring overwrites
//                                             (a swap: self-inverse)    (stats.generations++)
//   Adopt      a=slot value=new board delta=old board
//                                             the large board takes population member a (the
//                                             board must be full)
// Constraint propagation (Algorithm::Csp: the rows are the variables, a row's domain the columns
// its queen may still take; BoardState keeps the domains in Domains). A *consistency check* is
// one test of one value against one other row: of a tried value against one assigned queen
// (inference none), of a value of an unassigned row against the queen just placed (forward
// checking), or of a value of row i for a support in row j's domain (AC-3's REVISE):
//   Select     a=row  b=its domain size  c=its degree (unassigned rows it constrains) or -1
//              value=consistency checks the value ordering spent on this row (LCV counts)
//                                             the variable ordering picks the row to assign
//                                             (stats.checks += value)
//   Try        (as above) value=consistency checks the test of this value made (0 for the
//              searches that do not count them)                     (stats.checks += value)
//   Propagate  a=row b=col (the queen just placed) value=consistency checks
//                                             forward checking looks at every unassigned row's
//                                             domain                (stats.checks += value)
//   Revise     a=row i  b=row j  value=consistency checks
//                                             AC-3 revises arc (i, j): removes the values of i
//                                             without a support in j's domain
//                                             (stats.revisions++, stats.checks += value)
//   Prune      a=row b=col c=cause row reason=PruneCause
//                                             the value leaves row a's domain; c is the row whose
//                                             queen attacks it (ForwardCheck) or the row j of the
//                                             arc that left it without support (Arc)
//                                                                           (stats.prunings++)
//   Restore    a=row b=col c=cause row reason=PruneCause
//                                             the value comes back to row a's domain, undoing
//                                             that Prune on the way back (same fields)
//   Wipeout    a=row c=cause row (of the last Prune that emptied it)
//                                             row a is unassigned and its domain is empty: the
//                                             reason to go back          (stats.wipeouts++)
//   Jump       a=row whose values ran out  b=row the search goes back to (-1: none left)
//              c=assigned rows skipped over  value=conflict set of row a as a bit mask of rows
//              (bit r = row r; 0 when n > 64)
//                                             conflict-directed backjumping returns to the
//                                             deepest row of the conflict set; the Removes of
//                                             the skipped rows follow (RemoveReason::Backjump)
//                                             and then that row's own Remove (Backtrack)
//                                             (stats.backjumps++ when c > 0)
// Exact cover (Algorithm::Dlx, Knuth's Algorithm X with dancing links; items and options as
// CoverState numbers them; the board shows the chosen options as queens, Place and Remove):
//   Choose     a=item  b=options left in it   the primary item with the fewest options is
//                                             chosen to branch on (no change)
//   Cover      a=item  value=link updates     the item leaves the list of items and every option
//                                             containing it leaves the other items' lists
//                                             (stats.updates += value)
//   Uncover    a=item  value=link updates     the exact inverse of a Cover, on the way back
//                                             (stats.updates += value)
// Iterative deepening (Algorithm::Iddfs, a GraphSearchStepper with a depth limit):
//   Deepen     a=new depth limit  b=old limit (0 before the first pass)  value=CLOSED size before
//                                             a new pass starts from the root: CLOSED is emptied
//                                             (OPEN must be empty)       (stats.deepenings++)
//   Cutoff     a=row b=col of the node's last queen (-1 for the root)  value=depth
//                                             the node lies at the depth limit and is not
//                                             expanded                   (stats.cutoffs++)
//   Done       no change; always the last event of a run; reason=StopReason
#include <bit>
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
    Move,
    Propose,
    Cool,
    Populate,
    Member,
    Crossover,
    Mutate,
    Generation,
    Adopt,
    Select,
    Propagate,
    Revise,
    Prune,
    Restore,
    Wipeout,
    Jump,
    Choose,
    Cover,
    Uncover,
    Deepen,
    Cutoff,
    Done,
};
inline constexpr int kEventKindCount = 33;

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
    Backjump,   // conflict-directed backjumping skips the row's queen on its way back
};

// What removed a value from a row's domain (the reason of Prune and Restore).
enum class PruneCause : std::uint8_t {
    ForwardCheck,  // the queen placed in row c attacks the square
    Arc,           // AC-3: no value left in row c's domain is compatible with it
};

// What a Solution event announces.
enum class SolutionKind : std::uint8_t {
    Found,     // the board as it stands is a solution
    Mirrored,  // symmetric search: the left-right mirror image of the board is a (new) solution
};

// The registers of the bitmask search (BoardState keeps one 64-bit value each).
enum class Register : std::uint8_t { Cols, Ld, Rd, Avail, Bit };
inline constexpr int kRegisterCount = 5;

// Verdict of a min-conflicts swap evaluation, and of a proposed local-search move.
enum class SwapVerdict : std::uint8_t { Rejected, Accepted };

// What a local-search move does to h (the number of attacking pairs).
enum class MoveKind : std::uint8_t {
    Downhill,  // h decreases
    Sideways,  // h stays the same
    Uphill,    // h increases (annealing accepted a worse board)
    Random,    // a random move whatever its effect (a mutation-like step)
};

// The kind of a move that changes h by dh: Downhill, Sideways or Uphill.
constexpr MoveKind moveKindOf(std::int64_t dh) {
    return dh < 0 ? MoveKind::Downhill : dh == 0 ? MoveKind::Sideways : MoveKind::Uphill;
}

// Why a run ended (the reason of its Done event).
enum class StopReason : std::uint8_t {
    Finished,      // the search is complete (or found the solution it was asked for)
    LocalMinimum,  // every move raises h: hill climbing is stuck
    Plateau,       // no move lowers h and the sideways moves allowed are used up
    Frozen,        // annealing's temperature fell below its limit
    StepLimit,     // the steps (or generations) allowed are used up
    RestartLimit,  // the restarts allowed are used up
};
inline constexpr int kStopReasonCount = 6;

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

// A double stored in StepEvent::value or StepEvent::delta (Propose's probability, Cool's
// temperatures), bit for bit.
inline std::uint64_t toBits(double x) {
    return std::bit_cast<std::uint64_t>(x);
}
inline double fromBits(std::uint64_t bits) {
    return std::bit_cast<double>(bits);
}
inline std::int64_t toSignedBits(double x) {
    return std::bit_cast<std::int64_t>(x);
}
inline double fromSignedBits(std::int64_t bits) {
    return std::bit_cast<double>(bits);
}
static_assert(sizeof(StepEvent) <= 32, "StepEvent must stay small");
static_assert(std::is_trivially_copyable_v<StepEvent>);

// The enums whose values StepEvent::reason stores, and the stored value of one of them.
template <class E>
concept ReasonEnum = std::is_same_v<E, RejectReason> || std::is_same_v<E, RemoveReason> ||
    std::is_same_v<E, SolutionKind> || std::is_same_v<E, Register> ||
    std::is_same_v<E, SwapVerdict> || std::is_same_v<E, MoveKind> ||
    std::is_same_v<E, StopReason> || std::is_same_v<E, PruneCause>;
template <ReasonEnum E>
constexpr std::uint8_t reasonCode(E e) {
    return static_cast<std::uint8_t>(e);
}

// Lower-case name of an event kind ("try", "reject", ...), used by the CLI trace.
std::string_view eventKindName(EventKind k);
std::string_view rejectReasonName(RejectReason r);
std::string_view registerName(Register r);
std::string_view moveKindName(MoveKind k);
std::string_view stopReasonName(StopReason r);
std::string_view pruneCauseName(PruneCause c);

}  // namespace queens
