#pragma once
// RunMark: one point of a run's history that the charts plot, written by the worker-side
// TimelineRecorder (which holds the true BoardState) into each TimelineBatch.
//
// Contract
// - `step` is the number of events applied when the mark holds: the mark of the event with
//   global index i has step i + 1. A mark describes the state *after* that event.
// - Which events leave a mark, and what `value` holds then:
//     Solution    after every Solution event          value = solutions so far (stats.solutions)
//     Restart     after every Restart event           value = restarts so far (= its number)
//     Collisions  after every Swap, Move and Adopt, and after a Place that fills the board
//                 (queenCount == n)
//                                                     value = BoardState::collisions() after it
//     Pairs       after every Move and Adopt, and after a Place that fills the board
//                                                     value = BoardState::attackingPairs() (h)
//     Temperature after every Cool                    value = the new temperature as
//                                                     toSignedBits (StepEvent.h)
//     Checks      after every Place, Remove and Wipeout of a run that has counted consistency
//                 checks or prunings (constraint propagation)
//                                                     value = stats.checks so far
//     Prunings    right after each Checks mark, at its step
//                                                     value = stats.prunings so far
//   Between two Collisions marks of a run no event that leaves the board full changes the
//   collisions, so while the board is full, the collisions at any step equal the value of the
//   latest Collisions mark at or before it. The same holds for Pairs marks and h as long as the
//   run changes the board only by Move, Adopt and Place (the local searches).
// - Marks of a batch are in increasing step order: an event leaves at most one mark, except a
//   Move, an Adopt and a Place that fills the board, which leave a Collisions mark and then a
//   Pairs mark at their step, and the events that leave a Checks mark, which leave a Prunings
//   mark at the same step.
//   A temperature is never negative, so the order of Temperature values is that of their bits.
#include <cstdint>

namespace queens {

enum class MarkKind : std::uint8_t {
    Solution,     // value = solutions so far
    Restart,      // value = restart number (1-based)
    Collisions,   // value = collisions after the event
    Pairs,        // value = attacking pairs (h) after the event
    Temperature,  // value = toSignedBits(temperature) after the event
    Checks,       // value = consistency checks so far
    Prunings,     // value = prunings so far
};

struct RunMark {
    std::uint64_t step = 0;  // events applied when the mark holds (event index + 1)
    MarkKind kind = MarkKind::Solution;
    std::int64_t value = 0;
    friend bool operator==(const RunMark&, const RunMark&) = default;
};

}  // namespace queens
