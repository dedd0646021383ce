#pragma once
// TimelineRecorder: the worker-side half of the timeline. It applies each event of a run to its
// own BoardState, takes a keyframe (the state before event k) every keyframeInterval() events,
// adds the marks (RunMark) and tries counts the charts need, and packs the events into immutable
// TimelineBatches that the GUI thread appends to a Timeline in O(1). An event that does not fit
// the state (a stepper bug) throws std::logic_error and is neither recorded nor counted.
// One recorder belongs to one thread; the batches it hands out may be read from any thread.
// Usage, keyframe spacing and marks: docs/design.md, "Recording and keeping a run".
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "BoardState.h"
#include "RunMark.h"
#include "StepEvent.h"
#include "Timeline.h"
#include "TimelineBatch.h"

namespace queens {

class TimelineRecorder {
public:
    // keyframeInterval 0 chooses max(4096, min(n, kMaxDefaultInterval)). The cap keeps the events
    // between two keyframes within a quarter of Timeline::kDefaultMemoryBound, so that such a
    // Timeline can always drop old events and stay within its bound.
    static constexpr std::size_t kMaxDefaultInterval =
        Timeline::kDefaultMemoryBound / 4 / sizeof(StepEvent);
    explicit TimelineRecorder(int n, std::size_t keyframeInterval = 0);

    // Largest n for which tries per row are counted by default.
    static constexpr int kMaxTrackedRows = 4096;

    void record(const StepEvent& e);
    std::size_t pending() const;  // events recorded since the last takeBatch()
    // The events recorded since the last call (an empty batch when there are none). The batch
    // is marked finished when it ends with a Done event.
    BatchPtr takeBatch();
    // The same, stamping the batch (and later ones taken with takeBatch()) with the search time.
    BatchPtr takeBatch(double searchSeconds);

    // Count tries per row or not (see above for the default). Changing it after the first
    // record() throws std::logic_error: the counts would miss the events already recorded.
    void setTrackTries(bool on);
    bool tracksTries() const;
    // Try events per row recorded so far (index = row; later rows had none); empty when not
    // tracking.
    const std::vector<std::uint64_t>& triesPerRow() const;

    const BoardState& state() const;  // the state after every recorded event
    std::uint64_t recorded() const;
    std::size_t keyframeInterval() const;

private:
    void startBatch();
    void mark(MarkKind kind, std::int64_t value);

    BoardState state_;
    std::size_t interval_;
    std::uint64_t recorded_ = 0;
    std::size_t lastBatchSize_ = 0;         // capacity hint for the next batch
    std::shared_ptr<TimelineBatch> batch_;  // being filled; published by takeBatch()
    bool trackTries_;
    std::vector<std::uint64_t> tries_;  // Try events per row so far (while trackTries_)
    double searchSeconds_ = 0.0;        // the last search time given to takeBatch()
};

}  // namespace queens
