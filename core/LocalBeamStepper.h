#pragma once
// LocalBeamStepper: local beam search (Russell & Norvig, AIMA ch. 4.1.3) on N-Queens in the
// complete-state formulation, as a resumable state machine on the PopulationStepper frame
// (n <= 16, boards as PackedBoard words).
//
// What it searches
//   A board has one queen per row; a move puts one row's queen on another column of its row, so
//   a board has n (n - 1) successors. h = the number of attacking pairs (two queens on one
//   column or diagonal); a solution has h = 0.
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [RandomStart] k = beamWidth random boards form the first generation.
//   [ShowBest] [CheckSolution] [CheckLimit] as PopulationStepper says: the large board shows
//     the best board, h = 0 stops with a solution, the generation limit stops the run.
//   [Successors] All n (n - 1) successors of all k boards are pooled. Unlike k independent
//     hill climbs, the k threads share one pool: a thread with good successors takes over the
//     places of threads with bad ones.
//   [KeepBest] The k successors with the smallest h become the offspring, best first:
//     Member(slot, parent = slot of the board it came from, the successor). Ties are broken at
//     random (every successor draws a random key; the order is h, then key). The kept boards are
//     distinct: a board reached from several parents is kept once, with the parent of its
//     smallest key. Only when fewer than k distinct successors exist (tiny n) the list repeats
//     from its best. A successor with h = 0 is always kept, so a solution is never lost.
//   [NextGeneration] Generation(g): the offspring replaces the boards.
//   When no successor is better than the best current board, the search does not stop: as in
//   the textbook it goes on with the best successors it has (sideways or even uphill), which can
//   carry it off a local minimum; the generation limit ends a search that never solves.
//   With k = 1 a generation is one step of steepest-ascent hill climbing (a best successor,
//   ties at random), except that it does not stop at a local minimum.
//
// Cost per generation: O(k n^2) to score the k n (n - 1) successors (each parent's queens on
// QueenCounters' line counters, then O(1) per move), and two sorts of them, O(k n^2 log(k n));
// memory for the pool of candidates, reserved in the constructor (24 bytes each, 6 MB at k = 1024
// and n = 16).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "PopulationStepper.h"
#include "QueenCounters.h"
#include "Translatable.h"

namespace queens {

class LocalBeamStepper final : public PopulationStepper {
public:
    enum Line : std::uint16_t {
        RandomStart = SharedLine::RandomStart,
        Loop = SharedLine::Loop,
        ShowBest = SharedLine::ShowBest,
        CheckSolution = SharedLine::CheckSolution,
        CheckLimit = SharedLine::CheckLimit,
        Successors,
        KeepBest,
        NextGeneration,
    };
    static constexpr std::array<std::string_view, 8> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "boards = k random boards, one queen per row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for each generation:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    show the best board (fewest attacking pairs h)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if h == 0: solution, stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if generations == limit: stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    successors = all moves within a row, of all k boards"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    keep the k best distinct successors (ties at random)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    boards = the kept successors"),
    };
    static_assert(NextGeneration + 1 == kPseudocode.size());

    // Generations allowed when maxStepsPerRestart is 0: with the default k = 4 an 8-queens run
    // needs only a few, so the limit matters only for settings that cannot succeed (n = 2, 3).
    static constexpr std::uint64_t kDefaultGenerations = 1000;

    explicit LocalBeamStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::LocalBeam; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

private:
    struct Candidate {
        std::uint64_t board;
        std::uint64_t key;  // random tie-breaker
        std::int32_t h;
        std::int32_t parent;
    };

    void breed() override;
    void addSuccessors(int parent);

    std::vector<Candidate> pool_;
    QueenCounters counters_;  // the parent whose successors are being scored
};

}  // namespace queens
