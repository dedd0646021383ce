#pragma once
// GraphSearchStepper: the N-Queens problem as a search of a graph of partial boards, with an
// OPEN list of boards still to expand and a CLOSED set of boards already expanded. DfsStepper
// (OPEN is a stack) and BfsStepper (OPEN is a FIFO queue) differ only in that discipline.
//
// The graph
//   A node is a partial board whose rows 0..depth-1 hold one queen each and attack no other
//   queen; the root is the empty board (depth 0). The children of a node of depth d < n are the
//   nodes made by adding a queen on row d in a column that no queen of the node attacks. A node
//   of depth n is a solution. Every node is reached from the root by exactly one path (its rows
//   are filled in order), so the graph is a tree: no node can be generated twice and CLOSED
//   needs no membership test. The stepper therefore keeps CLOSED as a count (BoardState's
//   stats().closedSize), not as a set.
//
// The algorithm (line ids of kPseudocode in brackets; both derived classes share these ids)
//   [kLineInit]     OPEN <- [root]; CLOSED <- {}                  Push(a=-1, b=-1, value=0)
//   [kLineWhile]    while OPEN is not empty:
//   [kLinePop]        node <- take one node from OPEN             Pop(a,b = its last queen or -1,
//                                                                     value = depth)
//   [kLineClose]      CLOSED <- CLOSED + {node}                   (counted by the Pop)
//   [kLineShow]       show node on the board                      Remove(row,col,Next) for the
//                                                                 rows of the previously shown
//                                                                 node that differ, deepest
//                                                                 first, then Place for the new
//   [kLineSolution]   if depth == n: report solution; continue    Solution
//   [kLineRow]        row <- depth
//   [kLineFor]        for each col of row:                        Try(row,col)
//   [kLineReject]       if a queen of node attacks (row, col): skip   Reject(row,col,reason,
//                                                                     c = attacking row)
//   [kLinePush]         else add node + (row, col) to OPEN        Push(row,col,value=depth+1)
//   [kLineDone]     done                                           Done
//   With allSolutions == false the first Solution is followed by Done.
//
// Order of the search
//   DFS scans the columns from n-1 down to 0 and pops the top of the stack, so the child with
//   the smallest column is expanded first: DFS visits the tree in lexicographic preorder and
//   reports solutions in lexicographic order of their placements. BFS scans columns from 0 to
//   n-1 and takes the front of the queue, so it expands the tree level by level (pop depths
//   never decrease) and, within a level, in lexicographic order; its solutions (all at the last
//   level) are also in lexicographic order. The price of BFS is memory: OPEN holds a whole level.
//
// Given queens ("start search from here", StepperOptions::fixed)
//   When row d has a queen given in column c, the node's "for each col of row" loop offers only
//   c: one Try(d, c), then Push when no queen of the node attacks it, else Reject (reason and
//   attacker as below). Free rows loop over all n columns as described. The graph is then the
//   subtree of boards that keep the given queens, and the solutions reported are exactly the
//   solutions that keep them, in lexicographic order. With no given queen every row is free.
//   The constructor throws std::invalid_argument for a `fixed` that FixedQueens::problem refuses.
//
// Reject reasons: the attacker is the first queen found scanning rows 0..depth-1; Column when it
// shares the column, Diagonal for the "\" diagonal (row - col equal), AntiDiagonal for "/".
//
// Iterative deepening (IddfsStepper: Stack discipline with a depth limit)
//   The search above runs once per depth limit L = 1, 2, ..., n. In the pass with limit L a
//   popped node of depth L < n is not expanded: Cutoff(a,b = its last queen, value = L) on the
//   line kLineCutoff. When OPEN runs empty and some node was cut off and L < n, the shown board
//   is cleared (Remove(row,col,Next), deepest first, on the line kLineDeepen), then
//   Deepen(a = L+1, b = L, value = CLOSED size) empties CLOSED and the next pass pushes the root
//   again. The first event of the run is Deepen(1, 0, 0). A pass that cut nothing off ends the
//   run: the tree is shallower than its limit. Solutions can only appear in the pass L = n.
//   The derived class maps every line id (Line and DepthLimitLine) to a line of its own text.
//
// Storage: a node packs its columns 4 bits per row in one 64-bit word, so 1 <= n <= 16
// (throws std::invalid_argument otherwise). OPEN is a std::deque of such nodes.
#include <array>
#include <cstdint>
#include <deque>
#include <string_view>

#include "Stepper.h"

namespace queens {

class GraphSearchStepper : public Stepper {
public:
    enum Line : std::uint16_t {
        kLineInit,
        kLineWhile,
        kLinePop,
        kLineClose,
        kLineShow,
        kLineSolution,
        kLineRow,
        kLineFor,
        kLineReject,
        kLinePush,
        kLineDone,
        kLineCount,
    };
    // The two steps only iterative deepening takes (its Deepen and Cutoff events).
    enum DepthLimitLine : std::uint16_t {
        kLineDeepen = kLineCount,
        kLineCutoff,
        kLineIdCount,
    };
    // The pseudo-code line of each line id, for a derived class whose text differs.
    using LineMap = std::array<std::uint16_t, kLineIdCount>;

    // How OPEN hands out nodes.
    enum class Discipline : std::uint8_t {
        Stack,  // last in, first out: depth-first
        Queue,  // first in, first out: breadth-first
    };

    static constexpr int kMaxN = 16;

    bool next(StepEvent& e) override;

protected:
    GraphSearchStepper(const StepperOptions& options, Discipline discipline);
    // Iterative deepening: Stack discipline, depth limits 1..n, lines mapped through `lines`.
    GraphSearchStepper(const StepperOptions& options, const LineMap& lines);

private:
    struct Node {
        std::uint64_t cols = 0;  // column of row r in bits 4r..4r+3
        int depth = 0;           // rows 0..depth-1 are filled
        int col(int row) const { return static_cast<int>((cols >> (4 * row)) & 0xF); }
        Node child(int row, int c) const {
            return Node{cols | (static_cast<std::uint64_t>(c) << (4 * row)), row + 1};
        }
    };

    enum class Phase : std::uint8_t {
        Deepen,    // iterative deepening: the next depth limit
        Clear,     // iterative deepening: remove the shown queens before the next pass
        PushRoot,  // OPEN <- [root]
        Pop,       // take the next node, or finish when OPEN is empty
        Unwind,    // remove the queens of the shown board that the node does not have
        Rebuild,   // place the queens of the node that the shown board lacks
        Examine,   // solution test, or start the column loop
        Try,       // Try(row, col_)
        Verdict,   // Reject or Push
        Finish,    // emit Done
        Finished,
    };

    // Row of the first queen of current_ attacking (row, col), or -1; sets `reason`.
    int attacker(int row, int col, RejectReason& reason) const;
    std::uint16_t line(std::uint16_t id) const { return deepening_ ? lines_[id] : id; }
    StepEvent make(EventKind kind, std::uint16_t id, int a = -1, int b = -1) const;

    Discipline discipline_;
    Phase phase_ = Phase::PushRoot;
    std::deque<Node> open_;
    Node current_;                    // the node being expanded
    std::array<int, kMaxN> shown_{};  // columns of the board BoardState shows
    int shownDepth_ = 0;              // rows 0..shownDepth_-1 of shown_ hold queens
    int keep_ = 0;                    // rows the shown board and current_ have in common
    int col_ = 0;                     // column loop of the node being expanded
    int given_ = -1;                  // the given column of the row being expanded, or -1
    bool deepening_ = false;          // iterative deepening (depth limit)
    LineMap lines_{};                 // line of each id when deepening_
    int limit_ = 0;                   // the depth limit of the pass (deepening_)
    std::uint64_t closed_ = 0;        // Pops of the pass: CLOSED's size
    std::uint64_t passCutoffs_ = 0;   // Cutoffs of the pass
};

}  // namespace queens
