#include "BitmaskStepper.h"

#include <stdexcept>
#include <string>

#include "Bits.h"
#include "FixedQueens.h"

namespace queens {

BitmaskStepper::BitmaskStepper(const StepperOptions& options) : Stepper(options) {
    if (options.n < 1 || options.n > kMaxN)
        throw std::invalid_argument("bitmask search supports N from 1 to 64; got " +
                                    std::to_string(options.n));
    if (auto why = FixedQueens::problem(options.fixed, options.n); !why.empty())
        throw std::invalid_argument(why);
    all_ = boardMask(options.n);
    for (int r = 0; r < options.n; ++r) {
        const int c = FixedQueens::givenColumn(options.fixed, r);
        offer_[static_cast<std::size_t>(r)] = c == FixedQueens::kFree ? all_ : bitOf(c);
    }
}

int BitmaskStepper::attackerAbove(int col) const {
    for (int r = 0; r < row_; ++r) {
        const int c = columnOf(frames_[static_cast<std::size_t>(r)].bit);
        if (c == col || r - c == row_ - col || r + c == row_ + col) return r;
    }
    return -1;
}

bool BitmaskStepper::mask(StepEvent& e, Register r, std::uint64_t value, int row, Line line) {
    auto& shown = reg_[static_cast<std::size_t>(r)];
    const std::uint64_t delta = shown ^ value;
    shown = value;
    if (delta == 0) return false;
    e = StepEvent::make(EventKind::Mask, line, row);
    e.reason = reasonCode(r);
    e.value = delta;
    return true;
}

bool BitmaskStepper::next(StepEvent& e) {
    // Each case either emits one event and returns, or (a Mask with a zero delta, a row whose
    // loop ends) moves to the next phase and goes round again without emitting anything.
    for (;;) {
        Frame& f = frames_[static_cast<std::size_t>(row_)];
        switch (phase_) {
            case Phase::Enter:
                if (row_ == options_.n) {
                    e = StepEvent::make(EventKind::Solution, kLineSolution, -1);
                    e.reason = reasonCode(SolutionKind::Found);
                    phase_ = options_.allSolutions ? Phase::RestoreCols : Phase::Finish;
                    return true;
                }
                f.avail = all_ & ~(f.cols | f.ld | f.rd) & offer_[static_cast<std::size_t>(row_)];
                // A given row whose one column is attacked: show it Tried and Rejected.
                phase_ = f.avail == 0 && offer_[static_cast<std::size_t>(row_)] != all_
                             ? Phase::TryGiven
                             : Phase::Loop;
                if (mask(e, Register::Avail, f.avail, row_, kLineAvail)) return true;
                break;

            case Phase::Loop:
                if (f.avail == 0) {
                    phase_ = row_ == 0 ? Phase::Finish : Phase::RestoreCols;
                    break;
                }
                f.bit = lowestBit(f.avail);
                phase_ = Phase::ClearBit;
                if (mask(e, Register::Bit, f.bit, row_, kLinePickBit)) return true;
                break;

            case Phase::ClearBit:
                f.avail = clearLowest(f.avail);
                phase_ = Phase::Try;
                if (mask(e, Register::Avail, f.avail, row_, kLineClearBit)) return true;
                break;

            case Phase::TryGiven:
                e = StepEvent::make(EventKind::Try, kLineAvail, row_,
                                    columnOf(offer_[static_cast<std::size_t>(row_)]));
                phase_ = Phase::RejectGiven;
                return true;

            case Phase::RejectGiven: {
                const int col = columnOf(offer_[static_cast<std::size_t>(row_)]);
                e = StepEvent::make(EventKind::Reject, kLineAvail, row_, col,
                                    reasonCode(RejectReason::Mask));
                e.c = attackerAbove(col);
                phase_ = Phase::Loop;  // avail == 0: the row is left
                return true;
            }

            case Phase::Try:
                e = StepEvent::make(EventKind::Try, kLinePlace, row_, columnOf(f.bit));
                phase_ = Phase::Place;
                return true;

            case Phase::Place: {
                e = StepEvent::make(EventKind::Place, kLinePlace, row_, columnOf(f.bit));
                Frame& child = frames_[static_cast<std::size_t>(row_) + 1];
                child.cols = f.cols | f.bit;
                child.ld = shiftLd(f.ld | f.bit, all_);
                child.rd = shiftRd(f.rd | f.bit);
                phase_ = Phase::DescendCols;
                return true;
            }

            case Phase::DescendCols:
                phase_ = Phase::DescendLd;
                if (mask(e, Register::Cols, frames_[static_cast<std::size_t>(row_) + 1].cols,
                         row_ + 1, kLineRecurse))
                    return true;
                break;

            case Phase::DescendLd:
                phase_ = Phase::DescendRd;
                if (mask(e, Register::Ld, frames_[static_cast<std::size_t>(row_) + 1].ld, row_ + 1,
                         kLineRecurse))
                    return true;
                break;

            case Phase::DescendRd:
                phase_ = Phase::Enter;
                ++row_;
                if (mask(e, Register::Rd, frames_[static_cast<std::size_t>(row_)].rd, row_,
                         kLineRecurse))
                    return true;
                break;

            // Leaving row_ (exhausted, or a solution at row n): back to the parent frame.
            case Phase::RestoreCols:
                --row_;
                phase_ = Phase::RestoreLd;
                if (mask(e, Register::Cols, frames_[static_cast<std::size_t>(row_)].cols, row_,
                         kLineRecurse))
                    return true;
                break;

            case Phase::RestoreLd:
                phase_ = Phase::RestoreRd;
                if (mask(e, Register::Ld, f.ld, row_, kLineRecurse)) return true;
                break;

            case Phase::RestoreRd:
                phase_ = Phase::RestoreAvail;
                if (mask(e, Register::Rd, f.rd, row_, kLineRecurse)) return true;
                break;

            case Phase::RestoreAvail:
                phase_ = Phase::RestoreBit;
                if (mask(e, Register::Avail, f.avail, row_, kLineRecurse)) return true;
                break;

            case Phase::RestoreBit:
                phase_ = Phase::Remove;
                if (mask(e, Register::Bit, f.bit, row_, kLineRecurse)) return true;
                break;

            case Phase::Remove:
                e = StepEvent::make(EventKind::Remove, kLineRemove, row_, columnOf(f.bit));
                e.reason = reasonCode(RemoveReason::Backtrack);
                phase_ = Phase::Loop;
                return true;

            case Phase::Finish:
                e = StepEvent::make(EventKind::Done, kLineDone, -1);
                phase_ = Phase::Finished;
                return true;

            case Phase::Finished:
                return false;
        }
    }
}

}  // namespace queens
