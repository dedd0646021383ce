#include "HotLines.h"

#include <algorithm>
#include <bit>

void HotLines::begin(const queens::BoardState& state) {
    const int n = state.n();
    probe_ = Probe{};
    probe_.state = &state;
    probe_.offset = n - 1;
    probe_.any = n > 0 && state.collisions() > 0;
    count_ = 0;
    phase_ = probe_.any ? 0 : 3;
    word_ = 0;
    if (probe_.any) cols_.assign((static_cast<std::size_t>(n) + 63) / 64, 0);
}

// One pass per counter array, in order, resumed at word_. Hot lines are rare: each block of 64
// lines is first tested as a whole (a loop the compiler vectorizes), and only a block with a hot
// line is looked at line by line. The deadline is read every 256 blocks.
template <typename Value>
bool HotLines::mark(queens::HugePageVector<std::uint64_t>& bits, std::size_t count, Value&& value,
                    const QDeadlineTimer& deadline) {
    constexpr std::size_t kChunk = 256;
    while (word_ < bits.size()) {
        const std::size_t last = std::min(bits.size(), word_ + kChunk);
        for (std::size_t w = word_; w < last; ++w) {
            const std::size_t first = w * 64;
            const std::size_t end = std::min(count, first + 64);
            int hot = 0;
            for (std::size_t i = first; i < end; ++i) hot |= value(static_cast<int>(i)) > 1;
            if (hot == 0) continue;
            std::uint64_t word = 0;
            for (std::size_t i = first; i < end; ++i)
                word |= std::uint64_t{value(static_cast<int>(i)) > 1} << (i - first);
            bits[w] = word;
            count_ += std::popcount(word);
        }
        word_ = last;
        if (word_ < bits.size() && deadline.hasExpired()) return false;
    }
    return true;
}

bool HotLines::step(const queens::BoardState& state, const QDeadlineTimer& deadline) {
    probe_.state = &state;
    const auto un = static_cast<std::size_t>(state.n());
    const std::size_t lines = un > 0 ? 2 * un - 1 : 0;
    if (phase_ == 0) {
        if (!mark(
                cols_, un, [&state](int c) { return state.columnCount(c); }, deadline))
            return false;
        probe_.anyColumn = count_ > 0;
        phase_ = 1;
        word_ = 0;
        diag_.assign((lines + 63) / 64, 0);
        if (deadline.hasExpired()) return false;
    }
    if (phase_ == 1) {
        if (!mark(
                diag_, lines, [&state](int d) { return state.diagonalCount(d); }, deadline))
            return false;
        phase_ = 2;
        word_ = 0;
        anti_.assign((lines + 63) / 64, 0);
        if (deadline.hasExpired()) return false;
    }
    if (phase_ == 2) {
        if (!mark(
                anti_, lines, [&state](int d) { return state.antiDiagonalCount(d); }, deadline))
            return false;
        phase_ = 3;
        fold();
    }
    return true;
}

// Many hot lines: the full bitsets. Few: folded into small ones (see the class comment).
void HotLines::fold() {
    if (count_ > kFoldMaxLines) {
        probe_.cols = cols_.data();
        probe_.diag = diag_.data();
        probe_.anti = anti_.data();
        probe_.mask = ~std::uint32_t{0};
        probe_.folded = false;
        return;
    }
    int log2 = 12;
    while (log2 < kFoldMaxLog2 && (std::int64_t{1} << log2) < 1024 * count_) ++log2;
    const std::size_t size = std::size_t{1} << log2;
    const auto foldInto = [size](const queens::HugePageVector<std::uint64_t>& bits,
                                 std::vector<std::uint64_t>& out) {
        out.assign(size / 64, 0);
        for (std::size_t w = 0; w < bits.size(); ++w)
            if (bits[w] != 0) out[w & (out.size() - 1)] |= bits[w];
    };
    foldInto(cols_, foldCols_);
    foldInto(diag_, foldDiag_);
    foldInto(anti_, foldAnti_);
    probe_.cols = foldCols_.data();
    probe_.diag = foldDiag_.data();
    probe_.anti = foldAnti_.data();
    probe_.mask = static_cast<std::uint32_t>(size - 1);
    probe_.folded = true;
}
