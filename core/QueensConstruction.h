#pragma once
// QueensConstruction: one solution of the n-queens problem for every n >= 4 (and n = 1),
// written down directly in O(n) time, without any search.
//
// The explicit patterns go back to Ahrens (1910) and were put in closed form by Hoffman, Loessi
// and Moore ("Constructions for the solution of the m queens problem", Mathematics Magazine 42,
// 1969); Bernhardsson ("Explicit solutions to the N-queens problem for all N", SIGART Bulletin
// 2(2), 1991) gives the three cases below. In 1-based coordinates, queen (i, j) meaning row i,
// column j, for an even board of size m:
//
//   Case A, m mod 6 != 2 (m mod 6 = 0 or 4): for i = 1..m/2
//       (i, 2i) and (m/2 + i, 2i - 1)
//     The top half holds the even columns 2, 4, ..., m, the bottom half the odd ones: every
//     row-to-row step inside a half is two columns (a knight's move), so no two queens of a half
//     share a diagonal, and the halves are far enough apart on every diagonal exactly when
//     m mod 6 != 2.
//   Case B, m mod 6 != 0 (used for m mod 6 = 2): for i = 1..m/2
//       (i, 1 + (2(i - 1) + m/2 - 1) mod m) and (m + 1 - i, m - (2(i - 1) + m/2 - 1) mod m)
//     The same two-column steps, started at column m/2 and wrapping around, in the top half;
//     the bottom half is the top half turned by 180 degrees.
//   Case C, n odd: solve m = n - 1 with A or B and add the corner queen (n, n). The corner
//     queen's row, column and "/" anti-diagonal hold no other cell of the board, and neither
//     pattern puts a queen on the main diagonal i = j (in A, 2i = i and 2i - 1 = m/2 + i have no
//     solution with 1 <= i <= m/2; in B, i = j needs i = m/2 + 2 modulo m, outside the half), so
//     the corner queen attacks nobody. So n mod 6 = 3 (m mod 6 = 2) uses B plus the corner, and
//     n mod 6 = 1 or 5 uses A plus the corner.
//
// Which case for n mod 6:  0, 4: A;   2: B;   1, 5: A + corner;   3: B + corner.
// (The textbook recipe "even columns, then odd columns; for n mod 6 = 2 swap 1 and 3 and move
// 5 to the end; for n mod 6 = 3 move 2 and then 1, 3 to the end" is another way of writing
// down patterns of this family; this class uses the formulas above.)
//
// Here rows and columns are 0-based: placement[r] = column of row r. n = 1 gives {0};
// n = 2 and n = 3 have no solution at all. The work is two sequential streams of stores per
// row pair and no division or modulo in the loop; fill() writes into memory the caller owns (no
// zero-filling of a fresh vector first). build() suits small boards; for huge ones fill a
// HugePageVector (HugePageAllocator.h), whose first touch costs far fewer page faults.
#include <cstdint>
#include <span>
#include <vector>

namespace queens {

class QueensConstruction {
public:
    // Whether an n x n board has a solution: n = 1 or n >= 4.
    static bool hasSolution(std::int64_t n) { return n == 1 || n >= 4; }

    // Writes the solution of n = out.size() into out. Throws std::invalid_argument when
    // !hasSolution(n) (n = 0, 2, 3) and std::length_error when n does not fit in an int.
    static void fill(std::span<int> out);

    // The solution of size n as a vector (same exceptions).
    static std::vector<int> build(int n);
};

}  // namespace queens
