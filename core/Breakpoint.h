#pragma once
// Breakpoint: what a "run to ..." command of the player stops at, a predicate on one step of a
// run: the event e and the BoardState `after` e was applied. The player applies events one by
// one from the cursor and stops right after the first that hits, so a run-to always moves at
// least one event. breakpointHit() tests one step in O(1); breakpointApplies() says which kinds
// the player offers for an algorithm. Plain values and pure functions.
// Each kind's rule: docs/design.md, "Breakpoints".
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
        ConflictsAtMost,
        NextWipeout,  // constraint propagation: a row still empty has no value left
        NextBackjump  // conflict-directed backjumping goes back over at least one row
    };
    Kind kind = Kind::NextSolution;
    std::int64_t k = 0;  // Depth: the queen count; ConflictsAtMost: the collision bound

    friend bool operator==(const Breakpoint&, const Breakpoint&) = default;
};

inline constexpr int kBreakpointKindCount = 7;

// True when the step e, which produced `after`, is where a run to b stops.
bool breakpointHit(const Breakpoint& b, const StepEvent& e, const BoardState& after);

// True when the player offers breakpoints of this kind for the algorithm.
bool breakpointApplies(Breakpoint::Kind kind, Algorithm algorithm);

}  // namespace queens
