#pragma once
// Population: the boards of a population search (local beam search, genetic algorithm) as
// BoardState holds them: the current generation, and the offspring being built beside it, each
// `size()` PackedBoard words. It interprets the population events of StepEvent.h (Populate,
// Member, Crossover, Mutate, Generation) forward and back, and nothing else.
//
// Contract
// - Every event carries what undoing it needs: a filled slot's old word (delta), a mutated
//   gene's old column (value). Generation needs a full offspring (filled() == size()), swaps the
//   two arrays and sets filled() to 0, so its undo swaps back to a full offspring; and
//   the old population is overwritten slot by slot by the next offspring's events, each keeping
//   the word it replaced.
// - filled() counts the offspring slots written since the last Generation, in slot order: a
//   Member or Crossover must write slot filled() (and its undo slot filled() - 1); a Mutate
//   changes a slot already written. A view shows slots >= filled() as empty.
// - apply/unapply check first and throw std::logic_error on an event that does not fit, leaving
//   the population unchanged.
#include <cstdint>
#include <vector>

#include "StepEvent.h"

namespace queens {

class Population {
public:
    static constexpr int kMaxSize = 1024;

    void apply(const StepEvent& e, int n);
    void unapply(const StepEvent& e, int n);

    int size() const { return static_cast<int>(current_.size()); }
    const std::vector<std::uint64_t>& current() const { return current_; }
    const std::vector<std::uint64_t>& offspring() const { return offspring_; }
    int filled() const { return filled_; }
    std::uint64_t generation() const { return generation_; }
    std::size_t heapBytes() const {
        return (current_.capacity() + offspring_.capacity()) * sizeof(std::uint64_t);
    }

    friend bool operator==(const Population&, const Population&) = default;

private:
    void checkSlot(int slot) const;
    void checkParent(int slot) const;

    std::vector<std::uint64_t> current_;
    std::vector<std::uint64_t> offspring_;
    int filled_ = 0;
    std::uint64_t generation_ = 0;
};

}  // namespace queens
