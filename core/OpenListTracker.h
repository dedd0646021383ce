#pragma once
// OpenListTracker: rebuilds the OPEN list of a depth-first or breadth-first graph search
// (DfsStepper, BfsStepper) from its event stream alone, so that a view can show what OPEN holds
// at any step of a recorded run, forward and back. BoardState only counts OPEN and CLOSED; the
// contents of OPEN are implied by the events, and this class makes them explicit.
//
// What the events say (see GraphSearchStepper.h for the algorithm and its event sequence)
//   Push(a=-1, b=-1, value=0)      the root, the empty board, enters OPEN (always the first event)
//   Pop(a, b, value=d)             the next node leaves OPEN: for d > 0 its last queen is (a, b)
//                                  with a = d - 1; for the root a = b = -1
//   Remove(row, col) / Place(...)  "show node on the board": the shown board becomes the node
//   Push(row, col, value=row+1)    a child enters OPEN: the shown board (the node being expanded,
//                                  rows 0..row-1) plus a queen at (row, col)
//   Try, Reject, Solution, Done    no change to OPEN
// So the tracker keeps the shown board from Place/Remove and, at each Push, copies its rows
// 0..row-1 and adds the new queen. At each Pop it takes the node its discipline hands out: the
// back of OPEN for a Stack (the node pushed last), the front for a Queue (the node that waited
// longest), exactly as the stepper does, and checks it against the event (depth and last queen).
//
// Invariants (after every apply/unapply)
//   - openSize() equals BoardState::stats().openSize and closedSize() equals stats().closedSize
//     for the same events applied.
//   - OPEN is ordered by insertion: new nodes go to the back; a Stack pops the back, a Queue the
//     front. front(k) lists the next k nodes in the order the search will expand them *if no
//     node is pushed before*: for a Stack from the top (back) down, for a Queue from the front.
//     (A DFS pushes children on top before its next pop, so only the very first entry of a
//     stack is certain to be the next one popped; in a queue the whole list keeps its order.)
//
// Errors: an event that does not fit (a Pop whose node differs from the one OPEN hands out, a
// Pop from an empty OPEN, a Push whose rows 0..row-1 are not on the shown board, Place on an
// occupied row, Remove naming the wrong column, a cell off the board, an event kind a graph
// search never emits: Mask, Evaluate, Swap, Restart) throws std::logic_error and leaves the
// tracker unchanged: a tracker out of step must not show wrong lists.
//
// Undo: unapply(e) is valid only for the last event applied and not yet unapplied (as with
// BoardState). unapply(Push) removes the back of OPEN (after checking it is that node);
// unapply(Pop) returns the popped node to where it was taken from (back for a Stack, front for
// a Queue). The popped nodes are therefore kept in a history stack, 9 bytes each (a 64-bit word
// with 4 bits per row, and the depth). The history is bounded by `historyLimit` nodes:
// past it the oldest entries are forgotten. Going forward is then still exact, but a Pop whose
// node was forgotten cannot be undone: canUnapply(e) says false for it and unapply(e) throws
// std::logic_error, leaving the tracker as it is. The caller decides what to do then; a view
// replays from event 0, which is always possible when it still has the events. Refusing is the
// contract because a list that is silently wrong teaches the wrong thing.
//
// Memory: OPEN holds 16 bytes per node (a whole BFS level: about 10^5 nodes at n = 13) and the
// history 9 bytes per popped node kept (36 MiB at the default limit of 4 Mi nodes).
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "GraphSearchStepper.h"
#include "StepEvent.h"

namespace queens {

class OpenListTracker {
public:
    using Discipline = GraphSearchStepper::Discipline;
    static constexpr int kMaxN = GraphSearchStepper::kMaxN;
    static constexpr std::size_t kDefaultHistoryLimit = std::size_t{1} << 22;  // 4 Mi nodes

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    OpenListTracker(int n, Discipline discipline, std::size_t historyLimit = kDefaultHistoryLimit);

    // Stack for Algorithm::Dfs, Queue for Algorithm::Bfs, nothing for the other algorithms.
    static std::optional<Discipline> disciplineOf(Algorithm algorithm);

    void apply(const StepEvent& e);
    void unapply(const StepEvent& e);
    // False when unapply(e) is sure to be refused: e is a Pop whose node the bounded history
    // has forgotten, or nothing is applied. True does not promise that e is the last event.
    bool canUnapply(const StepEvent& e) const;

    int n() const { return n_; }
    Discipline discipline() const { return discipline_; }
    std::size_t historyLimit() const { return historyLimit_; }

    std::uint64_t applied() const { return applied_; }  // events applied and not unapplied
    std::size_t openSize() const { return open_.size(); }
    std::uint64_t closedSize() const { return closed_; }
    // The first min(k, openSize()) nodes of OPEN in the order they are handed out (see above),
    // each as the columns of rows 0..depth-1 (the root is the empty vector).
    std::vector<std::vector<int>> front(std::size_t k) const;
    // The node taken by the latest Pop still applied: the node being expanded. Empty before the
    // first Pop, or when the history limit made the tracker forget it.
    std::optional<std::vector<int>> expanding() const;
    // The board shown by the Place/Remove events so far: column per row, -1 for an empty row.
    std::vector<int> shown() const;

private:
    struct Node {
        std::uint64_t cols = 0;  // column of row r in bits 4r..4r+3; rows >= depth are 0
        int depth = 0;
    };
    static std::vector<int> unpack(const Node& node);
    Node pushedNode(const StepEvent& e) const;  // the node Push(e) adds; throws if it cannot
    const Node& nextOut() const;                // the node the next Pop takes (OPEN not empty)
    void checkPop(const Node& node, const StepEvent& e) const;
    void checkCell(const StepEvent& e) const;

    int n_;
    Discipline discipline_;
    std::size_t historyLimit_;
    std::deque<Node> open_;
    std::deque<std::uint64_t> popped_;      // cols of the popped nodes, oldest first (bounded)
    std::deque<std::uint8_t> poppedDepth_;  // their depths, in step with popped_
    std::vector<int> shown_;                // column per row, -1 empty
    std::uint64_t closed_ = 0;              // Pops applied
    std::uint64_t applied_ = 0;
};

}  // namespace queens
