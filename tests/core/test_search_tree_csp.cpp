// Tests of SearchTree on real runs of CSP backtracking (every ordering, inference and
// backjumping, random ties with restarts) and of Dancing Links.
//
// Independent truth used here: the backtracking stepper's tree (CSP in order without inference
// must build exactly that tree), BoardState (the only event interpreter, for the statistics), the
// brute-force permutation oracle (SolutionOracle), an attack test written here from two cells,
// the published solution counts, and a replay of the raw events written here (a node per Try,
// numbered in Try order, its status set by the verdict events) for statusAt at every cursor.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "CoverState.h"
#include "PublishedCounts.h"
#include "SearchTree.h"
#include "SolutionOracle.h"
#include "StepperFactory.h"

namespace queens {
namespace {

using Placement = std::vector<int>;
using Options = StepperOptions;

struct TreeRun {
    std::vector<StepEvent> events;
    BoardState end;
    SearchTree tree;
};

TreeRun record(Algorithm a, const Options& o) {
    auto stepper = StepperFactory::create(a, o);
    TreeRun run{{}, BoardState(o.n), SearchTree(o.n, a)};
    StepEvent e;
    while (stepper->next(e)) {
        run.end.apply(e);
        run.tree.add(e);
        run.events.push_back(e);
    }
    return run;
}

Options csp(int n, bool all, Options::VarOrder v, Options::ValueOrder val, Options::Inference inf,
            bool backjump) {
    Options o;
    o.n = n;
    o.allSolutions = all;
    o.varOrder = v;
    o.valueOrder = val;
    o.inference = inf;
    o.backjump = backjump;
    return o;
}

std::string label(const Options& o) {
    return "n=" + std::to_string(o.n) + (o.allSolutions ? " all" : " first") +
           " var=" + std::to_string(static_cast<int>(o.varOrder)) +
           " val=" + std::to_string(static_cast<int>(o.valueOrder)) +
           " inf=" + std::to_string(static_cast<int>(o.inference)) + (o.backjump ? " cbj" : "") +
           (o.randomTies ? " seed=" + std::to_string(o.seed) : "");
}

bool attack(int r1, int c1, int r2, int c2) {
    return c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

// No two queens of the board attack each other.
bool consistent(const Placement& p) {
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j)
            if (p[i] >= 0 && p[j] >= 0 &&
                attack(static_cast<int>(i), p[i], static_cast<int>(j), p[j]))
                return false;
    return true;
}

// statusAt(id, cursor) for every node and cursor against a replay of the events: node k is the
// k-th Try; Reject prunes it, Place explores it and puts it on a stack that Remove pops; a
// Solution, a Wipeout or a Choose of an empty item ends the node on top of the stack (the root
// when the stack is empty).
void expectStatusesEqualAReplay(const TreeRun& run) {
    std::vector<TreeNodeStatus> status{TreeNodeStatus::Explored};  // [0]: the root
    std::vector<int> placed{0};
    int current = 0;
    for (std::uint64_t cursor = 0; cursor <= run.events.size(); ++cursor) {
        if (cursor > 0) {
            const StepEvent& e = run.events[cursor - 1];
            switch (e.kind) {
                case EventKind::Try:
                    current = static_cast<int>(status.size());
                    status.push_back(TreeNodeStatus::Tried);
                    break;
                case EventKind::Reject:
                    status[static_cast<std::size_t>(current)] = TreeNodeStatus::Pruned;
                    break;
                case EventKind::Place:
                    status[static_cast<std::size_t>(current)] = TreeNodeStatus::Explored;
                    placed.push_back(current);
                    break;
                case EventKind::Remove:
                    placed.pop_back();
                    break;
                case EventKind::Solution:
                    status[static_cast<std::size_t>(placed.back())] = TreeNodeStatus::Solution;
                    break;
                case EventKind::Wipeout:
                    status[static_cast<std::size_t>(placed.back())] = TreeNodeStatus::WipedOut;
                    break;
                case EventKind::Choose:
                    if (e.b == 0)
                        status[static_cast<std::size_t>(placed.back())] = TreeNodeStatus::WipedOut;
                    break;
                default:
                    break;
            }
        }
        ASSERT_EQ(run.tree.nodeAt(cursor), current) << "cursor " << cursor;
        for (std::size_t id = 0; id < run.tree.size(); ++id) {
            const TreeNodeStatus want = id < status.size() ? status[id] : TreeNodeStatus::Future;
            ASSERT_EQ(run.tree.statusAt(static_cast<int>(id), cursor), want)
                << "node " << id << " cursor " << cursor;
        }
    }
}

// The nodes a Wipeout ends: the node of the last Place before it (the root before any).
std::set<int> wipedOutByTheEvents(const TreeRun& run) {
    std::set<int> out;
    int tries = 0, lastPlaced = 0;
    for (const StepEvent& e : run.events) {
        if (e.kind == EventKind::Try) ++tries;
        if (e.kind == EventKind::Place) lastPlaced = tries;
        if (e.kind == EventKind::Remove) lastPlaced = -1;
        if (e.kind == EventKind::Wipeout) out.insert(lastPlaced < 0 ? 0 : lastPlaced);
    }
    return out;
}

// The structure every CSP tree keeps, checked node by node.
void expectACspTree(const TreeRun& run, const Options& o) {
    const SearchTree& t = run.tree;
    const SearchStats& stats = run.end.stats();
    EXPECT_EQ(t.nodeCount(), stats.nodes);
    EXPECT_EQ(t.solutionCount(), stats.solutions);
    EXPECT_EQ(t.wipeoutCount(), stats.wipeouts);
    EXPECT_EQ(t.eventCount(), run.events.size());
    const auto oracle = testing::bruteForceSolutions(o.n);
    for (int id : t.solutionNodes()) EXPECT_TRUE(oracle.count(t.placement(id))) << id;
    std::set<int> wiped;
    for (int id = 0; id < static_cast<int>(t.size()); ++id) {
        const SearchTreeNode& nd = t.node(id);
        if (nd.status == TreeNodeStatus::WipedOut) wiped.insert(id);
        const Placement p = t.placement(id);
        int queens = 0;
        for (int c : p) queens += c >= 0;
        EXPECT_EQ(nd.depth, queens) << "node " << id;
        // A pruned node is the one inconsistent extension; every other board is consistent.
        if (nd.status != TreeNodeStatus::Pruned) {
            EXPECT_TRUE(consistent(p)) << "node " << id;
        } else {
            EXPECT_EQ(o.inference, Options::Inference::None) << "node " << id;
            EXPECT_TRUE(consistent(t.placement(nd.parent)));
            EXPECT_TRUE(attack(nd.row, nd.col, nd.attackerRow,
                               p[static_cast<std::size_t>(nd.attackerRow)]));
        }
        // The children of one attempt share one row, the row the node selected.
        for (int c = nd.firstChild; c >= 0; c = t.node(c).nextSibling) {
            EXPECT_EQ(t.node(c).parent, id);
            EXPECT_EQ(t.node(c).depth, nd.depth + 1);
            const int first = nd.firstChild;
            if (t.node(c).attempt == t.node(first).attempt) {
                EXPECT_EQ(t.node(c).row, t.node(first).row) << "children of node " << id;
            }
        }
        if (nd.firstChild >= 0 && id != SearchTree::kRoot) {
            EXPECT_EQ(nd.branchItem, t.node(nd.firstChild).row) << "node " << id;
        }
    }
    EXPECT_EQ(wiped, wipedOutByTheEvents(run));
    if (o.inference == Options::Inference::None) {
        EXPECT_TRUE(wiped.empty());
    }
    if (o.allSolutions && o.restartBacktracks == 0) {
        std::set<Placement> found;
        for (int id : t.solutionNodes()) found.insert(t.placement(id));
        EXPECT_EQ(found, oracle);
    }
}

constexpr Options::VarOrder kVarOrders[] = {Options::VarOrder::InOrder, Options::VarOrder::Mrv,
                                            Options::VarOrder::MrvDegree};
constexpr Options::ValueOrder kValueOrders[] = {Options::ValueOrder::InOrder,
                                                Options::ValueOrder::Lcv};
constexpr Options::Inference kInferences[] = {
    Options::Inference::None, Options::Inference::ForwardChecking, Options::Inference::Mac};

TEST(SearchTreeCsp, InOrderWithoutInferenceBuildsTheBacktrackingTree) {
    for (int n = 1; n <= 7; ++n)
        for (bool all : {false, true}) {
            SCOPED_TRACE("n=" + std::to_string(n) + (all ? " all" : " first"));
            Options o;
            o.n = n;
            o.allSolutions = all;
            const TreeRun bt = record(Algorithm::Backtracking, o);
            const TreeRun cs = record(Algorithm::Csp, o);
            ASSERT_EQ(cs.tree.size(), bt.tree.size());
            for (int id = 0; id < static_cast<int>(bt.tree.size()); ++id) {
                const SearchTreeNode& a = bt.tree.node(id);
                const SearchTreeNode& b = cs.tree.node(id);
                EXPECT_EQ(b.parent, a.parent) << id;
                EXPECT_EQ(b.firstChild, a.firstChild) << id;
                EXPECT_EQ(b.nextSibling, a.nextSibling) << id;
                EXPECT_EQ(b.row, a.row) << id;
                EXPECT_EQ(b.col, a.col) << id;
                EXPECT_EQ(b.depth, a.depth) << id;
                EXPECT_EQ(b.status, a.status) << id;
                EXPECT_EQ(b.reason, a.reason) << id;
                EXPECT_EQ(b.attackerRow, a.attackerRow) << id;
            }
            EXPECT_EQ(cs.tree.solutionNodes(), bt.tree.solutionNodes());
            EXPECT_EQ(cs.tree.prunedCount(), bt.tree.prunedCount());
        }
}

TEST(SearchTreeCsp, EveryOrderingAndInferenceBuildsAConsistentTree) {
    for (int n = 1; n <= 6; ++n)
        for (bool all : {false, true})
            for (auto v : kVarOrders)
                for (auto val : kValueOrders)
                    for (auto inf : kInferences)
                        for (bool cbj : {false, true}) {
                            const Options o = csp(n, all, v, val, inf, cbj);
                            SCOPED_TRACE(label(o));
                            expectACspTree(record(Algorithm::Csp, o), o);
                        }
}

TEST(SearchTreeCsp, ArcConsistencyWipesOutTheRootOfTwoAndThreeQueens) {
    for (int n = 2; n <= 3; ++n) {
        const Options o = csp(n, true, Options::VarOrder::Mrv, Options::ValueOrder::InOrder,
                              Options::Inference::Mac, false);
        const TreeRun run = record(Algorithm::Csp, o);
        expectACspTree(run, o);
        EXPECT_EQ(run.tree.node(SearchTree::kRoot).status, TreeNodeStatus::WipedOut) << n;
        EXPECT_EQ(run.tree.nodeCount(), 0u) << n;
    }
}

TEST(SearchTreeCsp, MrvWithForwardCheckingHasWipeOutsAtSixQueens) {
    const Options o = csp(6, true, Options::VarOrder::Mrv, Options::ValueOrder::InOrder,
                          Options::Inference::ForwardChecking, false);
    const TreeRun run = record(Algorithm::Csp, o);
    expectACspTree(run, o);
    EXPECT_GT(run.tree.wipeoutCount(), 0u);
    EXPECT_EQ(run.tree.solutionCount(), testing::publishedTotal(6));
    // MRV picks rows out of order somewhere: some node's children are not on its depth's row.
    bool outOfOrder = false;
    for (const SearchTreeNode& nd : run.tree.nodes())
        if (nd.row >= 0 && nd.row != nd.depth - 1) outOfOrder = true;
    EXPECT_TRUE(outOfOrder);
}

TEST(SearchTreeCsp, StatusAtEveryCursorEqualsAReplayOfTheEvents) {
    for (int n = 4; n <= 6; ++n)
        for (auto inf : kInferences)
            for (bool cbj : {false, true}) {
                const Options o =
                    csp(n, true, n == 6 ? Options::VarOrder::Mrv : Options::VarOrder::MrvDegree,
                        n == 5 ? Options::ValueOrder::Lcv : Options::ValueOrder::InOrder, inf, cbj);
                SCOPED_TRACE(label(o));
                expectStatusesEqualAReplay(record(Algorithm::Csp, o));
            }
}

TEST(SearchTreeCsp, BackjumpsGoToTheNodeOfTheConflictSetsLatestRow) {
    std::size_t skipping = 0;
    for (int n = 5; n <= 8; ++n)
        for (auto inf : kInferences) {
            const Options o =
                csp(n, true, Options::VarOrder::InOrder, Options::ValueOrder::InOrder, inf, true);
            SCOPED_TRACE(label(o));
            const TreeRun run = record(Algorithm::Csp, o);
            std::vector<const StepEvent*> jumpEvents;
            for (const StepEvent& e : run.events)
                if (e.kind == EventKind::Jump) jumpEvents.push_back(&e);
            const auto& jumps = run.tree.jumps();
            ASSERT_EQ(jumps.size(), jumpEvents.size());
            std::uint64_t backjumps = 0;
            for (std::size_t i = 0; i < jumps.size(); ++i) {
                const TreeJump& j = jumps[i];
                const StepEvent& e = *jumpEvents[i];
                EXPECT_EQ(run.events[j.index], e);
                EXPECT_EQ(j.exhaustedRow, e.a);
                if (e.b < 0) {
                    EXPECT_EQ(j.to, -1);
                    continue;
                }
                // `to` is the ancestor of `from` (or `from` itself) that placed row e.b, e.c
                // placed nodes below it.
                int steps = 0, v = j.from;
                while (v > 0 && run.tree.node(v).row != e.b) {
                    v = run.tree.node(v).parent;
                    ++steps;
                }
                EXPECT_EQ(v, j.to);
                EXPECT_EQ(steps, e.c);
                if (e.c > 0) ++backjumps;
            }
            EXPECT_EQ(backjumps, run.end.stats().backjumps);
            skipping += backjumps;
        }
    EXPECT_GT(skipping, 0u);  // some jump skipped rows
}

TEST(SearchTreeCsp, RandomTiesWithRestartsKeepEachAttemptATree) {
    int restarted = 0;
    for (int n = 6; n <= 8; ++n)
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Options o = csp(n, false, Options::VarOrder::Mrv, Options::ValueOrder::InOrder,
                            Options::Inference::ForwardChecking, false);
            o.randomTies = true;
            o.seed = seed;
            o.restartBacktracks = 1;
            SCOPED_TRACE(label(o));
            const TreeRun run = record(Algorithm::Csp, o);
            expectACspTree(run, o);
            EXPECT_EQ(static_cast<std::uint64_t>(run.tree.attempts()),
                      run.end.stats().restarts + 1);
            if (run.tree.attempts() > 1) ++restarted;
            // The root's children in attempt order.
            int lastAttempt = 0;
            for (int c = run.tree.node(0).firstChild; c >= 0; c = run.tree.node(c).nextSibling) {
                EXPECT_GE(run.tree.node(c).attempt, lastAttempt);
                lastAttempt = run.tree.node(c).attempt;
            }
            if (n == 6 && seed <= 2) expectStatusesEqualAReplay(run);
        }
    EXPECT_GT(restarted, 0);
}

TEST(SearchTreeDlx, NodesAndSolutionsOfDancingLinks) {
    for (int n = 1; n <= 8; ++n)
        for (bool all : {false, true}) {
            SCOPED_TRACE("dlx n=" + std::to_string(n) + (all ? " all" : " first"));
            Options o;
            o.n = n;
            o.allSolutions = all;
            const TreeRun run = record(Algorithm::Dlx, o);
            const SearchTree& t = run.tree;
            EXPECT_EQ(t.nodeCount(), run.end.stats().nodes);
            EXPECT_EQ(t.solutionCount(), run.end.stats().solutions);
            if (all) {
                EXPECT_EQ(t.solutionCount(), testing::publishedTotal(n));
            }
            std::size_t empties = 0;
            for (const StepEvent& e : run.events)
                empties += e.kind == EventKind::Choose && e.b == 0;
            EXPECT_EQ(t.wipeoutCount(), empties);
            const auto oracle = testing::bruteForceSolutions(n);
            for (int id : t.solutionNodes()) EXPECT_TRUE(oracle.count(t.placement(id)));
            for (int id = 0; id < static_cast<int>(t.size()); ++id) {
                const SearchTreeNode& nd = t.node(id);
                EXPECT_TRUE(consistent(t.placement(id))) << id;
                // The children are the options of the item branched on: one row or one column.
                for (int c = nd.firstChild; c >= 0; c = t.node(c).nextSibling) {
                    const SearchTreeNode& ch = t.node(c);
                    if (nd.branchItem < n) {
                        EXPECT_EQ(ch.row, nd.branchItem);
                    } else {
                        EXPECT_EQ(ch.col, nd.branchItem - n);
                    }
                }
            }
            if (n <= 6) expectStatusesEqualAReplay(run);
        }
}

}  // namespace
}  // namespace queens
