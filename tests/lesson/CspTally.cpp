#include "CspTally.h"

#include <cstdlib>

#include "StepperFactory.h"

CspTally::CspTally(queens::Algorithm algorithm, const queens::StepperOptions& options,
                   std::uint64_t step)
    : cols_(static_cast<std::size_t>(options.n), -1) {
    using queens::EventKind;
    auto stepper = queens::StepperFactory::create(algorithm, options);
    queens::StepEvent e;
    for (std::uint64_t applied = 0; stepper->next(e); ++applied) {
        if (applied < step) {
            if (e.kind == EventKind::Place) cols_[static_cast<std::size_t>(e.a)] = e.b;
            if (e.kind == EventKind::Remove) cols_[static_cast<std::size_t>(e.a)] = -1;
            continue;
        }
        if (e.kind == EventKind::Select && nextSelect_ < 0) nextSelect_ = e.a;
        if (e.kind == EventKind::Wipeout && nextWipeout_ < 0) nextWipeout_ = e.a;
        if (nextSelect_ >= 0 && nextWipeout_ >= 0) break;
    }
}

int CspTally::domainSize(int row) const {
    const int n = int(cols_.size());
    int size = 0;
    for (int col = 0; col < n; ++col) {
        bool attacked = false;
        for (int other = 0; other < n && !attacked; ++other) {
            const int c = cols_[static_cast<std::size_t>(other)];
            attacked =
                other != row && c >= 0 && (c == col || std::abs(c - col) == std::abs(other - row));
        }
        if (!attacked) ++size;
    }
    return size;
}

int CspTally::uniqueSmallestDomain() const {
    int best = -1, bestSize = 0, ties = 0;
    for (int row = 0; row < int(cols_.size()); ++row) {
        if (cols_[static_cast<std::size_t>(row)] >= 0) continue;
        const int size = domainSize(row);
        if (best < 0 || size < bestSize) {
            best = row;
            bestSize = size;
            ties = 0;
        } else if (size == bestSize) {
            ++ties;
        }
    }
    return ties == 0 ? best : -1;
}
