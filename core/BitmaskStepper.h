#pragma once
// BitmaskStepper: backtracking with three bit masks, the fastest way to walk the search tree.
//
// The idea
//   Each row holds exactly one queen, so the search places one queen per row, top to bottom.
//   Instead of scanning the earlier rows to test a cell, it keeps three words in which bit c
//   (value 1 << c) stands for column c of the row being filled:
//     cols  columns already holding a queen;
//     ld    columns attacked through a "\" diagonal (row - col constant): a queen in column c
//           attacks column c + 1 of the next row, so the mask moves one bit LEFT per row;
//     rd    columns attacked through a "/" anti-diagonal (row + col constant): column c - 1 of
//           the next row, so the mask moves one bit RIGHT per row.
//   The free cells of the row are then one expression, avail = all & ~(cols | ld | rd), with
//   all = (1 << n) - 1 (every bit for n = 64). The lowest free column is isolated with the
//   two's-complement trick bit = avail & -avail and struck out with avail &= avail - 1 (the
//   pop-lowest-bit loop of chess bitboard engines). Placing the queen passes
//   cols | bit, (ld | bit) << 1 and (rd | bit) >> 1 to the next row. Columns are tried lowest
//   first, so solutions appear in lexicographic order of their placements.
//   The stepper keeps ld inside `all`: bits shifted past column n - 1 leave the board. This
//   changes no avail (the `all &` of line 3 drops them anyway); it only keeps the ld register
//   free of off-board bits.
//
// As a state machine
//   The recursion becomes an explicit stack of frames, one per row 0..n, each holding that
//   row's cols, ld, rd, avail and bit; `row_` is the row being worked on. No allocation happens
//   after construction (the stack is a fixed array of 65 frames) and next() is a small switch.
//
// Invariants (checked by tests/core/test_bitmask_stepper.cpp)
//   - After every event, the BoardState registers Cols, Ld, Rd equal the frame of the row being
//     worked on, i.e. cols is the OR of the bits of the queens of the rows above it, and ld / rd
//     are exactly the columns of that row attacked along diagonals by those queens.
//   - Avail and Bit equal the row's own avail and bit once computed or picked; a freshly entered
//     row still shows its parent's remaining avail and picked bit until line 3 / line 5 runs.
//   - Every queen is placed in a column whose bit was in the avail computed for its row, and Bit
//     holds exactly that one bit at the Place.
//
// Event sequence (line ids in brackets; Mask events carry value = old ^ new, a = the row whose
// variables the register holds afterwards; a Mask whose delta would be zero is not emitted)
//   enter row r < n:   Mask(Avail)                                   [kLineAvail]
//   per free column:   Mask(Bit)                                     [kLinePickBit]
//                      Mask(Avail) (the bit cleared)                 [kLineClearBit]
//                      Try(r,c), Place(r,c)                          [kLinePlace]
//                      Mask(Cols), Mask(Ld), Mask(Rd), a = r + 1     [kLineRecurse]
//   enter row n:       Solution                                      [kLineSolution]
//   leave row r > 0:   Mask(Cols, Ld, Rd, Avail, Bit) back to row r-1 [kLineRecurse]
//                      Remove(r-1, c, Backtrack)                     [kLineRemove]
//   row 0 exhausted, or the first Solution when allSolutions is false: Done [kLineDone]
//
// Given queens ("start search from here", StepperOptions::fixed)
//   Row r with a queen given in column c offers only that column: offer[r] = 1 << c (free rows:
//   offer[r] = all), and line 3 computes avail = all & ~(cols | ld | rd) & offer[row], which the
//   Mask(Avail) event shows. When bit c survives, the row runs the loop above with that single
//   bit (Try, Place, descend). When a queen above attacks (r, c), avail is 0 and the given cell
//   is shown refused before the row is left:
//     Try(r, c), Reject(r, c, RejectReason::Mask, c = the first attacking row)   [kLineAvail]
//   (the cell is counted as a node like any Try; stats.rejects counts it). The search thus walks
//   exactly the boards that keep the given queens and reports the solutions that keep them in
//   lexicographic order. With no given queen offer[r] = all for every row, and the events are
//   exactly those above. The invariants hold with "avail" meaning the masked avail of line 3.
//
// Requires 1 <= n <= 64 and a `fixed` that FixedQueens::problem accepts (throws
// std::invalid_argument otherwise).
#include <array>
#include <cstdint>
#include <string_view>

#include "Stepper.h"
#include "Translatable.h"

namespace queens {

class BitmaskStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        kLineAll,
        kLineSolve,
        kLineSolution,
        kLineAvail,
        kLineWhile,
        kLinePickBit,
        kLineClearBit,
        kLinePlace,
        kLineRecurse,
        kLineRemove,
        kLineDone,
        kLineCount,
    };
    static constexpr std::array<std::string_view, kLineCount> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "all = (1 << n) - 1"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "solve(row, cols, ld, rd):"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    if row == n: report solution; return"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    avail = all & ~(cols | ld | rd)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    while avail != 0:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        bit = avail & -avail"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        avail &= avail - 1"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        place queen at (row, countr_zero(bit))"),
        QUEENS_TRANSLATE_NOOP(
            "Pseudocode", "        solve(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "        remove queen from (row, countr_zero(bit))"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "solve(0, 0, 0, 0); done"),
    };
    // Sized by kLineCount: a missing line would be an empty string at the end.
    static_assert(!kPseudocode.back().empty());

    explicit BitmaskStepper(const StepperOptions& options);
    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::Bitmask; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

private:
    static constexpr int kMaxN = 64;

    struct Frame {
        std::uint64_t cols = 0;
        std::uint64_t ld = 0;
        std::uint64_t rd = 0;
        std::uint64_t avail = 0;
        std::uint64_t bit = 0;
    };

    // Where the machine resumes on the next call to next().
    enum class Phase : std::uint8_t {
        Enter,        // row_ has its cols/ld/rd: solution test or avail computation
        Loop,         // while avail != 0: pick the next bit, or leave the row
        ClearBit,     // avail &= avail - 1
        TryGiven,     // Try(row, given col) of a given row whose column is attacked
        RejectGiven,  // Reject(row, given col, Mask)
        Try,          // Try(row, col)
        Place,        // Place(row, col)
        DescendCols,  // registers move to row + 1
        DescendLd,
        DescendRd,
        RestoreCols,  // registers move back to row - 1
        RestoreLd,
        RestoreRd,
        RestoreAvail,
        RestoreBit,
        Remove,    // Remove the queen of the parent row
        Finish,    // emit Done
        Finished,  // nothing more
    };

    // Row of the first queen above row_ attacking column `col` of row_ (from the frames' bits).
    int attackerAbove(int col) const;
    // Sets the mirror of register r to `value`; fills e and returns true when it changed.
    bool mask(StepEvent& e, Register r, std::uint64_t value, int row, Line line);

    std::uint64_t all_ = 0;
    int row_ = 0;
    Phase phase_ = Phase::Enter;
    std::array<std::uint64_t, kRegisterCount> reg_{};  // what BoardState's registers hold
    std::array<Frame, kMaxN + 1> frames_{};
    // offer_[r]: the columns row r may take: all_, or the bit of the queen given in row r.
    std::array<std::uint64_t, kMaxN> offer_{};
};

}  // namespace queens
