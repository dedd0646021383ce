#include "QueenCounters.h"

namespace queens {

void QueenCounters::reset(int n) {
    n_ = n;
    h_ = 0;
    const auto un = static_cast<std::size_t>(n);
    cols_.assign(un, kEmpty);
    colCount_.assign(un, 0);
    diag_.assign(2 * un - 1, 0);
    anti_.assign(2 * un - 1, 0);
}

void QueenCounters::place(int row, int col) {
    // The new queen forms one pair with every queen already on its three lines.
    h_ += linesThrough(row, col);
    cols_[static_cast<std::size_t>(row)] = col;
    ++colCount_[static_cast<std::size_t>(col)];
    ++diag_[diagIndex(row, col)];
    ++anti_[antiIndex(row, col)];
}

void QueenCounters::remove(int row) {
    const int col = column(row);
    --colCount_[static_cast<std::size_t>(col)];
    --diag_[diagIndex(row, col)];
    --anti_[antiIndex(row, col)];
    cols_[static_cast<std::size_t>(row)] = kEmpty;
    h_ -= linesThrough(row, col);
}

void QueenCounters::move(int row, int col) {
    remove(row);
    place(row, col);
}

}  // namespace queens
