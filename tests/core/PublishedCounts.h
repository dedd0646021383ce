#pragma once
// Published counts of the N-Queens problem, typed in from the OEIS (not computed by this
// repository), for the tests that compare an enumeration against them.
//   A000170: the number of solutions on an n x n board (all of them);
//   A002562: the number of fundamental solutions, i.e. of classes under the 8 symmetries of the
//            square.
// Pure C++ (no test framework), so GoogleTest and QTest programs can both include it.
#include <array>
#include <cstdint>

namespace queens::testing {

inline constexpr int kPublishedMaxN = 17;

// Index n-1 holds the value for n = 1..17.
inline constexpr std::array<std::uint64_t, kPublishedMaxN> kA000170 = {
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104};
inline constexpr std::array<std::uint64_t, kPublishedMaxN> kA002562 = {
    1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939};

inline constexpr std::uint64_t publishedTotal(int n) {
    return kA000170[static_cast<std::size_t>(n - 1)];
}
inline constexpr std::uint64_t publishedFundamental(int n) {
    return kA002562[static_cast<std::size_t>(n - 1)];
}

}  // namespace queens::testing
