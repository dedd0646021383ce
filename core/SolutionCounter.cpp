#include "SolutionCounter.h"

#include <stdexcept>
#include <string>
#include <vector>

#include "HalfBoardJoinCounter.h"
#include "SymmetricSolutionCounter.h"
#include "WorkUnitScheduler.h"

namespace queens {

struct SolutionCounter::Parts {
    explicit Parts(int n) : join(n), symmetric(n) {}
    HalfBoardJoinCounter join;
    SymmetricSolutionCounter symmetric;
};

namespace {

// Per-worker sums, each on its own cache line so that workers never share one.
struct alignas(64) WorkerSums {
    std::uint64_t total = 0;
    std::uint64_t halfTurn = 0;
    std::uint64_t quarterTurn = 0;
    std::uint64_t nodes = 0;
    HalfBoardJoinCounter::Workspace workspace;
};

}  // namespace

SolutionCounter::SolutionCounter(int n) : n_(n) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("SolutionCounter: n must be in 1.." + std::to_string(kMaxN));
    parts_ = std::make_unique<const Parts>(n);
}

SolutionCounter::~SolutionCounter() = default;

CountResult SolutionCounter::count(const CountOptions& options) const {
    const HalfBoardJoinCounter& join = parts_->join;
    const SymmetricSolutionCounter& symmetric = parts_->symmetric;
    // Units: the join's units, then the half-turn units, then the quarter-turn search.
    const std::size_t joinUnits = join.unitCount();
    const std::size_t halfUnits = symmetric.halfTurnUnits();
    const std::size_t units = joinUnits + halfUnits + 1;

    const WorkUnitScheduler scheduler(options.threads);
    std::vector<WorkerSums> sums(scheduler.threads());
    const auto work = [&](std::size_t unit, unsigned worker) {
        WorkerSums& mine = sums[worker];
        if (unit < joinUnits) {
            const auto r = join.countUnit(unit, mine.workspace, options.cancel);
            mine.nodes += r.nodes;
            if (r.complete) mine.total += r.solutions;
            return r.complete;
        }
        const auto r = unit < joinUnits + halfUnits
                           ? symmetric.countHalfTurnUnit(unit - joinUnits, options.cancel)
                           : symmetric.countQuarterTurn(options.cancel);
        mine.nodes += r.nodes;
        if (r.complete)
            (unit < joinUnits + halfUnits ? mine.halfTurn : mine.quarterTurn) += r.solutions;
        return r.complete;
    };
    const auto report =
        scheduler.run(units, work, options.cancel, options.progress, options.progressInterval);

    CountResult result;
    result.threads = scheduler.threads();
    result.units = report.count;
    result.unitsDone = report.done;
    for (const WorkerSums& s : sums) {
        result.nodes += s.nodes;
        result.total += s.total;
        result.halfTurnSymmetric += s.halfTurn;
        result.quarterTurnSymmetric += s.quarterTurn;
    }
    if (report.cancelled) {
        result.status = CountStatus::Cancelled;
        result.total = result.unique = 0;
        result.halfTurnSymmetric = result.quarterTurnSymmetric = 0;
        return result;
    }
    if (n_ == 1) {
        result.unique = result.total;  // every symmetry fixes the single solution
        return result;
    }
    // Burnside: the 8 symmetries fix total, F90, F180, F90 (three-quarter turn) and 0 (mirrors).
    const std::uint64_t fixed =
        result.total + result.halfTurnSymmetric + 2 * result.quarterTurnSymmetric;
    if (fixed % 8 != 0)
        throw std::logic_error("SolutionCounter: Burnside sum not divisible by 8 for n = " +
                               std::to_string(n_));
    result.unique = fixed / 8;
    return result;
}

}  // namespace queens
