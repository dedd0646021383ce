#include "SymmetricSolutionCounter.h"

#include <bit>
#include <stdexcept>
#include <string>

#include "Bits.h"

namespace queens {

struct SymmetricSolutionCounter::HalfTurnSearch {
    int pairs = 0;  // rows 0..pairs-1 carry the free choices
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    const std::atomic<bool>* cancel = nullptr;
    bool cancelled = false;
};

struct SymmetricSolutionCounter::QuarterTurnSearch {
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    const std::atomic<bool>* cancel = nullptr;
    bool cancelled = false;
};

SymmetricSolutionCounter::SymmetricSolutionCounter(int n) : n_(n) {
    if (n < 1 || n > kMaxN)
        throw std::invalid_argument("SymmetricSolutionCounter: n must be in 1.." +
                                    std::to_string(kMaxN));
    all_ = boardMask<std::uint32_t>(n);
}

std::size_t SymmetricSolutionCounter::halfTurnUnits() const {
    return n_ == 1 ? 1 : static_cast<std::size_t>(n_);
}

SymmetricSolutionCounter::UnitResult SymmetricSolutionCounter::countHalfTurnUnit(
    std::size_t unit, const std::atomic<bool>* cancel) const {
    if (unit >= halfTurnUnits()) throw std::out_of_range("SymmetricSolutionCounter: no such unit");
    UnitResult result;
    if (n_ == 1) {
        result.solutions = 1;  // the lone queen is its own image
        return result;
    }
    HalfTurnSearch s;
    s.pairs = n_ / 2;
    s.cancel = cancel;
    std::uint32_t cols = 0;
    std::uint64_t diag = 0;
    std::uint64_t anti = 0;
    if (n_ % 2 == 1) {  // the centre queen (K, K)
        const int k = n_ / 2;
        cols = std::uint32_t{1} << k;
        diag = std::uint64_t{1} << (n_ - 1);
        anti = std::uint64_t{1} << (2 * k);
    }
    // Row 0 takes exactly the column of this unit.
    const int c = static_cast<int>(unit);
    const std::uint32_t avail = all_ & ~cols & ~static_cast<std::uint32_t>(diag >> (n_ - 1)) &
                                ~static_cast<std::uint32_t>(anti) & ~std::uint32_t{1} &
                                ~(std::uint32_t{1} << (n_ - 1));
    if ((avail >> c) & 1) {
        ++s.nodes;
        halfTurn(s, 1, cols | (std::uint32_t{1} << c) | (std::uint32_t{1} << (n_ - 1 - c)),
                 diag | (std::uint64_t{1} << (c + n_ - 1)) | (std::uint64_t{1} << (n_ - 1 - c)),
                 anti | (std::uint64_t{1} << c) | (std::uint64_t{1} << (2 * n_ - 2 - c)));
    }
    result.solutions = s.solutions;
    result.nodes = s.nodes;
    result.complete = !s.cancelled;
    return result;
}

void SymmetricSolutionCounter::halfTurn(HalfTurnSearch& s, int row, std::uint32_t cols,
                                        std::uint64_t diag, std::uint64_t anti) const {
    if (row == s.pairs) {
        ++s.solutions;
        return;
    }
    if (row <= 2 && s.cancel != nullptr && s.cancel->load(std::memory_order_relaxed)) {
        s.cancelled = true;
        return;
    }
    std::uint32_t avail = all_ & ~cols & ~static_cast<std::uint32_t>(diag >> (n_ - 1 - row)) &
                          ~static_cast<std::uint32_t>(anti >> row) & ~(std::uint32_t{1} << row) &
                          ~(std::uint32_t{1} << (n_ - 1 - row));
    while (avail != 0 && !s.cancelled) {
        const int c = popLowestColumn(avail);
        ++s.nodes;
        halfTurn(
            s, row + 1, cols | (std::uint32_t{1} << c) | (std::uint32_t{1} << (n_ - 1 - c)),
            diag | (std::uint64_t{1} << (c - row + n_ - 1)) |
                (std::uint64_t{1} << (row - c + n_ - 1)),
            anti | (std::uint64_t{1} << (c + row)) | (std::uint64_t{1} << (2 * n_ - 2 - c - row)));
    }
}

SymmetricSolutionCounter::UnitResult SymmetricSolutionCounter::countQuarterTurn(
    const std::atomic<bool>* cancel) const {
    UnitResult result;
    if (n_ == 1) {
        result.solutions = 1;
        return result;
    }
    if (n_ % 4 == 2 || n_ % 4 == 3) return result;  // no cycle structure fits: none exist
    QuarterTurnSearch s;
    s.cancel = cancel;
    std::uint32_t rows = 0;
    std::uint32_t cols = 0;
    std::uint64_t diag = 0;
    std::uint64_t anti = 0;
    if (n_ % 4 == 1) {  // the centre queen
        const int k = n_ / 2;
        rows = cols = std::uint32_t{1} << k;
        diag = std::uint64_t{1} << (n_ - 1);
        anti = std::uint64_t{1} << (2 * k);
    }
    quarterTurn(s, rows, cols, diag, anti);
    result.solutions = s.solutions;
    result.nodes = s.nodes;
    result.complete = !s.cancelled;
    return result;
}

void SymmetricSolutionCounter::quarterTurn(QuarterTurnSearch& s, std::uint32_t rows,
                                           std::uint32_t cols, std::uint64_t diag,
                                           std::uint64_t anti) const {
    if (rows == all_) {
        ++s.solutions;
        return;
    }
    if (s.cancel != nullptr && s.cancel->load(std::memory_order_relaxed)) {
        s.cancelled = true;
        return;
    }
    const int m = n_ - 1;
    const int r = std::countr_zero(~rows & all_);
    for (int c = 0; c < n_ && !s.cancelled; ++c) {
        if (c == r || c == m - r) continue;  // the cycle would not have four distinct rows
        const int cycleRow[4] = {r, c, m - r, m - c};
        const int cycleCol[4] = {c, m - r, m - c, r};
        std::uint32_t nr = rows;
        std::uint32_t nc = cols;
        std::uint64_t nd = diag;
        std::uint64_t na = anti;
        bool fits = true;
        for (int i = 0; i < 4 && fits; ++i) {
            const int qr = cycleRow[i];
            const int qc = cycleCol[i];
            const std::uint64_t dBit = std::uint64_t{1} << (qc - qr + m);
            const std::uint64_t aBit = std::uint64_t{1} << (qc + qr);
            if (((nr >> qr) & 1) || ((nc >> qc) & 1) || (nd & dBit) || (na & aBit)) {
                fits = false;
            } else {
                nr |= std::uint32_t{1} << qr;
                nc |= std::uint32_t{1} << qc;
                nd |= dBit;
                na |= aBit;
            }
        }
        if (!fits) continue;
        ++s.nodes;
        quarterTurn(s, nr, nc, nd, na);
    }
}

std::uint64_t SymmetricSolutionCounter::countHalfTurn() const {
    std::uint64_t total = 0;
    for (std::size_t u = 0; u < halfTurnUnits(); ++u) total += countHalfTurnUnit(u).solutions;
    return total;
}

}  // namespace queens
