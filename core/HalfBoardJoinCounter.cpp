#include "HalfBoardJoinCounter.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "Bits.h"
#include "ColexRank.h"

namespace queens {

namespace {

constexpr std::uint64_t kTargetUnits = 4096;

std::uint32_t reverse32(std::uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

// Inserts a zero bit at position m: the n-1 "other columns" of odd n become real columns.
std::uint32_t skipColumn(std::uint32_t slots, int m) {
    const std::uint32_t low = boardMask<std::uint32_t>(m);
    return (slots & low) | ((slots & ~low) << 1);
}

}  // namespace

HalfBoardJoinCounter::HalfBoardJoinCounter(int n) : HalfBoardJoinCounter(n, 0, true) {}

HalfBoardJoinCounter::HalfBoardJoinCounter(int n, int bandRows, bool tablesPerMiddle) : n_(n) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("HalfBoardJoinCounter: n must be in 1.." +
                                    std::to_string(kMaxN));
    if (n == 1) {  // no halves: the lone queen is the whole (single) solution
        units_ = 1;
        return;
    }
    k_ = n / 2;
    s_ = n % 2;
    all_ = boardMask<std::uint32_t>(n);
    halves_ = std::make_unique<HalfBoardEnumerator>(n, bandRows, tablesPerMiddle);
    // Only candidates that can be the smallest of their orbit get units: for even n a set with
    // column n-1 is larger than its complement, so the sets come from columns 0..n-2 (the first
    // C(n-1, K) colex ranks); for odd n the mirror image has middle column n-1-m, so m <= K.
    setsPerMiddle_ = ColexRank::binomial(n - 1, k_);
    const std::uint64_t middles = s_ == 1 ? static_cast<std::uint64_t>(k_ + 1) : 1;
    block_ =
        std::max<std::uint64_t>(1, (setsPerMiddle_ * middles + kTargetUnits - 1) / kTargetUnits);
    blocksPerMiddle_ = (setsPerMiddle_ + block_ - 1) / block_;
    units_ = static_cast<std::size_t>(blocksPerMiddle_ * middles);
}

HalfBoardJoinCounter::~HalfBoardJoinCounter() = default;

std::uint32_t HalfBoardJoinCounter::mirror(std::uint32_t columns) const {
    return reverse32(columns) >> (32 - n_);
}

HalfBoardJoinCounter::UnitResult HalfBoardJoinCounter::countUnit(
    std::size_t unit, Workspace& ws, const std::atomic<bool>* cancel) const {
    if (unit >= units_) throw std::out_of_range("HalfBoardJoinCounter: no such unit");
    UnitResult result;
    if (n_ == 1) {
        result.solutions = 1;
        return result;
    }
    const int middle = s_ == 1 ? static_cast<int>(unit / blocksPerMiddle_) : -1;
    const std::uint64_t first = (unit % blocksPerMiddle_) * block_;
    const std::uint64_t last = std::min(setsPerMiddle_, first + block_);
    std::uint32_t slots = ColexRank::unrank(first, k_);
    for (std::uint64_t i = first; i < last; ++i, slots = ColexRank::next(slots)) {
        if (middle < 0) {
            // Orbit of C: itself, its mirror image, its complement (upside down), both.
            const std::uint32_t c = slots;
            const std::uint32_t orbit[4] = {c, mirror(c), all_ & ~c, mirror(all_ & ~c)};
            if (*std::min_element(orbit, orbit + 4) != c) continue;
            std::uint32_t sorted[4] = {orbit[0], orbit[1], orbit[2], orbit[3]};
            std::sort(sorted, sorted + 4);
            const auto size = static_cast<std::uint64_t>(std::unique(sorted, sorted + 4) - sorted);
            if (!joinGroup(-1, c, size, ws, result, cancel)) return result;
        } else {
            const int m = middle;
            const std::uint32_t c = skipColumn(slots, m);
            const std::uint32_t rest = all_ & ~c & ~(std::uint32_t{1} << m);
            const auto key = [](int mm, std::uint32_t cc) {
                return (static_cast<std::uint64_t>(mm) << 32) | cc;
            };
            const std::uint64_t orbit[4] = {key(m, c), key(n_ - 1 - m, mirror(c)), key(m, rest),
                                            key(n_ - 1 - m, mirror(rest))};
            if (*std::min_element(orbit, orbit + 4) != orbit[0]) continue;
            std::uint64_t sorted[4] = {orbit[0], orbit[1], orbit[2], orbit[3]};
            std::sort(sorted, sorted + 4);
            const auto size = static_cast<std::uint64_t>(std::unique(sorted, sorted + 4) - sorted);
            if (!joinGroup(m, c, size, ws, result, cancel)) return result;
        }
    }
    return result;
}

bool HalfBoardJoinCounter::joinGroup(int middle, std::uint32_t columns, std::uint64_t weight,
                                     Workspace& ws, UnitResult& result,
                                     const std::atomic<bool>* cancel) const {
    std::uint32_t rest = all_ & ~columns;
    if (middle >= 0) rest &= ~(std::uint32_t{1} << middle);
    // The bottom halves in `rest` are the top halves in `rest` turned upside down.
    if (!halves_->enumerate(columns, middle, false, ws.top, result.nodes, cancel) ||
        !halves_->enumerate(rest, middle, true, ws.bottom, result.nodes, cancel)) {
        result.complete = false;
        return false;
    }
    const auto pairs = ws.pairs.count(ws.top, ws.bottom, 2 * halves_->windowBits(), cancel);
    if (!pairs) {
        result.complete = false;
        return false;
    }
    result.solutions += *pairs * weight;
    return true;
}

std::uint64_t HalfBoardJoinCounter::countAll() const {
    Workspace ws;
    std::uint64_t total = 0;
    for (std::size_t u = 0; u < units_; ++u) total += countUnit(u, ws).solutions;
    return total;
}

}  // namespace queens
