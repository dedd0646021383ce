#include "MinConflictsStepper.h"

namespace queens {

bool MinConflictsStepper::next(StepEvent& e) {
    if (done_) return false;
    done_ = true;
    e = StepEvent::make(EventKind::Done, 0);
    return true;
}

}  // namespace queens
