#include "LocalBeamStepper.h"

#include <algorithm>

#include "PackedBoard.h"

namespace queens {

LocalBeamStepper::LocalBeamStepper(const StepperOptions& options)
    : PopulationStepper(options, options.beamWidth, NextGeneration, kDefaultGenerations) {
    const auto moves = static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_ > 0 ? n_ - 1 : 0);
    pool_.reserve(static_cast<std::size_t>(size()) * moves);
}

// Every successor of current()[parent] with its h: the parent's queens go on the line counters
// once, then each move's change of h is O(1).
void LocalBeamStepper::addSuccessors(int parent) {
    const std::uint64_t board = current()[static_cast<std::size_t>(parent)];
    const int h = attackingPairs()[static_cast<std::size_t>(parent)];
    counters_.reset(n_);
    for (int r = 0; r < n_; ++r) counters_.place(r, PackedBoard::column(board, r));
    for (int r = 0; r < n_; ++r) {
        const int from = counters_.column(r);
        for (int c = 0; c < n_; ++c) {
            if (c == from) continue;
            pool_.push_back(Candidate{PackedBoard::withColumn(board, r, c), rng_.next(),
                                      h + static_cast<std::int32_t>(counters_.moveDelta(r, c)),
                                      parent});
        }
    }
}

void LocalBeamStepper::breed() {
    pool_.clear();
    for (int parent = 0; parent < size(); ++parent) addSuccessors(parent);
    // One candidate per board: the one with the smallest key (a random one of its parents).
    std::sort(pool_.begin(), pool_.end(), [](const Candidate& a, const Candidate& b) {
        return a.board != b.board ? a.board < b.board : a.key < b.key;
    });
    pool_.erase(
        std::unique(pool_.begin(), pool_.end(),
                    [](const Candidate& a, const Candidate& b) { return a.board == b.board; }),
        pool_.end());
    const auto kept = std::min(pool_.size(), static_cast<std::size_t>(size()));
    std::partial_sort(pool_.begin(), pool_.begin() + static_cast<std::ptrdiff_t>(kept), pool_.end(),
                      [](const Candidate& a, const Candidate& b) {
                          return a.h != b.h ? a.h < b.h : a.key < b.key;
                      });
    // n >= 2 here (a one-queen board is solved by the first generation), so kept >= 1.
    for (int slot = 0; slot < size(); ++slot) {
        const Candidate& c = pool_[static_cast<std::size_t>(slot) % kept];
        emitMember(slot, c.parent, c.board, KeepBest);
    }
}

}  // namespace queens
