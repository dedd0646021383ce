#pragma once
// RunHistory: the GUI thread's record of what the charts of a run plot, built from the marks
// and tries counts the worker writes into each TimelineBatch, so that no chart ever has to
// apply or unapply an event to follow the timeline cursor.
//
// The idea
//   A chart of "solutions over steps" or "collisions over steps" at cursor c is the set of
//   points (step, value) with step <= c. The worker already knows every such point when it
//   records the event (its TimelineRecorder holds the true BoardState), so it writes them into
//   the batch as RunMarks (RunMark.h). Here they are kept in one array per kind, sorted by step;
//   a chart at cursor c is a binary search for the last mark <= c plus a copy of at most
//   maxPoints of the marks before it. Going backward costs the same as going forward: the
//   marks after c are simply not read.
//   "Nodes per depth" (Try events per row up to c) is the one quantity that is not a mark: it
//   changes with almost every event. Each batch carries the counts before its first event
//   (triesBefore); triesPerRow(t, c) starts from the nearest stored batch start <= c and walks
//   the Timeline's events from there to c, counting Try by row: at most one batch of events
//   (more only after thinning, below), or fewer with a hint (the result of an earlier query).
//
// Cost
//   append(batch)       O(marks + triesBefore.size()) amortized; never touches an event.
//   solutionsSeries     O(log marks + maxPoints).
//   collisionsSeries    O(log marks + maxPoints + marks/kBlock): the marks are summarized in
//                       blocks of kBlock (index of the block's minimum and maximum), so a
//                       decimation bucket of many blocks reads only their summaries.
//   restartSteps        O(log restarts + min(restarts, maxPoints)).
//   triesPerRow         O(n + events walked): one Timeline::event() lookup per batch walked,
//                       then a scan of its events.
//
// Decimation (collisionsSeries)
//   Past maxPoints the marks <= c are cut into equal buckets of consecutive marks; each bucket
//   contributes the marks holding its minimum and its maximum, in step order, and the last
//   partial bucket also its last mark. So the result is a subset of the true marks, strictly
//   increasing in step, containing the global minimum and maximum and the latest mark <= c:
//   spikes and the current value survive, only their neighbours are dropped.
//   solutionsSeries is monotone (solutions never decrease), so evenly spaced marks, the first
//   and the last included, keep its shape.
//
// Memory bound
//   memoryUsed() counts the capacity of every array kept. When an append() leaves it above
//   memoryBound(), the history thins, in this order, each kind only while it holds more than
//   kMinKept entries: the Collisions marks, then the tries snapshots (one per batch), then the
//   Solution marks. Thinning a kind keeps every other entry (the first one included) and
//   doubles its stride: from then on only every stride-th new mark (or batch) of that kind is
//   kept, so the kept points stay evenly spread over the run. Curves keep their shape, every
//   kept point stays a true point, and the order by step stays strict; what is lost is
//   resolution, including, between two kept marks, the exact latest mark <= c (a caller that
//   holds the state at c can add that point itself). Restart marks are never thinned (a run has
//   few). Fewer tries snapshots only make the walk of triesPerRow longer; it stays exact as long
//   as the Timeline still holds the events walked.
//   Guarantee: after append(), memoryUsed() <= memoryBound(), unless every thinnable kind is
//   down to kMinKept entries (then the floor, about 2 * kMinKept entries of each kind plus the
//   restarts, is what remains).
//
// One thread only (the GUI's). append() takes the batches of one run in order, as a Timeline
// does; the TimelineBatch itself is not kept.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "RunMark.h"
#include "TimelineBatch.h"

namespace queens {

class Timeline;

class RunHistory {
public:
    static constexpr std::size_t kDefaultMemoryBound = std::size_t{64} << 20;  // 64 MiB
    static constexpr std::size_t kMinKept = 1024;  // thinning stops at this many entries of a kind
    static constexpr std::size_t kBlock = 64;      // collisions marks per min/max summary
    static constexpr std::size_t kAll = std::numeric_limits<std::size_t>::max();

    // A chart point: `value` holds after `step` events (see RunMark).
    struct Point {
        std::uint64_t step = 0;
        std::int64_t value = 0;
        friend bool operator==(const Point&, const Point&) = default;
    };
    // Try events per row after `cursor` events (index = row, size n).
    struct RowTries {
        std::uint64_t cursor = 0;
        std::vector<std::uint64_t> tries;
        // False when an event of the walk was dropped by the Timeline, or the batch holding the
        // starting counts was recorded without tries (TimelineBatch::triesTracked): the counts
        // are then lower bounds.
        bool exact = true;
    };

    explicit RunHistory(std::size_t memoryBound = kDefaultMemoryBound);

    // Takes the next batch of the run: batch.first must equal recordedEvents() (else
    // std::invalid_argument), and its marks must lie inside it in increasing step order.
    void append(const TimelineBatch& batch);
    void clear();  // a new run

    std::uint64_t recordedEvents() const;  // end() of the latest batch appended
    double searchSeconds() const;          // searchSeconds of the latest batch appended
    bool finished() const;                 // the latest batch ended the run

    // Solution marks with step <= c ((step, solutions so far)), at most maxPoints of them.
    std::vector<Point> solutionsSeries(std::uint64_t c, std::size_t maxPoints) const;
    // Collisions marks with step <= c ((step, collisions)), decimated to at most maxPoints.
    std::vector<Point> collisionsSeries(std::uint64_t c, std::size_t maxPoints) const;
    // Steps of the Restart marks <= c, evenly thinned to at most maxPoints.
    std::vector<std::uint64_t> restartSteps(std::uint64_t c, std::size_t maxPoints = kAll) const;
    // The latest kept mark of the kind with step <= c, if any.
    std::optional<Point> lastSolution(std::uint64_t c) const;
    std::optional<Point> lastCollisions(std::uint64_t c) const;
    std::optional<Point> lastRestart(std::uint64_t c) const;

    // Try events per row after c events of the run recorded in `t`, a Timeline that received
    // the same batches (as in the application: both are fed each batch the worker sends). `hint`, a
    // result of an earlier call for the same run and Timeline, is walked from instead when it
    // is exact and closer to c than the nearest stored batch start (forward or backward).
    RowTries triesPerRow(const Timeline& t, std::uint64_t c, const RowTries* hint = nullptr) const;

    bool thinned() const;  // some kind was thinned (stays true for the run)
    std::uint64_t collisionsStride() const;
    std::uint64_t solutionsStride() const;
    std::uint64_t triesStride() const;  // batches per kept tries snapshot
    std::size_t memoryUsed() const;
    std::size_t memoryBound() const;
    // Changes whenever what the queries return may have changed (append, thinning, clear).
    std::uint64_t revision() const;

private:
    struct Series {
        std::vector<Point> points;  // kept marks, increasing step
        std::uint64_t stride = 1;   // keep every stride-th mark of the kind
        std::uint64_t seen = 0;     // marks of the kind ever appended
    };
    struct Block {
        std::uint32_t minIndex;
        std::uint32_t maxIndex;
    };
    struct TriesAt {
        std::uint64_t first;                // events before this batch
        std::vector<std::uint64_t> before;  // TimelineBatch::triesBefore
        bool tracked;
    };

    static bool add(Series& s, Point p);
    static void thin(Series& s);
    static std::size_t countUpTo(const Series& s, std::uint64_t c);
    static std::optional<Point> lastUpTo(const Series& s, std::uint64_t c);
    static std::size_t seriesBytes(const Series& s);
    void summarizeBlock(std::size_t begin);  // appends the Block of marks [begin, begin + kBlock)
    void rebuildBlocks();
    void thinTries();
    void enforceBound();
    // Adds (sign +1) or removes (-1) the Try events [from, to) of `t` to `tries`; false when
    // one of them was dropped. Reads each batch's events as one array when t.event() shows
    // that they are stored contiguously (a Timeline keeps whole batches), else event by event.
    bool walk(const Timeline& t, std::uint64_t from, std::uint64_t to, int sign,
              std::vector<std::uint64_t>& tries) const;

    std::size_t bound_;
    Series solutions_;
    Series collisions_;
    Series restarts_;
    std::vector<Block> blocks_;  // one per full kBlock of collisions_.points
    std::vector<TriesAt> tries_;
    std::vector<std::uint64_t> starts_;  // first index of every non-empty batch appended
    std::uint64_t triesStride_ = 1;
    std::uint64_t batchesSeen_ = 0;  // non-empty batches appended
    std::size_t triesBytes_ = 0;     // capacity bytes of every TriesAt::before
    std::uint64_t end_ = 0;
    double searchSeconds_ = 0.0;
    bool finished_ = false;
    bool thinned_ = false;
    std::uint64_t revision_ = 0;
};

}  // namespace queens
