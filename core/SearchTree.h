#pragma once
// SearchTree: the search tree of one run, built incrementally from its step events: one node
// per Try event (the root, the empty board, has none), children in column order, each node with
// the status it reaches and the event index from which it holds, so a view can show the tree at
// any cursor (nodeAt, statusAt). It owns its nodes and, for graph searches, a mirror of OPEN.
// It covers the exhaustive searches (row by row and graph); add() throws std::logic_error for an
// event that does not fit the tree (or a min-conflicts event, or n > kMaxN) and keeps what it had.
// Parents, statuses and the cursor: docs/design.md, "The tree model".
// CSP backtracking and Dancing Links (rowsInAnyOrder()) assign the rows in any order: a node is
// the partial assignment of its parent extended by its Try's (row, col), its depth the queens
// placed, and the children of a node share the row (CSP) or the item (DLX) branched on. A
// Wipeout after a Place, or a DLX Choose of an item with no option left, ends a node WipedOut;
// a backjump is kept as a TreeJump; every restart's attempt hangs under the same root, its nodes
// after those of the attempts before (SearchTreeNode::attempt).
// Iterative deepening: every pass is a tree of its own, so the tree is a forest. Pass 1 grows
// from kRoot; each later Deepen adds a pass root (parent -1, depth 0, tried and explored at the
// Deepen) and the pass's nodes follow it, so the ids of a pass are contiguous and passRoots()
// lists the roots in pass order. A node popped at the limit and not expanded ends CutOff.
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "Algorithm.h"
#include "StepEvent.h"

namespace queens {

enum class TreeNodeStatus : std::uint8_t {
    Future,
    Tried,
    Explored,
    Pruned,
    Solution,
    CutOff,
    WipedOut,
};

struct SearchTreeNode {
    static constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

    int parent = -1;      // -1: the root
    int firstChild = -1;  // children in increasing column order
    int lastChild = -1;
    int nextSibling = -1;
    std::int8_t row = -1;  // the cell of the Try (-1, -1 for the root)
    std::int8_t col = -1;
    std::int8_t depth = 0;  // queens on the node's board: its parent's + 1 (0 for the root)
    TreeNodeStatus status = TreeNodeStatus::Tried;  // the final status so far
    RejectReason reason = RejectReason::None;       // Pruned
    std::int8_t conflictRow = -1;                   // Pruned: the row of the rejected queen
    std::int8_t attackerRow = -1;                   // Pruned: the attacker's row, or -1
    std::int8_t symmetryCut = -1;  // children from this column on skipped (symmetric search)
    bool mirrored = false;         // Solution: its mirror image was reported too
    // CSP and DLX (rowsInAnyOrder):
    std::int16_t branchItem = -1;          // the row Select picked (CSP) or the item Choose picked
                                           // (DLX, CoverState's numbers) for the children, or -1
    std::int16_t branchOptions = -1;       // its domain size (CSP) or options left (DLX) then
    std::int8_t wipedRow = -1;             // WipedOut by a Wipeout: the row whose domain emptied
    std::int8_t wipeCause = -1;            // and the row of the queen whose pruning emptied it
    int jump = -1;                         // index in jumps() of the backjump made from here, or -1
    int attempt = 0;                       // restarts before the Try (CSP with restarts)
    std::uint64_t tryIndex = 0;            // event index of the Try (0 for the root)
    std::uint64_t exploredIndex = kNever;  // Place / Push / root Push
    std::uint64_t finalIndex = kNever;     // Reject (Pruned), Solution, Cutoff (CutOff) or
                                           // Wipeout / Choose (WipedOut)
};

// A conflict-directed backjump (a Jump event) in a CSP tree: from the node below which a row ran
// out of values, to the node of the deepest row of its conflict set (-1: none left, the search
// ends), over `skipped` assigned rows (0: a chronological step back).
struct TreeJump {
    std::uint64_t index = 0;  // the Jump event
    int from = -1;
    int to = -1;
    int exhaustedRow = -1;
    int skipped = 0;
    std::uint64_t conflictSet = 0;  // bit r = row r (0 when n > 64)
};

class SearchTree {
public:
    static constexpr int kMaxN = 8;
    static constexpr int kRoot = 0;

    // Whether the tree can follow an algorithm (every one but min-conflicts).
    static bool supports(Algorithm a) { return a != Algorithm::MinConflicts; }

    explicit SearchTree(int n = 0, Algorithm algorithm = Algorithm::Backtracking);
    // Forgets everything: an empty tree (the root only) for a new run. The algorithm decides how
    // a graph search's OPEN hands out nodes (Bfs: queue; any other: stack). Throws
    // std::invalid_argument for n outside 0..kMaxN.
    void reset(int n, Algorithm algorithm = Algorithm::Backtracking);

    void add(const StepEvent& e);  // events in order from index 0

    int n() const { return n_; }
    Algorithm algorithm() const { return algorithm_; }
    std::uint64_t eventCount() const { return events_; }  // events added
    // Try nodes (the roots excluded: kRoot and iterative deepening's pass roots).
    std::size_t nodeCount() const {
        return nodes_.size() - 1 - (passRoots_.empty() ? 0 : passRoots_.size() - 1);
    }
    // Nodes with the root: ids 0 .. size()-1, id 0 the root, then in Try order.
    std::size_t size() const { return nodes_.size(); }
    const SearchTreeNode& node(int id) const { return nodes_[static_cast<std::size_t>(id)]; }
    const std::vector<SearchTreeNode>& nodes() const { return nodes_; }

    std::size_t solutionCount() const { return solutions_.size(); }
    const std::vector<int>& solutionNodes() const { return solutions_; }  // in report order
    std::size_t prunedCount() const { return pruned_; }
    // Iterative deepening: the root of every pass begun (kRoot first; empty for other
    // searches), the nodes cut off so far, and for pass p (0-based) the Try nodes and the
    // cut-offs whose events come before the cursor.
    const std::vector<int>& passRoots() const { return passRoots_; }
    std::size_t cutoffCount() const { return cutoffs_.size(); }
    std::size_t passNodesAt(std::size_t pass, std::uint64_t cursor) const;
    std::size_t passCutoffsAt(std::size_t pass, std::uint64_t cursor) const;
    // The pass (0-based) node id belongs to; 0 for the searches without passes.
    std::size_t passOf(int id) const;
    // Whether id is the root of a tree (kRoot or a pass root).
    bool isRoot(int id) const { return node(id).parent < 0; }
    bool graphSearch() const { return graph_; }

    // CSP backtracking and DLX pick the row (or item) to branch on: rows come in any order.
    static bool rowsInAnyOrder(Algorithm a) { return a == Algorithm::Csp || a == Algorithm::Dlx; }
    bool rowsInAnyOrder() const { return rowsInAnyOrder(algorithm_); }
    std::size_t wipeoutCount() const { return wipeouts_; }         // nodes ended WipedOut
    const std::vector<TreeJump>& jumps() const { return jumps_; }  // in event order
    int attempts() const { return attempt_ + 1; }                  // 1 + the restarts so far
    // The nodes from the root's child down to id (empty for the root): the order in which the
    // queens of id's board were placed.
    std::vector<int> path(int id) const;

    // The board of a node: n entries, entry r the column of row r's queen or -1.
    std::vector<int> placement(int id) const;

    int nodeAt(std::uint64_t cursor) const;
    TreeNodeStatus statusAt(int id, std::uint64_t cursor) const;

private:
    friend class SearchTreeAnyOrder;  // reads the events of CSP and DLX into this tree

    [[noreturn]] static void fail(const std::string& what);  // throws std::logic_error
    static std::string cell(int row, int col);               // "(row,col)"
    SearchTreeNode& at(int id) { return nodes_[static_cast<std::size_t>(id)]; }
    int addChild(int parent, int row, int col);
    int takeFromOpen(const StepEvent& e);
    void onReject(const StepEvent& e);
    void onSolution(const StepEvent& e);
    void onDeepen(const StepEvent& e);
    void onCutoff(const StepEvent& e);
    std::uint64_t passStart(std::size_t pass) const;  // the Deepen index of the pass

    int n_ = 0;
    Algorithm algorithm_ = Algorithm::Backtracking;
    std::uint64_t events_ = 0;
    std::vector<SearchTreeNode> nodes_;
    std::vector<int> placed_;  // row-by-row: the chain of placed nodes, root first
    int lastTry_ = -1;         // the node of the last Try while it waits for its verdict
    bool graph_ = false;       // Push / Pop events seen
    std::vector<int> open_;    // graph search: OPEN (node ids); queue front at openFront_
    std::size_t openFront_ = 0;
    int expanding_ = -1;                               // graph search: the node of the last Pop
    std::vector<std::pair<std::uint64_t, int>> pops_;  // (event index, node) of every Pop
    std::vector<int> solutions_;
    std::size_t pruned_ = 0;
    std::size_t wipeouts_ = 0;
    std::vector<TreeJump> jumps_;
    int attempt_ = 0;                     // restarts so far
    std::vector<int> passRoots_;          // iterative deepening: the root of each pass
    bool rootPushed_ = false;             // the current pass has pushed its root
    std::vector<std::uint64_t> cutoffs_;  // event index of every Cutoff, increasing
};

}  // namespace queens
