// Tests of SearchTree on hand-made event streams of the searches that pick the row to branch on
// (CSP backtracking, Dancing Links), written from StepEvent.h's field use: the parent of a Try,
// the depth, sibling order, wipe-outs (a Wipeout after a Place, a DLX item with no option left),
// backjumps, restarts' attempts and the events the tree refuses.
//
// Independent truth: the streams and the expected trees are written out here by hand.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "CoverState.h"
#include "SearchTree.h"

namespace queens {
namespace {

StepEvent ev(EventKind k, int a = -1, int b = -1, int c = -1, std::uint8_t reason = 0) {
    StepEvent e = StepEvent::make(k, 0, a, b, reason);
    e.c = c;
    return e;
}

void addAll(SearchTree& t, const std::vector<StepEvent>& events) {
    for (const StepEvent& e : events) t.add(e);
}

// Try + Place of (row, col), as forward checking emits them.
void place(std::vector<StepEvent>& s, int row, int col) {
    s.push_back(ev(EventKind::Try, row, col));
    s.push_back(ev(EventKind::Place, row, col));
}

TEST(SearchTreeAnyOrder, CspNodesExtendTheLastPlacedQueenInAnyRowOrder) {
    // n = 4, MRV + forward checking: row 1 first, then row 3, whose (3,1) wipes out row 2.
    std::vector<StepEvent> s;
    s.push_back(ev(EventKind::Select, 1, 4));
    place(s, 1, 0);
    s.push_back(ev(EventKind::Propagate, 1, 0));
    s.push_back(ev(EventKind::Prune, 0, 0, 1));
    s.push_back(ev(EventKind::Select, 3, 2));
    place(s, 3, 1);  // node 2
    s.push_back(ev(EventKind::Prune, 2, 2, 3));
    const std::uint64_t wipeIndex = s.size();
    s.push_back(ev(EventKind::Wipeout, 2, -1, 3));
    s.push_back(ev(EventKind::Restore, 2, 2, 3));
    s.push_back(ev(EventKind::Remove, 3, 1, -1, reasonCode(RemoveReason::Backtrack)));
    place(s, 3, 2);  // node 3: a sibling of node 2
    SearchTree t(4, Algorithm::Csp);
    addAll(t, s);
    ASSERT_EQ(t.nodeCount(), 3u);
    EXPECT_EQ(t.node(1).parent, SearchTree::kRoot);
    EXPECT_EQ(t.node(1).depth, 1);
    EXPECT_EQ(t.node(2).parent, 1);
    EXPECT_EQ(t.node(2).depth, 2);
    EXPECT_EQ(t.node(3).parent, 1);
    EXPECT_EQ(t.node(1).firstChild, 2);
    EXPECT_EQ(t.node(2).nextSibling, 3);
    EXPECT_EQ(t.node(1).branchItem, 3);
    EXPECT_EQ(t.node(1).branchOptions, 2);
    EXPECT_EQ(t.node(SearchTree::kRoot).branchItem, 1);
    EXPECT_EQ(t.placement(3), (std::vector<int>{-1, 0, -1, 2}));
    EXPECT_EQ(t.path(3), (std::vector<int>{1, 3}));
    EXPECT_EQ(t.node(2).status, TreeNodeStatus::WipedOut);
    EXPECT_EQ(t.node(2).wipedRow, 2);
    EXPECT_EQ(t.node(2).wipeCause, 3);
    EXPECT_EQ(t.wipeoutCount(), 1u);
    EXPECT_EQ(t.statusAt(2, wipeIndex), TreeNodeStatus::Explored);
    EXPECT_EQ(t.statusAt(2, wipeIndex + 1), TreeNodeStatus::WipedOut);
    EXPECT_EQ(t.node(3).status, TreeNodeStatus::Explored);
    EXPECT_TRUE(SearchTree::supports(Algorithm::Csp));
    EXPECT_TRUE(SearchTree::supports(Algorithm::Dlx));
    EXPECT_TRUE(t.rowsInAnyOrder());
    EXPECT_FALSE(SearchTree::rowsInAnyOrder(Algorithm::Backtracking));
}

TEST(SearchTreeAnyOrder, CspRefusesTriesOutsideTheSelectedFreeRow) {
    SearchTree t(4, Algorithm::Csp);
    t.add(ev(EventKind::Select, 2, 4));
    EXPECT_THROW(t.add(ev(EventKind::Try, 1, 0)), std::logic_error);  // not the selected row
    t.add(ev(EventKind::Try, 2, 0));
    t.add(ev(EventKind::Place, 2, 0));
    EXPECT_THROW(t.add(ev(EventKind::Try, 2, 3)), std::logic_error);      // row 2 is taken
    EXPECT_THROW(t.add(ev(EventKind::Choose, 0, 3)), std::logic_error);   // a DLX event
    EXPECT_THROW(t.add(ev(EventKind::Restart, 2)), std::logic_error);     // restart 1 comes first
    EXPECT_THROW(t.add(ev(EventKind::Jump, 1, 3, 0)), std::logic_error);  // row 3 has no queen
    EXPECT_EQ(t.nodeCount(), 1u);
    t.add(ev(EventKind::Select, 0, 2));
    t.add(ev(EventKind::Try, 0, 2));
    t.add(ev(EventKind::Place, 0, 2));
    EXPECT_EQ(t.node(2).depth, 2);
    // A wipe-out after the node branched is no wipe-out of its Place.
    t.add(ev(EventKind::Select, 1, 1));
    t.add(ev(EventKind::Try, 1, 3));
    t.add(ev(EventKind::Reject, 1, 3, 0, reasonCode(RejectReason::Diagonal)));
    EXPECT_THROW(t.add(ev(EventKind::Wipeout, 3, -1, 0)), std::logic_error);
    EXPECT_EQ(t.node(3).status, TreeNodeStatus::Pruned);
    EXPECT_EQ(t.node(3).attackerRow, 0);
}

TEST(SearchTreeAnyOrder, BackjumpsGoFromTheDeepestNodeToTheTargetRowsNode) {
    SearchTree t(5, Algorithm::Csp);
    std::vector<StepEvent> s;
    place(s, 0, 0);  // node 1
    place(s, 1, 2);  // node 2
    place(s, 2, 4);  // node 3
    s.push_back(ev(EventKind::Select, 3, 1));
    s.push_back(ev(EventKind::Try, 3, 1));
    s.push_back(ev(EventKind::Reject, 3, 1, 1, reasonCode(RejectReason::Diagonal)));
    StepEvent jump = ev(EventKind::Jump, 3, 0, 2);  // row 3 out: back to row 0 over rows 2, 1
    jump.value = 0b0011;
    const std::uint64_t jumpIndex = s.size();
    s.push_back(jump);
    s.push_back(ev(EventKind::Remove, 2, 4, -1, reasonCode(RemoveReason::Backjump)));
    s.push_back(ev(EventKind::Remove, 1, 2, -1, reasonCode(RemoveReason::Backjump)));
    s.push_back(ev(EventKind::Remove, 0, 0, -1, reasonCode(RemoveReason::Backtrack)));
    place(s, 0, 1);  // node 5: back at the root
    addAll(t, s);
    ASSERT_EQ(t.jumps().size(), 1u);
    const TreeJump& j = t.jumps()[0];
    EXPECT_EQ(j.index, jumpIndex);
    EXPECT_EQ(j.from, 3);
    EXPECT_EQ(j.to, 1);
    EXPECT_EQ(j.skipped, 2);
    EXPECT_EQ(j.exhaustedRow, 3);
    EXPECT_EQ(j.conflictSet, 0b0011u);
    EXPECT_EQ(t.node(3).jump, 0);
    EXPECT_EQ(t.node(5).parent, SearchTree::kRoot);
    // A jump that names the wrong number of rows in between is refused.
    SearchTree u(5, Algorithm::Csp);
    std::vector<StepEvent> w;
    place(w, 0, 0);
    place(w, 1, 2);
    addAll(u, w);
    EXPECT_THROW(u.add(ev(EventKind::Jump, 2, 0, 0)), std::logic_error);
    u.add(ev(EventKind::Jump, 2, 0, 1));
    EXPECT_EQ(u.jumps().size(), 1u);
}

TEST(SearchTreeAnyOrder, RestartsHangEachAttemptUnderTheRootAfterTheOnesBefore) {
    SearchTree t(4, Algorithm::Csp);
    std::vector<StepEvent> s;
    s.push_back(ev(EventKind::Select, 2, 4));
    place(s, 2, 3);  // node 1, attempt 0
    place(s, 0, 1);  // node 2
    s.push_back(ev(EventKind::Restart, 1));
    s.push_back(ev(EventKind::Remove, 0, 1, -1, reasonCode(RemoveReason::Restart)));
    s.push_back(ev(EventKind::Remove, 2, 3, -1, reasonCode(RemoveReason::Restart)));
    s.push_back(ev(EventKind::Select, 1, 4));
    place(s, 1, 0);  // node 3, attempt 1: row 1 sorts before row 2, the attempt after
    place(s, 3, 2);  // node 4
    addAll(t, s);
    EXPECT_EQ(t.attempts(), 2);
    EXPECT_EQ(t.node(1).attempt, 0);
    EXPECT_EQ(t.node(3).attempt, 1);
    EXPECT_EQ(t.node(4).attempt, 1);
    EXPECT_EQ(t.node(3).parent, SearchTree::kRoot);
    EXPECT_EQ(t.node(SearchTree::kRoot).firstChild, 1);
    EXPECT_EQ(t.node(1).nextSibling, 3);
    EXPECT_EQ(t.placement(4), (std::vector<int>{-1, 0, -1, 2}));
    // Restart belongs to CSP here: the other trees refuse it.
    SearchTree bt(4, Algorithm::Backtracking);
    EXPECT_THROW(bt.add(ev(EventKind::Restart, 1)), std::logic_error);
}

TEST(SearchTreeAnyOrder, DlxBranchesOnARowOrAColumnAndAnEmptyItemIsADeadEnd) {
    const int n = 4;
    SearchTree t(n, Algorithm::Dlx);
    std::vector<StepEvent> s;
    s.push_back(ev(EventKind::Choose, CoverState::columnItem(n, 1), 4));
    s.push_back(ev(EventKind::Cover, CoverState::columnItem(n, 1)));
    place(s, 0, 1);  // node 1: the column's options are siblings in row order
    s.push_back(ev(EventKind::Cover, CoverState::rowItem(0)));
    const std::uint64_t chooseIndex = s.size();
    s.push_back(ev(EventKind::Choose, CoverState::rowItem(1), 0));  // row 1 has no square left
    s.push_back(ev(EventKind::Uncover, CoverState::rowItem(0)));
    s.push_back(ev(EventKind::Remove, 0, 1, -1, reasonCode(RemoveReason::Backtrack)));
    place(s, 3, 1);  // node 2
    addAll(t, s);
    EXPECT_EQ(t.node(1).status, TreeNodeStatus::WipedOut);
    EXPECT_EQ(t.node(1).branchItem, CoverState::rowItem(1));
    EXPECT_EQ(t.node(1).branchOptions, 0);
    EXPECT_EQ(t.statusAt(1, chooseIndex), TreeNodeStatus::Explored);
    EXPECT_EQ(t.statusAt(1, chooseIndex + 1), TreeNodeStatus::WipedOut);
    EXPECT_EQ(t.node(2).status, TreeNodeStatus::Explored);
    EXPECT_EQ(t.node(1).nextSibling, 2);
    // Under node 2 the branch is column 3: a Try in another column is refused.
    t.add(ev(EventKind::Choose, CoverState::columnItem(n, 3), 2));
    EXPECT_THROW(t.add(ev(EventKind::Try, 0, 0)), std::logic_error);
    t.add(ev(EventKind::Try, 1, 3));
    EXPECT_THROW(t.add(ev(EventKind::Wipeout, 2)), std::logic_error);  // a CSP event
    EXPECT_THROW(t.add(ev(EventKind::Select, 2, 4)), std::logic_error);
}

TEST(SearchTreeAnyOrder, MacCanWipeOutTheRootBeforeAnyQueen) {
    SearchTree t(3, Algorithm::Csp);
    t.add(ev(EventKind::Revise, 0, 1));
    t.add(ev(EventKind::Prune, 0, 1, 1, reasonCode(PruneCause::Arc)));
    t.add(ev(EventKind::Wipeout, 0, -1, 1));
    EXPECT_EQ(t.statusAt(SearchTree::kRoot, 2), TreeNodeStatus::Explored);
    EXPECT_EQ(t.statusAt(SearchTree::kRoot, 3), TreeNodeStatus::WipedOut);
    EXPECT_EQ(t.wipeoutCount(), 1u);
    EXPECT_THROW(t.add(ev(EventKind::Try, 0, 0)), std::logic_error);
}

}  // namespace
}  // namespace queens
