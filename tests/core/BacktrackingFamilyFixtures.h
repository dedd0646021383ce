#pragma once
// BacktrackingFamilyFixtures: helpers shared by the record[] backtracking family tests
// (test_backtracking_family.cpp, test_symmetric_stepper.cpp). Header-only.
//
// Independent truth provided here: the published totals of OEIS A000170, and a check of every
// reported board by placing its queens on a fresh BoardState. runToEnd() replays a stepper on a
// BoardState (which throws on an event that does not fit) and checks the Done contract;
// collectSolutions() gathers the boards a run reports, Found boards as they stand and Mirrored
// boards reflected here (column c -> n-1-c), never from the stepper's own variables.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "Stepper.h"
#include "StepperOptions.h"

namespace backtrackingtest {

using Placement = std::vector<int>;

// OEIS A000170, number of solutions of the n-queens problem, n = 0..12.
inline constexpr std::array<std::uint64_t, 13> kA000170 = {1,  1,  0,   0,   2,    10,   4,
                                                           40, 92, 352, 724, 2680, 14200};

inline queens::StepperOptions optionsFor(int n, bool allSolutions = true) {
    queens::StepperOptions o;
    o.n = n;
    o.allSolutions = allSolutions;
    return o;
}

template <class E>
std::uint8_t code(E v) {
    return static_cast<std::uint8_t>(v);
}

// Runs `s` to its end. visit(e, state) sees every event with the state *before* it; the event
// is then applied. Checks the Done contract: exactly one Done, the last event, then next() fails.
template <class Visit>
queens::BoardState runToEnd(queens::Stepper& s, Visit&& visit) {
    queens::BoardState state(s.n());
    queens::StepEvent e;
    int dones = 0;
    while (s.next(e)) {
        EXPECT_EQ(dones, 0) << "an event after Done";
        visit(e, state);
        state.apply(e);
        if (e.kind == queens::EventKind::Done) ++dones;
    }
    EXPECT_EQ(dones, 1);
    EXPECT_FALSE(s.next(e));
    return state;
}

inline Placement mirrored(const Placement& p) {
    Placement m(p.size());
    const int n = static_cast<int>(p.size());
    for (std::size_t r = 0; r < p.size(); ++r) m[r] = n - 1 - p[r];
    return m;
}

// The solutions a run reports: the board at each Found event, its mirror at each Mirrored event.
struct Reported {
    std::vector<Placement> boards;
    std::uint64_t found = 0;
    std::uint64_t mirroredCount = 0;
    queens::BoardState end;
};

template <class S>
Reported collectSolutions(int n, bool allSolutions = true) {
    using queens::EventKind;
    using queens::SolutionKind;
    S stepper(optionsFor(n, allSolutions));
    Reported out;
    Placement lastFound;
    out.end = runToEnd(stepper, [&](const queens::StepEvent& e, const queens::BoardState& st) {
        if (e.kind != EventKind::Solution) return;
        if (e.reason == code(SolutionKind::Found)) {
            EXPECT_TRUE(st.isSolution());
            lastFound = st.placement();
            out.boards.push_back(lastFound);
            ++out.found;
        } else {
            ASSERT_EQ(e.reason, code(SolutionKind::Mirrored));
            EXPECT_EQ(st.placement(), lastFound) << "Mirrored must follow its Found board";
            out.boards.push_back(mirrored(st.placement()));
            ++out.mirroredCount;
        }
    });
    return out;
}

// A full run of S on an n x n board reports the published number of distinct solutions, and
// every reported board (mirrored ones included) is a solution when placed on a fresh board.
template <class S>
void expectPublishedTotal(int n) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const Reported r = collectSolutions<S>(n);
    const std::set<Placement> unique(r.boards.begin(), r.boards.end());
    EXPECT_EQ(unique.size(), r.boards.size()) << "a solution was reported twice";
    EXPECT_EQ(r.boards.size(), kA000170[static_cast<std::size_t>(n)]);
    for (const Placement& p : unique) {  // the mirrored boards are checked here too
        queens::BoardState b(n);
        for (int row = 0; row < n; ++row) {
            queens::StepEvent put = queens::StepEvent::make(queens::EventKind::Place, 0, row,
                                                            p[static_cast<std::size_t>(row)]);
            b.apply(put);
        }
        EXPECT_TRUE(b.isSolution());
    }
}

}  // namespace backtrackingtest
