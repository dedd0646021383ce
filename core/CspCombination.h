#pragma once
// CspCombination: one named setting of CSP backtracking's orderings, inference and backjumping
// (the four StepperOptions fields varOrder, valueOrder, inference, backjump), from a fixed list
// of presets that experiments compare side by side: plain backtracking, MRV, forward checking,
// MAC, LCV and backjumping in the combinations the textbook discusses. Names are the CLI's
// (`--combinations bt,mrv-fc,...`). Plain data; applyTo() leaves every other option alone.
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "StepperOptions.h"

namespace queens {

struct CspCombination {
    std::string_view name;  // "bt", "mrv-fc", ...
    StepperOptions::VarOrder varOrder = StepperOptions::VarOrder::InOrder;
    StepperOptions::ValueOrder valueOrder = StepperOptions::ValueOrder::InOrder;
    StepperOptions::Inference inference = StepperOptions::Inference::None;
    bool backjump = false;

    // Every preset, from plain backtracking to MRV + MAC.
    static std::span<const CspCombination> presets();
    // The presets compared by default (one per technique: bt, bt-bj, fc, mrv-fc, mac, mrv-mac).
    static std::span<const CspCombination> defaults();
    static std::optional<CspCombination> fromName(std::string_view name);
    // "bt, bt-bj, ..." (every preset's name).
    static std::string names();

    void applyTo(StepperOptions& options) const;
    friend bool operator==(const CspCombination&, const CspCombination&) = default;
};

}  // namespace queens
