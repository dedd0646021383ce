// BENCHMARK BASELINE, NOT PROJECT CODE.
//
// A faithful copy of the core of the "million queens" program published in the seed article
// seeds/003 (a Chinese blog post on N-queens search, 2018, whose last section solves up to
// 3,000,000 queens after Sosic & Gu's QS algorithms). Only the I/O and the timing were taken
// out of main(), which became solveMillionQueens(); the globals, the ranlux48_base generator
// (default-seeded, as in the original), the 5/12 conflict-free prefix, C1 = 0.45, C2 = 32 and
// the algorithm are unchanged, including the bug its author notes in swapWillReduceCollisions
// (wrong deltas when the two queens share a diagonal, 8 for i == j), so its collision count can
// drift from the truth: benchmarks verify its board separately.
// One change: generateARadomPermutation() clears columnUsed first. The original never clears
// it, so a restart would loop forever looking for an unused column; without a restart the
// behaviour is identical. Comments translated; compiled with -O2 like the published timings.
#include "seed_million_queens.h"

#include <cstdint>
#include <cstring>
#include <random>

namespace seedbench {

namespace {

#define MAXN 5000007

// rand() has too small a range; this engine gives 48-bit numbers.
typedef std::subtract_with_carry_engine<std::uint_fast64_t, 48, 5, 12> ranlux48_base;

// n: the number of queens
int n;
// queen[i]: the column of the queen of row i
int queen[MAXN];
// the rows whose queens can attack each other
int attack[MAXN];
// queens per diagonal, both directions
int diagonalNegative[2 * MAXN + 7];
int diagonalPositive[2 * MAXN + 7];
// total collisions
int collisions;
// whether a column is used already (keeps queen[] a permutation)
bool columnUsed[MAXN] = {false};

// Whether a queen at (row, col) would be free of conflicts with those placed before.
bool check(int row, int col) {
    int negativeIndex = row + col;
    int positiveIndex = row - col;
    return (diagonalNegative[negativeIndex] == 0 && diagonalPositive[n - 1 + positiveIndex] == 0);
}

// A random permutation whose first 5/12 rows are conflict-free.
void generateARadomPermutation() {
    ranlux48_base rb;
    const int THRESHOLD = (int)(5.0 / 12.0 * n);
    int generatedQueenNumber = 0;
    memset(diagonalPositive, 0, 2 * n * sizeof(int));
    memset(diagonalNegative, 0, 2 * n * sizeof(int));
    memset(columnUsed, 0, n * sizeof(bool));  // added, see the file comment

    while (generatedQueenNumber < n) {
        int col;

        do {
            col = (int)(rb() % n);
        } while (columnUsed[col]);

        // the first 5/12 rows are conflict-free: check before placing
        if (generatedQueenNumber < THRESHOLD)
            if (check(generatedQueenNumber, col) == false) {
                continue;
            }

        queen[generatedQueenNumber] = col;
        columnUsed[col] = true;
        int negativeIndex = generatedQueenNumber + col;
        ++diagonalNegative[negativeIndex];
        int positiveIndex = generatedQueenNumber - col;
        ++diagonalPositive[n - 1 + positiveIndex];
        ++generatedQueenNumber;
    }
}

// Swaps the queens of rows i and j.
void performSwap(int i, int j) {
    --diagonalNegative[i + queen[i]];
    --diagonalNegative[j + queen[j]];
    --diagonalPositive[n - 1 + i - queen[i]];
    --diagonalPositive[n - 1 + j - queen[j]];
    int tmp = queen[i];
    queen[i] = queen[j];
    queen[j] = tmp;
    ++diagonalNegative[i + queen[i]];
    ++diagonalNegative[j + queen[j]];
    ++diagonalPositive[n - 1 + i - queen[i]];
    ++diagonalPositive[n - 1 + j - queen[j]];
}

// Change of the collisions if rows i and j were swapped (< 0: fewer collisions).
// The original author's note: "This function is ill-implemented. Bugs:
// swapWillReduceCollisions(i, i) => 8; when A and B are on the same diagonal, whether major or
// minor, the computation may fall into errors." Kept as published.
int swapWillReduceCollisions(int i, int j) {
    int delta = 0;
    delta -= diagonalNegative[i + queen[i]] - 1;
    delta -= diagonalNegative[j + queen[j]] - 1;

    // inclusion-exclusion: the same diagonal must not be counted twice
    if (i + queen[i] == j + queen[j]) {
        ++delta;
    }

    delta -= diagonalPositive[n - 1 + i - queen[i]] - 1;
    delta -= diagonalPositive[n - 1 + j - queen[j]] - 1;

    if (i - queen[i] == j - queen[j]) {
        ++delta;
    }

    delta += diagonalNegative[i + queen[j]];
    delta += diagonalNegative[j + queen[i]];

    if (i + queen[j] == j + queen[i]) {
        ++delta;
    }

    delta += diagonalPositive[n - 1 + i - queen[j]];
    delta += diagonalPositive[n - 1 + j - queen[i]];

    if (i - queen[j] == j - queen[i]) {
        ++delta;
    }

    return delta;
}

// Collisions counted as pairs: C(k, 2) per diagonal holding k queens.
int computeCollisions() {
    int collisions = 0;
    for (int i = 0; i < 2 * n - 1; ++i) {
        collisions += diagonalNegative[i] * (diagonalNegative[i] - 1) / 2;
        collisions += diagonalPositive[i] * (diagonalPositive[i] - 1) / 2;
    }
    return collisions;
}

// Lists the rows whose queen shares a diagonal with another; returns how many.
int computeAttacks() {
    memset(attack, 0, n * sizeof(int));
    int numberOfAttacks = 0;
    for (int i = 0; i < n; ++i) {
        int negativeIndex = i + queen[i];
        int positiveIndex = i - queen[i];
        if (diagonalNegative[negativeIndex] > 1 || diagonalPositive[n - 1 + positiveIndex] > 1) {
            attack[numberOfAttacks] = i;
            ++numberOfAttacks;
        }
    }
    return numberOfAttacks;
}

}  // namespace

std::vector<int> solveMillionQueens(int queens) {
    ranlux48_base rb;
    n = queens;
    if (n <= 0 || n == 2 || n == 3 || n >= MAXN) return {};

    // C1: when the collisions fall below the limit, the attack list is recomputed and the limit
    // becomes C1 * collisions (QS2's constant; the article says 0.53, its code uses 0.45)
    const double C1 = 0.45;
    // C2: a restart comes after about C2 * n swap attempts (QS2)
    const double C2 = 32;

    do {
        generateARadomPermutation();
        collisions = computeCollisions();
        int limit = (int)(C1 * collisions);
        int numberOfAttacks = computeAttacks();
        int loopCount = 0;

        do {
            if (collisions == 0) {
                break;
            }
            // only the queens that can attack are swapped
            for (int k = 0; k < numberOfAttacks; ++k) {
                int i = attack[k];
                int j;
                do {
                    j = (int)(rb() % n);
                } while (i == j);

                int delta;
                if ((delta = swapWillReduceCollisions(i, j)) < 0) {
                    collisions += delta;
                    performSwap(i, j);
                    if (collisions == 0) {
                        break;
                    }
                    if (collisions < limit) {
                        limit = (int)(C1 * collisions);
                        numberOfAttacks = computeAttacks();
                    }
                }
            }
            loopCount += numberOfAttacks;
        } while (loopCount <= C2 * n);
    } while (collisions != 0);

    return std::vector<int>(queen, queen + n);
}

}  // namespace seedbench
