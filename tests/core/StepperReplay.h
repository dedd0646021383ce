#pragma once
// StepperReplay: helpers shared by the BitmaskStepper / DfsStepper / BfsStepper / IddfsStepper
// tests (test_bitmask_stepper.cpp, test_graph_search.cpp, the *_iddfs.cpp tests).
//
// Independent truth provided here: the published totals of OEIS A000170 and an O(n^2) attack
// test computed from a placement alone (never from a stepper's own variables). replay() drives a
// stepper through a BoardState and checks the universal end-of-run contract and the line ids.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "Stepper.h"
#include "StepperFactory.h"
#include "StepperOptions.h"

namespace queens::testing {

// OEIS A000170: number of solutions of the n-queens problem, n = 1..12.
inline constexpr std::uint64_t kPublishedTotals[] = {1,  0,  0,   2,   10,   4,
                                                     40, 92, 352, 724, 2680, 14200};

inline StepperOptions options(int n, bool all) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = all;
    return o;
}

// Every event of a run of `algorithm`, in order.
inline std::vector<StepEvent> allEvents(Algorithm algorithm, const StepperOptions& o) {
    const auto stepper = StepperFactory::create(algorithm, o);
    std::vector<StepEvent> out;
    StepEvent e;
    while (stepper->next(e)) out.push_back(e);
    return out;
}

// ---- independent attack tests ---------------------------------------------------------------

inline bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(r1 - r2) == std::abs(c1 - c2);
}

// True when no queen in rows < row attacks (row, col).
inline bool safe(const BoardState& s, int row, int col) {
    for (int r = 0; r < row; ++r)
        if (s.queenAt(r) != BoardState::kEmpty && attacks(r, s.queenAt(r), row, col)) return false;
    return true;
}

// O(n^2) check of a full placement.
inline bool validSolution(const std::vector<int>& p) {
    const int n = static_cast<int>(p.size());
    for (int i = 0; i < n; ++i) {
        if (p[static_cast<std::size_t>(i)] < 0 || p[static_cast<std::size_t>(i)] >= n) return false;
        for (int j = i + 1; j < n; ++j)
            if (attacks(i, p[static_cast<std::size_t>(i)], j, p[static_cast<std::size_t>(j)]))
                return false;
    }
    return true;
}

// ---- replay ---------------------------------------------------------------------------------

struct Replay {
    std::vector<std::vector<int>> solutions;  // placement at each Solution event, in order
    std::uint64_t events = 0;
    BoardState state;
};

// Runs the stepper to its end, applying every event to a BoardState(n) and calling
// visit(event, stateAfter). Checks the universal end-of-run contract and the line ids.
// With a `limit`, stops after that many events (a prefix of a long run: no end checks).
template <class Visit>
Replay replay(Stepper& stepper, Visit&& visit, std::uint64_t limit = UINT64_MAX) {
    Replay out{{}, 0, BoardState(stepper.n())};
    const auto lines = stepper.pseudocode().size();
    StepEvent e;
    bool sawDone = false;
    while (out.events < limit && stepper.next(e)) {
        EXPECT_FALSE(sawDone) << "event after Done";
        EXPECT_LT(e.line, lines) << "event " << out.events;
        out.state.apply(e);  // throws std::logic_error on an inapplicable event
        ++out.events;
        if (e.kind == EventKind::Solution) {
            EXPECT_TRUE(out.state.isSolution()) << "event " << out.events;
            out.solutions.push_back(out.state.placement());
        }
        if (e.kind == EventKind::Done) sawDone = true;
        visit(e, out.state);
    }
    if (out.events == limit && !sawDone) return out;
    EXPECT_TRUE(sawDone);
    EXPECT_FALSE(stepper.next(e)) << "next() must stay false after Done";
    return out;
}

template <class S>
Replay replay(const StepperOptions& o) {
    S s(o);
    return replay(s, [](const StepEvent&, const BoardState&) {});
}

}  // namespace queens::testing
