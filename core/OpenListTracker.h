#pragma once
// OpenListTracker: rebuilds the OPEN list of a depth-first, breadth-first or iterative deepening
// graph search (DfsStepper, BfsStepper, IddfsStepper) from its event stream alone, so that a view
// can show what OPEN holds at any step of a recorded run, forward and back. It owns OPEN (16 bytes
// per node) and a bounded history of popped nodes (for unapply), never the events. Its sizes always
// equal BoardState::stats()' openSize and closedSize for the same events. An event that does not
// fit the search, or the undo of a Pop whose node was forgotten (canUnapply() false), throws
// std::logic_error and leaves the tracker unchanged: a list out of step must never be shown.
// unapply(e) is valid only for the last event applied, as with BoardState. The events' meaning and
// the invariants: docs/design.md, "The OPEN list of graph searches". Iterative deepening: a Deepen
// (OPEN and the shown board empty) starts a pass and empties CLOSED; a Cutoff marks the node being
// expanded as cut off at the depth limit. Undoing a Deepen gives back the previous pass's CLOSED
// size, limit and cut-off count.
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

    // Stack for Algorithm::Dfs and Iddfs, Queue for Algorithm::Bfs, nothing for the others.
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
    // first Pop (of the pass), or when the history limit made the tracker forget it.
    std::optional<std::vector<int>> expanding() const;
    // Iterative deepening: the depth limit of the current pass (its number, as limits start at
    // 1), 0 before any Deepen; the nodes cut off in this pass; whether the node being expanded
    // was cut off (popped at the limit, not expanded).
    int depthLimit() const { return static_cast<int>(passCutoffs_.size()); }
    std::uint64_t passCutoffs() const { return passCutoffs_.empty() ? 0 : passCutoffs_.back(); }
    bool expandingCutOff() const {
        return closed_ > 0 && !poppedDepth_.empty() && (poppedDepth_.back() & kCut);
    }
    // The CLOSED size each earlier pass ended with (pass 1 first).
    const std::vector<std::uint64_t>& closedOfPasses() const { return passClosed_; }
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
    void checkDeepen(const StepEvent& e, int limitBefore) const;

    int n_;
    Discipline discipline_;
    std::size_t historyLimit_;
    std::deque<Node> open_;
    std::deque<std::uint64_t> popped_;      // cols of the popped nodes, oldest first (bounded)
    std::deque<std::uint8_t> poppedDepth_;  // their depths (| kCut when cut off), with popped_
    static constexpr std::uint8_t kCut = 0x80;
    std::vector<std::uint64_t> passCutoffs_;  // per pass begun: its Cutoffs so far
    std::vector<std::uint64_t> passClosed_;   // per pass ended: its CLOSED size
    std::vector<int> shown_;                  // column per row, -1 empty
    std::uint64_t closed_ = 0;                // Pops applied (in this pass)
    std::uint64_t applied_ = 0;
};

}  // namespace queens
