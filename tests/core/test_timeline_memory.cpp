// Tests of the timeline's memory bound: Timeline drops the oldest events once the batches it
// holds exceed its bound, keeps (and, if need be, thins) keyframes below firstExact(), and stays
// exact at and above firstExact(). See the guarantee in Timeline.h.
//
// The independent truth is replay: the state at index i of a run is what a fresh BoardState(n)
// becomes after applying events 0..i-1 (ReplayOracle, BoardState::apply only). The event
// streams come from a seeded generator that produces every kind of event in a valid order
// (EventStreamGenerator.h), so these tests do not depend on any stepper -- except the last one,
// which records a real run of more than 10^7 events (the bitmask stepper, N = 12, all solutions)
// through a TimelineRecorder, as the GUI does, and takes its truth from a second, fresh run of
// the same stepper applied to a fresh BoardState.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "Algorithm.h"
#include "BoardState.h"
#include "EventStreamGenerator.h"
#include "StepEvent.h"
#include "Stepper.h"
#include "StepperFactory.h"
#include "StepperOptions.h"
#include "Timeline.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens {
namespace {

using queens::testing::EventStreamGenerator;
using ReplayOracle = EventStreamGenerator::ReplayOracle;

// ---- memory bound ------------------------------------------------------------------------------

// Bytes of the batches from the newest one holding a keyframe to the newest one: what
// Timeline may keep beyond its bound (see the guarantee in Timeline.h).
std::size_t tailBytes(const std::vector<BatchPtr>& appended) {
    std::size_t sum = 0;
    for (auto it = appended.rbegin(); it != appended.rend(); ++it) {
        sum += (*it)->bytes();
        if (!(*it)->keyframes.empty()) break;
    }
    return sum;
}

void checkBoundAfterEveryAppend(Timeline& tl, const std::vector<BatchPtr>& batches,
                                const ReplayOracle& oracle, std::uint64_t seed) {
    std::vector<BatchPtr> appended;
    std::uint64_t lastExact = 0;
    std::mt19937_64 rng(seed);
    for (std::size_t k = 0; k < batches.size(); ++k) {
        tl.append(batches[k]);
        appended.push_back(batches[k]);
        const std::size_t tail = tailBytes(appended);
        ASSERT_LE(tl.memoryUsed(), std::max(tl.memoryBound(), tail)) << "after batch " << k;
        ASSERT_GE(tl.firstExact(), lastExact) << "firstExact never goes back";
        lastExact = tl.firstExact();
        if (k % 37 == 0) {  // the GUI seeks while the worker runs
            const std::uint64_t to = tl.firstExact() + rng() % (tl.size() - tl.firstExact() + 1);
            ASSERT_EQ(tl.seek(to), to);
            ASSERT_EQ(tl.state(), oracle.at(to));
        }
    }
}

// stepForward from a dropped stretch moves to the next landing point (no seek target lies
// strictly between), exact there, until it reaches the kept region. Returns the number of
// landing points passed below firstExact().
std::size_t walkForwardThroughDroppedStretch(Timeline& tl, const ReplayOracle& oracle,
                                             std::uint64_t from) {
    const std::uint64_t exact = tl.firstExact();
    std::size_t landings = 0;
    tl.seek(from);
    for (int guard = 0; tl.cursor() < exact; ++guard) {
        EXPECT_LT(guard, 100000);
        if (guard >= 100000) break;
        const std::uint64_t before = tl.cursor();
        EXPECT_TRUE(tl.stepForward());
        const std::uint64_t reached = tl.cursor();
        EXPECT_GT(reached, before);
        EXPECT_LE(reached, exact);
        EXPECT_EQ(tl.state(), oracle.at(reached));
        EXPECT_LE(tl.seek(reached - 1), before) << "stepForward skipped a keyframe";
        EXPECT_EQ(tl.seek(reached), reached);
        if (reached <= before || ::testing::Test::HasFailure()) break;
        if (reached < exact) ++landings;
    }
    return landings;
}

TEST(TimelineMemory, BoundDropsOldEventsKeepsKeyframes) {
    const int n = 8;
    const std::size_t interval = 64;
    const auto events = EventStreamGenerator(n, 41).make(200000);
    const ReplayOracle oracle(n, events);
    const auto batches =
        EventStreamGenerator::recordInBatches(n, events, interval, {1, 7, 100, 1000, 4096});
    Timeline tl(n, 64 * 1024);
    ASSERT_EQ(tl.memoryBound(), 64u * 1024);
    ASSERT_NO_FATAL_FAILURE(checkBoundAfterEveryAppend(tl, batches, oracle, 42));

    EXPECT_EQ(tl.size(), events.size());
    EXPECT_TRUE(tl.finished());
    ASSERT_TRUE(tl.overBound());
    const std::uint64_t exact = tl.firstExact();
    ASSERT_GT(exact, 0u);
    // Dropped events are gone; kept ones are the recorded ones.
    EXPECT_EQ(tl.event(exact - 1), nullptr);
    ASSERT_NE(tl.event(exact), nullptr);
    EXPECT_EQ(*tl.event(exact), events[exact]);
    EXPECT_EQ(*tl.event(events.size() - 1), events.back());

    // At or above firstExact: exact, in any order.
    for (std::uint64_t i : EventStreamGenerator::randomIndices(300, events.size() - exact, 43)) {
        ASSERT_EQ(tl.seek(exact + i), exact + i);
        ASSERT_EQ(tl.state(), oracle.at(exact + i));
    }
    // Below: lands on a keyframe at or before the request, exact there.
    for (std::uint64_t i : EventStreamGenerator::randomIndices(300, exact - 1, 44)) {
        const std::uint64_t got = tl.seek(i);
        ASSERT_LE(got, i);
        ASSERT_EQ(got % interval, 0u);
        ASSERT_EQ(tl.cursor(), got);
        ASSERT_EQ(tl.state(), oracle.at(got)) << "seek(" << i << ") landed on " << got;
        ASSERT_FALSE(tl.stepBack());  // the event before a landing point was dropped (or none)
    }
    EXPECT_EQ(tl.seek(0), 0u);
    EXPECT_EQ(tl.state(), BoardState(n));

    // stepBack at firstExact is refused and changes nothing.
    ASSERT_EQ(tl.seek(exact), exact);
    EXPECT_FALSE(tl.stepBack());
    EXPECT_EQ(tl.cursor(), exact);
    EXPECT_EQ(tl.state(), oracle.at(exact));
    ASSERT_TRUE(tl.stepForward());
    ASSERT_TRUE(tl.stepBack());
    EXPECT_EQ(tl.state(), oracle.at(exact));

    ASSERT_NO_FATAL_FAILURE(walkForwardThroughDroppedStretch(tl, oracle, exact / 3));
    ASSERT_TRUE(tl.stepForward());
    EXPECT_EQ(tl.cursor(), exact + 1);
    EXPECT_EQ(tl.state(), oracle.at(exact + 1));
}

TEST(TimelineMemory, KeyframesAloneOverBoundAreThinned) {
    // A keyframe on every event: the keyframes of the dropped events alone exceed the bound.
    const int n = 10;
    const auto events = EventStreamGenerator(n, 51).make(20000);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 1, {50, 3, 20});
    // Room for about 85 keyframes (each a snapshot and what it holds on the heap: the
    // placement, and the domains and covered items the stream's Prune and Cover events set up).
    const std::size_t keyframeBytes = sizeof(std::pair<std::uint64_t, BoardState::Snapshot>) +
                                      oracle.at(events.size() / 2).snapshot().heapBytes();
    Timeline tl(n, 85 * keyframeBytes);
    ASSERT_NO_FATAL_FAILURE(checkBoundAfterEveryAppend(tl, batches, oracle, 52));
    ASSERT_TRUE(tl.overBound());
    const std::uint64_t exact = tl.firstExact();
    ASSERT_GT(exact, 1000u);

    // Far fewer landing points remain below firstExact than keyframes were recorded there.
    std::vector<std::uint64_t> landings;
    for (std::uint64_t i = 0; i < exact; i += 7) {
        const std::uint64_t got = tl.seek(i);
        ASSERT_LE(got, i);
        ASSERT_EQ(tl.state(), oracle.at(got));
        if (landings.empty() || landings.back() != got) landings.push_back(got);
    }
    EXPECT_LT(landings.size(), exact / 7 / 4);
    // Thinning keeps the survivors evenly spread: gaps between landing points (0 aside) differ
    // by at most a factor of 2.
    ASSERT_GE(landings.size(), 3u);
    std::uint64_t minGap = std::numeric_limits<std::uint64_t>::max(), maxGap = 0;
    for (std::size_t k = 2; k < landings.size(); ++k) {
        minGap = std::min(minGap, landings[k] - landings[k - 1]);
        maxGap = std::max(maxGap, landings[k] - landings[k - 1]);
    }
    EXPECT_LE(maxGap, 2 * minGap) << landings.size() << " landing points";
    EXPECT_EQ(tl.seek(exact + 5), exact + 5);
    EXPECT_EQ(tl.state(), oracle.at(exact + 5));
}

TEST(TimelineMemory, ArchiveKeepsToHalfTheBoundWhileTheCursorFollowsTheRun) {
    // A keyframe on every event and the cursor always at the newest one, as when a run plays at
    // full speed: the archived keyframes may take half of the bound, the exact events the rest.
    const int n = 10;
    const auto events = EventStreamGenerator(n, 71).make(20000);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 1, {50});
    const std::size_t keyframeBytes = sizeof(std::pair<std::uint64_t, BoardState::Snapshot>) +
                                      oracle.at(events.size() / 2).snapshot().heapBytes();
    Timeline tl(n, 1000 * keyframeBytes);
    for (const BatchPtr& batch : batches) {
        tl.append(batch);
        ASSERT_EQ(tl.seek(tl.size()), tl.size());
        ASSERT_LE(tl.memoryUsed(), tl.memoryBound());
    }
    ASSERT_TRUE(tl.overBound());
    // About 500 keyframes' worth of batches stay exact (50 events and 50 keyframes each): ten or
    // so, not the newest two or three that are left when the archive may take the whole bound.
    EXPECT_GE(tl.size() - tl.firstExact(), 8u * 50);
    const std::uint64_t exact = tl.firstExact();
    EXPECT_EQ(tl.seek(exact), exact);
    EXPECT_EQ(tl.state(), oracle.at(exact));
    // And the past still has landing points.
    const std::uint64_t landed = tl.seek(exact / 2);
    EXPECT_GT(landed, 0u);
    EXPECT_EQ(tl.state(), oracle.at(landed));
}

TEST(TimelineMemory, CursorRegionDroppedKeepsStateValid) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 61).make(50000);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 64, {500});
    Timeline tl(n, 32 * 1024);
    tl.append(batches[0]);
    ASSERT_EQ(tl.seek(100), 100u);
    for (std::size_t k = 1; k < batches.size(); ++k) tl.append(batches[k]);
    ASSERT_GT(tl.firstExact(), 100u);
    EXPECT_EQ(tl.cursor(), 100u);
    EXPECT_EQ(tl.state(), oracle.at(100));
    EXPECT_EQ(tl.current(), nullptr);  // event 99 was dropped
    EXPECT_FALSE(tl.stepBack());
    EXPECT_EQ(tl.state(), oracle.at(100));
    ASSERT_TRUE(tl.stepForward());
    EXPECT_GT(tl.cursor(), 100u);
    EXPECT_EQ(tl.state(), oracle.at(tl.cursor()));
}

TEST(TimelineMemory, SeekFromDroppedCursorIntoKeptRegion) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 65).make(60000);
    const ReplayOracle oracle(n, events);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 64, {500});
    // The bound keeps a tail of batches and their marks, and still drops the stream's oldest ones.
    Timeline tl(n, 64 * 1024);
    std::size_t k = 0;
    while (tl.firstExact() == 0) tl.append(batches[k++]);
    // Park the cursor on the last event of the oldest kept batch, then let that batch drop.
    const std::uint64_t parked = tl.firstExact() + 499;
    ASSERT_EQ(tl.seek(parked), parked);
    while (tl.firstExact() <= parked) tl.append(batches[k++]);
    ASSERT_LT(k, batches.size());
    EXPECT_EQ(tl.cursor(), parked);
    EXPECT_EQ(tl.state(), oracle.at(parked));
    const std::uint64_t exact = tl.firstExact();
    ASSERT_EQ(tl.seek(exact + 1), exact + 1);  // straight from the parked cursor
    ASSERT_EQ(tl.state(), oracle.at(exact + 1));
    for (std::uint64_t to : {exact, exact + 70, tl.size()}) {
        const std::uint64_t landed = tl.seek(parked);  // a keyframe below firstExact
        ASSERT_LT(landed, exact);
        ASSERT_EQ(tl.state(), oracle.at(landed));
        ASSERT_EQ(tl.seek(to), to);
        ASSERT_EQ(tl.state(), oracle.at(to)) << "seek(" << to << ") from " << landed;
    }
    // The archive below firstExact still holds keyframes here (the kept tail fits the bound).
    EXPECT_GE(walkForwardThroughDroppedStretch(tl, oracle, 0), 5u);
    EXPECT_EQ(tl.cursor(), exact);
}

TEST(TimelineMemory, UnderTheBoundNothingIsDropped) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 71).make(20000);
    const auto batches = EventStreamGenerator::recordInBatches(n, events, 0, {1000});
    Timeline tl(n);
    std::size_t sum = 0;
    for (const BatchPtr& b : batches) {
        tl.append(b);
        sum += b->bytes();
        ASSERT_EQ(tl.memoryUsed(), sum);
    }
    EXPECT_FALSE(tl.overBound());
    EXPECT_EQ(tl.firstExact(), 0u);
    EXPECT_GE(tl.memoryUsed(), events.size() * sizeof(StepEvent));
}

// ---- a real run of more than 10^7 events ---------------------------------------------------

std::unique_ptr<Stepper> bitmaskAllSolutions(int n) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = true;
    return StepperFactory::create(Algorithm::Bitmask, o);
}

TEST(TimelineMemory, TenMillionEventsOfARealRunStayWithinTheBound) {
    const int n = 12;  // the whole run: 10,884,013 events (14,200 solutions)
    const std::size_t bound = std::size_t{64} << 20;
    auto stepper = bitmaskAllSolutions(n);
    TimelineRecorder rec(n);  // the GUI's keyframe interval
    Timeline tl(n, bound);
    std::size_t peak = 0, tail = 0, maxTail = 0;
    auto append = [&](BatchPtr b) {
        tail = b->keyframes.empty() ? tail + b->bytes() : b->bytes();
        maxTail = std::max(maxTail, tail);
        tl.append(std::move(b));
        peak = std::max(peak, tl.memoryUsed());
        return tl.memoryUsed() <= std::max(bound, tail);
    };
    StepEvent e;
    while (stepper->next(e)) {
        rec.record(e);
        if (rec.pending() >= 4096) {
            ASSERT_TRUE(append(rec.takeBatch())) << rec.recorded();
        }
    }
    ASSERT_TRUE(append(rec.takeBatch()));
    ASSERT_TRUE(tl.finished());
    const std::uint64_t size = tl.size();
    ASSERT_EQ(size, 10'884'013u);
    // Batches of 4096 events with a keyframe every 4096: the tail is tiny, the bound itself holds.
    EXPECT_LT(maxTail, std::size_t{1} << 20);
    EXPECT_LE(peak, bound);
    EXPECT_GE(peak, bound - (std::size_t{1} << 20));  // the bound was reached, not undercounted
    // 10^7 events of 32 bytes are far over 64 MiB: the old events were dropped, their keyframes
    // kept, and the timeline says so.
    ASSERT_TRUE(tl.overBound());
    const std::uint64_t exact = tl.firstExact();
    ASSERT_GT(exact, size / 2);
    EXPECT_EQ(tl.event(exact - 1), nullptr);
    EXPECT_NE(tl.event(exact), nullptr);
    EXPECT_GE((size - exact) * sizeof(StepEvent), bound / 2);  // most of the bound holds events

    // Seek to sampled steps (below firstExact: a keyframe at or before; above: exactly), then
    // compare each state reached with a fresh replay, visiting the targets in increasing order.
    std::vector<std::uint64_t> targets;
    std::mt19937_64 rng(7);
    for (int k = 0; k < 60; ++k) {
        const std::uint64_t want = k == 0 ? size : rng() % (size + 1);
        const std::uint64_t got = tl.seek(want);
        ASSERT_LE(got, want);
        if (want >= exact) {
            ASSERT_EQ(got, want);
        } else {
            ASSERT_EQ(got % rec.keyframeInterval(), 0u) << "seek(" << want << ")";
            ASSERT_FALSE(tl.stepBack());  // the event before it was dropped
        }
        targets.push_back(got);
    }
    targets.push_back(exact);
    std::sort(targets.begin(), targets.end());
    auto fresh = bitmaskAllSolutions(n);
    BoardState truth(n);
    std::uint64_t at = 0;
    for (const std::uint64_t t : targets) {
        for (; at < t; ++at) {
            ASSERT_TRUE(fresh->next(e));
            truth.apply(e);
        }
        ASSERT_EQ(tl.seek(t), t);
        ASSERT_EQ(tl.state(), truth) << "seek(" << t << ")";
    }
}

// Keyframes of huge boards (min-conflicts, n > 2^21) are spaced so that the events between two
// of them take at most a quarter of the GUI's bound: the timeline can then always drop old events.
TEST(TimelineMemory, HugeBoardsKeyframeIntervalIsCapped) {
    static_assert(TimelineRecorder::kMaxDefaultInterval * sizeof(StepEvent) * 4 <=
                  Timeline::kDefaultMemoryBound);
    EXPECT_EQ(TimelineRecorder(2'000'000).keyframeInterval(), 2'000'000u);
    EXPECT_EQ(TimelineRecorder(2'500'000).keyframeInterval(),
              TimelineRecorder::kMaxDefaultInterval);
    EXPECT_EQ(TimelineRecorder(2'500'000, 7).keyframeInterval(), 7u);  // an explicit one wins
}

}  // namespace
}  // namespace queens
