#include "SolutionVerifier.h"

#include <climits>
#include <cstddef>
#include <stdexcept>

#include "HugePageAllocator.h"

namespace queens {

namespace {

using Bits = HugePageVector<std::uint64_t>;

std::size_t words(std::size_t bits) {
    return (bits + 63) / 64;
}

// The three line indexes of queen (r, c); c must be in 0..n-1.
struct Lines {
    std::size_t column, diagonal, anti;
};
inline Lines linesOf(std::size_t r, std::size_t c, std::size_t n) {
    return {c, r - c + n - 1, r + c};
}

// Sets bit i and returns its previous value (0 or 1) without branching.
inline std::uint64_t testAndSet(Bits& bits, std::size_t i) {
    std::uint64_t& w = bits[i >> 6];
    const std::uint64_t mask = std::uint64_t{1} << (i & 63);
    const std::uint64_t seen = w & mask;
    w |= mask;
    return seen;
}

// Sets bits of one bitset, holding the marks for the current word in a register: a run of
// marks in the same word (usual for patterned placements: consecutive rows of a knight's-move
// pattern step their diagonals by 1 to 3) costs one read-modify-write of memory at the end of
// the run instead of a chain of dependent ones. fault collects every bit that was set before.
class BitMarker {
public:
    explicit BitMarker(Bits& bits) : bits_(bits) {}
    void mark(std::size_t i, std::uint64_t& fault) {
        const std::size_t w = i >> 6;
        const std::uint64_t mask = std::uint64_t{1} << (i & 63);
        if (w == word_) {
            fault |= pending_ & mask;
            pending_ |= mask;
            return;
        }
        flush(fault);
        word_ = w;
        pending_ = mask;
    }
    void flush(std::uint64_t& fault) {
        fault |= bits_[word_] & pending_;
        bits_[word_] |= pending_;
        pending_ = 0;
    }

private:
    Bits& bits_;
    std::size_t word_ = 0;
    std::uint64_t pending_ = 0;
};

// The column of row r, or 0 with `fault` set when it is not on the board (-1 too, being a huge
// unsigned value).
inline std::size_t columnOf(std::span<const int> p, std::size_t r, std::uint64_t& fault) {
    const auto c = static_cast<std::size_t>(static_cast<unsigned>(p[r]));
    const bool off = c >= p.size();
    fault |= off ? 1 : 0;
    return off ? 0 : c;
}

enum class Family { Column, Diagonal, Anti };

template <Family F>
inline std::size_t lineIndex(std::size_t r, std::size_t c, std::size_t n) {
    if constexpr (F == Family::Column) return c;
    if constexpr (F == Family::Diagonal) return r - c + n - 1;
    return r + c;
}

// One bitset per pass, the next rows' words prefetched: for scattered placements of huge
// boards, where each of the three bitsets alone fits the cache better than all three together.
template <Family F>
std::uint64_t familyPass(std::span<const int> p, Bits& bits) {
    constexpr std::size_t kAhead = 32;
    const std::size_t n = p.size();
    std::uint64_t fault = 0;
    std::uint64_t ignored = 0;
    BitMarker marker(bits);
    for (std::size_t r = 0; r < n; ++r) {
#if defined(__GNUC__) || defined(__clang__)
        if (r + kAhead < n) {
            const std::size_t ahead = lineIndex<F>(r + kAhead, columnOf(p, r + kAhead, ignored), n);
            __builtin_prefetch(&bits[ahead >> 6], 1);
        }
#endif
        marker.mark(lineIndex<F>(r, columnOf(p, r, fault), n), fault);
    }
    marker.flush(fault);
    return fault;
}

// Whether consecutive rows mostly land in different words of the diagonal bitset (a random
// placement), judged on the first rows.
bool scattered(std::span<const int> p) {
    const std::size_t n = p.size();
    const std::size_t sample = n < 4096 ? n : 4096;
    std::uint64_t ignored = 0;
    std::size_t changes = 0;
    std::size_t last = 0;
    for (std::size_t r = 0; r < sample; ++r) {
        const std::size_t w = lineIndex<Family::Diagonal>(r, columnOf(p, r, ignored), n) >> 6;
        changes += w != last ? 1 : 0;
        last = w;
    }
    return 4 * changes > sample;
}

// Bitsets above this size no longer share the cache well (the largest cache here is 32 MB).
constexpr std::size_t kSharedCacheBytes = std::size_t{16} << 20;

// Pass 1: nonzero when some row is empty or off the board, or two queens share a line. The
// answer does not depend on the order of the rows, so huge scattered placements are checked
// one bitset at a time, everything else in one pass over the rows.
std::uint64_t anyFault(std::span<const int> p) {
    const std::size_t n = p.size();
    Bits columns(words(n)), diagonals(words(2 * n)), antis(words(2 * n));
    if (SolutionVerifier::bytesNeeded(n) > kSharedCacheBytes && scattered(p))
        return familyPass<Family::Column>(p, columns) | familyPass<Family::Diagonal>(p, diagonals) |
               familyPass<Family::Anti>(p, antis);
    std::uint64_t fault = 0;
    BitMarker column(columns), diagonal(diagonals), anti(antis);
    for (std::size_t r = 0; r < n; ++r) {
        const std::size_t c = columnOf(p, r, fault);
        column.mark(lineIndex<Family::Column>(r, c, n), fault);
        diagonal.mark(lineIndex<Family::Diagonal>(r, c, n), fault);
        anti.mark(lineIndex<Family::Anti>(r, c, n), fault);
    }
    column.flush(fault);
    diagonal.flush(fault);
    anti.flush(fault);
    return fault;
}

// The lowest row before `row` whose queen is on line `index` of the given kind.
int earlierRow(std::span<const int> p, std::size_t row, SolutionVerifier::Fault kind,
               std::size_t index) {
    const std::size_t n = p.size();
    for (std::size_t r = 0; r < row; ++r) {
        const Lines l = linesOf(r, static_cast<std::size_t>(p[r]), n);
        const std::size_t mine = kind == SolutionVerifier::Fault::Column     ? l.column
                                 : kind == SolutionVerifier::Fault::Diagonal ? l.diagonal
                                                                             : l.anti;
        if (mine == index) return static_cast<int>(r);
    }
    return -1;  // unreachable: the bit was set by an earlier row
}

// Pass 2: the first offending row, in row order.
SolutionVerifier::Result firstFault(std::span<const int> p) {
    using Fault = SolutionVerifier::Fault;
    const std::size_t n = p.size();
    Bits columns(words(n)), diagonals(words(2 * n)), antis(words(2 * n));
    for (std::size_t r = 0; r < n; ++r) {
        SolutionVerifier::Result result;
        result.row = static_cast<int>(r);
        result.column = p[r];
        if (p[r] < 0 || static_cast<std::size_t>(p[r]) >= n) {
            result.fault = p[r] == -1 ? Fault::EmptyRow : Fault::OutOfRange;
            return result;
        }
        const Lines l = linesOf(r, static_cast<std::size_t>(p[r]), n);
        const bool column = testAndSet(columns, l.column) != 0;
        const bool diagonal = testAndSet(diagonals, l.diagonal) != 0;
        const bool anti = testAndSet(antis, l.anti) != 0;
        if (!column && !diagonal && !anti) continue;
        result.fault = column ? Fault::Column : diagonal ? Fault::Diagonal : Fault::AntiDiagonal;
        const std::size_t index = column ? l.column : diagonal ? l.diagonal : l.anti;
        result.other = earlierRow(p, r, result.fault, index);
        return result;
    }
    return {};
}

}  // namespace

std::string SolutionVerifier::Result::describe() const {
    const std::string rows = "rows " + std::to_string(other) + " and " + std::to_string(row);
    switch (fault) {
        case Fault::None:
            return "no two queens attack each other";
        case Fault::EmptyRow:
            return "row " + std::to_string(row) + " has no queen";
        case Fault::OutOfRange:
            return "row " + std::to_string(row) + " has column " + std::to_string(column) +
                   ", outside the board";
        case Fault::Column:
            return rows + " share column " + std::to_string(column);
        case Fault::Diagonal:
            return rows + " share a \\ diagonal";
        case Fault::AntiDiagonal:
            return rows + " share a / diagonal";
    }
    return {};
}

SolutionVerifier::Result SolutionVerifier::verify(std::span<const int> placement) {
    if (placement.size() > static_cast<std::size_t>(INT_MAX))
        throw std::length_error("SolutionVerifier: more rows than an int can count");
    if (placement.empty() || anyFault(placement) == 0) return {};  // (0 rows: no bitset word)
    return firstFault(placement);
}

std::uint64_t SolutionVerifier::bytesNeeded(std::uint64_t n) {
    return 8 * (words(n) + 2 * words(2 * n));
}

}  // namespace queens
