#include "BoardAttacks.h"

namespace queens {

BoardAttacks::BoardAttacks(std::span<const int> placement)
    : placement_(placement.begin(), placement.end()) {
    const int size = n();
    columns_.assign(static_cast<std::size_t>(size), 0);
    diagonals_.assign(static_cast<std::size_t>(2 * size), 0);
    antis_.assign(static_cast<std::size_t>(2 * size), 0);
    for (int r = 0; r < size; ++r) {
        const int c = placement_[static_cast<std::size_t>(r)];
        if (c < 0 || c >= size) continue;
        ++columns_[static_cast<std::size_t>(c)];
        ++diagonals_[static_cast<std::size_t>(r - c + size - 1)];
        ++antis_[static_cast<std::size_t>(r + c)];
    }
}

bool BoardAttacks::attacked(int row, int col) const {
    const int size = n();
    if (row < 0 || row >= size || col < 0 || col >= size) return false;
    const int own = placement_[static_cast<std::size_t>(row)] == col ? 1 : 0;
    return columns_[static_cast<std::size_t>(col)] +
               diagonals_[static_cast<std::size_t>(row - col + size - 1)] +
               antis_[static_cast<std::size_t>(row + col)] - 3 * own >
           0;
}

bool BoardAttacks::attackedEmpty(int row, int col) const {
    return attacked(row, col) && placement_[static_cast<std::size_t>(row)] != col;
}

bool BoardAttacks::queenAttacked(int row) const {
    if (row < 0 || row >= n()) return false;
    const int col = placement_[static_cast<std::size_t>(row)];
    return col >= 0 && attacked(row, col);
}

int BoardAttacks::attackedQueens() const {
    int count = 0;
    for (int r = 0; r < n(); ++r)
        if (queenAttacked(r)) ++count;
    return count;
}

}  // namespace queens
