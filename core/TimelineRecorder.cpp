#include "TimelineRecorder.h"

#include <algorithm>
#include <utility>

namespace queens {

namespace {
constexpr std::size_t kDefaultMinInterval = 4096;
constexpr std::size_t kMaxReserve = std::size_t{1} << 16;  // events reserved ahead at most
}  // namespace

TimelineRecorder::TimelineRecorder(int n, std::size_t keyframeInterval)
    : state_(n),
      interval_(keyframeInterval != 0
                    ? keyframeInterval
                    : std::max(kDefaultMinInterval, static_cast<std::size_t>(std::max(n, 0)))) {
    startBatch();
}

void TimelineRecorder::startBatch() {
    batch_ = std::make_shared<TimelineBatch>();
    batch_->first = recorded_;
    batch_->events.reserve(std::min(lastBatchSize_, kMaxReserve));
}

void TimelineRecorder::record(const StepEvent& e) {
    const bool keyframe = recorded_ % interval_ == 0;
    BoardState::Snapshot before;
    if (keyframe) before = state_.snapshot();
    state_.apply(e);  // throws on an event that does not fit: nothing recorded then
    if (keyframe) batch_->keyframes.emplace_back(recorded_, std::move(before));
    batch_->events.push_back(e);
    ++recorded_;
}

std::size_t TimelineRecorder::pending() const {
    return batch_->events.size();
}

BatchPtr TimelineRecorder::takeBatch() {
    auto& events = batch_->events;
    batch_->finished = !events.empty() && events.back().kind == EventKind::Done;
    if (events.capacity() - events.size() > events.size() / 8) events.shrink_to_fit();
    if (batch_->keyframes.capacity() > batch_->keyframes.size()) batch_->keyframes.shrink_to_fit();
    lastBatchSize_ = events.size();
    BatchPtr out = std::move(batch_);
    startBatch();
    return out;
}

const BoardState& TimelineRecorder::state() const {
    return state_;
}
std::uint64_t TimelineRecorder::recorded() const {
    return recorded_;
}
std::size_t TimelineRecorder::keyframeInterval() const {
    return interval_;
}

}  // namespace queens
