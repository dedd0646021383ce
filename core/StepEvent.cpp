#include "StepEvent.h"

#include <array>

namespace queens {

std::string_view eventKindName(EventKind k) {
    static constexpr std::array<std::string_view, kEventKindCount> names = {
        "try",       "reject",  "place",     "remove",  "solution",   "mask",    "evaluate",
        "swap",      "restart", "push",      "pop",     "move",       "propose", "cool",
        "populate",  "member",  "crossover", "mutate",  "generation", "adopt",   "select",
        "propagate", "revise",  "prune",     "restore", "wipeout",    "jump",    "choose",
        "cover",     "uncover", "deepen",    "cutoff",  "done"};
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

std::string_view moveKindName(MoveKind k) {
    switch (k) {
        case MoveKind::Downhill:
            return "downhill";
        case MoveKind::Sideways:
            return "sideways";
        case MoveKind::Uphill:
            return "uphill";
        case MoveKind::Random:
            return "random";
    }
    return "unknown";
}

std::string_view stopReasonName(StopReason r) {
    switch (r) {
        case StopReason::Finished:
            return "finished";
        case StopReason::LocalMinimum:
            return "local-minimum";
        case StopReason::Plateau:
            return "plateau";
        case StopReason::Frozen:
            return "frozen";
        case StopReason::StepLimit:
            return "step-limit";
        case StopReason::RestartLimit:
            return "restart-limit";
    }
    return "unknown";
}

std::string_view pruneCauseName(PruneCause c) {
    switch (c) {
        case PruneCause::ForwardCheck:
            return "forward-check";
        case PruneCause::Arc:
            return "arc";
    }
    return "unknown";
}

}  // namespace queens
