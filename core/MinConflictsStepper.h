#pragma once
// MinConflictsStepper: the queen-swap local search of Sosic & Gu (the QS algorithms of their
// SIGART Bulletin papers, 1990-91, e.g. "3,000,000 queens in less than one minute"; QS4 is the
// variant that starts from a permutation with a conflict-free prefix), as a resumable state
// machine.
//
// What it searches
//   The board is kept as a permutation: row r holds its queen in column cols[r], and the columns
//   are all different, so rows and columns never conflict. Only diagonals can: the "\" diagonal
//   of (r, c) has index r - c + n - 1, the "/" anti-diagonal index r + c; one counter per diagonal
//   says how many queens stand on it. The cost is
//       collisions = sum over all diagonals of max(0, queens on it - 1)
//   (exactly BoardState::collisions() on a permutation). A solution is a permutation with
//   collisions == 0. Swapping the columns of two rows keeps the permutation, and changes only the
//   (at most) 8 diagonals the two queens leave and enter, so its effect `delta` costs O(1).
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [Build] Random permutation with a conflict-free prefix (QS4 style). The columns not used yet
//     form a pool, kept in the tail cols[r..n-1] of the permutation itself. For row r, draw a
//     random pool column: Try(r, col). A column with a queen already on one of its diagonals is
//     refused, Reject(r, col, Diagonal, or AntiDiagonal when only that one is taken; c = -1, the
//     attacker's row is not tracked), and put aside so that the next draw for this row takes a
//     column not tried yet. When kTriesPerRow draws were refused, or no untried column is left,
//     a pool column drawn at random is placed without a check. Then Place(r, col).
//     So the board is conflict-free up to the first row that ran out of draws, and later rows
//     still avoid every attacked column they can.
//     QS4 places the first n - c rows by "draw until conflict-free" (unbounded) and the last c
//     rows at random. Our bounded draws without repetition already keep the build O(n) and
//     terminating when every pool column of a row is attacked (frequent on small boards), so
//     there is no random tail: measured over 200 seeds, a random tail of min(32, n / 4) rows
//     raised the restarts 1.4 times (n = 30) to 3.6 times (n = 100), and the evaluations 3.6
//     times at n = 1000 (budget 7n + 100). A row needs about 3 draws on average (3.06 n in all
//     at n = 10^6); a handful of collisions remain for the search.
//     Every row gets exactly one Place; the Place events form a permutation.
//   [ForEachAttacked] The attacked queens (rows whose queen shares a diagonal with another) are
//     listed after the build, with one O(n) scan. The search sweeps that list again and again;
//     a listed row that is no longer attacked is dropped silently (no event); after an accepted
//     swap, i stays listed and j is added if it is attacked at its new place. Invariant: on every
//     diagonal holding two or more queens, at most one queen is unlisted, so while collisions > 0 a
//     sweep always meets an attacked row and no O(n) rescan is ever needed again (per restart).
//   [PickJ] For the attacked row i, draw a random row j != i.
//   [EvaluateDelta] delta = collisions after swapping the columns of i and j - collisions now,
//     computed exactly from the counters of the diagonals involved (the two queens may share a
//     diagonal before the swap, or land on the same one after it; these cases are merged, not
//     counted twice). Evaluate(a=i, b=j, delta, Accepted if delta < 0 else Rejected).
//   [SwapIfBetter] If delta < 0: Swap(i, j).
//   [CheckSolution] When collisions reach 0: Solution, then Done.
//   [CheckLimit] After maxSteps Evaluate events since the last (re)start without a solution:
//     Restart(a = restart number, 1-based), Remove(r, cols[r], RemoveReason::Restart) for
//     r = 0..n-1, then a fresh [Build] with new random draws. After maxRestarts restarts the
//     stepper gives up: Done without Solution.
//
// Given queens ("start search from here", StepperOptions::fixed)
//   Every board keeps the given queens; the free rows get a random permutation of the free
//   columns, and only free rows are ever swapped. In detail:
//   - the pool is split: cols[r..poolEnd-1] are the free columns not placed yet, and
//     cols[poolEnd..n-1] the given columns of the rows not built yet, in row order;
//   - the given queens are counted on their diagonals before the build starts, so a free row's
//     checked draw refuses every column a given queen attacks (also one of a lower row); an
//     unchecked draw takes any free pool column;
//   - a given row draws nothing: Try(r, c), Place(r, c) with its given column c, no check;
//   - the attacked list holds free rows only (given queens never move), and j is drawn among
//     the free rows other than i. The list invariant still holds: two given queens never share
//     a diagonal (refused), and any other queen on a crowded diagonal is listed;
//   - a restart removes all n queens (Remove^n) and rebuilds with the given queens in place;
//   - with fewer than two free rows no swap exists: if the build leaves collisions the run ends
//     (Done on CheckLimit, no Solution).
//   The constructor throws std::invalid_argument for a `fixed` that FixedQueens::problem refuses
//   and for given queens that attack each other (no board keeping them is a solution). Given
//   queens that no solution keeps make the run go on until maxRestarts (forever when 0):
//   StepperFactory::validate refuses them when FixedQueens::completion proves it (n <= 64).
//   With no given queen every draw, event and statistic is the one described here, unchanged.
//
// Event stream of a run (B = one build: for each row, Try (Reject Try)* Place)
//   B (Evaluate Swap?)* { Restart Remove^n B (Evaluate Swap?)* }* [Solution] Done
//   When a build alone yields a solution, Solution follows its last Place directly.
//
// Options and defaults
//   - seed: the SplitMix64 generator is seeded with it; equal options give equal streams.
//   - maxStepsPerRestart = 0 means 7 * n + 100 evaluations. Most failed attempts are stuck in a
//     local minimum (no swap lowers the collisions), where a longer budget only waits longer.
//     Over 200 seeds at n = 8..100, the mean events per run varied by less than a third for
//     budgets from 4n to 10n (+100), and were 1.7 to 2.5 times higher with 32n (the C2 * n loop
//     bound of QS2 in the seed program); for n >= 1000 restarts are rare with any of them.
//   - maxRestarts = 0 means unlimited for n >= 4 (a solution exists and is found with
//     probability 1), but kSmallBoardRestarts for n = 2 and 3, which have no solution: the run
//     then ends after 3 restarts with Done and no Solution.
//   - allSolutions is ignored: a local search finds one solution, not all of them.
//   n = 1: Try(0,0), Place(0,0), Solution, Done. n < 1 (refused by the factory): only Done.
//
// Cost
//   Memory O(n) in int32 arrays (permutation, 2 x (2n-1) diagonal counters, the attacked list)
//   plus one byte per row; about 25 bytes per queen (37 with given queens: the given columns,
//   the free rows and their index). Every event costs O(1) amortized; only the list scan after
//   a build is O(n), once per (re)start (with given queens also the pool rearrangement and the
//   given queens' counters). next() never allocates.
//   The stepper never reads a BoardState: it keeps its own arrays.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "SplitMix64.h"
#include "Stepper.h"
#include "Translatable.h"

namespace queens {

class MinConflictsStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        Build,
        ForEachAttacked,
        PickJ,
        EvaluateDelta,
        SwapIfBetter,
        CheckSolution,
        CheckLimit,
    };
    static constexpr std::array<std::string_view, 7> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "build a random permutation, conflict-free prefix"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for each attacked queen i:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    pick a random row j != i"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    delta = collisions after swap(i, j) - before"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if delta < 0: swap(i, j)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if collisions == 0: solution, stop"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if steps > limit: clear the board, restart"),
    };
    static_assert(CheckLimit + 1 == kPseudocode.size());

    // Refused draws per row before a column is placed without a check.
    static constexpr int kTriesPerRow = 64;
    // Restarts before giving up on the unsolvable boards n = 2 and n = 3 (maxRestarts = 0).
    static constexpr std::uint64_t kSmallBoardRestarts = 3;

    explicit MinConflictsStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::MinConflicts; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Evaluations allowed per (re)start and restarts allowed, after applying the defaults.
    std::uint64_t maxSteps() const { return maxSteps_; }
    std::uint64_t maxRestarts() const { return maxRestarts_; }

private:
    enum class Phase : std::uint8_t { Build, Search, Clear, Solved, Finish, Over };
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
    // Done
    std::uint16_t doneLine_ = Build;
};

}  // namespace queens
