#pragma once
// Timeline: the GUI-side record of a run, with a cursor that moves forward and back. It shares
// the immutable TimelineBatches it is given and owns the BoardState at the cursor.
//
// Contract
// - append() takes batches in order (batch.first == size()); it never applies events, so it
//   costs O(1) on the GUI thread however large the batch.
// - state() is always the BoardState after exactly cursor() events of the run.
// - stepForward()/stepBack() apply or unapply one event; seek(i) restores the nearest keyframe at
//   or before i and replays from there, so seek(i) gives a state equal to applying events 0..i-1.
// - Memory: batches (events + keyframes) are kept while memoryUsed() <= memoryBound. Past the
//   bound the oldest events are dropped but their keyframes kept: overBound() turns true,
//   firstExact() rises, and seek(i) for i < firstExact() lands on the nearest keyframe <= i
//   (and returns that index). Recording goes on; later events stay exact. While archived
//   keyframes take more than half of the bound, the archive is thinned before another batch
//   goes, so that at least half of the bound holds exact events.
// - One thread only (the GUI's). Seek routes, dropping and the memory guarantee:
//   docs/design.md, "Recording and keeping a run".
#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "BoardState.h"
#include "KeyframeArchive.h"
#include "TimelineBatch.h"

namespace queens {

class Timeline {
public:
    static constexpr std::size_t kDefaultMemoryBound = std::size_t{256} << 20;  // 256 MiB

    explicit Timeline(int n, std::size_t memoryBound = kDefaultMemoryBound);

    void append(BatchPtr batch);
    std::uint64_t size() const;  // events recorded so far
    bool finished() const;       // the Done event has been appended

    std::uint64_t cursor() const;
    const BoardState& state() const;
    // Event with global index i, or nullptr when it is not recorded or was dropped.
    const StepEvent* event(std::uint64_t i) const;
    // The event that produced state(): event(cursor() - 1), or nullptr at cursor 0.
    const StepEvent* current() const;

    bool stepForward();                       // false at the end of what is recorded
    bool stepBack();                          // false at 0 or when the previous event was dropped
    std::uint64_t seek(std::uint64_t index);  // clamps to size(); returns the index reached

    bool overBound() const;
    std::uint64_t firstExact() const;  // smallest index seek() reaches exactly
    std::size_t memoryUsed() const;
    std::size_t memoryBound() const;

private:
    struct KeyRef {
        std::uint64_t index;
        const BoardState::Snapshot* snapshot;  // inside a kept batch
    };

    std::size_t batchAt(std::uint64_t i) const;  // kept batch holding event i
    void applyTo(std::uint64_t target);          // cursor_ <= target, events kept
    void unapplyTo(std::uint64_t target);        // cursor_ >= target, events kept
    void restore(std::uint64_t index, const BoardState::Snapshot* snapshot);  // null: index 0
    std::uint64_t landBelow(std::uint64_t index);
    void enforceBound();
    bool canDropFront() const;
    void dropFront();

    int n_;
    std::size_t bound_;
    std::uint64_t size_ = 0;
    bool finished_ = false;
    bool overBound_ = false;
    std::uint64_t cursor_ = 0;
    BoardState state_;

    std::deque<BatchPtr> batches_;  // kept batches: contiguous, none empty, ending at size_
    std::deque<KeyRef> keys_;       // keyframes of the kept batches, increasing index
    std::size_t batchBytes_ = 0;    // sum of bytes() of batches_
    mutable std::size_t hint_ = 0;  // batchAt(): the batch found last (an index into batches_)

    KeyframeArchive archive_;  // keyframes of dropped batches
};

}  // namespace queens
