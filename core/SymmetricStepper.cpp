#include "SymmetricStepper.h"

namespace queens {

bool SymmetricStepper::next(StepEvent& e) {
    if (done_) return false;
    done_ = true;
    e = StepEvent::make(EventKind::Done, 0);
    return true;
}

}  // namespace queens
