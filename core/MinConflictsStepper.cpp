#include "MinConflictsStepper.h"

#include "SwapDelta.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "FixedQueens.h"

namespace queens {

MinConflictsStepper::MinConflictsStepper(const StepperOptions& options)
    : Stepper(options), n_(options.n), rng_(options.seed) {
    if (n_ < 1) {
        n_ = 0;
        ending_.stop(StopReason::Finished, Build);
        return;
    }
    const auto un = static_cast<std::size_t>(n_);
    maxSteps_ = options.maxStepsPerRestart != 0 ? options.maxStepsPerRestart
                                                : 7 * static_cast<std::uint64_t>(n_) + 100;
    maxRestarts_ = restartLimit(options.maxRestarts, n_);
    cols_.resize(un);
    for (int c = 0; c < n_; ++c) cols_[static_cast<std::size_t>(c)] = c;
    diag_.assign(2 * un - 1, 0);
    anti_.assign(2 * un - 1, 0);
    list_.assign(un, 0);
    listed_.assign(un, 0);
    poolEnd_ = n_;
    if (FixedQueens::anyGiven(options.fixed)) setUpGiven(options.fixed);
    untried_ = poolEnd_;
}

// ---- given queens ---------------------------------------------------------------------------

void MinConflictsStepper::setUpGiven(const std::vector<int>& fixed) {
    if (auto why = FixedQueens::problem(fixed, n_); !why.empty()) throw std::invalid_argument(why);
    if (const auto pair = FixedQueens::attackingPair(fixed); pair.rowA >= 0)
        throw std::invalid_argument("min-conflicts search cannot keep the given queens of rows " +
                                    std::to_string(pair.rowA) + " and " +
                                    std::to_string(pair.rowB) + ": they attack each other");
    hasGiven_ = true;
    const auto un = static_cast<std::size_t>(n_);
    given_.assign(fixed.begin(), fixed.end());
    freeIndex_.assign(un, -1);
    freeRows_.clear();
    freeRows_.reserve(un);
    for (int r = 0; r < n_; ++r) {
        if (given_[static_cast<std::size_t>(r)] != FixedQueens::kFree) continue;
        freeIndex_[static_cast<std::size_t>(r)] = static_cast<std::int32_t>(freeRows_.size());
        freeRows_.push_back(r);
    }
    // The first pool: the free columns in increasing order, then the given ones.
    std::vector<std::uint8_t> isGiven(un, 0);
    for (const int c : given_)
        if (c != FixedQueens::kFree) isGiven[static_cast<std::size_t>(c)] = 1;
    int w = 0;
    for (int c = 0; c < n_; ++c)
        if (!isGiven[static_cast<std::size_t>(c)]) cols_[static_cast<std::size_t>(w++)] = c;
    appendGivenColumns(w);
}

void MinConflictsStepper::appendGivenColumns(int w) {
    poolEnd_ = w;
    for (const int c : given_)
        if (c != FixedQueens::kFree) cols_[static_cast<std::size_t>(w++)] = c;
    // Count the given queens on their diagonals now, so that every checked draw of a free row
    // avoids them, also those of rows below it.
    for (int r = 0; r < n_; ++r)
        if (const int c = given_[static_cast<std::size_t>(r)]; c != FixedQueens::kFree)
            addQueen(r, c);
}

bool MinConflictsStepper::isGiven(int row) const {
    return hasGiven_ && given_[static_cast<std::size_t>(row)] != FixedQueens::kFree;
}

bool MinConflictsStepper::next(StepEvent& e) {
    if (ending_.active()) return ending_.next(e);
    switch (phase_) {
        case Phase::Build:
            return buildStep(e);
        case Phase::Search:
            return searchStep(e);
        case Phase::Clear:
            return clearStep(e);
    }
    return false;
}

// ---- build: random permutation with a conflict-free prefix --------------------------------

// The Place that ends row r's build (given or drawn): the next row starts with a full pool.
StepEvent MinConflictsStepper::placeBuilt(int r, int col) {
    pending_ = Pending::None;
    tries_ = 0;
    untried_ = poolEnd_;
    if (++row_ == n_) finishBuild();
    return StepEvent::make(EventKind::Place, Build, r, col);
}

bool MinConflictsStepper::buildStep(StepEvent& e) {
    const int r = row_;
    if (pending_ == Pending::PlaceGiven) {
        // cols_[poolEnd_] is this row's given column (the given ones wait in row order); its
        // diagonals are counted already.
        const int col = given_[static_cast<std::size_t>(r)];
        std::swap(cols_[static_cast<std::size_t>(r)], cols_[static_cast<std::size_t>(poolEnd_)]);
        ++poolEnd_;
        e = placeBuilt(r, col);
        return true;
    }
    if (pending_ == Pending::Reject) {
        // Move the rejected column out of the untried part cols_[r..untried_-1] of the pool.
        const int col = cols_[static_cast<std::size_t>(pendIndex_)];
        std::swap(cols_[static_cast<std::size_t>(pendIndex_)],
                  cols_[static_cast<std::size_t>(--untried_)]);
        e = StepEvent::make(EventKind::Reject, Build, r, col, pendReason_);
        ++tries_;
        pending_ = Pending::None;
        return true;
    }
    if (pending_ == Pending::Place) {
        const auto idx = static_cast<std::size_t>(pendIndex_);
        const int col = cols_[idx];
        std::swap(cols_[static_cast<std::size_t>(r)], cols_[idx]);
        addQueen(r, col);
        e = placeBuilt(r, col);
        return true;
    }
    if (isGiven(r)) {  // no draw: the given queen, without a check
        e = StepEvent::make(EventKind::Try, Build, r, given_[static_cast<std::size_t>(r)]);
        pending_ = Pending::PlaceGiven;
        return true;
    }
    // A checked draw takes an untried column of the pool; an unchecked one any pool column.
    const bool checked = tries_ < kTriesPerRow && untried_ > r;
    const int range = (checked ? untried_ : poolEnd_) - r;
    pendIndex_ = r + static_cast<int>(rng_.below(static_cast<std::uint32_t>(range)));
    const int col = cols_[static_cast<std::size_t>(pendIndex_)];
    pending_ = Pending::Place;
    if (checked) {
        if (diag_[diagIndex(r, col)] != 0) {
            pending_ = Pending::Reject;
            pendReason_ = static_cast<std::uint8_t>(RejectReason::Diagonal);
        } else if (anti_[antiIndex(r, col)] != 0) {
            pending_ = Pending::Reject;
            pendReason_ = static_cast<std::uint8_t>(RejectReason::AntiDiagonal);
        }
    }
    e = StepEvent::make(EventKind::Try, Build, r, col);
    return true;
}

void MinConflictsStepper::addQueen(int row, int col) {
    std::int32_t& d = diag_[diagIndex(row, col)];
    std::int32_t& a = anti_[antiIndex(row, col)];
    collisions_ += (d >= 1 ? 1 : 0) + (a >= 1 ? 1 : 0);
    ++d;
    ++a;
}

void MinConflictsStepper::removeQueen(int row, int col) {
    std::int32_t& d = diag_[diagIndex(row, col)];
    std::int32_t& a = anti_[antiIndex(row, col)];
    --d;
    --a;
    collisions_ -= (d >= 1 ? 1 : 0) + (a >= 1 ? 1 : 0);
}

void MinConflictsStepper::finishBuild() {
    steps_ = 0;
    if (collisions_ == 0) {
        ending_.solved(CheckSolution);
        return;
    }
    rebuildAttackedList();
    phase_ = Phase::Search;
    if (hasGiven_ && freeRows_.size() < 2) {
        // No swap between free rows exists and every build gives this board: give up.
        ending_.stop(StopReason::Finished, CheckLimit);
    }
}

bool MinConflictsStepper::attacked(int row) const {
    const int col = cols_[static_cast<std::size_t>(row)];
    return diag_[diagIndex(row, col)] > 1 || anti_[antiIndex(row, col)] > 1;
}

void MinConflictsStepper::rebuildAttackedList() {
    std::fill(listed_.begin(), listed_.end(), std::uint8_t{0});
    listCount_ = 0;
    for (int r = 0; r < n_; ++r) {
        if (!attacked(r) || isGiven(r)) continue;  // given queens never move
        list_[static_cast<std::size_t>(listCount_++)] = r;
        listed_[static_cast<std::size_t>(r)] = 1;
    }
    readPos_ = 0;
    writePos_ = 0;
}

// ---- search: swaps that lower the collisions -----------------------------------------------

// The next listed row that is attacked; drops stale entries and starts a new sweep at the end
// of the list. By the invariant in the header one exists while collisions > 0.
int MinConflictsStepper::nextAttacked() {
    for (;;) {
        if (readPos_ == listCount_) {
            listCount_ = writePos_;
            readPos_ = 0;
            writePos_ = 0;
            // Unreachable by the invariant; a rescan keeps the search safe should it ever break.
            if (listCount_ == 0) rebuildAttackedList();
            if (listCount_ == 0) return -1;  // no attacked queen: the counters are wrong
        }
        const int r = list_[static_cast<std::size_t>(readPos_++)];
        if (attacked(r)) {
            list_[static_cast<std::size_t>(writePos_++)] = r;
            return r;
        }
        listed_[static_cast<std::size_t>(r)] = 0;
    }
}

std::int64_t MinConflictsStepper::swapDelta(int i, int j) const {
    const int ci = cols_[static_cast<std::size_t>(i)];
    const int cj = cols_[static_cast<std::size_t>(j)];
    const auto diagCount = [this](std::size_t d) { return diag_[d]; };
    const auto antiCount = [this](std::size_t d) { return anti_[d]; };
    return familySwapDelta(diagCount, {diagIndex(i, ci), diagIndex(j, cj), diagIndex(i, cj),
                                       diagIndex(j, ci)}) +
           familySwapDelta(
               antiCount, {antiIndex(i, ci), antiIndex(j, cj), antiIndex(i, cj), antiIndex(j, ci)});
}

void MinConflictsStepper::applySwap(int i, int j) {
    auto& ci = cols_[static_cast<std::size_t>(i)];
    auto& cj = cols_[static_cast<std::size_t>(j)];
    --diag_[diagIndex(i, ci)];
    --anti_[antiIndex(i, ci)];
    --diag_[diagIndex(j, cj)];
    --anti_[antiIndex(j, cj)];
    std::swap(ci, cj);
    ++diag_[diagIndex(i, ci)];
    ++anti_[antiIndex(i, ci)];
    ++diag_[diagIndex(j, cj)];
    ++anti_[antiIndex(j, cj)];
}

bool MinConflictsStepper::searchStep(StepEvent& e) {
    if (pending_ == Pending::Swap) {
        pending_ = Pending::None;
        applySwap(swapI_, swapJ_);
        collisions_ += swapDelta_;
        // i stays listed (its entry was kept by nextAttacked); j joins the list if attacked now:
        // into the hole left by entries dropped in this sweep (j then waits for the next sweep),
        // else at the end. Each row is listed at most once, so the n slots of list_ suffice.
        const auto uj = static_cast<std::size_t>(swapJ_);
        if (!listed_[uj] && attacked(swapJ_)) {
            listed_[uj] = 1;
            const int slot = writePos_ < readPos_ ? writePos_++ : listCount_++;
            list_[static_cast<std::size_t>(slot)] = swapJ_;
        }
        e = StepEvent::make(EventKind::Swap, SwapRows, swapI_, swapJ_);
        if (collisions_ == 0) ending_.solved(CheckSolution);
        return true;
    }
    if (steps_ >= maxSteps_) {
        if (maxRestarts_ != 0 && restarts_ >= maxRestarts_) {
            ending_.stop(StopReason::Finished, CheckLimit);
            return ending_.next(e);
        }
        ++restarts_;
        e = StepEvent::make(EventKind::Restart, CheckLimit, static_cast<int>(restarts_));
        clearRow_ = 0;
        phase_ = Phase::Clear;
        return true;
    }
    const int i = nextAttacked();
    if (i < 0) {  // cannot happen while collisions_ > 0; end the run rather than loop
        ending_.stop(StopReason::Finished, CheckLimit);
        return ending_.next(e);
    }
    int j = 0;
    if (!hasGiven_) {
        j = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_ - 1)));
        if (j >= i) ++j;
    } else {  // the same draw among the free rows only
        int t = static_cast<int>(rng_.below(static_cast<std::uint32_t>(freeRows_.size() - 1)));
        if (t >= freeIndex_[static_cast<std::size_t>(i)]) ++t;
        j = freeRows_[static_cast<std::size_t>(t)];
    }
    const std::int64_t delta = swapDelta(i, j);
    ++steps_;
    const bool accept = delta < 0;
    e = StepEvent::make(
        EventKind::Evaluate, AcceptIfBetter, i, j,
        static_cast<std::uint8_t>(accept ? SwapVerdict::Accepted : SwapVerdict::Rejected));
    e.delta = delta;
    if (accept) {
        pending_ = Pending::Swap;
        swapI_ = i;
        swapJ_ = j;
        swapDelta_ = delta;
    }
    return true;
}

// ---- restart: clear the board row by row, then build again ---------------------------------

bool MinConflictsStepper::clearStep(StepEvent& e) {
    const int r = clearRow_;
    const int col = cols_[static_cast<std::size_t>(r)];
    removeQueen(r, col);
    e = StepEvent::make(EventKind::Remove, CheckLimit, r, col,
                        static_cast<std::uint8_t>(RemoveReason::Restart));
    if (++clearRow_ == n_) {
        // cols_ still holds a permutation of all columns: it is the pool of the new build.
        // With given queens, the free rows' columns (in row order) come first, then the given.
        if (hasGiven_) {
            int w = 0;
            for (int row = 0; row < n_; ++row)
                if (!isGiven(row))
                    cols_[static_cast<std::size_t>(w++)] = cols_[static_cast<std::size_t>(row)];
            appendGivenColumns(w);
        }
        row_ = 0;
        tries_ = 0;
        untried_ = poolEnd_;
        phase_ = Phase::Build;
    }
    return true;
}

}  // namespace queens
