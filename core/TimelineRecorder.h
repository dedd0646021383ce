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
// - Marks (RunMark.h): record() adds to the batch the mark an event leaves, if any, read off
//   its own state after the event: Solution (solutions so far), Restart (restarts so far) and
//   Collisions (after every Swap, and after a Place that fills the board).
// - Tries per row: while tracksTries(), the recorder counts the Try events of each row (rows
//   0..n-1; a Try naming another row is not counted) and stamps every batch with the counts
//   before its first event (TimelineBatch::triesBefore, trimmed after the last row that had
//   one). That costs O(rows tried) per batch, so it is on by default only for n <=
//   kMaxTrackedRows; the worker turns it off where no chart needs it (min-conflicts).
// - Search time: takeBatch(seconds) stamps the batch with the worker's search time so far;
//   takeBatch() stamps the last time given (0 before any).
// - One recorder belongs to one thread; the batches it hands out are immutable and may be read
//   from any thread.
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
    // keyframeInterval 0 chooses max(4096, min(n, kMaxDefaultInterval)): a keyframe (n ints)
    // then costs at most about as much memory as the events between two keyframes (32 bytes
    // each), and a seek replays at most that many events. The cap matters for n > 2^21 (only
    // min-conflicts goes that far): there, keyframes are spaced so that the events between two
    // of them take at most a quarter of Timeline::kDefaultMemoryBound (64 MiB), so that a
    // Timeline with that bound can always drop old events and stay within it (see the tail in
    // Timeline.h), at the price of keyframes that cost more than the events between them
    // (N = 10^7: 40 MB a keyframe every 2^21 events).
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
