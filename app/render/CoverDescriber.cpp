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
    const auto primary = [&](int item) { return item < CoverState::primaryCount(n); };
    switch (e.kind) {
        case EventKind::Choose:
            if (e.b == 0)
                return tr("Choose %1: no square is left for it, so this branch fails.")
                    .arg(itemName(e.a, n));
            return tr("Choose %1: of the rows and columns still open it has the fewest options, "
                      "%n square(s).",
                      nullptr, e.b)
                .arg(itemName(e.a, n));
        case EventKind::Cover: {
            const int hidden = squaresFreeOtherwise(after.cover(), e.a);
            const QString updates = QLocale().toString(static_cast<qulonglong>(e.value));
            if (primary(e.a))
                return tr("Cover %1: unlink it from the items and hide the %n square(s) that "
                          "still hold it (%2 link updates).",
                          nullptr, PluralCount::of(static_cast<std::uint64_t>(hidden)))
                    .arg(itemName(e.a, n), updates);
            return tr("Cover %1 (secondary: at most one queen): hide the %n square(s) that still "
                      "hold it (%2 link updates).",
                      nullptr, PluralCount::of(static_cast<std::uint64_t>(hidden)))
                .arg(itemName(e.a, n), updates);
        }
        case EventKind::Uncover: {
            const int restored = squaresFreeOtherwise(after.cover(), e.a);
            return tr("Uncover %1: relink the %n square(s) its cover hid, in reverse order (%2 "
                      "link updates).",
                      nullptr, PluralCount::of(static_cast<std::uint64_t>(restored)))
                .arg(itemName(e.a, n), QLocale().toString(static_cast<qulonglong>(e.value)));
        }
        default:
            return {};
    }
}
