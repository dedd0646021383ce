#include "DfsStepper.h"

namespace queens {

DfsStepper::DfsStepper(const StepperOptions& options)
    : GraphSearchStepper(options, Discipline::Stack) {}

}  // namespace queens
