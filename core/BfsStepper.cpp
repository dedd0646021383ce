#include "BfsStepper.h"

namespace queens {

BfsStepper::BfsStepper(const StepperOptions& options)
    : GraphSearchStepper(options, Discipline::Queue) {}

}  // namespace queens
