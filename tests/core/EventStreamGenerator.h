#pragma once
// EventStreamGenerator: seeded random StepEvent streams for the timeline tests, and the replay
// oracle those tests compare against. Nothing here depends on a stepper.
//
// What it produces
// - make(count) returns `count` events for an n x n board (count >= 1): count - 1 random events,
//   then exactly one EventKind::Done. Every kind other than Done can occur, drawn with weights
//   Place 4, Remove 3, Try 2, each other kind 1; `line` is a random id in 0..11.
//   The population events (Populate .. Adopt) are never drawn: the population steppers' own
//   replay tests cover them. Move moves a queen within its row to a random column, with its
//   true change of h (counted pair by pair here) and a random MoveKind; Propose names a random
//   cell, change and probability; Cool walks the temperature it keeps.
//   Try, Reject, Evaluate, Push, Pop and Mask carry random in-range fields (Reject: every
//   RejectReason, attacker row -1..n-1; Evaluate: delta -10..10, both verdicts; Mask: every
//   register, a random 64-bit XOR delta); Solution uses both SolutionKinds; Restart numbers
//   restarts 1, 2, 3, ...; Remove uses every RemoveReason.
//   The constraint-search events: Select names an empty row, Propagate an occupied one, Revise
//   any two rows, Try and Select carry 0..4 consistency checks; Prune removes a value still in
//   its domain (random cause row and PruneCause), Restore puts back one removed value with its
//   cause, Jump skips 0..2 rows. Cover covers an uncovered item, Uncover the item covered last;
//   Cutoff names a random cell. Choose, Wipeout and Deepen, whose fields must agree with the
//   whole state, are never drawn: their steppers' replay tests cover them.
// - BoardState refuses a Solution unless the board is one. So when Solution is drawn on a board
//   that is not a solution, the generator first walks the board to a fixed solution of n (found
//   once by backtracking): Remove of every misplaced queen, Place of every missing one, then the
//   Solution. For n = 2 and 3 (no solution) Solution is never drawn.
// - The same (n, seed) always gives the same stream (std::mt19937_64, no other input).
//
// Why every stream is valid
// The generator keeps its own copy of the placement (row -> column or -1) and of the OPEN size,
// and draws only events that fit them, redrawing the kind when none does:
// - Place picks an empty row (any column), Remove an occupied row with the column it holds,
//   Swap two distinct occupied rows; each then updates the copy. So every event that
//   BoardState::apply checks (occupied row, wrong column, swap of an empty row, register id,
//   cell off the board) is accepted by a BoardState(n) that received all earlier events.
// - Pop is drawn only while OPEN > 0, so the OPEN size never goes negative.
// The stream is therefore a legal input for TimelineRecorder and Timeline, without being the
// output of any search: it exercises every kind, in orders no stepper would produce.
//
// ReplayOracle is the independent truth: the state at index i is what a fresh BoardState(n)
// becomes after BoardState::apply of events 0..i-1, and nothing else (it keeps a copy every
// kEvery events only to answer quickly).
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "TimelineBatch.h"

namespace queens::testing {

class EventStreamGenerator {
public:
    EventStreamGenerator(int n, std::uint64_t seed);

    // count - 1 random valid events, then one Done (just the Done when count <= 1).
    std::vector<StepEvent> make(std::size_t count);

    // The state after events 0..i-1, by plain replay onto BoardState(n). Keeps a reference to
    // `events`, which must outlive it.
    class ReplayOracle {
    public:
        static constexpr std::size_t kEvery = 1024;

        ReplayOracle(int n, const std::vector<StepEvent>& events);
        ReplayOracle(int n, std::vector<StepEvent>&& events) = delete;  // would dangle

        // 0 <= i <= events.size().
        BoardState at(std::uint64_t i) const;

    private:
        const std::vector<StepEvent>& events_;
        std::vector<BoardState> checkpoints_;
    };

    // Records `events` with a TimelineRecorder(n, interval) and cuts a batch whenever the pending
    // count reaches the next size of `sizes` (cycled), plus a last batch with the rest.
    static std::vector<BatchPtr> recordInBatches(int n, const std::vector<StepEvent>& events,
                                                 std::size_t interval,
                                                 const std::vector<std::size_t>& sizes);

    // `count` seeded random indices in 0..upTo.
    static std::vector<std::uint64_t> randomIndices(std::size_t count, std::uint64_t upTo,
                                                    std::uint64_t seed);

private:
    int below(int k);  // uniform-ish in 0..k-1
    int line();
    std::vector<int> rows(bool occupied) const;
    StepEvent next();

    int n_;
    std::mt19937_64 rng_;
    std::vector<int> cols_;  // the placement so far: column per row, -1 for empty
    int restarts_ = 0;
    double temperature_ = 0;  // the last Cool's temperature
    std::int64_t open_ = 0;   // the OPEN size so far: Push - Pop
    // Domain values removed now (row, col, cause row, PruneCause) and the covered items, in
    // cover order.
    struct Pruned {
        int row, col, by;
        std::uint8_t cause;
    };
    std::vector<Pruned> pruned_;
    std::vector<int> coverStack_;
    std::vector<int> solution_;      // one solution of n (empty when there is none)
    std::vector<StepEvent> queued_;  // events still to hand out, front first
    std::size_t queuedNext_ = 0;
};

}  // namespace queens::testing
