#include "DecimalLines.h"

#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace queens {

namespace {

// The eight decimal digits of v < 10^8, one per byte (0..9), the first in the lowest byte.
inline std::uint64_t eightDigits(std::uint32_t v) {
    const std::uint64_t high = v / 10000;  // abcd
    const std::uint64_t low = v % 10000;   // efgh
    std::uint64_t x = high | (low << 32);
    const std::uint64_t hundreds = ((x * 10486) >> 20) & 0x0000007F0000007FULL;  // ab, ef
    x = hundreds | ((x - hundreds * 100) << 16);  // 16-bit lanes ab, cd, ef, gh
    const std::uint64_t tens = ((x * 103) >> 10) & 0x000F000F000F000FULL;  // a, c, e, g
    return tens | ((x - tens * 10) << 8);                                  // a, b, ..., h
}

constexpr std::uint64_t kZeros = 0x3030303030303030ULL;  // '0' in every byte

// Stores the eight bytes of `word`, the lowest first.
inline void store(char* out, std::uint64_t word) {
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(out, &word, sizeof word);
    } else {
        for (int i = 0; i < 8; ++i) out[i] = static_cast<char>(word >> (8 * i));
    }
}

}  // namespace

char* DecimalLines::write(std::span<const int> values, char* out) {
    for (const int value : values) {
        const auto v = static_cast<std::uint32_t>(value);
        if (value >= 0 && v < 100'000'000u) {
            const std::uint64_t digits = eightDigits(v);
            const int skip = digits == 0 ? 7 : std::countr_zero(digits) / 8;  // 0 keeps a digit
            store(out, (digits >> (8 * skip)) + kZeros);
            out += 8 - skip;
        } else if (value >= 0 && v < 1'000'000'000u) {
            *out = static_cast<char>('0' + v / 100'000'000u);
            store(out + 1, eightDigits(v % 100'000'000u) + kZeros);
            out += 9;
        } else {
            out = std::to_chars(out, out + kMaxLineBytes, value).ptr;
        }
        *out++ = '\n';
    }
    return out;
}

}  // namespace queens
