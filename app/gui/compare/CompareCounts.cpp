#include "CompareCounts.h"

#include <algorithm>

#include "RunStatsFormatter.h"

using queens::Algorithm;
using Stat = ComparePane::Stat;

namespace {
bool isSwapSearch(Algorithm a) {
    return a == Algorithm::MinConflicts;
}
bool movesQueens(Algorithm a) {  // the local searches on one board
    return queens::isCourseLocalSearch(a) && !queens::isPopulationSearch(a);
}
}  // namespace

bool CompareCounts::shown(Stat stat, Algorithm algorithm) {
    switch (stat) {
        case Stat::Tried:
        case Stat::Placed:
        case Stat::Rejected:
        case Stat::Backtracks:
            return !queens::isLocalSearch(algorithm);
        case Stat::Evaluated:
        case Stat::Swaps:
        case Stat::Collisions:
            return isSwapSearch(algorithm);
        case Stat::Restarts:
            return queens::restartsWhenStuck(algorithm);
        case Stat::Moves:
        case Stat::AttackingPairs:
            return movesQueens(algorithm);
        case Stat::Generations:
            return queens::isPopulationSearch(algorithm);
        case Stat::Checks:
        case Stat::Prunings:
        case Stat::Wipeouts:
            return algorithm == Algorithm::Csp;
        default:
            return true;
    }
}

bool CompareCounts::applies(Stat stat, Algorithm algorithm) {
    if (!shown(stat, algorithm)) return false;
    if (stat == Stat::Rejected) return algorithm != Algorithm::Bitmask;
    if (stat == Stat::Backtracks)
        return algorithm != Algorithm::Permutation && !isGraphSearch(algorithm);
    return true;
}

std::optional<std::uint64_t> CompareCounts::value(Stat stat, Algorithm algorithm,
                                                  const queens::SearchStats& s,
                                                  std::uint64_t symmetrySkips, bool lastIsTry) {
    if (!applies(stat, algorithm)) return std::nullopt;
    switch (stat) {
        case Stat::Tried:
            return s.nodes;
        case Stat::Placed: {
            // Every Try is followed by one Reject or one Place (Push for graph search), except in
            // brute force, whose Rejects judge full boards; the symmetry skips follow no Try.
            const std::uint64_t decided = s.nodes - (lastIsTry && s.nodes > 0 ? 1 : 0);
            if (algorithm == Algorithm::Permutation) return decided;
            const std::uint64_t refused = s.rejects - std::min(s.rejects, symmetrySkips);
            return decided - std::min(decided, refused);
        }
        case Stat::Rejected:
            return s.rejects;
        case Stat::Backtracks:
            return s.backtracks;
        case Stat::Solutions:
            return s.solutions;
        case Stat::Evaluated:
            return s.evaluations;
        case Stat::Swaps:
            return s.swaps;
        case Stat::Restarts:
            return s.restarts;
        case Stat::Moves:
            return s.moves;
        case Stat::Generations:
            return s.generations;
        case Stat::Checks:
            return s.checks;
        case Stat::Prunings:
            return s.prunings;
        case Stat::Wipeouts:
            return s.wipeouts;
        default:
            return std::nullopt;
    }
}

QString CompareCounts::explanation(Stat stat, Algorithm a) {
    switch (stat) {
        case Stat::Step:
            return tr(
                "Events recorded for playback up to the cursor. Each algorithm records its "
                "own kinds of events (bitmask backtracking also records every register "
                "update), so the step number is not the work done: compare the counts "
                "below.");
        case Stat::Tried:
            if (a == Algorithm::Bitmask)
                return tr(
                    "Only free cells: avail = all & ~(cols | ld | rd) removes every "
                    "attacked column at once, so every cell tried is safe and gets a "
                    "queen.");
            if (a == Algorithm::Permutation)
                return tr(
                    "Unused columns taken while building every permutation: no diagonal "
                    "is checked until the board is full.");
            if (isGraphSearch(a))
                return tr(
                    "Cells examined while expanding a board taken from OPEN: each is "
                    "checked against the queens of that board.");
            if (a == Algorithm::Symmetric)
                return tr(
                    "Cells examined as in backtracking, but row 0 tries only its left "
                    "half: the mirror images are never searched.");
            return tr(
                "Cells examined: in every row the search tries the columns from left to "
                "right and checks each against the queens above it.");
        case Stat::Placed:
            if (a == Algorithm::Bitmask)
                return tr(
                    "The nodes of the search tree: the same partial boards backtracking "
                    "builds. Every cell tried gets a queen, so this equals Cells tried.");
            if (a == Algorithm::Permutation)
                return tr(
                    "Queens put down while building permutations, attacked or not: every "
                    "cell tried gets one.");
            if (isGraphSearch(a))
                return tr(
                    "Boards added to OPEN: each cell tried that no queen attacks makes a "
                    "new board with one more queen.");
            return tr(
                "Safe cells that got a queen: the nodes of the search tree (partial "
                "boards with no attack).");
        case Stat::Rejected:
            if (a == Algorithm::Bitmask)
                return tr(
                    "Does not apply: bitmask backtracking never rejects a cell. It only "
                    "enumerates the free ones (avail), so an attacked cell is never "
                    "tried.");
            if (a == Algorithm::Permutation)
                return tr(
                    "Full boards refused because two queens share a diagonal: the only "
                    "check brute force makes.");
            if (a == Algorithm::Symmetric)
                return tr(
                    "Cells refused because a queen above attacks them, and one for each "
                    "row whose right half the symmetry skips.");
            if (isGraphSearch(a))
                return tr("Cells tried and refused because a queen of the board attacks them.");
            return tr(
                "Cells tried and refused because a queen above attacks them (same "
                "column or diagonal).");
        case Stat::Backtracks:
            if (a == Algorithm::Permutation)
                return tr(
                    "Does not apply: brute force never goes back because of a conflict; "
                    "it only moves on to the next permutation.");
            if (isGraphSearch(a))
                return tr(
                    "Does not apply: graph search never goes back; it takes the next "
                    "board from OPEN.");
            return tr(
                "Queens taken off to go back to an earlier row: after a solution, or "
                "when the row below has no column left.");
        case Stat::Solutions:
            if (a == Algorithm::Symmetric)
                return tr(
                    "Solutions found so far, each with its mirror image (counted, not "
                    "searched).");
            return tr("Solutions found so far.");
        case Stat::Evaluated:
            return tr("Swaps of two queens whose change in collisions was computed.");
        case Stat::Swaps:
            return tr("Swaps carried out: those that lower the number of collisions.");
        case Stat::Restarts:
            return tr("Fresh random boards after the search got stuck.");
        case Stat::Collisions:
            return tr(
                "Collisions on the board now: every column or diagonal holding k > 1 queens "
                "adds k − 1.");
        case Stat::Moves:
            return tr("Queens moved to another square of their row.");
        case Stat::AttackingPairs:
            return tr(
                "h of the board now: the pairs of queens that share a column or a diagonal. "
                "A solution has h = 0.");
        case Stat::Generations:
            return tr("Generations bred so far: each replaces the boards kept by new ones.");
        case Stat::Checks:
            return tr(
                "Consistency checks: tests of one value of a row against one other row. "
                "Inference spends checks early to save whole subtrees later.");
        case Stat::Prunings:
            return tr(
                "Values crossed out of the domains of rows still empty by forward checking "
                "or arc consistency.");
        case Stat::Wipeouts:
            return tr(
                "Rows still empty whose domain became empty: the search went back at once "
                "instead of discovering the dead end row by row.");
        case Stat::SearchTime:
        case Stat::StatCount:
            break;
    }
    return {};
}

QString CompareCounts::timeText(double seconds) {
    if (seconds <= 0.0) return QStringLiteral("\u2013");
    if (seconds < kComparableSeconds) return tr("too short to compare");
    return RunStatsFormatter::duration(seconds);
}

QString CompareCounts::timeExplanation(double seconds) {
    QString text = tr("Time the solver spent searching and recording the steps (not waiting "
                      "for playback). Under %1 it is mostly start-up and scheduling, and each "
                      "algorithm records different events: compare the counts above.")
                       .arg(RunStatsFormatter::duration(kComparableSeconds));
    if (seconds > 0.0)
        text += QLatin1Char(' ') + tr("Measured: %1.").arg(RunStatsFormatter::duration(seconds));
    return text;
}
