#pragma once
// KeyframeArchive: the keyframes a Timeline keeps for events it has dropped, in increasing index
// order, so that a seek into the dropped past can still land on an exact state.
//
// Contract
// - add() appends a keyframe newer than every kept one, or skips it when it lies closer to the
//   newest kept keyframe than the newest segment's gap (index 0 is never kept: the empty board
//   is implicit). It moves the snapshot out of `movable` when given, else copies `kf`.
// - thin() removes keyframes from one segment only (at most kSegment of them): the segment with
//   the smallest gap, the oldest of those. Its gap doubles (the first time: twice the smallest
//   distance it holds) and it keeps only keyframes at least that gap apart, counting from the
//   last keyframe before it. Every call removes at least one keyframe while any is kept, so a
//   loop of thin() empties the archive, and no call touches more than 2 * kSegment keyframes:
//   a thinning costs the same at 10^9 recorded events as at 10^5 (the GUI thread calls it).
// - Thinning the smallest gap first keeps the keyframes evenly spread over the dropped past,
//   as one thinning of the whole archive would leave them: with keyframes recorded at a fixed
//   interval, no two segments differ by more than one doubling.
// - bytes() counts what the archive holds: segment capacities and each snapshot's heap.
// - One thread only.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "BoardState.h"

namespace queens {

class KeyframeArchive {
public:
    using Keyframe = std::pair<std::uint64_t, BoardState::Snapshot>;
    static constexpr std::size_t kSegment = 1024;  // keyframes per segment, at most

    void add(const Keyframe& kf, Keyframe* movable);
    void thin();

    bool empty() const;
    std::size_t size() const;
    std::size_t bytes() const;
    // The newest keyframe with index <= i, or nullptr.
    const Keyframe* atOrBelow(std::uint64_t i) const;
    // The oldest keyframe with index > i, or nullptr.
    const Keyframe* above(std::uint64_t i) const;
    std::vector<std::uint64_t> indices() const;  // every kept index, in order (for tests)

private:
    struct Segment {
        std::vector<Keyframe> keyframes;  // none empty except transiently
        std::uint64_t gap = 0;            // minimum distance kept, from the keyframe before
    };
    std::size_t segmentAbove(std::uint64_t i) const;  // first segment whose last index > i
    std::uint64_t lastIndexBefore(std::size_t segment) const;
    void mergeWithPrevious(std::size_t segment);

    std::deque<Segment> segments_;
    std::size_t size_ = 0;
    std::size_t heapBytes_ = 0;    // snapshots' heap bytes
    std::size_t capacity_ = 0;     // keyframe slots allocated over all segments
    std::uint64_t newestGap_ = 0;  // the newest segment's gap; a new segment starts with it
};

}  // namespace queens
