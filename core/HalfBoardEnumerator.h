#pragma once
// HalfBoardEnumerator: lists the "boundary states" of every way to fill the top half of the board
// with queens in a given set of columns. It feeds HalfBoardJoinCounter (read that header first).
//
// Geometry
// - Rows 0..n-1 from the top, columns 0..n-1. A "\" diagonal keeps c - r constant, a "/" diagonal
//   keeps c + r constant.
// - n = 2K + s with s = n % 2. The top half is rows 0..K-1, the bottom half rows K+s..n-1; for
//   odd n the middle row K holds one queen, the "middle queen", in column m.
//
// The boundary state of a top-half placement (its "item") is the set of diagonals it occupies that
// a queen of the other half (or the middle queen) could also occupy, as one 64-bit word:
//     bit  d + (n-1-K)         for each queen on the "\" diagonal c - r = d    (W bits)
//     bit  W + (e - K)         for each queen on the "/" diagonal c + r = e    (W bits)
// with W = n - 1 + s window bits per family; diagonals outside the window cannot reach the other
// half. A top and a bottom half fit together exactly when their columns are complementary and
// their items are disjoint. Turning the board upside down (row r -> n-1-r) makes a bottom half a
// top half and swaps the two windows, so enumerate(..., asBottom = true) lists the items of bottom
// halves by enumerating top halves and swapping the windows (swapWindows()).
//
// How the list is made (two stages, a small meet in the middle of its own)
// 1. Prefix: a depth-first bitmask search over rows 0..K-b-1 that may only use columns of the set.
//    At row r, `ld` has bit p when a placed queen attacks (r, p) along "\" (shifted left by one
//    per row going down), `rd` along "/" (shifted right), and avail = set & ~(cols | ld | rd |
//    forbidden[r]); forbidden[r] holds the two cells of row r on the middle queen's diagonals
//    (odd n).
// 2. Band: the last b rows K-b..K-1 come from a table built once: every placement of b queens in b
//    consecutive rows, grouped by its column set (indexed by ColexRank). An entry is one word
//    `chk`: low half bit (c - j) + (b - 1) and high half bit 32 + (c + j) for its queen in band
//    row j, i.e. its diagonals measured from the band's first row. At a prefix leaf the remaining
//    columns R pick the group; with P = (ld << (b-1)) | (rd << 32) taken at row K-b an entry
//    fits exactly when (chk & P) == 0, and the item of the whole half is itemOf(chk | P):
//        itemOf(x) = ((low32(x) << s) & (2^W - 1)) | ((high32(x) >> b) << W).
//    (A "\" bit p at row K-b is the diagonal d = p - K + b, item bit p + b - 1 + s; a "/" bit p is
//    e = p + K - b, item bit p - b. Bits that fall outside the window are diagonals leaving the
//    board before the middle.) The middle queen's diagonals are item bits m and W + m; entries
//    that touch them are rejected by the same AND (and, for small tables, pre-filtered per m).
//    The scan is branch-free; with AVX-512 it tests eight entries at once and compresses the
//    items of those that fit to the front of one store.
//
// Invariants: every listed item belongs to exactly one placement of rows 0..K-1 that uses each
// column of the set once, attacks no other of its queens and (odd n) not the middle queen;
// each such placement is listed once. The object is immutable after construction and may be
// shared by threads; all scratch space is in the caller's vector.
#include <atomic>
#include <cstdint>
#include <vector>

namespace queens {

class HalfBoardEnumerator {
public:
    static constexpr int kMaxN = 27;

    // Builds the band table. Throws std::invalid_argument unless 2 <= n <= kMaxN.
    explicit HalfBoardEnumerator(int n);
    // The same with a chosen number of band rows (1..K; 0 = automatic) and, for odd n, with or
    // without the per-middle-column copies of the table (the lists are the same either way;
    // tests use this to cover every path).
    HalfBoardEnumerator(int n, int bandRows, bool tablesPerMiddle);

    int n() const { return n_; }
    int topRows() const { return k_; }     // K
    int bandRows() const { return b_; }    // b, the rows taken from the table
    int windowBits() const { return w_; }  // W, bits per diagonal family in an item
    bool hasMiddleRow() const { return s_ == 1; }
    std::size_t bandEntries() const { return band_.entries.size(); }

    // Replaces `out` with the items of all placements of rows 0..K-1 in exactly the columns of
    // `columns` (popcount must be K). middleColumn >= 0 (odd n only) also keeps the placements
    // clear of the middle queen at (K, middleColumn). asBottom swaps the windows of every item
    // (see above). Adds the prefix nodes and band entries examined to `nodes`. Returns false,
    // with `out` incomplete, when `cancel` became true.
    bool enumerate(std::uint32_t columns, int middleColumn, bool asBottom,
                   std::vector<std::uint64_t>& out, std::uint64_t& nodes,
                   const std::atomic<bool>* cancel = nullptr) const;

    // Scans the band table eight entries at a time with AVX-512 where the processor has it
    // (the default there); false: one at a time. The lists are the same either way.
    void setVectorScan(bool on);
    bool vectorScan() const { return vectorScan_; }

    std::uint64_t swapWindows(std::uint64_t item) const {
        return (item >> w_) | ((item & windowMask_) << w_);
    }

private:
    struct Search;
    // Band entries (chk words) grouped by column set: the entries whose columns have colex
    // rank g are entries[offsets[g] .. offsets[g + 1]).
    struct Table {
        std::vector<std::uint32_t> offsets;
        std::vector<std::uint64_t> entries;
    };

    void buildBand(bool tablesPerMiddle);
    void place(Search& s, int row, std::uint32_t cols, std::uint32_t ld, std::uint32_t rd) const;
    template <bool Swapped>
    void scanBand(Search& s, std::uint32_t rest, std::uint64_t prefix) const;

    int n_;
    int k_;
    int s_;
    int b_;
    int w_;
    std::uint64_t windowMask_;  // the W low bits: one window of an item
    std::uint32_t all_;
    bool vectorScan_ = false;
    Table band_;
    std::vector<Table> byMiddle_;  // odd n, small tables: entries clear of the middle queen at m
};

}  // namespace queens
