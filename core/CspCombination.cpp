#include "CspCombination.h"

#include <array>

namespace queens {

namespace {
using V = StepperOptions::VarOrder;
using L = StepperOptions::ValueOrder;
using I = StepperOptions::Inference;

// The defaults first (defaults() is a prefix of this list).
constexpr std::array<CspCombination, 10> kPresets = {{
    {"bt", V::InOrder, L::InOrder, I::None, false},
    {"bt-bj", V::InOrder, L::InOrder, I::None, true},
    {"fc", V::InOrder, L::InOrder, I::ForwardChecking, false},
    {"mrv-fc", V::Mrv, L::InOrder, I::ForwardChecking, false},
    {"mac", V::InOrder, L::InOrder, I::Mac, false},
    {"mrv-mac", V::Mrv, L::InOrder, I::Mac, false},
    {"bt-mrv", V::Mrv, L::InOrder, I::None, false},
    {"fc-bj", V::InOrder, L::InOrder, I::ForwardChecking, true},
    {"mrv-fc-bj", V::Mrv, L::InOrder, I::ForwardChecking, true},
    {"mrv-fc-lcv", V::Mrv, L::Lcv, I::ForwardChecking, false},
}};
constexpr std::size_t kDefaults = 6;
}  // namespace

std::span<const CspCombination> CspCombination::presets() {
    return kPresets;
}

std::span<const CspCombination> CspCombination::defaults() {
    return std::span<const CspCombination>(kPresets).first(kDefaults);
}

std::optional<CspCombination> CspCombination::fromName(std::string_view name) {
    for (const CspCombination& c : kPresets)
        if (c.name == name) return c;
    return std::nullopt;
}

std::string CspCombination::names() {
    std::string out;
    for (const CspCombination& c : kPresets) {
        if (!out.empty()) out += ", ";
        out += c.name;
    }
    return out;
}

void CspCombination::applyTo(StepperOptions& o) const {
    o.varOrder = varOrder;
    o.valueOrder = valueOrder;
    o.inference = inference;
    o.backjump = backjump;
}

}  // namespace queens
