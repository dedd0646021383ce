#include "SearchTree.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <tuple>

#include "SearchTreeAnyOrder.h"

namespace queens {

namespace {
// Siblings in attempt, row, column order: column order for the row-by-row and graph searches,
// whose siblings share their row; an item's options in board order for DLX.
bool siblingBefore(const SearchTreeNode& a, const SearchTreeNode& b) {
    return std::tie(a.attempt, a.row, a.col) < std::tie(b.attempt, b.row, b.col);
}
}  // namespace

void SearchTree::fail(const std::string& what) {
    throw std::logic_error("SearchTree: " + what);
}

// Appended piece by piece: GCC 12 warns (-Wrestrict, a known false positive) on "(" + string.
std::string SearchTree::cell(int row, int col) {
    std::string s(1, '(');
    s += std::to_string(row);
    s += ',';
    s += std::to_string(col);
    s += ')';
    return s;
}

SearchTree::SearchTree(int n, Algorithm algorithm) {
    reset(n, algorithm);
}

void SearchTree::reset(int n, Algorithm algorithm) {
    if (n < 0 || n > kMaxN)
        throw std::invalid_argument("SearchTree: n must be 0.." + std::to_string(kMaxN));
    n_ = n;
    algorithm_ = algorithm;
    events_ = 0;
    nodes_.assign(1, SearchTreeNode{});
    nodes_[0].status = TreeNodeStatus::Explored;
    nodes_[0].exploredIndex = 0;
    placed_.assign(1, kRoot);
    lastTry_ = -1;
    graph_ = false;
    open_.clear();
    openFront_ = 0;
    expanding_ = -1;
    pops_.clear();
    solutions_.clear();
    pruned_ = 0;
    wipeouts_ = 0;
    jumps_.clear();
    attempt_ = 0;
    passRoots_.clear();
    rootPushed_ = false;
    cutoffs_.clear();
}

int SearchTree::addChild(int parent, int row, int col) {
    const int id = static_cast<int>(nodes_.size());
    SearchTreeNode child;
    child.parent = parent;
    child.row = static_cast<std::int8_t>(row);
    child.col = static_cast<std::int8_t>(col);
    child.depth = static_cast<std::int8_t>(node(parent).depth + 1);
    child.attempt = attempt_;
    child.tryIndex = events_;
    nodes_.push_back(child);
    // Insert in sibling order: the tail (ascending Tries), the head (descending) or a walk.
    const SearchTreeNode& c = node(id);
    SearchTreeNode& p = at(parent);
    if (p.firstChild < 0) {
        p.firstChild = p.lastChild = id;
    } else if (siblingBefore(node(p.lastChild), c)) {
        at(p.lastChild).nextSibling = id;
        p.lastChild = id;
    } else if (siblingBefore(c, node(p.firstChild))) {
        at(id).nextSibling = p.firstChild;
        p.firstChild = id;
    } else {
        int prev = p.firstChild;
        while (node(prev).nextSibling >= 0 && siblingBefore(node(node(prev).nextSibling), c))
            prev = node(prev).nextSibling;
        at(id).nextSibling = node(prev).nextSibling;
        at(prev).nextSibling = id;
    }
    return id;
}

int SearchTree::takeFromOpen(const StepEvent& e) {
    if (openFront_ >= open_.size()) fail("Pop from an empty OPEN list");
    const bool queue = algorithm_ == Algorithm::Bfs;
    const int id = queue ? open_[openFront_] : open_.back();
    const SearchTreeNode& nd = node(id);
    if (nd.row != e.a || nd.col != e.b || static_cast<std::uint64_t>(nd.depth) != e.value)
        fail("Pop " + cell(e.a, e.b) + " is not the node OPEN hands out " + cell(nd.row, nd.col));
    if (queue)
        ++openFront_;
    else
        open_.pop_back();
    return id;
}

void SearchTree::onReject(const StepEvent& e) {
    const auto reason = static_cast<RejectReason>(e.reason);
    if (lastTry_ >= 0 && node(lastTry_).row == e.a && node(lastTry_).col == e.b) {
        SearchTreeNode& nd = at(lastTry_);
        nd.status = TreeNodeStatus::Pruned;
        nd.reason = reason;
        nd.conflictRow = static_cast<std::int8_t>(e.a);
        nd.attackerRow = static_cast<std::int8_t>(e.c);
        nd.finalIndex = events_;
        lastTry_ = -1;
        ++pruned_;
        return;
    }
    if (reason == RejectReason::Symmetry) {
        const int parent = graph_ ? expanding_ : placed_.back();
        if (parent < 0) fail("symmetry cut outside a node");
        at(parent).symmetryCut = static_cast<std::int8_t>(e.b);
        return;
    }
    // Permutation: the verdict on the full board names a pair of its queens.
    const int leaf = placed_.back();
    if (graph_ || lastTry_ >= 0 || node(leaf).depth != n_ || e.a < 0 || e.a >= n_ ||
        placement(leaf)[static_cast<std::size_t>(e.a)] != e.b)
        fail("Reject " + cell(e.a, e.b) + " fits neither the last Try nor the board");
    SearchTreeNode& nd = at(leaf);
    nd.status = TreeNodeStatus::Pruned;
    nd.reason = reason;
    nd.conflictRow = static_cast<std::int8_t>(e.a);
    nd.attackerRow = static_cast<std::int8_t>(e.c);
    nd.finalIndex = events_;
    ++pruned_;
}

void SearchTree::onSolution(const StepEvent& e) {
    const int id = graph_ ? expanding_ : placed_.back();
    if (id < 0 || node(id).depth != n_) fail("Solution on a partial board");
    SearchTreeNode& nd = at(id);
    if (e.reason == reasonCode(SolutionKind::Mirrored)) {
        if (nd.status != TreeNodeStatus::Solution) fail("Mirrored before Found");
        nd.mirrored = true;
        return;
    }
    if (nd.status == TreeNodeStatus::Solution) fail("the same solution reported twice");
    nd.status = TreeNodeStatus::Solution;
    nd.finalIndex = events_;
    solutions_.push_back(id);
}

void SearchTree::onDeepen(const StepEvent& e) {
    if (lastTry_ >= 0 || openFront_ < open_.size()) fail("Deepen while OPEN is not empty");
    if (e.a != static_cast<int>(passRoots_.size()) + 1) fail("Deepen to an unexpected limit");
    if (passRoots_.empty()) {
        if (nodes_.size() != 1 || graph_) fail("the first Deepen comes after the search began");
        passRoots_.push_back(kRoot);
    } else {
        const int id = static_cast<int>(nodes_.size());
        SearchTreeNode root;
        root.status = TreeNodeStatus::Explored;
        root.tryIndex = events_;
        root.exploredIndex = events_;
        nodes_.push_back(root);
        passRoots_.push_back(id);
    }
    open_.clear();
    openFront_ = 0;
    expanding_ = -1;
    rootPushed_ = false;
}

void SearchTree::onCutoff(const StepEvent& e) {
    if (passRoots_.empty() || expanding_ < 0 || lastTry_ >= 0) fail("Cutoff outside a pass");
    SearchTreeNode& nd = at(expanding_);
    if (nd.row != e.a || nd.col != e.b || static_cast<std::uint64_t>(nd.depth) != e.value ||
        nd.depth != static_cast<int>(passRoots_.size()) || nd.status != TreeNodeStatus::Explored)
        fail("Cutoff " + cell(e.a, e.b) + " is not the node being expanded at the limit");
    nd.status = TreeNodeStatus::CutOff;
    nd.finalIndex = events_;
    cutoffs_.push_back(events_);
}

std::uint64_t SearchTree::passStart(std::size_t pass) const {
    return pass == 0 ? 0 : node(passRoots_[pass]).tryIndex;
}

std::size_t SearchTree::passOf(int id) const {
    const auto it = std::upper_bound(passRoots_.begin(), passRoots_.end(), id);
    return it == passRoots_.begin() ? 0 : static_cast<std::size_t>(it - passRoots_.begin()) - 1;
}

std::size_t SearchTree::passNodesAt(std::size_t pass, std::uint64_t cursor) const {
    if (pass >= passRoots_.size()) return 0;
    const auto first = nodes_.begin() + passRoots_[pass] + 1;
    const auto end =
        pass + 1 < passRoots_.size() ? nodes_.begin() + passRoots_[pass + 1] : nodes_.end();
    return static_cast<std::size_t>(
        std::partition_point(first, end,
                             [cursor](const SearchTreeNode& nd) { return nd.tryIndex < cursor; }) -
        first);
}

std::size_t SearchTree::passCutoffsAt(std::size_t pass, std::uint64_t cursor) const {
    if (pass >= passRoots_.size()) return 0;
    std::uint64_t hi = cursor;
    if (pass + 1 < passRoots_.size()) hi = std::min(hi, passStart(pass + 1));
    const auto lo = std::lower_bound(cutoffs_.begin(), cutoffs_.end(), passStart(pass));
    const auto up = std::lower_bound(lo, cutoffs_.end(), hi);
    return static_cast<std::size_t>(up - lo);
}

void SearchTree::add(const StepEvent& e) {
    switch (e.kind) {
        case EventKind::Try: {
            if (lastTry_ >= 0) fail("Try before the verdict on the last Try");
            const int parent = graph_ ? expanding_ : placed_.back();
            if (parent < 0) fail("Try outside a node");
            if (rowsInAnyOrder())
                SearchTreeAnyOrder::checkTry(*this, parent, e);
            else if (e.a != node(parent).depth || e.b < 0 || e.b >= n_)
                fail("Try " + cell(e.a, e.b) + " does not extend its parent");
            lastTry_ = addChild(parent, e.a, e.b);
            break;
        }
        case EventKind::Reject:
            onReject(e);
            break;
        case EventKind::Place:
            if (graph_) break;  // graph search: showing a node changes no node
            if (lastTry_ < 0 || node(lastTry_).row != e.a || node(lastTry_).col != e.b)
                fail("Place " + cell(e.a, e.b) + " is not the cell of the last Try");
            at(lastTry_).status = TreeNodeStatus::Explored;
            at(lastTry_).exploredIndex = events_;
            placed_.push_back(lastTry_);
            lastTry_ = -1;
            break;
        case EventKind::Remove:
            if (graph_) break;
            if (placed_.size() < 2 || node(placed_.back()).row != e.a ||
                node(placed_.back()).col != e.b)
                fail("Remove " + cell(e.a, e.b) + " is not the deepest placed queen");
            placed_.pop_back();
            break;
        case EventKind::Solution:
            onSolution(e);
            break;
        case EventKind::Push:
            if (e.a < 0) {  // the root (of the pass) enters OPEN
                if (!passRoots_.empty()) {
                    if (rootPushed_) fail("root pushed twice in a pass");
                    rootPushed_ = true;
                    graph_ = true;
                    open_.push_back(passRoots_.back());
                    break;
                }
                if (nodes_.size() != 1 || graph_) fail("root pushed twice or late");
                graph_ = true;
                open_.push_back(kRoot);
                break;
            }
            if (!graph_ || lastTry_ < 0 || node(lastTry_).row != e.a || node(lastTry_).col != e.b)
                fail("Push " + cell(e.a, e.b) + " is not the cell of the last Try");
            at(lastTry_).status = TreeNodeStatus::Explored;
            at(lastTry_).exploredIndex = events_;
            open_.push_back(lastTry_);
            lastTry_ = -1;
            break;
        case EventKind::Pop:
            if (!graph_ || lastTry_ >= 0) fail("Pop outside a graph search");
            expanding_ = takeFromOpen(e);
            pops_.emplace_back(events_, expanding_);
            break;
        case EventKind::Restart:
            if (algorithm_ != Algorithm::Csp) fail("a local search has no search tree");
            SearchTreeAnyOrder::onRestart(*this, e);
            break;
        case EventKind::Evaluate:
        case EventKind::Swap:
        case EventKind::Move:
        case EventKind::Propose:
        case EventKind::Cool:
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
        case EventKind::Generation:
        case EventKind::Adopt:
            fail("a local search has no search tree");
        case EventKind::Select:
        case EventKind::Choose:
            SearchTreeAnyOrder::onBranch(*this, e);
            break;
        case EventKind::Wipeout:
            SearchTreeAnyOrder::onWipeout(*this, e);
            break;
        case EventKind::Jump:
            SearchTreeAnyOrder::onJump(*this, e);
            break;
        case EventKind::Propagate:
        case EventKind::Revise:
        case EventKind::Prune:
        case EventKind::Restore:
        case EventKind::Cover:
        case EventKind::Uncover:
            break;  // domains and links change, no node does
        case EventKind::Deepen:
            onDeepen(e);
            break;
        case EventKind::Cutoff:
            onCutoff(e);
            break;
        case EventKind::Mask:
        case EventKind::Done:
            break;
    }
    ++events_;
}

std::vector<int> SearchTree::placement(int id) const {
    std::vector<int> out(static_cast<std::size_t>(n_), -1);
    for (int v = id; v > kRoot && !isRoot(v); v = node(v).parent)
        out[static_cast<std::size_t>(node(v).row)] = node(v).col;
    return out;
}

std::vector<int> SearchTree::path(int id) const {
    std::vector<int> out;
    for (int v = id; v > kRoot && !isRoot(v); v = node(v).parent) out.push_back(v);
    std::reverse(out.begin(), out.end());
    return out;
}

int SearchTree::nodeAt(std::uint64_t cursor) const {
    // Nodes 1.. are in increasing tryIndex: the last with tryIndex < cursor.
    const auto it =
        std::partition_point(nodes_.begin() + 1, nodes_.end(),
                             [cursor](const SearchTreeNode& nd) { return nd.tryIndex < cursor; });
    int best = static_cast<int>(it - nodes_.begin()) - 1;  // 0 = the root
    std::uint64_t bestIndex = best > kRoot ? node(best).tryIndex : 0;
    const auto pop = std::partition_point(pops_.begin(), pops_.end(),
                                          [cursor](const auto& p) { return p.first < cursor; });
    if (pop != pops_.begin()) {
        const auto& last = *(pop - 1);
        if (best == kRoot || last.first > bestIndex) best = last.second;
    }
    return best;
}

TreeNodeStatus SearchTree::statusAt(int id, std::uint64_t cursor) const {
    const SearchTreeNode& nd = node(id);
    if (id == kRoot) return nd.finalIndex < cursor ? nd.status : TreeNodeStatus::Explored;
    if (nd.parent < 0)
        return nd.tryIndex < cursor ? TreeNodeStatus::Explored : TreeNodeStatus::Future;
    if (nd.tryIndex >= cursor) return TreeNodeStatus::Future;
    if (nd.finalIndex < cursor) return nd.status;
    if (nd.exploredIndex < cursor) return TreeNodeStatus::Explored;
    return TreeNodeStatus::Tried;
}

}  // namespace queens
