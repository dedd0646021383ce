#include "QueensConstruction.h"

#include <climits>
#include <stdexcept>
#include <string>

namespace queens {

namespace {

// Case A (0-based): row i gets column 2i + 1, row h + i column 2i, for i < h = m / 2.
void evenColumnsFirst(int* out, int m) {
    const int h = m / 2;
    for (int i = 0; i < h; ++i) {
        out[i] = 2 * i + 1;
        out[h + i] = 2 * i;
    }
}

// Case B (0-based): row i gets column v = (2i + h - 1) mod m and row m - 1 - i column
// m - 1 - v, for i < h. v runs h - 1, h + 1, ... and wraps once; the loop is split at the wrap
// so that it needs no modulo.
void wrappedSteps(int* out, int m) {
    const int h = m / 2;
    const int beforeWrap = (m - (h - 1) + 1) / 2;  // i with h - 1 + 2i < m
    int i = 0;
    for (; i < beforeWrap && i < h; ++i) {
        const int v = h - 1 + 2 * i;
        out[i] = v;
        out[m - 1 - i] = m - 1 - v;
    }
    for (; i < h; ++i) {
        const int v = h - 1 + 2 * i - m;
        out[i] = v;
        out[m - 1 - i] = m - 1 - v;
    }
}

}  // namespace

void QueensConstruction::fill(std::span<int> out) {
    if (out.size() > static_cast<std::size_t>(INT_MAX))
        throw std::length_error("QueensConstruction: more rows than an int can count");
    const int n = static_cast<int>(out.size());
    if (!hasSolution(n))
        throw std::invalid_argument("no solution exists for N = " + std::to_string(n));
    if (n == 1) {
        out[0] = 0;
        return;
    }
    const int m = n % 2 == 0 ? n : n - 1;  // the even board; an odd n adds the corner queen
    if (m % 6 != 2)
        evenColumnsFirst(out.data(), m);
    else
        wrappedSteps(out.data(), m);
    if (n != m) out[static_cast<std::size_t>(m)] = m;
}

std::vector<int> QueensConstruction::build(int n) {
    if (!hasSolution(n))
        throw std::invalid_argument("no solution exists for N = " + std::to_string(n));
    std::vector<int> placement(static_cast<std::size_t>(n));
    fill(placement);
    return placement;
}

}  // namespace queens
