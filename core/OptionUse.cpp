#include "OptionUse.h"

namespace queens {

bool OptionUse::applies(std::string_view name, Algorithm a) {
    if (name == "climb" || name == "sideways" || name == "restart")
        return a == Algorithm::HillClimbing;
    if (name == "max-restarts") return restartsWhenStuck(a) || a == Algorithm::Csp;
    if (name == "order" || name == "values" || name == "inference" || name == "backjump" ||
        name == "random-ties" || name == "restart-after")
        return a == Algorithm::Csp;
    if (name == "max-steps") return isLocalSearch(a);  // min-conflicts included
    if (name == "t0" || name == "decay" || name == "t-min")
        return a == Algorithm::SimulatedAnnealing;
    if (name == "beam") return a == Algorithm::LocalBeam;
    if (name == "population" || name == "mutation") return a == Algorithm::Genetic;
    return false;
}

}  // namespace queens
