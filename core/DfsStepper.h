#pragma once
// DfsStepper: depth-first graph search over partial boards, OPEN kept as a stack.
//
// The search, its invariants and its event sequence are those of GraphSearchStepper (read its
// header, also for given queens: a row with a given queen offers only that column); the line
// ids are the inherited enum GraphSearchStepper::Line. What is particular to
// depth-first search:
//   - OPEN is a stack: the node taken is the one pushed last (line kLinePop).
//   - The children of a node are generated from column n-1 down to 0 (line kLineFor), so the
//     child with the smallest column ends on top of the stack and is expanded first. The search
//     therefore walks the tree in lexicographic preorder, exactly like recursive backtracking,
//     and reports the solutions in lexicographic order of their placements.
//   - OPEN holds at most the pending siblings along one path: O(n^2) nodes.
#include <array>
#include <string_view>

#include "GraphSearchStepper.h"
#include "Translatable.h"

namespace queens {

class DfsStepper final : public GraphSearchStepper {
public:
    static constexpr std::array<std::string_view, kLineCount> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "OPEN <- [empty board]; CLOSED <- {}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "while OPEN is not empty:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    node <- pop the top of OPEN (stack: last in, first out)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    CLOSED <- CLOSED + {node}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    show node on the board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if node has n queens: report solution; continue"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    row <- number of queens in node"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    for col <- n-1 down to 0:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if a queen of node attacks (row, col): reject"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        else push node + (row, col) on top of OPEN"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    // Sized by kLineCount: a missing line would be an empty string at the end.
    static_assert(!kPseudocode.back().empty());

    explicit DfsStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Dfs; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }
};

}  // namespace queens
