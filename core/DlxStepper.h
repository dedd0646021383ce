#pragma once
// DlxStepper: Knuth's Algorithm X with dancing links (DLX) on the exact-cover matrix of N-Queens,
// as a resumable state machine.
//
// The matrix (numbered exactly as CoverState numbers it)
//   An exact-cover problem is a matrix of 0s and 1s: its columns are *items*, its rows are
//   *options*, and a solution is a set of options that contains every item exactly once. For
//   N-Queens the options are the n * n squares and square (r, c) contains four items: row r,
//   column c, the "\" diagonal r - c and the "/" diagonal r + c. The 2n rows and columns are
//   *primary* items: each must be covered exactly once, since n queens fill n rows and n columns.
//   The 4n - 2 diagonals are *secondary* items: covered at most once (most diagonals of a
//   solution stay empty). A set of options covering every primary item exactly once and no
//   secondary item twice is exactly a placement of n queens that do not attack each other.
//
// The doubly linked lists
//   Only the 1s of the matrix are stored, as *nodes*. Each item has a header node; the nodes of
//   the options containing the item hang below it in a circular vertical list (links up/down,
//   options top to bottom in the order (0, 0), (0, 1), ..., (n-1, n-1)), and len[i] counts them.
//   The four nodes of one option lie side by side (row, column, "\", "/"), so the option's
//   other nodes are reached by stepping right (or left), cyclically. The headers of the primary
//   items form a circular horizontal list (links left/right) headed by a root; the secondary
//   items form a second list of their own, so they are never chosen. When the primary list is
//   empty every row and column is covered: a solution.
//
// Cover and uncover
//   cover(i) removes item i from its header list and *hides* every option in i's vertical list:
//   the option's other nodes leave their items' vertical lists (len drops), so no option that
//   clashes with the choice can be chosen later. A node x leaves a list by
//       down[up[x]] = down[x],  up[down[x]] = up[x]
//   and keeps its own links up[x], down[x]. That is the dance: the lone pair
//       down[up[x]] = x,        up[down[x]] = x
//   puts x back exactly where it was, *provided its neighbours are linked as they were when x
//   left*. uncover(i) therefore undoes cover(i) step by step in reverse order (header first, then
//   the options bottom to top, each option's nodes right to left), and the covers of the search
//   are undone in reverse too (last covered, first uncovered): every relink then finds the list
//   exactly as its unlink left it, so the links are restored to the bit, with no copy of
//   anything. An *update* (Knuth's measure of work) is one node unlinked from, or relinked into,
//   a list: cover(i) makes 1 (i's header) + 3 per option hidden, and uncover(i) the same number.
//
// Algorithm X (no recursion: the level l, the option x[l] tried at each level and a cursor over
//   the nodes of x[l] are the whole stack)
//   - If no primary item is left, the chosen options form a solution.
//   - Choose the primary item i with the fewest options left (Knuth's "minimum remaining values"
//     rule: a row or column with one square left is forced, one with none fails at once, and a
//     small branching factor keeps the tree small); ties go to the first in the primary list.
//   - cover(i); for each option x in i's list, top to bottom: place its queen, cover its other
//     items (column or row, then the diagonals: the secondary items are covered like the others,
//     which is what makes them "at most once"), search one level deeper, uncover those items in
//     reverse, take the queen off; finally uncover(i).
//   The primary items are listed in Knuth's *organ-pipe order* (TAOCP 7.2.2.1): the middle row and
//   column first, then outwards, alternating: for n = 8 the rows and columns 3, 4, 2, 5, 1, 6, 0,
//   7, each row before its column. The middle lines meet the most diagonals, so the ties of the
//   choice go to the most constrained lines first (primaryOrder()).
//
// Given queens (StepperOptions::fixed) are refused: StepperFactory::validate says so
//   (kGivenQueensRefused) and the constructor throws std::invalid_argument.
//
// Event sequence (line ids in brackets; StepEvent.h documents the fields)
//   Choose(i, len[i])                       [LineChoose]        stats unchanged
//   Cover(i, updates)                       [LineCoverItem]     stats.updates += updates
//   for each option (r, c) of i:
//     Try(r, c)                             [LineFor]           stats.nodes++
//     Place(r, c)                           [LinePlace]
//     Cover(j, updates) per other item j    [LineCoverOthers]
//     ... the next level ...
//     Uncover(j, updates) in reverse        [LineUncoverOthers]
//     Remove(r, c, Backtrack)               [LineRemove]        stats.backtracks++
//   Uncover(i, updates)                     [LineUncoverItem]
//   Solution(Found)                         [LineSolved]        no primary item left
//   Done                                    [LineDone]          level 0 exhausted, or right after
//                                                               the first Solution when
//                                                               allSolutions is false
// The stepper never reads a BoardState; its own links are the only search state.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "Stepper.h"
#include "Translatable.h"

namespace queens {

class DlxStepper final : public Stepper {
public:
    enum Line : std::uint16_t {
        LineSolve,          // no event: the function header
        LineSolved,         // Solution
        LineChoose,         // Choose
        LineCoverItem,      // Cover of the chosen item
        LineFor,            // Try
        LinePlace,          // Place
        LineCoverOthers,    // Cover of the option's other items
        LineRecurse,        // no event: one level deeper
        LineUncoverOthers,  // Uncover of the option's other items
        LineRemove,         // Remove (backtrack)
        LineUncoverItem,    // Uncover of the chosen item
        LineDone,           // Done
        LineCoverDef,       // no event: what cover does
        LineUncoverDef,     // no event: what uncover does
    };
    static constexpr std::array<std::string_view, 14> kPseudocode = {
        QUEENS_TRANSLATE_NOOP("Pseudocode", "solve():   # Algorithm X with dancing links"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  if no primary item is left: report solution"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  i = the primary item with the fewest options"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  cover(i)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  for each option x in the list of i:"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    place the queen of x"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    cover(j) for each other item j of x"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    solve()"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "    uncover(j) for each other item j of x, in reverse"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "    remove the queen of x   # backtrack"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "  uncover(i)"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "done"),
        QUEENS_TRANSLATE_NOOP("Pseudocode",
                              "cover(i): unlink i, and every option of i from its other items"),
        QUEENS_TRANSLATE_NOOP("Pseudocode", "uncover(i): relink in exactly the reverse order"),
    };
    static_assert(LineUncoverDef + 1 == kPseudocode.size());

    // Why given queens are refused: StepperFactory::validate's sentence.
    static constexpr std::string_view kGivenQueensRefused =
        "dlx search cannot start from given queens: it chooses which row or column to branch on "
        "itself, so choose another algorithm";

    // Throws std::invalid_argument for n < 1 or a given queen.
    explicit DlxStepper(const StepperOptions& options);

    bool next(StepEvent& e) override;
    Algorithm algorithm() const override { return Algorithm::Dlx; }
    std::span<const std::string_view> pseudocode() const override { return kPseudocode; }

    // The primary items (CoverState numbers) in the order of the primary list: organ-pipe order.
    static std::vector<int> primaryOrder(int n);

private:
    enum class Phase : std::uint8_t {
        Enter,          // a new level: Solution, or Choose
        CoverItem,      // Cover of the chosen item
        NextOption,     // Try the next option of the item, or Uncover it when none is left
        Place,          // Place the queen of the option tried
        CoverOthers,    // Cover the option's next other item, or go one level deeper
        Leave,          // the level is done: back to the level above (no event)
        UncoverOthers,  // Uncover the option's previous other item, or Remove its queen
        Finish,         // Done
        Over,           // Done was emitted
    };

    int cover(int item);    // returns the updates made
    int uncover(int item);  // returns the updates made
    int choose() const;     // the first primary item with the fewest options
    // The next and the previous node of the same option, cyclically (its four nodes are side by
    // side, from index items_ on).
    int right(int node) const { return (node - items_) % 4 == 3 ? node - 3 : node + 1; }
    int left(int node) const { return (node - items_) % 4 == 0 ? node + 3 : node - 1; }
    int rowOf(int node) const { return (node - items_) / 4 / n(); }
    int colOf(int node) const { return (node - items_) / 4 % n(); }

    int items_ = 0;           // item headers are nodes 0 .. items_-1
    int primaryRoot_ = 0;     // head of the primary list (index items_ in llink_/rlink_)
    std::vector<int> llink_;  // header lists: items_ + 2 entries (two roots)
    std::vector<int> rlink_;
    std::vector<int> up_;  // every node: headers, then 4 nodes per option
    std::vector<int> down_;
    std::vector<int> top_;   // the item of each node
    std::vector<int> len_;   // options in each item's list
    std::vector<int> item_;  // the item chosen at each level
    std::vector<int> x_;     // the node of the option tried at each level (or the header)
    int level_ = 0;
    int cursor_ = 0;  // the other node of x_[level_] being covered or uncovered
    Phase phase_ = Phase::Enter;
};

}  // namespace queens
