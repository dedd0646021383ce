#pragma once
// The inner loops of DisjointPairCounter (read its header first). For each item, a kernel ANDs
// the item's chunk rows over the word ranges of a Layout, counts the bits and returns the sum.
// One kernel per instruction set; DisjointPairCounter picks one at run time (CpuFeatures). They
// only read the table: no allocation, no state.
#include <cstddef>
#include <cstdint>

#include "SignatureSplit.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define QUEENS_X86_KERNELS 1
#endif

namespace queens::pair_kernels {

constexpr int kMaxChunks = 16;  // chunks per item, at most

// The table: chunk ch, value v, word w at  table[(ch << chunk | v) * words + w].
// Each item is run against the words of `ranges` only (SignatureSplit).
struct Layout {
    const std::uint64_t* table;
    int words;   // multiple of 4
    int chunks;  // rows per item
    int chunk;   // bits per chunk
    const WordRange* ranges;
    int rangeCount;
};

using KernelFn = std::uint64_t (*)(const std::uint64_t*, std::size_t, const Layout&);

std::uint64_t kernelPortable(const std::uint64_t* items, std::size_t n, const Layout& t);
#ifdef QUEENS_X86_KERNELS
std::uint64_t kernelPopcnt(const std::uint64_t* items, std::size_t n, const Layout& t);
std::uint64_t kernelAvx2(const std::uint64_t* items, std::size_t n, const Layout& t);
std::uint64_t kernelAvx512(const std::uint64_t* items, std::size_t n, const Layout& t);
// The rows of one chunk's values with two or more bits: row v = row (v without its lowest bit)
// AND row (its lowest bit), for v < combos; rows of rowWords words from `base`.
void combineRowsAvx512(std::uint64_t* base, std::size_t combos, std::size_t rowWords);
#endif

}  // namespace queens::pair_kernels
