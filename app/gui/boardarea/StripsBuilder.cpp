#include "StripsBuilder.h"

#include <algorithm>
#include <utility>
#include <vector>

void StripsBuilder::begin(const queens::BoardState& state, int queenBuckets, int lineBuckets,
                          bool keepExact) {
    n_ = state.n();
    queenBuckets_ = queenBuckets;
    lineBuckets_ = lineBuckets;
    keepExact_ = keepExact;
    const int lines = n_ > 0 ? 2 * n_ - 1 : 0;
    start(queens_, n_, queenBuckets);
    start(diag_, lines, lineBuckets);
    start(anti_, lines, lineBuckets);
    hot_.begin(state);
    phase_ = kHot;
    bucket_ = 0;
}

void StripsBuilder::start(Strip& strip, int count, int buckets) {
    strip.count = count;
    strip.buckets.assign(static_cast<std::size_t>(std::max(0, buckets)), 0);
    strip.exact.assign(keepExact_ ? static_cast<std::size_t>(count) : 0, 0);
    strip.max = 0;
}

// Bucket by bucket from bucket_, the deadline read after each bucket.
template <typename Value>
bool StripsBuilder::fill(Strip& strip, Value&& valueAt, const QDeadlineTimer& deadline) {
    const auto buckets = static_cast<int>(strip.buckets.size());
    while (bucket_ < buckets) {
        const int b = bucket_++;
        const auto end = static_cast<int>(b + 1 < buckets ? strip.bucketStart(b + 1) : strip.count);
        int best = 0;
        for (auto i = static_cast<int>(strip.bucketStart(b)); i < end; ++i) {
            const int v = valueAt(i);
            if (keepExact_) strip.exact[static_cast<std::size_t>(i)] = v;
            best = std::max(best, v);
        }
        strip.buckets[static_cast<std::size_t>(b)] = best;
        strip.max = std::max(strip.max, best);
        if (bucket_ < buckets && deadline.hasExpired()) return false;
    }
    bucket_ = 0;
    return true;
}

bool StripsBuilder::step(const queens::BoardState& state, const QDeadlineTimer& deadline) {
    if (phase_ == kDone) return true;
    if (state.n() != n_) begin(state, queenBuckets_, lineBuckets_, keepExact_);
    const queens::BoardState& s = state;
    // Every step, also when the hot lines are done: the probe then reads this step's state (the
    // one of begin() may be gone).
    if (!hot_.step(s, deadline)) return false;
    if (phase_ == kHot) phase_ = kQueens;
    if (phase_ == kQueens) {
        const std::vector<int>& cols = s.placement();
        const HotLines::Probe attacked = hot_.probe();
        const bool done = fill(
            queens_,
            [&](int r) {
                const int c = cols[static_cast<std::size_t>(r)];
                return c != queens::BoardState::kEmpty && attacked(r, c) ? s.conflictsOf(r) : 0;
            },
            deadline);
        if (!done) return false;
        phase_ = kDiag;
    }
    if (phase_ == kDiag) {
        if (!fill(
                diag_, [&s](int d) { return s.diagonalCount(d); }, deadline))
            return false;
        phase_ = kAnti;
    }
    if (phase_ == kAnti) {
        if (!fill(
                anti_, [&s](int d) { return s.antiDiagonalCount(d); }, deadline))
            return false;
        phase_ = kDone;
    }
    return true;
}

void StripsBuilder::take(Strip& queens, Strip& diag, Strip& anti) {
    queens = std::move(queens_);
    diag = std::move(diag_);
    anti = std::move(anti_);
    queens_ = diag_ = anti_ = Strip{};
}
