// SearchTree on IddfsStepper's events: one tree per pass (a forest), the nodes cut off at the
// depth limit, the per-pass counts and the cursor model (nodeAt, statusAt) across the passes.
//
// Independent truth used here: a recursive brute-force enumeration of the safe partial boards
// (written here, sharing no code with the stepper or the tree), the published totals of OEIS
// A000170, and the board BoardState shows when the events are applied.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "PublishedCounts.h"
#include "SearchTree.h"
#include "StepperReplay.h"

namespace queens {
namespace {

using Board = std::vector<int>;  // columns of rows 0..depth-1

void boards(int n, Board& b, std::vector<std::set<Board>>& byDepth) {
    byDepth[b.size()].insert(b);
    const int row = static_cast<int>(b.size());
    if (row == n) return;
    for (int col = 0; col < n; ++col) {
        bool ok = true;
        for (int r = 0; r < row && ok; ++r)
            ok = b[static_cast<std::size_t>(r)] != col &&
                 std::abs(b[static_cast<std::size_t>(r)] - col) != row - r;
        if (!ok) continue;
        b.push_back(col);
        boards(n, b, byDepth);
        b.pop_back();
    }
}

std::vector<std::set<Board>> boardsByDepth(int n) {
    std::vector<std::set<Board>> out(static_cast<std::size_t>(n) + 1);
    Board b;
    boards(n, b, out);
    return out;
}

Board filled(const std::vector<int>& placement) {
    Board b;
    for (int c : placement) {
        if (c < 0) break;
        b.push_back(c);
    }
    return b;
}

std::vector<StepEvent> events(int n) {
    return testing::allEvents(Algorithm::Iddfs, testing::options(n, true));
}

TEST(SearchTreeIddfs, OneTreePerPassWithItsCutoffs) {
    for (int n = 1; n <= 7; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const auto run = events(n);
        SearchTree tree(n, Algorithm::Iddfs);
        for (const StepEvent& e : run) ASSERT_NO_THROW(tree.add(e));
        const auto truth = boardsByDepth(n);
        ASSERT_EQ(tree.passRoots().size(), static_cast<std::size_t>(n));
        EXPECT_EQ(tree.passRoots().front(), SearchTree::kRoot);
        EXPECT_EQ(tree.solutionCount(), testing::publishedTotal(n));
        std::size_t totalCut = 0;
        for (std::size_t p = 0; p < tree.passRoots().size(); ++p) {
            const std::size_t limit = p + 1;
            SCOPED_TRACE("limit " + std::to_string(limit));
            // Try nodes: n children tried per expanded node, the nodes of depth < limit.
            std::size_t expanded = 0;
            for (std::size_t d = 0; d < limit && d < truth.size(); ++d) expanded += truth[d].size();
            EXPECT_EQ(tree.passNodesAt(p, run.size()), expanded * static_cast<std::size_t>(n));
            // Cut off: exactly the safe boards of depth limit (none in the last pass).
            std::set<Board> cut;
            const int first = tree.passRoots()[p];
            const int end = p + 1 < tree.passRoots().size() ? tree.passRoots()[p + 1]
                                                            : static_cast<int>(tree.size());
            for (int id = first; id < end; ++id) {
                EXPECT_EQ(tree.passOf(id), p);
                if (tree.node(id).status == TreeNodeStatus::CutOff)
                    cut.insert(filled(tree.placement(id)));
            }
            const std::set<Board> expectCut =
                limit < static_cast<std::size_t>(n) ? truth[limit] : std::set<Board>{};
            EXPECT_EQ(cut, expectCut);
            EXPECT_EQ(tree.passCutoffsAt(p, run.size()), expectCut.size());
            totalCut += cut.size();
        }
        EXPECT_EQ(tree.cutoffCount(), totalCut);
        std::size_t tries = 0;
        for (const StepEvent& e : run) tries += e.kind == EventKind::Try;
        EXPECT_EQ(tree.nodeCount(), tries);
    }
}

TEST(SearchTreeIddfs, CursorFollowsThePasses) {
    for (int n : {4, 5}) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const auto run = events(n);
        SearchTree tree(n, Algorithm::Iddfs);
        for (const StepEvent& e : run) tree.add(e);
        BoardState state(n);
        std::size_t pass = 0;
        for (std::uint64_t i = 0; i < run.size(); ++i) {
            const StepEvent& e = run[i];
            state.apply(e);
            const std::uint64_t cursor = i + 1;
            const int at = tree.nodeAt(cursor);
            if (e.kind == EventKind::Deepen) {
                pass = static_cast<std::size_t>(e.a) - 1;
                EXPECT_EQ(at, tree.passRoots()[pass]) << "event " << i;
                EXPECT_EQ(tree.statusAt(at, cursor), TreeNodeStatus::Explored);
                if (pass > 0) {
                    EXPECT_EQ(tree.statusAt(at, i), TreeNodeStatus::Future);
                }
                EXPECT_EQ(tree.passNodesAt(pass, cursor), 0u);
            }
            if (e.kind == EventKind::Cutoff) {
                EXPECT_EQ(tree.passOf(at), pass);
                EXPECT_EQ(filled(tree.placement(at)), filled(state.placement())) << "event " << i;
                EXPECT_EQ(tree.statusAt(at, cursor), TreeNodeStatus::CutOff);
                EXPECT_EQ(tree.statusAt(at, i), TreeNodeStatus::Explored);
            }
            if (e.kind == EventKind::Solution) {
                EXPECT_EQ(tree.statusAt(at, cursor), TreeNodeStatus::Solution);
            }
        }
    }
}

TEST(SearchTreeIddfs, RefusesACutoffThatIsNotTheExpandedNode) {
    const auto run = events(5);
    SearchTree tree(5, Algorithm::Iddfs);
    std::size_t i = 0;
    while (run[i].kind != EventKind::Cutoff) tree.add(run[i++]);
    StepEvent wrong = run[i];
    wrong.b = (wrong.b + 1) % 5;
    EXPECT_THROW(tree.add(wrong), std::logic_error);
    EXPECT_NO_THROW(tree.add(run[i]));
}

}  // namespace
}  // namespace queens
