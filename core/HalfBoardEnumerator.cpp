#include "HalfBoardEnumerator.h"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "Bits.h"
#include "ColexRank.h"
#include "CpuFeatures.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define QUEENS_X86_BAND_SCAN 1
#include <immintrin.h>
#endif

namespace queens {

namespace {
// Per-middle-column copies of the band table (fewer entries to scan for odd n) are made only
// while n times the table stays below this many entries (up to n = 19: about 45 MB in all).
constexpr std::size_t kMaxFilteredEntries = std::size_t{12} << 20;
constexpr std::uint64_t kLow32 = 0xffffffffu;
// Free slots a scan may write beyond the entries it keeps (the vector scan stores 8 at a time).
constexpr std::size_t kScanSlack = 8;
// The largest n whose automatic band has six rows.
constexpr int kSixRowMaxN = 20;

// What a band scan needs besides the entries: see scanBand.
struct ScanParams {
    std::uint64_t prefix;
    std::uint64_t test;
    std::uint64_t lowW;
    int shiftS;
    int shiftB;
    int w;
};

template <bool Swapped>
std::uint64_t* scanPortable(const std::uint64_t* e, const std::uint64_t* last, std::uint64_t* o,
                            const ScanParams& p) {
    for (; e != last; ++e) {
        const std::uint64_t v = *e;
        const std::uint64_t x = v | p.prefix;
        const std::uint64_t slash = ((x & kLow32) << p.shiftS) & p.lowW;   // "\" window
        const std::uint64_t anti = x >> p.shiftB;                          // "/" window
        *o = Swapped ? (anti | (slash << p.w)) : (slash | (anti << p.w));  // written, kept if fits
        o += (v & p.test) == 0 ? 1 : 0;
    }
    return o;
}

#ifdef QUEENS_X86_BAND_SCAN
// Eight entries per step, without a branch on the outcome: the fitting ones' items compressed to
// the front of a vector that is stored whole (so `o` needs 8 free slots); the last step reads
// only the entries left.
template <bool Swapped>
__attribute__((target("avx512f,avx512vl,avx512bw"))) std::uint64_t* scanAvx512(
    const std::uint64_t* e, const std::uint64_t* last, std::uint64_t* o, const ScanParams& p) {
    const __m512i prefix = _mm512_set1_epi64(static_cast<long long>(p.prefix));
    const __m512i test = _mm512_set1_epi64(static_cast<long long>(p.test));
    const __m512i low32 = _mm512_set1_epi64(static_cast<long long>(kLow32));
    const __m512i lowW = _mm512_set1_epi64(static_cast<long long>(p.lowW));
    const __m128i shiftS = _mm_cvtsi32_si128(p.shiftS);
    const __m128i shiftB = _mm_cvtsi32_si128(p.shiftB);
    const __m128i w = _mm_cvtsi32_si128(p.w);
    const __mmask8 all = 0xff;  // the maskz_ shifts: GCC 12 warns about the unmasked ones' source
    for (; e < last; e += 8) {
        // The last step reads only the entries left; every step stores 8 slots.
        const __mmask8 present =
            last - e >= 8 ? all : static_cast<__mmask8>((1u << (last - e)) - 1);
        const __m512i v = _mm512_maskz_loadu_epi64(present, e);
        const __mmask8 keep = _mm512_mask_testn_epi64_mask(present, v, test);
        const __m512i x = _mm512_or_si512(v, prefix);
        const __m512i slash =
            _mm512_and_si512(_mm512_maskz_sll_epi64(all, _mm512_and_si512(x, low32), shiftS), lowW);
        const __m512i anti = _mm512_maskz_srl_epi64(all, x, shiftB);
        const __m512i item = Swapped ? _mm512_or_si512(anti, _mm512_maskz_sll_epi64(all, slash, w))
                                     : _mm512_or_si512(slash, _mm512_maskz_sll_epi64(all, anti, w));
        _mm512_storeu_si512(o, _mm512_maskz_compress_epi64(keep, item));
        o += std::popcount(static_cast<unsigned>(keep));
    }
    return o;
}
#endif

}  // namespace

struct HalfBoardEnumerator::Search {
    std::uint32_t columns = 0;
    std::uint32_t forbidden[32] = {};  // cells of row r on the middle queen's diagonals
    std::uint64_t middleChk = 0;       // the middle queen's diagonals in band coordinates
    const std::uint32_t* offsets = nullptr;
    const std::uint64_t* entries = nullptr;
    std::vector<std::uint64_t>* buffer = nullptr;
    std::uint64_t* out = nullptr;  // next free slot of *buffer
    std::uint64_t* end = nullptr;  // end of *buffer
    std::uint64_t nodes = 0;
    bool swapped = false;
    const std::atomic<bool>* cancel = nullptr;
    bool cancelled = false;

    void reserve(std::size_t count) {
        if (static_cast<std::size_t>(end - out) >= count) return;
        const std::size_t used = static_cast<std::size_t>(out - buffer->data());
        buffer->resize(std::max(buffer->size() * 2, used + count + 1024));
        out = buffer->data() + used;
        end = buffer->data() + buffer->size();
    }
};

HalfBoardEnumerator::HalfBoardEnumerator(int n) : HalfBoardEnumerator(n, 0, true) {}

HalfBoardEnumerator::HalfBoardEnumerator(int n, int bandRows, bool tablesPerMiddle) : n_(n) {
    if (n < 2 || n > kMaxN)
        throw std::invalid_argument("HalfBoardEnumerator: n must be in 2.." +
                                    std::to_string(kMaxN));
    k_ = n / 2;
    s_ = n % 2;
    // A band entry keeps each diagonal family in 32 bits: n + b - 1 <= 32.
    if (bandRows < 0 || bandRows > k_ || n + bandRows > 33)
        throw std::invalid_argument("HalfBoardEnumerator: bandRows must be in 0..min(K, 33-n)");
    // Automatic: the more rows the table holds, the fewer prefix leaves scan it and the longer
    // each scan; its size bounds that. Up to n = 20, 6 band rows under at least 2 prefix rows (a
    // table of at most 6 million entries); beyond, 5 rows under at least 3 (at most 4.5 million
    // entries, at n = 27).
    b_ = bandRows > 0       ? bandRows
         : k_ <= 4          ? k_
         : n <= kSixRowMaxN ? std::min(6, k_ - 2)
                            : std::min(5, k_ - 3);
    w_ = n - 1 + s_;
    windowMask_ = boardMask(w_);
    vectorScan_ = CpuFeatures::get().avx512;
    all_ = boardMask<std::uint32_t>(n);
    buildBand(tablesPerMiddle);
}

void HalfBoardEnumerator::buildBand(bool tablesPerMiddle) {
    // Every placement of b_ queens in b_ consecutive rows, filed under the colex rank of its
    // columns. Two passes over the same small search: count per group, then fill in place.
    const std::size_t groups = ColexRank::binomial(n_, b_);
    band_.offsets.assign(groups + 1, 0);
    std::vector<std::uint32_t> cursor;
    for (int pass = 0; pass < 2; ++pass) {
        struct Frame {
            std::uint32_t avail, cols, ld, rd;
            std::uint64_t chk;
        };
        std::vector<Frame> stack(static_cast<std::size_t>(b_) + 1);
        stack[0] = {all_, 0, 0, 0, 0};
        int j = 0;
        while (j >= 0) {
            Frame& f = stack[static_cast<std::size_t>(j)];
            if (f.avail == 0) {
                --j;
                continue;
            }
            const std::uint32_t bit = popLowest(f.avail);
            const int c = columnOf(bit);
            const std::uint64_t chk =
                f.chk | (std::uint64_t{1} << (c - j + b_ - 1)) | (std::uint64_t{1} << (32 + c + j));
            const std::uint32_t cols = f.cols | bit;
            if (j + 1 == b_) {
                const std::uint64_t g = ColexRank::rank(cols);
                if (pass == 0)
                    ++band_.offsets[g + 1];
                else
                    band_.entries[cursor[g]++] = chk;
                continue;
            }
            const std::uint32_t ld = shiftLd(f.ld | bit, all_);
            const std::uint32_t rd = shiftRd(f.rd | bit);
            stack[static_cast<std::size_t>(j) + 1] = {all_ & ~(cols | ld | rd), cols, ld, rd, chk};
            ++j;
        }
        if (pass == 0) {
            for (std::size_t g = 0; g < groups; ++g) band_.offsets[g + 1] += band_.offsets[g];
            band_.entries.resize(band_.offsets[groups]);
            cursor.assign(band_.offsets.begin(), band_.offsets.end() - 1);
        }
    }
    if (s_ == 0 || !tablesPerMiddle ||
        band_.entries.size() * static_cast<std::size_t>(n_) > kMaxFilteredEntries)
        return;
    byMiddle_.resize(static_cast<std::size_t>(n_));
    for (int m = 0; m < n_; ++m) {
        const std::uint64_t middle = (m >= 1 ? std::uint64_t{1} << (m - 1) : 0) |
                                     (32 + m + b_ < 64 ? std::uint64_t{1} << (32 + m + b_) : 0);
        Table& t = byMiddle_[static_cast<std::size_t>(m)];
        t.offsets.assign(groups + 1, 0);
        t.entries.reserve(static_cast<std::size_t>(
            std::count_if(band_.entries.begin(), band_.entries.end(),
                          [middle](std::uint64_t chk) { return (chk & middle) == 0; })));
        for (std::size_t g = 0; g < groups; ++g) {
            for (std::uint32_t i = band_.offsets[g]; i < band_.offsets[g + 1]; ++i)
                if ((band_.entries[i] & middle) == 0) t.entries.push_back(band_.entries[i]);
            t.offsets[g + 1] = static_cast<std::uint32_t>(t.entries.size());
        }
    }
}

void HalfBoardEnumerator::setVectorScan(bool on) {
    vectorScan_ = on && CpuFeatures::get().avx512;
}

bool HalfBoardEnumerator::enumerate(std::uint32_t columns, int middleColumn, bool asBottom,
                                    std::vector<std::uint64_t>& out, std::uint64_t& nodes,
                                    const std::atomic<bool>* cancel) const {
    if (std::popcount(columns) != k_ || (columns & ~all_) != 0)
        throw std::invalid_argument("HalfBoardEnumerator: the column set must have K columns");
    if (middleColumn >= 0 && (s_ == 0 || middleColumn >= n_ || (columns >> middleColumn) & 1))
        throw std::invalid_argument("HalfBoardEnumerator: bad middle column");
    Search s;
    s.columns = columns;
    s.offsets = band_.offsets.data();
    s.entries = band_.entries.data();
    if (middleColumn >= 0) {
        const int m = middleColumn;
        for (int r = 0; r < k_; ++r) {
            const int d = k_ - r;
            if (m - d >= 0) s.forbidden[r] |= std::uint32_t{1} << (m - d);
            if (m + d < n_) s.forbidden[r] |= std::uint32_t{1} << (m + d);
        }
        s.middleChk = (m >= 1 ? std::uint64_t{1} << (m - 1) : 0) |
                      (32 + m + b_ < 64 ? std::uint64_t{1} << (32 + m + b_) : 0);
        if (!byMiddle_.empty()) {
            s.offsets = byMiddle_[static_cast<std::size_t>(m)].offsets.data();
            s.entries = byMiddle_[static_cast<std::size_t>(m)].entries.data();
        }
    }
    s.swapped = asBottom;
    s.cancel = cancel;
    if (out.size() < 1024) out.resize(1024);
    out.resize(out.capacity());
    s.buffer = &out;
    s.out = out.data();
    s.end = out.data() + out.size();
    place(s, 0, 0, 0, 0);
    out.resize(static_cast<std::size_t>(s.out - out.data()));
    nodes += s.nodes;
    return !s.cancelled;
}

void HalfBoardEnumerator::place(Search& s, int row, std::uint32_t cols, std::uint32_t ld,
                                std::uint32_t rd) const {
    if (row == k_ - b_) {
        const std::uint64_t prefix = (std::uint64_t{ld} << (b_ - 1)) | (std::uint64_t{rd} << 32);
        if (s.swapped)
            scanBand<true>(s, s.columns & ~cols, prefix);
        else
            scanBand<false>(s, s.columns & ~cols, prefix);
        return;
    }
    std::uint32_t avail = s.columns & ~(cols | ld | rd | s.forbidden[row]);
    while (avail != 0) {
        if (row == 0 && s.cancel != nullptr && s.cancel->load(std::memory_order_relaxed)) {
            s.cancelled = true;
            return;
        }
        const std::uint32_t bit = popLowest(avail);
        ++s.nodes;
        place(s, row + 1, cols | bit, shiftLd(ld | bit, all_), shiftRd(rd | bit));
    }
}

template <bool Swapped>
void HalfBoardEnumerator::scanBand(Search& s, std::uint32_t rest, std::uint64_t prefix) const {
    const std::uint64_t g = ColexRank::rank(rest);
    const std::uint64_t* e = s.entries + s.offsets[g];
    const std::uint64_t* const last = s.entries + s.offsets[g + 1];
    s.nodes += static_cast<std::uint64_t>(last - e);
    s.reserve(static_cast<std::size_t>(last - e) + kScanSlack);
    const ScanParams p{prefix, prefix | s.middleChk, windowMask_, s_, 32 + b_, w_};
#ifdef QUEENS_X86_BAND_SCAN
    if (vectorScan_) {
        s.out = scanAvx512<Swapped>(e, last, s.out, p);
        return;
    }
#endif
    s.out = scanPortable<Swapped>(e, last, s.out, p);
}

}  // namespace queens
