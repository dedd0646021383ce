#include "ConstraintDescriber.h"

#include <QLocale>
#include <QStringList>
#include <climits>
#include <vector>

#include "DomainLayer.h"
#include "PluralCount.h"

using queens::EventKind;
using queens::PruneCause;

QString ConstraintDescriber::describe(const queens::StepEvent& e, const queens::BoardState& after) {
    switch (e.kind) {
        case EventKind::Select:
            return select(e, after);
        case EventKind::Try:
            if (e.value == 0) return {};
            return tr("Try row %L1, column %L2: %Ln consistency check(s) against the queens "
                      "placed.",
                      nullptr, PluralCount::of(e.value))
                .arg(e.a)
                .arg(e.b);
        case EventKind::Propagate:
            return tr("Forward checking: test the %Ln value(s) of the unassigned rows against the "
                      "queen in row %L1.",
                      nullptr, PluralCount::of(e.value))
                .arg(e.a);
        case EventKind::Revise:
            return tr("AC-3 revises the arc from row %L1 to row %L2: every value of row %L1 needs "
                      "a compatible value in row %L2 (%Ln check(s)).",
                      nullptr, PluralCount::of(e.value))
                .arg(e.a)
                .arg(e.b);
        case EventKind::Prune:
            return prune(e, after);
        case EventKind::Restore:
            return restore(e);
        case EventKind::Wipeout:
            return wipeout(e, after);
        case EventKind::Jump:
            return jump(e, after);
        default:
            return {};
    }
}

bool ConstraintDescriber::isNotice(const queens::StepEvent* e) {
    return e != nullptr && e->kind == EventKind::Wipeout;
}

QString ConstraintDescriber::lineName(queens::RejectReason line) {
    using queens::RejectReason;
    switch (line) {
        case RejectReason::Column:
            return tr("same column");
        case RejectReason::Diagonal:
            return tr("same \\ diagonal");
        case RejectReason::AntiDiagonal:
            return tr("same / diagonal");
        default:
            return {};
    }
}

QString ConstraintDescriber::removedBy(const queens::BoardState& state, int row, int col) {
    const int n = state.n();
    if (row < 0 || row >= n || col < 0 || col >= n || state.domains().n() != n) return {};
    const queens::Domains::Cause cause = state.domains().cause(row, col);
    if (cause.row < 0 || cause.row >= n) return {};
    if (cause.kind == PruneCause::Arc)
        return tr("Removed by arc consistency: no value left in row %L1 is compatible.")
            .arg(cause.row);
    const int q = state.queenAt(cause.row);
    const QString line =
        q >= 0 ? lineName(DomainLayer::lineBetween(cause.row, q, row, col)) : QString();
    if (line.isEmpty()) return tr("Removed by forward checking from row %L1.").arg(cause.row);
    return tr("Removed by the queen in row %L1: %2.").arg(cause.row).arg(line);
}

// The variable ordering's choice, told from the domain sizes it chose among (Select changes
// nothing): the fewest values (MRV), a tie broken by degree (c >= 0), or the next row in order
// when the row chosen has more values than another.
QString ConstraintDescriber::select(const queens::StepEvent& e, const queens::BoardState& after) {
    const int n = after.n();
    int fewest = INT_MAX;
    int tied = 0;
    int unassigned = 0;
    int first = -1;
    for (int r = 0; r < n; ++r) {
        if (after.queenAt(r) != queens::BoardState::kEmpty) continue;
        const int size = after.domains().n() == n ? after.domains().size(r) : n;
        ++unassigned;
        if (first < 0) first = r;
        if (size < fewest) {
            fewest = size;
            tied = 1;
        } else if (size == fewest) {
            ++tied;
        }
    }
    const int size = e.b;
    QString text;
    if (size > fewest) {
        text = tr("Next row in order: row %L1, with %Ln value(s) left.", nullptr, size).arg(e.a);
    } else if (tied > 1 && e.c >= 0 && e.c == unassigned - 1) {
        // N queens: every row constrains every other, so the degree ties too.
        text = tr("Row %L1 has the fewest values left (%L2), tied with other rows; the degree "
                  "cannot break the tie: every unassigned row constrains all %Ln other unassigned "
                  "row(s).",
                  nullptr, e.c)
                   .arg(e.a)
                   .arg(size);
    } else if (tied > 1 && e.c >= 0) {
        text = tr("Row %L1 has the fewest values left (%L2), tied with other rows; the degree "
                  "heuristic picks it: it constrains %Ln unassigned row(s).",
                  nullptr, e.c)
                   .arg(e.a)
                   .arg(size);
    } else if (tied == unassigned && unassigned > 1) {
        text = tr("Row %L1 is next: every unassigned row has %Ln value(s) left.", nullptr, size)
                   .arg(e.a);
    } else if (e.a == first) {
        text = tr("Row %L1 is next: it has the fewest values left: %L2.").arg(e.a).arg(size);
    } else {
        text = tr("MRV: row %L1 has the fewest values left: %L2.").arg(e.a).arg(size);
    }
    if (e.value > 0)
        text += QLatin1Char(' ') + tr("Least constraining value: ordering its values took %Ln "
                                      "consistency check(s).",
                                      nullptr, PluralCount::of(e.value));
    return text;
}

QString ConstraintDescriber::prune(const queens::StepEvent& e, const queens::BoardState& after) {
    if (e.reason == queens::reasonCode(PruneCause::Arc))
        return tr("AC-3 removes column %L1 from row %L2's domain: no value left in row %L3 fits "
                  "it.")
            .arg(e.b)
            .arg(e.a)
            .arg(e.c);
    const int q = e.c >= 0 && e.c < after.n() ? after.queenAt(e.c) : -1;
    const QString line = q >= 0 ? lineName(DomainLayer::lineBetween(e.c, q, e.a, e.b)) : QString();
    if (line.isEmpty())
        return tr("Forward checking removes column %L1 from the domain of row %L2 (cause: row "
                  "%L3).")
            .arg(e.b)
            .arg(e.a)
            .arg(e.c);
    return tr("Forward checking removes column %L1 from the domain of row %L2: the queen in row "
              "%L3 attacks it (%4).")
        .arg(e.b)
        .arg(e.a)
        .arg(e.c)
        .arg(line);
}

QString ConstraintDescriber::restore(const queens::StepEvent& e) {
    if (e.reason == queens::reasonCode(PruneCause::Arc))
        return tr("Undo: column %L1 returns to the domain of row %L2 (arc consistency with row "
                  "%L3 had removed it).")
            .arg(e.b)
            .arg(e.a)
            .arg(e.c);
    return tr("Undo: column %L1 returns to the domain of row %L2 (the queen in row %L3 had "
              "removed it).")
        .arg(e.b)
        .arg(e.a)
        .arg(e.c);
}

// Forward checking emptied the row when its cause row holds a queen that removed one of the
// row's values; otherwise arc consistency did.
QString ConstraintDescriber::wipeout(const queens::StepEvent& e, const queens::BoardState& after) {
    const int n = after.n();
    bool forward = false;
    if (e.a >= 0 && e.a < n && e.c >= 0 && e.c < n && after.domains().n() == n &&
        after.queenAt(e.c) != queens::BoardState::kEmpty)
        for (int c = 0; c < n && !forward; ++c)
            forward = after.domains().cause(e.a, c) ==
                      queens::Domains::Cause{e.c, PruneCause::ForwardCheck};
    if (forward)
        return tr("Row %L1 has no value left: a wipe-out — the queen in row %L2 emptied it; go "
                  "back.")
            .arg(e.a)
            .arg(e.c);
    return tr("Row %L1 has no value left: a wipe-out — arc consistency with row %L2 emptied it; "
              "go back.")
        .arg(e.a)
        .arg(e.c);
}

QString ConstraintDescriber::rowList(const std::vector<int>& rows) {
    // The separator is translated with the sentence (Chinese lists numbers with "、").
    const QString separator = tr(", ", "separator between row numbers");
    QStringList out;
    for (const int r : rows) out << QLocale().toString(r);
    return out.join(separator);
}

// The rows skipped are named when the state tells them apart: the assigned rows outside the
// conflict set are the skipped ones plus the earlier ones outside it, so they are the skipped
// ones exactly when there are c of them; else only their number.
QString ConstraintDescriber::jump(const queens::StepEvent& e, const queens::BoardState& after) {
    const int n = after.n();
    const auto skipped = static_cast<int>(e.c > 0 ? e.c : 0);
    if (n > 64)
        return tr("Row %L1 has run out of values: jump back to row %L2, skipping %Ln row(s).",
                  nullptr, skipped)
            .arg(e.a)
            .arg(e.b);
    std::vector<int> set;
    std::vector<int> outside;
    for (int r = 0; r < n; ++r) {
        if ((e.value >> r) & 1U)
            set.push_back(r);
        else if (r != e.b && r != e.a && after.queenAt(r) != queens::BoardState::kEmpty)
            outside.push_back(r);
    }
    const QString conflictSet = QStringLiteral("{%1}").arg(rowList(set));
    if (e.b < 0)
        return tr("Row %L1 has run out of values and its conflict set is empty: there is no row "
                  "to go back to.")
            .arg(e.a);
    if (skipped == 0)
        return tr("Conflict set of row %L1 is %2: go back to row %L3, the last row assigned in "
                  "it.")
            .arg(e.a)
            .arg(conflictSet)
            .arg(e.b);
    if (static_cast<int>(outside.size()) == skipped)
        return tr("Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s): %4.",
                  nullptr, skipped)
            .arg(e.a)
            .arg(conflictSet)
            .arg(e.b)
            .arg(rowList(outside));
    return tr("Conflict set of row %L1 is %2: jump back to row %L3, skipping %Ln row(s).", nullptr,
              skipped)
        .arg(e.a)
        .arg(conflictSet)
        .arg(e.b);
}
