// OpenListTracker on IddfsStepper's events: OPEN, CLOSED, the pass (depth limit) and the nodes cut
// off, forward and back across the Deepen events.
//
// Independent truth used here:
// - BoardState's OPEN/CLOSED counters for the sizes;
// - a naive iterative deepening written here on naivegraph::safe (NaiveGraphSearch.h), sharing
//   no code with the steppers or the tracker: partial boards as std::vector<int>, OPEN as a
//   std::deque, limits 1..n, a node popped at depth limit < n is cut off;
// - inverse replay: unapplying back to 0 passes through the very states seen going forward.
#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "BoardState.h"
#include "NaiveGraphSearch.h"
#include "OpenListTracker.h"
#include "StepperReplay.h"

namespace queens {
namespace {

using naivegraph::Node;

enum class OpKind { Deepen, Push, Pop, Cutoff };
struct Op {
    OpKind kind;
    Node node;  // Push, Pop, Cutoff: the node; Deepen: empty
};

std::vector<Op> naiveIddfs(int n) {
    std::vector<Op> ops;
    for (int limit = 1; limit <= n; ++limit) {
        ops.push_back({OpKind::Deepen, {}});
        std::deque<Node> open{Node{}};
        ops.push_back({OpKind::Push, Node{}});
        int cut = 0;
        while (!open.empty()) {
            const Node node = open.back();
            open.pop_back();
            ops.push_back({OpKind::Pop, node});
            const int depth = static_cast<int>(node.size());
            if (depth == n) continue;
            if (depth == limit) {
                ops.push_back({OpKind::Cutoff, node});
                ++cut;
                continue;
            }
            for (int col = n - 1; col >= 0; --col) {
                if (!naivegraph::safe(node, col)) continue;
                Node child = node;
                child.push_back(col);
                open.push_back(child);
                ops.push_back({OpKind::Push, child});
            }
        }
        if (cut == 0) break;
    }
    return ops;
}

struct Snapshot {
    std::uint64_t closed = 0;
    std::vector<Node> open;
    std::optional<Node> expanding;
    int limit = 0;
    std::uint64_t cutoffs = 0;
    bool cutOff = false;
    std::vector<std::uint64_t> closedOfPasses;
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const OpenListTracker& t) {
    return {t.closedSize(),  t.front(t.openSize()), t.expanding(),     t.depthLimit(),
            t.passCutoffs(), t.expandingCutOff(),   t.closedOfPasses()};
}

std::vector<StepEvent> events(int n) {
    return testing::allEvents(Algorithm::Iddfs, testing::options(n, true));
}

TEST(OpenListTrackerIddfs, FollowsTheNaiveSearchForwardAndBack) {
    for (int n = 1; n <= 6; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        const std::vector<StepEvent> run = events(n);
        const std::vector<Op> ops = naiveIddfs(n);
        OpenListTracker tracker(n, *OpenListTracker::disciplineOf(Algorithm::Iddfs));
        BoardState state(n);
        std::deque<Node> open;
        std::size_t next = 0;
        int limit = 0;
        std::uint64_t cut = 0;
        std::vector<std::uint64_t> ended;
        std::vector<Snapshot> snaps{snapshot(tracker)};
        for (std::size_t i = 0; i < run.size(); ++i) {
            const StepEvent& e = run[i];
            SCOPED_TRACE("event " + std::to_string(i));
            tracker.apply(e);
            state.apply(e);
            ASSERT_EQ(static_cast<std::int64_t>(tracker.openSize()), state.stats().openSize);
            ASSERT_EQ(static_cast<std::int64_t>(tracker.closedSize()), state.stats().closedSize);
            const bool tracked = e.kind == EventKind::Deepen || e.kind == EventKind::Push ||
                                 e.kind == EventKind::Pop || e.kind == EventKind::Cutoff;
            if (tracked) {
                ASSERT_LT(next, ops.size());
                const Op& op = ops[next++];
                switch (op.kind) {
                    case OpKind::Deepen:
                        ASSERT_EQ(e.kind, EventKind::Deepen);
                        if (limit > 0) ended.push_back(snaps.back().closed);
                        ++limit;
                        cut = 0;
                        break;
                    case OpKind::Push:
                        ASSERT_EQ(e.kind, EventKind::Push);
                        open.push_back(op.node);
                        break;
                    case OpKind::Pop:
                        ASSERT_EQ(e.kind, EventKind::Pop);
                        ASSERT_EQ(open.back(), op.node);
                        open.pop_back();
                        ASSERT_EQ(tracker.expanding(), op.node);
                        break;
                    case OpKind::Cutoff:
                        ASSERT_EQ(e.kind, EventKind::Cutoff);
                        ASSERT_EQ(tracker.expanding(), op.node);
                        ++cut;
                        break;
                }
            }
            const std::vector<Node> expectOpen(open.rbegin(), open.rend());
            ASSERT_EQ(tracker.front(tracker.openSize()), expectOpen);
            ASSERT_EQ(tracker.depthLimit(), limit);
            ASSERT_EQ(tracker.passCutoffs(), cut);
            ASSERT_EQ(tracker.closedOfPasses(), ended);
            ASSERT_EQ(tracker.expandingCutOff(),
                      e.kind == EventKind::Cutoff ||
                          (snaps.back().cutOff && e.kind != EventKind::Pop &&
                           e.kind != EventKind::Deepen && e.kind != EventKind::Push));
            snaps.push_back(snapshot(tracker));
        }
        EXPECT_EQ(next, ops.size());
        for (std::size_t i = run.size(); i-- > 0;) {
            SCOPED_TRACE("undo of event " + std::to_string(i));
            ASSERT_TRUE(tracker.canUnapply(run[i]));
            tracker.unapply(run[i]);
            ASSERT_EQ(snapshot(tracker), snaps[i]);
        }
        EXPECT_EQ(tracker.applied(), 0u);
    }
}

TEST(OpenListTrackerIddfs, RefusesADeepenOutOfPlace) {
    const std::vector<StepEvent> run = events(5);
    OpenListTracker tracker(5, OpenListTracker::Discipline::Stack);
    std::size_t i = 0;
    for (; run[i].kind != EventKind::Pop; ++i) tracker.apply(run[i]);
    const Snapshot before = snapshot(tracker);
    EXPECT_THROW(tracker.apply(run[0]), std::logic_error);  // limit 1 again, OPEN not empty
    StepEvent cutoffAbove = StepEvent::make(EventKind::Cutoff, 0);
    cutoffAbove.value = 0;
    EXPECT_THROW(tracker.apply(cutoffAbove), std::logic_error);  // no node popped yet
    EXPECT_EQ(snapshot(tracker), before);
}

}  // namespace
}  // namespace queens
