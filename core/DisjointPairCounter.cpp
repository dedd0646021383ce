#include "DisjointPairCounter.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "Bits.h"
#include "CpuFeatures.h"
#include "DisjointPairKernels.h"
#include "SignatureSplit.h"

namespace queens {

namespace {

using namespace pair_kernels;

constexpr int kMinChunk = 4;
constexpr int kMaxChunk = 10;

// In place: afterwards bit j of a[i] is what bit i of a[j] was (a 64 x 64 bit matrix
// transposed by swapping ever smaller off-diagonal blocks: 32 x 32, 16 x 16, ..., 1 x 1).
void transpose64(std::uint64_t a[64]) {
    std::uint64_t mask = 0x00000000ffffffffULL;
    for (int j = 32; j != 0; j >>= 1, mask ^= mask << j) {
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & mask;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
    }
}

struct Choice {
    KernelFn kernel;
    const char* name;
};

const CpuFeatures& cpu() {
    return CpuFeatures::get();
}

Choice choiceFor(DisjointPairCounter::Kernel k) {
    using K = DisjointPairCounter::Kernel;
#ifdef QUEENS_X86_KERNELS
    if ((k == K::Best || k == K::Avx512) && cpu().avx512) return {kernelAvx512, "avx512"};
    if ((k == K::Best || k == K::Avx2) && cpu().avx2) return {kernelAvx2, "avx2"};
    if ((k == K::Best || k == K::Popcnt) && cpu().popcnt) return {kernelPopcnt, "popcnt"};
#endif
    return {kernelPortable, "portable"};
}

// Chunk width minimising  chunks * (2 * 2^c table rows + item row reads): a table row is written
// and then read twice while the table is built. `items` counts an item run against a part of
// the patterns (SignatureSplit) as that part of one.
int chooseChunk(double items, int bits) {
    int best = kMinChunk;
    double bestCost = 0;
    for (int c = kMinChunk; c <= kMaxChunk; ++c) {
        const int chunks = (bits + c - 1) / c;
        if (chunks > kMaxChunks) continue;
        const double cost = chunks * (2.0 * static_cast<double>(std::uint64_t{1} << c) + items);
        if (bestCost == 0 || cost < bestCost) {
            bestCost = cost;
            best = c;
        }
    }
    return best;
}

}  // namespace

const char* DisjointPairCounter::kernelName() {
    return choiceFor(Kernel::Best).name;
}

bool DisjointPairCounter::supported(Kernel kernel) {
    switch (kernel) {
        case Kernel::Avx512:
            return cpu().avx512;
        case Kernel::Avx2:
            return cpu().avx2;
        case Kernel::Popcnt:
            return cpu().popcnt;
        case Kernel::Best:
        case Kernel::Portable:
            return true;
    }
    return false;
}

void DisjointPairCounter::setKernel(Kernel kernel) {
    if (!supported(kernel))
        throw std::invalid_argument("DisjointPairCounter: kernel not supported here");
    kernel_ = kernel;
}

std::uint64_t DisjointPairCounter::countDirect(std::span<const std::uint64_t> a,
                                               std::span<const std::uint64_t> b) {
    std::uint64_t total = 0;
    for (const std::uint64_t x : a)
        for (const std::uint64_t y : b) total += (x & y) == 0 ? 1 : 0;
    return total;
}

int DisjointPairCounter::buildTable(std::span<const std::uint64_t> patterns, int bits, int chunk,
                                    bool padded) {
    const int chunks = (bits + chunk - 1) / chunk;
    const int words = static_cast<int>(((patterns.size() + 63) / 64 + 3) & ~std::size_t{3});
    const std::size_t combos = std::size_t{1} << chunk;
    const std::size_t rowWords = static_cast<std::size_t>(words);
    table_.resize(static_cast<std::size_t>(chunks) * combos * rowWords);  // every word rewritten
    // Value 0 (made once, copied to every chunk): every pattern of the block qualifies; padding
    // (SignatureSplit::kPadding, and the bits and words past the block) is 0.
    for (std::size_t w = 0; w < rowWords; ++w) {
        const std::size_t begin = std::min(patterns.size(), w * 64);
        const std::size_t end = std::min(patterns.size(), begin + 64);
        std::uint64_t valid = boardMask(static_cast<int>(end - begin));
        for (std::size_t p = begin; padded && p < end; ++p)
            if (patterns[p] == SignatureSplit::kPadding)
                valid &= ~(std::uint64_t{1} << (p - begin));
        table_[w] = valid;
    }
    for (int ch = 0; ch < chunks; ++ch) {
        std::uint64_t* base = table_.data() + static_cast<std::size_t>(ch) * combos * rowWords;
        if (ch > 0) std::memcpy(base, table_.data(), rowWords * 8);
        for (int i = 0; i < chunk; ++i)
            std::memcpy(base + (std::size_t{1} << i) * rowWords, base, rowWords * 8);
    }
    // Single-bit values: drop the patterns that contain the bit. Per 64 patterns, a bit-matrix
    // transpose turns "bits of pattern p" into "patterns having bit i", one word per bit.
    std::size_t rowOfBit[kMaxBits];
    for (int bit = 0; bit < bits; ++bit)
        rowOfBit[bit] =
            ((static_cast<std::size_t>(bit / chunk) << chunk) | (std::size_t{1} << (bit % chunk))) *
            rowWords;
    std::uint64_t block[64];
    for (std::size_t first = 0; first < patterns.size(); first += 64) {
        const std::size_t count = std::min<std::size_t>(64, patterns.size() - first);
        std::copy_n(patterns.begin() + static_cast<std::ptrdiff_t>(first), count, block);
        std::fill(block + count, block + 64, 0);
        transpose64(block);
        std::uint64_t* column = table_.data() + first / 64;
        for (int bit = 0; bit < bits; ++bit) column[rowOfBit[bit]] &= ~block[bit];
    }
    // Other values: the row of v without its lowest bit AND the row of that bit.
    for (int ch = 0; ch < chunks; ++ch) {
        std::uint64_t* base = table_.data() + static_cast<std::size_t>(ch) * combos * rowWords;
#ifdef QUEENS_X86_KERNELS
        if (cpu().avx512) {
            combineRowsAvx512(base, combos, rowWords);
            continue;
        }
#endif
        for (std::size_t v = 3; v < combos; ++v) {
            if (clearLowest(v) == 0) continue;
            const std::uint64_t* rest = base + clearLowest(v) * rowWords;
            const std::uint64_t* low = base + lowestBit(v) * rowWords;
            std::uint64_t* dst = base + v * rowWords;
            for (std::size_t w = 0; w < rowWords; ++w) dst[w] = rest[w] & low[w];
        }
    }
    return words;
}

std::optional<std::uint64_t> DisjointPairCounter::count(std::span<const std::uint64_t> a,
                                                        std::span<const std::uint64_t> b, int bits,
                                                        const std::atomic<bool>* cancel) {
    if (bits < 1 || bits > kMaxBits)
        throw std::invalid_argument("DisjointPairCounter: bits must be in 1..64");
    // Patterns: the shorter list (the table grows with it); items: the longer one.
    const std::span<const std::uint64_t> patterns = a.size() <= b.size() ? a : b;
    const std::span<const std::uint64_t> items = a.size() <= b.size() ? b : a;
    if (patterns.empty()) return 0;
    if (patterns.size() < 32 || patterns.size() * items.size() < 8192)
        return countDirect(items, patterns);
    const KernelFn kernel = choiceFor(kernel_).kernel;
    split_.prepare(patterns, items, bits);
    const int chunk = chooseChunk(
        split_.splitBits() > 0 ? split_.itemRows() : static_cast<double>(items.size()), bits);
    const std::span<const std::uint64_t> table =
        split_.splitBits() > 0 ? split_.patterns() : patterns;
    std::uint64_t total = 0;
    for (std::size_t first = 0; first < table.size(); first += kBlockPatterns) {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return std::nullopt;
        const auto block = table.subspan(first, std::min(kBlockPatterns, table.size() - first));
        const int words = buildTable(block, bits, chunk, split_.splitBits() > 0);
        const int used = static_cast<int>((block.size() + 63) / 64);
        WordRange ranges[SignatureSplit::kMaxRanges] = {{0, used}};
        Layout layout{table_.data(), words, (bits + chunk - 1) / chunk, chunk, ranges, 1};
        if (split_.splitBits() == 0) {
            total += kernel(items.data(), items.size(), layout);
            continue;
        }
        for (int s = 0; s < split_.signatures(); ++s) {
            const auto group = split_.items(s);
            layout.rangeCount = split_.ranges(s, static_cast<int>(first / 64), used, ranges);
            if (!group.empty() && layout.rangeCount > 0)
                total += kernel(group.data(), group.size(), layout);
        }
    }
    return total;
}

}  // namespace queens
