#pragma once
// The search algorithms QueensLab animates, and their command-line names.
#include <array>
#include <optional>
#include <string_view>

namespace queens {

enum class Algorithm : unsigned char {
    Backtracking,  // record[row] = col with an O(row) safety scan
    Permutation,   // brute force over permutations, diagonals checked on full boards
    Bitmask,       // cols / ld / rd bit masks, lowest set bit first
    Dfs,           // graph search over partial boards, OPEN as a stack
    Bfs,           // graph search over partial boards, OPEN as a queue
    Symmetric,     // backtracking over the left half of the first row, mirrors derived
    MinConflicts,  // Sosic & Gu style queen swaps on a permutation
    // The AI course's local searches on the complete-state formulation (one queen per row, a
    // move keeps the queen in its row, h = attacking pairs):
    HillClimbing,          // steepest-ascent / stochastic / first-choice, sideways, restarts
    SimulatedAnnealing,    // random moves, worse ones taken with probability exp(-dh / T)
    TextbookMinConflicts,  // greedy start, then a random conflicted queen to its best square
    LocalBeam,             // k boards, the best k of all their successors
    Genetic,               // fitness-proportional selection, one-point crossover, mutation
    // Later additions, listed in kAllAlgorithms in course order:
    Iddfs,  // graph search with a depth limit that grows by one each pass
    Csp,    // CSP backtracking: variable/value ordering, forward checking or AC-3, backjumping
    Dlx,    // Knuth's Algorithm X with dancing links on the exact-cover matrix
};

inline constexpr std::array<Algorithm, 15> kAllAlgorithms = {Algorithm::Backtracking,
                                                             Algorithm::Permutation,
                                                             Algorithm::Bitmask,
                                                             Algorithm::Dfs,
                                                             Algorithm::Bfs,
                                                             Algorithm::Iddfs,
                                                             Algorithm::Symmetric,
                                                             Algorithm::Csp,
                                                             Algorithm::Dlx,
                                                             Algorithm::MinConflicts,
                                                             Algorithm::HillClimbing,
                                                             Algorithm::SimulatedAnnealing,
                                                             Algorithm::TextbookMinConflicts,
                                                             Algorithm::LocalBeam,
                                                             Algorithm::Genetic};

// The local searches of the AI course: HillClimbing .. Genetic (isLocalSearch without
// min-conflicts). A move puts a queen on another square of its row and boards are measured by h,
// the number of attacking pairs.
constexpr bool isCourseLocalSearch(Algorithm a) {
    return a == Algorithm::HillClimbing || a == Algorithm::SimulatedAnnealing ||
           a == Algorithm::TextbookMinConflicts || a == Algorithm::LocalBeam ||
           a == Algorithm::Genetic;
}
// The searches that start again from a fresh board when stuck (a restart limit applies, a
// "next restart" breakpoint can stop, restarts are counted): min-conflicts, hill climbing (with
// random restart on), the textbook's min-conflicts.
constexpr bool restartsWhenStuck(Algorithm a) {
    return a == Algorithm::MinConflicts || a == Algorithm::HillClimbing ||
           a == Algorithm::TextbookMinConflicts;
}
// The searches that keep a population of boards (PackedBoard words): local beam and genetic.
constexpr bool isPopulationSearch(Algorithm a) {
    return a == Algorithm::LocalBeam || a == Algorithm::Genetic;
}

// "backtracking", "permutation", "bitmask", "dfs", "bfs", "symmetric", "min-conflicts",
// "hill-climbing", "simulated-annealing", "textbook-min-conflicts", "local-beam", "genetic",
// "iddfs", "csp", "dlx".
std::string_view algorithmName(Algorithm a);
std::optional<Algorithm> algorithmFromName(std::string_view name);

// The graph searches with OPEN and CLOSED lists (OpenListTracker, the OPEN/CLOSED panel).
constexpr bool isGraphSearch(Algorithm a) {
    return a == Algorithm::Dfs || a == Algorithm::Bfs || a == Algorithm::Iddfs;
}

// The searches that move queens on complete boards (min-conflicts and the AI course's local
// searches), as opposed to those that build a board row by row.
constexpr bool isLocalSearch(Algorithm a) {
    return a == Algorithm::MinConflicts || a == Algorithm::HillClimbing ||
           a == Algorithm::SimulatedAnnealing || a == Algorithm::TextbookMinConflicts ||
           a == Algorithm::LocalBeam || a == Algorithm::Genetic;
}

}  // namespace queens
