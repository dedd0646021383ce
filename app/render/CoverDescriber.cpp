#include "CoverDescriber.h"

#include <QLocale>

#include "PluralCount.h"

using queens::CoverState;
using queens::EventKind;

QString CoverDescriber::itemName(int item, int n) {
    if (item < n) return tr("row %L1").arg(item);
    if (item < 2 * n) return tr("column %L1").arg(item - n);
    if (item < 4 * n - 1) return tr("\\ diagonal row−col = %L1").arg(item - 2 * n - (n - 1));
    return tr("/ diagonal row+col = %L1").arg(item - (4 * n - 1));
}

int CoverDescriber::squaresFreeOtherwise(const CoverState& cover, int item) {
    const int n = cover.n();
    int count = 0;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const auto items = CoverState::items(n, r, c);
            bool holds = false;
            bool free = true;
            for (const int i : items) {
                if (i == item)
                    holds = true;
                else if (cover.covered(i))
                    free = false;
            }
            count += holds && free ? 1 : 0;
        }
    }
    return count;
}

QString CoverDescriber::describe(const queens::StepEvent& e, const queens::BoardState& after) {
    const int n = after.n();
    switch (e.kind) {
        case EventKind::Choose:
            if (e.b == 0)
                return tr("Choose %1: no square is left for it, so this branch fails.")
                    .arg(itemName(e.a, n));
            return tr("Choose %1, the open row or column with the fewest squares left: %L2.")
                .arg(itemName(e.a, n))
                .arg(e.b);
        case EventKind::Cover:
        case EventKind::Uncover: {
            // Cover: the squares it hid; Uncover: the squares it relinked.
            const int squares = PluralCount::of(
                static_cast<std::uint64_t>(squaresFreeOtherwise(after.cover(), e.a)));
            const QString updates = QLocale().toString(static_cast<qulonglong>(e.value));
            if (e.kind == EventKind::Cover)
                return tr("Cover %1: hide the %n square(s) on it (link updates: %2).", nullptr,
                          squares)
                    .arg(itemName(e.a, n), updates);
            return tr("Uncover %1: relink the %n square(s) on it (link updates: %2).", nullptr,
                      squares)
                .arg(itemName(e.a, n), updates);
        }
        default:
            return {};
    }
}
