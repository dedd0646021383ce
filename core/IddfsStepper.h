#pragma once
// IddfsStepper: iterative deepening depth-first search over partial boards (AIMA 3.4.5).
//
// The idea
//   Depth-first search needs little memory (OPEN holds the pending siblings along one path) but
//   on a graph with deep or infinite branches it can run away from a shallow goal, and the first
//   goal it finds need not be the shallowest. Breadth-first search is complete and finds a
//   shallowest goal first, but OPEN holds a whole level. Iterative deepening gets both: it runs
//   a depth-limited DFS with limit L = 1, then L = 2, and so on. Each pass starts again from the
//   root with an empty OPEN and CLOSED; a node popped at depth L is cut off (not expanded). The
//   first pass that reaches a goal reaches it at the smallest depth, like BFS (complete when the
//   branching factor is finite, optimal when every step costs the same), while OPEN never holds
//   more than a DFS's O(b d) nodes.
//
// Why repeating the shallow passes is cheap
//   Pass L expands again every node that passes 1..L-1 expanded. In a tree with branching
//   factor b, level d holds b^d nodes, so all shallower levels together hold about b^d / (b - 1)
//   nodes: the deepest level dominates, and the total work of all passes is about b / (b - 1)
//   times that of the last pass alone (1.5 for b = 3, 1.11 for b = 10). On the N-Queens tree the
//   levels do not grow geometrically all the way down (the last levels shrink as queens run out
//   of safe squares), so the ratio is larger there; the statistics show the real count.
//
// On N-Queens
//   Every solution sits at depth n, so the passes L < n can only cut off; solutions are reported
//   in the last pass, L = n, which is exactly DfsStepper's search: the same nodes in the same
//   order, the same solutions in lexicographic order. Pass L pops the nodes of depth <= L in
//   DFS's order (lexicographic preorder) and cuts off those of depth L. The limits start at 1,
//   not 0: the pass L = 0 would pop the root and cut it off, showing nothing but the root.
//   A pass that cuts nothing off ends the search early (the tree is shallower than its limit,
//   AIMA's "failure" rather than "cutoff"); with given queens this can happen before L = n.
//
// Events and line ids: GraphSearchStepper's header, section "Iterative deepening"; this class
// only supplies the pseudo-code and maps the line ids onto it (kLines).
#include <array>
#include <string_view>

#include "GraphSearchStepper.h"
#include "Translatable.h"

namespace queens {

class IddfsStepper final : public GraphSearchStepper {
public:
    static constexpr std::array<std::string_view, 11> kPseudocode = {
        QUEENS_TRANSLATE_NOOP(
            "Pseudocode", "for limit <- 1, 2, ..., n (stop after a pass that cuts nothing off):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    OPEN <- [empty board]; CLOSED <- {}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    while OPEN is not empty:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        node <- pop the top of OPEN; CLOSED <- CLOSED + {node}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        show node on the board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if node has n queens: report solution; continue"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if node has limit queens: cut off, do not expand; continue"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        row <- queens in node; for col <- n-1 down to 0:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "            if a queen of node attacks (row, col): reject"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "            else push node + (row, col) on top of OPEN"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    // The line of kPseudocode for each GraphSearchStepper line id (Line, then DepthLimitLine).
    static constexpr LineMap kLines = {
        1,   // kLineInit
        2,   // kLineWhile
        3,   // kLinePop
        3,   // kLineClose: the pop's line
        4,   // kLineShow
        5,   // kLineSolution
        7,   // kLineRow: the loop's line
        7,   // kLineFor
        8,   // kLineReject
        9,   // kLinePush
        10,  // kLineDone
        0,   // kLineDeepen
        6,   // kLineCutoff
    };

    explicit IddfsStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Iddfs; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }
};

}  // namespace queens
