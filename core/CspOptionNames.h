#pragma once
// CspOptionNames: the names of CSP backtracking's orderings and inferences as the command line,
// lesson files and reports spell them, in one place:
//   VarOrder    "in-order", "mrv", "mrv-degree"
//   ValueOrder  "in-order", "lcv"
//   Inference   "none", "fc", "mac"
// Pure functions; *FromName returns nothing for an unknown name.
#include <optional>
#include <string_view>

#include "StepperOptions.h"

namespace queens {

class CspOptionNames {
public:
    static std::string_view name(StepperOptions::VarOrder v);
    static std::string_view name(StepperOptions::ValueOrder v);
    static std::string_view name(StepperOptions::Inference v);
    static std::optional<StepperOptions::VarOrder> varOrder(std::string_view name);
    static std::optional<StepperOptions::ValueOrder> valueOrder(std::string_view name);
    static std::optional<StepperOptions::Inference> inference(std::string_view name);
};

}  // namespace queens
