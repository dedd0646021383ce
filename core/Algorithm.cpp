#include "Algorithm.h"

namespace queens {

std::string_view algorithmName(Algorithm a) {
    switch (a) {
        case Algorithm::Backtracking:
            return "backtracking";
        case Algorithm::Permutation:
            return "permutation";
        case Algorithm::Bitmask:
            return "bitmask";
        case Algorithm::Dfs:
            return "dfs";
        case Algorithm::Bfs:
            return "bfs";
        case Algorithm::Symmetric:
            return "symmetric";
        case Algorithm::MinConflicts:
            return "min-conflicts";
        case Algorithm::HillClimbing:
            return "hill-climbing";
        case Algorithm::SimulatedAnnealing:
            return "simulated-annealing";
        case Algorithm::TextbookMinConflicts:
            return "textbook-min-conflicts";
        case Algorithm::LocalBeam:
            return "local-beam";
        case Algorithm::Genetic:
            return "genetic";
        case Algorithm::Iddfs:
            return "iddfs";
        case Algorithm::Csp:
            return "csp";
        case Algorithm::Dlx:
            return "dlx";
    }
    return "unknown";
}

std::optional<Algorithm> algorithmFromName(std::string_view name) {
    for (Algorithm a : kAllAlgorithms)
        if (algorithmName(a) == name) return a;
    return std::nullopt;
}

}  // namespace queens
