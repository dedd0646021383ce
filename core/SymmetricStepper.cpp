#include "SymmetricStepper.h"

#include <stdexcept>
#include <string>

#include "FixedQueens.h"

namespace queens {

SymmetricStepper::SymmetricStepper(const StepperOptions& options)
    : RecordSearch(options, {.tryCell = LineFor,
                             .attacked = LineSafe,
                             .place = LinePlace,
                             .report = LineReport,
                             .mirror = LineMirror,
                             .remove = LineRemove,
                             .skip = LineSkip,
                             .done = LineDone}) {
    if (FixedQueens::anyGiven(options.fixed))
        throw std::invalid_argument(std::string(kGivenQueensRefused));
}

int SymmetricStepper::columnLimit(int row) const {
    const int n = options_.n;
    if (row == 0) return (n + 1) / 2;
    if (row == 1 && n % 2 == 1 && record(0) == n / 2) return n / 2;
    return n;
}

}  // namespace queens
