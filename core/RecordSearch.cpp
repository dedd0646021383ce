#include "RecordSearch.h"

#include <stdexcept>

#include "Board.h"
#include "FixedQueens.h"

namespace queens {

namespace {
constexpr int kNone = -1;
}  // namespace

RecordSearch::RecordSearch(const StepperOptions& options, const Lines& lines)
    : Stepper(options),
      lines_(lines),
      record_(static_cast<std::size_t>(options.n > 0 ? options.n : 0), kNone),
      limit_(record_.size(), 0) {
    if (auto why = FixedQueens::problem(options.fixed, options.n); !why.empty())
        throw std::invalid_argument(why);
    if (options.n < 1) phase_ = Phase::Finish;  // nothing to search
}

void RecordSearch::enterRow() {
    const int given = FixedQueens::givenColumn(options_.fixed, row_);
    if (given == FixedQueens::kFree) {
        col_ = 0;
        limit_[static_cast<std::size_t>(row_)] = columnLimit(row_);
    } else {
        col_ = given;  // a given row offers its one column
        limit_[static_cast<std::size_t>(row_)] = given + 1;
    }
}

int RecordSearch::columnLimit(int /*row*/) const {
    return options_.n;
}

bool RecordSearch::reportsMirror() const {
    return false;
}

int RecordSearch::firstAttacker(RejectReason& why) const {
    why = RejectReason::None;
    for (int i = 0; i < row_; ++i) {
        why = Board::attackReason(row_, col_, i, record_[static_cast<std::size_t>(i)]);
        if (why != RejectReason::None) return i;
    }
    return kNone;
}

void RecordSearch::takeOff(StepEvent& e) {
    auto& slot = record_[static_cast<std::size_t>(row_)];
    e = StepEvent::make(EventKind::Remove, lines_.remove, row_, slot,
                        reasonCode(RemoveReason::Backtrack));
    col_ = slot + 1;
    slot = kNone;
}

bool RecordSearch::next(StepEvent& e) {
    const int n = options_.n;
    switch (phase_) {
        case Phase::Start:
            enterRow();  // calls a hook: the constructor cannot
            phase_ = Phase::Examine;
            [[fallthrough]];

        case Phase::Examine:
            if (col_ < limit_[static_cast<std::size_t>(row_)]) {
                e = StepEvent::make(EventKind::Try, lines_.tryCell, row_, col_);
                phase_ = Phase::Check;
                return true;
            }
            if (col_ < n && FixedQueens::givenColumn(options_.fixed, row_) == FixedQueens::kFree) {
                // The rest of the row is cut off (the mirror half): show the cut once, then leave.
                e = StepEvent::make(EventKind::Reject, lines_.skip, row_, col_,
                                    reasonCode(RejectReason::Symmetry));
                col_ = n;
                return true;
            }
            // Row row_ has no column left: return to the row above, or stop at row 0.
            if (row_ == 0) {
                e = StepEvent::make(EventKind::Done, lines_.done);
                phase_ = Phase::Over;
                return true;
            }
            --row_;
            takeOff(e);
            return true;

        case Phase::Check: {
            RejectReason why = RejectReason::None;
            const int attacker = firstAttacker(why);
            if (attacker != kNone) {
                e = StepEvent::make(EventKind::Reject, lines_.attacked, row_, col_,
                                    reasonCode(why));
                e.c = attacker;
                ++col_;
                phase_ = Phase::Examine;
                return true;
            }
            e = StepEvent::make(EventKind::Place, lines_.place, row_, col_);
            record_[static_cast<std::size_t>(row_)] = col_;
            if (row_ == n - 1) {
                phase_ = Phase::Report;
            } else {
                ++row_;
                enterRow();
                phase_ = Phase::Examine;
            }
            return true;
        }

        case Phase::Report:
            e = StepEvent::make(EventKind::Solution, lines_.report, -1, -1,
                                reasonCode(SolutionKind::Found));
            if (!options_.allSolutions)
                phase_ = Phase::Finish;
            else
                phase_ = reportsMirror() ? Phase::Mirror : Phase::RemoveSolution;
            return true;

        case Phase::Mirror:
            e = StepEvent::make(EventKind::Solution, lines_.mirror, -1, -1,
                                reasonCode(SolutionKind::Mirrored));
            phase_ = Phase::RemoveSolution;
            return true;

        case Phase::RemoveSolution:
            takeOff(e);
            phase_ = Phase::Examine;
            return true;

        case Phase::Finish:
            e = StepEvent::make(EventKind::Done, lines_.done);
            phase_ = Phase::Over;
            return true;

        case Phase::Over:
            return false;
    }
    return false;
}

}  // namespace queens
