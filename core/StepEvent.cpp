#include "StepEvent.h"

#include <array>

namespace queens {

std::string_view eventKindName(EventKind k) {
    static constexpr std::array<std::string_view, kEventKindCount> names = {
        "try",      "reject", "place",   "remove", "solution", "mask",
        "evaluate", "swap",   "restart", "push",   "pop",      "done"};
    const auto i = static_cast<std::size_t>(k);
    return i < names.size() ? names[i] : std::string_view{"unknown"};
}

std::string_view rejectReasonName(RejectReason r) {
    switch (r) {
        case RejectReason::None:
            return "none";
        case RejectReason::Column:
            return "column";
        case RejectReason::Diagonal:
            return "diagonal";
        case RejectReason::AntiDiagonal:
            return "anti-diagonal";
        case RejectReason::Mask:
            return "mask";
        case RejectReason::Symmetry:
            return "symmetry";
    }
    return "unknown";
}

std::string_view registerName(Register r) {
    switch (r) {
        case Register::Cols:
            return "cols";
        case Register::Ld:
            return "ld";
        case Register::Rd:
            return "rd";
        case Register::Avail:
            return "avail";
        case Register::Bit:
            return "bit";
    }
    return "unknown";
}

}  // namespace queens
