#pragma once
// SearchTreeAnyOrder: how SearchTree reads the events of the searches that pick the row to branch
// on, CSP backtracking and Dancing Links (SearchTree::rowsInAnyOrder). It checks a Try against its
// parent (a free row, in the row or item the parent branched on, below no dead end), records the
// row or item a Select or Choose branches on, ends a node WipedOut on a Wipeout (or a Choose of an
// item with no option left), keeps a Jump as a TreeJump and starts a restart's attempt. It holds
// no state: it changes only the tree it is handed (SearchTree's friend), and like SearchTree::add
// it throws std::logic_error before changing anything for an event that does not fit.
// See docs/ARCHITECTURE.md, "The search tree of CSP backtracking and Dancing Links".
#include "SearchTree.h"
#include "StepEvent.h"

namespace queens {

class SearchTreeAnyOrder {
public:
    static void checkTry(const SearchTree& t, int parent, const StepEvent& e);
    static void onBranch(SearchTree& t, const StepEvent& e);  // Select (CSP) or Choose (DLX)
    static void onWipeout(SearchTree& t, const StepEvent& e);
    static void onJump(SearchTree& t, const StepEvent& e);
    static void onRestart(SearchTree& t, const StepEvent& e);

private:
    static int branchNode(const SearchTree& t, const char* what);  // the deepest placed node
    static void endWipedOut(SearchTree& t, SearchTreeNode& nd);
};

}  // namespace queens
