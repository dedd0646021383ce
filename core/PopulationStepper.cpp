#include "PopulationStepper.h"

#include <stdexcept>
#include <string>
#include <utility>

#include "PackedBoard.h"
#include "Population.h"

namespace queens {

PopulationStepper::PopulationStepper(const StepperOptions& options, int size,
                                     std::uint16_t nextGenerationLine,
                                     std::uint64_t defaultGenerations)
    : Stepper(options),
      n_(options.n),
      rng_(options.seed),
      size_(size),
      nextGenerationLine_(nextGenerationLine) {
    if (n_ > PackedBoard::kMaxN)
        throw std::invalid_argument("a population search supports N up to " +
                                    std::to_string(PackedBoard::kMaxN));
    if (size < 1 || size > Population::kMaxSize)
        throw std::invalid_argument("the population size must be from 1 to " +
                                    std::to_string(Population::kMaxSize));
    maxGenerations_ =
        options.maxStepsPerRestart != 0 ? options.maxStepsPerRestart : defaultGenerations;
    const auto un = static_cast<std::size_t>(size);
    current_.assign(un, 0);
    offspring_.assign(un, 0);
    h_.assign(un, 0);
    queue_.reserve(2 * un + static_cast<std::size_t>(n_ > 0 ? n_ : 0) + 4);
    if (n_ < 1) {
        n_ = 0;
        finish(StopReason::Finished, RandomStart);
    }
}

bool PopulationStepper::next(StepEvent& e) {
    if (read_ == queue_.size()) {
        if (over_) return false;
        queue_.clear();
        read_ = 0;
        prepareGeneration();
    }
    e = queue_[read_++];
    return true;
}

std::uint64_t PopulationStepper::randomBoard() {
    std::uint64_t b = 0;
    for (int r = 0; r < n_; ++r)
        b = PackedBoard::withColumn(b, r,
                                    static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_))));
    return b;
}

void PopulationStepper::emitMember(int slot, int parent, std::uint64_t board, std::uint16_t line) {
    auto& word = offspring_[static_cast<std::size_t>(slot)];
    StepEvent e = StepEvent::make(EventKind::Member, line, slot, parent);
    e.value = board;
    e.delta = static_cast<std::int64_t>(word);
    word = board;
    push(e);
}

void PopulationStepper::emitCrossover(int slot, int x, int y, int point, std::uint16_t line) {
    auto& word = offspring_[static_cast<std::size_t>(slot)];
    const std::uint64_t child = PackedBoard::crossover(
        current_[static_cast<std::size_t>(x)], current_[static_cast<std::size_t>(y)], point);
    StepEvent e =
        StepEvent::make(EventKind::Crossover, line, slot, x, static_cast<std::uint8_t>(point));
    e.c = y;
    e.value = child;
    e.delta = static_cast<std::int64_t>(word);
    word = child;
    push(e);
}

void PopulationStepper::emitMutate(int slot, int row, int col, std::uint16_t line) {
    auto& word = offspring_[static_cast<std::size_t>(slot)];
    StepEvent e = StepEvent::make(EventKind::Mutate, line, slot, row);
    e.c = col;
    e.value = static_cast<std::uint64_t>(PackedBoard::column(word, row));
    word = PackedBoard::withColumn(word, row, col);
    push(e);
}

void PopulationStepper::finish(StopReason why, std::uint16_t line) {
    push(StepEvent::make(EventKind::Done, line, -1, -1, reasonCode(why)));
    over_ = true;
}

// One generation's events: its offspring, the Generation that adopts it, the large board's
// update and the stop checks.
void PopulationStepper::prepareGeneration() {
    if (generation_ == 0) {
        push(StepEvent::make(EventKind::Populate, RandomStart, size_));
        for (int k = 0; k < size_; ++k) emitMember(k, -1, randomBoard(), RandomStart);
    } else {
        breed();
    }
    ++generation_;
    push(StepEvent::make(EventKind::Generation,
                         generation_ == 1 ? std::uint16_t{RandomStart} : nextGenerationLine_,
                         static_cast<int>(generation_)));
    current_.swap(offspring_);
    int best = 0;
    for (int k = 0; k < size_; ++k) {
        const auto uk = static_cast<std::size_t>(k);
        h_[uk] = PackedBoard::attackingPairs(current_[uk], n_);
        if (h_[uk] < h_[static_cast<std::size_t>(best)]) best = k;
    }
    const std::uint64_t board = current_[static_cast<std::size_t>(best)];
    if (!shown_) {
        for (int r = 0; r < n_; ++r)
            push(StepEvent::make(EventKind::Place, ShowBest, r, PackedBoard::column(board, r)));
        shown_ = true;
    } else if (board != large_) {
        StepEvent e = StepEvent::make(EventKind::Adopt, ShowBest, best);
        e.value = board;
        e.delta = static_cast<std::int64_t>(large_);
        push(e);
    }
    large_ = board;
    if (h_[static_cast<std::size_t>(best)] == 0) {
        push(StepEvent::make(EventKind::Solution, CheckSolution, -1, -1,
                             reasonCode(SolutionKind::Found)));
        finish(StopReason::Finished, CheckSolution);
    } else if (generation_ >= maxGenerations_) {
        finish(StopReason::StepLimit, CheckLimit);
    }
}

}  // namespace queens
