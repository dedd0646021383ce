// Tests of RunHistory, which collects the marks and tries counts of the batches (see
// test_run_marks.cpp for what the recorder writes) and answers the charts' queries for any
// cursor, forward and back: series up to the cursor, decimation, thinning within the memory
// bound, and tries per row walked over the Timeline.
//
// The expected values come from the independent truth of RunHistoryFixtures.h (a replay that
// consults neither BoardState nor the recorder). The runs come from real steppers
// (StepperFactory) and from the seeded EventStreamGenerator.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "EventStreamGenerator.h"
#include "RunHistory.h"
#include "RunHistoryFixtures.h"
#include "RunMark.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineBatch.h"

namespace queens {
namespace {

using namespace fixtures;

// ---- RunHistory against the truth -------------------------------------------------------------

void checkAt(const RecordedRun& run, const Timeline& t, const RunHistory& h, std::uint64_t c,
             RunHistory::RowTries* hint) {
    SCOPED_TRACE("cursor " + std::to_string(c));
    const Truth& tr = run.truth;
    const auto sol = upTo(tr.solutions, c);
    ASSERT_EQ(h.solutionsSeries(c, RunHistory::kAll), sol);
    ASSERT_EQ(h.collisionsSeries(c, RunHistory::kAll), upTo(tr.collisions, c));
    std::vector<std::uint64_t> restartSteps;
    for (const Point& p : upTo(tr.restarts, c)) restartSteps.push_back(p.step);
    ASSERT_EQ(h.restartSteps(c), restartSteps);
    ASSERT_EQ(h.lastSolution(c).has_value(), !sol.empty());
    if (!sol.empty()) {
        // The value of the last mark is the number of Solution events before c.
        const auto count =
            std::count_if(run.events.begin(), run.events.begin() + std::ptrdiff_t(c),
                          [](const StepEvent& e) { return e.kind == EventKind::Solution; });
        ASSERT_EQ(h.lastSolution(c)->value, count);
    }
    // While the board is full, the latest Collisions mark holds the collisions at c.
    if (tr.fullCollisions[c] >= 0 && h.lastCollisions(c)) {
        ASSERT_EQ(h.lastCollisions(c)->value, tr.fullCollisions[c]);
    }
    ASSERT_EQ(h.pairsSeries(c, RunHistory::kAll), upTo(tr.pairs, c));
    ASSERT_EQ(h.temperatureSeries(c, RunHistory::kAll), upTo(tr.temperatures, c));
    ASSERT_EQ(h.checksSeries(c, RunHistory::kAll), upTo(tr.checks, c));
    ASSERT_EQ(h.pruningsSeries(c, RunHistory::kAll), upTo(tr.prunings, c));
    const auto pairs = upTo(tr.pairs, c);
    ASSERT_EQ(h.lastPairs(c).has_value(), !pairs.empty());
    if (!pairs.empty()) {
        ASSERT_EQ(*h.lastPairs(c), pairs.back());
    }

    const auto expect = triesByScan(run.n, run.events, c);
    const RunHistory::RowTries fresh = h.triesPerRow(t, c);
    ASSERT_TRUE(fresh.exact);
    ASSERT_EQ(fresh.cursor, c);
    ASSERT_EQ(fresh.tries, expect);
    if (hint) {
        const RunHistory::RowTries walked = h.triesPerRow(t, c, hint);
        ASSERT_TRUE(walked.exact);
        ASSERT_EQ(walked.tries, expect);
        *hint = walked;
    }
}

std::vector<std::uint64_t> cursorsForwardAndBack(std::uint64_t size, std::uint64_t seed) {
    std::vector<std::uint64_t> cs;
    const std::uint64_t stride = std::max<std::uint64_t>(1, size / 97);
    for (std::uint64_t c = 0; c <= size; c += stride) cs.push_back(c);
    cs.push_back(size);
    for (std::uint64_t c = size + 1; c-- > 0;) {  // backward, a different stride
        if (c % (stride + 3) == 0 || c + 1 == size) cs.push_back(c);
    }
    for (std::uint64_t c : testing::EventStreamGenerator::randomIndices(60, size, seed))
        cs.push_back(c);
    return cs;
}

TEST(RunHistory, AgreesWithAnIndependentReplayForwardAndBack) {
    for (const Spec& s : stepperSpecs()) {
        SCOPED_TRACE(nameOf(s));
        const RecordedRun run = recordStepper(s);
        Timeline t(run.n);
        RunHistory h;
        std::mt19937_64 rng(s.seed * 31 + static_cast<std::uint64_t>(s.n));
        // Append batch by batch and query while the run grows, as the GUI does.
        for (std::size_t k = 0; k < run.batches.size(); ++k) {
            t.append(run.batches[k]);
            h.append(*run.batches[k]);
            ASSERT_EQ(h.recordedEvents(), t.size());
            ASSERT_EQ(h.searchSeconds(), run.batches[k]->searchSeconds);
            if (k % 23 == 0) checkAt(run, t, h, rng() % (t.size() + 1), nullptr);
        }
        EXPECT_TRUE(h.finished());
        EXPECT_FALSE(h.thinned());
        RunHistory::RowTries hint = h.triesPerRow(t, 0);
        for (std::uint64_t c : cursorsForwardAndBack(t.size(), s.seed)) {
            t.seek(c);
            checkAt(run, t, h, c, &hint);
            if (HasFatalFailure()) return;
        }
    }
}

// ---- decimation -------------------------------------------------------------------------------

// A decimated series of marks (collisions, pairs, temperature) against all its marks <= c.
void checkExtremes(const std::vector<Point>& all, const std::vector<Point>& shown,
                   std::size_t maxPoints) {
    ASSERT_LE(shown.size(), maxPoints);
    if (all.empty()) {
        EXPECT_TRUE(shown.empty());
        return;
    }
    ASSERT_FALSE(shown.empty());
    std::map<std::uint64_t, std::int64_t> truth;
    for (const Point& p : all) truth[p.step] = p.value;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        ASSERT_TRUE(truth.count(shown[i].step)) << "not a mark: step " << shown[i].step;
        EXPECT_EQ(truth[shown[i].step], shown[i].value);
        if (i > 0) {
            EXPECT_LT(shown[i - 1].step, shown[i].step);
        }
    }
    EXPECT_EQ(shown.back(), all.back()) << "the latest mark <= c is shown";
    if (maxPoints >= 3) {
        const auto [lo, hi] =
            std::minmax_element(all.begin(), all.end(),
                                [](const Point& a, const Point& b) { return a.value < b.value; });
        const auto has = [&](std::int64_t v) {
            return std::any_of(shown.begin(), shown.end(),
                               [v](const Point& p) { return p.value == v; });
        };
        EXPECT_TRUE(has(lo->value)) << "global minimum " << lo->value;
        EXPECT_TRUE(has(hi->value)) << "global maximum " << hi->value;
    }
    if (all.size() <= maxPoints) {
        EXPECT_EQ(shown, all);
    }
}

void checkDecimation(const RecordedRun& run, const RunHistory& h, std::uint64_t c,
                     std::size_t maxPoints) {
    SCOPED_TRACE("cursor " + std::to_string(c) + " maxPoints " + std::to_string(maxPoints));
    checkExtremes(upTo(run.truth.collisions, c), h.collisionsSeries(c, maxPoints), maxPoints);
    checkExtremes(upTo(run.truth.pairs, c), h.pairsSeries(c, maxPoints), maxPoints);
    checkExtremes(upTo(run.truth.temperatures, c), h.temperatureSeries(c, maxPoints), maxPoints);

    const auto sol = upTo(run.truth.solutions, c);
    const auto solShown = h.solutionsSeries(c, maxPoints);
    ASSERT_LE(solShown.size(), maxPoints);
    ASSERT_EQ(solShown.empty(), sol.empty());
    for (std::size_t i = 1; i < solShown.size(); ++i) {
        EXPECT_LT(solShown[i - 1].step, solShown[i].step);
        EXPECT_LT(solShown[i - 1].value, solShown[i].value);
    }
    for (const Point& p : solShown)
        EXPECT_TRUE(std::find(sol.begin(), sol.end(), p) != sol.end()) << p.step;
    if (!sol.empty()) {
        EXPECT_EQ(solShown.back(), sol.back());
        if (maxPoints >= 2) {
            EXPECT_EQ(solShown.front(), sol.front());
        }
    }
}

TEST(RunHistory, DecimationKeepsTheExtremesAndTheLatestMark) {
    // Permutation n = 7 leaves a Collisions mark on each of its 5040 full boards; the
    // min-conflicts runs swap and restart often.
    std::vector<RecordedRun> runs;
    runs.push_back(recordStepper({Algorithm::Permutation, 7}));
    runs.push_back(recordStepper({Algorithm::MinConflicts, 50, 2, 25}));
    runs.push_back(recordStepper({Algorithm::Bitmask, 9}));
    for (const RecordedRun& run : runs) {
        RunHistory h;
        for (const BatchPtr& b : run.batches) h.append(*b);
        ASSERT_GT(run.truth.collisions.size(), 300u);
        for (std::uint64_t c :
             testing::EventStreamGenerator::randomIndices(25, run.events.size(), 5))
            for (std::size_t maxPoints : {1, 2, 3, 4, 5, 9, 20, 101, 1000})
                checkDecimation(run, h, c, maxPoints);
        checkDecimation(run, h, run.events.size(), 50);
    }
}

TEST(RunHistory, DecimationOfPairsAndTemperatureKeepsTheExtremesAndTheLatestMark) {
    // Generated streams: Moves (Pairs marks) and Cools (Temperature marks) among every other kind.
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        const auto events = testing::EventStreamGenerator(8, seed).make(30000);
        const RecordedRun run = record(8, events);
        RunHistory h;
        for (const BatchPtr& b : run.batches) h.append(*b);
        ASSERT_GT(run.truth.pairs.size(), 300u);
        ASSERT_GT(run.truth.temperatures.size(), 300u);
        for (std::uint64_t c : testing::EventStreamGenerator::randomIndices(25, events.size(), 7))
            for (std::size_t maxPoints : {1, 2, 3, 4, 5, 9, 20, 101, 1000})
                checkDecimation(run, h, c, maxPoints);
    }
}

TEST(RunHistory, ChecksAndPruningsFollowTheCountsOfTheRun) {
    // Generated streams hold constraint propagation's events (Select, Try with checks, Propagate,
    // Revise, Prune, Wipeout) among every other kind: the marks are the counts after each Place,
    // Remove and Wipeout, and the thinned curve keeps true, increasing points and the latest.
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        const auto events = testing::EventStreamGenerator(8, seed).make(30000);
        const RecordedRun run = record(8, events);
        RunHistory h;
        for (const BatchPtr& b : run.batches) h.append(*b);
        ASSERT_GT(run.truth.checks.size(), 300u);
        ASSERT_GT(run.truth.prunings.back().value, 0);
        for (std::uint64_t c : testing::EventStreamGenerator::randomIndices(25, events.size(), 7)) {
            const auto checks = upTo(run.truth.checks, c);
            ASSERT_EQ(h.checksSeries(c, RunHistory::kAll), checks);
            ASSERT_EQ(h.pruningsSeries(c, RunHistory::kAll), upTo(run.truth.prunings, c));
            const auto shown = h.checksSeries(c, 50);
            ASSERT_LE(shown.size(), 50u);
            if (checks.empty()) continue;
            EXPECT_EQ(shown.back(), checks.back());
            for (const Point& p : shown)
                EXPECT_TRUE(std::find(checks.begin(), checks.end(), p) != checks.end());
        }
    }
}

// ---- memory bound -----------------------------------------------------------------------------

TEST(RunHistory, ThinningKeepsTrueOrderedPointsWithinTheBound) {
    // A synthetic run: 400 000 events in batches of 100, a Solution mark every 2 events and a
    // Collisions mark (a random walk with rare spikes) on the others; triesBefore of 30 rows.
    constexpr std::size_t kBound = std::size_t{1} << 20;
    RunHistory h(kBound);
    std::vector<Point> solutions, collisions;
    std::mt19937_64 rng(3);
    std::int64_t walk = 500, solved = 0;
    for (std::uint64_t first = 0; first < 400'000; first += 100) {
        TimelineBatch b;
        b.first = first;
        b.events.resize(100);
        b.triesBefore.assign(30, first);
        for (std::uint64_t step = first + 1; step <= first + 100; ++step) {
            if (step % 2 == 0) {
                b.marks.push_back({step, MarkKind::Solution, ++solved});
                solutions.push_back({step, solved});
            } else {
                walk = std::max<std::int64_t>(0, walk + static_cast<std::int64_t>(rng() % 5) - 2);
                b.marks.push_back({step, MarkKind::Collisions, walk});
                collisions.push_back({step, walk});
            }
        }
        h.append(b);
        ASSERT_LE(h.memoryUsed(), kBound) << "after the batch at " << first;
    }
    EXPECT_TRUE(h.thinned());
    EXPECT_GT(h.collisionsStride(), 1u);
    EXPECT_GT(h.solutionsStride(), 1u);
    EXPECT_GT(h.triesStride(), 1u);

    for (std::uint64_t c :
         {std::uint64_t{0}, std::uint64_t{999}, std::uint64_t{123'457}, std::uint64_t{400'000}}) {
        const auto sol = h.solutionsSeries(c, RunHistory::kAll);
        // Kept solution marks: every stride-th of the run, the first included, in order.
        for (std::size_t i = 0; i < sol.size(); ++i) {
            const auto ordinal = static_cast<std::uint64_t>(sol[i].value - 1);
            EXPECT_EQ(sol[i], solutions[ordinal]);
            EXPECT_EQ(ordinal, i * h.solutionsStride());
        }
        std::size_t expectSol = 0, expectColl = 0;
        for (std::size_t o = 0; o < solutions.size(); o += h.solutionsStride())
            expectSol += solutions[o].step <= c ? 1 : 0;
        for (std::size_t o = 0; o < collisions.size(); o += h.collisionsStride())
            expectColl += collisions[o].step <= c ? 1 : 0;
        EXPECT_EQ(sol.size(), expectSol);
        const auto coll = h.collisionsSeries(c, RunHistory::kAll);
        for (std::size_t i = 0; i < coll.size(); ++i) {
            const std::size_t ordinal = static_cast<std::size_t>((coll[i].step - 1) / 2);
            EXPECT_EQ(coll[i], collisions[ordinal]);
            EXPECT_EQ(ordinal, i * h.collisionsStride());
        }
        EXPECT_EQ(coll.size(), expectColl);
        const auto shown = h.collisionsSeries(c, 200);
        EXPECT_LE(shown.size(), 200u);
        for (std::size_t i = 1; i < shown.size(); ++i) EXPECT_LT(shown[i - 1].step, shown[i].step);
    }
}

TEST(RunHistory, NoKindKeepsMoreThanMaxPointsWhateverTheBound) {
    // Far below the default bound, but more than kMaxPoints marks of two kinds: each kind is
    // thinned on its own, every kept point stays the stride-th true mark of the run.
    RunHistory h;
    const std::uint64_t steps = 6 * RunHistory::kMaxPoints;
    std::int64_t solved = 0;
    std::vector<Point> collisions;
    for (std::uint64_t first = 0; first < steps; first += 1000) {
        TimelineBatch b;
        b.first = first;
        b.events.resize(1000);
        for (std::uint64_t step = first + 1; step <= first + 1000; ++step) {
            if (step % 2 == 0) {
                b.marks.push_back({step, MarkKind::Solution, ++solved});
            } else {
                const auto value = static_cast<std::int64_t>(step % 97);
                b.marks.push_back({step, MarkKind::Collisions, value});
                collisions.push_back({step, value});
            }
        }
        h.append(b);
    }
    EXPECT_TRUE(h.thinned());
    EXPECT_LT(h.memoryUsed(), RunHistory::kDefaultMemoryBound / 4);
    const auto sol = h.solutionsSeries(steps, RunHistory::kAll);
    const auto coll = h.collisionsSeries(steps, RunHistory::kAll);
    EXPECT_LE(sol.size(), RunHistory::kMaxPoints);
    EXPECT_GT(sol.size(), RunHistory::kMaxPoints / 2);
    EXPECT_LE(coll.size(), RunHistory::kMaxPoints);
    EXPECT_GT(coll.size(), RunHistory::kMaxPoints / 2);
    EXPECT_EQ(h.solutionsStride(), 4u);  // 3 * kMaxPoints solution marks
    for (std::size_t i = 0; i < sol.size(); ++i) {
        ASSERT_EQ(sol[i].value, static_cast<std::int64_t>(i * h.solutionsStride() + 1));
        ASSERT_EQ(sol[i].step, 2 * static_cast<std::uint64_t>(sol[i].value));
    }
    for (std::size_t i = 0; i < coll.size(); ++i)
        ASSERT_EQ(coll[i], collisions[i * h.collisionsStride()]);
}

TEST(RunHistory, PairsAndTemperatureThinWithinTheBound) {
    // A synthetic annealing-like run: 300 000 events in batches of 100, a Temperature mark every
    // 3rd step (falling), a Pairs mark (a random walk) on the others.
    constexpr std::size_t kBound = std::size_t{1} << 20;
    RunHistory h(kBound);
    std::vector<Point> pairs, temperatures;
    std::mt19937_64 rng(8);
    std::int64_t walk = 20;
    double t = 100.0;
    for (std::uint64_t first = 0; first < 300'000; first += 100) {
        TimelineBatch b;
        b.first = first;
        b.events.resize(100);
        for (std::uint64_t step = first + 1; step <= first + 100; ++step) {
            if (step % 3 == 0) {
                t *= 0.9999;
                b.marks.push_back({step, MarkKind::Temperature, toSignedBits(t)});
                temperatures.push_back({step, toSignedBits(t)});
            } else {
                walk = std::max<std::int64_t>(0, walk + static_cast<std::int64_t>(rng() % 3) - 1);
                b.marks.push_back({step, MarkKind::Pairs, walk});
                pairs.push_back({step, walk});
            }
        }
        h.append(b);
        ASSERT_LE(h.memoryUsed(), kBound) << "after the batch at " << first;
    }
    EXPECT_TRUE(h.thinned());
    EXPECT_GT(h.pairsStride(), 1u);
    EXPECT_GT(h.temperatureStride(), 1u);
    for (std::uint64_t c : {std::uint64_t{0}, std::uint64_t{777}, std::uint64_t{300'000}}) {
        const auto kept = h.pairsSeries(c, RunHistory::kAll);
        for (std::size_t i = 0; i < kept.size(); ++i)
            ASSERT_EQ(kept[i], pairs[i * h.pairsStride()]);
        const auto temps = h.temperatureSeries(c, RunHistory::kAll);
        for (std::size_t i = 0; i < temps.size(); ++i)
            ASSERT_EQ(temps[i], temperatures[i * h.temperatureStride()]);
        // The temperature falls: its decimated series keeps the first kept (hottest) mark.
        const auto shown = h.temperatureSeries(c, 50);
        if (!temps.empty()) {
            EXPECT_EQ(shown.front(), temps.front());
            EXPECT_EQ(shown.back(), temps.back());
        }
    }
}

TEST(RunHistory, ThinnedRealRunStaysExactWhereTheTimelineHoldsTheEvents) {
    // Small batches (about 5000 of them) so that the tries snapshots thin too.
    const RecordedRun run = recordStepper({Algorithm::Permutation, 7}, {1, 7, 20});
    Timeline t(run.n);
    RunHistory h(128 << 10);  // 128 KiB: the 5040 Collisions marks and the snapshots thin
    for (const BatchPtr& b : run.batches) {
        t.append(b);
        h.append(*b);
    }
    ASSERT_TRUE(h.thinned());
    EXPECT_GT(h.collisionsStride(), 1u);
    EXPECT_GT(h.triesStride(), 1u);
    std::map<std::uint64_t, std::int64_t> truth;
    for (const Point& p : run.truth.collisions) truth[p.step] = p.value;
    for (std::uint64_t c : cursorsForwardAndBack(t.size(), 9)) {
        const auto tries = h.triesPerRow(t, c);
        ASSERT_TRUE(tries.exact);
        ASSERT_EQ(tries.tries, triesByScan(run.n, run.events, c)) << "cursor " << c;
        for (const Point& p : h.collisionsSeries(c, 100)) ASSERT_EQ(truth.at(p.step), p.value);
        ASSERT_EQ(h.solutionsSeries(c, RunHistory::kAll), upTo(run.truth.solutions, c));
    }
}

TEST(RunHistory, TriesAreFlaggedInexactWhereTheTimelineDroppedEvents) {
    const RecordedRun run = recordStepper({Algorithm::Backtracking, 8});
    Timeline t(run.n, 256 << 10);  // 256 KiB: the early batches are dropped
    RunHistory h;
    for (const BatchPtr& b : run.batches) {
        t.append(b);
        h.append(*b);
    }
    ASSERT_TRUE(t.overBound());
    ASSERT_GT(t.firstExact(), 0u);
    std::vector<std::uint64_t> starts;
    for (const BatchPtr& b : run.batches) starts.push_back(b->first);
    std::size_t inexact = 0;
    for (std::uint64_t c : cursorsForwardAndBack(t.size(), 4)) {
        SCOPED_TRACE("cursor " + std::to_string(c));
        const auto got = h.triesPerRow(t, c);
        const auto expect = triesByScan(run.n, run.events, c);
        const bool atStart = std::find(starts.begin(), starts.end(), c) != starts.end();
        if (c >= t.firstExact() || atStart) {
            EXPECT_TRUE(got.exact);
            EXPECT_EQ(got.tries, expect);
        } else {
            // Some event between the batch start and c is gone: a lower bound, said so.
            const std::uint64_t start =
                *std::prev(std::upper_bound(starts.begin(), starts.end(), c));
            bool needsTry = false;
            for (std::uint64_t i = start; i < c; ++i)
                needsTry = needsTry || run.events[i].kind == EventKind::Try;
            EXPECT_FALSE(got.exact);
            for (std::size_t r = 0; r < expect.size(); ++r) EXPECT_LE(got.tries[r], expect[r]);
            if (needsTry) {
                EXPECT_NE(got.tries, expect);
            }
            ++inexact;
        }
    }
    EXPECT_GT(inexact, 0u);
}

TEST(RunHistory, TriesNeedNeitherTheSameCutsNorAHistoryAsLongAsTheTimeline) {
    // The Timeline gets the run cut in other batches than the history, which holds only the
    // first part: the walk cannot read whole batches then, and must still count right.
    const RecordedRun run = recordStepper({Algorithm::Bitmask, 8});
    const RecordedRun other = record(run.n, run.events, true, {5000, 17});
    Timeline t(run.n);
    for (const BatchPtr& b : other.batches) t.append(b);
    RunHistory h;
    for (std::size_t k = 0; k < run.batches.size() / 2; ++k) h.append(*run.batches[k]);
    ASSERT_LT(h.recordedEvents(), t.size());
    RunHistory::RowTries hint = h.triesPerRow(t, 0);
    for (std::uint64_t c : cursorsForwardAndBack(t.size(), 6)) {
        const auto got = h.triesPerRow(t, c);
        ASSERT_TRUE(got.exact) << "cursor " << c;
        ASSERT_EQ(got.tries, triesByScan(run.n, run.events, c)) << "cursor " << c;
        hint = h.triesPerRow(t, c, &hint);
        ASSERT_EQ(hint.tries, got.tries) << "cursor " << c;
    }
}

TEST(RunHistory, UntrackedTriesAreInexact) {
    StepperOptions o;
    o.n = 6;
    auto stepper = StepperFactory::create(Algorithm::Backtracking, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    const RecordedRun run = record(6, events, false);
    Timeline t(6);
    RunHistory h;
    for (const BatchPtr& b : run.batches) {
        t.append(b);
        h.append(*b);
    }
    EXPECT_FALSE(h.triesPerRow(t, t.size() / 2).exact);
    // The marks do not depend on it.
    EXPECT_EQ(h.solutionsSeries(t.size(), RunHistory::kAll), run.truth.solutions);
}

// ---- bookkeeping ------------------------------------------------------------------------------

TEST(RunHistory, RefusesGapsAndDisorderedMarks) {
    RunHistory h;
    TimelineBatch b;
    b.first = 0;
    b.events.resize(10);
    b.marks = {{3, MarkKind::Solution, 1}, {3, MarkKind::Collisions, 0}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // two marks at one step
    b.marks = {{3, MarkKind::Pairs, 1}, {3, MarkKind::Collisions, 0}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // shared only as Collisions, Pairs,
                                                       // Checks, Prunings
    b.marks = {{3, MarkKind::Pairs, 1}, {3, MarkKind::Pairs, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);
    b.marks = {{3, MarkKind::Prunings, 1}, {3, MarkKind::Checks, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);
    b.marks = {{11, MarkKind::Solution, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // outside the batch
    b.marks = {{0, MarkKind::Solution, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // step 0 holds before any event
    b.marks = {{1, MarkKind::Restart, 1},
               {4, MarkKind::Collisions, 2},
               {4, MarkKind::Pairs, 3},  // a Move (or Adopt, or full Place) leaves both
               {10, MarkKind::Solution, 1}};
    const std::uint64_t revision = h.revision();
    h.append(b);
    EXPECT_NE(h.revision(), revision);
    EXPECT_EQ(h.recordedEvents(), 10u);
    b.first = 11;
    EXPECT_THROW(h.append(b), std::invalid_argument);  // a gap

    TimelineBatch last;  // an empty batch ends the run and carries the time
    last.first = 10;
    last.finished = true;
    last.searchSeconds = 2.5;
    h.append(last);
    EXPECT_TRUE(h.finished());
    EXPECT_EQ(h.searchSeconds(), 2.5);
    EXPECT_EQ(h.restartSteps(10), std::vector<std::uint64_t>{1});
    EXPECT_EQ(h.restartSteps(0), std::vector<std::uint64_t>{});
    EXPECT_EQ(h.lastPairs(10), (Point{4, 3}));
    EXPECT_EQ(h.lastCollisions(10), (Point{4, 2}));

    h.clear();
    EXPECT_EQ(h.recordedEvents(), 0u);
    EXPECT_FALSE(h.finished());
    EXPECT_TRUE(h.solutionsSeries(100, RunHistory::kAll).empty());
    EXPECT_FALSE(h.lastRestart(100).has_value());
}

}  // namespace
}  // namespace queens
