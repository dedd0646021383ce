// Tests of the timeline: TimelineRecorder (worker side), TimelineBatch and Timeline (GUI side).
//
// The independent truth is replay: the state at index i of a run is what a fresh BoardState(n)
// becomes after applying events 0..i-1. ReplayOracle computes it with BoardState::apply only
// (checkpoints every 1024 events to stay fast); the timeline must agree with it wherever it
// claims to be exact. The event streams come from a seeded generator that produces every kind
// of event in a valid order, so these tests do not depend on any stepper.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <random>
#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "Timeline.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens {
namespace {

// ---- test fixtures ---------------------------------------------------------------------------

// A valid random stream for an n x n board: Try, Reject, Place on empty rows, Remove of queens
// that are there (every RemoveReason), Mask with random deltas on all registers, Evaluate, Swap
// of two occupied rows, Restart, Push/Pop (OPEN never negative), Solution; then one Done.
class EventStreamGenerator {
public:
    EventStreamGenerator(int n, std::uint64_t seed) : n_(n), rng_(seed), cols_(n, -1) {}

    std::vector<StepEvent> make(std::size_t count) {
        std::vector<StepEvent> out;
        out.reserve(count);
        while (out.size() + 1 < count) out.push_back(next());
        out.push_back(StepEvent::make(EventKind::Done, 0));
        return out;
    }

private:
    int below(int k) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(k)); }
    int line() { return below(12); }

    std::vector<int> rows(bool occupied) const {
        std::vector<int> r;
        for (int i = 0; i < n_; ++i)
            if ((cols_[static_cast<std::size_t>(i)] != -1) == occupied) r.push_back(i);
        return r;
    }

    StepEvent next() {
        for (;;) {
            // Weights: Place 4, Remove 3, Try 2, every other kind 1.
            static constexpr EventKind kinds[] = {
                EventKind::Place,   EventKind::Place,   EventKind::Place,  EventKind::Place,
                EventKind::Remove,  EventKind::Remove,  EventKind::Remove, EventKind::Try,
                EventKind::Try,     EventKind::Reject,  EventKind::Mask,   EventKind::Evaluate,
                EventKind::Swap,    EventKind::Restart, EventKind::Push,   EventKind::Pop,
                EventKind::Solution};
            const EventKind kind = kinds[below(static_cast<int>(std::size(kinds)))];
            StepEvent e = StepEvent::make(kind, line());
            switch (kind) {
                case EventKind::Try:
                    e.a = below(n_);
                    e.b = below(n_);
                    return e;
                case EventKind::Reject:
                    e.a = below(n_);
                    e.b = below(n_);
                    e.c = below(n_ + 1) - 1;
                    e.reason = static_cast<std::uint8_t>(below(6));
                    return e;
                case EventKind::Place: {
                    const auto empty = rows(false);
                    if (empty.empty()) continue;
                    e.a = empty[static_cast<std::size_t>(below(static_cast<int>(empty.size())))];
                    e.b = below(n_);
                    cols_[static_cast<std::size_t>(e.a)] = e.b;
                    return e;
                }
                case EventKind::Remove: {
                    const auto full = rows(true);
                    if (full.empty()) continue;
                    e.a = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                    e.b = cols_[static_cast<std::size_t>(e.a)];
                    e.reason = static_cast<std::uint8_t>(below(3));
                    cols_[static_cast<std::size_t>(e.a)] = -1;
                    return e;
                }
                case EventKind::Mask:
                    e.reason = static_cast<std::uint8_t>(below(kRegisterCount));
                    e.value = rng_();
                    e.a = below(n_);
                    return e;
                case EventKind::Evaluate:
                    e.a = below(n_);
                    e.b = below(n_);
                    e.delta = below(21) - 10;
                    e.reason = static_cast<std::uint8_t>(below(2));
                    return e;
                case EventKind::Swap: {
                    auto full = rows(true);
                    if (full.size() < 2) continue;
                    const auto i = static_cast<std::size_t>(below(static_cast<int>(full.size())));
                    std::swap(full[i], full.back());
                    e.a = full.back();
                    full.pop_back();
                    e.b = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                    std::swap(cols_[static_cast<std::size_t>(e.a)],
                              cols_[static_cast<std::size_t>(e.b)]);
                    return e;
                }
                case EventKind::Restart:
                    e.a = ++restarts_;
                    return e;
                case EventKind::Push:
                    e.a = below(n_);
                    e.b = below(n_);
                    e.value = static_cast<std::uint64_t>(below(n_ + 1));
                    ++open_;
                    return e;
                case EventKind::Pop:
                    if (open_ == 0) continue;
                    e.a = below(n_);
                    e.b = below(n_);
                    e.value = static_cast<std::uint64_t>(below(n_ + 1));
                    --open_;
                    return e;
                case EventKind::Solution:
                    e.reason = static_cast<std::uint8_t>(below(2));
                    return e;
                case EventKind::Done:
                    continue;
            }
        }
    }

    int n_;
    std::mt19937_64 rng_;
    std::vector<int> cols_;
    int restarts_ = 0;
    std::int64_t open_ = 0;
};

// The state after events 0..i-1, by plain replay onto BoardState(n).
class ReplayOracle {
public:
    static constexpr std::size_t kEvery = 1024;

    ReplayOracle(int n, const std::vector<StepEvent>& events) : events_(events) {
        BoardState s(n);
        for (std::size_t i = 0; i <= events.size(); ++i) {
            if (i % kEvery == 0) checkpoints_.push_back(s);
            if (i < events.size()) s.apply(events[i]);
        }
    }

    BoardState at(std::uint64_t i) const {
        BoardState s = checkpoints_[static_cast<std::size_t>(i / kEvery)];
        for (std::uint64_t k = i - i % kEvery; k < i; ++k)
            s.apply(events_[static_cast<std::size_t>(k)]);
        return s;
    }

private:
    const std::vector<StepEvent>& events_;
    std::vector<BoardState> checkpoints_;
};

// Records `events` and cuts a batch whenever the pending count reaches the next size of `sizes`
// (cycled), plus a last batch with the rest.
std::vector<BatchPtr> recordInBatches(int n, const std::vector<StepEvent>& events,
                                      std::size_t interval, const std::vector<std::size_t>& sizes) {
    TimelineRecorder rec(n, interval);
    std::vector<BatchPtr> out;
    std::size_t k = 0;
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= sizes[k % sizes.size()]) {
            out.push_back(rec.takeBatch());
            ++k;
        }
    }
    if (rec.pending() > 0) out.push_back(rec.takeBatch());
    return out;
}

std::vector<std::uint64_t> randomIndices(std::size_t count, std::uint64_t upTo,
                                         std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> v(count);
    for (auto& x : v) x = rng() % (upTo + 1);
    return v;
}

// ---- recorder --------------------------------------------------------------------------------

TEST(TimelineRecorder, BatchesAreContiguousWithKeyframesEveryInterval) {
    const int n = 6;
    const auto events = EventStreamGenerator(n, 11).make(5000);
    const ReplayOracle oracle(n, events);
    const auto batches = recordInBatches(n, events, 64, {1, 7, 100, 4096});

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
    for (const BatchPtr& b : recordInBatches(n, events, GetParam().interval, GetParam().sizes))
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
    for (const BatchPtr& b : recordInBatches(n, events, GetParam().interval, GetParam().sizes))
        tl.append(b);
    for (std::uint64_t i : randomIndices(1500, events.size(), 23)) {
        ASSERT_EQ(tl.seek(i), i);
        ASSERT_EQ(tl.state(), oracle.at(i)) << "seek(" << i << ")";
    }
}

TEST_P(TimelineSeek, StepBackToZeroAndForwardToEndReproduceEveryState) {
    const int n = 5;
    const auto events = EventStreamGenerator(n, 24).make(3000);
    const ReplayOracle oracle(n, events);
    Timeline tl(n);
    for (const BatchPtr& b : recordInBatches(n, events, GetParam().interval, GetParam().sizes))
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
    const auto batches = recordInBatches(n, events, interval, {1, 7, 100, 1000, 4096});
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
    for (std::uint64_t i : randomIndices(300, events.size() - exact, 43)) {
        ASSERT_EQ(tl.seek(exact + i), exact + i);
        ASSERT_EQ(tl.state(), oracle.at(exact + i));
    }
    // Below: lands on a keyframe at or before the request, exact there.
    for (std::uint64_t i : randomIndices(300, exact - 1, 44)) {
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
    const auto batches = recordInBatches(n, events, 1, {50, 3, 20});
    Timeline tl(n, 16 * 1024);
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

TEST(TimelineMemory, CursorRegionDroppedKeepsStateValid) {
    const int n = 8;
    const auto events = EventStreamGenerator(n, 61).make(50000);
    const ReplayOracle oracle(n, events);
    const auto batches = recordInBatches(n, events, 64, {500});
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
    const auto batches = recordInBatches(n, events, 64, {500});
    Timeline tl(n, 32 * 1024);
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
    const auto batches = recordInBatches(n, events, 0, {1000});
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
    const auto batches = recordInBatches(n, events, 4, {10});
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
    const auto batches = recordInBatches(n, events, 4, {10});
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
