#pragma once
// SignatureSplit: sorts the two lists of a DisjointPairCounter by a few "split bits", so that each
// item is run only against the patterns it can be disjoint from.
//
// An item that has split bit i can only pair with patterns that lack bit i. Take S bits that many
// words of both lists have (the bits with the largest product of their frequencies in the two
// lists, from a sample); the signature of a word is its S split bits. Patterns are ordered by
// signature, each signature's bucket padded with kPadding words to a whole number of 64-pattern
// words of the bit-sliced table; items are grouped by signature. Items of signature s then only
// need the buckets t with (s & t) == 0: with S = 4 and bits shared by a third of both lists that
// skips well over half of the table (the halves of N = 18: about 0.3 of the work is left).
//
// kPadding has every bit set, so it is never disjoint from a word of 1..63 bits; the table
// builder leaves padding out of every row. Not used (S = 0) for 64-bit words, for short lists, or
// when no bit is frequent in both lists. Owns its sorted copies; one object per thread.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace queens {

struct WordRange {
    int begin;  // first word (64 patterns) of the range
    int end;    // one past the last word
};

class SignatureSplit {
public:
    static constexpr std::uint64_t kPadding = ~std::uint64_t{0};
    static constexpr int kMaxSplitBits = 4;
    static constexpr int kMaxRanges = 1 << kMaxSplitBits;

    // Chooses the split bits (none when splitting would not pay) and orders both lists.
    void prepare(std::span<const std::uint64_t> patterns, std::span<const std::uint64_t> items,
                 int bits);

    int splitBits() const { return splitBits_; }
    int signatures() const { return 1 << splitBits_; }
    // Items weighted by the share of the patterns they are run against: the work left of a join
    // of every item with every pattern, in items.
    double itemRows() const { return itemRows_; }
    // The patterns ordered by signature, with padding (a multiple of 64 words long).
    std::span<const std::uint64_t> patterns() const { return patterns_; }
    // The items whose signature is s.
    std::span<const std::uint64_t> items(int s) const;
    // The words among [firstWord, firstWord + words) that hold patterns items of signature s can
    // be disjoint from, as ranges relative to firstWord, adjacent ones merged; returns how many
    // (at most kMaxRanges) were written to out.
    int ranges(int s, int firstWord, int words, WordRange* out) const;

private:
    // The signature of every word of `list`, into out[0 .. list.size()).
    void computeSignatures(std::span<const std::uint64_t> list, std::uint8_t* out) const;

    int splitBits_ = 0;
    std::array<int, kMaxSplitBits> bit_{};
    std::vector<std::uint64_t> patterns_;
    std::vector<std::uint64_t> items_;
    std::vector<std::uint8_t> sigs_;
    double itemRows_ = 0;
    std::array<int, kMaxRanges + 1> bucketWord_{};      // bucket t: words [t], [t + 1)
    std::array<std::size_t, kMaxRanges + 1> itemAt_{};  // signature s: items [s], [s + 1)
};

}  // namespace queens
