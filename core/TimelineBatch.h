#pragma once
// TimelineBatch: a run of consecutive events handed from the worker (TimelineRecorder) to the
// GUI (Timeline) in one piece. Immutable once published, shared without copying.
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"

namespace queens {

struct TimelineBatch {
    std::uint64_t first = 0;        // global index of events[0] in the run
    std::vector<StepEvent> events;  // events first .. first + events.size() - 1
    // Keyframes taken inside this batch, in increasing index order: the state *before* the event
    // with global index `first` (so index 0 holds the empty board with zero statistics).
    std::vector<std::pair<std::uint64_t, BoardState::Snapshot>> keyframes;
    bool finished = false;  // the run ended: the last event is Done

    std::uint64_t end() const { return first + events.size(); }
    std::size_t bytes() const;  // approximate heap bytes held (events + keyframes)
};

using BatchPtr = std::shared_ptr<const TimelineBatch>;

}  // namespace queens
