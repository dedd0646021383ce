// BoardState and Domains on the constraint-search events (Select, Propagate, Revise, Prune,
// Restore, Wipeout, Jump): every accepted event is undone exactly by unapply, the refused ones
// throw and change nothing, and a snapshot keeps the domains. The expected domains are written
// out by hand from the events, never read back from the class under test.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "Domains.h"
#include "StepEvent.h"

using namespace queens;

namespace {

StepEvent ev(EventKind k, int a = -1, int b = -1, int c = -1, std::uint64_t value = 0,
             std::uint8_t reason = 0) {
    StepEvent e = StepEvent::make(k, 0, a, b, reason);
    e.c = c;
    e.value = value;
    return e;
}
StepEvent prune(int row, int col, int cause, PruneCause kind = PruneCause::ForwardCheck) {
    return ev(EventKind::Prune, row, col, cause, 0, reasonCode(kind));
}
StepEvent restore(int row, int col, int cause, PruneCause kind = PruneCause::ForwardCheck) {
    return ev(EventKind::Restore, row, col, cause, 0, reasonCode(kind));
}

// Events on a 4-board that fit the state (the bookkeeping is what is tested, not a search): a
// queen at (0, 1) prunes six values, an Arc prune, a second queen, a wipe-out undone, two Jumps.
std::vector<StepEvent> sampleRun() {
    return {
        ev(EventKind::Select, 0, 4, 3, 6),
        ev(EventKind::Try, 0, 1),
        ev(EventKind::Place, 0, 1),
        ev(EventKind::Propagate, 0, 1, -1, 12),
        prune(1, 0, 0),
        prune(1, 1, 0),
        prune(1, 2, 0),
        prune(2, 1, 0),
        prune(2, 3, 0),
        prune(3, 1, 0),
        ev(EventKind::Revise, 2, 1, -1, 2),
        prune(2, 0, 1, PruneCause::Arc),
        ev(EventKind::Select, 1, 1, -1, 0),
        ev(EventKind::Try, 1, 3),
        ev(EventKind::Place, 1, 3),
        ev(EventKind::Propagate, 1, 3, -1, 3),
        prune(2, 2, 1),
        ev(EventKind::Wipeout, 2, -1, 1),
        restore(2, 2, 1),
        ev(EventKind::Remove, 1, 3, -1, 0, reasonCode(RemoveReason::Backtrack)),
        ev(EventKind::Jump, 1, 0, 0, 0b1),
        ev(EventKind::Jump, 3, -1, 1, 0),
    };
}

}  // namespace

TEST(CspEvents, ApplyThenUnapplyRestoresEveryEarlierState) {
    const auto run = sampleRun();
    BoardState s(4);
    std::vector<BoardState> before;
    for (const StepEvent& e : run) {
        before.push_back(s);
        BoardState copy = s;
        copy.apply(e);
        copy.unapply(e);
        EXPECT_EQ(copy, s) << eventKindName(e.kind);
        s.apply(e);
    }
    for (std::size_t i = run.size(); i-- > 0;) {
        s.unapply(run[i]);
        EXPECT_EQ(s, before[i]) << i;
    }
    EXPECT_EQ(s, BoardState(4));
}

TEST(CspEvents, DomainsAndStatisticsFollowTheEvents) {
    BoardState s(4);
    for (const StepEvent& e : sampleRun()) s.apply(e);
    const Domains& d = s.domains();
    // Row 0: all four values; row 1: {3}; row 2: {2} (restored); row 3: {0, 2, 3}.
    EXPECT_EQ(d.size(0), 4);
    EXPECT_EQ(d.size(1), 1);
    EXPECT_TRUE(d.contains(1, 3));
    EXPECT_EQ(d.size(2), 1);  // (2, 2) came back
    EXPECT_TRUE(d.contains(2, 2));
    EXPECT_EQ(d.size(3), 3);
    EXPECT_FALSE(d.contains(3, 1));
    EXPECT_EQ(d.cause(2, 0), (Domains::Cause{1, PruneCause::Arc}));
    EXPECT_EQ(d.cause(3, 1), (Domains::Cause{0, PruneCause::ForwardCheck}));
    EXPECT_EQ(d.cause(3, 0), Domains::Cause{});
    EXPECT_EQ(d.removed(), 7);
    const SearchStats& st = s.stats();
    EXPECT_EQ(st.checks, 6u + 12u + 2u + 3u);  // Select, Propagate, Revise, Propagate
    EXPECT_EQ(st.prunings, 8u);
    EXPECT_EQ(st.wipeouts, 1u);
    EXPECT_EQ(st.revisions, 1u);
    EXPECT_EQ(st.backjumps, 1u);  // only the Jump that skips a row
    EXPECT_EQ(st.backtracks, 1u);
    EXPECT_EQ(s.queenAt(0), 1);
    EXPECT_EQ(s.queenAt(1), BoardState::kEmpty);
}

TEST(CspEvents, RefusedEventsThrowAndChangeNothing) {
    BoardState s(4);
    for (const StepEvent& e : sampleRun()) s.apply(e);
    const BoardState before = s;
    const std::vector<StepEvent> refused = {
        prune(3, 1, 0),                         // pruned twice
        prune(3, 1, 2),                         // pruned twice, other cause
        restore(3, 1, 2),                       // restored with the wrong row
        restore(3, 1, 0, PruneCause::Arc),      // restored with the wrong kind
        restore(3, 0, 0),                       // restore of a value in the domain
        ev(EventKind::Wipeout, 3, -1, 0),       // row 3 still has values
        ev(EventKind::Select, 0, 4, -1, 0),     // row 0 holds a queen
        ev(EventKind::Propagate, 1, 3, -1, 1),  // no queen at (1, 3)
        prune(4, 0, 0),                         // off the board
        prune(0, 0, 9),                         // cause off the board
        ev(EventKind::Revise, 0, 7, -1, 1),     // row off the board
        ev(EventKind::Wipeout, 0, -1, 1),       // an assigned row
        ev(EventKind::Jump, 5, 0, 0, 0),        // row off the board
    };
    for (const StepEvent& e : refused) {
        EXPECT_THROW(s.apply(e), std::logic_error) << eventKindName(e.kind) << " " << e.a;
        EXPECT_EQ(s, before);
    }
    // Undo refusals: a Prune never applied, a Wipeout of a row with values.
    EXPECT_THROW(s.unapply(prune(3, 0, 0)), std::logic_error);
    EXPECT_EQ(s, before);
    EXPECT_THROW(s.unapply(ev(EventKind::Wipeout, 3, -1, 0)), std::logic_error);
    EXPECT_EQ(s, before);
}

TEST(CspEvents, DomainsRefusalsAndEqualityByContent) {
    Domains d(3);
    Domains fresh(3);
    EXPECT_THROW(d.apply(ev(EventKind::Try, 0, 0)), std::logic_error);
    EXPECT_THROW(d.apply(restore(0, 0, 1)), std::logic_error);
    EXPECT_THROW(d.apply(ev(EventKind::Wipeout, 0, -1, 1)), std::logic_error);
    EXPECT_EQ(d, fresh);
    d.apply(prune(0, 2, 1));
    EXPECT_FALSE(d == fresh);
    EXPECT_THROW(d.apply(prune(0, 2, 1)), std::logic_error);
    d.apply(restore(0, 2, 1));
    EXPECT_EQ(d, fresh);  // allocated storage, same content
    EXPECT_EQ(d.removed(), 0);
    for (int c = 0; c < 3; ++c) d.apply(prune(1, c, 0, PruneCause::Arc));
    EXPECT_EQ(d.size(1), 0);
    d.apply(ev(EventKind::Wipeout, 1, -1, 0));  // accepted: row 1 is empty
}

TEST(CspEvents, SnapshotRoundTripKeepsTheDomains) {
    BoardState s(4);
    const auto run = sampleRun();
    for (std::size_t i = 0; i < 12; ++i) s.apply(run[i]);  // up to the Arc prune
    const BoardState copy = BoardState::restore(s.snapshot());
    EXPECT_EQ(copy, s);
    EXPECT_EQ(copy.domains().cause(2, 0), (Domains::Cause{1, PruneCause::Arc}));
    BoardState other(4);
    other.assign(s.snapshot());
    EXPECT_EQ(other, s);
    // The restored board goes on and comes back like the original.
    for (std::size_t i = 12; i < run.size(); ++i) {
        s.apply(run[i]);
        other.apply(run[i]);
    }
    EXPECT_EQ(other, s);
}
