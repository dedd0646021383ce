// Tests of the marks and tries counts TimelineRecorder writes into each TimelineBatch for the
// charts (RunMark: solutions, collisions, restarts, pairs, temperature; triesBefore;
// searchSeconds), against the
// independent truth of RunHistoryFixtures.h (a replay that consults neither BoardState nor the
// recorder). The runs come from real steppers (StepperFactory) and from the seeded
// EventStreamGenerator (every kind of event, in orders no stepper produces).
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "EventStreamGenerator.h"
#include "RunHistoryFixtures.h"
#include "RunMark.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens {
namespace {

using namespace fixtures;

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
    std::size_t solutions = 0, restarts = 0, collisions = 0, pairs = 0, temperatures = 0;
    for (const Spec& s : stepperSpecs()) {
        SCOPED_TRACE(nameOf(s));
        const RecordedRun run = recordStepper(s);
        checkRecorderOutput(run);
        solutions += run.truth.solutions.size();
        restarts += run.truth.restarts.size();
        collisions += run.truth.collisions.size();
        pairs += run.truth.pairs.size();
        temperatures += run.truth.temperatures.size();
    }
    // The runs exercise every kind of mark.
    EXPECT_GT(solutions, 0u);
    EXPECT_GT(restarts, 0u);
    EXPECT_GT(collisions, 0u);
    EXPECT_GT(pairs, 0u);
    EXPECT_GT(temperatures, 0u);
}

TEST(TimelineRecorderMarks, ExactlyTheEventsThatQualifyInGeneratedStreams) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const auto events = testing::EventStreamGenerator(6, seed).make(6000);
        const RecordedRun run = record(6, events);
        SCOPED_TRACE(seed);
        checkRecorderOutput(run);
        EXPECT_FALSE(run.truth.restarts.empty());
        EXPECT_FALSE(run.truth.collisions.empty());
        EXPECT_FALSE(run.truth.pairs.empty());
        EXPECT_FALSE(run.truth.temperatures.empty());
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

}  // namespace
}  // namespace queens
