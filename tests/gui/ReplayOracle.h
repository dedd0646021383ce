#pragma once
// ReplayOracle: independent truth for the GUI tests. It knows nothing of the GUI: it checks a
// placement pairwise, and replays a fresh stepper into a BoardState.
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "StepEvent.h"
#include "StepperOptions.h"

class ReplayOracle {
public:
    // n queens, one per row, no two sharing a column or a diagonal (checked pair by pair).
    static bool isSolution(const std::vector<int>& placement);
    // The state after the first `count` events of a fresh stepper for (algorithm, options).
    static queens::BoardState replay(queens::Algorithm algorithm,
                                     const queens::StepperOptions& options, std::uint64_t count);
    // The first `count` events of a fresh stepper (fewer when the run is shorter).
    static std::vector<queens::StepEvent> events(queens::Algorithm algorithm,
                                                 const queens::StepperOptions& options,
                                                 std::uint64_t count);
};
