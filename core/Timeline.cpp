#include "Timeline.h"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <string>

namespace queens {

namespace {
constexpr std::uint64_t kRestoreOverhead = 64;  // a restore costs about n + 64 event steps
constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();

std::uint64_t distance(std::uint64_t a, std::uint64_t b) {
    return a > b ? a - b : b - a;
}
}  // namespace

Timeline::Timeline(int n, std::size_t memoryBound) : n_(n), bound_(memoryBound), state_(n) {}

void Timeline::append(BatchPtr batch) {
    if (!batch) throw std::invalid_argument("Timeline::append: null batch");
    if (batch->first != size_)
        throw std::invalid_argument("Timeline::append: batch starts at " +
                                    std::to_string(batch->first) + ", expected " +
                                    std::to_string(size_));
    if (batch->events.empty()) {
        finished_ = finished_ || batch->finished;
        return;
    }
    if (finished_) throw std::logic_error("Timeline::append: events after the Done event");
    std::uint64_t previous = 0;
    for (std::size_t k = 0; k < batch->keyframes.size(); ++k) {
        const auto& [index, snapshot] = batch->keyframes[k];
        if (index < batch->first || index >= batch->end() || (k > 0 && index <= previous) ||
            snapshot.placement.size() != static_cast<std::size_t>(n_))
            throw std::invalid_argument("Timeline::append: malformed keyframe at " +
                                        std::to_string(index));
        previous = index;
    }
    for (const auto& [index, snapshot] : batch->keyframes) keys_.push_back({index, &snapshot});
    size_ = batch->end();
    finished_ = batch->finished;
    batchBytes_ += batch->bytes();
    batches_.push_back(std::move(batch));
    enforceBound();
}

std::uint64_t Timeline::size() const {
    return size_;
}
bool Timeline::finished() const {
    return finished_;
}
std::uint64_t Timeline::cursor() const {
    return cursor_;
}
const BoardState& Timeline::state() const {
    return state_;
}
bool Timeline::overBound() const {
    return overBound_;
}
std::size_t Timeline::memoryBound() const {
    return bound_;
}
std::size_t Timeline::memoryUsed() const {
    return batchBytes_ + archive_.bytes();
}

std::uint64_t Timeline::firstExact() const {
    return batches_.empty() ? size_ : batches_.front()->first;
}

std::size_t Timeline::batchAt(std::uint64_t i) const {
    // Playback walks the batches in order: the last batch found, or the next, usually holds i.
    for (std::size_t j = hint_; j < batches_.size() && j <= hint_ + 1; ++j) {
        const TimelineBatch& b = *batches_[j];
        if (b.first <= i && i < b.end()) return hint_ = j;
    }
    const auto it =
        std::upper_bound(batches_.begin(), batches_.end(), i,
                         [](std::uint64_t v, const BatchPtr& b) { return v < b->first; });
    return hint_ = static_cast<std::size_t>(it - batches_.begin()) - 1;
}

const StepEvent* Timeline::event(std::uint64_t i) const {
    if (i < firstExact() || i >= size_) return nullptr;
    const TimelineBatch& b = *batches_[batchAt(i)];
    return &b.events[static_cast<std::size_t>(i - b.first)];
}

const StepEvent* Timeline::current() const {
    return cursor_ == 0 ? nullptr : event(cursor_ - 1);
}

void Timeline::applyTo(std::uint64_t target) {
    if (cursor_ >= target) return;
    for (std::size_t j = batchAt(cursor_); cursor_ < target; ++j) {
        const TimelineBatch& b = *batches_[j];
        const std::uint64_t stop = std::min(target, b.end());
        for (; cursor_ < stop; ++cursor_)
            state_.apply(b.events[static_cast<std::size_t>(cursor_ - b.first)]);
    }
}

void Timeline::unapplyTo(std::uint64_t target) {
    if (cursor_ <= target) return;
    for (std::size_t j = batchAt(cursor_ - 1);; --j) {
        const TimelineBatch& b = *batches_[j];
        const std::uint64_t stop = std::max(target, b.first);
        for (; cursor_ > stop; --cursor_)
            state_.unapply(b.events[static_cast<std::size_t>(cursor_ - 1 - b.first)]);
        if (cursor_ == target) return;
    }
}

void Timeline::restore(std::uint64_t index, const BoardState::Snapshot* snapshot) {
    if (snapshot)
        state_.assign(*snapshot);  // in place: no second O(n) state, even for a moment
    else
        state_.clear();
    cursor_ = index;
}

bool Timeline::stepForward() {
    if (cursor_ >= size_) return false;
    const std::uint64_t exact = firstExact();
    if (cursor_ >= exact) {
        applyTo(cursor_ + 1);
        return true;
    }
    // Inside a dropped stretch: jump to the next archived keyframe, or to the kept region.
    const KeyframeArchive::Keyframe* next = archive_.above(cursor_);
    if (next != nullptr && next->first < exact)
        restore(next->first, &next->second);
    else
        seek(exact);
    return true;
}

bool Timeline::stepBack() {
    if (cursor_ == 0 || cursor_ - 1 < firstExact()) return false;
    unapplyTo(cursor_ - 1);
    return true;
}

std::uint64_t Timeline::landBelow(std::uint64_t index) {
    const KeyframeArchive::Keyframe* below = archive_.atOrBelow(index);
    const std::uint64_t key = below == nullptr ? 0 : below->first;
    if (key != cursor_) restore(key, below == nullptr ? nullptr : &below->second);
    return key;
}

std::uint64_t Timeline::seek(std::uint64_t index) {
    index = std::min(index, size_);
    const std::uint64_t exact = firstExact();
    if (index < exact) return landBelow(index);

    const std::uint64_t restoreCost = static_cast<std::uint64_t>(n_) + kRestoreOverhead;
    // Route 1: walk from the cursor.
    std::uint64_t bestCost = cursor_ >= exact ? distance(cursor_, index) : kNone;
    // Route 2: replay forward from the nearest keyframe <= index (0 is one while it is kept).
    std::uint64_t before = kNone;
    const BoardState::Snapshot* beforeSnap = nullptr;
    auto after = std::lower_bound(keys_.begin(), keys_.end(), index,
                                  [](const KeyRef& k, std::uint64_t v) { return k.index < v; });
    if (after != keys_.end() && after->index == index) {
        before = index;
        beforeSnap = after->snapshot;
    } else if (after != keys_.begin()) {
        before = std::prev(after)->index;
        beforeSnap = std::prev(after)->snapshot;
    } else if (exact == 0) {
        before = 0;
    }
    enum class Route { Cursor, Before, After } route = Route::Cursor;
    if (before != kNone && restoreCost + (index - before) < bestCost) {
        bestCost = restoreCost + (index - before);
        route = Route::Before;
    }
    // Route 3: unwind backward from the nearest keyframe >= index.
    if (after != keys_.end() && restoreCost + (after->index - index) < bestCost) {
        bestCost = restoreCost + (after->index - index);
        route = Route::After;
    }
    if (bestCost == kNone) throw std::logic_error("Timeline::seek: no keyframe in the kept region");

    switch (route) {
        case Route::Cursor:
            break;
        case Route::Before:
            restore(before, beforeSnap);
            break;
        case Route::After:
            restore(after->index, after->snapshot);
            break;
    }
    if (cursor_ < index)
        applyTo(index);
    else
        unapplyTo(index);
    return cursor_;
}

// ---- memory bound ----------------------------------------------------------------------------

void Timeline::enforceBound() {
    if (memoryUsed() <= bound_) return;
    overBound_ = true;
    while (memoryUsed() > bound_ && canDropFront()) {
        // The archive may take half of the bound, the exact events the rest: events the cursor
        // has still to play (or may step back through) outweigh landing points in the dropped
        // past, and dropping unplayed ones would make playback jump over them with an O(n)
        // restore (keyframes of a huge board fill the bound in a few).
        if (archive_.bytes() > bound_ / 2)
            archive_.thin();
        else
            dropFront();
    }
    while (memoryUsed() > bound_ && !archive_.empty()) archive_.thin();
}

bool Timeline::canDropFront() const {
    // Keep a keyframe among the kept batches: it anchors every kept index for seek().
    return batches_.size() > 1 && !keys_.empty() && keys_.back().index >= batches_.front()->end();
}

void Timeline::dropFront() {
    const BatchPtr batch = std::move(batches_.front());
    batches_.pop_front();
    batchBytes_ -= batch->bytes();
    // When this timeline holds the batch's last reference nobody can see it again: its
    // keyframes move into the archive instead of being copied (a placement of n columns each).
    // The batch was made non-const by its recorder and is only shared as const.
    TimelineBatch* owned = nullptr;
    if (batch.use_count() == 1) {
        std::atomic_thread_fence(std::memory_order_acquire);  // after every other owner let go
        owned = const_cast<TimelineBatch*>(batch.get());
    }
    for (std::size_t k = 0; k < batch->keyframes.size(); ++k) {
        keys_.pop_front();
        archive_.add(batch->keyframes[k], owned != nullptr ? &owned->keyframes[k] : nullptr);
    }
}

}  // namespace queens
