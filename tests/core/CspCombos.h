#pragma once
// Every combination of CSP backtracking's variable ordering, value ordering, inference and
// backjumping (3 x 2 x 3 x 2 = 36), for the tests that run each one.
#include <string>
#include <vector>

#include "StepperOptions.h"

namespace queens::testing {

struct CspCombo {
    StepperOptions::VarOrder var;
    StepperOptions::ValueOrder value;
    StepperOptions::Inference inference;
    bool backjump;

    std::string name() const {
        static const char* vars[] = {"in-order", "mrv", "mrv+degree"};
        static const char* values[] = {"in-order", "lcv"};
        static const char* infs[] = {"none", "fc", "mac"};
        return std::string(vars[int(var)]) + "/" + values[int(value)] + "/" + infs[int(inference)] +
               (backjump ? "/cbj" : "");
    }
    StepperOptions options(int n, bool allSolutions = true) const {
        StepperOptions o;
        o.n = n;
        o.allSolutions = allSolutions;
        o.varOrder = var;
        o.valueOrder = value;
        o.inference = inference;
        o.backjump = backjump;
        return o;
    }
};

inline std::vector<CspCombo> allCspCombos() {
    using VarOrder = StepperOptions::VarOrder;
    using ValueOrder = StepperOptions::ValueOrder;
    using Inference = StepperOptions::Inference;
    std::vector<CspCombo> out;
    for (const VarOrder v : {VarOrder::InOrder, VarOrder::Mrv, VarOrder::MrvDegree})
        for (const ValueOrder w : {ValueOrder::InOrder, ValueOrder::Lcv})
            for (const Inference i : {Inference::None, Inference::ForwardChecking, Inference::Mac})
                for (const bool bj : {false, true}) out.push_back({v, w, i, bj});
    return out;
}

}  // namespace queens::testing
