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
    // Approximate heap bytes held (events + keyframes). An honest estimate of what keeping the
    // batch costs: the struct itself and its shared_ptr control block, the *capacity* of the
    // event and keyframe vectors, every keyframe's placement vector, and the slot a Timeline
    // spends to index the batch and each of its keyframes (kIndexSlotBytes each).
    std::size_t bytes() const;

    static constexpr std::size_t kControlBlockBytes = 16;  // make_shared's reference counts
    static constexpr std::size_t kIndexSlotBytes = 16;     // one entry of a Timeline's index
};

using BatchPtr = std::shared_ptr<const TimelineBatch>;

}  // namespace queens
