#include "BacktrackingStepper.h"

namespace queens {

BacktrackingStepper::BacktrackingStepper(const StepperOptions& options)
    : RecordSearch(options, {.tryCell = LineFor,
                             .attacked = LineSafe,
                             .place = LinePlace,
                             .report = LineReport,
                             .mirror = kNoLine,  // never mirrors
                             .remove = LineRemove,
                             .skip = kNoLine,  // every row searches all n columns
                             .done = LineDone}) {}

}  // namespace queens
