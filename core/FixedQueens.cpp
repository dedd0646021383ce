#include "FixedQueens.h"

#include <array>

#include "Bits.h"

namespace queens {

std::string FixedQueens::problem(const std::vector<int>& fixed, int n) {
    if (fixed.empty()) return {};
    if (n < 0 || fixed.size() != static_cast<std::size_t>(n))
        return "given queens need one entry per row: expected " + std::to_string(n) +
               " entries, got " + std::to_string(fixed.size());
    std::vector<int> rowOfColumn(static_cast<std::size_t>(n), kFree);
    for (int r = 0; r < n; ++r) {
        const int c = fixed[static_cast<std::size_t>(r)];
        if (c == kFree) continue;
        if (c < 0 || c >= n)
            return "the queen given in row " + std::to_string(r) + " has column " +
                   std::to_string(c) + ", outside 0 to " + std::to_string(n - 1);
        int& owner = rowOfColumn[static_cast<std::size_t>(c)];
        if (owner != kFree)
            return "two given queens share column " + std::to_string(c) + " (rows " +
                   std::to_string(owner) + " and " + std::to_string(r) + ")";
        owner = r;
    }
    return {};
}

bool FixedQueens::anyGiven(const std::vector<int>& fixed) {
    for (const int c : fixed)
        if (c != kFree) return true;
    return false;
}

FixedQueens::Pair FixedQueens::attackingPair(const std::vector<int>& fixed) {
    const int n = static_cast<int>(fixed.size());
    if (n == 0) return {};
    // The row of the first given queen seen on each column, "\" diagonal and "/" anti-diagonal.
    const auto un = static_cast<std::size_t>(n);
    std::vector<int> byCol(un, -1), byDiag(2 * un - 1, -1), byAnti(2 * un - 1, -1);
    for (int r = 0; r < n; ++r) {
        const int c = fixed[static_cast<std::size_t>(r)];
        if (c == kFree) continue;
        int& col = byCol[static_cast<std::size_t>(c)];
        int& diag = byDiag[static_cast<std::size_t>(r - c + n - 1)];
        int& anti = byAnti[static_cast<std::size_t>(r + c)];
        const int earlier = col >= 0 ? col : diag >= 0 ? diag : anti;
        if (earlier >= 0) return {earlier, r};
        col = diag = anti = r;
    }
    return {};
}

FixedQueens::Completion FixedQueens::completion(const std::vector<int>& fixed, int n,
                                                std::uint64_t budget) {
    if (n < 1 || n > kCompletionMaxN) return Completion::Unknown;
    const std::uint64_t all = boardMask(n);
    // offer[r]: the columns row r may take (all, or the given one).
    std::array<std::uint64_t, kCompletionMaxN> offer{};
    for (int r = 0; r < n; ++r) {
        const int c = givenColumn(fixed, r);
        offer[static_cast<std::size_t>(r)] = c == kFree ? all : bitOf(c);
    }
    // Iterative bitmask backtracking: frame r holds row r's remaining candidates and masks.
    struct Frame {
        std::uint64_t cols, ld, rd, avail;
    };
    std::array<Frame, kCompletionMaxN + 1> stack{};
    int row = 0;
    stack[0] = {0, 0, 0, offer[0]};
    std::uint64_t tried = 0;
    for (;;) {
        Frame& f = stack[static_cast<std::size_t>(row)];
        if (f.avail == 0) {
            if (row == 0) return Completion::None;
            --row;
            continue;
        }
        if (++tried > budget) return Completion::Unknown;
        const std::uint64_t bit = popLowest(f.avail);
        if (row == n - 1) return Completion::Exists;
        Frame& child = stack[static_cast<std::size_t>(row) + 1];
        child.cols = f.cols | bit;
        child.ld = shiftLd(f.ld | bit, all);
        child.rd = shiftRd(f.rd | bit);
        child.avail =
            all & ~(child.cols | child.ld | child.rd) & offer[static_cast<std::size_t>(row) + 1];
        ++row;
    }
}

}  // namespace queens
