// Tests of OpenListTracker: the OPEN list rebuilt from the events of DfsStepper and BfsStepper.
//
// Independent truth used here:
// - BoardState's OPEN/CLOSED counters (stats().openSize / closedSize) for the sizes;
// - the board BoardState shows after a Pop and its "show" events (Remove/Place), which must be
//   exactly the node the tracker says was popped;
// - a naive graph search (NaiveSearch in NaiveGraphSearch.h), sharing no code with the steppers or
// the
//   tracker: partial boards as std::vector<int>, OPEN as a std::deque of them, the order the
//   stepper header documents (DFS pushes columns n-1..0 and pops the back, BFS pushes 0..n-1 and
//   pops the front). Its solutions are checked against the brute-force permutation oracle;
// - inverse replay: unapplying back to 0 must pass through the very states seen going forward.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "BfsStepper.h"
#include "BoardState.h"
#include "DfsStepper.h"
#include "NaiveGraphSearch.h"
#include "OpenListTracker.h"
#include "SolutionOracle.h"

namespace queens {
namespace {

using naivegraph::Node;
using Discipline = OpenListTracker::Discipline;

StepperOptions options(int n) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = true;
    return o;
}

std::vector<StepEvent> runEvents(Algorithm a, int n) {
    std::vector<StepEvent> out;
    StepEvent e;
    if (a == Algorithm::Dfs) {
        DfsStepper s(options(n));
        while (s.next(e)) out.push_back(e);
    } else {
        BfsStepper s(options(n));
        while (s.next(e)) out.push_back(e);
    }
    return out;
}

// The naive search: NaiveGraphSearch.h.
using naivegraph::handOutOrder;
using naivegraph::NaiveSearch;
using naivegraph::Op;

// ---- tracker snapshots --------------------------------------------------------------------

struct Snapshot {
    std::size_t openSize = 0;
    std::uint64_t closedSize = 0;
    std::uint64_t applied = 0;
    std::vector<Node> open;
    std::optional<Node> expanding;
    std::vector<int> shown;
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const OpenListTracker& t) {
    return Snapshot{t.openSize(),          t.closedSize(), t.applied(),
                    t.front(t.openSize()), t.expanding(),  t.shown()};
}

// The placement of a node on an n x n board (-1 for the empty rows).
std::vector<int> asPlacement(const Node& node, int n) {
    std::vector<int> p(static_cast<std::size_t>(n), BoardState::kEmpty);
    for (std::size_t r = 0; r < node.size(); ++r) p[r] = node[r];
    return p;
}

struct Case {
    Algorithm algorithm;
    int n;
};

std::string caseName(const Case& c) {
    return std::string(c.algorithm == Algorithm::Dfs ? "dfs" : "bfs") +
           " n = " + std::to_string(c.n);
}

std::vector<Case> allCases() {
    std::vector<Case> out;
    for (Algorithm a : {Algorithm::Dfs, Algorithm::Bfs})
        for (int n = 1; n <= 7; ++n) out.push_back({a, n});
    return out;
}

// Walks the run forward, checking every step against the independent truths, and returns the
// tracker's snapshot after each number of events (index 0: nothing applied).
std::vector<Snapshot> walkForward(const Case& c, const std::vector<StepEvent>& events,
                                  OpenListTracker& tracker) {
    const bool dfs = c.algorithm == Algorithm::Dfs;
    const NaiveSearch naive(c.n, dfs);
    std::deque<Node> naiveOpen;
    std::size_t nextOp = 0;
    BoardState state(c.n);
    std::optional<Node> awaitingShow;  // popped node whose "show" events are being applied
    std::vector<Snapshot> snaps{snapshot(tracker)};
    for (std::size_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        SCOPED_TRACE("event " + std::to_string(i));
        // The show events after a Pop end at the first event that is neither Remove nor Place:
        // the board must then be the popped node.
        if (awaitingShow && e.kind != EventKind::Remove && e.kind != EventKind::Place) {
            EXPECT_EQ(state.placement(), asPlacement(*awaitingShow, c.n));
            awaitingShow.reset();
        }
        std::optional<Node> top;
        if (e.kind == EventKind::Pop && tracker.openSize() > 0) top = tracker.front(1).front();

        state.apply(e);
        tracker.apply(e);
        EXPECT_EQ(static_cast<std::int64_t>(tracker.openSize()), state.stats().openSize);
        EXPECT_EQ(static_cast<std::int64_t>(tracker.closedSize()), state.stats().closedSize);
        EXPECT_EQ(tracker.applied(), i + 1);

        if (e.kind == EventKind::Push || e.kind == EventKind::Pop) {
            if (nextOp >= naive.ops.size()) {
                ADD_FAILURE() << "more pushes and pops than the naive search made";
                break;
            }
            const Op& op = naive.ops[nextOp++];
            EXPECT_EQ(op.push, e.kind == EventKind::Push);
            if (op.push) {
                naiveOpen.push_back(op.node);
            } else {
                EXPECT_EQ(op.node, dfs ? naiveOpen.back() : naiveOpen.front());
                if (dfs)
                    naiveOpen.pop_back();
                else
                    naiveOpen.pop_front();
            }
            EXPECT_EQ(tracker.front(tracker.openSize()), handOutOrder(naiveOpen, dfs));
        }
        if (e.kind == EventKind::Pop) {
            EXPECT_TRUE(tracker.expanding().has_value());
            EXPECT_EQ(top, tracker.expanding());  // the node taken is the one front(1) named
            awaitingShow = tracker.expanding();
        }
        snaps.push_back(snapshot(tracker));
    }
    EXPECT_EQ(nextOp, naive.ops.size()) << "the naive search made more pushes and pops";
    EXPECT_EQ(tracker.openSize(), 0u);
    return snaps;
}

TEST(OpenListTracker, NaiveSearchFindsTheBruteForceSolutions) {
    for (int n = 1; n <= 7; ++n) {
        SCOPED_TRACE("n = " + std::to_string(n));
        EXPECT_EQ(NaiveSearch(n, true).solutions, testing::bruteForceSolutions(n));
        EXPECT_EQ(NaiveSearch(n, false).solutions, testing::bruteForceSolutions(n));
    }
}

TEST(OpenListTracker, FollowsTheRunAndUnwindsToTheStart) {
    for (const Case& c : allCases()) {
        SCOPED_TRACE(caseName(c));
        const std::vector<StepEvent> events = runEvents(c.algorithm, c.n);
        OpenListTracker tracker(c.n, *OpenListTracker::disciplineOf(c.algorithm));
        const std::vector<Snapshot> forward = walkForward(c, events, tracker);
        if (::testing::Test::HasFatalFailure() || forward.size() != events.size() + 1) return;
        for (std::size_t i = events.size(); i-- > 0;) {
            SCOPED_TRACE("undo of event " + std::to_string(i));
            ASSERT_TRUE(tracker.canUnapply(events[i]));
            tracker.unapply(events[i]);
            ASSERT_EQ(snapshot(tracker), forward[i]);
        }
        EXPECT_FALSE(tracker.canUnapply(events.front()));
        EXPECT_THROW(tracker.unapply(events.front()), std::logic_error);
    }
}

TEST(OpenListTracker, BoundedHistoryGoesForwardExactlyButRefusesOldPops) {
    constexpr std::size_t kLimit = 5;
    for (Algorithm a : {Algorithm::Dfs, Algorithm::Bfs}) {
        const Case c{a, 6};
        SCOPED_TRACE(caseName(c));
        const std::vector<StepEvent> events = runEvents(a, c.n);
        const Discipline d = *OpenListTracker::disciplineOf(a);
        OpenListTracker full(c.n, d);
        OpenListTracker bounded(c.n, d, kLimit);
        EXPECT_EQ(bounded.historyLimit(), kLimit);
        for (const StepEvent& e : events) {
            full.apply(e);
            bounded.apply(e);
            ASSERT_EQ(bounded.front(bounded.openSize()), full.front(full.openSize()));
            ASSERT_EQ(bounded.expanding(), full.expanding());
            ASSERT_EQ(bounded.closedSize(), full.closedSize());
        }
        // Back: the last kLimit pops can be undone, exactly; the one before cannot.
        std::size_t popsUndone = 0;
        std::size_t i = events.size();
        while (i-- > 0) {
            const StepEvent& e = events[i];
            if (!bounded.canUnapply(e)) break;
            full.unapply(e);
            bounded.unapply(e);
            popsUndone += e.kind == EventKind::Pop ? 1 : 0;
            ASSERT_EQ(bounded.front(bounded.openSize()), full.front(full.openSize()));
        }
        EXPECT_EQ(popsUndone, kLimit);
        ASSERT_LT(i, events.size());
        EXPECT_EQ(events[i].kind, EventKind::Pop);
        EXPECT_FALSE(bounded.expanding().has_value());  // that node was forgotten
        const Snapshot before = snapshot(bounded);
        EXPECT_THROW(bounded.unapply(events[i]), std::logic_error);
        EXPECT_EQ(snapshot(bounded), before);  // refused: unchanged
        // Forward again from there is still exact.
        for (std::size_t j = i + 1; j < events.size(); ++j) {
            full.apply(events[j]);
            bounded.apply(events[j]);
            ASSERT_EQ(bounded.front(bounded.openSize()), full.front(full.openSize()));
        }
    }
}

TEST(OpenListTracker, ZeroHistoryStillGoesForward) {
    const std::vector<StepEvent> events = runEvents(Algorithm::Bfs, 5);
    OpenListTracker full(5, Discipline::Queue);
    OpenListTracker none(5, Discipline::Queue, 0);
    for (const StepEvent& e : events) {
        full.apply(e);
        none.apply(e);
        ASSERT_EQ(none.front(none.openSize()), full.front(full.openSize()));
        EXPECT_FALSE(none.expanding().has_value());
        if (e.kind == EventKind::Pop) {
            EXPECT_FALSE(none.canUnapply(e));
        }
    }
}

// A tracker that is out of step must refuse, not show a wrong list.
TEST(OpenListTracker, WrongDisciplineIsRefusedAtTheFirstDifferentPop) {
    const std::vector<StepEvent> events = runEvents(Algorithm::Dfs, 4);
    OpenListTracker wrong(4, Discipline::Queue);
    std::size_t i = 0;
    bool refused = false;
    for (; i < events.size(); ++i) {
        const Snapshot before = snapshot(wrong);
        try {
            wrong.apply(events[i]);
        } catch (const std::logic_error&) {
            refused = true;
            EXPECT_EQ(snapshot(wrong), before);
            break;
        }
    }
    ASSERT_TRUE(refused);
    EXPECT_EQ(events[i].kind, EventKind::Pop);
    // The root pop (the only node) is fine; the second pop differs: DFS takes column 0, the
    // queue would hand out column 3 (pushed first).
    EXPECT_EQ(wrong.closedSize(), 1u);
}

TEST(OpenListTracker, RefusesEventsThatDoNotFitAndStaysUnchanged) {
    OpenListTracker t(4, Discipline::Stack);
    const auto refused = [&t](const StepEvent& e, bool undo = false) {
        const Snapshot before = snapshot(t);
        if (undo) {
            EXPECT_THROW(t.unapply(e), std::logic_error);
        } else {
            EXPECT_THROW(t.apply(e), std::logic_error);
        }
        EXPECT_EQ(snapshot(t), before);
    };
    StepEvent pop = StepEvent::make(EventKind::Pop, 0);
    refused(pop);  // OPEN is empty
    StepEvent root = StepEvent::make(EventKind::Push, 0);
    t.apply(root);
    StepEvent child = StepEvent::make(EventKind::Push, 0, 1, 2);
    child.value = 2;
    refused(child);                                        // row 0 is not on the board
    refused(StepEvent::make(EventKind::Place, 0, 4, 0));   // off the board
    refused(StepEvent::make(EventKind::Remove, 0, 0, 1));  // no queen there
    refused(StepEvent::make(EventKind::Swap, 0, 0, 1));    // not a graph-search event
    refused(StepEvent::make(EventKind::Mask, 0, 0));       // not a graph-search event
    StepEvent wrongPop = StepEvent::make(EventKind::Pop, 0, 0, 1);
    wrongPop.value = 1;
    refused(wrongPop);  // OPEN holds the root (depth 0), not (0, 1)
    t.apply(pop);
    EXPECT_EQ(t.expanding(), std::optional<Node>(Node{}));
    t.apply(StepEvent::make(EventKind::Place, 0, 0, 1));
    refused(StepEvent::make(EventKind::Place, 0, 0, 2));  // row 0 occupied
    StepEvent push = StepEvent::make(EventKind::Push, 0, 1, 3);
    push.value = 3;
    refused(push);  // depth must be row + 1
    push.value = 2;
    t.apply(push);
    EXPECT_EQ(t.front(5), std::vector<Node>{Node({1, 3})});
    StepEvent otherPush = push;
    otherPush.b = 0;
    refused(otherPush, true);  // not the last node pushed
    t.unapply(push);
    EXPECT_EQ(t.openSize(), 0u);
}

TEST(OpenListTracker, SizesAndDisciplines) {
    EXPECT_THROW(OpenListTracker(0, Discipline::Stack), std::invalid_argument);
    EXPECT_THROW(OpenListTracker(17, Discipline::Queue), std::invalid_argument);
    EXPECT_NO_THROW(OpenListTracker(16, Discipline::Queue));
    EXPECT_EQ(OpenListTracker::disciplineOf(Algorithm::Dfs), Discipline::Stack);
    EXPECT_EQ(OpenListTracker::disciplineOf(Algorithm::Bfs), Discipline::Queue);
    EXPECT_FALSE(OpenListTracker::disciplineOf(Algorithm::Bitmask).has_value());
    EXPECT_FALSE(OpenListTracker::disciplineOf(Algorithm::MinConflicts).has_value());
}

// n = 16 uses all 64 bits of a packed node: the DFS's first deep nodes come back intact.
TEST(OpenListTracker, SixteenQueensNodesSurviveThePacking) {
    DfsStepper s(options(16));
    OpenListTracker t(16, Discipline::Stack);
    BoardState state(16);
    StepEvent e;
    std::optional<Node> awaitingShow;
    int deepPops = 0;
    while (deepPops < 3 && s.next(e)) {
        if (awaitingShow && e.kind != EventKind::Remove && e.kind != EventKind::Place) {
            ASSERT_EQ(state.placement(), asPlacement(*awaitingShow, 16));
            awaitingShow.reset();
        }
        state.apply(e);
        t.apply(e);
        if (e.kind == EventKind::Pop) {
            awaitingShow = t.expanding();
            if (e.value == 16) ++deepPops;
        }
    }
    EXPECT_EQ(deepPops, 3);
}

}  // namespace
}  // namespace queens
