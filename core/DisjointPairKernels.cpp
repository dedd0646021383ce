#include "DisjointPairKernels.h"

#include <array>
#include <bit>
#include <utility>

#include "Bits.h"

#ifdef QUEENS_X86_KERNELS
#include <immintrin.h>
#endif

namespace queens::pair_kernels {

namespace {

void rowsOf(std::uint64_t item, const Layout& t, const std::uint64_t** rows) {
    const std::uint64_t mask = (std::uint64_t{1} << t.chunk) - 1;
    const std::size_t stride = static_cast<std::size_t>(t.words) << t.chunk;
    for (int ch = 0; ch < t.chunks; ++ch)
        rows[ch] = t.table + ch * stride + ((item >> (ch * t.chunk)) & mask) * t.words;
}

// One word per step. Inlined into each caller, so that std::popcount becomes the POPCNT
// instruction in kernelPopcnt (compiled for it) and portable code in kernelPortable.
__attribute__((always_inline)) inline std::uint64_t scalarKernel(const std::uint64_t* items,
                                                                 std::size_t n, const Layout& t) {
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

}  // namespace

std::uint64_t kernelPortable(const std::uint64_t* items, std::size_t n, const Layout& t) {
    return scalarKernel(items, n, t);
}

#ifdef QUEENS_X86_KERNELS
__attribute__((target("popcnt"))) std::uint64_t kernelPopcnt(const std::uint64_t* items,
                                                             std::size_t n, const Layout& t) {
    return scalarKernel(items, n, t);
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

namespace {

// Eight words per step, popcount per 64-bit lane by VPOPCNTQ; a range's last words by a masked
// load. The number of chunks is a template argument, so that the row pointers stay in registers
// and the AND chain is unrolled.
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

}  // namespace

std::uint64_t kernelAvx512(const std::uint64_t* items, std::size_t n, const Layout& t) {
    static constexpr auto kernels = avx512Kernels(std::make_integer_sequence<int, kMaxChunks>{});
    return kernels[static_cast<std::size_t>(t.chunks - 1)](items, n, t);
}

// Eight words per step.
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

}  // namespace queens::pair_kernels
