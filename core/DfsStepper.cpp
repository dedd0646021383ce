#include "DfsStepper.h"

namespace queens {

bool DfsStepper::next(StepEvent& e) {
    if (done_) return false;
    done_ = true;
    e = StepEvent::make(EventKind::Done, 0);
    return true;
}

}  // namespace queens
