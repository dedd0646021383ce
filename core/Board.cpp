#include "Board.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace queens {

Board::Board(int n) {
    if (n < 0) throw std::invalid_argument("board size must not be negative");
    cols_.assign(static_cast<std::size_t>(n), kEmpty);
}

Board::Board(std::vector<int> placement) : cols_(std::move(placement)) {
    const int size = n();
    for (std::size_t r = 0; r < cols_.size(); ++r)
        if (cols_[r] != kEmpty && (cols_[r] < 0 || cols_[r] >= size))
            throw std::invalid_argument("row " + std::to_string(r) + ": column " +
                                        std::to_string(cols_[r]) + " is out of range");
}

int Board::queenCount() const {
    int count = 0;
    for (int c : cols_) count += c != kEmpty;
    return count;
}

void Board::place(int row, int col) {
    if (row < 0 || row >= n() || col < 0 || col >= n())
        throw std::out_of_range("cell off the board");
    cols_[static_cast<std::size_t>(row)] = col;
}

void Board::clear(int row) {
    if (row < 0 || row >= n()) throw std::out_of_range("row off the board");
    cols_[static_cast<std::size_t>(row)] = kEmpty;
}

RejectReason Board::attackReason(int r1, int c1, int r2, int c2) {
    if (c1 == c2) return RejectReason::Column;
    if (r1 - c1 == r2 - c2) return RejectReason::Diagonal;
    if (r1 + c1 == r2 + c2) return RejectReason::AntiDiagonal;
    return RejectReason::None;
}

bool Board::attacks(int r1, int c1, int r2, int c2) {
    return r1 != r2 && attackReason(r1, c1, r2, c2) != RejectReason::None;
}

Board::Attacker Board::attackerOf(int row, int col) const {
    for (int r = 0; r < n(); ++r) {
        const int c = at(r);
        if (r == row || c == kEmpty) continue;
        if (const RejectReason why = attackReason(row, col, r, c); why != RejectReason::None)
            return {r, why};
    }
    return {};
}

std::vector<int> Board::diagonalCounts() const {
    std::vector<int> counts(cols_.empty() ? 0 : 2 * cols_.size() - 1, 0);
    for (int r = 0; r < n(); ++r)
        if (at(r) != kEmpty) ++counts[static_cast<std::size_t>(r - at(r) + n() - 1)];
    return counts;
}

std::vector<int> Board::antiDiagonalCounts() const {
    std::vector<int> counts(cols_.empty() ? 0 : 2 * cols_.size() - 1, 0);
    for (int r = 0; r < n(); ++r)
        if (at(r) != kEmpty) ++counts[static_cast<std::size_t>(r + at(r))];
    return counts;
}

long long Board::attackingPairs() const {
    std::vector<int> columns(cols_.size(), 0);
    for (int c : cols_)
        if (c != kEmpty) ++columns[static_cast<std::size_t>(c)];
    long long pairs = 0;
    auto addLines = [&pairs](const std::vector<int>& counts) {
        for (long long k : counts) pairs += k * (k - 1) / 2;
    };
    addLines(columns);
    addLines(diagonalCounts());
    addLines(antiDiagonalCounts());
    return pairs;
}

bool Board::isSolution() const {
    return queenCount() == n() && attackingPairs() == 0;
}

}  // namespace queens
