#pragma once
// StepperFactory: builds the stepper of an algorithm, after checking that the options make sense.
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "Algorithm.h"
#include "Stepper.h"
#include "StepperOptions.h"

namespace queens {

class StepperFactory {
public:
    // Largest board each stepper accepts (larger ones would take hours or too much memory).
    static int maxN(Algorithm a);
    // Empty when the options can run; otherwise a one-line reason for a user, e.g.
    // "bitmask search supports N from 1 to 64 (64-bit masks); got 70".
    static std::string validate(Algorithm a, const StepperOptions& options);
    // Throws std::invalid_argument with validate()'s message when the options are refused.
    static std::unique_ptr<Stepper> create(Algorithm a, const StepperOptions& options);
    static std::span<const std::string_view> pseudocode(Algorithm a);
};

}  // namespace queens
