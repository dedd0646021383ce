#pragma once
// TimelineRecorder: the worker-side half of the timeline. It applies each event of a run to its
// own BoardState, takes a keyframe (snapshot) every `keyframeInterval` events, and packs events
// into TimelineBatches that the GUI thread can append to a Timeline in O(1).
//
// Usage on the worker thread:
//     TimelineRecorder rec(n);
//     while (!cancelled && stepper.next(e)) { rec.record(e); if (rec.pending() >= 4096) send(rec.takeBatch()); }
//     send(rec.takeBatch());
#include <cstddef>
#include <cstdint>

#include "BoardState.h"
#include "TimelineBatch.h"

namespace queens {

class TimelineRecorder {
public:
    // keyframeInterval 0 chooses max(4096, n): a keyframe then costs at most about as much
    // memory as the events between two keyframes, and a seek replays at most that many events.
    explicit TimelineRecorder(int n, std::size_t keyframeInterval = 0);

    void record(const StepEvent& e);
    std::size_t pending() const;  // events recorded since the last takeBatch()
    // The events recorded since the last call (an empty batch when there are none). The batch
    // is marked finished when it ends with a Done event.
    BatchPtr takeBatch();

    const BoardState& state() const;  // the state after every recorded event
    std::uint64_t recorded() const;
    std::size_t keyframeInterval() const;
};

}  // namespace queens
