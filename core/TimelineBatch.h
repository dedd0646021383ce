#pragma once
// TimelineBatch: a run of consecutive events handed from the worker (TimelineRecorder) to the
// GUI (Timeline) in one piece. Immutable once published, shared without copying.
//
// Besides the events, a batch carries what the charts need and only the worker knows cheaply
// (it holds the true BoardState): the marks of its events (RunMark.h), the cumulative Try
// counts per row before its first event, and the worker's search time. A RunHistory collects
// them on the GUI thread without applying any event.
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "BoardState.h"
#include "HugePageAllocator.h"
#include "RunMark.h"
#include "StepEvent.h"

namespace queens {

struct TimelineBatch {
    std::uint64_t first = 0;  // global index of events[0] in the run
    // Events first .. first + events.size() - 1; a batch of 65,536 events (2 MiB) or more is on
    // huge pages where the system gives them (HugePageMemory.h).
    HugePageVector<StepEvent> events;
    // Keyframes taken inside this batch, in increasing index order: the state *before* the event
    // with global index `first` (so index 0 holds the empty board with zero statistics).
    std::vector<std::pair<std::uint64_t, BoardState::Snapshot>> keyframes;
    bool finished = false;  // the run ended: the last event is Done
    // Marks left by the events of this batch, in increasing step order (see RunMark.h).
    std::vector<RunMark> marks;
    // Try events per row among the events 0 .. first - 1 (index = row). Rows at and beyond
    // size() had none; empty when no Try came before `first` (or when triesTracked is false).
    std::vector<std::uint64_t> triesBefore;
    // False when the recorder did not count tries per row (see TimelineRecorder::setTrackTries):
    // triesBefore is then empty and says nothing.
    bool triesTracked = true;
    // Worker time spent searching (and recording) since the run began, at the end of this batch,
    // in seconds; 0 when the recorder was not told (TimelineRecorder::takeBatch(double)).
    double searchSeconds = 0.0;

    std::uint64_t end() const { return first + events.size(); }
    // Approximate heap bytes held (events + keyframes + marks + tries). An honest estimate of
    // what keeping the batch costs: the struct itself and its shared_ptr control block, the
    // *capacity* of the event, keyframe, mark and triesBefore vectors, every keyframe's placement
    // vector, and the slot a Timeline spends to index the batch and each of its keyframes
    // (kIndexSlotBytes each).
    std::size_t bytes() const;

    static constexpr std::size_t kControlBlockBytes = 16;  // make_shared's reference counts
    static constexpr std::size_t kIndexSlotBytes = 16;     // one entry of a Timeline's index
};

using BatchPtr = std::shared_ptr<const TimelineBatch>;

}  // namespace queens
