#pragma once
// StepperFactory: builds the stepper of an algorithm, after checking that the options make sense.
#include <cstdint>
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
    // Given queens (options.fixed, see FixedQueens.h) are refused by every algorithm when the
    // vector has the wrong size, a column outside 0 .. n-1 or two queens in one column; by the
    // symmetric search whenever a queen is given; by min-conflicts when two given queens attack
    // each other or when FixedQueens::completion proves (n <= 64, kCompletionBudget tried
    // cells) that no solution keeps them: that run would never end.
    static std::string validate(Algorithm a, const StepperOptions& options);
    // Tried cells validate() spends at most on proving that given queens have no completion;
    // past it the min-conflicts run is allowed.
    static constexpr std::uint64_t kCompletionBudget = 1'000'000;
    // Throws std::invalid_argument with validate()'s message when the options are refused.
    static std::unique_ptr<Stepper> create(Algorithm a, const StepperOptions& options);
    static std::span<const std::string_view> pseudocode(Algorithm a);
};

}  // namespace queens
