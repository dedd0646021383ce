// Tests of the run history the charts read: the marks and tries counts TimelineRecorder writes
// into each TimelineBatch, and RunHistory, which collects them and answers for any cursor.
//
// The independent truth is a replay written here: OwnBoard keeps its own placement (Place,
// Remove and Swap only) and counts collisions from it line by line, and the test counts
// Solution, Restart and Try events itself. Neither BoardState nor the recorder is consulted
// for the expected values. The runs come from real steppers (StepperFactory) and from the
// seeded EventStreamGenerator (every kind of event, in orders no stepper produces).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include "Algorithm.h"
#include "EventStreamGenerator.h"
#include "RunHistory.h"
#include "RunMark.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens {
namespace {

using Point = RunHistory::Point;

// ---- independent truth ------------------------------------------------------------------------

// A board that knows only where the queens are; collisions are counted from scratch.
struct OwnBoard {
    explicit OwnBoard(int size) : n(size), col(static_cast<std::size_t>(size), -1) {}
    void apply(const StepEvent& e) {
        if (e.kind == EventKind::Place) {
            col[static_cast<std::size_t>(e.a)] = e.b;
            ++queens;
        } else if (e.kind == EventKind::Remove) {
            col[static_cast<std::size_t>(e.a)] = -1;
            --queens;
        } else if (e.kind == EventKind::Swap) {
            std::swap(col[static_cast<std::size_t>(e.a)], col[static_cast<std::size_t>(e.b)]);
        }
    }
    // For every column, "\" and "/" line holding k > 1 queens: k - 1.
    std::int64_t collisions() const {
        std::map<int, int> cols, diag, anti;
        for (int r = 0; r < n; ++r) {
            const int c = col[static_cast<std::size_t>(r)];
            if (c < 0) continue;
            ++cols[c];
            ++diag[r - c];
            ++anti[r + c];
        }
        std::int64_t sum = 0;
        for (const auto* m : {&cols, &diag, &anti})
            for (const auto& [line, k] : *m) sum += k > 1 ? k - 1 : 0;
        return sum;
    }
    int n;
    std::vector<int> col;
    int queens = 0;
};

struct Truth {
    std::vector<RunMark> marks;  // every mark the run must leave, in step order
    std::vector<Point> solutions, collisions, restarts;
    std::vector<std::int64_t>
        fullCollisions;  // per step: collisions when the board is full, else -1
};

Truth truthOf(int n, const std::vector<StepEvent>& events) {
    Truth t;
    OwnBoard board(n);
    std::int64_t solutions = 0, restarts = 0;
    t.fullCollisions.push_back(n == 0 ? 0 : -1);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        board.apply(e);
        const std::uint64_t step = i + 1;
        const bool full = board.queens == n;
        const std::int64_t coll = full || e.kind == EventKind::Swap ? board.collisions() : -1;
        t.fullCollisions.push_back(full ? coll : -1);
        if (e.kind == EventKind::Solution) {
            t.marks.push_back({step, MarkKind::Solution, ++solutions});
            t.solutions.push_back({step, solutions});
        } else if (e.kind == EventKind::Restart) {
            t.marks.push_back({step, MarkKind::Restart, ++restarts});
            t.restarts.push_back({step, restarts});
        } else if (e.kind == EventKind::Swap || (e.kind == EventKind::Place && full)) {
            t.marks.push_back({step, MarkKind::Collisions, coll});
            t.collisions.push_back({step, coll});
        }
    }
    return t;
}

std::vector<std::uint64_t> triesByScan(int n, const std::vector<StepEvent>& events,
                                       std::uint64_t upTo) {
    std::vector<std::uint64_t> tries(static_cast<std::size_t>(n), 0);
    for (std::uint64_t i = 0; i < upTo; ++i)
        if (events[i].kind == EventKind::Try) ++tries[static_cast<std::size_t>(events[i].a)];
    return tries;
}

template <class P>
std::vector<P> upTo(const std::vector<P>& v, std::uint64_t c) {
    std::vector<P> out;
    for (const P& p : v)
        if (p.step <= c) out.push_back(p);
    return out;
}

// ---- runs -------------------------------------------------------------------------------------

struct Spec {
    Algorithm algorithm;
    int n;
    std::uint64_t seed = 1;
    std::uint64_t maxSteps = 0;  // min-conflicts: evaluations per restart (0 = default)
};

struct RecordedRun {
    int n = 0;
    std::vector<StepEvent> events;
    std::vector<BatchPtr> batches;
    Truth truth;
};

// Cuts a batch whenever the pending count reaches the next of these sizes (cycled).
const std::vector<std::size_t> kBatchSizes = {1, 7, 64, 333, 1000, 2};

RecordedRun record(int n, const std::vector<StepEvent>& events, bool trackTries = true,
                   const std::vector<std::size_t>& sizes = kBatchSizes) {
    RecordedRun run;
    run.n = n;
    run.events = events;
    TimelineRecorder rec(n);
    rec.setTrackTries(trackTries);
    std::size_t k = 0;
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= sizes[k % sizes.size()]) {
            run.batches.push_back(rec.takeBatch(0.5 * static_cast<double>(++k)));
        }
    }
    run.batches.push_back(rec.takeBatch());
    run.truth = truthOf(n, events);
    return run;
}

RecordedRun recordStepper(const Spec& s, const std::vector<std::size_t>& sizes = kBatchSizes) {
    StepperOptions o;
    o.n = s.n;
    o.allSolutions = true;
    o.seed = s.seed;
    o.maxStepsPerRestart = s.maxSteps;
    auto stepper = StepperFactory::create(s.algorithm, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    return record(s.n, events, true, sizes);
}

std::vector<Spec> stepperSpecs() {
    std::vector<Spec> specs;
    for (int n = 6; n <= 8; ++n) {
        specs.push_back({Algorithm::Backtracking, n});
        specs.push_back({Algorithm::Bitmask, n});
    }
    specs.push_back({Algorithm::Symmetric, 7});
    specs.push_back({Algorithm::Dfs, 6});
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        specs.push_back({Algorithm::MinConflicts, 50, seed});
        specs.push_back({Algorithm::MinConflicts, 50, seed, 25});  // restarts every 25 evaluations
    }
    return specs;
}

std::string nameOf(const Spec& s) {
    return std::string(algorithmName(s.algorithm)) + " n=" + std::to_string(s.n) +
           " seed=" + std::to_string(s.seed) + " maxSteps=" + std::to_string(s.maxSteps);
}

// ---- recorder ---------------------------------------------------------------------------------

void checkRecorderOutput(const RecordedRun& run) {
    std::vector<RunMark> joined;
    std::uint64_t triedBefore = 0;
    for (std::size_t k = 0; k < run.batches.size(); ++k) {
        const TimelineBatch& b = *run.batches[k];
        for (const RunMark& m : b.marks) {
            EXPECT_GT(m.step, b.first);
            EXPECT_LE(m.step, b.end());
        }
        joined.insert(joined.end(), b.marks.begin(), b.marks.end());
        // triesBefore: the counts of the events before `first`, trimmed after the last row tried.
        std::vector<std::uint64_t> expect = triesByScan(run.n, run.events, b.first);
        while (!expect.empty() && expect.back() == 0) expect.pop_back();
        EXPECT_TRUE(b.triesTracked);
        EXPECT_EQ(b.triesBefore, expect) << "batch at " << b.first;
        triedBefore += expect.size();
        // searchSeconds: the time given to takeBatch(seconds), kept by a later takeBatch().
        EXPECT_EQ(b.searchSeconds, k + 1 < run.batches.size() ? 0.5 * static_cast<double>(k + 1)
                                                              : 0.5 * static_cast<double>(k));
        // bytes() counts the capacity of both new vectors.
        // (Copies, so that both have the same event capacity.)
        const TimelineBatch with = b;
        TimelineBatch bare = b;
        bare.marks = std::vector<RunMark>();  // (= {} would keep the capacity)
        bare.triesBefore = std::vector<std::uint64_t>();
        EXPECT_EQ(with.bytes() - bare.bytes(),
                  with.marks.capacity() * sizeof(RunMark) +
                      with.triesBefore.capacity() * sizeof(std::uint64_t));
    }
    EXPECT_EQ(joined, run.truth.marks);
}

TEST(TimelineRecorderMarks, ExactlyTheEventsThatQualifyForEveryStepper) {
    std::size_t solutions = 0, restarts = 0, collisions = 0;
    for (const Spec& s : stepperSpecs()) {
        SCOPED_TRACE(nameOf(s));
        const RecordedRun run = recordStepper(s);
        checkRecorderOutput(run);
        solutions += run.truth.solutions.size();
        restarts += run.truth.restarts.size();
        collisions += run.truth.collisions.size();
    }
    // The runs exercise every kind of mark.
    EXPECT_GT(solutions, 0u);
    EXPECT_GT(restarts, 0u);
    EXPECT_GT(collisions, 0u);
}

TEST(TimelineRecorderMarks, ExactlyTheEventsThatQualifyInGeneratedStreams) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const auto events = testing::EventStreamGenerator(6, seed).make(6000);
        const RecordedRun run = record(6, events);
        SCOPED_TRACE(seed);
        checkRecorderOutput(run);
        EXPECT_FALSE(run.truth.restarts.empty());
        EXPECT_FALSE(run.truth.collisions.empty());
    }
}

TEST(TimelineRecorderMarks, TriesTrackingCanBeTurnedOffBeforeRecording) {
    StepperOptions o;
    o.n = 6;
    auto stepper = StepperFactory::create(Algorithm::Backtracking, o);
    TimelineRecorder rec(6);
    EXPECT_TRUE(rec.tracksTries());
    rec.setTrackTries(false);
    StepEvent e;
    for (int i = 0; i < 200 && stepper->next(e); ++i) rec.record(e);
    EXPECT_THROW(rec.setTrackTries(true), std::logic_error);
    rec.takeBatch();
    for (int i = 0; i < 200 && stepper->next(e); ++i) rec.record(e);
    const BatchPtr b = rec.takeBatch();
    EXPECT_FALSE(b->triesTracked);
    EXPECT_TRUE(b->triesBefore.empty());
    EXPECT_TRUE(rec.triesPerRow().empty());
    // Large boards are not tracked unless asked.
    EXPECT_FALSE(TimelineRecorder(TimelineRecorder::kMaxTrackedRows + 1).tracksTries());
    EXPECT_TRUE(TimelineRecorder(TimelineRecorder::kMaxTrackedRows).tracksTries());
}

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

void checkDecimation(const RecordedRun& run, const RunHistory& h, std::uint64_t c,
                     std::size_t maxPoints) {
    SCOPED_TRACE("cursor " + std::to_string(c) + " maxPoints " + std::to_string(maxPoints));
    const auto all = upTo(run.truth.collisions, c);
    const auto shown = h.collisionsSeries(c, maxPoints);
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
    b.marks = {{11, MarkKind::Solution, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // outside the batch
    b.marks = {{0, MarkKind::Solution, 1}};
    EXPECT_THROW(h.append(b), std::invalid_argument);  // step 0 holds before any event
    b.marks = {{1, MarkKind::Restart, 1}, {10, MarkKind::Solution, 1}};
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

    h.clear();
    EXPECT_EQ(h.recordedEvents(), 0u);
    EXPECT_FALSE(h.finished());
    EXPECT_TRUE(h.solutionsSeries(100, RunHistory::kAll).empty());
    EXPECT_FALSE(h.lastRestart(100).has_value());
}

}  // namespace
}  // namespace queens
