#include "SignatureSplit.h"

#include <algorithm>

#include "CpuFeatures.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

namespace queens {

namespace {
// A bucket of patterns should fill four table words on average, else padding and the ends of the
// ranges eat the saving.
constexpr std::size_t kPatternsPerBucket = 256;
// Fewer patterns (at most two split bits) do not repay the sorting.
constexpr std::size_t kMinPatterns = 2048;
// Words sampled from each list to rank the bits.
constexpr std::size_t kSample = 128;
// A bit shared by fewer pairs than this fraction saves too little to be worth a split.
constexpr double kMinShare = 0.04;

std::array<double, 64> frequencies(std::span<const std::uint64_t> list, int bits) {
    std::array<std::uint32_t, 64> count{};
    const std::size_t step = std::max<std::size_t>(1, list.size() / kSample);
    std::uint32_t taken = 0;
    for (std::size_t i = 0; i < list.size(); i += step, ++taken)
        for (int b = 0; b < bits; ++b)
            count[static_cast<std::size_t>(b)] += static_cast<std::uint32_t>((list[i] >> b) & 1);
    std::array<double, 64> f{};
    for (std::size_t b = 0; b < 64; ++b) f[b] = static_cast<double>(count[b]) / taken;
    return f;
}

// How many of sigs[0 .. n) have each signature, in four interleaved tallies (a single tally
// stalls on the store of the previous increment whenever a signature repeats).
std::array<std::size_t, SignatureSplit::kMaxRanges> histogram(const std::uint8_t* sigs,
                                                              std::size_t n) {
    std::array<std::array<std::size_t, SignatureSplit::kMaxRanges>, 4> tally{};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (std::size_t j = 0; j < 4; ++j) ++tally[j][sigs[i + j]];
    for (; i < n; ++i) ++tally[0][sigs[i]];
    for (std::size_t j = 1; j < 4; ++j)
        for (std::size_t s = 0; s < tally[0].size(); ++s) tally[0][s] += tally[j][s];
    return tally[0];
}
}  // namespace

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("bmi2"))) static void signaturesByPext(std::span<const std::uint64_t> list,
                                                             std::uint64_t mask,
                                                             std::uint8_t* out) {
    for (const std::uint64_t x : list) *out++ = static_cast<std::uint8_t>(_pext_u64(x, mask));
}
#define QUEENS_X86_PEXT 1
#endif

void SignatureSplit::computeSignatures(std::span<const std::uint64_t> list,
                                       std::uint8_t* out) const {
#ifdef QUEENS_X86_PEXT
    if (CpuFeatures::get().fastPext) {
        std::uint64_t mask = 0;
        for (int j = 0; j < splitBits_; ++j)
            mask |= std::uint64_t{1} << bit_[static_cast<std::size_t>(j)];
        signaturesByPext(list, mask, out);
        return;
    }
#endif
    for (const std::uint64_t x : list) {
        int s = 0;
        for (int j = 0; j < splitBits_; ++j)
            s |= static_cast<int>((x >> bit_[static_cast<std::size_t>(j)]) & 1) << j;
        *out++ = static_cast<std::uint8_t>(s);
    }
}

void SignatureSplit::prepare(std::span<const std::uint64_t> patterns,
                             std::span<const std::uint64_t> items, int bits) {
    splitBits_ = 0;
    if (bits >= 64 || patterns.size() < kMinPatterns || items.empty()) return;
    int most = 0;
    while (most < kMaxSplitBits && (patterns.size() >> (most + 1)) >= kPatternsPerBucket) ++most;

    const auto inPatterns = frequencies(patterns, bits);
    const auto inItems = frequencies(items, bits);
    std::array<int, 64> order{};
    for (int b = 0; b < bits; ++b) order[static_cast<std::size_t>(b)] = b;
    const auto share = [&](int b) {
        return inPatterns[static_cast<std::size_t>(b)] * inItems[static_cast<std::size_t>(b)];
    };
    std::partial_sort(order.begin(), order.begin() + most, order.begin() + bits,
                      [&](int x, int y) { return share(x) > share(y); });
    while (splitBits_ < most && share(order[static_cast<std::size_t>(splitBits_)]) >= kMinShare) {
        bit_[static_cast<std::size_t>(splitBits_)] = order[static_cast<std::size_t>(splitBits_)];
        ++splitBits_;
    }
    if (splitBits_ == 0) return;
    // Signature bit j is the j-th lowest split bit (as PEXT gives it).
    std::sort(bit_.begin(), bit_.begin() + splitBits_);

    // Patterns: counted per signature, each bucket rounded up to whole words, then filled.
    const int count = signatures();
    sigs_.resize(std::max(patterns.size(), items.size()));
    computeSignatures(patterns, sigs_.data());
    auto fill = histogram(sigs_.data(), patterns.size());
    bucketWord_[0] = 0;
    for (int t = 0; t < count; ++t) {
        const auto i = static_cast<std::size_t>(t);
        bucketWord_[i + 1] = bucketWord_[i] + static_cast<int>((fill[i] + 63) / 64);
        fill[i] = static_cast<std::size_t>(bucketWord_[i]) * 64;
    }
    patterns_.assign(static_cast<std::size_t>(bucketWord_[static_cast<std::size_t>(count)]) * 64,
                     kPadding);
    for (std::size_t i = 0; i < patterns.size(); ++i) patterns_[fill[sigs_[i]]++] = patterns[i];

    // Items: grouped by signature, in their order.
    computeSignatures(items, sigs_.data());
    const auto perSignature = histogram(sigs_.data(), items.size());
    std::array<std::size_t, kMaxRanges + 1> at{};
    for (int t = 0; t < count; ++t)
        at[static_cast<std::size_t>(t) + 1] =
            at[static_cast<std::size_t>(t)] + perSignature[static_cast<std::size_t>(t)];
    itemAt_ = at;
    items_.resize(items.size());
    const int words = bucketWord_[static_cast<std::size_t>(count)];
    itemRows_ = 0;
    for (int si = 0; si < count; ++si) {
        WordRange meets[kMaxRanges];
        int compatible = 0;
        for (int r = ranges(si, 0, words, meets) - 1; r >= 0; --r)
            compatible += meets[r].end - meets[r].begin;
        itemRows_ += static_cast<double>(at[static_cast<std::size_t>(si) + 1] -
                                         at[static_cast<std::size_t>(si)]) *
                     compatible / words;
    }
    for (std::size_t i = 0; i < items.size(); ++i) items_[at[sigs_[i]]++] = items[i];
}

std::span<const std::uint64_t> SignatureSplit::items(int s) const {
    const auto i = static_cast<std::size_t>(s);
    return std::span<const std::uint64_t>(items_).subspan(itemAt_[i], itemAt_[i + 1] - itemAt_[i]);
}

int SignatureSplit::ranges(int s, int firstWord, int words, WordRange* out) const {
    int written = 0;
    for (int t = 0; t < signatures(); ++t) {
        if ((s & t) != 0) continue;
        const auto i = static_cast<std::size_t>(t);
        const int begin = std::max(bucketWord_[i], firstWord) - firstWord;
        const int end = std::min(bucketWord_[i + 1], firstWord + words) - firstWord;
        if (begin >= end) continue;
        if (written > 0 && out[written - 1].end == begin)
            out[written - 1].end = end;
        else
            out[written++] = {begin, end};
    }
    return written;
}

}  // namespace queens
