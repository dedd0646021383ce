#include "SuccessorCosts.h"

#include <algorithm>
#include <limits>

namespace queens {

SuccessorCosts::SuccessorCosts(const BoardState& state) {
    const int n = state.n();
    if (n <= 0 || state.queenCount() != n) return;
    n_ = n;
    queens_ = state.placement();
    current_ = state.attackingPairs();
    h_.resize(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    best_ = std::numeric_limits<std::int64_t>::max();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const std::int64_t h = current_ + state.moveDelta(r, c);
            h_[static_cast<std::size_t>(r) * static_cast<std::size_t>(n) +
               static_cast<std::size_t>(c)] = h;
            if (c != queens_[static_cast<std::size_t>(r)]) best_ = std::min(best_, h);
        }
    if (n == 1) best_ = current_;  // no successor
}

}  // namespace queens
