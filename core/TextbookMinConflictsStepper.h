#pragma once
// TextbookMinConflictsStepper: MIN-CONFLICTS as Russell & Norvig state it ("Artificial
// Intelligence: A Modern Approach", fig. 6.8), on N-Queens in the complete-state formulation
// (one queen per row, a queen moves within its row), as a resumable state machine. It owns its
// board (QueenCounters, never a BoardState), finds one solution and stops; unlike
// MinConflictsStepper (Sosic & Gu's swaps of two rows' columns) it moves a single queen.
//
// The problem
//   The variables are the rows, a value is the column of the row's queen. The conflicts of a
//   square (row, col) are the queens of the other rows on its column or diagonals; h is the
//   number of attacking pairs, and moving row's queen from `from` to `to` changes h by
//   conflicts(row, to) - conflicts(row, from). Counters of the queens on every column and
//   diagonal give each in O(1) (see QueenCounters).
//
// The algorithm (line ids in brackets, see kPseudocode)
//   [Greedy] The start: rows in order, each queen goes on a column with the fewest conflicts with
//     the queens already placed: Place(row, col).
//     - n <= kExactGreedyMaxN: every column is scanned (O(n) per row) and ties are broken
//       uniformly at random.
//     - Larger n: an O(n) scan per row would make the start O(n^2). A pool holds the columns no
//       earlier row uses; up to kGreedyDraws of them are drawn at random without repetition, the
//       first without a conflict is taken, else the first drawn with the fewest conflicts (the
//       draws come in random order, so that is a random one of the best drawn). A drawn column
//       never has a column conflict, so only diagonals can make a conflict; the start is a
//       permutation.
//   [Goal] h = 0: Solution, then Done(Finished).
//   [PickRow] A conflicted row drawn uniformly at random. A list holds every conflicted row and
//     perhaps some that are no longer conflicted: a drawn entry that is not conflicted is
//     dropped (swapped with the last) and the draw repeated. A move can make new conflicted rows
//     only among the queens on its target's three lines, and only one per line, the single
//     queen that stood there (found from a per-line XOR of the rows of its queens); it is
//     listed then. So each draw is O(1) amortized.
//   [PickColumn] The column of that row with the fewest conflicts, from the counters in O(n); ties
//     are broken uniformly at random, the queen's own column included. Propose(a = row, b = col,
//     delta = change of h, value = probability 1.0 (toBits), Accepted): min-conflicts always
//     takes its choice.
//   [MoveQueen] If the column differs: Move(row, col, c = old column, delta, Downhill if delta < 0
//     else Sideways). The change is never positive: the current column is a candidate.
//   [Restart] After maxSteps steps since the last (re)start: Restart(a = restart number, from 1),
//     Remove(row, col, RemoveReason::Restart) for every row, a new greedy start (the random ties
//     and draws make it another board). After maxRestarts restarts: Done(RestartLimit).
//
// A step is one Propose (one iteration of the textbook's loop), whether or not the queen moves.
//
// Event stream (B = Place^n)
//   B (Propose Move?)* { Restart Remove^n B (Propose Move?)* }* [Solution] Done
//
// Options
//   - seed seeds the SplitMix64 generator: equal options give equal streams.
//   - maxStepsPerRestart = 0 means 4 n + 100 steps.
//   - maxRestarts = 0 means unlimited for n >= 4 and MinConflictsStepper::kSmallBoardRestarts for
//     n = 2 and 3, which have no solution.
//   - allSolutions, climb, sidewaysLimit and randomRestart are ignored; fixed must be empty
//     (StepperFactory refuses given queens).
//   - n = 1: Place(0, 0), Solution, Done; n < 1: only Done.
//
// Cost: O(n) memory, about 53 bytes per queen (the counters, three per-line row XORs, the list,
// the pool); the start is O(n) (O(n^2) for n <= kExactGreedyMaxN), a step O(n).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "QueenCounters.h"
#include "SplitMix64.h"
#include "Stepper.h"
#include "StepperEnding.h"
#include "Translatable.h"

namespace queens {

class TextbookMinConflictsStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        Greedy,
        Loop,
        Goal,
        PickRow,
        PickColumn,
        MoveQueen,
        Restart,
    };
    static constexpr std::array<std::string_view, 7> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "current = greedy start: each row on a least-conflicted column"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "for step = 1 to max_steps:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if h(current) == 0: return current   # solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    row = a random conflicted queen's row"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    col = the column of row with fewest conflicts (ties at random)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    move the queen of row to col"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "clear the board and start again (until max_restarts)"),
    };
    static_assert(Restart + 1 == kPseudocode.size());

    // Largest n whose greedy start scans every column of every row.
    static constexpr int kExactGreedyMaxN = 2000;
    // Larger n: random pool columns drawn per row at most.
    static constexpr int kGreedyDraws = 128;

    explicit TextbookMinConflictsStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::TextbookMinConflicts; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // Steps allowed per (re)start and restarts allowed (0 = unlimited), after the defaults.
    std::uint64_t maxSteps() const { return maxSteps_; }
    std::uint64_t maxRestarts() const { return maxRestarts_; }

private:
    enum class Phase : std::uint8_t { Build, Search, Move, Clear };

    bool buildStep(StepEvent& e);
    bool searchStep(StepEvent& e);
    bool moveStep(StepEvent& e);
    bool clearStep(StepEvent& e);
    // A uniformly random column c among those of least cost(c).
    template <class Cost>
    int drawLeast(Cost cost);
    int greedyColumn(int row);
    int sampledColumn(int row);
    int pickConflicted();
    void listAttacked();
    void addQueen(int row, int col);
    void removeQueen(int row);
    std::size_t diagIndex(int row, int col) const {
        return static_cast<std::size_t>(row - col + n_ - 1);
    }
    static std::size_t antiIndex(int row, int col) { return static_cast<std::size_t>(row + col); }

    int n_ = 0;
    SplitMix64 rng_;
    std::uint64_t maxSteps_ = 0;
    std::uint64_t maxRestarts_ = 0;  // 0 = unlimited
    QueenCounters board_;
    // XOR of the rows of the queens on each line: the row of a line's only queen.
    std::vector<std::int32_t> colRows_;
    std::vector<std::int32_t> diagRows_;
    std::vector<std::int32_t> antiRows_;
    std::vector<std::int32_t> list_;    // every conflicted row, and maybe some others
    std::vector<std::uint8_t> listed_;  // 1 when the row is in list_
    std::vector<std::int32_t> pool_;    // sampled start: pool_[0 .. poolSize_-1] unused columns
    int poolSize_ = 0;

    Phase phase_ = Phase::Build;
    int row_ = 0;  // Build / Clear: the next row
    std::uint64_t steps_ = 0;
    std::uint64_t restarts_ = 0;
    // The chosen move waiting for its Move event.
    int moveRow_ = 0;
    int moveCol_ = 0;
    std::int64_t moveDelta_ = 0;
    StepperEnding ending_;
};

}  // namespace queens
