#include "FastMinConflicts.h"

#include "SwapDelta.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>

namespace queens {

namespace {

constexpr int kBucketShift = 15;  // about 32768 columns per shuffle bucket
constexpr std::size_t kMaxBuckets = 512;
constexpr std::size_t kPrefetchAhead = 16;  // pool positions between prefetch and test

std::size_t bucketCount(std::size_t n) {
    return std::min(kMaxBuckets, (n >> kBucketShift) + 1);
}

std::size_t words(std::size_t bits) {
    return (bits + 63) / 64;
}

}  // namespace

// ---- LineCounts -------------------------------------------------------------------------------

void FastMinConflicts::LineCounts::reset(std::size_t lines) {
    bits_.assign(words(lines), 0);
    if (keys_.empty()) {
        keys_.assign(64, kNoKey);
        extras_.assign(64, 0);
    } else {
        std::fill(keys_.begin(), keys_.end(), kNoKey);
    }
    used_ = 0;
}

void FastMinConflicts::LineCounts::release() {
    bits_ = {};
    keys_ = {};
    extras_ = {};
    used_ = 0;
}

std::uint64_t FastMinConflicts::LineCounts::bytes() const {
    return 8 * bits_.capacity() + 8 * keys_.capacity();
}

void FastMinConflicts::LineCounts::prefetch([[maybe_unused]] std::size_t i) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&bits_[i >> 6]);
#endif
}

namespace {
inline std::size_t slotOf(std::uint32_t key, std::size_t mask) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 40) & mask;
}
}  // namespace

std::int32_t FastMinConflicts::LineCounts::extra(std::size_t i) const {
    const auto key = static_cast<std::uint32_t>(i);
    const std::size_t mask = keys_.size() - 1;
    for (std::size_t s = slotOf(key, mask);; s = (s + 1) & mask) {
        if (keys_[s] == key) return extras_[s];
        if (keys_[s] == kNoKey) return 0;
    }
}

std::int32_t& FastMinConflicts::LineCounts::extraSlot(std::size_t i) {
    if (2 * (used_ + 1) > keys_.size()) grow();
    const auto key = static_cast<std::uint32_t>(i);
    const std::size_t mask = keys_.size() - 1;
    for (std::size_t s = slotOf(key, mask);; s = (s + 1) & mask) {
        if (keys_[s] == key) return extras_[s];
        if (keys_[s] == kNoKey) {
            keys_[s] = key;
            extras_[s] = 0;
            ++used_;
            return extras_[s];
        }
    }
}

void FastMinConflicts::LineCounts::grow() {
    std::vector<std::uint32_t> keys(2 * keys_.size(), kNoKey);
    std::vector<std::int32_t> extras(2 * keys_.size(), 0);
    std::swap(keys, keys_);
    std::swap(extras, extras_);
    used_ = 0;
    for (std::size_t s = 0; s < keys.size(); ++s)
        if (keys[s] != kNoKey && extras[s] != 0) extraSlot(keys[s]) = extras[s];
}

int FastMinConflicts::LineCounts::add(std::size_t i) {
    std::uint64_t& w = bits_[i >> 6];
    const std::uint64_t mask = std::uint64_t{1} << (i & 63);
    if ((w & mask) == 0) {
        w |= mask;
        return 0;
    }
    ++extraSlot(i);
    return 1;
}

int FastMinConflicts::LineCounts::remove(std::size_t i) {
    if (extra(i) > 0) {
        --extraSlot(i);
        return 1;
    }
    bits_[i >> 6] &= ~(std::uint64_t{1} << (i & 63));
    return 0;
}

// ---- FastMinConflicts -------------------------------------------------------------------------

FastMinConflicts::FastMinConflicts(int n, const Options& options)
    : n_(n), options_(options), rng_(options.seed) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("min-conflicts supports N from 1 to " + std::to_string(kMaxN) +
                                    "; got " + std::to_string(n));
    const auto un = static_cast<std::uint64_t>(n);
    maxEvaluations_ = options.maxEvaluations != 0 ? options.maxEvaluations : 7 * un + 100;
    cols_.resize(static_cast<std::size_t>(n));
}

std::uint64_t FastMinConflicts::bytesNeeded(std::uint64_t n) {
    const std::uint64_t bitsets = 2 * 8 * words(2 * n);
    const std::uint64_t shuffle = 2 * 4 * (bucketCount(n) + 1);
    const std::uint64_t tables = 2 * 64 * 8 + 64 * 1024;  // hash tables and list, generously
    return 4 * n + bitsets + shuffle + tables;
}

HugePageVector<int> FastMinConflicts::takePlacement() {
    diagonals_.release();
    antis_.release();
    listed_ = {};
    return std::move(cols_);
}

bool FastMinConflicts::solve() {
    cancelled_ = false;
    if (n_ == 2 || n_ == 3) return false;
    for (std::uint64_t restarts = 0;; ++restarts) {
        if (!build()) return false;
        if (search()) return true;
        if (cancelled_) return false;
        if (options_.maxRestarts != 0 && restarts >= options_.maxRestarts) return false;
    }
}

bool FastMinConflicts::cancelRequested() {
    if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed))
        cancelled_ = true;
    return cancelled_;
}

// A uniform random permutation of 0..n-1 into cols_ (Rao-Sandelius): every column draws a
// bucket, the buckets are laid out one after the other, and each is shuffled by Fisher-Yates.
// The bucket draws are made twice from equal copies of the generator (count, then place), so
// no bucket number is stored. Few buckets keep the scatter writes in cache; small buckets keep
// the Fisher-Yates swaps there.
bool FastMinConflicts::shuffle() {
    const auto n = static_cast<std::size_t>(n_);
    const std::size_t buckets = bucketCount(n);
    if (buckets > 1) {
        std::vector<std::uint32_t> start(buckets + 1, 0);
        const SplitMix64 replay = rng_;
        for (std::size_t k = 0; k < n; ++k) {
            if ((k & kCancelPollMask) == 0 && cancelRequested()) return false;
            ++start[rng_.below(static_cast<std::uint32_t>(buckets)) + 1];
        }
        std::partial_sum(start.begin(), start.end(), start.begin());
        std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
        SplitMix64 again = replay;
        for (std::size_t k = 0; k < n; ++k) {
            if ((k & kCancelPollMask) == 0 && cancelRequested()) return false;
            cols_[next[again.below(static_cast<std::uint32_t>(buckets))]++] = static_cast<int>(k);
        }
        for (std::size_t b = 0; b < buckets; ++b) {  // buckets of about 32768: poll per bucket
            if (cancelRequested()) return false;
            int* part = cols_.data() + start[b];
            for (std::uint32_t i = start[b + 1] - start[b]; i > 1; --i)
                std::swap(part[i - 1], part[rng_.below(i)]);
        }
        return true;
    }
    std::iota(cols_.begin(), cols_.end(), 0);
    for (auto i = static_cast<std::uint32_t>(n); i > 1; --i) {
        if ((i & kCancelPollMask) == 0 && cancelRequested()) return false;
        std::swap(cols_[i - 1], cols_[rng_.below(i)]);
    }
    return true;
}

bool FastMinConflicts::build() {
    ++stats_.builds;
    if (!shuffle()) return false;
    const auto n = static_cast<std::size_t>(n_);
    diagonals_.reset(2 * n - 1);
    antis_.reset(2 * n - 1);
    listed_.clear();
    collisions_ = 0;

    std::size_t cursor = 0;   // next pool position to test, in [r, n)
    std::uint64_t tests = 0;  // tests in this build (to guess the row of a prefetched column)
    for (std::size_t r = 0; r < n; ++r) {
        if ((r & kCancelPollMask) == 0 && cancelRequested()) {
            stats_.candidateTests += tests;
            return false;
        }
        const std::size_t limit = std::min(kTriesPerRow, n - r);
        if (cursor < r) cursor = r;
        std::size_t pick = n;
        for (std::size_t tries = 0; tries < limit; ++tries) {
            if (cursor == n) cursor = r;  // round the pool again
            // About r / tests rows are placed per test: guess the row that will test the column
            // kPrefetchAhead positions on, and fetch its two bitset words now.
            if (cursor + kPrefetchAhead < n) {
                const std::size_t c = static_cast<std::size_t>(cols_[cursor + kPrefetchAhead]);
                const std::size_t row = r + kPrefetchAhead * r / (tests + 1);
                if (row < n) {
                    diagonals_.prefetch(diagonal(row, c));
                    antis_.prefetch(anti(row, c));
                }
            }
            ++tests;
            // Both bits are read before the one branch (| not ||): the two loads overlap instead
            // of waiting behind a second, unpredictable branch.
            const auto c = static_cast<std::size_t>(cols_[cursor]);
            if (!(diagonals_.occupied(diagonal(r, c)) | antis_.occupied(anti(r, c)))) {
                pick = cursor++;
                break;
            }
            ++cursor;
        }
        if (pick == n) {  // no free column found: take the one under the cursor
            if (cursor == n) cursor = r;
            pick = cursor++;
            listed_.push_back(static_cast<int>(r));
        }
        std::swap(cols_[r], cols_[pick]);
        const auto c = static_cast<std::size_t>(cols_[r]);
        collisions_ += diagonals_.add(diagonal(r, c)) + antis_.add(anti(r, c));
    }
    stats_.candidateTests += tests;
    stats_.uncheckedRows += listed_.size();
    stats_.initialCollisions = collisions_;
    return true;
}

bool FastMinConflicts::attacked(int row) const {
    const auto r = static_cast<std::size_t>(row);
    const auto c = static_cast<std::size_t>(cols_[r]);
    return diagonals_.count(diagonal(r, c)) > 1 || antis_.count(anti(r, c)) > 1;
}

std::int64_t FastMinConflicts::swapDelta(int i, int j) const {
    const auto ri = static_cast<std::size_t>(i);
    const auto rj = static_cast<std::size_t>(j);
    const auto ci = static_cast<std::size_t>(cols_[ri]);
    const auto cj = static_cast<std::size_t>(cols_[rj]);
    return familySwapDelta(
               [this](std::size_t d) { return diagonals_.count(d); },
               {diagonal(ri, ci), diagonal(rj, cj), diagonal(ri, cj), diagonal(rj, ci)}) +
           familySwapDelta([this](std::size_t d) { return antis_.count(d); },
                           {anti(ri, ci), anti(rj, cj), anti(ri, cj), anti(rj, ci)});
}

void FastMinConflicts::applySwap(int i, int j) {
    const auto ri = static_cast<std::size_t>(i);
    const auto rj = static_cast<std::size_t>(j);
    auto ci = static_cast<std::size_t>(cols_[ri]);
    auto cj = static_cast<std::size_t>(cols_[rj]);
    diagonals_.remove(diagonal(ri, ci));
    antis_.remove(anti(ri, ci));
    diagonals_.remove(diagonal(rj, cj));
    antis_.remove(anti(rj, cj));
    std::swap(cols_[ri], cols_[rj]);
    std::swap(ci, cj);
    diagonals_.add(diagonal(ri, ci));
    antis_.add(anti(ri, ci));
    diagonals_.add(diagonal(rj, cj));
    antis_.add(anti(rj, cj));
}

bool FastMinConflicts::search() {
    std::uint64_t evaluations = 0;
    std::size_t pos = 0;
    while (collisions_ > 0) {
        if (evaluations >= maxEvaluations_ ||
            ((evaluations & kCancelPollMask) == 0 && cancelRequested())) {
            stats_.evaluations += evaluations;
            return false;
        }
        if (listed_.empty())  // the invariant makes this unreachable
            throw std::logic_error("FastMinConflicts: collisions left but no attacked row");
        if (pos >= listed_.size()) pos = 0;
        const int i = listed_[pos];
        if (!attacked(i)) {  // drop it; the last entry takes its place
            listed_[pos] = listed_.back();
            listed_.pop_back();
            continue;
        }
        ++pos;
        int j = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n_ - 1)));
        if (j >= i) ++j;
        const std::int64_t delta = swapDelta(i, j);
        ++evaluations;
        if (delta >= 0) continue;
        applySwap(i, j);
        collisions_ += delta;
        ++stats_.swaps;
        if (attacked(j) && std::find(listed_.begin(), listed_.end(), j) == listed_.end())
            listed_.push_back(j);
    }
    stats_.evaluations += evaluations;
    return true;
}

}  // namespace queens
