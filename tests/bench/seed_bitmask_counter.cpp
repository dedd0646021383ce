#include "seed_bitmask_counter.h"

// As in the seed: A = attacks along one diagonal family (shifted left per row), B = occupied
// columns, C = the other diagonal family (shifted right per row); D = the free columns; the
// lowest free column is taken with D & -D. The only change is `all`, the n low bits, which the
// seed did not need because its unsigned char held exactly 8 columns; the count is a global, as
// in the seed.
namespace {

std::uint64_t count = 0;
unsigned all = 0;

void tryRow(unsigned a, unsigned b, unsigned c) {
    if (b == all) {
        ++count;
        return;
    }
    unsigned d = all & ~(a | b | c);
    while (d) {
        const unsigned bit = d & (0u - d);
        d -= bit;
        tryRow((a | bit) << 1, b | bit, (c | bit) >> 1);
    }
}

}  // namespace

std::uint64_t seedBitmaskCount(int n) {
    count = 0;
    all = n >= 32 ? ~0u : (1u << n) - 1;
    tryRow(0, 0, 0);
    return count;
}
