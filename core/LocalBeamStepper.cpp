#include "LocalBeamStepper.h"

#include <algorithm>
#include <cstdlib>

#include "PackedBoard.h"

namespace queens {

LocalBeamStepper::LocalBeamStepper(const StepperOptions& options)
    : PopulationStepper(options, options.beamWidth, NextGeneration, kDefaultGenerations) {
    const auto moves = static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_ > 0 ? n_ - 1 : 0);
    pool_.reserve(static_cast<std::size_t>(size()) * moves);
    attacks_.assign(static_cast<std::size_t>(n_), 0);
}

// Every successor of current()[parent] with its h: for each row, count per column the queens
// of the other rows that would attack a queen there; moving the row's queen from `from` to `to`
// changes h by attacks_[to] - attacks_[from].
void LocalBeamStepper::addSuccessors(int parent) {
    const std::uint64_t board = current()[static_cast<std::size_t>(parent)];
    const int h = attackingPairs()[static_cast<std::size_t>(parent)];
    for (int r = 0; r < n_; ++r) {
        std::fill(attacks_.begin(), attacks_.end(), 0);
        for (int j = 0; j < n_; ++j) {
            if (j == r) continue;
            const int cj = PackedBoard::column(board, j);
            const int d = std::abs(j - r);
            ++attacks_[static_cast<std::size_t>(cj)];
            if (cj - d >= 0) ++attacks_[static_cast<std::size_t>(cj - d)];
            if (cj + d < n_) ++attacks_[static_cast<std::size_t>(cj + d)];
        }
        const int from = PackedBoard::column(board, r);
        const int here = attacks_[static_cast<std::size_t>(from)];
        for (int c = 0; c < n_; ++c) {
            if (c == from) continue;
            pool_.push_back(Candidate{PackedBoard::withColumn(board, r, c), rng_.next(),
                                      h - here + attacks_[static_cast<std::size_t>(c)], parent});
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
