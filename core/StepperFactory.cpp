#include "StepperFactory.h"

#include <stdexcept>

#include "BacktrackingStepper.h"
#include "BfsStepper.h"
#include "BitmaskStepper.h"
#include "CspStepper.h"
#include "DfsStepper.h"
#include "FixedQueens.h"
#include "GeneticStepper.h"
#include "HillClimbingStepper.h"
#include "LocalBeamStepper.h"
#include "MinConflictsStepper.h"
#include "PackedBoard.h"
#include "PermutationStepper.h"
#include "Population.h"
#include "SimulatedAnnealingStepper.h"
#include "SymmetricStepper.h"
#include "TextbookMinConflictsStepper.h"

namespace queens {

int StepperFactory::maxN(Algorithm a) {
    switch (a) {
        case Algorithm::Backtracking:
            return 1000;
        case Algorithm::Permutation:
            return 12;  // 12! = 479 001 600 boards
        case Algorithm::Bitmask:
            return 64;  // one bit per column in a 64-bit word
        case Algorithm::Dfs:
            return 16;
        case Algorithm::Bfs:
            return 13;  // OPEN holds a whole level of partial boards
        case Algorithm::Symmetric:
            return 1000;
        case Algorithm::MinConflicts:
            return 10'000'000;
        case Algorithm::HillClimbing:
            return 10'000;  // a steepest-ascent step looks at n (n - 1) successors
        case Algorithm::SimulatedAnnealing:
            return 1'000'000;
        case Algorithm::TextbookMinConflicts:
            return 10'000'000;
        case Algorithm::LocalBeam:
        case Algorithm::Genetic:
            return PackedBoard::kMaxN;  // a board is one 64-bit word
        case Algorithm::Iddfs:
            return 16;  // a node packs 4 bits per row, as in DFS and BFS
        case Algorithm::Csp:
            return 1000;  // the domains take n * n causes
        case Algorithm::Dlx:
            return 200;
    }
    return 0;
}

namespace {
// The local searches' own settings; empty when they make sense.
std::string localSearchProblem(Algorithm a, const StepperOptions& o) {
    const std::string name(algorithmName(a));
    if (FixedQueens::anyGiven(o.fixed))
        return name + " search starts from random boards; it cannot keep given queens";
    if (o.sidewaysLimit > 1'000'000'000) return "the sideways limit must be at most 1,000,000,000";
    if (a == Algorithm::SimulatedAnnealing) {
        if (!(o.t0 > 0 && o.t0 <= 1e6))
            return "the start temperature T0 must be above 0 and at most 1,000,000";
        if (!(o.decay > 0 && o.decay < 1)) return "the decay must be between 0 and 1 (exclusive)";
        if (!(o.tMin > 0 && o.tMin < o.t0))
            return "the temperature limit must be above 0 and below T0";
    }
    if (a == Algorithm::LocalBeam && (o.beamWidth < 1 || o.beamWidth > Population::kMaxSize))
        return "the beam width k must be from 1 to " + std::to_string(Population::kMaxSize);
    if (a == Algorithm::Genetic) {
        if (o.populationSize < 2 || o.populationSize > Population::kMaxSize)
            return "the population size must be from 2 to " + std::to_string(Population::kMaxSize);
        if (!(o.mutationRate >= 0 && o.mutationRate <= 1))
            return "the mutation rate must be from 0 to 1";
    }
    return {};
}

// CSP backtracking's own settings; empty when they make sense.
std::string cspProblem(const StepperOptions& o) {
    if (FixedQueens::anyGiven(o.fixed))
        return "CSP search starts from an empty board; it cannot keep given queens";
    if (o.restartBacktracks > 0 && !o.randomTies)
        return "restarts need random tie-breaking: without it every run would repeat the first";
    if (o.restartBacktracks > 0 && o.allSolutions)
        return "restarts apply to a search for one solution: all solutions would repeat some";
    if (o.restartBacktracks > 1'000'000'000)
        return "the restart budget must be at most 1,000,000,000 backtracks";
    return {};
}
}  // namespace

std::string StepperFactory::validate(Algorithm a, const StepperOptions& options) {
    const int max = maxN(a);
    if (options.n < 1 || options.n > max) {
        std::string why =
            std::string(algorithmName(a)) + " search supports N from 1 to " + std::to_string(max);
        if (a == Algorithm::Bitmask) why += " (64-bit masks)";
        return why + "; got " + std::to_string(options.n);
    }
    if (auto why = FixedQueens::problem(options.fixed, options.n); !why.empty()) return why;
    if (isCourseLocalSearch(a)) return localSearchProblem(a, options);
    if (a == Algorithm::Csp) return cspProblem(options);
    if (!FixedQueens::anyGiven(options.fixed)) return {};
    if (a == Algorithm::Symmetric) return std::string(SymmetricStepper::kGivenQueensRefused);
    if (a == Algorithm::MinConflicts) {
        if (const auto pair = FixedQueens::attackingPair(options.fixed); pair.rowA >= 0)
            return "min-conflicts search cannot keep the given queens of rows " +
                   std::to_string(pair.rowA) + " and " + std::to_string(pair.rowB) +
                   ": they attack each other, so it would never finish";
        if (FixedQueens::completion(options.fixed, options.n, kCompletionBudget) ==
            FixedQueens::Completion::None)
            return "min-conflicts search cannot start from these queens: no solution keeps "
                   "them, so it would never finish";
    }
    return {};
}

std::unique_ptr<Stepper> StepperFactory::create(Algorithm a, const StepperOptions& options) {
    if (auto why = validate(a, options); !why.empty()) throw std::invalid_argument(why);
    switch (a) {
        case Algorithm::Backtracking:
            return std::make_unique<BacktrackingStepper>(options);
        case Algorithm::Permutation:
            return std::make_unique<PermutationStepper>(options);
        case Algorithm::Bitmask:
            return std::make_unique<BitmaskStepper>(options);
        case Algorithm::Dfs:
            return std::make_unique<DfsStepper>(options);
        case Algorithm::Bfs:
            return std::make_unique<BfsStepper>(options);
        case Algorithm::Symmetric:
            return std::make_unique<SymmetricStepper>(options);
        case Algorithm::MinConflicts:
            return std::make_unique<MinConflictsStepper>(options);
        case Algorithm::LocalBeam:
            return std::make_unique<LocalBeamStepper>(options);
        case Algorithm::Genetic:
            return std::make_unique<GeneticStepper>(options);
        case Algorithm::SimulatedAnnealing:
            return std::make_unique<SimulatedAnnealingStepper>(options);
        case Algorithm::HillClimbing:
            return std::make_unique<HillClimbingStepper>(options);
        case Algorithm::TextbookMinConflicts:
            return std::make_unique<TextbookMinConflictsStepper>(options);
        case Algorithm::Csp:
            return std::make_unique<CspStepper>(options);
        case Algorithm::Iddfs:
        case Algorithm::Dlx:
            break;
    }
    throw std::invalid_argument("unknown algorithm");
}

std::span<const std::string_view> StepperFactory::pseudocode(Algorithm a) {
    switch (a) {
        case Algorithm::Backtracking:
            return BacktrackingStepper::kPseudocode;
        case Algorithm::Permutation:
            return PermutationStepper::kPseudocode;
        case Algorithm::Bitmask:
            return BitmaskStepper::kPseudocode;
        case Algorithm::Dfs:
            return DfsStepper::kPseudocode;
        case Algorithm::Bfs:
            return BfsStepper::kPseudocode;
        case Algorithm::Symmetric:
            return SymmetricStepper::kPseudocode;
        case Algorithm::MinConflicts:
            return MinConflictsStepper::kPseudocode;
        case Algorithm::LocalBeam:
            return LocalBeamStepper::kPseudocode;
        case Algorithm::Genetic:
            return GeneticStepper::kPseudocode;
        case Algorithm::SimulatedAnnealing:
            return SimulatedAnnealingStepper::kPseudocode;
        case Algorithm::HillClimbing:
            return HillClimbingStepper::kPseudocode;
        case Algorithm::TextbookMinConflicts:
            return TextbookMinConflictsStepper::kPseudocode;
        case Algorithm::Csp:
            return CspStepper::kPseudocode;
        case Algorithm::Iddfs:
        case Algorithm::Dlx:
            break;
    }
    return {};
}

}  // namespace queens
