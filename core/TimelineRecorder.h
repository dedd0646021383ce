#pragma once
// TimelineRecorder: the worker-side half of the timeline. It applies each event of a run to its
// own BoardState, takes a keyframe (snapshot) every `keyframeInterval` events, and packs events
// into TimelineBatches that the GUI thread can append to a Timeline in O(1).
//
// Usage on the worker thread:
//     TimelineRecorder rec(n);
//     while (!cancelled && stepper.next(e)) {
//         rec.record(e);
//         if (rec.pending() >= 4096) send(rec.takeBatch());
//     }
//     send(rec.takeBatch());
//
// Details
// - Every global index k that is a multiple of keyframeInterval() (k = 0 included) gets a
//   keyframe: the state *before* event k, stored in the batch that holds event k.
// - record() applies the event first: an event that does not fit the state (a stepper bug)
//   makes BoardState throw std::logic_error and is then neither recorded nor counted.
// - takeBatch() trims the batch's event vector when its spare capacity is large (more than 1/8),
//   so that TimelineBatch::bytes() stays close to the events really held.
// - One recorder belongs to one thread; the batches it hands out are immutable and may be read
//   from any thread.
#include <cstddef>
#include <cstdint>
#include <memory>

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

private:
    void startBatch();

    BoardState state_;
    std::size_t interval_;
    std::uint64_t recorded_ = 0;
    std::size_t lastBatchSize_ = 0;         // capacity hint for the next batch
    std::shared_ptr<TimelineBatch> batch_;  // being filled; published by takeBatch()
};

}  // namespace queens
