#include "DisjointPairCounter.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "Bits.h"
#include "CpuFeatures.h"
#include "SignatureSplit.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define QUEENS_X86_KERNELS 1
#include <immintrin.h>
#endif

namespace queens {

namespace {

constexpr int kMaxChunks = 16;
constexpr int kMinChunk = 4;
constexpr int kMaxChunk = 10;

// The table: chunk ch, value v, word w at  table[(ch << chunk | v) * words + w].
// Each item is run against the words of `ranges` only (SignatureSplit).
struct Layout {
    const std::uint64_t* table;
    int words;  // multiple of 4
    int chunks;
    int chunk;
    const WordRange* ranges;
    int rangeCount;
};

using KernelFn = std::uint64_t (*)(const std::uint64_t*, std::size_t, const Layout&);

inline void rowsOf(std::uint64_t item, const Layout& t, const std::uint64_t** rows) {
    const std::uint64_t mask = (std::uint64_t{1} << t.chunk) - 1;
    const std::size_t stride = static_cast<std::size_t>(t.words) << t.chunk;
    for (int ch = 0; ch < t.chunks; ++ch)
        rows[ch] = t.table + ch * stride + ((item >> (ch * t.chunk)) & mask) * t.words;
}

std::uint64_t kernelPortable(const std::uint64_t* items, std::size_t n, const Layout& t) {
    std::uint64_t total = 0;
    const std::uint64_t* rows[kMaxChunks];
    for (std::size_t k = 0; k < n; ++k) {
        rowsOf(items[k], t, rows);
        for (int r = 0; r < t.rangeCount; ++r) {
            for (int w = t.ranges[r].begin; w < t.ranges[r].end; ++w) {
                std::uint64_t a = rows[0][w];
                for (int ch = 1; ch < t.chunks; ++ch) a &= rows[ch][w];
                total += static_cast<std::uint64_t>(std::popcount(a));
            }
        }
    }
    return total;
}

#ifdef QUEENS_X86_KERNELS
__attribute__((target("popcnt"))) std::uint64_t kernelPopcnt(const std::uint64_t* items,
                                                             std::size_t n, const Layout& t) {
    std::uint64_t total = 0;
    const std::uint64_t* rows[kMaxChunks];
    for (std::size_t k = 0; k < n; ++k) {
        rowsOf(items[k], t, rows);
        for (int r = 0; r < t.rangeCount; ++r) {
            for (int w = t.ranges[r].begin; w < t.ranges[r].end; ++w) {
                std::uint64_t a = rows[0][w];
                for (int ch = 1; ch < t.chunks; ++ch) a &= rows[ch][w];
                total += static_cast<std::uint64_t>(__builtin_popcountll(a));
            }
        }
    }
    return total;
}

// Four words per step; popcount of each byte by two 16-entry lookups (one per nibble), byte
// counts summed for up to 31 steps (31 * 8 < 256), then folded into 64-bit lanes by vpsadbw.
__attribute__((target("avx2"))) std::uint64_t kernelAvx2(const std::uint64_t* items, std::size_t n,
                                                         const Layout& t) {
    const __m256i lookup = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1,
                                            2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i nibble = _mm256_set1_epi8(0x0f);
    const __m256i zero = _mm256_setzero_si256();
    __m256i sums = zero;
    __m256i bytes = zero;
    int pending = 0;
    const __m256i lane = _mm256_setr_epi64x(0, 1, 2, 3);
    const std::uint64_t* rows[kMaxChunks];
    for (std::size_t k = 0; k < n; ++k) {
        rowsOf(items[k], t, rows);
        for (int r = 0; r < t.rangeCount; ++r) {
            const int end = t.ranges[r].end;
            for (int w = t.ranges[r].begin; w < end; w += 4) {
                __m256i a;
                if (w + 4 <= end) {
                    a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows[0] + w));
                    for (int ch = 1; ch < t.chunks; ++ch)
                        a = _mm256_and_si256(
                            a, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(rows[ch] + w)));
                } else {  // 1..3 words left: the lanes below end - w
                    const __m256i keep = _mm256_cmpgt_epi64(_mm256_set1_epi64x(end - w), lane);
                    a = _mm256_maskload_epi64(reinterpret_cast<const long long*>(rows[0] + w),
                                              keep);
                    for (int ch = 1; ch < t.chunks; ++ch)
                        a = _mm256_and_si256(
                            a, _mm256_maskload_epi64(
                                   reinterpret_cast<const long long*>(rows[ch] + w), keep));
                }
                const __m256i lo = _mm256_and_si256(a, nibble);
                const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(a, 4), nibble);
                bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(_mm256_shuffle_epi8(lookup, lo),
                                                               _mm256_shuffle_epi8(lookup, hi)));
                if (++pending == 31) {
                    sums = _mm256_add_epi64(sums, _mm256_sad_epu8(bytes, zero));
                    bytes = zero;
                    pending = 0;
                }
            }
        }
    }
    sums = _mm256_add_epi64(sums, _mm256_sad_epu8(bytes, zero));
    alignas(32) std::uint64_t lanes[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), sums);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

// Eight words per step, popcount per 64-bit lane by VPOPCNTQ; a range's last words by a masked
// load. The number of chunks is a template
// argument, so that the row pointers stay in registers and the AND chain is unrolled.
template <int Chunks>
__attribute__((target("avx512f,avx512vpopcntdq"), always_inline)) inline __m512i addRange(
    const std::uint64_t* const* rows, int w, int end, __m512i sums) {
    for (; w + 8 <= end; w += 8) {
        __m512i a = _mm512_loadu_si512(rows[0] + w);
#pragma GCC unroll 16
        for (int ch = 1; ch < Chunks; ++ch)
            a = _mm512_and_si512(a, _mm512_loadu_si512(rows[ch] + w));
        sums = _mm512_add_epi64(sums, _mm512_popcnt_epi64(a));
    }
    if (w < end) {  // 1..7 words left
        const auto tail = static_cast<__mmask8>((1u << (end - w)) - 1);
        __m512i a = _mm512_maskz_loadu_epi64(tail, rows[0] + w);
#pragma GCC unroll 16
        for (int ch = 1; ch < Chunks; ++ch)
            a = _mm512_and_si512(a, _mm512_maskz_loadu_epi64(tail, rows[ch] + w));
        sums = _mm512_add_epi64(sums, _mm512_popcnt_epi64(a));
    }
    return sums;
}

template <int Chunks>
__attribute__((target("avx512f,avx512vpopcntdq"))) std::uint64_t kernelAvx512Fixed(
    const std::uint64_t* items, std::size_t n, const Layout& t) {
    __m512i sums = _mm512_setzero_si512();
    const std::uint64_t mask = (std::uint64_t{1} << t.chunk) - 1;
    const std::size_t stride = static_cast<std::size_t>(t.words) << t.chunk;
    const std::uint64_t* rows[Chunks];
    const auto rowsOf = [&](std::uint64_t item) {
#pragma GCC unroll 16
        for (int ch = 0; ch < Chunks; ++ch)
            rows[ch] = t.table + ch * stride + ((item >> (ch * t.chunk)) & mask) * t.words;
    };
    if (t.rangeCount == 1) {  // the common case: the loop bounds stay in registers
        const int begin = t.ranges[0].begin;
        const int end = t.ranges[0].end;
        for (std::size_t k = 0; k < n; ++k) {
            rowsOf(items[k]);
            sums = addRange<Chunks>(rows, begin, end, sums);
        }
    } else {
        for (std::size_t k = 0; k < n; ++k) {
            rowsOf(items[k]);
            for (int r = 0; r < t.rangeCount; ++r)
                sums = addRange<Chunks>(rows, t.ranges[r].begin, t.ranges[r].end, sums);
        }
    }
    alignas(64) std::uint64_t lanes[8];
    _mm512_store_si512(lanes, sums);
    std::uint64_t total = 0;
    for (const std::uint64_t lane : lanes) total += lane;
    return total;
}

template <int... Counts>
constexpr std::array<KernelFn, sizeof...(Counts)> avx512Kernels(
    std::integer_sequence<int, Counts...>) {
    return {kernelAvx512Fixed<Counts + 1>...};
}

std::uint64_t kernelAvx512(const std::uint64_t* items, std::size_t n, const Layout& t) {
    static constexpr auto kernels = avx512Kernels(std::make_integer_sequence<int, kMaxChunks>{});
    return kernels[static_cast<std::size_t>(t.chunks - 1)](items, n, t);
}
#endif

#ifdef QUEENS_X86_KERNELS
// The rows of one chunk's values with two or more bits (see buildTable), eight words per step.
__attribute__((target("avx512f"))) void combineRowsAvx512(std::uint64_t* base, std::size_t combos,
                                                          std::size_t rowWords) {
    const auto tail = static_cast<__mmask8>((1u << (rowWords & 7)) - 1);
    const std::size_t whole = rowWords & ~std::size_t{7};
    for (std::size_t v = 3; v < combos; ++v) {
        if (clearLowest(v) == 0) continue;
        const std::uint64_t* rest = base + clearLowest(v) * rowWords;
        const std::uint64_t* low = base + lowestBit(v) * rowWords;
        std::uint64_t* dst = base + v * rowWords;
        for (std::size_t w = 0; w < whole; w += 8)
            _mm512_storeu_si512(dst + w, _mm512_and_si512(_mm512_loadu_si512(rest + w),
                                                          _mm512_loadu_si512(low + w)));
        if (tail != 0)
            _mm512_mask_storeu_epi64(dst + whole, tail,
                                     _mm512_and_si512(_mm512_maskz_loadu_epi64(tail, rest + whole),
                                                      _mm512_maskz_loadu_epi64(tail, low + whole)));
    }
}
#endif

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
    for (int ch = 0; ch < chunks; ++ch) {
        std::uint64_t* base = table_.data() + static_cast<std::size_t>(ch) * combos * rowWords;
        // Value 0: every pattern of the block qualifies; padding (SignatureSplit::kPadding,
        // and the bits and words past the block) is 0.
        if (ch == 0 && !padded) {
            for (std::size_t w = 0; w < rowWords; ++w) {
                const std::size_t left = patterns.size() > w * 64 ? patterns.size() - w * 64 : 0;
                base[w] = boardMask(static_cast<int>(std::min<std::size_t>(left, 64)));
            }
        } else if (ch == 0) {
            for (std::size_t w = 0; w < rowWords; ++w) {
                std::uint64_t valid = 0;
                const std::size_t end = std::min(patterns.size(), (w + 1) * 64);
                for (std::size_t p = w * 64; p < end; ++p)
                    valid |= std::uint64_t{patterns[p] != SignatureSplit::kPadding} << (p % 64);
                base[w] = valid;
            }
        } else {
            std::memcpy(base, table_.data(), rowWords * 8);
        }
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
