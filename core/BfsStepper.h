#pragma once
// BfsStepper: breadth-first graph search over partial boards, OPEN kept as a FIFO queue.
//
// The search, its invariants and its event sequence are those of GraphSearchStepper (read its
// header, also for given queens: a row with a given queen offers only that column); the line
// ids are the inherited enum GraphSearchStepper::Line. What is particular to
// breadth-first search:
//   - OPEN is a queue: the node taken is the one that waited longest (line kLinePop), so every
//     node of depth d is expanded before any node of depth d + 1 (Pop depths never decrease).
//   - The children of a node are generated from column 0 up to n-1 (line kLineFor); with the
//     queue this keeps each level in lexicographic order, so the solutions, which all sit on
//     the last level, are reported in lexicographic order too.
//   - OPEN holds a whole level of partial boards (hundreds of thousands of nodes for n = 13),
//     which is why StepperFactory caps BFS at a smaller n than DFS.
//   - Consecutive nodes are usually far apart in the tree, so "show node on the board" takes
//     several Remove/Place events where DFS mostly needs one Place.
#include <array>
#include <string_view>

#include "GraphSearchStepper.h"
#include "Translatable.h"

namespace queens {

class BfsStepper final : public GraphSearchStepper {
public:
    static constexpr std::array<std::string_view, kLineCount> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "OPEN <- [empty board]; CLOSED <- {}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "while OPEN is not empty:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    node <- take the front of OPEN (queue: first in, first out)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    CLOSED <- CLOSED + {node}"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    show node on the board"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if node has n queens: report solution; continue"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    row <- number of queens in node"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    for col <- 0 to n-1:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        if a queen of node attacks (row, col): reject"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "        else append node + (row, col) to the back of OPEN"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
    };
    // Sized by kLineCount: a missing line would be an empty string at the end.
    static_assert(!kPseudocode.back().empty());

    explicit BfsStepper(const StepperOptions& options);
    Algorithm algorithm() const override { return Algorithm::Bfs; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }
};

}  // namespace queens
