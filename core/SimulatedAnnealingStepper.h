#pragma once
// SimulatedAnnealingStepper: simulated annealing (Kirkpatrick, Gelatt & Vecchi 1983; Russell &
// Norvig, AIMA ch. 4) on the complete-state formulation of n-queens, as a resumable state
// machine. It owns its board (a QueenCounters, never a BoardState), allocates nothing in next(),
// and stops at the first solution.
//
// The problem
//   Every row holds exactly one queen; a move puts a row's queen on another square of its row,
//   so a board has n (n - 1) successors. h = the number of attacking pairs (two queens on one
//   column or diagonal; BoardState::attackingPairs()). A solution has h = 0.
//   With one counter per column, per "\" diagonal and per "/" anti-diagonal (QueenCounters), the
//   change of h of a move is O(1): the queen leaves the other queens of its three lines and joins
//   those of the target's three lines (BoardState::moveDelta computes the same figure).
//
// The idea
//   Hill climbing only goes downhill and gets stuck in local minima. Annealing also accepts a
//   worse board, with a probability that shrinks as the move gets worse and as time passes: at
//   temperature T a move that raises h by dh > 0 is taken with probability
//       p = e^(-dh / T)
//   (the textbook's e^(dE/T) with dE = -dh, the change of the value to maximise). Moves that do
//   not raise h (dh <= 0) are always taken. A hot search wanders almost at random and can climb
//   out of any minimum; a cold one is hill climbing with random, first-choice successors. The
//   schedule lowers T step by step, so the search settles into a deep minimum, ideally h = 0.
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [Start] One queen per row in a uniformly random column: Place(row, col) for rows 0..n-1.
//   [Loop]/[CheckLimit] Proposal t = 0, 1, ... ; with maxStepsPerRestart = m > 0, after m
//     proposals: Done(StepLimit). 0 sets no limit besides the schedule's own end.
//   [Schedule] T = t0 * decay^t, computed afresh for each t (std::pow, no accumulated
//     rounding): Cool(value = bits of the new T, delta = bits of the T it replaces; the first
//     replaces 0). Exactly one Cool per proposal, even where T hardly changes: the stream stays
//     exact and simple, and BoardState::temperature() is always the T of the proposal at hand.
//   [CheckFrozen] If T < tMin: Done(Frozen). The Cool that reached T stays applied, so a frozen
//     run ends with BoardState::temperature() < tMin, and every proposal ran at T >= tMin.
//   [PickMove] A uniformly random row and, uniformly, one of the n - 1 other columns of it.
//   [Delta] dh from the counters.
//   [Accept] p = 1 if dh <= 0, else e^(-dh / T); the move is taken iff dh <= 0 or a uniform
//     draw u in [0, 1) has u < p (u is drawn only when dh > 0). Propose(a = row, b = column,
//     delta = dh, value = bits of p, reason = Accepted or Rejected).
//   [MoveQueen] An accepted move: Move(a = row, b = new column, c = old column, delta = dh,
//     reason = Downhill, Sideways or Uphill as dh < 0, = 0, > 0).
//   [CheckSolution] When h is 0 (after the start or a move): Solution, Done(Finished).
//
// Event stream
//   Place^n { Cool [Propose [Move]] }* then one of
//     Solution Done(Finished)      h reached 0 (also right after the start)
//     Done(Frozen)                 the last Cool went below tMin, h > 0
//     Done(StepLimit)              maxStepsPerRestart proposals were made, h > 0
//
// Options
//   - seed seeds the SplitMix64 generator: equal options give equal streams.
//   - t0, decay, tMin: the schedule (StepperFactory::validate requires 0 < t0 <= 10^6,
//     0 < decay < 1, 0 < tMin < t0; the constructor does not check them). Without a step limit
//     a run makes at most about ln(tMin / t0) / ln(decay) proposals.
//   - maxStepsPerRestart as above; maxRestarts, allSolutions and fixed are ignored (validate
//     refuses given queens).
//   - n = 1: Place(0, 0), Solution, Done; n < 1: only Done(Finished).
//
// Cost: O(n) memory (a column per row and 2 x (2n - 1) + n line counters, int32); every event
// after the start is O(1).
#include <array>
#include <cstdint>
#include <string_view>

#include "QueenCounters.h"
#include "SplitMix64.h"
#include "Stepper.h"
#include "StepperEnding.h"
#include "Translatable.h"

namespace queens {

class SimulatedAnnealingStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        Start,
        Loop,
        CheckLimit,
        Schedule,
        CheckFrozen,
        PickMove,
        Delta,
        Accept,
        MoveQueen,
        CheckSolution,
    };
    static constexpr std::array<std::string_view, 10> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "current = a random board, one queen per row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for t = 0, 1, 2, ...:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if t == step limit: stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    T = t0 * decay^t   # cool down"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if T < tMin: stop   # frozen"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    next = current with a random queen moved in its row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    dh = h(next) - h(current)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    if dh <= 0 or random() < e^(-dh/T):   # accept, else reject"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        current = next"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if h(current) == 0: solution, stop"),
    };
    static_assert(CheckSolution + 1 == kPseudocode.size());

    explicit SimulatedAnnealingStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::SimulatedAnnealing; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // The temperature of proposal t: t0 * decay^t.
    static double temperatureAt(const StepperOptions& options, std::uint64_t t);

private:
    enum class Pending : std::uint8_t { None, Propose, Move };

    bool startStep(StepEvent& e);
    bool searchStep(StepEvent& e);
    StepEvent propose();
    StepEvent move();

    int n_ = 0;
    SplitMix64 rng_;
    QueenCounters board_;  // the queens, their line counters and h

    bool starting_ = true;  // placing the random start board
    Pending pending_ = Pending::None;
    int row_ = 0;             // Start: the next row to place
    std::uint64_t t_ = 0;     // proposals made
    double temperature_ = 0;  // T of proposal t_ (0 before the first Cool)
    int moveRow_ = 0;         // the accepted move waiting for its Move event
    int moveCol_ = 0;
    std::int64_t moveDelta_ = 0;
    StepperEnding ending_;
};

}  // namespace queens
