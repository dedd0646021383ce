#pragma once
// CspTally: what an independent replay of a CSP backtracking run has seen at a lesson's stop. It
// follows only the stepper's Place and Remove events on a plain column array and computes every
// row's domain by brute force (the columns of the row that no placed queen attacks), so the
// built-in CSP lesson's answers about domains, MRV's choice and the wipe-out are checked against
// arithmetic of its own, not against BoardState's Domains or LessonReplay. It also notes the
// first Select and the first Wipeout after the stop. It owns nothing but its figures.
#include <cstdint>
#include <vector>

#include "Algorithm.h"
#include "StepperOptions.h"

class CspTally {
public:
    // Replays `algorithm` with `options` from the start; the board is the one after `step`
    // events, the Select and the Wipeout the first ones after it.
    CspTally(queens::Algorithm algorithm, const queens::StepperOptions& options,
             std::uint64_t step);

    const std::vector<int>& board() const { return cols_; }  // column per row, -1 = free
    // The columns of `row` that no placed queen of another row attacks (brute force).
    int domainSize(int row) const;
    // The free row with the fewest values, or -1 when no row is free or two rows tie for it.
    int uniqueSmallestDomain() const;
    int nextSelectRow() const { return nextSelect_; }    // -1 if none follows
    int nextWipeoutRow() const { return nextWipeout_; }  // -1 if none follows

private:
    std::vector<int> cols_;
    int nextSelect_ = -1;
    int nextWipeout_ = -1;
};
