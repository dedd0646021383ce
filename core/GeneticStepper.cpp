#include "GeneticStepper.h"

#include <algorithm>

#include "PackedBoard.h"

namespace queens {

GeneticStepper::GeneticStepper(const StepperOptions& options)
    : PopulationStepper(options, options.populationSize, NextGeneration, kDefaultGenerations),
      mutationRate_(options.mutationRate) {
    runningFitness_.assign(static_cast<std::size_t>(size()), 0);
}

int GeneticStepper::fitness(int slot) const {
    return PackedBoard::maxPairs(n_) - attackingPairs()[static_cast<std::size_t>(slot)];
}

// Roulette wheel: slot k owns the integers [running(k-1), running(k)) below the total.
int GeneticStepper::drawParent() {
    const std::uint32_t total = runningFitness_.back();
    if (total == 0) return static_cast<int>(rng_.below(static_cast<std::uint32_t>(size())));
    const std::uint32_t u = rng_.below(total);
    const auto it = std::upper_bound(runningFitness_.begin(), runningFitness_.end(), u);
    return static_cast<int>(it - runningFitness_.begin());
}

void GeneticStepper::breed() {
    std::uint32_t sum = 0;
    for (int k = 0; k < size(); ++k) {
        sum += static_cast<std::uint32_t>(fitness(k));
        runningFitness_[static_cast<std::size_t>(k)] = sum;
    }
    // n >= 2 here (a one-queen board is solved by the first generation).
    const auto n = static_cast<std::uint32_t>(n_);
    for (int slot = 0; slot < size(); ++slot) {
        const int x = drawParent();
        const int y = drawParent();
        const int point = 1 + static_cast<int>(rng_.below(n - 1));
        emitCrossover(slot, x, y, point, Crossover);
        if (rng_.uniform01() < mutationRate_) {
            const int row = static_cast<int>(rng_.below(n));
            const auto old =
                static_cast<std::uint32_t>(PackedBoard::column(offspringWord(slot), row));
            emitMutate(slot, row, static_cast<int>(rng_.belowExcept(n, old)), Mutate);
        }
    }
}

}  // namespace queens
