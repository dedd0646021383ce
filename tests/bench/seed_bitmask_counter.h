#pragma once
// The baseline of bench_count: the plain one-thread recursive bitmask counter of the seed article
// (seeds/001, "八皇后问题优雅解法——位运算"), generalised from 8 to n columns and nothing else:
// no symmetry, no threads, no unrolling. Compiled with -O2 on its own (see CMakeLists.txt).
#include <cstdint>

// Number of solutions of the n-queens problem, 1 <= n <= 32.
std::uint64_t seedBitmaskCount(int n);
