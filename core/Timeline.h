#pragma once
// Timeline: the GUI-side record of a run, with a cursor that moves forward and back.
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
//   (and returns that index). Recording goes on; later events stay exact.
//
// Implementation notes (what the contract leaves open)
// - append() stores the shared batch and indexes its keyframes: O(keyframes in the batch), no
//   event is applied or copied. It throws std::invalid_argument for a null batch or one whose
//   first != size(), std::logic_error for events after the Done event; an empty batch only
//   carries its `finished` flag. The state before event 0 is always BoardState(n), so index 0
//   counts as a keyframe even when no batch holds one.
// - Lookups: event(i) binary-searches the kept batches by their first index; keyframes of kept
//   batches are in a sorted index, dropped ones in a sorted archive: O(log) each.
// - seek(i) for firstExact() <= i <= size() takes the cheapest exact route of three: walk from
//   the cursor (when the cursor is in the kept region), replay forward from the nearest
//   keyframe <= i, or unwind backward (unapply) from the nearest keyframe >= i, counting a
//   restore as n + 64 event steps. Unwinding is what makes the first kept index exact when the
//   kept region does not start on a keyframe.
// - Dropping: when append() leaves memoryUsed() > memoryBound(), overBound() becomes (and
//   stays) true and whole batches are dropped oldest first, their keyframes moved to the
//   archive, as long as a keyframe remains among the kept batches (so everything kept stays
//   reachable exactly). firstExact() is then the first index of the oldest kept batch. If still
//   over the bound, the archive is thinned: the minimum distance between archived keyframes
//   doubles (the first pass: twice the smallest distance) until it fits or the archive is empty;
//   seek(i < firstExact()) then lands farther back, at worst on 0.
// - Guarantee after every append(): memoryUsed() <= max(memoryBound(), tail), where tail is the
//   sum of bytes() of the batches from the newest one holding a keyframe through the newest
//   one. With a TimelineRecorder, tail is at most one batch plus keyframeInterval events.
// - memoryUsed() is the sum of TimelineBatch::bytes() of the kept batches plus the archive's
//   heap bytes (vector capacity + placements). state() (about 7n ints) is not counted.
// - stepForward() with the cursor inside a dropped stretch (cursor() < firstExact()) cannot apply
//   the next event; it jumps to the next place known exactly (the next archived keyframe or
//   firstExact()) and returns true, so playback never stalls there. stepBack() refuses (false)
//   when event cursor() - 1 was dropped; state() stays valid either way.
// - One thread only (the GUI's); batches are immutable, so the recorder's thread may still hold
//   them.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "BoardState.h"
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
    using Keyframe = std::pair<std::uint64_t, BoardState::Snapshot>;
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
    void archive(const Keyframe& kf);
    void thinArchive();
    std::size_t archiveBytes() const;

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

    std::vector<Keyframe> archive_;  // keyframes of dropped batches, increasing index, none at 0
    std::size_t archivePlacementBytes_ = 0;
    std::uint64_t archiveGap_ = 0;  // minimum distance kept between archived keyframes
};

}  // namespace queens
