#include "PermutationStepper.h"

#include <stdexcept>

#include "FixedQueens.h"

namespace queens {

namespace {
constexpr int kNone = -1;
}  // namespace

PermutationStepper::PermutationStepper(const StepperOptions& options)
    : Stepper(options),
      record_(static_cast<std::size_t>(options.n > 0 ? options.n : 0), kNone),
      used_(record_.size(), 0) {
    if (auto why = FixedQueens::problem(options.fixed, options.n); !why.empty())
        throw std::invalid_argument(why);
    if (options.n < 1) phase_ = Phase::Finish;  // nothing to search
    // A given column is never a candidate of a free row: mark it used from the start.
    for (int r = 0; r < options.n; ++r)
        if (const int c = FixedQueens::givenColumn(options.fixed, r); c != FixedQueens::kFree)
            used_[static_cast<std::size_t>(c)] = 1;
    if (options.n >= 1) enterRow();  // row 0
}

void PermutationStepper::enterRow() {
    const int given = FixedQueens::givenColumn(options_.fixed, row_);
    col_ = given == FixedQueens::kFree ? 0 : given;
}

void PermutationStepper::takeOff(StepEvent& e) {
    auto& slot = record_[static_cast<std::size_t>(row_)];
    e = StepEvent::make(EventKind::Remove, LineRemove, row_, slot, reasonCode(RemoveReason::Next));
    // A given column stays reserved for its row.
    if (FixedQueens::givenColumn(options_.fixed, row_) == FixedQueens::kFree)
        used_[static_cast<std::size_t>(slot)] = 0;
    col_ = slot + 1;
    slot = kNone;
}

bool PermutationStepper::next(StepEvent& e) {
    const int n = options_.n;
    switch (phase_) {
        case Phase::Examine: {
            const int given = FixedQueens::givenColumn(options_.fixed, row_);
            if (given == FixedQueens::kFree) {
                while (col_ < n && used_[static_cast<std::size_t>(col_)]) ++col_;
            } else if (col_ != given) {
                col_ = n;  // a given row offers only its column, which it has taken already
            }
            if (col_ < n) {
                e = StepEvent::make(EventKind::Try, LineFor, row_, col_);
                phase_ = Phase::Place;
                return true;
            }
            // Every unused column of row_ has been taken: back to the row above, or stop.
            if (row_ == 0) {
                e = StepEvent::make(EventKind::Done, LineDone);
                phase_ = Phase::Over;
                return true;
            }
            --row_;
            takeOff(e);
            return true;
        }

        case Phase::Place:
            e = StepEvent::make(EventKind::Place, LinePlace, row_, col_);
            record_[static_cast<std::size_t>(row_)] = col_;
            used_[static_cast<std::size_t>(col_)] = 1;
            if (row_ == n - 1) {
                phase_ = Phase::Check;
            } else {
                ++row_;
                enterRow();
                phase_ = Phase::Examine;
            }
            return true;

        case Phase::Check:
            for (int i = 1; i < n; ++i) {
                const int ci = record_[static_cast<std::size_t>(i)];
                for (int j = 0; j < i; ++j) {
                    const int dc = ci - record_[static_cast<std::size_t>(j)];
                    if (dc != i - j && dc != j - i) continue;
                    const RejectReason why =
                        dc == i - j ? RejectReason::Diagonal : RejectReason::AntiDiagonal;
                    e = StepEvent::make(EventKind::Reject, LineDiagonal, i, ci, reasonCode(why));
                    e.c = j;
                    phase_ = Phase::RemoveLast;
                    return true;
                }
            }
            e = StepEvent::make(EventKind::Solution, LineReport, -1, -1,
                                reasonCode(SolutionKind::Found));
            phase_ = options_.allSolutions ? Phase::RemoveLast : Phase::Finish;
            return true;

        case Phase::RemoveLast:
            takeOff(e);
            phase_ = Phase::Examine;
            return true;

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
