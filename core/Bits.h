#pragma once
// Bits: the bit helpers of the bitmask searches, each written once. Bit c of an unsigned word
// stands for column c of a row; cols, ld ("\" diagonals, one bit left per row) and rd ("/"
// anti-diagonals, one bit right per row) name the attacked columns, and the free columns
// avail = all & ~(cols | ld | rd) are taken lowest first (docs/design.md, "Bit masks in
// core").
// Contract: constexpr one-liners on unsigned words of at least 32 bits (the counters use 32-bit
// words, the steppers 64-bit ones). No state, no checks beyond those stated; each compiles to
// an instruction or two, so the hot loops call them directly (no function pointers).
#include <bit>
#include <concepts>
#include <cstdint>
#include <limits>

namespace queens {

// An unsigned word that arithmetic does not promote (uint32_t, uint64_t, std::size_t).
template <class W>
concept BitWord = std::unsigned_integral<W> && sizeof(W) >= sizeof(unsigned int);

// Every column of an n-wide board: the n low bits (all bits when n is the word's width; a shift
// by the full width would be undefined, hence the test). Requires 0 <= n <= width.
template <BitWord W = std::uint64_t>
constexpr W boardMask(int n) {
    return n >= std::numeric_limits<W>::digits ? ~W{0} : (W{1} << n) - 1;
}

// The one-bit word of column c. Requires 0 <= c < width.
template <BitWord W = std::uint64_t>
constexpr W bitOf(int c) {
    return W{1} << c;
}

// The lowest set bit of x (x & -x, written without negating an unsigned value); 0 for 0.
template <BitWord W>
constexpr W lowestBit(W x) {
    return x & (~x + 1);
}

// x without its lowest set bit (x & (x - 1)); 0 for 0.
template <BitWord W>
constexpr W clearLowest(W x) {
    return x & (x - 1);
}

// Takes the lowest set bit out of x and returns it. Requires x != 0.
template <BitWord W>
constexpr W popLowest(W& x) {
    const W bit = lowestBit(x);
    x ^= bit;
    return bit;
}

// The column of a one-bit word (for any word: its lowest set bit; the width for 0).
template <BitWord W>
constexpr int columnOf(W bit) {
    return std::countr_zero(bit);
}

// Takes the lowest set bit out of x and returns its column. Requires x != 0.
template <BitWord W>
constexpr int popLowestColumn(W& x) {
    const int c = std::countr_zero(x);
    x &= x - 1;
    return c;
}

// The "\" register one row down: each attacked column moves one to the left (bit c to c + 1);
// what leaves column n - 1 leaves the board (all = boardMask(n)).
template <BitWord W>
constexpr W shiftLd(W ld, W all) {
    return (ld << 1) & all;
}

// The "/" register one row down: each attacked column moves one to the right (bit c to c - 1);
// column 0's bit falls off the word.
template <BitWord W>
constexpr W shiftRd(W rd) {
    return rd >> 1;
}

}  // namespace queens
