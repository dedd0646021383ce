#include "SimulatedAnnealingStepper.h"

#include <cmath>

namespace queens {

SimulatedAnnealingStepper::SimulatedAnnealingStepper(const StepperOptions& options)
    : Stepper(options), n_(options.n), rng_(options.seed) {
    if (n_ < 1) {
        n_ = 0;
        finish(StopReason::Finished, Start);
        return;
    }
    const auto un = static_cast<std::size_t>(n_);
    cols_.assign(un, 0);
    col_.assign(un, 0);
    diag_.assign(2 * un - 1, 0);
    anti_.assign(2 * un - 1, 0);
}

double SimulatedAnnealingStepper::temperatureAt(const StepperOptions& options, std::uint64_t t) {
    return options.t0 * std::pow(options.decay, static_cast<double>(t));
}

bool SimulatedAnnealingStepper::next(StepEvent& e) {
    switch (phase_) {
        case Phase::Start:
            return startStep(e);
        case Phase::Search:
            return searchStep(e);
        case Phase::Solved:
            e = StepEvent::make(EventKind::Solution, CheckSolution, -1, -1,
                                reasonCode(SolutionKind::Found));
            finish(StopReason::Finished, CheckSolution);
            return true;
        case Phase::Finish:
            e = StepEvent::make(EventKind::Done, doneLine_, -1, -1, reasonCode(stopReason_));
            phase_ = Phase::Over;
            return true;
        case Phase::Over:
            return false;
    }
    return false;
}

void SimulatedAnnealingStepper::finish(StopReason reason, Line line) {
    stopReason_ = reason;
    doneLine_ = line;
    phase_ = Phase::Finish;
}

// ---- the board's counters --------------------------------------------------------------------

std::int64_t SimulatedAnnealingStepper::queensOn(int row, int col) const {
    return col_[static_cast<std::size_t>(col)] + diag_[diagIndex(row, col)] +
           anti_[antiIndex(row, col)];
}

// The queen leaves the other queens of its own three lines (queensOn counts it once on each)
// and joins those of the target's three lines, which it does not share with its own square.
std::int64_t SimulatedAnnealingStepper::moveDelta(int row, int col) const {
    return queensOn(row, col) - (queensOn(row, cols_[static_cast<std::size_t>(row)]) - 3);
}

void SimulatedAnnealingStepper::addQueen(int row, int col) {
    h_ += queensOn(row, col);
    ++col_[static_cast<std::size_t>(col)];
    ++diag_[diagIndex(row, col)];
    ++anti_[antiIndex(row, col)];
    cols_[static_cast<std::size_t>(row)] = col;
}

void SimulatedAnnealingStepper::removeQueen(int row, int col) {
    --col_[static_cast<std::size_t>(col)];
    --diag_[diagIndex(row, col)];
    --anti_[antiIndex(row, col)];
    h_ -= queensOn(row, col);
}

// 53 random bits: a uniform double in [0, 1).
double SimulatedAnnealingStepper::uniform01() {
    return static_cast<double>(rng_.next() >> 11) * 0x1.0p-53;
}

// ---- start: a random board -------------------------------------------------------------------

bool SimulatedAnnealingStepper::startStep(StepEvent& e) {
    const int r = row_;
    const int col = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_)));
    addQueen(r, col);
    e = StepEvent::make(EventKind::Place, Start, r, col);
    if (++row_ == n_) phase_ = h_ == 0 ? Phase::Solved : Phase::Search;
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
        finish(StopReason::StepLimit, CheckLimit);
        return next(e);
    }
    const double t = temperatureAt(options_, t_);
    e = StepEvent::make(EventKind::Cool, Schedule);
    e.value = toBits(t);
    e.delta = toSignedBits(temperature_);
    temperature_ = t;
    if (t < options_.tMin)
        finish(StopReason::Frozen, CheckFrozen);
    else
        pending_ = Pending::Propose;
    return true;
}

StepEvent SimulatedAnnealingStepper::propose() {
    const int row = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_)));
    const int from = cols_[static_cast<std::size_t>(row)];
    int col = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_ - 1)));
    if (col >= from) ++col;
    const std::int64_t dh = moveDelta(row, col);
    const double p = dh <= 0 ? 1.0 : std::exp(-static_cast<double>(dh) / temperature_);
    const bool accept = dh <= 0 || uniform01() < p;
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
    const int from = cols_[static_cast<std::size_t>(moveRow_)];
    removeQueen(moveRow_, from);
    addQueen(moveRow_, moveCol_);
    const MoveKind kind = moveDelta_ < 0    ? MoveKind::Downhill
                          : moveDelta_ == 0 ? MoveKind::Sideways
                                            : MoveKind::Uphill;
    StepEvent e = StepEvent::make(EventKind::Move, MoveQueen, moveRow_, moveCol_, reasonCode(kind));
    e.c = from;
    e.delta = moveDelta_;
    pending_ = Pending::None;
    if (h_ == 0) phase_ = Phase::Solved;
    return e;
}

}  // namespace queens
