#pragma once
// Experiment: the specification of a batch of seeded runs of one algorithm, for the statistics
// of a local search (percent solved, steps, restarts), as in AIMA's table of hill climbing on
// 8-queens. Plain data plus the rules that turn it into the StepperOptions of each run; it runs
// nothing (ExperimentRunner does).
//
// - `base` holds every option of the stepper; `runs` runs are made for each sweep point.
// - A sweep varies ONE parameter over `values` (at least one); without a sweep there is one
//   point, the base options. Integer parameters (sideways, population, beam, n) take integral
//   values only.
// - Run i (0-based) of every point uses the seed runSeed(seed, i): it depends on the
//   experiment's seed and i only, so the results do not depend on the number of threads or on
//   the order in which runs finish, and every point sees the same random starts.
// - allSolutions is forced to false: a run ends at its first solution.
// - CSP backtracking may be compared over `combinations` (CspCombination presets): every
//   combination is run at every sweep value. Point p is combination p / sweepPoints() at sweep
//   value p % sweepPoints(), so the points of one combination are adjacent (one chart series).
// - maxNodes bounds the Try events of a run of an exhaustive search, maxChecks its consistency
//   checks (0: no bound): a run that would exceed either stops there and counts as over budget
//   (ExperimentTrial). The checks bound the work of every CSP combination alike (a node of MAC
//   costs far more than one of plain backtracking).
// - distribution: the summaries keep every run's nodes and time, for quantiles and run-length
//   charts (memory grows with the runs).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Algorithm.h"
#include "CspCombination.h"
#include "StepperOptions.h"

namespace queens {

class Experiment {
public:
    // The sweepable parameters; their names are the CLI option names without "--".
    enum class Parameter : std::uint8_t {
        None,
        SidewaysLimit,   // "sideways"   StepperOptions::sidewaysLimit
        T0,              // "t0"         StepperOptions::t0
        Decay,           // "decay"      StepperOptions::decay
        PopulationSize,  // "population" StepperOptions::populationSize
        MutationRate,    // "mutation"   StepperOptions::mutationRate
        BeamWidth,       // "beam"       StepperOptions::beamWidth
        N,               // "n"          StepperOptions::n
        RestartAfter,    // "restart-after" StepperOptions::restartBacktracks
    };
    // Runs per point, runs in all (runs x points) and sweep points accepted by validate().
    static constexpr std::uint64_t kMaxRuns = 10'000'000;
    static constexpr std::size_t kMaxPoints = 1000;
    // The default budgets of a run: a few seconds at worst.
    static constexpr std::uint64_t kDefaultMaxNodes = 10'000'000;
    static constexpr std::uint64_t kDefaultMaxChecks = 100'000'000;

    Algorithm algorithm = Algorithm::MinConflicts;
    StepperOptions base;
    std::uint64_t runs = 100;
    std::uint64_t seed = 1;
    Parameter sweep = Parameter::None;
    std::vector<double> values;                // the sweep's values, in the order they are reported
    std::vector<CspCombination> combinations;  // empty: the base options only
    std::uint64_t maxNodes = kDefaultMaxNodes;
    std::uint64_t maxChecks = kDefaultMaxChecks;
    bool distribution = false;

    static std::string_view parameterName(Parameter p);
    static std::optional<Parameter> parameterFromName(std::string_view name);
    // "sideways, t0, decay, population, mutation, beam, n, restart-after".
    static std::string parameterNames();
    static bool isInteger(Parameter p);

    // The seed of run `run`: the run-th output of SplitMix64 seeded with `seed`, computed
    // directly.
    static std::uint64_t runSeed(std::uint64_t seed, std::uint64_t run);

    // Sweep values (1 without a sweep) and points (sweep values x combinations).
    std::size_t sweepPoints() const { return sweep == Parameter::None ? 1 : values.size(); }
    std::size_t points() const {
        return sweepPoints() * (combinations.empty() ? 1 : combinations.size());
    }
    // The options of point `point` (its combination and sweep value applied), seed not yet set.
    StepperOptions pointOptions(std::size_t point) const;
    // The options of run `run` of point `point`.
    StepperOptions runOptions(std::size_t point, std::uint64_t run) const;
    // The value of point `point` (nothing without a sweep).
    std::optional<double> pointValue(std::size_t point) const;
    // The index in `combinations` of point `point` (-1 without combinations).
    int pointCombination(std::size_t point) const;

    // Empty when the experiment can run; otherwise a one-line reason (bad counts, a sweep value
    // that is not an integer where one is needed, combinations for another algorithm than csp,
    // or StepperFactory::validate's reason for the options of some point).
    std::string validate() const;
};

}  // namespace queens
