// Tests of SearchTree: the tree built from a run's events.
//
// Independent truth used here: BoardState (the only event interpreter, for stats().nodes and
// the board at each Solution event), the brute-force permutation oracle (SolutionOracle), an
// attack test written here from the two cells alone, and scans of the raw event stream for the
// Try / Pop a cursor lands after. Nothing is taken from SearchTree to compute what it must give.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "SearchTree.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"

namespace queens {
namespace {

using Placement = std::vector<int>;

constexpr Algorithm kTreeAlgorithms[] = {Algorithm::Backtracking, Algorithm::Permutation,
                                         Algorithm::Bitmask,      Algorithm::Dfs,
                                         Algorithm::Bfs,          Algorithm::Symmetric};

struct TreeRun {
    std::vector<StepEvent> events;
    BoardState end;
    std::vector<Placement> boardsAtSolution;  // BoardState placement at each Found Solution
    SearchTree tree;
};

TreeRun record(Algorithm a, int n, bool all) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    auto stepper = StepperFactory::create(a, o);
    TreeRun run{{}, BoardState(n), {}, SearchTree(n, a)};
    StepEvent e;
    while (stepper->next(e)) {
        run.end.apply(e);
        run.tree.add(e);
        run.events.push_back(e);
        if (e.kind == EventKind::Solution && e.reason == reasonCode(SolutionKind::Found))
            run.boardsAtSolution.push_back(run.end.placement());
        // Incrementally too: after every event the tree has one node per Try so far.
        EXPECT_EQ(run.tree.nodeCount(), run.end.stats().nodes);
    }
    return run;
}

Placement mirror(Placement p) {
    const int n = static_cast<int>(p.size());
    for (int& c : p) c = n - 1 - c;
    return p;
}

// The geometric relation of two cells, from the cells alone.
RejectReason relation(int r1, int c1, int r2, int c2) {
    if (c1 == c2) return RejectReason::Column;
    if (r1 - c1 == r2 - c2) return RejectReason::Diagonal;
    if (r1 + c1 == r2 + c2) return RejectReason::AntiDiagonal;
    return RejectReason::None;
}

std::string label(Algorithm a, int n, bool all) {
    return std::string(algorithmName(a)) + " n=" + std::to_string(n) + (all ? " all" : " first");
}

TEST(SearchTree, NodeCountEqualsTheTriesOfEveryAlgorithm) {
    for (Algorithm a : kTreeAlgorithms)
        for (int n = 4; n <= 6; ++n)
            for (bool all : {false, true}) {
                SCOPED_TRACE(label(a, n, all));
                const TreeRun run = record(a, n, all);
                EXPECT_GT(run.end.stats().nodes, 0u);
                EXPECT_EQ(run.tree.nodeCount(), run.end.stats().nodes);
                EXPECT_EQ(run.tree.eventCount(), run.events.size());
            }
}

TEST(SearchTree, NodeCountForEightQueensBacktracking) {
    const TreeRun run = record(Algorithm::Backtracking, 8, true);
    EXPECT_EQ(run.tree.nodeCount(), run.end.stats().nodes);
    EXPECT_EQ(run.tree.solutionCount(), 92u);
}

TEST(SearchTree, SolutionNodesAreTheBruteForceSolutions) {
    for (Algorithm a : kTreeAlgorithms)
        for (int n = 4; n <= 6; ++n)
            for (bool all : {false, true}) {
                SCOPED_TRACE(label(a, n, all));
                const TreeRun run = record(a, n, all);
                const auto oracle = testing::bruteForceSolutions(n);
                const auto& sols = run.tree.solutionNodes();
                ASSERT_EQ(sols.size(), run.boardsAtSolution.size());
                std::set<Placement> found;
                for (std::size_t i = 0; i < sols.size(); ++i) {
                    const Placement p = run.tree.placement(sols[i]);
                    EXPECT_EQ(p, run.boardsAtSolution[i]) << "solution " << i;
                    EXPECT_TRUE(oracle.count(p)) << "solution " << i << " is no solution";
                    EXPECT_EQ(run.tree.node(sols[i]).status, TreeNodeStatus::Solution);
                    found.insert(p);
                    if (run.tree.node(sols[i]).mirrored) found.insert(mirror(p));
                }
                if (all) {
                    EXPECT_EQ(found, oracle);
                } else {
                    EXPECT_EQ(sols.size(), 1u);
                }
                // Solution status only on the solution nodes.
                std::size_t marked = 0;
                for (const auto& nd : run.tree.nodes())
                    if (nd.status == TreeNodeStatus::Solution) ++marked;
                EXPECT_EQ(marked, sols.size());
            }
}

// Every Pruned node's reason and attacker agree with the geometry of its board, and the
// attacker is the first in the steppers' scan order; every other node is a safe board (or, for
// the permutation brute force, a permutation prefix whose full boards get a verdict).
TEST(SearchTree, PrunedReasonsAgreeWithAnIndependentAttackCheck) {
    for (Algorithm a : kTreeAlgorithms)
        for (int n = 4; n <= 6; ++n)
            for (bool all : {false, true}) {
                SCOPED_TRACE(label(a, n, all));
                const TreeRun run = record(a, n, all);
                const SearchTree& t = run.tree;
                std::uint64_t symmetryRejects = 0;
                for (const StepEvent& e : run.events)
                    if (e.kind == EventKind::Reject &&
                        e.reason == reasonCode(RejectReason::Symmetry))
                        ++symmetryRejects;
                EXPECT_EQ(t.prunedCount(), run.end.stats().rejects - symmetryRejects);
                std::size_t pruned = 0;
                for (int id = 1; id < static_cast<int>(t.size()); ++id) {
                    const SearchTreeNode& nd = t.node(id);
                    const Placement p = t.placement(id);
                    const auto at = [&p](int r) { return p[static_cast<std::size_t>(r)]; };
                    if (a == Algorithm::Permutation) {
                        // A permutation prefix: distinct columns.
                        std::set<int> cols;
                        for (int r = 0; r < nd.depth; ++r) cols.insert(at(r));
                        EXPECT_EQ(cols.size(), static_cast<std::size_t>(nd.depth));
                        if (nd.status != TreeNodeStatus::Pruned) continue;
                        ++pruned;
                        ASSERT_EQ(nd.depth, n);
                        const int i = nd.conflictRow, j = nd.attackerRow;
                        ASSERT_TRUE(j >= 0 && j < i && i < n);
                        const RejectReason rel = relation(i, at(i), j, at(j));
                        EXPECT_EQ(nd.reason, rel);
                        EXPECT_TRUE(rel == RejectReason::Diagonal ||
                                    rel == RejectReason::AntiDiagonal);
                        // No earlier pair in the scan order i' = 1.., j' = 0..i'-1.
                        for (int i2 = 1; i2 <= i; ++i2)
                            for (int j2 = 0; j2 < (i2 == i ? j : i2); ++j2)
                                EXPECT_EQ(relation(i2, at(i2), j2, at(j2)), RejectReason::None);
                        continue;
                    }
                    // The first attacker of (row, col) among the rows above, scanning 0..row-1.
                    int first = -1;
                    for (int r = 0; r < nd.row && first < 0; ++r)
                        if (relation(r, at(r), nd.row, nd.col) != RejectReason::None) first = r;
                    if (nd.status == TreeNodeStatus::Pruned) {
                        ++pruned;
                        ASSERT_GE(first, 0) << "node " << id << " pruned while safe";
                        EXPECT_EQ(nd.conflictRow, nd.row);
                        EXPECT_EQ(nd.attackerRow, first);
                        EXPECT_EQ(nd.reason, relation(first, at(first), nd.row, nd.col));
                    } else {
                        EXPECT_LT(first, 0) << "node " << id << " explored while attacked";
                    }
                }
                EXPECT_EQ(pruned, t.prunedCount());
                if (a == Algorithm::Bitmask) {
                    EXPECT_EQ(pruned, 0u);  // avail holds safe cells only
                }
            }
}

// The shape: depths, column order of siblings, and the graph searches' trees equal the
// backtracking tree (same boards with the same verdicts) — they search the same tree.
TEST(SearchTree, ChildrenInColumnOrderAndGraphSearchesBuildTheBacktrackingTree) {
    for (int n = 4; n <= 6; ++n) {
        std::map<Algorithm, std::map<Placement, TreeNodeStatus>> shapes;
        for (Algorithm a : {Algorithm::Backtracking, Algorithm::Dfs, Algorithm::Bfs}) {
            SCOPED_TRACE(label(a, n, true));
            const TreeRun run = record(a, n, true);
            const SearchTree& t = run.tree;
            for (int id = 0; id < static_cast<int>(t.size()); ++id) {
                int prevCol = -1;
                for (int c = t.node(id).firstChild; c >= 0; c = t.node(c).nextSibling) {
                    EXPECT_EQ(t.node(c).parent, id);
                    EXPECT_EQ(t.node(c).depth, t.node(id).depth + 1);
                    EXPECT_GT(t.node(c).col, prevCol);
                    prevCol = t.node(c).col;
                }
                if (id > 0) shapes[a][t.placement(id)] = t.node(id).status;
            }
        }
        EXPECT_EQ(shapes[Algorithm::Dfs], shapes[Algorithm::Backtracking]);
        EXPECT_EQ(shapes[Algorithm::Bfs], shapes[Algorithm::Backtracking]);
    }
}

// nodeAt(cursor) for every cursor, against a scan of the events: the cell of the last Try (or,
// for graph searches, Pop) among events 0..cursor-1 and the board the BoardState shows.
TEST(SearchTree, NodeAtFollowsTheCursor) {
    for (Algorithm a : kTreeAlgorithms)
        for (int n = 4; n <= 5; ++n) {
            SCOPED_TRACE(label(a, n, true));
            const TreeRun run = record(a, n, true);
            const bool graph = isGraphSearch(a);
            BoardState state(n);
            const StepEvent* focus = nullptr;
            Placement focusBoard;  // the board the focus event's node stands for
            for (std::uint64_t cursor = 0; cursor <= run.events.size(); ++cursor) {
                if (cursor > 0) {
                    const StepEvent& e = run.events[cursor - 1];
                    state.apply(e);
                    if (e.kind == EventKind::Try) {
                        focus = &e;
                        focusBoard = state.placement();  // rows above hold the parent's queens
                        focusBoard[static_cast<std::size_t>(e.a)] = e.b;
                    } else if (graph && e.kind == EventKind::Pop) {
                        focus = &e;
                        focusBoard.clear();  // known once the node is shown: checked below
                    }
                }
                const int id = run.tree.nodeAt(cursor);
                if (!focus) {
                    EXPECT_EQ(id, SearchTree::kRoot) << "cursor " << cursor;
                    continue;
                }
                const SearchTreeNode& nd = run.tree.node(id);
                EXPECT_EQ(nd.row, focus->a) << "cursor " << cursor;
                EXPECT_EQ(nd.col, focus->b) << "cursor " << cursor;
                if (!focusBoard.empty()) {
                    EXPECT_EQ(run.tree.placement(id), focusBoard) << "cursor " << cursor;
                } else if (focus->kind == EventKind::Pop) {
                    EXPECT_EQ(static_cast<std::uint64_t>(nd.depth), focus->value);
                }
                EXPECT_NE(run.tree.statusAt(id, cursor), TreeNodeStatus::Future);
            }
        }
}

// A node's status at a cursor: Future before its Try, Tried right after it, then its verdict.
TEST(SearchTree, StatusAtCursorFollowsTheVerdictEvents) {
    const TreeRun run = record(Algorithm::Backtracking, 5, true);
    const SearchTree& t = run.tree;
    for (int id = 1; id < static_cast<int>(t.size()); ++id) {
        const SearchTreeNode& nd = t.node(id);
        ASSERT_EQ(run.events[nd.tryIndex].kind, EventKind::Try);
        EXPECT_EQ(t.statusAt(id, nd.tryIndex), TreeNodeStatus::Future);
        EXPECT_EQ(t.statusAt(id, nd.tryIndex + 1), TreeNodeStatus::Tried);
        const StepEvent& verdict = run.events[nd.tryIndex + 1];  // backtracking: right after
        const TreeNodeStatus after = t.statusAt(id, nd.tryIndex + 2);
        if (verdict.kind == EventKind::Reject) {
            EXPECT_EQ(after, TreeNodeStatus::Pruned);
        } else {
            ASSERT_EQ(verdict.kind, EventKind::Place);
            EXPECT_EQ(after, TreeNodeStatus::Explored);
        }
    }
    // Each solution node turns Solution exactly after its Solution event.
    for (int id : t.solutionNodes()) {
        const std::uint64_t idx = t.node(id).finalIndex;
        ASSERT_EQ(run.events[idx].kind, EventKind::Solution);
        EXPECT_EQ(t.statusAt(id, idx), TreeNodeStatus::Explored);
        EXPECT_EQ(t.statusAt(id, idx + 1), TreeNodeStatus::Solution);
    }
}

TEST(SearchTree, SymmetricSearchMarksTheCut) {
    for (int n = 4; n <= 7; ++n) {
        const TreeRun run = record(Algorithm::Symmetric, n, true);
        EXPECT_EQ(run.tree.node(SearchTree::kRoot).symmetryCut, (n + 1) / 2) << n;
        for (int id : run.tree.solutionNodes()) EXPECT_TRUE(run.tree.node(id).mirrored);
    }
}

TEST(SearchTree, RefusesEventsThatDoNotFit) {
    SearchTree t(4);
    EXPECT_THROW(t.add(StepEvent::make(EventKind::Place, 0, 0, 1)), std::logic_error);
    t.add(StepEvent::make(EventKind::Try, 0, 0, 1));
    EXPECT_THROW(t.add(StepEvent::make(EventKind::Place, 0, 0, 2)), std::logic_error);
    EXPECT_THROW(t.add(StepEvent::make(EventKind::Try, 0, 0, 2)), std::logic_error);
    EXPECT_THROW(t.add(StepEvent::make(EventKind::Solution, 0)), std::logic_error);
    EXPECT_THROW(t.add(StepEvent::make(EventKind::Swap, 0, 0, 1)), std::logic_error);
    EXPECT_EQ(t.nodeCount(), 1u);  // a refused event leaves the tree as it was
    EXPECT_EQ(t.eventCount(), 1u);
    t.add(StepEvent::make(EventKind::Place, 0, 0, 1));
    EXPECT_EQ(t.node(1).status, TreeNodeStatus::Explored);
    EXPECT_THROW(SearchTree(SearchTree::kMaxN + 1), std::invalid_argument);
    EXPECT_FALSE(SearchTree::supports(Algorithm::MinConflicts));
}

}  // namespace
}  // namespace queens
