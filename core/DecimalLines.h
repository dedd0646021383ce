#pragma once
// DecimalLines: writes integers as decimal text, one per line ("17\n"), for the placements of
// huge boards (10^8 columns: about 890 MB of text), at a steady few nanoseconds a line.
//
// How: a value 0 <= v < 10^8 becomes its eight decimal digits in one 64-bit word, without a
// loop, a table or a division instruction (SWAR, "SIMD within a register"):
//   1. v = abcd * 10^4 + efgh puts the two halves in 32-bit lanes (the division by a constant
//      is a multiplication);
//   2. x * 10486 >> 20 is x / 100 in each lane (exact for x < 10^4), which splits them into
//      four 16-bit lanes ab, cd, ef, gh;
//   3. x * 103 >> 10 is x / 10 in each lane (exact for x < 100), which splits those into eight
//      bytes a, b, ..., h, the first digit in the lowest byte, i.e. first in memory.
// The leading zeros are the word's low zero bytes (std::countr_zero / 8): the word is shifted
// past them, '0' is added to every byte, all eight bytes are stored at once, and the newline
// goes right after the digits. 10^8 <= v < 10^9 writes its first digit, then eight; anything
// else (negative, or 10^9 and above) goes through std::to_chars. A loop of std::to_chars is as
// fast at best, but its speed depends on how the compiler happens to lay out the loop.
//
// Contract: write() needs kMaxLineBytes bytes of room per value at `out` (it may store bytes
// beyond the text it returns, never beyond that room); the text is exactly what std::to_chars
// and '\n' give for each value.
#include <cstddef>
#include <span>

namespace queens {

class DecimalLines {
public:
    static constexpr std::size_t kMaxLineBytes = 12;  // "-2147483648\n"

    // Writes each value and a newline from `out` on; returns the end of the text.
    static char* write(std::span<const int> values, char* out);
};

}  // namespace queens
