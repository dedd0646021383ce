#include "KeyframeArchive.h"

#include <algorithm>
#include <iterator>
#include <limits>

namespace queens {

namespace {
constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();

bool indexBelow(std::uint64_t v, const KeyframeArchive::Keyframe& k) {
    return v < k.first;
}
}  // namespace

void KeyframeArchive::add(const Keyframe& kf, Keyframe* movable) {
    const std::uint64_t last = segments_.empty() ? 0 : segments_.back().keyframes.back().first;
    if (kf.first <= last || kf.first - last < newestGap_) return;
    if (segments_.empty() || segments_.back().keyframes.size() >= kSegment)
        segments_.push_back(Segment{{}, newestGap_});
    std::vector<Keyframe>& keyframes = segments_.back().keyframes;
    capacity_ -= keyframes.capacity();
    if (movable != nullptr)
        keyframes.push_back(std::move(*movable));
    else
        keyframes.push_back(kf);
    capacity_ += keyframes.capacity();
    heapBytes_ += keyframes.back().second.heapBytes();
    ++size_;
}

void KeyframeArchive::thin() {
    if (segments_.empty()) return;
    std::size_t s = 0;
    for (std::size_t k = 1; k < segments_.size(); ++k)
        if (segments_[k].gap < segments_[s].gap) s = k;
    Segment& segment = segments_[s];
    std::vector<Keyframe>& keyframes = segment.keyframes;

    const std::uint64_t before = lastIndexBefore(s);
    std::uint64_t smallest = kNone;
    std::uint64_t previous = before;
    for (const Keyframe& kf : keyframes) {
        smallest = std::min(smallest, kf.first - previous);
        previous = kf.first;
    }
    const std::uint64_t grown = std::max(segment.gap, smallest);
    segment.gap = grown > kNone / 2 ? kNone : 2 * grown;
    if (s + 1 == segments_.size()) newestGap_ = segment.gap;

    // In place: the survivors move to the front, then only their own array is allocated.
    std::size_t kept = 0;
    std::uint64_t last = before;
    for (std::size_t i = 0; i < keyframes.size(); ++i) {
        if (keyframes[i].first - last < segment.gap) {
            heapBytes_ -= keyframes[i].second.heapBytes();
            continue;
        }
        last = keyframes[i].first;
        if (i != kept) keyframes[kept] = std::move(keyframes[i]);
        ++kept;
    }
    size_ -= keyframes.size() - kept;
    capacity_ -= keyframes.capacity();
    keyframes.erase(keyframes.begin() + static_cast<std::ptrdiff_t>(kept), keyframes.end());
    keyframes.shrink_to_fit();
    capacity_ += keyframes.capacity();

    if (keyframes.empty())
        segments_.erase(segments_.begin() + static_cast<std::ptrdiff_t>(s));
    else
        mergeWithPrevious(s);
}

void KeyframeArchive::mergeWithPrevious(std::size_t s) {
    if (s == 0) return;
    Segment& older = segments_[s - 1];
    Segment& newer = segments_[s];
    if (older.gap != newer.gap || older.keyframes.size() + newer.keyframes.size() > kSegment)
        return;
    std::vector<Keyframe> merged;
    merged.reserve(older.keyframes.size() + newer.keyframes.size());
    std::move(older.keyframes.begin(), older.keyframes.end(), std::back_inserter(merged));
    std::move(newer.keyframes.begin(), newer.keyframes.end(), std::back_inserter(merged));
    capacity_ -= older.keyframes.capacity() + newer.keyframes.capacity();
    capacity_ += merged.capacity();
    older.keyframes = std::move(merged);
    segments_.erase(segments_.begin() + static_cast<std::ptrdiff_t>(s));
}

std::uint64_t KeyframeArchive::lastIndexBefore(std::size_t s) const {
    return s == 0 ? 0 : segments_[s - 1].keyframes.back().first;
}

bool KeyframeArchive::empty() const {
    return size_ == 0;
}

std::size_t KeyframeArchive::size() const {
    return size_;
}

std::size_t KeyframeArchive::bytes() const {
    return capacity_ * sizeof(Keyframe) + heapBytes_ + segments_.size() * sizeof(Segment);
}

std::size_t KeyframeArchive::segmentAbove(std::uint64_t i) const {
    const auto it = std::upper_bound(
        segments_.begin(), segments_.end(), i,
        [](std::uint64_t v, const Segment& s) { return v < s.keyframes.back().first; });
    return static_cast<std::size_t>(it - segments_.begin());
}

const KeyframeArchive::Keyframe* KeyframeArchive::atOrBelow(std::uint64_t i) const {
    const std::size_t s = segmentAbove(i);
    if (s < segments_.size()) {
        const std::vector<Keyframe>& keyframes = segments_[s].keyframes;
        const auto it = std::upper_bound(keyframes.begin(), keyframes.end(), i, indexBelow);
        if (it != keyframes.begin()) return &*std::prev(it);
    }
    return s == 0 ? nullptr : &segments_[s - 1].keyframes.back();
}

const KeyframeArchive::Keyframe* KeyframeArchive::above(std::uint64_t i) const {
    const std::size_t s = segmentAbove(i);
    if (s == segments_.size()) return nullptr;
    const std::vector<Keyframe>& keyframes = segments_[s].keyframes;
    return &*std::upper_bound(keyframes.begin(), keyframes.end(), i, indexBelow);
}

std::vector<std::uint64_t> KeyframeArchive::indices() const {
    std::vector<std::uint64_t> out;
    out.reserve(size_);
    for (const Segment& segment : segments_)
        for (const Keyframe& kf : segment.keyframes) out.push_back(kf.first);
    return out;
}

}  // namespace queens
