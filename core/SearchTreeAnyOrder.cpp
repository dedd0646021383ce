#include "SearchTreeAnyOrder.h"

#include <algorithm>
#include <string>

#include "CoverState.h"

namespace queens {

// CSP and DLX: the Try's row is free on the parent's board and, once the parent has branched
// (Select / Choose), in the row or item branched on; the parent is no dead end.
void SearchTreeAnyOrder::checkTry(const SearchTree& t, int parent, const StepEvent& e) {
    const SearchTreeNode& p = t.node(parent);
    if (e.a < 0 || e.a >= t.n_ || e.b < 0 || e.b >= t.n_ ||
        t.placement(parent)[static_cast<std::size_t>(e.a)] >= 0)
        SearchTree::fail("Try " + SearchTree::cell(e.a, e.b) +
                         " is not on a free row of its parent's board");
    if (p.status == TreeNodeStatus::WipedOut) SearchTree::fail("Try below a wiped-out node");
    if (p.branchItem < 0) return;
    const bool inBranch = t.algorithm_ == Algorithm::Dlx && p.branchItem >= t.n_
                              ? p.branchItem == CoverState::columnItem(t.n_, e.b)
                              : p.branchItem == CoverState::rowItem(e.a);
    if (!inBranch)
        SearchTree::fail("Try " + SearchTree::cell(e.a, e.b) +
                         " is not in the row or item branched on");
}

int SearchTreeAnyOrder::branchNode(const SearchTree& t, const char* what) {
    if (!t.rowsInAnyOrder() || t.lastTry_ >= 0 || t.graph_)
        SearchTree::fail(std::string(what) + " outside a constraint search's node");
    return t.placed_.back();
}

void SearchTreeAnyOrder::endWipedOut(SearchTree& t, SearchTreeNode& nd) {
    if (nd.status != TreeNodeStatus::Explored)
        SearchTree::fail("a dead end on a node that is not explored");
    nd.status = TreeNodeStatus::WipedOut;
    nd.finalIndex = t.events_;
    ++t.wipeouts_;
}

void SearchTreeAnyOrder::onBranch(SearchTree& t, const StepEvent& e) {
    const bool dlx = e.kind == EventKind::Choose;
    if (dlx != (t.algorithm_ == Algorithm::Dlx))
        SearchTree::fail("Select and Choose belong to CSP and DLX");
    SearchTreeNode& nd = t.at(branchNode(t, dlx ? "Choose" : "Select"));
    const int items = dlx ? CoverState::primaryCount(t.n_) : t.n_;
    if (e.a < 0 || e.a >= items || e.b < 0 || e.b > t.n_)
        SearchTree::fail("Select or Choose out of range");
    nd.branchItem = static_cast<std::int16_t>(e.a);
    nd.branchOptions = static_cast<std::int16_t>(e.b);
    if (dlx && e.b == 0 && nd.status != TreeNodeStatus::WipedOut) endWipedOut(t, nd);
}

void SearchTreeAnyOrder::onWipeout(SearchTree& t, const StepEvent& e) {
    if (t.algorithm_ != Algorithm::Csp) SearchTree::fail("Wipeout outside a CSP search");
    const int id = branchNode(t, "Wipeout");
    if (t.node(id).firstChild >= 0 && id != SearchTree::kRoot)
        SearchTree::fail("Wipeout after the node branched");
    if (e.a < 0 || e.a >= t.n_) SearchTree::fail("Wipeout of no row");
    SearchTreeNode& nd = t.at(id);
    nd.wipedRow = static_cast<std::int8_t>(e.a);
    nd.wipeCause = static_cast<std::int8_t>(e.c);
    endWipedOut(t, nd);
}

// The jump goes from the deepest placed node to the placed node of the target row.
void SearchTreeAnyOrder::onJump(SearchTree& t, const StepEvent& e) {
    if (t.algorithm_ != Algorithm::Csp || t.lastTry_ >= 0)
        SearchTree::fail("Jump outside a CSP search");
    TreeJump j;
    j.index = t.events_;
    j.from = t.placed_.back();
    j.exhaustedRow = e.a;
    j.skipped = e.c;
    j.conflictSet = e.value;
    if (e.b >= 0) {
        const auto it = std::find_if(t.placed_.begin() + 1, t.placed_.end(),
                                     [&](int id) { return t.node(id).row == e.b; });
        if (it == t.placed_.end()) SearchTree::fail("Jump to a row without a queen");
        j.to = *it;
        if (e.c != static_cast<int>(t.placed_.end() - it) - 1)
            SearchTree::fail("Jump skips a wrong number of rows");
    }
    if (t.node(j.from).jump >= 0) SearchTree::fail("two jumps from one node");
    t.at(j.from).jump = static_cast<int>(t.jumps_.size());
    t.jumps_.push_back(j);
}

void SearchTreeAnyOrder::onRestart(SearchTree& t, const StepEvent& e) {
    if (t.lastTry_ >= 0 || e.a != t.attempt_ + 1) SearchTree::fail("Restart out of turn");
    ++t.attempt_;
}

}  // namespace queens
