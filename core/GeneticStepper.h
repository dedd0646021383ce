#pragma once
// GeneticStepper: the genetic algorithm of Russell & Norvig (AIMA ch. 4.1.4, GENETIC-ALGORITHM)
// on N-Queens in the complete-state formulation, as a resumable state machine on the
// PopulationStepper frame (n <= 16, boards as PackedBoard words).
//
// What it searches
//   An individual is a board with one queen per row, read as a string of n genes: gene r is the
//   column of row r's queen. Its fitness is the number of non-attacking pairs of queens,
//   n (n - 1) / 2 - h (28 for an 8-queens solution), so a solution is an individual of maximal
//   fitness.
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [RandomStart] P = populationSize random individuals form the first generation.
//   [ShowBest] [CheckSolution] [CheckLimit] as PopulationStepper says: the large board shows
//     the fittest individual, a solution stops the run, the generation limit stops it too.
//   [Repeat] P children are made, each in three steps:
//   [Select] Two parents x and y are drawn independently (x = y is possible), each with
//     probability proportional to its fitness (roulette wheel: a uniform integer below the
//     total fitness, found by binary search in the running sums, O(log P)). When every
//     individual has fitness 0 (n = 2, where every pair attacks) the draw is uniform.
//   [Crossover] A crossover point c uniform in 1..n-1; the child takes rows [0, c) from x and
//     rows [c, n) from y: Crossover(slot, x, y, reason = c, the child).
//   [Mutate] With probability mutationRate one gene changes: a uniform row moves its queen to a
//     uniform other column (so every mutation changes the board): Mutate(slot, row, new column,
//     value = old column).
//   [NextGeneration] Generation(g): the P children replace the population. There is no
//     elitism: the fittest individual survives only if a child happens to equal it, so the best
//     fitness can fall from one generation to the next (the large board follows it).
//   Selection favours fit individuals only mildly (fitness 20 against 28 for 8 queens), so the
//   population improves slowly and the generation limit matters far more than for local beam
//   search.
//
// Cost per generation: O(P n^2) to score the children, O(P log P) for the draws; no memory
// beyond the frame's and the P running sums.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "PopulationStepper.h"
#include "Translatable.h"

namespace queens {

class GeneticStepper final : public PopulationStepper {
public:
    enum Line : std::uint16_t {
        RandomStart = SharedLine::RandomStart,
        Loop = SharedLine::Loop,
        ShowBest = SharedLine::ShowBest,
        CheckSolution = SharedLine::CheckSolution,
        CheckLimit = SharedLine::CheckLimit,
        Repeat,
        Select,
        Crossover,
        Mutate,
        NextGeneration,
    };
    static constexpr std::array<std::string_view, 10> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "population = P random boards, one queen per row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for each generation:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    show the fittest board (most non-attacking pairs)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if no two queens attack: solution, stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if generations == limit: stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    repeat P times:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        x, y = two parents drawn with probability ~ fitness"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        child = rows [0, c) of x + rows [c, n) of y, random c"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        with probability p: one queen to another column"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    population = the P children"),
    };
    static_assert(NextGeneration + 1 == kPseudocode.size());

    // Generations allowed when maxStepsPerRestart is 0: enough for the default P = 20 and
    // mutation rate 0.1 to solve 8-queens in almost every run (docs/ARCHITECTURE.md has the
    // measured rates).
    static constexpr std::uint64_t kDefaultGenerations = 10'000;

    explicit GeneticStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Genetic; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Fitness (non-attacking pairs) of member `slot` of current().
    int fitness(int slot) const;

private:
    void breed() override;
    int drawParent();

    double mutationRate_ = 0;
    std::vector<std::uint32_t> runningFitness_;  // fitness of slots 0..k summed, per k
};

}  // namespace queens
