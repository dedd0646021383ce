// SimulatedAnnealingStepper checked against independent truth:
// - every run is replayed into a BoardState, which refuses any event that does not fit (a Move's
//   change of h is checked against its own counters, a Cool against the temperature it replaces);
// - the temperatures are recomputed here as t0 * decay^t, the probabilities as exp(-dh / T) with
//   T read back from the replayed BoardState, h by a pair-by-pair count;
// - solutions are confirmed by SolutionVerifier; the inverse replay restores every earlier state;
// - the acceptance of worse moves is compared with its probabilities statistically (loose bounds).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "BoardState.h"
#include "SimulatedAnnealingStepper.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

using namespace queens;
using SA = SimulatedAnnealingStepper;

namespace {

StepperOptions schedule(int n, std::uint64_t seed, double t0, double decay, double tMin,
                        std::uint64_t maxSteps = 0) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.t0 = t0;
    o.decay = decay;
    o.tMin = tMin;
    o.maxStepsPerRestart = maxSteps;
    return o;
}

StepperOptions defaults(int n, std::uint64_t seed) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    return o;
}

std::vector<StepEvent> runAll(const StepperOptions& o) {
    const auto stepper = StepperFactory::create(Algorithm::SimulatedAnnealing, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    EXPECT_FALSE(stepper->next(e));
    return events;
}

// Pairs of queens sharing a column or a diagonal, counted pair by pair.
long long pairsByHand(const std::vector<int>& p) {
    long long pairs = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            const int d = std::abs(p[i] - p[j]);
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

StopReason stopOf(const std::vector<StepEvent>& ev) {
    return static_cast<StopReason>(ev.back().reason);
}

std::string where(const StepperOptions& o) {
    return "n=" + std::to_string(o.n) + " seed=" + std::to_string(o.seed) +
           " t0=" + std::to_string(o.t0) + " decay=" + std::to_string(o.decay);
}

// Replays a run and checks every event against the rules of the header, recomputed here.
// Returns the final state.
BoardState replayChecked(const StepperOptions& o, const std::vector<StepEvent>& ev) {
    const int n = o.n;
    BoardState s(n);
    std::uint64_t t = 0;  // proposals seen
    std::uint64_t cools = 0;
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const StepEvent& e = ev[i];
        EXPECT_LT(e.line, SA::kPseudocode.size()) << where(o);
        if (i < static_cast<std::size_t>(n)) {  // the random start: one Place per row, in order
            EXPECT_EQ(e.kind, EventKind::Place) << where(o);
            EXPECT_EQ(e.a, static_cast<int>(i)) << where(o);
        }
        if (e.kind == EventKind::Propose) {
            const double T = s.temperature();
            EXPECT_EQ(t + 1, cools) << "one Cool before each proposal, " << where(o);
            EXPECT_GE(T, o.tMin) << where(o);
            EXPECT_EQ(e.delta, s.moveDelta(e.a, e.b)) << where(o);
            EXPECT_NE(e.b, s.queenAt(e.a)) << "a proposal moves the queen, " << where(o);
            const double p = fromBits(e.value);
            if (e.delta > 0) {
                EXPECT_DOUBLE_EQ(p, std::exp(-static_cast<double>(e.delta) / T)) << where(o);
            } else {
                EXPECT_EQ(p, 1.0) << where(o);
            }
            const bool accepted = e.reason == reasonCode(SwapVerdict::Accepted);
            if (e.delta <= 0) {
                EXPECT_TRUE(accepted) << where(o);
            }
            // A Move follows exactly the accepted proposals, and it is the proposed move.
            const bool moveNext = i + 1 < ev.size() && ev[i + 1].kind == EventKind::Move;
            EXPECT_EQ(accepted, moveNext) << where(o);
            if (moveNext) {
                const StepEvent& m = ev[i + 1];
                EXPECT_EQ(m.a, e.a);
                EXPECT_EQ(m.b, e.b);
                EXPECT_EQ(m.c, s.queenAt(e.a));
                EXPECT_EQ(m.delta, e.delta);
                const MoveKind kind = e.delta < 0    ? MoveKind::Downhill
                                      : e.delta == 0 ? MoveKind::Sideways
                                                     : MoveKind::Uphill;
                EXPECT_EQ(m.reason, reasonCode(kind)) << where(o);
            }
            ++t;
        }
        if (e.kind == EventKind::Move) {
            EXPECT_TRUE(i > 0 && ev[i - 1].kind == EventKind::Propose) << where(o);
        }
        if (e.kind == EventKind::Cool) {
            EXPECT_EQ(cools, t) << where(o);
            EXPECT_EQ(static_cast<std::uint64_t>(e.delta), toBits(s.temperature())) << where(o);
            const double expected = o.t0 * std::pow(o.decay, static_cast<double>(t));
            EXPECT_NEAR(fromBits(e.value), expected, expected * 1e-12) << where(o) << " t=" << t;
            ++cools;
        }
        EXPECT_NO_THROW(s.apply(e)) << where(o) << " event " << i;
        if (e.kind == EventKind::Move && n <= 16) {
            EXPECT_EQ(s.attackingPairs(), pairsByHand(s.placement())) << where(o);
        }
    }
    return s;
}

std::size_t countKind(const std::vector<StepEvent>& ev, EventKind k) {
    std::size_t count = 0;
    for (const StepEvent& e : ev) count += e.kind == k ? 1 : 0;
    return count;
}

// The proposals of a schedule that would run without freezing: t with t0 * decay^t < tMin.
std::uint64_t proposalsUntilFrozen(const StepperOptions& o) {
    std::uint64_t t = 0;
    while (o.t0 * std::pow(o.decay, static_cast<double>(t)) >= o.tMin) ++t;
    return t;
}

}  // namespace

TEST(SimulatedAnnealing, EveryRunFollowsTheRulesAndEndsAsItsReasonSays) {
    for (const int n : {2, 3, 4, 5, 8, 10, 16, 40}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            for (const auto& o : {defaults(n, seed), schedule(n, seed, 3.0, 0.99, 0.05)}) {
                const auto ev = runAll(o);
                ASSERT_GE(ev.size(), static_cast<std::size_t>(n) + 1);
                const BoardState s = replayChecked(o, ev);
                ASSERT_EQ(ev.back().kind, EventKind::Done) << where(o);
                EXPECT_EQ(countKind(ev, EventKind::Done), 1u) << where(o);
                const auto proposals = countKind(ev, EventKind::Propose);
                EXPECT_EQ(s.stats().moves, countKind(ev, EventKind::Move)) << where(o);
                if (stopOf(ev) == StopReason::Finished) {
                    // The run ends at the first board with h = 0, which the verifier confirms.
                    EXPECT_EQ(ev[ev.size() - 2].kind, EventKind::Solution) << where(o);
                    EXPECT_TRUE(SolutionVerifier::isSolution(s.placement())) << where(o);
                    EXPECT_GE(s.temperature(), o.tMin) << where(o);
                } else {
                    // Frozen exactly when the last Cool went below tMin, after the schedule's
                    // full length; h > 0 and no Solution.
                    EXPECT_EQ(stopOf(ev), StopReason::Frozen) << where(o);
                    EXPECT_LT(s.temperature(), o.tMin) << where(o);
                    EXPECT_EQ(proposals, proposalsUntilFrozen(o)) << where(o);
                    EXPECT_GT(s.attackingPairs(), 0) << where(o);
                    EXPECT_FALSE(SolutionVerifier::isSolution(s.placement())) << where(o);
                    EXPECT_EQ(countKind(ev, EventKind::Solution), 0u) << where(o);
                }
                if (n <= 3) {
                    EXPECT_EQ(stopOf(ev), StopReason::Frozen) << "no solution exists";
                }
            }
        }
    }
}

TEST(SimulatedAnnealing, DefaultsSolveMostEightQueensRuns) {
    int solved = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const auto o = defaults(8, seed);
        const auto ev = runAll(o);
        const BoardState s = replayChecked(o, ev);
        if (stopOf(ev) != StopReason::Finished) continue;
        ++solved;
        EXPECT_TRUE(SolutionVerifier::isSolution(s.placement())) << where(o);
    }
    EXPECT_GE(solved, 180);  // nearly all
}

TEST(SimulatedAnnealing, SmallBoards) {
    // n = 0 is refused by the factory; the stepper itself ends at once.
    SA empty(defaults(0, 1));
    StepEvent e;
    ASSERT_TRUE(empty.next(e));
    EXPECT_EQ(e.kind, EventKind::Done);
    EXPECT_EQ(static_cast<StopReason>(e.reason), StopReason::Finished);
    EXPECT_FALSE(empty.next(e));

    const auto one = runAll(defaults(1, 5));
    ASSERT_EQ(one.size(), 3u);
    EXPECT_EQ(one[0], StepEvent::make(EventKind::Place, SA::Start, 0, 0));
    EXPECT_EQ(one[1].kind, EventKind::Solution);
    EXPECT_EQ(one[2].kind, EventKind::Done);
    EXPECT_EQ(stopOf(one), StopReason::Finished);
}

TEST(SimulatedAnnealing, StepLimitCapsTheProposals) {
    // A schedule that would run for about 10^7 proposals at n = 60: the limit ends it first.
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto o = schedule(60, seed, 5.0, 0.9999999, 0.01, 300);
        const auto ev = runAll(o);
        const BoardState s = replayChecked(o, ev);
        EXPECT_EQ(stopOf(ev), StopReason::StepLimit) << where(o);
        EXPECT_EQ(ev.back().line, SA::CheckLimit);
        EXPECT_EQ(countKind(ev, EventKind::Propose), 300u) << where(o);
        EXPECT_EQ(countKind(ev, EventKind::Cool), 300u) << where(o);
        EXPECT_GE(s.temperature(), o.tMin);
        EXPECT_GT(s.attackingPairs(), 0);
    }
}

TEST(SimulatedAnnealing, InverseReplayRestoresEveryEarlierState) {
    for (const int n : {4, 6, 9}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto o = schedule(n, seed, 2.0, 0.99, 0.01);
            const auto ev = runAll(o);
            BoardState s(n);
            std::vector<BoardState> before;
            before.reserve(ev.size());
            for (const StepEvent& e : ev) {
                before.push_back(s);
                ASSERT_NO_THROW(s.apply(e)) << where(o);
            }
            for (std::size_t i = ev.size(); i-- > 0;) {
                ASSERT_NO_THROW(s.unapply(ev[i])) << where(o) << " event " << i;
                ASSERT_EQ(s, before[i]) << where(o) << " event " << i;
            }
            EXPECT_EQ(s, BoardState(n));
            EXPECT_EQ(s.temperature(), 0.0);
        }
    }
}

TEST(SimulatedAnnealing, SameSeedSameStream) {
    for (const int n : {5, 8, 30}) {
        const auto a = runAll(defaults(n, 42));
        EXPECT_EQ(a, runAll(defaults(n, 42)));
        EXPECT_NE(a, runAll(defaults(n, 43)));
    }
    // Two steppers interleaved: no shared state.
    SA x(defaults(8, 9));
    SA y(defaults(8, 9));
    StepEvent ex;
    StepEvent ey;
    for (;;) {
        const bool more = x.next(ex);
        ASSERT_EQ(more, y.next(ey));
        if (!more) break;
        ASSERT_EQ(ex, ey);
    }
}

// The uphill proposals of a run: how many, how many accepted, and the sum of their probabilities
// and of p (1 - p) (the expected count of acceptances and its variance).
struct Uphill {
    std::uint64_t proposed = 0;
    std::uint64_t accepted = 0;
    double expected = 0;
    double variance = 0;
};

Uphill uphillOf(const std::vector<StepEvent>& ev) {
    Uphill u;
    for (const StepEvent& e : ev) {
        if (e.kind != EventKind::Propose || e.delta <= 0) continue;
        const double p = fromBits(e.value);
        ++u.proposed;
        u.accepted += e.reason == reasonCode(SwapVerdict::Accepted) ? 1 : 0;
        u.expected += p;
        u.variance += p * (1 - p);
    }
    return u;
}

TEST(SimulatedAnnealing, HotAcceptsNearlyEveryWorseMoveAndColdNone) {
    // Hot: T stays near 10^6, so p = e^(-dh/T) > 0.9999 for any dh of a board of 12.
    const auto hot = uphillOf(runAll(schedule(12, 3, 1e6, 0.999999, 1.0, 20000)));
    ASSERT_GT(hot.proposed, 1000u);
    EXPECT_GT(static_cast<double>(hot.accepted), 0.99 * static_cast<double>(hot.proposed));
    // Cold: T <= 0.05, so p <= e^(-20), about 2e-9: no worse move is taken.
    Uphill cold;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto u = uphillOf(runAll(schedule(12, seed, 0.05, 0.999999, 0.01, 20000)));
        cold.proposed += u.proposed;
        cold.accepted += u.accepted;
    }
    ASSERT_GT(cold.proposed, 1000u);
    EXPECT_EQ(cold.accepted, 0u);
}

TEST(SimulatedAnnealing, WorseMovesAreAcceptedAsOftenAsTheirProbabilitiesSay) {
    // Warm enough that p is neither 0 nor 1 (T from 2 down to 0.5): the acceptances of worse
    // moves must match the sum of their probabilities within a few standard deviations.
    Uphill all;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto u = uphillOf(runAll(schedule(30, seed, 2.0, 0.9995, 0.5)));
        all.proposed += u.proposed;
        all.accepted += u.accepted;
        all.expected += u.expected;
        all.variance += u.variance;
    }
    ASSERT_GT(all.proposed, 10000u);
    ASSERT_GT(all.variance, 100.0);
    EXPECT_NEAR(static_cast<double>(all.accepted), all.expected, 5 * std::sqrt(all.variance));
}

TEST(SimulatedAnnealing, FactoryBuildsItAndValidatesTheSchedule) {
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::SimulatedAnnealing).size(),
              SA::kPseudocode.size());
    EXPECT_EQ(StepperFactory::pseudocode(Algorithm::SimulatedAnnealing).data(),
              SA::kPseudocode.data());
    const auto stepper = StepperFactory::create(Algorithm::SimulatedAnnealing, defaults(8, 1));
    EXPECT_EQ(stepper->algorithm(), Algorithm::SimulatedAnnealing);
    EXPECT_EQ(StepperFactory::validate(Algorithm::SimulatedAnnealing, defaults(8, 1)), "");

    const double nan = std::nan("");
    const std::vector<StepperOptions> bad = {
        schedule(8, 1, 0.0, 0.99, 0.01), schedule(8, 1, -1.0, 0.99, 0.01),
        schedule(8, 1, 2e6, 0.99, 0.01), schedule(8, 1, nan, 0.99, 0.01),
        schedule(8, 1, 2.0, 0.0, 0.01),  schedule(8, 1, 2.0, 1.0, 0.01),
        schedule(8, 1, 2.0, 1.5, 0.01),  schedule(8, 1, 2.0, nan, 0.01),
        schedule(8, 1, 2.0, 0.99, 0.0),  schedule(8, 1, 2.0, 0.99, 2.0),
        schedule(8, 1, 2.0, 0.99, 3.0),  schedule(8, 1, 2.0, 0.99, nan),
    };
    for (const auto& o : bad) {
        EXPECT_NE(StepperFactory::validate(Algorithm::SimulatedAnnealing, o), "") << where(o);
        EXPECT_THROW(StepperFactory::create(Algorithm::SimulatedAnnealing, o),
                     std::invalid_argument);
    }
    auto given = defaults(8, 1);
    given.fixed = {0, -1, -1, -1, -1, -1, -1, -1};
    EXPECT_NE(StepperFactory::validate(Algorithm::SimulatedAnnealing, given), "");
}
