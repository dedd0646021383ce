#pragma once
// RunHistory: the GUI thread's record of what the charts of a run plot, built from the marks
// (RunMark) and tries counts the worker writes into each TimelineBatch, so that no chart ever
// applies or unapplies an event to follow the timeline cursor. It owns one sorted array of marks
// per kind and the tries counts at batch starts, never the batches or their events; a chart at
// cursor c is a binary search plus a copy of at most maxPoints marks, backward as cheap as
// forward. Past memoryBound() it thins evenly (every kept point stays a true point) instead of
// growing. One thread only (the GUI's); append() takes one run's batches in order, as a Timeline
// does. Costs, decimation and thinning: docs/design.md, "The run history behind the
// charts".
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
    // A kind with more points than this is thinned whatever the bound: thinning is one pass over
    // the kind on the GUI thread, and this keeps the pass within about a millisecond.
    static constexpr std::size_t kMaxPoints = std::size_t{1} << 16;
    static constexpr std::size_t kBlock = 64;  // collisions (pairs, temperature) marks per
                                               // min/max summary
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
    // Pairs marks with step <= c ((step, h)), decimated as the collisions are.
    std::vector<Point> pairsSeries(std::uint64_t c, std::size_t maxPoints) const;
    // Temperature marks with step <= c ((step, toSignedBits(T))), decimated as the collisions
    // are (the bits of temperatures >= 0 order as the temperatures do).
    std::vector<Point> temperatureSeries(std::uint64_t c, std::size_t maxPoints) const;
    // Checks and Prunings marks with step <= c ((step, consistency checks so far), (step,
    // prunings so far)), evenly spaced to at most maxPoints: CSP backtracking's work curves.
    std::vector<Point> checksSeries(std::uint64_t c, std::size_t maxPoints) const;
    std::vector<Point> pruningsSeries(std::uint64_t c, std::size_t maxPoints) const;
    // Steps of the Restart marks <= c, evenly thinned to at most maxPoints.
    std::vector<std::uint64_t> restartSteps(std::uint64_t c, std::size_t maxPoints = kAll) const;
    // The latest kept mark of the kind with step <= c, if any.
    std::optional<Point> lastSolution(std::uint64_t c) const;
    std::optional<Point> lastCollisions(std::uint64_t c) const;
    std::optional<Point> lastRestart(std::uint64_t c) const;
    std::optional<Point> lastPairs(std::uint64_t c) const;
    std::optional<Point> lastTemperature(std::uint64_t c) const;

    // Try events per row after c events of the run recorded in `t`, a Timeline that received
    // the same batches (as in the application: both are fed each batch the worker sends). `hint`, a
    // result of an earlier call for the same run and Timeline, is walked from instead when it
    // is exact and closer to c than the nearest stored batch start (forward or backward).
    RowTries triesPerRow(const Timeline& t, std::uint64_t c, const RowTries* hint = nullptr) const;

    bool thinned() const;  // some kind was thinned (stays true for the run)
    std::uint64_t collisionsStride() const;
    std::uint64_t solutionsStride() const;
    std::uint64_t pairsStride() const;
    std::uint64_t temperatureStride() const;
    std::uint64_t checksStride() const;  // the prunings' too: they are thinned together
    std::uint64_t triesStride() const;   // batches per kept tries snapshot
    std::size_t memoryUsed() const;
    std::size_t memoryBound() const;
    // Changes whenever what the queries return may have changed (append, thinning, clear).
    std::uint64_t revision() const;

private:
    struct Block {
        std::uint32_t minIndex;
        std::uint32_t maxIndex;
    };
    struct Series {
        std::vector<Point> points;  // kept marks, increasing step
        std::uint64_t stride = 1;   // keep every stride-th mark of the kind
        std::uint64_t seen = 0;     // marks of the kind ever appended
        // Summarized kinds (collisions, pairs, temperature): one Block per full kBlock of points.
        bool summarized = false;
        std::vector<Block> blocks;
    };
    struct TriesAt {
        std::uint64_t first;                // events before this batch
        std::vector<std::uint64_t> before;  // TimelineBatch::triesBefore
        bool tracked;
    };

    static bool add(Series& s, Point p);
    // Keeps every other point (and rebuilds the blocks of a summarized series).
    static void thin(Series& s);
    static std::size_t countUpTo(const Series& s, std::uint64_t c);
    static std::optional<Point> lastUpTo(const Series& s, std::uint64_t c);
    static std::size_t seriesBytes(const Series& s);
    // Appends the Block of marks [begin, begin + kBlock) of s.
    static void summarizeBlock(Series& s, std::size_t begin);
    static void rebuildBlocks(Series& s);
    // The marks of a summarized series with step <= c: every one, or at most maxPoints keeping
    // the latest and each bucket's extremes.
    static std::vector<Point> decimated(const Series& s, std::uint64_t c, std::size_t maxPoints);
    // The summarized series with the most points above kMinKept, if any.
    Series* thinnableSummarized();
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
    Series pairs_;
    Series temperature_;
    Series checks_;
    Series prunings_;
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
