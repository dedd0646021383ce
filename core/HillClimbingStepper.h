#pragma once
// HillClimbingStepper: hill climbing on N-Queens in the complete-state formulation (Russell &
// Norvig, "Artificial Intelligence: A Modern Approach", ch. 4, HILL-CLIMBING and its variants),
// as a resumable state machine. It owns its board (QueenCounters, never a BoardState) and a
// SplitMix64 generator; it finds at most one solution and may stop without one.
//
// The problem
//   A state is a full board with one queen in every row. A successor moves one row's queen to
//   another square of that row: n (n - 1) successors. The heuristic cost h is the number of
//   pairs of queens that attack each other (on one column or diagonal); a solution has h = 0.
//   Counters of the queens on every column and diagonal give the change of h of a successor in
//   O(1) (see QueenCounters), so looking at all successors costs O(n^2), not O(n^2) per
//   successor.
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [Start] Each row's queen goes to a random column: Place(row, col), rows in order.
//   [Goal] h = 0: Solution, then Done(Finished).
//   The variant (options.climb) picks the successor `next`:
//   [Steepest] steepest ascent: a best successor, the one whose h is lowest; ties are broken
//     uniformly at random (the best are counted, one is drawn and found again).
//   [Stochastic] stochastic: among the downhill successors (those lowering h), one drawn with
//     probability proportional to the drop in h; without a downhill one, a uniformly random
//     successor that keeps h (for the sideways rule).
//   [FirstChoice] first choice: the successors in a random order without repetition, each
//     judged by a Propose(a = row, b = column, delta = its change of h, value = probability 1 if
//     it lowers h else 0, Accepted / Rejected); the first that lowers h is taken. If none of the
//     n (n - 1) does, the first one seen that keeps h is `next` (for the sideways rule). The
//     order is a keyed pseudo-random permutation of the successor numbers 0 .. n (n - 1) - 1 (a
//     four-round Feistel network on the next power of four, cycle-walked into range, with new
//     keys for every step), so it needs O(1) memory and O(1) expected time per draw however
//     large n is.
//   [Downhill] h(next) < h: Move(row, new col, c = old col, delta = change of h, Downhill); the
//     count of consecutive sideways moves returns to 0.
//   [Sideways] h(next) = h and fewer than sidewaysLimit consecutive sideways moves so far:
//     Move(..., Sideways).
//   [Stuck] Otherwise the climb is stuck: at a local minimum (every successor raises h) or on a
//     plateau (the best keeps h but the sideways allowance is spent or zero). It is also stuck
//     when maxStepsPerRestart moves were made since the last (re)start (StepLimit).
//   [Restart] With randomRestart, and restarts left: Restart(a = restart number, from 1),
//     Remove(row, col, RemoveReason::Restart) for every row, then a new random board as in
//     [Start] (its Place events on this line), and the climb goes on.
//   [GiveUp] Done(LocalMinimum, Plateau or StepLimit), or Done(RestartLimit) when the restarts
//     allowed are used up.
//
// A step, as the textbook counts it, is one Move: the Place events of a (re)start, the
// Proposes of first choice and the Restart and Remove events are not steps.
//
// Event stream (B = Place^n, one board; S = one step)
//   B S* { Restart Remove^n B S* }* [Solution] Done
//   S = Move for steepest and stochastic, which look at every successor at once and emit no
//   Propose; for first choice S = Propose+ Move: the Move follows the accepted Propose, or the
//   n (n - 1) rejected ones when it is sideways. A stuck first-choice step ends its Proposes with
//   Restart or Done instead of a Move.
//
// Options
//   - seed seeds the generator: equal options give equal streams.
//   - maxStepsPerRestart = 0: no limit on the moves of an attempt. Every climb still ends: h
//     falls at least once every sidewaysLimit + 1 moves and cannot fall below 0.
//   - maxRestarts = 0 means unlimited for n >= 4 (a random board is a solution with a positive
//     probability, so a restart eventually finds one) and MinConflictsStepper::
//     kSmallBoardRestarts for n = 2 and 3, which have no solution.
//   - allSolutions and fixed are ignored (StepperFactory refuses given queens).
//   - n = 1: Place(0, 0), Solution, Done; n < 1: only Done.
//
// Cost: O(n) memory (QueenCounters and three values per row). A steepest or stochastic step
// costs O(n^2): one pass over all successors, keeping per row the best change (or the total
// drop), then one more pass over the single row the draw falls in. A first-choice Propose costs
// O(1) expected; a (re)start O(n).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "QueenCounters.h"
#include "SplitMix64.h"
#include "Stepper.h"
#include "StepperEnding.h"
#include "Translatable.h"

namespace queens {

class HillClimbingStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        Start,
        Loop,
        Goal,
        Steepest,
        Stochastic,
        FirstChoice,
        Downhill,
        Sideways,
        Stuck,
        Restart,
        GiveUp,
    };
    static constexpr std::array<std::string_view, 11> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "current = a random board, one queen per row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "loop:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if h(current) == 0: return current   # solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    steepest: next = a best successor (ties at random)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    stochastic: next = a random downhill successor, odds ~ drop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    first choice: try random successors until one lowers h"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    if h(next) < h(current): current = next; sideways = 0"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    elif h(next) == h(current) and sideways < limit: move, "
                              "sideways += 1"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    else: stuck   # local minimum, plateau or step limit"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        if random restart: current = a random board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        else: return current"),
    };
    static_assert(GiveUp + 1 == kPseudocode.size());

    explicit HillClimbingStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::HillClimbing; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Moves allowed per attempt (0 = no limit) and restarts allowed (0 = unlimited), after the
    // defaults.
    std::uint64_t maxSteps() const { return maxSteps_; }
    std::uint64_t maxRestarts() const { return maxRestarts_; }

private:
    enum class Phase : std::uint8_t { Build, Search, Propose, Clear };

    // A successor: row's queen to col, changing h by delta.
    struct Candidate {
        int row = -1;
        int col = -1;
        std::int64_t delta = 0;
    };

    bool buildStep(StepEvent& e);
    bool searchStep(StepEvent& e);
    bool proposeStep(StepEvent& e);
    bool clearStep(StepEvent& e);
    Candidate steepest();
    Candidate stochastic();
    // Candidate k of the n (n - 1) successors: row k / (n - 1), the (k mod (n - 1))-th other
    // column.
    Candidate successor(std::uint64_t k) const;
    std::uint64_t feistel(std::uint64_t x) const;
    // Moves to `next` (downhill or sideways) or handles a stuck climb.
    bool decide(const Candidate& next, StepEvent& e);
    bool stuck(StopReason why, StepEvent& e);
    // The Move of c (its kind from c.delta) on `line`, made on the board.
    StepEvent makeMove(const Candidate& c, Line line);

    int n_ = 0;
    SplitMix64 rng_;
    StepperOptions::Climb climb_ = StepperOptions::Climb::Steepest;
    std::uint64_t sidewaysLimit_ = 0;
    bool randomRestart_ = false;
    std::uint64_t maxSteps_ = 0;     // 0 = no limit
    std::uint64_t maxRestarts_ = 0;  // 0 = unlimited
    QueenCounters board_;
    // Steepest and stochastic: per row, the best change of h and how many successors reach it,
    // or the total drop and the level successors.
    std::vector<std::int64_t> rowBest_;
    std::vector<std::uint64_t> rowCount_;
    std::vector<std::uint64_t> rowLevel_;

    Phase phase_ = Phase::Build;
    int row_ = 0;  // Build / Clear: the next row
    std::uint16_t buildLine_ = Start;
    std::uint64_t moves_ = 0;     // moves since the last (re)start
    std::uint64_t sideways_ = 0;  // consecutive sideways moves
    std::uint64_t restarts_ = 0;
    // First choice: successors drawn so far in this step, the permutation's keys and range, the
    // first successor seen that keeps h, and the accepted one waiting for its Move.
    std::uint64_t drawn_ = 0;
    std::uint64_t successors_ = 0;
    std::array<std::uint64_t, 4> keys_{};
    int halfBits_ = 1;
    Candidate level_;
    bool hasLevel_ = false;
    bool accepted_ = false;
    Candidate pick_;
    StepperEnding ending_;
};

}  // namespace queens
