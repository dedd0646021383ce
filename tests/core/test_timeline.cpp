// Tests of the timeline: TimelineRecorder (worker side), TimelineBatch and Timeline (GUI side):
// recording, seek and step while everything is kept, appending while the cursor moves, and
// bookkeeping. The memory-bound tests are in test_timeline_memory.cpp.
//
// The independent truth is replay: the state at index i of a run is what a fresh BoardState(n)
// becomes after applying events 0..i-1. ReplayOracle computes it with BoardState::apply only;
// the timeline must agree with it wherever it claims to be exact. The event streams come from a
// seeded generator that produces every kind of event in a valid order (EventStreamGenerator.h),
// so these tests do not depend on any stepper (except the last, which records a real run).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "EventStreamGenerator.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens {
namespace {

using queens::testing::EventStreamGenerator;
using ReplayOracle = EventStreamGenerator::ReplayOracle;

// ---- recorder --------------------------------------------------------------------------------

TEST(TimelineRecorder, BatchesAreContiguousWithKeyframesEveryInterval) {
    const int n = 6;
    const auto events = EventStreamGenerator(n, 11).make(5000);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 64, {1, 7, 100, 4096});

    std::uint64_t expectFirst = 0;
    std::vector<StepEvent> joined;
    std::uint64_t keyframes = 0;
    for (const BatchPtr& b : batches) {
        ASSERT_EQ(b->first, expectFirst);
        ASSERT_FALSE(b->events.empty());
        joined.insert(joined.end(), b->events.begin(), b->events.end());
        expectFirst = b->end();
        EXPECT_EQ(b->finished, b == batches.back()) << "batch at " << b->first;
        std::size_t heap = b->events.size() * sizeof(StepEvent);
        for (const auto& [index, snap] : b->keyframes) {
            EXPECT_EQ(index % 64, 0u);
            EXPECT_GE(index, b->first);
            EXPECT_LT(index, b->end());
            EXPECT_EQ(BoardState::restore(snap), oracle.at(index)) << "keyframe " << index;
            heap += snap.placement.size() * sizeof(int);
            ++keyframes;
        }
        // Every multiple of 64 inside the batch has its keyframe.
        const std::uint64_t multiples = (b->end() + 63) / 64 - (b->first + 63) / 64;
        EXPECT_EQ(b->keyframes.size(), multiples) << "batch at " << b->first;
        EXPECT_GT(b->bytes(), heap);
    }
    EXPECT_EQ(joined, events);
    EXPECT_EQ(keyframes, (events.size() + 63) / 64);
    EXPECT_EQ(batches.front()->keyframes.front().first, 0u);
    EXPECT_EQ(BoardState::restore(batches.front()->keyframes.front().second), BoardState(n));
}

TEST(TimelineRecorder, StateCountsAndEmptyBatch) {
    const int n = 7;
    const auto events = EventStreamGenerator(n, 12).make(300);
    TimelineRecorder rec(n, 5);
    EXPECT_EQ(rec.keyframeInterval(), 5u);
    for (std::size_t i = 0; i < 120; ++i) rec.record(events[i]);
    EXPECT_EQ(rec.pending(), 120u);
    EXPECT_EQ(rec.recorded(), 120u);
    BatchPtr b = rec.takeBatch();
    EXPECT_EQ(b->events.size(), 120u);
    EXPECT_FALSE(b->finished);
    EXPECT_EQ(rec.pending(), 0u);

    BatchPtr empty = rec.takeBatch();
    EXPECT_TRUE(empty->events.empty());
    EXPECT_TRUE(empty->keyframes.empty());
    EXPECT_EQ(empty->first, 120u);
    EXPECT_FALSE(empty->finished);

    for (std::size_t i = 120; i < events.size(); ++i) rec.record(events[i]);
    EXPECT_EQ(rec.recorded(), events.size());
    EXPECT_EQ(rec.state(), ReplayOracle(n, events).at(events.size()));
    BatchPtr last = rec.takeBatch();
    EXPECT_EQ(last->first, 120u);
    EXPECT_TRUE(last->finished);

    // An event that does not fit (removing a queen from an empty row) is refused, not recorded.
    TimelineRecorder fresh(n, 1);
    StepEvent bad = StepEvent::make(EventKind::Remove, 0, 0, 0);
    EXPECT_THROW(fresh.record(bad), std::logic_error);
    EXPECT_EQ(fresh.recorded(), 0u);
    EXPECT_EQ(fresh.pending(), 0u);
    EXPECT_TRUE(fresh.takeBatch()->keyframes.empty());
}

TEST(TimelineRecorder, DefaultIntervalIsMax4096AndN) {
    EXPECT_EQ(TimelineRecorder(8).keyframeInterval(), 4096u);
    EXPECT_EQ(TimelineRecorder(5000).keyframeInterval(), 5000u);
}

// ---- seek / step: exact everywhere while under the bound ----------------------------------------

struct SeekCase {
    std::size_t interval;
    std::vector<std::size_t> sizes;
};

class TimelineSeek : public ::testing::TestWithParam<SeekCase> {};

TEST_P(TimelineSeek, SeekEqualsReplayAtEveryIndexOfShortStream) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 21).make(1500);
    const ReplayOracle oracle(n, events);
    Timeline tl(n);
    for (const BatchPtr& b :
         EventStreamGenerator::recordInBatches(n, events, GetParam().interval, GetParam().sizes))
        tl.append(b);
    ASSERT_EQ(tl.size(), events.size());
    ASSERT_FALSE(tl.overBound());

    std::vector<std::uint64_t> order(events.size() + 1);
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto check = [&](std::uint64_t i) {
        ASSERT_EQ(tl.seek(i), i);
        ASSERT_EQ(tl.cursor(), i);
        ASSERT_EQ(tl.state(), oracle.at(i)) << "seek(" << i << ")";
    };
    for (std::uint64_t i : order) check(i);  // forward
    std::reverse(order.begin(), order.end());
    for (std::uint64_t i : order) check(i);  // backward
    std::shuffle(order.begin(), order.end(), std::mt19937_64(5));
    for (std::uint64_t i : order) check(i);  // random
}

TEST_P(TimelineSeek, SeekEqualsReplayAtRandomIndicesOfLongStream) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 22).make(40000);
    const ReplayOracle oracle(n, events);
    Timeline tl(n);
    for (const BatchPtr& b :
         EventStreamGenerator::recordInBatches(n, events, GetParam().interval, GetParam().sizes))
        tl.append(b);
    for (std::uint64_t i : EventStreamGenerator::randomIndices(1500, events.size(), 23)) {
        ASSERT_EQ(tl.seek(i), i);
        ASSERT_EQ(tl.state(), oracle.at(i)) << "seek(" << i << ")";
    }
}

TEST_P(TimelineSeek, StepBackToZeroAndForwardToEndReproduceEveryState) {
    const int n = 5;
    const auto events = EventStreamGenerator(n, 24).make(3000);
    const ReplayOracle oracle(n, events);
    Timeline tl(n);
    for (const BatchPtr& b :
         EventStreamGenerator::recordInBatches(n, events, GetParam().interval, GetParam().sizes))
        tl.append(b);

    ASSERT_EQ(tl.seek(tl.size()), events.size());
    for (std::uint64_t i = events.size(); i > 0; --i) {
        ASSERT_TRUE(tl.stepBack());
        ASSERT_EQ(tl.cursor(), i - 1);
        ASSERT_EQ(tl.state(), oracle.at(i - 1)) << "after stepBack to " << i - 1;
    }
    EXPECT_EQ(tl.state(), BoardState(n));
    EXPECT_FALSE(tl.stepBack());
    EXPECT_EQ(tl.cursor(), 0u);
    for (std::uint64_t i = 1; i <= events.size(); ++i) {
        ASSERT_TRUE(tl.stepForward());
        ASSERT_EQ(tl.cursor(), i);
        ASSERT_EQ(tl.state(), oracle.at(i)) << "after stepForward to " << i;
    }
    EXPECT_FALSE(tl.stepForward());
    EXPECT_EQ(tl.cursor(), events.size());
}

INSTANTIATE_TEST_SUITE_P(IntervalsAndBatchSizes, TimelineSeek,
                         ::testing::Values(SeekCase{1, {1, 7, 4096, 10000}},
                                           SeekCase{3, {1, 7, 4096, 10000}},
                                           SeekCase{64, {1, 7, 4096, 10000}}, SeekCase{64, {1}},
                                           SeekCase{3, {7}}, SeekCase{0, {4096}},
                                           SeekCase{0, {10000}}));

// ---- appending while the cursor moves ----------------------------------------------------------

TEST(Timeline, AppendWhileCursorMoves) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 31).make(30000);
    const ReplayOracle oracle(n, events);
    TimelineRecorder rec(n, 16);
    Timeline tl(n);
    std::mt19937_64 rng(32);
    const std::vector<std::size_t> sizes = {1, 7, 300, 4096, 2};
    std::size_t next = 0;
    for (std::size_t k = 0; next < events.size(); ++k) {
        for (std::size_t c = 0; c < sizes[k % sizes.size()] && next < events.size(); ++c)
            rec.record(events[next++]);
        const std::uint64_t before = tl.cursor();
        tl.append(rec.takeBatch());
        ASSERT_EQ(tl.size(), next);
        ASSERT_EQ(tl.cursor(), before) << "append must not move the cursor";
        ASSERT_EQ(tl.state(), oracle.at(before));
        for (int op = 0; op < 12; ++op) {
            const std::uint64_t cur = tl.cursor();
            switch (rng() % 4) {
                case 0:
                    ASSERT_EQ(tl.stepForward(), cur < tl.size());
                    break;
                case 1:
                    ASSERT_EQ(tl.stepBack(), cur > 0);
                    break;
                case 2: {
                    const std::uint64_t to = rng() % (tl.size() + 1);
                    ASSERT_EQ(tl.seek(to), to);
                    break;
                }
                default: {
                    const std::uint64_t to = cur + rng() % 50;  // forward, may overshoot
                    ASSERT_EQ(tl.seek(to), std::min<std::uint64_t>(to, tl.size()));
                }
            }
            ASSERT_LE(tl.cursor(), tl.size());
            ASSERT_EQ(tl.state(), oracle.at(tl.cursor())) << "cursor " << tl.cursor();
        }
    }
    EXPECT_TRUE(tl.finished());
}

// ---- bookkeeping -------------------------------------------------------------------------------

TEST(Timeline, EmptyTimeline) {
    Timeline tl(6);
    EXPECT_EQ(tl.size(), 0u);
    EXPECT_FALSE(tl.finished());
    EXPECT_EQ(tl.cursor(), 0u);
    EXPECT_EQ(tl.state(), BoardState(6));
    EXPECT_EQ(tl.current(), nullptr);
    EXPECT_EQ(tl.event(0), nullptr);
    EXPECT_FALSE(tl.stepForward());
    EXPECT_FALSE(tl.stepBack());
    EXPECT_EQ(tl.seek(10), 0u);
    EXPECT_EQ(tl.firstExact(), 0u);
    EXPECT_EQ(tl.memoryUsed(), 0u);
    EXPECT_FALSE(tl.overBound());
    EXPECT_EQ(tl.memoryBound(), Timeline::kDefaultMemoryBound);
}

TEST(Timeline, FinishedSizeCurrentEventAndClamping) {
    const int n = 6;
    const auto events = EventStreamGenerator(n, 81).make(50);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 4, {10});
    ASSERT_EQ(batches.size(), 5u);
    Timeline tl(n);
    for (std::size_t k = 0; k < batches.size(); ++k) {
        EXPECT_FALSE(tl.finished());
        tl.append(batches[k]);
        EXPECT_EQ(tl.size(), 10 * (k + 1));
        // The timeline keeps the batch's own events: no copy.
        EXPECT_EQ(tl.event(batches[k]->first), &batches[k]->events.front());
    }
    EXPECT_TRUE(tl.finished());
    for (std::uint64_t i = 0; i < events.size(); ++i) {
        ASSERT_NE(tl.event(i), nullptr);
        EXPECT_EQ(*tl.event(i), events[i]);
    }
    EXPECT_EQ(tl.event(events.size()), nullptr);
    EXPECT_EQ(tl.event(std::numeric_limits<std::uint64_t>::max()), nullptr);

    EXPECT_EQ(tl.current(), nullptr);
    ASSERT_TRUE(tl.stepForward());
    ASSERT_NE(tl.current(), nullptr);
    EXPECT_EQ(*tl.current(), events[0]);
    tl.seek(17);
    EXPECT_EQ(*tl.current(), events[16]);
    EXPECT_EQ(tl.current(), tl.event(16));

    EXPECT_EQ(tl.seek(events.size() + 100), events.size());
    EXPECT_EQ(tl.seek(std::numeric_limits<std::uint64_t>::max()), events.size());
    EXPECT_EQ(tl.state(), oracle.at(events.size()));
    EXPECT_EQ(tl.current()->kind, EventKind::Done);
    EXPECT_FALSE(tl.stepForward());
}

TEST(Timeline, AppendRejectsGapsOverlapsAndEventsAfterDone) {
    const int n = 6;
    const auto events = EventStreamGenerator(n, 91).make(40);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 4, {10});
    Timeline tl(n);
    EXPECT_THROW(tl.append(nullptr), std::invalid_argument);
    EXPECT_THROW(tl.append(batches[1]), std::invalid_argument);  // gap
    tl.append(batches[0]);
    EXPECT_THROW(tl.append(batches[0]), std::invalid_argument);  // overlap
    auto empty = std::make_shared<TimelineBatch>();
    empty->first = 10;
    tl.append(empty);  // an empty batch changes nothing
    EXPECT_EQ(tl.size(), 10u);
    for (std::size_t k = 1; k < batches.size(); ++k) tl.append(batches[k]);
    EXPECT_TRUE(tl.finished());

    auto after = std::make_shared<TimelineBatch>();
    after->first = tl.size();
    after->events.push_back(StepEvent::make(EventKind::Try, 0, 0, 0));
    EXPECT_THROW(tl.append(after), std::logic_error);
    EXPECT_EQ(tl.size(), events.size());
}

// ---- a real stepper ----------------------------------------------------------------------------

TEST(Timeline, RecordsRealBacktrackingRun) {
    const int n = 6;
    StepperOptions opt;
    opt.n = n;
    auto stepper = StepperFactory::create(Algorithm::Backtracking, opt);
    TimelineRecorder rec(n, 16);
    Timeline tl(n);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) {
        events.push_back(e);
        rec.record(e);
        if (rec.pending() >= 100) tl.append(rec.takeBatch());
    }
    tl.append(rec.takeBatch());
    ASSERT_TRUE(tl.finished());
    ASSERT_EQ(tl.size(), events.size());
    const ReplayOracle oracle(n, events);
    std::vector<std::uint64_t> order(events.size() + 1);
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937_64(7));
    for (std::uint64_t i : order) {
        ASSERT_EQ(tl.seek(i), i);
        ASSERT_EQ(tl.state(), oracle.at(i)) << "seek(" << i << ")";
    }
}

}  // namespace
}  // namespace queens
