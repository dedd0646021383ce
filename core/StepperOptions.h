#pragma once
// Options shared by every stepper. A stepper is deterministic for equal options.
#include <cstdint>
#include <vector>

namespace queens {

struct StepperOptions {
    int n = 8;                 // board size
    bool allSolutions = true;  // false: Done right after the first Solution event
    std::uint64_t seed = 1;    // random seed (min-conflicts; ignored by exhaustive searches)
    // min-conflicts: swaps tried before a restart; 0 chooses a default that grows with n.
    std::uint64_t maxStepsPerRestart = 0;
    // min-conflicts: restarts before giving up (Done without a solution); 0 = unlimited.
    std::uint64_t maxRestarts = 0;
    // Given queens ("start search from here"): empty = none; otherwise exactly n entries, entry r
    // = the column of the queen given in row r, or -1 for a free row. The search keeps every
    // given queen where it is and searches only the free rows (see each stepper's header for
    // how; StepperFactory::validate names what an algorithm refuses).
    std::vector<int> fixed;

    friend bool operator==(const StepperOptions&, const StepperOptions&) = default;
};

}  // namespace queens
