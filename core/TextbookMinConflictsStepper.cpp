#include "TextbookMinConflictsStepper.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "MinConflictsStepper.h"

namespace queens {

TextbookMinConflictsStepper::TextbookMinConflictsStepper(const StepperOptions& options)
    : Stepper(options),
      n_(options.n),
      rng_(options.seed),
      maxSteps_(options.maxStepsPerRestart),
      maxRestarts_(options.maxRestarts) {
    if (n_ < 1) {
        n_ = 0;
        ending_.stop(StopReason::Finished, Goal);
        return;
    }
    const auto un = static_cast<std::size_t>(n_);
    if (maxSteps_ == 0) maxSteps_ = 4 * static_cast<std::uint64_t>(n_) + 100;
    maxRestarts_ = MinConflictsStepper::restartLimit(maxRestarts_, n_);
    board_.reset(n_);
    colRows_.assign(un, 0);
    diagRows_.assign(2 * un - 1, 0);
    antiRows_.assign(2 * un - 1, 0);
    list_.reserve(un);
    listed_.assign(un, 0);
    if (n_ > kExactGreedyMaxN) {
        pool_.resize(un);
        for (int c = 0; c < n_; ++c) pool_[static_cast<std::size_t>(c)] = c;
        poolSize_ = n_;
    }
}

bool TextbookMinConflictsStepper::next(StepEvent& e) {
    if (ending_.active()) return ending_.next(e);
    switch (phase_) {
        case Phase::Build:
            return buildStep(e);
        case Phase::Search:
            return searchStep(e);
        case Phase::Move:
            return moveStep(e);
        case Phase::Clear:
            return clearStep(e);
    }
    return false;
}

// ---- the board and the row XORs ------------------------------------------------------------

void TextbookMinConflictsStepper::addQueen(int row, int col) {
    board_.place(row, col);
    colRows_[static_cast<std::size_t>(col)] ^= row;
    diagRows_[diagIndex(row, col)] ^= row;
    antiRows_[antiIndex(row, col)] ^= row;
}

void TextbookMinConflictsStepper::removeQueen(int row) {
    const int col = board_.column(row);
    board_.remove(row);
    colRows_[static_cast<std::size_t>(col)] ^= row;
    diagRows_[diagIndex(row, col)] ^= row;
    antiRows_[antiIndex(row, col)] ^= row;
}

// ---- greedy start ---------------------------------------------------------------------------

// One pass counts the columns of least cost, one draw picks one of them, a second pass finds it.
template <class Cost>
int TextbookMinConflictsStepper::drawLeast(Cost cost) {
    int best = std::numeric_limits<int>::max();
    std::uint32_t ties = 0;
    for (int c = 0; c < n_; ++c) {
        const int k = cost(c);
        if (k < best) {
            best = k;
            ties = 1;
        } else if (k == best) {
            ++ties;
        }
    }
    std::uint32_t t = rng_.below(ties);
    for (int c = 0; c < n_; ++c)
        if (cost(c) == best && t-- == 0) return c;
    return 0;  // unreachable: ties >= 1
}

// Exact: every column; conflicts with the rows placed so far are the queens on its lines.
int TextbookMinConflictsStepper::greedyColumn(int row) {
    return drawLeast([this, row](int c) { return board_.linesThrough(row, c); });
}

// Sampled: random unused columns, drawn without repetition into pool_[0 .. t-1].
int TextbookMinConflictsStepper::sampledColumn(int row) {
    const int draws = std::min(kGreedyDraws, poolSize_);
    int bestAt = 0;
    int best = n_ * 3;
    for (int t = 0; t < draws; ++t) {
        const int k = t + static_cast<int>(rng_.below(static_cast<std::uint32_t>(poolSize_ - t)));
        std::swap(pool_[static_cast<std::size_t>(t)], pool_[static_cast<std::size_t>(k)]);
        const int conflicts = board_.linesThrough(row, pool_[static_cast<std::size_t>(t)]);
        if (conflicts < best) {
            best = conflicts;
            bestAt = t;
            if (conflicts == 0) break;
        }
    }
    const int col = pool_[static_cast<std::size_t>(bestAt)];
    pool_[static_cast<std::size_t>(bestAt)] = pool_[static_cast<std::size_t>(--poolSize_)];
    return col;
}

bool TextbookMinConflictsStepper::buildStep(StepEvent& e) {
    const int r = row_;
    const int col = n_ > kExactGreedyMaxN ? sampledColumn(r) : greedyColumn(r);
    addQueen(r, col);
    e = StepEvent::make(EventKind::Place, Greedy, r, col);
    if (++row_ == n_) {
        steps_ = 0;
        if (board_.h() == 0) {
            ending_.solved(Goal);
        } else {
            listAttacked();
            phase_ = Phase::Search;
        }
    }
    return true;
}

void TextbookMinConflictsStepper::listAttacked() {
    std::fill(listed_.begin(), listed_.end(), std::uint8_t{0});
    list_.clear();  // keeps its capacity of n rows: a row is listed at most once
    for (int r = 0; r < n_; ++r) {
        if (!board_.attacked(r)) continue;
        list_.push_back(r);
        listed_[static_cast<std::size_t>(r)] = 1;
    }
}

// ---- the search -----------------------------------------------------------------------------

int TextbookMinConflictsStepper::pickConflicted() {
    for (;;) {
        if (list_.empty()) listAttacked();  // unreachable by the invariant while h > 0
        if (list_.empty()) return -1;
        const auto i = rng_.below(static_cast<std::uint32_t>(list_.size()));
        const int r = list_[i];
        if (board_.attacked(r)) return r;
        listed_[static_cast<std::size_t>(r)] = 0;
        list_[i] = list_.back();
        list_.pop_back();
    }
}

bool TextbookMinConflictsStepper::searchStep(StepEvent& e) {
    if (steps_ >= maxSteps_) {
        if (maxRestarts_ != 0 && restarts_ >= maxRestarts_) {
            ending_.stop(StopReason::RestartLimit, Restart);
            return ending_.next(e);
        }
        ++restarts_;
        e = StepEvent::make(EventKind::Restart, Restart, static_cast<int>(restarts_));
        row_ = 0;
        phase_ = Phase::Clear;
        return true;
    }
    const int r = pickConflicted();
    if (r < 0) {  // cannot happen while h > 0; end the run rather than loop
        ending_.stop(StopReason::RestartLimit, Restart);
        return ending_.next(e);
    }
    // The least-conflicted columns of row r (its own included), one drawn among them.
    const int cur = board_.column(r);
    const int col = drawLeast([this, r](int c) { return board_.conflicts(r, c); });
    const std::int64_t delta = board_.conflicts(r, col) - board_.conflicts(r, cur);
    ++steps_;
    e = StepEvent::make(EventKind::Propose, PickColumn, r, col, reasonCode(SwapVerdict::Accepted));
    e.delta = delta;
    e.value = toBits(1.0);
    if (col != cur) {
        moveRow_ = r;
        moveCol_ = col;
        moveDelta_ = delta;
        phase_ = Phase::Move;
    }
    return true;
}

bool TextbookMinConflictsStepper::moveStep(StepEvent& e) {
    const int r = moveRow_;
    const int col = moveCol_;
    const int from = board_.column(r);
    removeQueen(r);
    // The only queen of a target line, if any, becomes conflicted: list it. (A line with two or
    // more queens holds conflicted queens only, listed already; r itself is listed.)
    const auto listOnly = [this](int count, std::int32_t rows) {
        if (count != 1) return;
        const auto other = static_cast<std::size_t>(rows);
        if (listed_[other]) return;
        listed_[other] = 1;
        list_.push_back(rows);
    };
    listOnly(board_.columnCount(col), colRows_[static_cast<std::size_t>(col)]);
    listOnly(board_.diagonalCount(r, col), diagRows_[diagIndex(r, col)]);
    listOnly(board_.antiDiagonalCount(r, col), antiRows_[antiIndex(r, col)]);
    addQueen(r, col);
    e = StepEvent::make(EventKind::Move, MoveQueen, r, col, reasonCode(moveKindOf(moveDelta_)));
    e.c = from;
    e.delta = moveDelta_;
    phase_ = Phase::Search;
    if (board_.h() == 0) ending_.solved(Goal);
    return true;
}

// ---- restart --------------------------------------------------------------------------------

bool TextbookMinConflictsStepper::clearStep(StepEvent& e) {
    const int r = row_;
    const int col = board_.column(r);
    removeQueen(r);
    e = StepEvent::make(EventKind::Remove, Restart, r, col, reasonCode(RemoveReason::Restart));
    if (++row_ == n_) {
        row_ = 0;
        if (!pool_.empty()) {
            for (int c = 0; c < n_; ++c) pool_[static_cast<std::size_t>(c)] = c;
            poolSize_ = n_;
        }
        phase_ = Phase::Build;
    }
    return true;
}

}  // namespace queens
