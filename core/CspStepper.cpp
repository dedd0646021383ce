#include "CspStepper.h"

#include <algorithm>
#include <stdexcept>

#include "Board.h"
#include "CspOrdering.h"
#include "FixedQueens.h"

namespace queens {

namespace {
using Inference = StepperOptions::Inference;
}  // namespace

std::uint64_t CspStepper::luby(std::uint64_t k) {
    // luby(k) = 2^(i-1) when k = 2^i - 1, else luby(k - 2^(i-1) + 1) for 2^(i-1) <= k < 2^i - 1.
    for (;;) {
        std::uint64_t size = 1;
        while (size < k + 1) size = size * 2;  // size = 2^i, the first power of two above k
        if (size - 1 == k) return size / 2;
        k -= size / 2 - 1;
    }
}

CspStepper::CspStepper(const StepperOptions& options)
    : Stepper(options),
      inference_(options.n, CspInference::Lines{LineForward, LineArc, LineRecurse, LineUndo}),
      rng_(options.seed) {
    if (FixedQueens::anyGiven(options.fixed))
        throw std::invalid_argument("CSP search starts from an empty board");
    const auto n = static_cast<std::size_t>(options.n > 0 ? options.n : 0);
    frames_.resize(n);
    assigned_.assign(n, -1);
    levelOf_.assign(n, -1);
    scratch_.assign(n, 0);
    if (options.backjump)
        for (Frame& f : frames_) f.conflict.assign(n, 0);
    budget_ = options.restartBacktracks * luby(1);
}

void CspStepper::emit(EventKind kind, std::uint16_t line, int a, int b, std::uint8_t reason, int c,
                      std::uint64_t value) {
    StepEvent e = StepEvent::make(kind, line, a, b, reason);
    e.c = c;
    e.value = value;
    pending_.push_back(e);
}

void CspStepper::finish(StopReason reason, std::uint16_t line) {
    emit(EventKind::Done, line, -1, -1, reasonCode(reason));
    phase_ = Phase::Over;
}

bool CspStepper::next(StepEvent& e) {
    while (head_ == pending_.size()) {
        pending_.clear();
        head_ = 0;
        if (phase_ == Phase::Over) return false;
        advance();
    }
    e = pending_[head_++];
    return true;
}

void CspStepper::advance() {
    switch (phase_) {
        case Phase::Start:
            if (n() < 1) return finish(StopReason::Finished, LineDone);
            phase_ = Phase::Select;
            if (options_.inference == Inference::Mac && !inference_.ac3(assigned_, true, pending_))
                return finish(StopReason::Finished, LineDone);  // n = 2 or 3: no solution
            if (!pending_.empty()) return;
            [[fallthrough]];
        case Phase::Select:
            select();
            return;
        case Phase::Value: {
            Frame& f = frames_[static_cast<std::size_t>(depth_ - 1)];
            if (f.next < f.values.size()) {
                tryValue(f, f.values[f.next++]);
            } else {
                valuesRanOut();
            }
            return;
        }
        case Phase::Over:
            return;
    }
}

void CspStepper::select() {
    const auto choice =
        CspOrdering::selectRow(options_.varOrder, inference_, assigned_, n() - placed_, random());
    Frame& f = frames_[static_cast<std::size_t>(depth_)];
    f.row = choice.row;
    f.col = -1;
    f.next = 0;
    f.solvedBelow = false;
    if (options_.backjump) std::fill(f.conflict.begin(), f.conflict.end(), 0);
    const std::uint64_t checks = CspOrdering::orderValues(options_.valueOrder, f.row, inference_,
                                                          assigned_, random(), f.values);
    levelOf_[static_cast<std::size_t>(f.row)] = depth_;
    ++depth_;
    emit(EventKind::Select, LineSelect, f.row, static_cast<int>(f.values.size()), 0, choice.degree,
         checks);
    phase_ = Phase::Value;
}

void CspStepper::tryValue(Frame& f, int col) {
    const int row = f.row;
    if (options_.inference == Inference::None) {
        // Test against the assigned queens in assignment order, up to the first attacker.
        std::uint64_t checks = 0;
        for (int level = 0; level + 1 < depth_; ++level) {
            const Frame& q = frames_[static_cast<std::size_t>(level)];
            ++checks;
            const RejectReason why = Board::attackReason(row, col, q.row, q.col);
            if (why == RejectReason::None) continue;
            emit(EventKind::Try, LineValue, row, col, 0, -1, checks);
            emit(EventKind::Reject, LinePlace, row, col, reasonCode(why), q.row);
            if (options_.backjump) f.conflict[static_cast<std::size_t>(q.row)] = 1;
            return;
        }
        emit(EventKind::Try, LineValue, row, col, 0, -1, checks);
    } else {
        emit(EventKind::Try, LineValue, row, col);
    }
    emit(EventKind::Place, LinePlace, row, col);
    f.col = col;
    f.mark = inference_.mark();
    assigned_[static_cast<std::size_t>(row)] = col;
    ++placed_;
    if (placed_ == n()) {
        emit(EventKind::Solution, LineComplete, -1, -1, reasonCode(SolutionKind::Found));
        if (!options_.allSolutions) return finish(StopReason::Finished, LineDone);
        for (int level = 0; level < depth_; ++level)
            frames_[static_cast<std::size_t>(level)].solvedBelow = true;
        undoValue(f, RemoveReason::Backtrack, LineUndo);
        return afterBacktrack();
    }
    if (options_.inference == Inference::None) {
        phase_ = Phase::Select;
        return;
    }
    bool ok = inference_.forwardCheck(row, col, assigned_, pending_);
    if (ok && options_.inference == Inference::Mac) ok = inference_.ac3(assigned_, false, pending_);
    if (ok) {
        phase_ = Phase::Select;
        return;
    }
    if (options_.backjump) {
        std::fill(scratch_.begin(), scratch_.end(), 0);
        inference_.explain(inference_.wipedRow(), scratch_);
        for (std::size_t r = 0; r < scratch_.size(); ++r)
            if (scratch_[r] && static_cast<int>(r) != row) f.conflict[r] = 1;
    }
    undoValue(f, RemoveReason::Backtrack, LineUndo);
    afterBacktrack();
}

void CspStepper::undoValue(Frame& f, RemoveReason reason, std::uint16_t line) {
    inference_.undoTo(f.mark, pending_);
    emit(EventKind::Remove, line, f.row, f.col, reasonCode(reason));
    assigned_[static_cast<std::size_t>(f.row)] = -1;
    --placed_;
    f.col = -1;
    if (reason == RemoveReason::Backtrack) ++backtracks_;
}

void CspStepper::afterBacktrack() {
    phase_ = Phase::Value;
    if (budget_ > 0 && backtracks_ >= budget_) restart();
}

void CspStepper::valuesRanOut() {
    if (options_.backjump) return backjump();
    --depth_;  // the row is no longer selected
    if (depth_ == 0) return finish(StopReason::Finished, LineDone);
    undoValue(frames_[static_cast<std::size_t>(depth_ - 1)], RemoveReason::Backtrack, LineUndo);
    afterBacktrack();
}

void CspStepper::backjump() {
    Frame& f = frames_[static_cast<std::size_t>(depth_ - 1)];
    std::vector<char>& set = f.conflict;
    if (f.solvedBelow) {
        for (int level = 0; level + 1 < depth_; ++level)
            set[static_cast<std::size_t>(frames_[static_cast<std::size_t>(level)].row)] = 1;
    } else {
        inference_.explain(f.row, set);
    }
    set[static_cast<std::size_t>(f.row)] = 0;
    int target = -1;  // the latest level of the conflict set
    std::uint64_t mask = 0;
    for (std::size_t r = 0; r < set.size(); ++r) {
        if (!set[r]) continue;
        target = std::max(target, levelOf_[r]);
        if (n() <= 64) mask |= std::uint64_t{1} << r;
    }
    const int exhausted = depth_ - 1;
    const int targetRow = target < 0 ? -1 : frames_[static_cast<std::size_t>(target)].row;
    emit(EventKind::Jump, LineJump, f.row, targetRow, 0, exhausted - 1 - target, mask);
    for (depth_ = exhausted; depth_ - 1 > target; --depth_)
        undoValue(frames_[static_cast<std::size_t>(depth_ - 1)], RemoveReason::Backjump, LineJump);
    if (target < 0) return finish(StopReason::Finished, LineDone);
    Frame& t = frames_[static_cast<std::size_t>(target)];
    for (std::size_t r = 0; r < set.size(); ++r)
        if (set[r] && static_cast<int>(r) != t.row) t.conflict[r] = 1;
    undoValue(t, RemoveReason::Backtrack, LineUndo);
    afterBacktrack();
}

void CspStepper::restart() {
    if (options_.maxRestarts > 0 && restarts_ >= options_.maxRestarts)
        return finish(StopReason::RestartLimit, LineRestart);
    ++restarts_;
    emit(EventKind::Restart, LineRestart, static_cast<int>(restarts_));
    for (; depth_ > 0; --depth_) {
        Frame& f = frames_[static_cast<std::size_t>(depth_ - 1)];
        if (f.col >= 0) undoValue(f, RemoveReason::Restart, LineRestart);
    }
    inference_.undoTo(0, pending_);
    backtracks_ = 0;
    budget_ = options_.restartBacktracks * luby(restarts_ + 1);
    phase_ = Phase::Start;
}

}  // namespace queens
