#include "IddfsStepper.h"

namespace queens {

IddfsStepper::IddfsStepper(const StepperOptions& options) : GraphSearchStepper(options, kLines) {}

}  // namespace queens
