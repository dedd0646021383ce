#pragma once
// The "million queens" program of the seed article seeds/003 (a Sosic-Gu style swap search),
// kept as a benchmark baseline only. See seed_million_queens.cpp.
#include <vector>

namespace seedbench {

// Runs the seed program's algorithm for n queens (1 <= n <= 5000000) and returns its board
// (row -> column). Like the original it stops when its own collision count reaches 0; that
// count comes from a buggy delta function, so the caller should verify the board.
std::vector<int> solveMillionQueens(int n);

}  // namespace seedbench
