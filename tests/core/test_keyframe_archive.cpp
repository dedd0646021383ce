// Tests of KeyframeArchive: the keyframes a Timeline keeps below firstExact().
//
// The truth for the lookups is a linear scan of the kept indices; every snapshot carries its own
// index in a register, so a keyframe that lost its snapshot while the archive compacted or merged
// segments would be caught. Thinning is checked for what Timeline relies on: every call removes
// something, no call removes more than a segment, the survivors stay evenly spread and bytes()
// follows what is held.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "BoardState.h"
#include "KeyframeArchive.h"

namespace queens {
namespace {

using Keyframe = KeyframeArchive::Keyframe;

Keyframe keyframeAt(std::uint64_t index, int n = 8) {
    BoardState::Snapshot snapshot = BoardState(n).snapshot();
    snapshot.regs[0] = index;
    return {index, std::move(snapshot)};
}

void expectLookupsMatchScan(const KeyframeArchive& archive, std::uint64_t upTo,
                            std::uint64_t stride) {
    const std::vector<std::uint64_t> kept = archive.indices();
    ASSERT_TRUE(std::is_sorted(kept.begin(), kept.end()));
    ASSERT_EQ(std::adjacent_find(kept.begin(), kept.end()), kept.end());
    ASSERT_EQ(kept.size(), archive.size());
    for (std::uint64_t i = 0; i <= upTo; i += stride) {
        const auto below = std::upper_bound(kept.begin(), kept.end(), i);
        const Keyframe* atOrBelow = archive.atOrBelow(i);
        if (below == kept.begin()) {
            EXPECT_EQ(atOrBelow, nullptr) << i;
        } else {
            ASSERT_NE(atOrBelow, nullptr) << i;
            EXPECT_EQ(atOrBelow->first, *std::prev(below)) << i;
            EXPECT_EQ(atOrBelow->second.regs[0], atOrBelow->first);
        }
        const Keyframe* above = archive.above(i);
        if (below == kept.end()) {
            EXPECT_EQ(above, nullptr) << i;
        } else {
            ASSERT_NE(above, nullptr) << i;
            EXPECT_EQ(above->first, *below) << i;
            EXPECT_EQ(above->second.regs[0], above->first);
        }
    }
}

TEST(KeyframeArchive, KeepsNewerKeyframesAndMovesWhenAllowed) {
    KeyframeArchive archive;
    EXPECT_TRUE(archive.empty());
    EXPECT_EQ(archive.atOrBelow(100), nullptr);
    EXPECT_EQ(archive.above(0), nullptr);

    archive.add(keyframeAt(0), nullptr);  // the empty board is implicit
    EXPECT_TRUE(archive.empty());
    Keyframe movable = keyframeAt(10);
    archive.add(movable, &movable);
    EXPECT_TRUE(movable.second.placement.empty());  // moved from
    const Keyframe copied = keyframeAt(20);
    archive.add(copied, nullptr);
    EXPECT_EQ(copied.second.placement.size(), 8u);
    archive.add(keyframeAt(15), nullptr);  // older than the newest: skipped
    archive.add(keyframeAt(20), nullptr);
    EXPECT_EQ(archive.indices(), (std::vector<std::uint64_t>{10, 20}));
    EXPECT_EQ(archive.atOrBelow(9), nullptr);
    EXPECT_EQ(archive.atOrBelow(19)->first, 10u);
    EXPECT_EQ(archive.atOrBelow(20)->first, 20u);
    EXPECT_EQ(archive.above(10)->first, 20u);
    EXPECT_EQ(archive.above(20), nullptr);
    EXPECT_GE(archive.bytes(), 2 * sizeof(Keyframe) + 2 * 8 * sizeof(int));
}

TEST(KeyframeArchive, EveryThinningRemovesAtLeastOneAndAtMostASegment) {
    KeyframeArchive archive;
    std::mt19937_64 rng(7);
    std::uint64_t index = 0;
    for (int k = 0; k < 5000; ++k) {
        index += 1 + rng() % 50;  // irregular spacing
        archive.add(keyframeAt(index), nullptr);
    }
    ASSERT_EQ(archive.size(), 5000u);
    int calls = 0;
    while (!archive.empty()) {
        const std::size_t size = archive.size();
        const std::size_t bytes = archive.bytes();
        archive.thin();
        ++calls;
        ASSERT_LT(archive.size(), size);
        ASSERT_LE(size - archive.size(), KeyframeArchive::kSegment);
        ASSERT_LT(archive.bytes(), bytes);
        if (calls % 7 == 0) {
            ASSERT_NO_FATAL_FAILURE(expectLookupsMatchScan(archive, index, 97));
        }
    }
    EXPECT_EQ(archive.bytes(), 0u);
}

TEST(KeyframeArchive, LookupsMatchAScanWhileAddingAndThinning) {
    KeyframeArchive archive;
    std::mt19937_64 rng(11);
    std::uint64_t index = 0;
    for (int round = 0; round < 40; ++round) {
        for (int k = 0; k < 700; ++k) {
            index += 1 + rng() % 9;
            archive.add(keyframeAt(index), nullptr);
        }
        while (archive.size() > 1500) archive.thin();
        ASSERT_NO_FATAL_FAILURE(expectLookupsMatchScan(archive, index + 5, 13));
    }
}

TEST(KeyframeArchive, ThinningByBoundedStepsKeepsTheSurvivorsEvenlySpread) {
    // As a long run at a small N feeds it: a keyframe every 4096 events, thinned whenever more
    // than 3,000 are kept, one segment at a time.
    KeyframeArchive archive;
    const std::uint64_t interval = 4096;
    std::uint64_t index = 0;
    for (int k = 0; k < 400'000; ++k) {
        index += interval;
        archive.add(keyframeAt(index, 16), nullptr);
        while (archive.size() > 3000) archive.thin();
    }
    const std::vector<std::uint64_t> kept = archive.indices();
    ASSERT_GT(kept.size(), 1000u);
    std::uint64_t minGap = std::numeric_limits<std::uint64_t>::max(), maxGap = 0;
    for (std::size_t k = 1; k < kept.size(); ++k) {
        minGap = std::min(minGap, kept[k] - kept[k - 1]);
        maxGap = std::max(maxGap, kept[k] - kept[k - 1]);
    }
    // 400,000 keyframes into at most 3,000: every gap is a power-of-two multiple of the
    // interval, at least 128 of them, and the segments are at most one doubling apart. Where an
    // older segment was thinned after its newer neighbour, the gap across the boundary can grow
    // by one more gap of the older one: at most 4x overall.
    EXPECT_GE(minGap, 128 * interval);
    EXPECT_LE(maxGap, 4 * minGap) << kept.size() << " kept";
    // The landing points cover the whole past: the first lies within the largest gap of 0.
    EXPECT_LE(kept.front(), maxGap);
    EXPECT_GE(kept.back() + maxGap, index);
}

}  // namespace
}  // namespace queens
