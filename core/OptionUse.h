#pragma once
// OptionUse: which of the search options (by their command-line names, as `queenslab-cli` and
// the experiment reports spell them) an algorithm uses. Pure, no state.
//   climb, sideways, restart         hill climbing
//   max-restarts                     min-conflicts, hill climbing, the textbook's min-conflicts,
//                                    CSP backtracking (annealing and the population searches
//                                    never restart)
//   max-steps                        min-conflicts and every local search
//   t0, decay, t-min                 simulated annealing
//   beam                             local beam search
//   population, mutation             the genetic algorithm
//   order, values, inference,        CSP backtracking
//   backjump, random-ties, restart-after
#include <string_view>

#include "Algorithm.h"

namespace queens {

class OptionUse {
public:
    static bool applies(std::string_view name, Algorithm a);
};

}  // namespace queens
