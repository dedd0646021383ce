#pragma once
// MinConflictsStepper: the queen-swap local search of Sosic & Gu (the QS algorithms of their
// SIGART Bulletin papers, 1990-91; QS4 starts from a permutation with a conflict-free prefix), as
// a resumable state machine. It owns its board (a permutation and diagonal counters, never a
// BoardState), allocates nothing in next(), and finds one solution, not all of them.
//
// What it searches
//   Row r holds its queen in column cols[r], and the columns form a permutation, so rows and
//   columns never conflict; only diagonals can. One counter per "\" diagonal (index r - c + n - 1)
//   and per "/" anti-diagonal (index r + c) says how many queens stand on it, and the cost is
//       collisions = sum over all diagonals of max(0, queens on it - 1)
//   (BoardState::collisions() of a permutation). A solution has collisions == 0. Swapping the
//   columns of two rows keeps the permutation and touches at most 8 diagonals, so its effect
//   `delta` costs O(1).
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [Build] A random permutation with a conflict-free prefix. The unused columns form a pool in
//     the tail cols[r..n-1]. Row r draws a random pool column: Try(r, col). A column with a queen
//     on one of its diagonals is refused (Reject(r, col, Diagonal or AntiDiagonal), c = -1: the
//     attacker is not tracked) and set aside, so the next draw takes an untried column. After
//     kTriesPerRow refusals, or with no untried column left, a random pool column is placed
//     unchecked. Then Place(r, col). The bounded draws keep the build O(n) and let it end when
//     every pool column of a row is attacked, so unlike QS4 there is no separate random tail.
//   [ForEachAttacked] One O(n) scan lists the attacked rows; the search sweeps that list again
//     and again. A listed row no longer attacked is dropped silently; after an accepted swap i
//     stays listed and j is added if attacked. Invariant: on every diagonal holding two or more
//     queens at most one queen is unlisted, so while collisions > 0 a sweep meets an attacked
//     row and no rescan is needed until the next restart.
//   [PickJ] For the attacked row i, a random row j != i.
//   [EvaluateDelta] delta = collisions after swapping the columns of i and j minus now, exact
//     from the counters (diagonals the two queens share before or after the swap counted once).
//   [AcceptIfBetter] The decision: Evaluate(a=i, b=j, delta, Accepted if delta < 0 else
//     Rejected). One event picks j, computes delta and decides; it carries the decision's line,
//     since the verdict is what a student is asked to follow.
//   [SwapRows] An accepted move: Swap(i, j).
//   [CheckSolution] When collisions reach 0: Solution, then Done.
//   [CheckLimit] After maxSteps Evaluate events since the last (re)start: Restart(a = restart
//     number, from 1), Remove(r, cols[r], RemoveReason::Restart) for every row, a fresh [Build].
//     After maxRestarts restarts: Done without Solution.
//
// Given queens (StepperOptions::fixed): every board keeps them and only free rows move.
//   - The pool is split: cols[r..poolEnd-1] the free columns not placed yet, cols[poolEnd..n-1]
//     the given columns of the rows not built yet, in row order.
//   - The given queens are counted on their diagonals before the build, so a checked draw
//     refuses every column one of them attacks; a given row draws nothing: Try, Place, no check.
//   - The attacked list holds free rows only and j is drawn among the free rows; the invariant
//     holds since two given queens never share a diagonal.
//   - A restart removes all n queens and rebuilds with the given queens in place. With fewer
//     than two free rows no swap exists: leftover collisions end the run (Done on CheckLimit).
//   The constructor throws std::invalid_argument for a `fixed` that FixedQueens::problem refuses
//   and for given queens attacking each other. Given queens no solution keeps make the run go on
//   until maxRestarts (forever when 0); StepperFactory::validate refuses those that
//   FixedQueens::completion proves hopeless (n <= 64).
//
// Event stream (B = one build: per row, Try (Reject Try)* Place)
//   B (Evaluate Swap?)* { Restart Remove^n B (Evaluate Swap?)* }* [Solution] Done
//   Each build places every row exactly once (its Place events form a permutation); a build
//   that is already a solution is followed by Solution directly.
//
// Options
//   - seed seeds the SplitMix64 generator: equal options give equal streams.
//   - maxStepsPerRestart = 0 means 7 * n + 100 evaluations: a failed attempt is usually stuck in
//     a local minimum (no swap lowers the collisions), where a longer budget only waits longer.
//   - maxRestarts = 0 means unlimited for n >= 4 (a solution exists and is found with
//     probability 1), and kSmallBoardRestarts for n = 2 and 3, which have none.
//   - allSolutions is ignored. n = 1: Try(0,0), Place(0,0), Solution, Done; n < 1: only Done.
//
// Cost: O(n) memory in int32 arrays (permutation, 2 x (2n-1) diagonal counters, the attacked
// list) plus a byte per row, about 25 bytes per queen (37 with given queens). Each event is O(1)
// amortized; only the list scan after a build (and, with given queens, the pool set-up) is O(n).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "SplitMix64.h"
#include "Stepper.h"
#include "StepperEnding.h"
#include "Translatable.h"

namespace queens {

class MinConflictsStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        Build,
        ForEachAttacked,
        PickJ,
        EvaluateDelta,
        AcceptIfBetter,
        SwapRows,
        CheckSolution,
        CheckLimit,
    };
    static constexpr std::array<std::string_view, 8> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "build a random permutation, conflict-free prefix"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for each attacked queen i:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    pick a random row j != i"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    delta = collisions after swap(i, j) - before"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if delta < 0:   # accept, else reject"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        swap(i, j)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if collisions == 0: solution, stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if steps > limit: clear the board, restart"),
    };
    static_assert(CheckLimit + 1 == kPseudocode.size());

    // Refused draws per row before a column is placed without a check.
    static constexpr int kTriesPerRow = 64;
    // Restarts before giving up on the unsolvable boards n = 2 and n = 3 (maxRestarts = 0).
    static constexpr std::uint64_t kSmallBoardRestarts = 3;
    // The restarts a restarting search allows for `maxRestarts` on an n-queens board: the given
    // number, or for 0 unlimited (0) when n has a solution and kSmallBoardRestarts when not.
    static constexpr std::uint64_t restartLimit(std::uint64_t maxRestarts, int n) {
        return maxRestarts == 0 && n > 1 && n < 4 ? kSmallBoardRestarts : maxRestarts;
    }

    explicit MinConflictsStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::MinConflicts; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Evaluations allowed per (re)start and restarts allowed, after applying the defaults.
    std::uint64_t maxSteps() const { return maxSteps_; }
    std::uint64_t maxRestarts() const { return maxRestarts_; }

private:
    enum class Phase : std::uint8_t { Build, Search, Clear };
    enum class Pending : std::uint8_t { None, Reject, Place, PlaceGiven, Swap };

    bool buildStep(StepEvent& e);
    bool searchStep(StepEvent& e);
    bool clearStep(StepEvent& e);
    void finishBuild();
    StepEvent placeBuilt(int r, int col);
    int nextAttacked();
    std::int64_t swapDelta(int i, int j) const;
    void applySwap(int i, int j);
    void addQueen(int row, int col);
    void removeQueen(int row, int col);
    bool attacked(int row) const;
    std::size_t diagIndex(int row, int col) const {
        return static_cast<std::size_t>(row - col + n_ - 1);
    }
    static std::size_t antiIndex(int row, int col) { return static_cast<std::size_t>(row + col); }
    void rebuildAttackedList();
    // Given queens: checks them (throws std::invalid_argument), lists the free rows, arranges the
    // first pool; appendGivenColumns(w) puts the given columns after the w free pool columns
    // (poolEnd_ = w) and counts the given queens on their diagonals.
    void setUpGiven(const std::vector<int>& fixed);
    void appendGivenColumns(int w);
    bool isGiven(int row) const;

    int n_ = 0;
    SplitMix64 rng_;
    std::uint64_t maxSteps_ = 0;
    std::uint64_t maxRestarts_ = 0;  // 0 = unlimited

    std::vector<std::int32_t> cols_;    // the permutation; cols_[row_..n-1] is the unused pool
    std::vector<std::int32_t> diag_;    // queens per "\" diagonal, index row - col + n - 1
    std::vector<std::int32_t> anti_;    // queens per "/" anti-diagonal, index row + col
    std::vector<std::int32_t> list_;    // listed rows (see the invariant above)
    std::vector<std::uint8_t> listed_;  // 1 when the row is in list_
    std::int64_t collisions_ = 0;
    // Given queens (all empty and unused when none is given).
    bool hasGiven_ = false;
    std::vector<std::int32_t> given_;      // given column per row, or -1
    std::vector<std::int32_t> freeRows_;   // the rows without a given queen, increasing
    std::vector<std::int32_t> freeIndex_;  // freeRows_[freeIndex_[r]] == r for a free row r
    int poolEnd_ = 0;  // cols_[row_..poolEnd_-1]: free pool; cols_[poolEnd_..n-1]: given columns

    Phase phase_ = Phase::Build;
    Pending pending_ = Pending::None;
    // Build
    int row_ = 0;
    int tries_ = 0;
    int untried_ = 0;    // cols_[row_..untried_-1]: pool columns not yet rejected for row_
    int pendIndex_ = 0;  // index into cols_ of the drawn column
    std::uint8_t pendReason_ = 0;
    // Search
    int listCount_ = 0;  // entries in list_
    int readPos_ = 0;    // next entry of the sweep
    int writePos_ = 0;   // entries kept so far in this sweep
    int swapI_ = 0;
    int swapJ_ = 0;
    std::int64_t swapDelta_ = 0;
    std::uint64_t steps_ = 0;
    std::uint64_t restarts_ = 0;
    // Clear
    int clearRow_ = 0;
    StepperEnding ending_;  // Solution and Done
};

}  // namespace queens
