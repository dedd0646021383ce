#include "ReplayOracle.h"

#include <cstdlib>

#include "StepperFactory.h"

bool ReplayOracle::isSolution(const std::vector<int>& placement) {
    const int n = static_cast<int>(placement.size());
    if (n == 0) return false;
    for (int r = 0; r < n; ++r) {
        const int c = placement[static_cast<std::size_t>(r)];
        if (c < 0 || c >= n) return false;
        for (int s = 0; s < r; ++s) {
            const int d = placement[static_cast<std::size_t>(s)];
            if (d == c || std::abs(d - c) == r - s) return false;
        }
    }
    return true;
}

queens::BoardState ReplayOracle::replay(queens::Algorithm algorithm,
                                        const queens::StepperOptions& options,
                                        std::uint64_t count) {
    queens::BoardState state(options.n);
    for (const queens::StepEvent& e : events(algorithm, options, count)) state.apply(e);
    return state;
}

std::vector<queens::StepEvent> ReplayOracle::events(queens::Algorithm algorithm,
                                                    const queens::StepperOptions& options,
                                                    std::uint64_t count) {
    auto stepper = queens::StepperFactory::create(algorithm, options);
    std::vector<queens::StepEvent> out;
    queens::StepEvent e;
    while (out.size() < count && stepper->next(e)) out.push_back(e);
    return out;
}
