#include "LocalSearchTally.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "StepperFactory.h"

using queens::EventKind;
using queens::StepEvent;

int LocalSearchTally::attackingPairs(const std::vector<int>& cols) {
    int pairs = 0;
    const int n = int(cols.size());
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const int ci = cols[std::size_t(i)], cj = cols[std::size_t(j)];
            if (ci == cj || std::abs(ci - cj) == j - i) ++pairs;
        }
    return pairs;
}

LocalSearchTally::LocalSearchTally(queens::Algorithm algorithm,
                                   const queens::StepperOptions& options, std::uint64_t step) {
    auto stepper = queens::StepperFactory::create(algorithm, options);
    const int n = options.n;
    std::vector<int> cols(std::size_t(n), -1);
    double t = 0;
    bool levelAccepted = false, uphillRejectedHot = false, levelRejected = false;
    bool nextSeen = false;
    StepEvent e;
    for (std::uint64_t applied = 0; stepper->next(e); ++applied) {
        if (applied == step) {
            board_ = cols;
            h_ = attackingPairs(cols);
            temperature_ = t;
            bestDelta_ = n * n;
            std::vector<int> moved = cols;
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    if (c == cols[std::size_t(r)]) continue;
                    moved[std::size_t(r)] = c;
                    bestDelta_ = std::min(bestDelta_, attackingPairs(moved) - h_);
                }
                moved[std::size_t(r)] = cols[std::size_t(r)];
            }
        }
        if (applied >= step && !nextSeen) {
            nextKind_ = e.kind;
            nextSeen = true;
        }
        if (e.kind == EventKind::Propose) {
            std::vector<int> moved = cols;
            moved[std::size_t(e.a)] = e.b;
            const int dh = attackingPairs(moved) - attackingPairs(cols);
            const bool accepted = e.reason == std::uint8_t(queens::SwapVerdict::Accepted);
            if (dh <= 0 && !accepted) levelRejected = true;
            if (dh == 0 && accepted) levelAccepted = true;
            if (dh > 0 && !accepted && t > 0.5) uphillRejectedHot = true;
            if (applied >= step && nextProbability_ < 0) {
                const double p = dh <= 0 ? 1.0 : std::exp(-dh / t);
                nextProbability_ = std::abs(p - queens::fromBits(e.value)) < 1e-12 ? p : -2;
            }
        }
        if (applied >= step && e.kind == EventKind::Move && hAfterNextMove_ < 0) {
            std::vector<int> moved = cols;
            moved[std::size_t(e.a)] = e.b;
            hAfterNextMove_ = attackingPairs(moved);
        }
        if (applied < step) {
            if (e.kind == EventKind::Move) {
                ++moves_;
                ++climbMoves_;
                std::vector<int> moved = cols;
                moved[std::size_t(e.a)] = e.b;
                sideways_ = attackingPairs(moved) == attackingPairs(cols) ? sideways_ + 1 : 0;
            }
            if (e.kind == EventKind::Restart) sideways_ = climbMoves_ = 0;
        }
        switch (e.kind) {
            case EventKind::Place:
            case EventKind::Move:
                cols[std::size_t(e.a)] = e.b;
                break;
            case EventKind::Remove:
                cols[std::size_t(e.a)] = -1;
                break;
            case EventKind::Cool:
                t = queens::fromBits(e.value);
                break;
            default:
                break;
        }
    }
    acceptsLevel_ = !levelRejected && levelAccepted && uphillRejectedHot;
}
