#pragma once
// StripsBuilder: the O(n) part of ConflictStripsView, the bucket maxima of its three strips, made
// at once or in slices (begin(), then step() until it returns true; driven by SlicedRebuild). It
// owns the strips of the pass in progress. The per-queen strip looks up conflictsOf() only for the
// queens on a hot line (HotLines): the others have none, and on a large board most look-ups would
// be cache misses. A pass spanning changes of the state mixes them; a state of another n restarts
// the pass. The strips are complete only when step() returned true; take() then moves them out.
#include <QDeadlineTimer>
#include <cstddef>

#include "BoardState.h"
#include "HotLines.h"
#include "StripsPainter.h"

class StripsBuilder {
public:
    using Strip = StripsPainter::Strip;

    void begin(const queens::BoardState& state, int queenBuckets, int lineBuckets, bool keepExact);
    bool step(const queens::BoardState& state, const QDeadlineTimer& deadline);
    bool done() const { return phase_ == kDone; }
    // The strips of the finished pass (moved out: valid once per pass).
    void take(Strip& queens, Strip& diag, Strip& anti);

private:
    enum Phase { kHot, kQueens, kDiag, kAnti, kDone };
    template <typename Value>
    bool fill(Strip& strip, Value&& valueAt, const QDeadlineTimer& deadline);
    void start(Strip& strip, int count, int buckets);

    int n_ = 0;
    int queenBuckets_ = 0;
    int lineBuckets_ = 0;
    bool keepExact_ = false;
    Phase phase_ = kDone;
    int bucket_ = 0;  // the next bucket of the phase's strip
    HotLines hot_;
    Strip queens_;
    Strip diag_;
    Strip anti_;
};
