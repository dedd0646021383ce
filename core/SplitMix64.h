#pragma once
// SplitMix64: a tiny, fast, fully specified pseudo-random generator (Steele, Lea & Flood,
// "Fast splittable pseudorandom number generators", OOPSLA 2014; the constants are those of
// Vigna's reference splitmix64.c).
//
// Why our own generator: the steppers must give the same event stream for the same seed on every
// compiler and standard library. std::mt19937_64 is specified, but the distributions
// (std::uniform_int_distribution, ...) are implementation-defined, so we draw bounded integers
// ourselves with below().
//
// - next() returns the next 64-bit value; the state advances by the golden-ratio increment.
// - below(bound) returns a uniform integer in [0, bound) for 1 <= bound < 2^32, without modulo
//   bias: Lemire's multiply-and-shift ("Fast random integer generation in an interval", 2019)
//   on the upper 32 bits of next(), with the rejection step that makes it exact.
// - below64(bound) is below() for any 64-bit bound >= 1 (rejection on the full 64 bits when
//   bound >= 2^32).
// - mix(z) is the output function alone, a stateless 64-bit mixer.
// - uniform01() returns a uniform double in [0, 1) from the top 53 bits of next().
// - belowExcept(bound, skip) returns a uniform integer in [0, bound) other than skip (a queen's
//   other columns), from one below(bound - 1).
// Header-only, constexpr, no hidden state: copying the object copies the stream.
#include <cstdint>

namespace queens {

class SplitMix64 {
public:
    constexpr explicit SplitMix64(std::uint64_t seed = 0) : state_(seed) {}

    constexpr std::uint64_t next() { return mix(state_ += 0x9E3779B97F4A7C15ULL); }

    // The output function: a bijective 64-bit mixer (also a good hash of a 64-bit key).
    static constexpr std::uint64_t mix(std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound); bound must be at least 1.
    constexpr std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            // Reject the few values that would make some results more likely than others.
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                m = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Uniform in [0, bound) for any bound >= 1 (below() when bound fits in 32 bits).
    constexpr std::uint64_t below64(std::uint64_t bound) {
        if (bound <= 0xFFFFFFFFULL) return below(static_cast<std::uint32_t>(bound));
        // Reject the lowest 2^64 mod bound values, so that every remainder is equally likely.
        const std::uint64_t threshold = (0 - bound) % bound;
        for (;;)
            if (const std::uint64_t x = next(); x >= threshold) return x % bound;
    }

    // Uniform in [0, 1): the top 53 bits of next(), so every result is a multiple of 2^-53.
    constexpr double uniform01() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // Uniform in [0, bound) without skip; bound must be at least 2 and skip below bound.
    constexpr std::uint32_t belowExcept(std::uint32_t bound, std::uint32_t skip) {
        const std::uint32_t x = below(bound - 1);
        return x >= skip ? x + 1 : x;
    }

    constexpr std::uint64_t state() const { return state_; }

private:
    std::uint64_t state_;
};

}  // namespace queens
