#include "GraphSearchStepper.h"

#include "Board.h"
#include "FixedQueens.h"

#include <stdexcept>
#include <string>

namespace queens {

GraphSearchStepper::GraphSearchStepper(const StepperOptions& options, Discipline discipline)
    : Stepper(options), discipline_(discipline) {
    if (options.n < 1 || options.n > kMaxN)
        throw std::invalid_argument("graph search supports N from 1 to 16; got " +
                                    std::to_string(options.n));
    if (auto why = FixedQueens::problem(options.fixed, options.n); !why.empty())
        throw std::invalid_argument(why);
}

GraphSearchStepper::GraphSearchStepper(const StepperOptions& options, const LineMap& lines)
    : GraphSearchStepper(options, Discipline::Stack) {
    deepening_ = true;
    lines_ = lines;
    phase_ = Phase::Deepen;
}

StepEvent GraphSearchStepper::make(EventKind kind, std::uint16_t id, int a, int b) const {
    return StepEvent::make(kind, line(id), a, b);
}

int GraphSearchStepper::attacker(int row, int col, RejectReason& reason) const {
    for (int r = 0; r < current_.depth; ++r) {
        reason = Board::attackReason(row, col, r, current_.col(r));
        if (reason != RejectReason::None) return r;
    }
    return -1;
}

bool GraphSearchStepper::next(StepEvent& e) {
    const int n = options_.n;
    const bool dfs = discipline_ == Discipline::Stack;
    for (;;) {
        switch (phase_) {
            case Phase::Deepen:
                e = make(EventKind::Deepen, kLineDeepen, limit_ + 1, limit_);
                e.value = closed_;
                ++limit_;
                closed_ = 0;
                passCutoffs_ = 0;
                phase_ = Phase::PushRoot;
                return true;

            case Phase::Clear:
                if (shownDepth_ > 0) {
                    --shownDepth_;
                    e = make(EventKind::Remove, kLineDeepen, shownDepth_, shown_[shownDepth_]);
                    e.reason = reasonCode(RemoveReason::Next);
                    return true;
                }
                phase_ = Phase::Deepen;
                break;

            case Phase::PushRoot:
                open_.push_back(Node{});
                e = make(EventKind::Push, kLineInit);
                e.value = 0;
                phase_ = Phase::Pop;
                return true;

            case Phase::Pop: {
                if (open_.empty()) {
                    const bool deeper = deepening_ && limit_ < n && passCutoffs_ > 0;
                    phase_ = deeper ? Phase::Clear : Phase::Finish;
                    break;
                }
                ++closed_;
                if (dfs) {
                    current_ = open_.back();
                    open_.pop_back();
                } else {
                    current_ = open_.front();
                    open_.pop_front();
                }
                const int d = current_.depth;
                e = make(EventKind::Pop, kLinePop, d > 0 ? d - 1 : -1,
                         d > 0 ? current_.col(d - 1) : -1);
                e.value = static_cast<std::uint64_t>(d);
                keep_ = 0;
                while (keep_ < shownDepth_ && keep_ < d && shown_[keep_] == current_.col(keep_))
                    ++keep_;
                phase_ = Phase::Unwind;
                return true;
            }

            case Phase::Unwind:
                if (shownDepth_ > keep_) {
                    --shownDepth_;
                    e = make(EventKind::Remove, kLineShow, shownDepth_, shown_[shownDepth_]);
                    e.reason = reasonCode(RemoveReason::Next);
                    return true;
                }
                phase_ = Phase::Rebuild;
                break;

            case Phase::Rebuild:
                if (shownDepth_ < current_.depth) {
                    shown_[shownDepth_] = current_.col(shownDepth_);
                    e = make(EventKind::Place, kLineShow, shownDepth_, shown_[shownDepth_]);
                    ++shownDepth_;
                    return true;
                }
                phase_ = Phase::Examine;
                break;

            case Phase::Examine:
                if (current_.depth == n) {
                    e = make(EventKind::Solution, kLineSolution);
                    e.reason = reasonCode(SolutionKind::Found);
                    phase_ = options_.allSolutions ? Phase::Pop : Phase::Finish;
                    return true;
                }
                if (deepening_ && current_.depth == limit_) {
                    const int d = current_.depth;
                    e = make(EventKind::Cutoff, kLineCutoff, d > 0 ? d - 1 : -1,
                             d > 0 ? current_.col(d - 1) : -1);
                    e.value = static_cast<std::uint64_t>(d);
                    ++passCutoffs_;
                    phase_ = Phase::Pop;
                    return true;
                }
                given_ = FixedQueens::givenColumn(options_.fixed, current_.depth);
                col_ = given_ != FixedQueens::kFree ? given_ : dfs ? n - 1 : 0;
                phase_ = Phase::Try;
                break;

            case Phase::Try:
                e = make(EventKind::Try, kLineFor, current_.depth, col_);
                phase_ = Phase::Verdict;
                return true;

            case Phase::Verdict: {
                const int row = current_.depth;
                RejectReason why = RejectReason::None;
                const int by = attacker(row, col_, why);
                if (by >= 0) {
                    e = make(EventKind::Reject, kLineReject, row, col_);
                    e.reason = reasonCode(why);
                    e.c = by;
                } else {
                    open_.push_back(current_.child(row, col_));
                    e = make(EventKind::Push, kLinePush, row, col_);
                    e.value = static_cast<std::uint64_t>(row + 1);
                }
                col_ += dfs ? -1 : 1;
                phase_ = (col_ < 0 || col_ >= n || given_ != FixedQueens::kFree) ? Phase::Pop
                                                                                 : Phase::Try;
                return true;
            }

            case Phase::Finish:
                e = make(EventKind::Done, kLineDone);
                phase_ = Phase::Finished;
                return true;

            case Phase::Finished:
                return false;
        }
    }
}

}  // namespace queens
