#include "SimulatedAnnealingStepper.h"

#include <cmath>

namespace queens {

SimulatedAnnealingStepper::SimulatedAnnealingStepper(const StepperOptions& options)
    : Stepper(options), n_(options.n), rng_(options.seed) {
    if (n_ < 1) {
        n_ = 0;
        ending_.stop(StopReason::Finished, Start);
        return;
    }
    board_.reset(n_);
}

double SimulatedAnnealingStepper::temperatureAt(const StepperOptions& options, std::uint64_t t) {
    return options.t0 * std::pow(options.decay, static_cast<double>(t));
}

bool SimulatedAnnealingStepper::next(StepEvent& e) {
    if (ending_.active()) return ending_.next(e);
    return starting_ ? startStep(e) : searchStep(e);
}

// ---- start: a random board -------------------------------------------------------------------

bool SimulatedAnnealingStepper::startStep(StepEvent& e) {
    const int r = row_;
    const int col = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_)));
    board_.place(r, col);
    e = StepEvent::make(EventKind::Place, Start, r, col);
    if (++row_ == n_) {
        starting_ = false;
        if (board_.h() == 0) ending_.solved(CheckSolution);
    }
    return true;
}

// ---- search: one Cool, one Propose and maybe one Move per proposal ----------------------------

bool SimulatedAnnealingStepper::searchStep(StepEvent& e) {
    if (pending_ == Pending::Move) {
        e = move();
        return true;
    }
    if (pending_ == Pending::Propose) {
        e = propose();
        return true;
    }
    if (options_.maxStepsPerRestart != 0 && t_ == options_.maxStepsPerRestart) {
        ending_.stop(StopReason::StepLimit, CheckLimit);
        return ending_.next(e);
    }
    const double t = temperatureAt(options_, t_);
    e = StepEvent::make(EventKind::Cool, Schedule);
    e.value = toBits(t);
    e.delta = toSignedBits(temperature_);
    temperature_ = t;
    if (t < options_.tMin)
        ending_.stop(StopReason::Frozen, CheckFrozen);
    else
        pending_ = Pending::Propose;
    return true;
}

StepEvent SimulatedAnnealingStepper::propose() {
    const int row = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_)));
    const int col = static_cast<int>(rng_.belowExcept(
        static_cast<std::uint32_t>(n_), static_cast<std::uint32_t>(board_.column(row))));
    const std::int64_t dh = board_.moveDelta(row, col);
    const double p = dh <= 0 ? 1.0 : std::exp(-static_cast<double>(dh) / temperature_);
    const bool accept = dh <= 0 || rng_.uniform01() < p;
    ++t_;
    StepEvent e =
        StepEvent::make(EventKind::Propose, Accept, row, col,
                        reasonCode(accept ? SwapVerdict::Accepted : SwapVerdict::Rejected));
    e.delta = dh;
    e.value = toBits(p);
    pending_ = accept ? Pending::Move : Pending::None;
    moveRow_ = row;
    moveCol_ = col;
    moveDelta_ = dh;
    return e;
}

StepEvent SimulatedAnnealingStepper::move() {
    const int from = board_.column(moveRow_);
    board_.move(moveRow_, moveCol_);
    StepEvent e = StepEvent::make(EventKind::Move, MoveQueen, moveRow_, moveCol_,
                                  reasonCode(moveKindOf(moveDelta_)));
    e.c = from;
    e.delta = moveDelta_;
    pending_ = Pending::None;
    if (board_.h() == 0) ending_.solved(CheckSolution);
    return e;
}

}  // namespace queens
