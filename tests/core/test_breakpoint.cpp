// Breakpoint: breakpointHit() against an independent definition of every kind, written here from
// first principles, on the event streams of real steppers and on random event streams.
//
// Independent truth
// - The test keeps its own copy of the placement (row -> column, -1 for empty), updated from the
//   events alone (Place, Remove, Swap, Move), never read from BoardState. Depth k: a Place after
//   which this copy holds k queens. ConflictsAtMost k: a Place, Swap, Move or Adopt after which
//   the copy is full and
//   its collisions, counted pair by pair (a queen adds one per line - column, "\" diagonal, "/"
//   anti-diagonal - on which an earlier row already has a queen: the attacking excess), are <= k.
// - NextSolution / NextBacktrack / NextRestart: the event raised the solutions / backtracks /
//   restarts statistic (BoardState's counters before and after the event), i.e. what a user sees
//   change in the statistics panel.
// - A run-to from cursor c stops at the first index >= c whose event hits: checked against a
//   plain scan of the expected hits.
// - Coverage, so that the comparison cannot pass vacuously: every kind that breakpointApplies()
//   offers for an algorithm hits at least once in its runs, and the removes/restarts of
//   algorithms it does not offer them for never hit (they do not occur in those streams).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "Breakpoint.h"
#include "EventStreamGenerator.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

using Kind = Breakpoint::Kind;

// ---- the test's own model ---------------------------------------------------------------------

struct OwnBoard {
    explicit OwnBoard(int n) : cols(static_cast<std::size_t>(n), -1) {}

    void apply(const StepEvent& e) {
        switch (e.kind) {
            case EventKind::Place:
                cols[static_cast<std::size_t>(e.a)] = e.b;
                break;
            case EventKind::Remove:
                cols[static_cast<std::size_t>(e.a)] = -1;
                break;
            case EventKind::Swap:
                std::swap(cols[static_cast<std::size_t>(e.a)], cols[static_cast<std::size_t>(e.b)]);
                break;
            case EventKind::Move:
                cols[static_cast<std::size_t>(e.a)] = e.b;
                break;
            default:
                break;
        }
    }
    int n() const { return static_cast<int>(cols.size()); }
    int queens() const {
        int q = 0;
        for (int c : cols) q += c >= 0 ? 1 : 0;
        return q;
    }
    // Attacking excess, pair by pair: row r adds one for each kind of line on which some earlier
    // row already stands.
    std::int64_t collisions() const {
        std::int64_t total = 0;
        for (int r = 0; r < n(); ++r) {
            const int c = cols[static_cast<std::size_t>(r)];
            if (c < 0) continue;
            bool column = false, diag = false, anti = false;
            for (int s = 0; s < r; ++s) {
                const int d = cols[static_cast<std::size_t>(s)];
                if (d < 0) continue;
                column = column || d == c;
                diag = diag || r - c == s - d;
                anti = anti || r + c == s + d;
            }
            total += (column ? 1 : 0) + (diag ? 1 : 0) + (anti ? 1 : 0);
        }
        return total;
    }

    std::vector<int> cols;
};

bool expectedHit(const Breakpoint& b, const StepEvent& e, const OwnBoard& own,
                 const SearchStats& before, const SearchStats& after) {
    switch (b.kind) {
        case Kind::NextSolution:
            return after.solutions > before.solutions;
        case Kind::NextBacktrack:
            return after.backtracks > before.backtracks;
        case Kind::NextRestart:
            return after.restarts > before.restarts;
        case Kind::Depth:
            return e.kind == EventKind::Place && own.queens() == b.k;
        case Kind::ConflictsAtMost:
            return (e.kind == EventKind::Place || e.kind == EventKind::Swap ||
                    e.kind == EventKind::Move || e.kind == EventKind::Adopt) &&
                   own.queens() == own.n() && own.collisions() <= b.k;
        case Kind::NextWipeout:
            return after.wipeouts > before.wipeouts;
        case Kind::NextBackjump:
            return after.backjumps > before.backjumps;
    }
    return false;
}

std::vector<Breakpoint> breakpointsFor(int n) {
    std::vector<Breakpoint> out = {{Kind::NextSolution, 0},
                                   {Kind::NextBacktrack, 0},
                                   {Kind::NextRestart, 0},
                                   {Kind::NextWipeout, 0},
                                   {Kind::NextBackjump, 0}};
    for (int k = 0; k <= n + 1; ++k) out.push_back({Kind::Depth, k});
    for (int k = 0; k <= 6; ++k) out.push_back({Kind::ConflictsAtMost, k});
    return out;
}

std::string describe(const Breakpoint& b) {
    static const char* names[] = {"NextSolution",    "NextBacktrack", "NextRestart", "Depth",
                                  "ConflictsAtMost", "NextWipeout",   "NextBackjump"};
    return std::string(names[static_cast<int>(b.kind)]) + " k=" + std::to_string(b.k);
}

// Per breakpoint: the indices of the events that hit according to the independent definition.
// Along the way every event is also compared with breakpointHit().
std::map<std::size_t, std::vector<std::uint64_t>> compareAll(int n,
                                                             const std::vector<StepEvent>& events,
                                                             const std::vector<Breakpoint>& bps) {
    std::map<std::size_t, std::vector<std::uint64_t>> hits;
    BoardState state(n);
    OwnBoard own(n);
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        const SearchStats before = state.stats();
        state.apply(e);
        own.apply(e);
        EXPECT_EQ(own.cols, state.placement()) << "event " << i;  // the model tracks the run
        for (std::size_t j = 0; j < bps.size(); ++j) {
            const bool expected = expectedHit(bps[j], e, own, before, state.stats());
            const bool actual = breakpointHit(bps[j], e, state);
            EXPECT_EQ(actual, expected) << describe(bps[j]) << " at event " << i;
            if (expected) hits[j].push_back(i);
        }
    }
    return hits;
}

// Where a run to b starting at cursor `start` stops: the index of the event that hits, applying
// events start, start + 1, ... to the state after `start` events (as the player does).
std::optional<std::uint64_t> runTo(int n, const std::vector<StepEvent>& events, std::uint64_t start,
                                   const Breakpoint& b) {
    BoardState state(n);
    for (std::uint64_t i = 0; i < start; ++i) state.apply(events[i]);
    for (std::uint64_t i = start; i < events.size(); ++i) {
        state.apply(events[i]);
        if (breakpointHit(b, events[i], state)) return i;
    }
    return std::nullopt;
}

std::vector<StepEvent> runAll(Algorithm a, const StepperOptions& o) {
    auto stepper = StepperFactory::create(a, o);
    std::vector<StepEvent> out;
    StepEvent e;
    while (stepper->next(e)) out.push_back(e);
    return out;
}

struct Case {
    Algorithm algorithm;
    int n;
    std::uint64_t seed;
    std::uint64_t maxStepsPerRestart;  // min-conflicts: small budgets force restarts
};

void PrintTo(const Case& c, std::ostream* os) {
    *os << algorithmName(c.algorithm) << " n=" << c.n << " seed=" << c.seed
        << " budget=" << c.maxStepsPerRestart;
}

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
    std::string name(algorithmName(info.param.algorithm));
    for (char& ch : name)
        if (ch == '-') ch = '_';
    return name + "_n" + std::to_string(info.param.n) + "_seed" + std::to_string(info.param.seed) +
           "_budget" + std::to_string(info.param.maxStepsPerRestart);
}

class StepperBreakpoints : public ::testing::TestWithParam<Case> {};

TEST_P(StepperBreakpoints, HitsExactlyWhereTheIndependentDefinitionSays) {
    const Case c = GetParam();
    StepperOptions o;
    o.n = c.n;
    o.seed = c.seed;
    o.allSolutions = true;
    o.maxStepsPerRestart = c.maxStepsPerRestart;
    const std::vector<StepEvent> events = runAll(c.algorithm, o);
    ASSERT_FALSE(events.empty());
    const std::vector<Breakpoint> bps = breakpointsFor(c.n);
    auto hits = compareAll(c.n, events, bps);

    BoardState end(c.n);
    for (const StepEvent& e : events) end.apply(e);
    const SearchStats& stats = end.stats();
    for (std::size_t j = 0; j < bps.size(); ++j) {
        const Breakpoint& b = bps[j];
        const std::size_t count = hits[j].size();
        SCOPED_TRACE(describe(b));
        switch (b.kind) {
            case Kind::NextSolution:
                EXPECT_EQ(count, stats.solutions);
                if (c.n >= 4) {
                    EXPECT_GT(count, 0u);  // every such run here finds a solution
                }
                break;
            case Kind::NextBacktrack:
                EXPECT_EQ(count, stats.backtracks);
                if (breakpointApplies(b.kind, c.algorithm)) {
                    EXPECT_GT(count, 0u);
                } else {
                    EXPECT_EQ(count, 0u);  // not offered: it never happens in these searches
                }
                break;
            case Kind::NextRestart:
                EXPECT_EQ(count, stats.restarts);
                if (!breakpointApplies(b.kind, c.algorithm)) {
                    EXPECT_EQ(count, 0u);
                }
                if (c.maxStepsPerRestart != 0 || c.n == 3) {
                    EXPECT_GT(count, 0u);  // small budgets, or no solution at all, restart
                }
                break;
            case Kind::Depth:
                if (b.k < 1 || b.k > c.n) {
                    EXPECT_EQ(count, 0u);
                } else if (c.algorithm == Algorithm::MinConflicts) {
                    // Each build places rows 0..n-1 once: each depth once per (re)start.
                    EXPECT_EQ(count, stats.restarts + 1);
                } else {
                    EXPECT_GT(count, 0u);  // n = 6 has solutions: every depth is reached
                }
                break;
            case Kind::ConflictsAtMost:
                if (c.algorithm == Algorithm::MinConflicts && c.n >= 4) {
                    EXPECT_GT(count, 0u);  // the solution at least
                }
                if (j > 0 && bps[j - 1].kind == Kind::ConflictsAtMost) {
                    EXPECT_GE(count, hits[j - 1].size());  // a larger bound hits more often
                }
                break;
            case Kind::NextWipeout:  // the run's options decide whether any happens
                EXPECT_EQ(count, stats.wipeouts);
                if (!breakpointApplies(b.kind, c.algorithm)) {
                    EXPECT_EQ(count, 0u);
                }
                break;
            case Kind::NextBackjump:
                EXPECT_EQ(count, stats.backjumps);
                if (!breakpointApplies(b.kind, c.algorithm)) {
                    EXPECT_EQ(count, 0u);
                }
                break;
        }
    }

    // Run-to from several cursors: the first hit at or after the start.
    for (std::uint64_t start : {std::uint64_t{0}, std::uint64_t{1}, events.size() / 3,
                                events.size() / 2, events.size() - 1}) {
        for (std::size_t j = 0; j < bps.size(); ++j) {
            std::optional<std::uint64_t> expected;
            for (std::uint64_t i : hits[j]) {
                if (i >= start) {
                    expected = i;
                    break;
                }
            }
            EXPECT_EQ(runTo(c.n, events, start, bps[j]), expected)
                << describe(bps[j]) << " from " << start;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Steppers, StepperBreakpoints,
    ::testing::Values(
        Case{Algorithm::Backtracking, 6, 1, 0}, Case{Algorithm::Bitmask, 6, 1, 0},
        Case{Algorithm::Dfs, 6, 1, 0}, Case{Algorithm::Bfs, 5, 1, 0},
        Case{Algorithm::Symmetric, 6, 1, 0}, Case{Algorithm::Permutation, 6, 1, 0},
        Case{Algorithm::MinConflicts, 30, 1, 0}, Case{Algorithm::MinConflicts, 30, 2, 0},
        Case{Algorithm::MinConflicts, 30, 3, 0}, Case{Algorithm::MinConflicts, 30, 4, 25},
        Case{Algorithm::MinConflicts, 30, 5, 25}, Case{Algorithm::MinConflicts, 8, 2, 10},
        Case{Algorithm::MinConflicts, 3, 1, 0}),
    caseName);

// Random streams exercise orders no stepper produces: removes for every reason, swaps on partial
// boards, solutions reached by hand, restarts anywhere.
TEST(Breakpoint, RandomStreamsAgreeWithTheIndependentDefinition) {
    for (int n : {1, 4, 5, 8}) {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            SCOPED_TRACE("n=" + std::to_string(n) + " seed=" + std::to_string(seed));
            queens::testing::EventStreamGenerator gen(n, seed);
            const std::vector<StepEvent> events = gen.make(3000);
            const std::vector<Breakpoint> bps = breakpointsFor(n);
            auto hits = compareAll(n, events, bps);
            // The random streams hold every kind: solutions, restarts and full boards occur.
            EXPECT_GT(hits[0].size(), 0u);  // NextSolution
            EXPECT_GT(hits[2].size(), 0u);  // NextRestart
        }
    }
}

// Removes that are not backtracks, and shrinking boards, do not hit.
TEST(Breakpoint, OnlyTheNamedEventsHit) {
    BoardState s(4);
    const auto place = [&](int r, int c) {
        const StepEvent e = StepEvent::make(EventKind::Place, 0, r, c);
        s.apply(e);
        return e;
    };
    const StepEvent p0 = place(0, 1);
    EXPECT_TRUE(breakpointHit({Kind::Depth, 1}, p0, s));
    EXPECT_FALSE(breakpointHit({Kind::Depth, 2}, p0, s));
    place(1, 3);
    const StepEvent p2 = place(2, 0);
    EXPECT_TRUE(breakpointHit({Kind::Depth, 3}, p2, s));
    EXPECT_FALSE(breakpointHit({Kind::ConflictsAtMost, 5}, p2, s));  // not a full board yet
    const StepEvent p3 = place(3, 2);                                // 1 3 0 2: a solution
    EXPECT_TRUE(breakpointHit({Kind::ConflictsAtMost, 0}, p3, s));

    const StepEvent sol = StepEvent::make(EventKind::Solution, 0);
    s.apply(sol);
    EXPECT_TRUE(breakpointHit({Kind::NextSolution, 0}, sol, s));
    EXPECT_FALSE(breakpointHit({Kind::ConflictsAtMost, 0}, sol, s));  // not a Place or Swap

    for (RemoveReason why : {RemoveReason::Backtrack, RemoveReason::Next, RemoveReason::Restart}) {
        const StepEvent rm = StepEvent::make(EventKind::Remove, 0, 3, 2, reasonCode(why));
        s.apply(rm);
        EXPECT_EQ(breakpointHit({Kind::NextBacktrack, 0}, rm, s), why == RemoveReason::Backtrack);
        EXPECT_FALSE(breakpointHit({Kind::Depth, 3}, rm, s));  // back to 3 queens by a Remove
        s.unapply(rm);
    }
    const StepEvent swap = StepEvent::make(EventKind::Swap, 0, 0, 1);  // 3 1 0 2: collisions
    s.apply(swap);
    ASSERT_GT(s.collisions(), 0);
    EXPECT_FALSE(breakpointHit({Kind::ConflictsAtMost, 0}, swap, s));
    EXPECT_TRUE(breakpointHit({Kind::ConflictsAtMost, s.collisions()}, swap, s));
    const StepEvent restart = StepEvent::make(EventKind::Restart, 0, 1);
    s.apply(restart);
    EXPECT_TRUE(breakpointHit({Kind::NextRestart, 0}, restart, s));
    EXPECT_FALSE(breakpointHit({Kind::NextSolution, 0}, restart, s));
}

TEST(Breakpoint, OfferedKindsPerAlgorithm) {
    for (Algorithm a : kAllAlgorithms) {
        SCOPED_TRACE(std::string(algorithmName(a)));
        EXPECT_TRUE(breakpointApplies(Kind::NextSolution, a));
        // A search offers exactly one of "depth" (boards built row by row) and "conflicts"
        // (full boards with collisions).
        EXPECT_NE(breakpointApplies(Kind::Depth, a), breakpointApplies(Kind::ConflictsAtMost, a));
        // The searches whose steppers emit Restart events.
        EXPECT_EQ(breakpointApplies(Kind::NextRestart, a),
                  a == Algorithm::MinConflicts || a == Algorithm::HillClimbing ||
                      a == Algorithm::TextbookMinConflicts);
    }
}

}  // namespace
