#include "BoardAttacks.h"

namespace queens {

bool BoardAttacks::attacked(int row, int col) const {
    const int size = n();
    if (row < 0 || row >= size || col < 0 || col >= size) return false;
    const int own = state_->queenAt(row) == col ? 1 : 0;
    return state_->columnCount(col) + state_->diagonalCount(row - col + size - 1) +
               state_->antiDiagonalCount(row + col) - 3 * own >
           0;
}

bool BoardAttacks::attackedEmpty(int row, int col) const {
    return attacked(row, col) && state_->queenAt(row) != col;
}

bool BoardAttacks::queenAttacked(int row) const {
    if (row < 0 || row >= n()) return false;
    const int col = state_->queenAt(row);
    return col != BoardState::kEmpty && attacked(row, col);
}

int BoardAttacks::attackedQueens() const {
    int count = 0;
    for (int r = 0; r < n(); ++r)
        if (queenAttacked(r)) ++count;
    return count;
}

}  // namespace queens
