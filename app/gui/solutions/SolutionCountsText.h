#pragma once
// SolutionCountsText: the words of the solutions browser's counts label, e.g. "92 solutions in
// 12 symmetry classes; all 92 listed", from the totals of N (the fast counter) and how much of
// the list is loaded. The totals come first, so a test (and a reader) finds the published
// counts as the label's first two numbers.
//
// The strings keep the browser's translation context (Q_DECLARE_TR_FUNCTIONS(SolutionsBrowser):
// the Qt idiom for a helper that words another class's text), so their translations apply.
#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "SolutionCatalog.h"

class SolutionCountsText {
    Q_DECLARE_TR_FUNCTIONS(SolutionsBrowser)

public:
    struct State {
        int n = 0;
        queens::SolutionCatalog::Filter filter = queens::SolutionCatalog::Filter::All;
        QString failure;  // when not empty, the whole text
        bool totalsKnown = false;
        std::uint64_t total = 0;        // solutions of n
        std::uint64_t fundamental = 0;  // symmetry classes of n
        std::uint64_t rows = 0;         // the rows the list has: total or fundamental
        std::uint64_t loaded = 0;       // the rows loaded so far
        bool lazy = false;
        bool loading = false;
        bool cancelled = false;
    };
    static QString text(const State& s);
};
