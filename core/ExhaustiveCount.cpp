#include "ExhaustiveCount.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>

#include "StepperFactory.h"
#include "Symmetry.h"

namespace queens {

bool ExhaustiveCount::counts(Algorithm algorithm) {
    return !isLocalSearch(algorithm) && algorithm != Algorithm::Symmetric;
}

std::optional<ExhaustiveCount::Result> ExhaustiveCount::run(Algorithm algorithm,
                                                            StepperOptions options,
                                                            const std::atomic<bool>* cancel) {
    if (!counts(algorithm))
        throw std::invalid_argument("ExhaustiveCount: " + std::string(algorithmName(algorithm)) +
                                    " does not enumerate every solution once");
    const auto start = std::chrono::steady_clock::now();
    options.allSolutions = true;
    const auto stepper = StepperFactory::create(algorithm, options);
    BoardState board(options.n);
    Result result;
    StepEvent e;
    std::uint64_t events = 0;
    while (stepper->next(e)) {
        if (cancel && ++events % kCancelPoll == 0 && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        board.apply(e);
        if (e.kind != EventKind::Solution) continue;
        ++result.total;
        const std::vector<int>& p = board.placement();
        if (std::ranges::equal(p, Symmetry::canonical(p))) ++result.fundamental;
    }
    result.stats = board.stats();
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace queens
