#include "ColexRank.h"

#include <array>

#include "Bits.h"

namespace queens {

namespace {

using BinomialTable =
    std::array<std::array<std::uint64_t, ColexRank::kMaxBits + 2>, ColexRank::kMaxBits + 1>;

constexpr BinomialTable makeBinomials() {
    BinomialTable t{};
    for (int n = 0; n <= ColexRank::kMaxBits; ++n) {
        t[n][0] = 1;
        for (int k = 1; k <= n; ++k) t[n][k] = t[n - 1][k - 1] + (k <= n - 1 ? t[n - 1][k] : 0);
    }
    return t;
}

constexpr BinomialTable kBinomial = makeBinomials();

}  // namespace

std::uint64_t ColexRank::binomial(int n, int k) {
    if (n < 0 || n > kMaxBits || k < 0 || k > n) return 0;
    return kBinomial[n][k];
}

std::uint64_t ColexRank::rank(std::uint32_t mask) {
    std::uint64_t r = 0;
    for (int i = 1; mask != 0; ++i) r += kBinomial[popLowestColumn(mask)][i];
    return r;
}

std::uint32_t ColexRank::unrank(std::uint64_t rank, int k) {
    std::uint32_t mask = 0;
    int p = kMaxBits - 1;
    for (int i = k; i >= 1; --i) {
        while (kBinomial[p][i] > rank) --p;  // the largest p with C(p, i) <= rank
        mask |= std::uint32_t{1} << p;
        rank -= kBinomial[p][i];
        --p;
    }
    return mask;
}

std::uint32_t ColexRank::next(std::uint32_t mask) {
    const std::uint32_t low = lowestBit(mask);
    const std::uint32_t ripple = mask + low;  // carries the lowest block of ones up
    return ripple | (((mask ^ ripple) >> 2) / low);
}

}  // namespace queens
