#include "TimelineRecorder.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace queens {

namespace {
constexpr std::size_t kDefaultMinInterval = 4096;
constexpr std::size_t kMaxReserve = std::size_t{1} << 16;  // events reserved ahead at most
}  // namespace

TimelineRecorder::TimelineRecorder(int n, std::size_t keyframeInterval)
    : state_(n),
      interval_(
          keyframeInterval != 0
              ? keyframeInterval
              : std::max(kDefaultMinInterval,
                         std::min(kMaxDefaultInterval, static_cast<std::size_t>(std::max(n, 0))))),
      trackTries_(n <= kMaxTrackedRows) {
    startBatch();
}

void TimelineRecorder::startBatch() {
    batch_ = std::make_shared<TimelineBatch>();
    batch_->first = recorded_;
    batch_->events.reserve(std::min(lastBatchSize_, kMaxReserve));
    batch_->triesTracked = trackTries_;
    if (trackTries_) batch_->triesBefore = tries_;  // exact size: tries_ never has spare rows
}

void TimelineRecorder::mark(MarkKind kind, std::int64_t value) {
    batch_->marks.push_back(RunMark{recorded_, kind, value});
}

void TimelineRecorder::record(const StepEvent& e) {
    const bool keyframe = recorded_ % interval_ == 0;
    BoardState::Snapshot before;
    if (keyframe) before = state_.snapshot();
    state_.apply(e);  // throws on an event that does not fit: nothing recorded then
    if (keyframe) batch_->keyframes.emplace_back(recorded_, std::move(before));
    batch_->events.push_back(e);
    ++recorded_;
    switch (e.kind) {
        case EventKind::Try:
            if (trackTries_ && e.a >= 0 && e.a < state_.n()) {
                const auto row = static_cast<std::size_t>(e.a);
                if (row >= tries_.size()) tries_.resize(row + 1, 0);
                ++tries_[row];
            }
            break;
        case EventKind::Solution:
            mark(MarkKind::Solution, static_cast<std::int64_t>(state_.stats().solutions));
            break;
        case EventKind::Restart:
            mark(MarkKind::Restart, static_cast<std::int64_t>(state_.stats().restarts));
            break;
        case EventKind::Swap:
            mark(MarkKind::Collisions, state_.collisions());
            break;
        case EventKind::Move:
        case EventKind::Adopt:
            mark(MarkKind::Collisions, state_.collisions());
            mark(MarkKind::Pairs, state_.attackingPairs());
            break;
        case EventKind::Place:
            if (state_.queenCount() == state_.n()) {
                mark(MarkKind::Collisions, state_.collisions());
                mark(MarkKind::Pairs, state_.attackingPairs());
            }
            break;
        case EventKind::Cool:
            mark(MarkKind::Temperature, toSignedBits(state_.temperature()));
            break;
        default:
            break;
    }
    if (e.kind == EventKind::Place || e.kind == EventKind::Remove || e.kind == EventKind::Wipeout) {
        const SearchStats& s = state_.stats();
        if (s.checks > 0 || s.prunings > 0) {
            mark(MarkKind::Checks, static_cast<std::int64_t>(s.checks));
            mark(MarkKind::Prunings, static_cast<std::int64_t>(s.prunings));
        }
    }
}

std::size_t TimelineRecorder::pending() const {
    return batch_->events.size();
}

BatchPtr TimelineRecorder::takeBatch() {
    auto& events = batch_->events;
    batch_->finished = !events.empty() && events.back().kind == EventKind::Done;
    if (events.capacity() - events.size() > events.size() / 8) events.shrink_to_fit();
    if (batch_->keyframes.capacity() > batch_->keyframes.size()) batch_->keyframes.shrink_to_fit();
    auto& marks = batch_->marks;
    if (marks.capacity() - marks.size() > marks.size() / 8) marks.shrink_to_fit();
    batch_->searchSeconds = searchSeconds_;
    lastBatchSize_ = events.size();
    BatchPtr out = std::move(batch_);
    startBatch();
    return out;
}

BatchPtr TimelineRecorder::takeBatch(double searchSeconds) {
    searchSeconds_ = searchSeconds;
    return takeBatch();
}

void TimelineRecorder::setTrackTries(bool on) {
    if (on == trackTries_) return;
    if (recorded_ != 0)
        throw std::logic_error("TimelineRecorder::setTrackTries: events already recorded");
    trackTries_ = on;
    tries_.clear();
    batch_->triesBefore.clear();
    batch_->triesTracked = on;
}
bool TimelineRecorder::tracksTries() const {
    return trackTries_;
}
const std::vector<std::uint64_t>& TimelineRecorder::triesPerRow() const {
    return tries_;
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
