#pragma once
// CompareCounts: what each row of a compare pane counts for a given algorithm, its value at the
// cursor and the sentence that explains it (the row's tool tip). A count that does not apply to
// an algorithm has no value (the pane shows "—") and its explanation says why: bitmask
// backtracking never rejects a cell, brute force and graph search never backtrack. The search time
// is shown only when it is long enough to mean something. Pure functions of the algorithm and the
// run's statistics; no state, no widget. See docs/design.md, "The compare window".
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <optional>

#include "Algorithm.h"
#include "BoardState.h"
#include "ComparePane.h"

class CompareCounts {
    Q_DECLARE_TR_FUNCTIONS(CompareCounts)

public:
    // Below this a search time is mostly thread start-up and scheduling: not shown as a number.
    static constexpr double kComparableSeconds = 0.5;

    // Whether the pane shows the row at all for the algorithm (the systematic searches and
    // min-conflicts count different things; the step, solutions and time rows are common).
    static bool shown(ComparePane::Stat stat, queens::Algorithm algorithm);
    // False for a shown row whose count means nothing for the algorithm: the pane shows "—".
    static bool applies(ComparePane::Stat stat, queens::Algorithm algorithm);
    // A counted row (Tried, Placed, Rejected, Backtracks, Solutions, Evaluated, Swaps, Restarts,
    // Moves, Generations, and CSP backtracking's Checks, Prunings, Wipeouts)
    // at the cursor, for a row that applies; nullopt for the other rows. `symmetrySkips`: the
    // Reject events with RejectReason::Symmetry among the events applied (no Try precedes them);
    // `lastIsTry`: the last event applied is a Try, whose verdict is still to come.
    static std::optional<std::uint64_t> value(ComparePane::Stat stat, queens::Algorithm algorithm,
                                              const queens::SearchStats& stats,
                                              std::uint64_t symmetrySkips, bool lastIsTry);
    // What the row counts for the algorithm, or why it does not apply (translated).
    static QString explanation(ComparePane::Stat stat, queens::Algorithm algorithm);
    // The search time row: the duration from kComparableSeconds on, else a note.
    static QString timeText(double seconds);
    static QString timeExplanation(double seconds);
};
