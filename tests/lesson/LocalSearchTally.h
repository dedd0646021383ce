#pragma once
// LocalSearchTally: what an independent replay of a local search's run (one board, one queen per
// row: hill climbing, simulated annealing) has seen at a lesson's stop. It follows only the
// stepper's raw events (Place, Remove, Move, Cool, Propose, Restart) on a plain column array and
// recounts every h pair by pair, so the built-in lessons' answers about h, moves and acceptance
// probabilities are checked against arithmetic of its own, not against BoardState or
// LessonReplay. It owns nothing but its figures; it knows no widget.
#include <cstdint>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "StepEvent.h"
#include "StepperOptions.h"

class LocalSearchTally {
public:
    // Replays `algorithm` with `options` from the start and records the figures below for the
    // board after `step` events and the events that follow it.
    LocalSearchTally(queens::Algorithm algorithm, const queens::StepperOptions& options,
                     std::uint64_t step);

    // Attacking pairs (same column or diagonal) of a full board, counted pair by pair.
    static int attackingPairs(const std::vector<int>& cols);

    const std::vector<int>& board() const { return board_; }  // the columns at the step
    int h() const { return h_; }                              // h of the board at the step
    int bestSuccessorDelta() const { return bestDelta_; }     // the lowest change of h of a move
    std::uint64_t movesOfThisClimb() const { return climbMoves_; }   // since the last Restart
    std::uint64_t moves() const { return moves_; }                   // Moves up to the step
    std::uint64_t consecutiveSideways() const { return sideways_; }  // since the last change
    double temperature() const { return temperature_; }  // T of the last Cool up to the step
    // The first event after the step, and h after the first Move after it (-1 if none).
    queens::EventKind nextKind() const { return nextKind_; }
    int hAfterNextMove() const { return hAfterNextMove_; }
    // The next Propose after the step: e^(-dh/T) recomputed from the recounted dh and the
    // replayed T (1 when dh <= 0), or -1 if the event's own probability disagrees.
    double nextProposalProbability() const { return nextProbability_; }
    // Over the whole run: every proposal that did not raise h was accepted, some that kept h
    // were, and some that raised h were rejected while T was still above 0.5.
    bool acceptsEveryMoveThatDoesNotRaiseH() const { return acceptsLevel_; }

private:
    std::vector<int> board_;
    int h_ = 0;
    int bestDelta_ = 0;
    std::uint64_t moves_ = 0;
    std::uint64_t climbMoves_ = 0;
    std::uint64_t sideways_ = 0;
    double temperature_ = 0;
    queens::EventKind nextKind_ = queens::EventKind::Done;
    int hAfterNextMove_ = -1;
    double nextProbability_ = -1;
    bool acceptsLevel_ = false;
};
