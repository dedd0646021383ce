#include "HillClimbingStepper.h"

#include <limits>

#include "MinConflictsStepper.h"

namespace queens {

HillClimbingStepper::HillClimbingStepper(const StepperOptions& options)
    : Stepper(options),
      n_(options.n),
      rng_(options.seed),
      climb_(options.climb),
      sidewaysLimit_(options.sidewaysLimit),
      randomRestart_(options.randomRestart),
      maxSteps_(options.maxStepsPerRestart),
      maxRestarts_(options.maxRestarts) {
    if (n_ < 1) {
        n_ = 0;
        ending_.stop(StopReason::Finished, GiveUp);
        return;
    }
    maxRestarts_ = MinConflictsStepper::restartLimit(maxRestarts_, n_);
    board_.reset(n_);
    const auto un = static_cast<std::size_t>(n_);
    rowBest_.assign(un, 0);
    rowCount_.assign(un, 0);
    rowLevel_.assign(un, 0);
    successors_ = static_cast<std::uint64_t>(n_) * static_cast<std::uint64_t>(n_ - 1);
    // The first-choice order permutes [0, 4^halfBits_), the least power of four >= successors_.
    while ((std::uint64_t{1} << (2 * halfBits_)) < successors_) ++halfBits_;
}

bool HillClimbingStepper::next(StepEvent& e) {
    if (ending_.active()) return ending_.next(e);
    switch (phase_) {
        case Phase::Build:
            return buildStep(e);
        case Phase::Search:
            return searchStep(e);
        case Phase::Propose:
            return proposeStep(e);
        case Phase::Clear:
            return clearStep(e);
    }
    return false;
}

// ---- (re)start: a random board, then clearing it for a restart -----------------------------

bool HillClimbingStepper::buildStep(StepEvent& e) {
    const int r = row_;
    const int col = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_)));
    board_.place(r, col);
    e = StepEvent::make(EventKind::Place, buildLine_, r, col);
    if (++row_ == n_) {
        moves_ = 0;
        sideways_ = 0;
        phase_ = Phase::Search;
        if (board_.h() == 0) ending_.solved(Goal);
    }
    return true;
}

bool HillClimbingStepper::clearStep(StepEvent& e) {
    const int r = row_;
    const int col = board_.column(r);
    board_.remove(r);
    e = StepEvent::make(EventKind::Remove, Restart, r, col, reasonCode(RemoveReason::Restart));
    if (++row_ == n_) {
        row_ = 0;
        buildLine_ = Restart;
        phase_ = Phase::Build;
    }
    return true;
}

// ---- the climb ------------------------------------------------------------------------------

bool HillClimbingStepper::searchStep(StepEvent& e) {
    if (maxSteps_ != 0 && moves_ >= maxSteps_) return stuck(StopReason::StepLimit, e);
    switch (climb_) {
        case StepperOptions::Climb::Steepest:
            return decide(steepest(), e);
        case StepperOptions::Climb::Stochastic:
            return decide(stochastic(), e);
        case StepperOptions::Climb::FirstChoice:
            drawn_ = 0;
            hasLevel_ = false;
            for (auto& k : keys_) k = rng_.next();
            phase_ = Phase::Propose;
            return proposeStep(e);
    }
    return false;
}

// Pass 1 over all successors keeps, per row, the lowest change of h and how many of the row's
// successors reach it (or the total drop and the level count); pass 2 draws one and rescans
// only the row it falls in.
HillClimbingStepper::Candidate HillClimbingStepper::steepest() {
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    std::uint64_t ties = 0;
    for (int r = 0; r < n_; ++r) {
        const int cur = board_.column(r);
        const int own = board_.conflicts(r, cur);
        std::int64_t rowBest = std::numeric_limits<std::int64_t>::max();
        std::uint64_t rowTies = 0;
        for (int c = 0; c < n_; ++c) {
            if (c == cur) continue;
            const std::int64_t d = board_.linesThrough(r, c) - own;
            if (d < rowBest) {
                rowBest = d;
                rowTies = 1;
            } else if (d == rowBest) {
                ++rowTies;
            }
        }
        rowBest_[static_cast<std::size_t>(r)] = rowBest;
        rowCount_[static_cast<std::size_t>(r)] = rowTies;
        if (rowBest < best) {
            best = rowBest;
            ties = rowTies;
        } else if (rowBest == best) {
            ties += rowTies;
        }
    }
    std::uint64_t t = rng_.below64(ties);
    for (int r = 0; r < n_; ++r) {
        const auto ur = static_cast<std::size_t>(r);
        if (rowBest_[ur] != best) continue;
        if (t >= rowCount_[ur]) {
            t -= rowCount_[ur];
            continue;
        }
        const int cur = board_.column(r);
        const int own = board_.conflicts(r, cur);
        for (int c = 0; c < n_; ++c)
            if (c != cur && board_.linesThrough(r, c) - own == best && t-- == 0)
                return {r, c, best};
    }
    return {};  // unreachable: t < ties
}

HillClimbingStepper::Candidate HillClimbingStepper::stochastic() {
    // rowCount_ holds each row's total drop over its downhill successors, rowLevel_ how many
    // keep h.
    std::uint64_t total = 0;
    std::uint64_t level = 0;
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    for (int r = 0; r < n_; ++r) {
        const int cur = board_.column(r);
        const int own = board_.conflicts(r, cur);
        std::uint64_t rowDrop = 0;
        std::uint64_t rowLevel = 0;
        for (int c = 0; c < n_; ++c) {
            if (c == cur) continue;
            const std::int64_t d = board_.linesThrough(r, c) - own;
            if (d < 0) rowDrop += static_cast<std::uint64_t>(-d);
            if (d == 0) ++rowLevel;
            if (d < best) best = d;
        }
        rowCount_[static_cast<std::size_t>(r)] = rowDrop;
        rowLevel_[static_cast<std::size_t>(r)] = rowLevel;
        total += rowDrop;
        level += rowLevel;
    }
    if (total == 0 && level == 0) return {-1, -1, best};  // a local minimum
    // A downhill successor with odds proportional to its drop, else a level one.
    const bool down = total > 0;
    const auto& weights = down ? rowCount_ : rowLevel_;
    std::uint64_t x = rng_.below64(down ? total : level);
    for (int r = 0; r < n_; ++r) {
        const auto ur = static_cast<std::size_t>(r);
        if (x >= weights[ur]) {
            x -= weights[ur];
            continue;
        }
        const int cur = board_.column(r);
        const int own = board_.conflicts(r, cur);
        for (int c = 0; c < n_; ++c) {
            if (c == cur) continue;
            const std::int64_t d = board_.linesThrough(r, c) - own;
            const std::uint64_t weight =
                down ? (d < 0 ? static_cast<std::uint64_t>(-d) : 0) : (d == 0 ? 1 : 0);
            if (x < weight) return {r, c, d};
            x -= weight;
        }
    }
    return {};  // unreachable: x < the sum of the weights
}

HillClimbingStepper::Candidate HillClimbingStepper::successor(std::uint64_t k) const {
    const auto others = static_cast<std::uint64_t>(n_ - 1);
    const int r = static_cast<int>(k / others);
    const int off = static_cast<int>(k % others);
    const int c = off < board_.column(r) ? off : off + 1;
    return {r, c, board_.moveDelta(r, c)};
}

// A permutation of [0, 4^halfBits_): four Feistel rounds on two halves of halfBits_ bits.
std::uint64_t HillClimbingStepper::feistel(std::uint64_t x) const {
    const std::uint64_t mask = (std::uint64_t{1} << halfBits_) - 1;
    std::uint64_t left = x >> halfBits_;
    std::uint64_t right = x & mask;
    for (const std::uint64_t key : keys_) {
        const std::uint64_t f = SplitMix64::mix(right ^ key) & mask;
        const std::uint64_t newRight = left ^ f;
        left = right;
        right = newRight;
    }
    return (left << halfBits_) | right;
}

bool HillClimbingStepper::proposeStep(StepEvent& e) {
    if (accepted_) {
        accepted_ = false;
        phase_ = Phase::Search;
        sideways_ = 0;
        e = makeMove(pick_, Downhill);
        return true;
    }
    if (drawn_ == successors_) {  // none lowers h
        phase_ = Phase::Search;
        return decide(hasLevel_ ? level_ : Candidate{-1, -1, 1}, e);
    }
    // Cycle-walking: the permutation of the larger range, repeated until it lands in range,
    // maps [0, successors_) one to one onto itself.
    std::uint64_t k = drawn_++;
    do k = feistel(k);
    while (k >= successors_);
    const Candidate c = successor(k);
    const bool better = c.delta < 0;
    e = StepEvent::make(EventKind::Propose, FirstChoice, c.row, c.col,
                        reasonCode(better ? SwapVerdict::Accepted : SwapVerdict::Rejected));
    e.delta = c.delta;
    e.value = toBits(better ? 1.0 : 0.0);
    if (better) {
        accepted_ = true;
        pick_ = c;
    } else if (c.delta == 0 && !hasLevel_) {
        hasLevel_ = true;
        level_ = c;
    }
    return true;
}

bool HillClimbingStepper::decide(const Candidate& next, StepEvent& e) {
    if (next.row >= 0 && next.delta < 0) {
        sideways_ = 0;
        e = makeMove(next, Downhill);
        return true;
    }
    if (next.row >= 0 && next.delta == 0 && sideways_ < sidewaysLimit_) {
        ++sideways_;
        e = makeMove(next, Sideways);
        return true;
    }
    return stuck(next.row >= 0 && next.delta == 0 ? StopReason::Plateau : StopReason::LocalMinimum,
                 e);
}

StepEvent HillClimbingStepper::makeMove(const Candidate& c, Line line) {
    StepEvent e =
        StepEvent::make(EventKind::Move, line, c.row, c.col, reasonCode(moveKindOf(c.delta)));
    e.c = board_.column(c.row);
    e.delta = c.delta;
    board_.move(c.row, c.col);
    ++moves_;
    if (board_.h() == 0) ending_.solved(Goal);
    return e;
}

bool HillClimbingStepper::stuck(StopReason why, StepEvent& e) {
    if (randomRestart_ && (maxRestarts_ == 0 || restarts_ < maxRestarts_)) {
        ++restarts_;
        e = StepEvent::make(EventKind::Restart, Restart, static_cast<int>(restarts_));
        row_ = 0;
        phase_ = Phase::Clear;
        return true;
    }
    ending_.stop(randomRestart_ ? StopReason::RestartLimit : why, GiveUp);
    return ending_.next(e);
}

}  // namespace queens
