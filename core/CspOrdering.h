#pragma once
// CspOrdering: the variable and value orderings of CspStepper (see CspStepper.h): which
// unassigned row is assigned next (in order, MRV, MRV + degree) and in which order its values
// are tried (in order, LCV), ties broken by the lowest row or column, or at random when a
// generator is given. Pure functions of the domains and the assignment; no state of its own.
#include <cstdint>
#include <vector>

#include "CspInference.h"
#include "SplitMix64.h"
#include "StepperOptions.h"

namespace queens {

class CspOrdering {
public:
    struct Choice {
        int row = -1;
        int degree = -1;  // unassigned rows the chosen row constrains; -1 unless MrvDegree
    };
    // The next row to assign among the unassigned ones (there must be one). `unassigned` is how
    // many rows have no queen. rng: nullptr for the lowest row among equals.
    static Choice selectRow(StepperOptions::VarOrder order, const CspInference& inference,
                            const std::vector<int>& assigned, int unassigned, SplitMix64* rng);

    // The values of `row`'s domain in the order they are tried, written to `values`; returns the
    // consistency checks spent (LCV: one per value and other unassigned row; otherwise 0).
    // rng: nullptr for ascending columns among equals; otherwise ties in random order (InOrder:
    // every value ties, so the whole domain is shuffled).
    static std::uint64_t orderValues(StepperOptions::ValueOrder order, int row,
                                     const CspInference& inference,
                                     const std::vector<int>& assigned, SplitMix64* rng,
                                     std::vector<int>& values);
};

}  // namespace queens
