#pragma once
// PLACEHOLDER — to be replaced by the real Permutation stepper (issue 2). Emits only Done.
#include <array>
#include <string_view>

#include "Stepper.h"

namespace queens {

class PermutationStepper final : public Stepper {
public:
    static constexpr std::array<std::string_view, 1> kPseudocode = {"TODO"};
    explicit PermutationStepper(const StepperOptions& options) : Stepper(options) {}
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::Permutation; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

private:
    bool done_ = false;
};

}  // namespace queens
