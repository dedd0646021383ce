#pragma once
// Breakpoint: what a "run to ..." command of the player stops at.
//
// A breakpoint is a predicate on one step of a run: the event e and the BoardState `after`, the
// state once e has been applied (so after.stats() already counts e). The player that runs to a
// breakpoint from cursor c applies the events c, c + 1, ... one by one and stops right after the
// first event that hits; that event is then the current event of the player. The event at the
// start position itself counts, so a run-to always moves forward by at least one event, and two
// run-tos in a row stop at two different events.
//
// Contract of breakpointHit(b, e, after), per kind (k = b.k):
//   NextSolution     e.kind == Solution (Found or Mirrored: a mirrored solution is a new one).
//   NextBacktrack    e.kind == Remove and e.reason == RemoveReason::Backtrack: the search gives
//                    up a row and returns to an earlier one. Removes for the next candidate of
//                    a permutation or graph search (Next) and the clearing of the board before a
//                    min-conflicts restart (Restart) are not backtracks.
//   NextRestart      e.kind == Restart: min-conflicts gives up the current board. The Remove
//                    events that clear it follow the Restart event.
//   Depth            e.kind == Place and after.queenCount() == k: the search has just put its
//                    k-th queen on the board (a board with k queens, k = 1..n, reached by a
//                    placement; a board that shrinks back to k queens by a Remove does not hit).
//   ConflictsAtMost  e.kind == Swap or Place, after.queenCount() == after.n() and
//                    after.collisions() <= k: a full board (n queens) with at most k collisions,
//                    as soon as it is built (its last Place) or after a swap that changes it.
//                    Collisions count the attacking excess (BoardState): k = 0 asks for a
//                    solution.
// Every test is O(1). Done, Try, Reject, Mask, Evaluate, Push and Pop events never hit.
//
// breakpointApplies(kind, algorithm) says which breakpoints the player offers for an algorithm,
// the ones that say something about its search:
//   NextSolution     every algorithm.
//   NextBacktrack    the backtracking searches that emit Remove(Backtrack): backtracking,
//                    bitmask and symmetric. (Permutation and graph searches move to the next
//                    candidate with Remove(Next); min-conflicts does not backtrack.)
//   NextRestart      min-conflicts, the only search that restarts.
//   Depth            every search that builds boards row by row: all but min-conflicts (whose
//                    build always reaches depth n; what matters there is the collisions).
//   ConflictsAtMost  min-conflicts, which works on full boards with collisions.
#include <cstdint>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepEvent.h"

namespace queens {

struct Breakpoint {
    enum class Kind : std::uint8_t {
        NextSolution,
        NextBacktrack,
        NextRestart,
        Depth,
        ConflictsAtMost
    };
    Kind kind = Kind::NextSolution;
    std::int64_t k = 0;  // Depth: the queen count; ConflictsAtMost: the collision bound

    friend bool operator==(const Breakpoint&, const Breakpoint&) = default;
};

inline constexpr int kBreakpointKindCount = 5;

// True when the step e, which produced `after`, is where a run to b stops (see above).
bool breakpointHit(const Breakpoint& b, const StepEvent& e, const BoardState& after);

// True when the player offers breakpoints of this kind for the algorithm (see above).
bool breakpointApplies(Breakpoint::Kind kind, Algorithm algorithm);

}  // namespace queens
