#pragma once
// DisjointPairCounter: given two lists of bit sets (64-bit words), counts the pairs (x, y), x from
// the first list and y from the second, that share no bit: (x & y) == 0. This is the join step of
// HalfBoardJoinCounter, where x and y are the diagonals two half-boards occupy.
//
// The obvious double loop costs |A|·|B| word tests. Four ideas make it much cheaper:
//
// 1. Bit slicing. Number the patterns (the shorter list) 0..P-1 and, for every bit position i,
//    keep a bit vector Z_i of P bits: bit p of Z_i is set when pattern p does NOT contain bit i.
//    The patterns disjoint from an item x are then  AND over the bits i of x of Z_i , and their
//    number is a popcount. One 64-bit AND tests 64 patterns at once.
// 2. Precombined chunks ("four Russians"). Cut the bit positions into chunks of c bits. For each
//    chunk and each of its 2^c values v, store the AND of the Z_i for the bits i set in v (built
//    in 2^c steps per chunk, each one AND of two earlier rows). An item then needs one row per
//    chunk: ceil(bits / c) ANDs per 64 patterns instead of popcount(x). c is chosen per call to
//    balance the table (chunks · 2^c rows) against the items (chunks · |items| row reads).
// 3. Signatures (SignatureSplit). An item with bit i can only pair with patterns without it: with
//    both lists sorted by a few bits that many words of both have, each item is run only
//    against the buckets of patterns it can be disjoint from.
// 4. Blocks. Patterns are processed in blocks of at most kBlockPatterns so that the table stays
//    in the cache and its size bounded; every item is run against every block (the ranges of
//    it that its signature allows).
//
// On x86-64 the inner loop uses AVX-512 (eight words per instruction, popcount per word by
// VPOPCNTQ) when the processor has it, else AVX2 (four words per instruction, popcount by nibble
// lookup), else the POPCNT instruction when present, else portable C++; the choice is made once
// at run time, so the program runs on any x86-64 (no -march needed).
//
// Not thread-safe: one object per thread (it owns the table as scratch space).
#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "SignatureSplit.h"

namespace queens {

class DisjointPairCounter {
public:
    static constexpr std::size_t kBlockPatterns = 4096;
    static constexpr int kMaxBits = 64;

    // The inner loops; Best is the fastest one this processor supports.
    enum class Kernel { Best, Portable, Popcnt, Avx2, Avx512 };
    static bool supported(Kernel kernel);
    // Use `kernel` from now on (tests compare them); throws std::invalid_argument if unsupported.
    void setKernel(Kernel kernel);

    // Number of pairs (x, y) in a × b with (x & y) == 0; every word must lie below 2^bits
    // (1 <= bits <= 64). std::nullopt when `cancel` became true (checked once per block).
    std::optional<std::uint64_t> count(std::span<const std::uint64_t> a,
                                       std::span<const std::uint64_t> b, int bits,
                                       const std::atomic<bool>* cancel = nullptr);

    // The same count by the double loop, for tests and tiny lists.
    static std::uint64_t countDirect(std::span<const std::uint64_t> a,
                                     std::span<const std::uint64_t> b);

    // "avx512", "avx2", "popcnt" or "portable": the inner loop Kernel::Best stands for on this
    // processor.
    static const char* kernelName();

private:
    // Builds the chunk table for `patterns` and returns its number of words per row. `padded`:
    // the patterns hold SignatureSplit::kPadding words, which no row may count.
    int buildTable(std::span<const std::uint64_t> patterns, int bits, int chunk, bool padded);

    std::vector<std::uint64_t> table_;
    SignatureSplit split_;
    Kernel kernel_ = Kernel::Best;
};

}  // namespace queens
