#include "BacktrackingStepper.h"

#include "Board.h"

namespace queens {

namespace {
constexpr int kNone = -1;
}  // namespace

BacktrackingStepper::BacktrackingStepper(const StepperOptions& options)
    : Stepper(options), record_(static_cast<std::size_t>(options.n > 0 ? options.n : 0), kNone) {
    if (options.n < 1) phase_ = Phase::Finish;  // nothing to search
}

int BacktrackingStepper::firstAttacker(RejectReason& why) const {
    why = RejectReason::None;
    for (int i = 0; i < row_; ++i) {
        why = Board::attackReason(row_, col_, i, record_[static_cast<std::size_t>(i)]);
        if (why != RejectReason::None) return i;
    }
    return kNone;
}

bool BacktrackingStepper::next(StepEvent& e) {
    const int n = options_.n;
    switch (phase_) {
        case Phase::Examine:
            if (col_ < n) {
                e = StepEvent::make(EventKind::Try, LineFor, row_, col_);
                phase_ = Phase::Check;
                return true;
            }
            // Row row_ has no column left: return to the row above, or stop at row 0.
            if (row_ == 0) {
                e = StepEvent::make(EventKind::Done, LineDone);
                phase_ = Phase::Over;
                return true;
            }
            --row_;
            {
                auto& slot = record_[static_cast<std::size_t>(row_)];
                e = StepEvent::make(EventKind::Remove, LineRemove, row_, slot,
                                    reasonCode(RemoveReason::Backtrack));
                col_ = slot + 1;
                slot = kNone;
            }
            return true;

        case Phase::Check: {
            RejectReason why = RejectReason::None;
            const int attacker = firstAttacker(why);
            if (attacker != kNone) {
                e = StepEvent::make(EventKind::Reject, LineSafe, row_, col_, reasonCode(why));
                e.c = attacker;
                ++col_;
                phase_ = Phase::Examine;
                return true;
            }
            e = StepEvent::make(EventKind::Place, LinePlace, row_, col_);
            record_[static_cast<std::size_t>(row_)] = col_;
            if (row_ == n - 1) {
                phase_ = Phase::Report;
            } else {
                ++row_;
                col_ = 0;
                phase_ = Phase::Examine;
            }
            return true;
        }

        case Phase::Report:
            e = StepEvent::make(EventKind::Solution, LineReport, -1, -1,
                                reasonCode(SolutionKind::Found));
            phase_ = options_.allSolutions ? Phase::RemoveSolution : Phase::Finish;
            return true;

        case Phase::RemoveSolution: {
            auto& slot = record_[static_cast<std::size_t>(row_)];
            e = StepEvent::make(EventKind::Remove, LineRemove, row_, slot,
                                reasonCode(RemoveReason::Backtrack));
            col_ = slot + 1;
            slot = kNone;
            phase_ = Phase::Examine;
            return true;
        }

        case Phase::Finish:
            e = StepEvent::make(EventKind::Done, LineDone);
            phase_ = Phase::Over;
            return true;

        case Phase::Over:
            return false;
    }
    return false;
}

}  // namespace queens
