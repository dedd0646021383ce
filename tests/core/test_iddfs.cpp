// IddfsStepper: iterative deepening over partial boards.
//
// Independent truth used here: the published totals of OEIS A000170, a recursive brute-force
// enumeration of the safe partial boards in lexicographic preorder (written here, sharing no code
// with the steppers), attacks recomputed from the BoardState placement, and inverse replay
// (BoardState::unapply of every event in reverse order gives the empty board and zero counters).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "BoardState.h"
#include "DfsStepper.h"
#include "IddfsStepper.h"
#include "PublishedCounts.h"
#include "StepperFactory.h"
#include "StepperReplay.h"

namespace queens {
namespace {

using testing::options;
using testing::publishedTotal;
using testing::replay;
using testing::validSolution;

using Node = std::vector<int>;  // the columns of rows 0..depth-1

// Every safe partial board of depth <= limit, in lexicographic preorder (children by column).
void enumerate(int n, int limit, Node& node, std::vector<Node>& out) {
    out.push_back(node);
    const int row = static_cast<int>(node.size());
    if (row == limit || row == n) return;
    for (int col = 0; col < n; ++col) {
        bool ok = true;
        for (int r = 0; r < row && ok; ++r) {
            const int c = node[static_cast<std::size_t>(r)];
            ok = c != col && std::abs(c - col) != row - r;
        }
        if (!ok) continue;
        node.push_back(col);
        enumerate(n, limit, node, out);
        node.pop_back();
    }
}

std::vector<Node> preorder(int n, int limit) {
    std::vector<Node> out;
    Node root;
    enumerate(n, limit, root, out);
    return out;
}

// One pass of the run as the events show it.
struct Pass {
    int limit = 0;
    std::vector<Node> popped;  // the node shown after each Pop, in order
    std::uint64_t cutoffs = 0;
    std::uint64_t expanded = 0;  // popped nodes whose children were tried
    std::uint64_t solutions = 0;
};

struct IddfsRun {
    std::vector<Pass> passes;
    std::vector<StepEvent> events;
    std::vector<std::vector<int>> solutions;
};

Node shownNode(const BoardState& s) {
    Node node;
    for (int r = 0; r < s.n() && s.queenAt(r) != BoardState::kEmpty; ++r)
        node.push_back(s.queenAt(r));
    return node;
}

IddfsRun run(int n, bool all) {
    IddfsRun out;
    IddfsStepper stepper(options(n, all));
    bool pending = false;  // a Pop whose node is not yet recorded (the board is being shown)
    bool expanding = false;
    const auto r = replay(stepper, [&](const StepEvent& e, const BoardState& s) {
        out.events.push_back(e);
        if (e.kind == EventKind::Deepen) {
            EXPECT_EQ(e.a, static_cast<int>(out.passes.size()) + 1);
            EXPECT_EQ(e.b, static_cast<int>(out.passes.size()));
            EXPECT_EQ(shownNode(s).size(), 0u) << "a pass must start on an empty board";
            out.passes.push_back(Pass{e.a, {}, 0, 0, 0});
            return;
        }
        EXPECT_FALSE(out.passes.empty()) << "the first event must be a Deepen";
        if (out.passes.empty()) return;
        Pass& pass = out.passes.back();
        if (e.kind == EventKind::Pop) {
            pending = true;
            expanding = false;
            return;
        }
        if (e.kind == EventKind::Place || e.kind == EventKind::Remove) return;
        if (pending) {
            pass.popped.push_back(shownNode(s));
            pending = false;
        }
        if (e.kind == EventKind::Cutoff) {
            ++pass.cutoffs;
            EXPECT_EQ(e.value, static_cast<std::uint64_t>(pass.limit));
            EXPECT_EQ(shownNode(s).size(), static_cast<std::size_t>(pass.limit));
            EXPECT_LT(pass.limit, n);
        }
        if (e.kind == EventKind::Try && !expanding) {
            expanding = true;
            ++pass.expanded;
        }
        if (e.kind == EventKind::Solution) ++pass.solutions;
    });
    out.solutions = r.solutions;
    EXPECT_EQ(r.state.stats().deepenings, out.passes.size());
    return out;
}

TEST(Iddfs, AllSolutionCountsEqualA000170) {
    for (int n = 1; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const IddfsRun r = run(n, true);
        EXPECT_EQ(r.solutions.size(), publishedTotal(n));
        for (const auto& p : r.solutions) EXPECT_TRUE(validSolution(p));
        // Only the pass with limit n reports solutions.
        for (const Pass& p : r.passes) {
            if (p.limit < n) {
                EXPECT_EQ(p.solutions, 0u) << "limit " << p.limit;
            }
        }
    }
}

TEST(Iddfs, EachPassPopsDfsPreorderCutAtItsLimit) {
    for (int n = 1; n <= 7; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const IddfsRun r = run(n, true);
        ASSERT_EQ(static_cast<int>(r.passes.size()), n) << "every N <= 7 needs all limits";
        for (const Pass& p : r.passes) {
            SCOPED_TRACE("limit " + std::to_string(p.limit));
            const std::vector<Node> truth = preorder(n, p.limit);
            EXPECT_EQ(p.popped, truth);
            std::uint64_t atLimit = 0;
            std::uint64_t inner = 0;
            for (const Node& node : truth) {
                if (static_cast<int>(node.size()) == p.limit && p.limit < n) ++atLimit;
                if (static_cast<int>(node.size()) < p.limit) ++inner;
            }
            EXPECT_EQ(p.cutoffs, atLimit);
            EXPECT_EQ(p.expanded, inner) << "nodes expanded in the pass";
        }
    }
}

TEST(Iddfs, LastPassIsDfs) {
    for (int n = 4; n <= 8; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const IddfsRun r = run(n, true);
        const auto dfs = replay<DfsStepper>(options(n, true));
        EXPECT_EQ(r.solutions, dfs.solutions);
        EXPECT_EQ(r.passes.back().popped.size(), dfs.state.stats().closedSize);
    }
}

TEST(Iddfs, FirstSolutionModeStopsAtTheFirst) {
    for (int n = 4; n <= 10; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const IddfsRun all = run(n, true);
        const IddfsRun first = run(n, false);
        ASSERT_EQ(first.solutions.size(), 1u);
        EXPECT_EQ(first.solutions.front(), all.solutions.front());
        EXPECT_EQ(first.events.back().kind, EventKind::Done);
        EXPECT_EQ(first.events[first.events.size() - 2].kind, EventKind::Solution);
    }
    for (int n : {2, 3}) {
        const IddfsRun r = run(n, false);
        EXPECT_TRUE(r.solutions.empty());
    }
}

TEST(Iddfs, InverseReplayRestoresTheEmptyBoard) {
    for (int n : {1, 4, 6}) {
        for (bool all : {true, false}) {
            SCOPED_TRACE("n = " + std::to_string(n) + (all ? " all" : " first"));
            const IddfsRun r = run(n, all);
            BoardState s(n);
            std::vector<BoardState::Snapshot> before;
            for (const StepEvent& e : r.events) {
                before.push_back(s.snapshot());
                s.apply(e);
            }
            EXPECT_GT(s.stats().deepenings, 0u);
            for (std::size_t i = r.events.size(); i-- > 0;) {
                s.unapply(r.events[i]);
                if (i % 97 == 0 || r.events[i].kind == EventKind::Deepen ||
                    r.events[i].kind == EventKind::Cutoff) {
                    const BoardState expect = BoardState::restore(before[i]);
                    ASSERT_EQ(s.placement(), expect.placement()) << "event " << i;
                    ASSERT_EQ(s.stats().closedSize, expect.stats().closedSize) << "event " << i;
                    ASSERT_EQ(s.stats().cutoffs, expect.stats().cutoffs) << "event " << i;
                }
            }
            EXPECT_EQ(s.stats().events, 0u);
            EXPECT_EQ(s.stats().closedSize, 0);
            EXPECT_EQ(s.stats().openSize, 0);
            EXPECT_EQ(s.stats().deepenings, 0u);
            EXPECT_EQ(s.stats().cutoffs, 0u);
        }
    }
}

TEST(Iddfs, RegisteredWithItsPseudocode) {
    auto s = StepperFactory::create(Algorithm::Iddfs, options(5, true));
    EXPECT_EQ(s->algorithm(), Algorithm::Iddfs);
    EXPECT_EQ(s->pseudocode().size(), IddfsStepper::kPseudocode.size());
    EXPECT_EQ(algorithmFromName("iddfs"), Algorithm::Iddfs);
    EXPECT_THROW(IddfsStepper(options(17, true)), std::invalid_argument);
    // Every line but "while" has an event.
    std::vector<bool> used(IddfsStepper::kPseudocode.size(), false);
    for (const StepEvent& e : run(5, true).events) used[e.line] = true;
    for (std::size_t i : {0u, 1u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 10u})
        EXPECT_TRUE(used[i]) << "line " << i;
}

}  // namespace
}  // namespace queens
