#pragma once
// FastMinConflicts: one solution for millions of queens, by the queen-swap local search of
// Sosic & Gu (QS4, SIGART Bulletin 2(2), 1991), without events. MinConflictsStepper is the same
// idea as a teaching state machine; this class is the lean kernel behind `queenslab-cli solve
// --method min-conflicts`.
//
// What it searches
//   A permutation: row r holds its queen in column cols[r], all columns different, so only the
//   diagonals can conflict. collisions = sum over all diagonals of max(0, queens on it - 1),
//   counted for the "\" diagonals (index r - c + n - 1) and the "/" anti-diagonals (r + c).
//   A solution is a permutation with collisions == 0.
//
// 1. Build: a random permutation with a conflict-free prefix (QS4 style)
//   The columns are shuffled into a random order (a uniform permutation, made cache-friendly
//   by Rao-Sandelius: deal the columns into random buckets of about 32768, then Fisher-Yates
//   inside each bucket). The unused columns are the pool cols[r..n-1]. Row r takes the first
//   pool column, from a cursor that goes round the pool, whose two diagonals are still free;
//   the tested columns that did not fit stay in the pool for later rows, and the cursor moves
//   on, so each column is tried again only after the cursor has gone once round the pool (a
//   column that does not fit one row tends not to fit the next rows either). After
//   kTriesPerRow misses, or one full round of a small pool, the row takes the column under the
//   cursor unchecked. So every row is conflict-free except the unchecked ones, which are few
//   and almost all at the very end (Sosic & Gu use a fixed tail of random rows instead). Reads
//   of the pool are sequential; the two bit tests per candidate are random accesses, and are
//   prefetched a few candidates ahead.
//
// 2. Search: swaps of attacked queens with exact collision deltas
//   The rows placed unchecked are listed. Invariant: on every diagonal holding two or more
//   queens, at most one queen is unlisted. (After the build each diagonal holds at most one
//   checked queen, since a checked queen only goes where its diagonals are free.) So while
//   collisions > 0 some listed row is attacked. The search sweeps the list round and round: an
//   unattacked row is dropped; for an attacked row i it draws a random row j != i and computes
//   delta = collisions after swapping the columns of i and j - collisions now, exactly, from the
//   counts of the (at most) eight diagonals involved (lines named twice are merged before
//   counting). If delta < 0 it swaps, and lists j if it is attacked now (i stays listed), which
//   keeps the invariant. After maxEvaluations evaluations without a solution it restarts with
//   a new build (the random stream goes on); after maxRestarts restarts it gives up.
//
// Counting queens per diagonal in half a byte per queen
//   A queen count per diagonal in an int (MinConflictsStepper) costs 16 bytes per queen and
//   makes every test a cache miss for large n. Here each family of 2n - 1 diagonals is a bitset
//   "at least one queen", plus a small hash table holding, only for diagonals with two or more
//   queens, the number of queens beyond the first. count = bit ? 1 + extra : 0, exact for any
//   number of queens (no narrow counter can overflow). Such diagonals are few: at most the
//   collision count, which never grows during the search (only swaps with delta < 0 are made)
//   and starts at most twice the number of unchecked rows. The table grows when half full and
//   is emptied at each build.
//
// Cancel: Options::cancel, when set (from any thread), stops solve() promptly (bounded by
// tests/core/test_cancel_latency): the flag is read every 4096 rows of the shuffle and the
// build and every 4096 evaluations of the search. solve() then returns false and cancelled() is
// true; stats() counts the work done so far. Polling does not touch the random stream, so it
// never changes the placement found.
//
// Reproducible: the generator is SplitMix64(seed) with its exact below(); equal (n, options)
// give the same placement on every platform. n = 1 gives {0}; n = 2 and 3 have no solution and
// solve() returns false at once.
//
// Cost
//   Memory: the permutation (4 bytes per queen) and the two bitsets (4n bits, 0.5 bytes per
//   queen), 4.5 bytes per queen, plus a few kilobytes; bytesNeeded(n) gives the total. All three
//   are HugePageVectors, on transparent huge pages where the system gives them (fewer page
//   faults and TLB misses; HugePageMemory.h says when that pays).
//   Time: O(n) per build, a few bit tests per row; the search is short, as it only has to
//   repair the few unchecked rows.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "HugePageAllocator.h"
#include "SplitMix64.h"

namespace queens {

class FastMinConflicts {
public:
    struct Options {
        std::uint64_t seed = 1;
        // Evaluations allowed per build before a restart; 0 chooses 7n + 100.
        std::uint64_t maxEvaluations = 0;
        // Restarts allowed before solve() gives up; 0 means unlimited.
        std::uint64_t maxRestarts = 0;
        // Set to true (from any thread) to stop solve() early; nullptr: never cancelled.
        const std::atomic<bool>* cancel = nullptr;
    };

    struct Stats {
        std::uint64_t builds = 0;            // 1 + restarts
        std::uint64_t candidateTests = 0;    // pool columns tested, all builds
        std::uint64_t uncheckedRows = 0;     // rows placed without a free column, all builds
        std::int64_t initialCollisions = 0;  // collisions after the last build
        std::uint64_t evaluations = 0;       // swap deltas computed, all builds
        std::uint64_t swaps = 0;             // swaps made, all builds
    };

    static constexpr int kMaxN = 1'000'000'000;
    // Pool columns tested for one row before it takes one unchecked.
    static constexpr std::size_t kTriesPerRow = 256;

    // 1 <= n <= kMaxN; throws std::invalid_argument otherwise. Allocates the arrays.
    explicit FastMinConflicts(int n, const Options& options);
    explicit FastMinConflicts(int n) : FastMinConflicts(n, Options{}) {}

    // Runs the search. True: placement() is a solution. False: n = 2 or 3, or no solution
    // within maxRestarts restarts (placement() then holds the last board), or cancelled().
    bool solve();
    // True when the last solve() stopped because Options::cancel was set.
    bool cancelled() const { return cancelled_; }

    int n() const { return n_; }
    const HugePageVector<int>& placement() const { return cols_; }
    // Moves the placement out and frees the other arrays; the object is then spent.
    HugePageVector<int> takePlacement();
    // The collision count the search keeps up to date (0 after a successful solve()).
    std::int64_t collisions() const { return collisions_; }
    const Stats& stats() const { return stats_; }

    // Bytes the kernel allocates for n queens (the placement included).
    static std::uint64_t bytesNeeded(std::uint64_t n);

private:
    // Queens per line of one family of diagonals: a bitset "at least one" and a hash table of
    // the queens beyond the first, for the few lines that have them.
    class LineCounts {
    public:
        void reset(std::size_t lines);
        void release();
        bool occupied(std::size_t i) const { return (bits_[i >> 6] >> (i & 63)) & 1; }
        std::int64_t count(std::size_t i) const { return occupied(i) ? 1 + extra(i) : 0; }
        // Adds a queen; returns 1 when the line had one already (one collision more), else 0.
        int add(std::size_t i);
        // Removes a queen; returns 1 when one stays on the line (one collision less), else 0.
        int remove(std::size_t i);
        void prefetch(std::size_t i) const;
        std::uint64_t bytes() const;

    private:
        static constexpr std::uint32_t kNoKey = 0xFFFFFFFFu;
        std::int32_t extra(std::size_t i) const;
        std::int32_t& extraSlot(std::size_t i);
        void grow();

        HugePageVector<std::uint64_t> bits_;
        std::vector<std::uint32_t> keys_;   // open addressing, linear probing; kNoKey = free
        std::vector<std::int32_t> extras_;  // queens beyond the first (0 once they left)
        std::size_t used_ = 0;
    };

    static constexpr std::size_t kCancelPollMask = 4095;  // poll every 4096 rows / evaluations
    bool cancelRequested();                               // reads Options::cancel; sets cancelled_
    bool shuffle();                                       // false: cancelled
    bool build();                                         // false: cancelled
    bool search();
    bool attacked(int row) const;
    std::int64_t swapDelta(int i, int j) const;
    void applySwap(int i, int j);
    std::size_t diagonal(std::size_t row, std::size_t col) const { return row - col + n_ - 1; }
    static std::size_t anti(std::size_t row, std::size_t col) { return row + col; }

    int n_ = 0;
    Options options_;
    std::uint64_t maxEvaluations_ = 0;
    SplitMix64 rng_;
    HugePageVector<int> cols_;
    LineCounts diagonals_;
    LineCounts antis_;
    std::vector<int> listed_;  // rows that may be attacked (see the invariant above)
    std::int64_t collisions_ = 0;
    Stats stats_;
    bool cancelled_ = false;
};

}  // namespace queens
