#include "EventDescriber.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>

#include "ConstraintDescriber.h"
#include "LocalSearchDescriber.h"
#include "PluralCount.h"

using queens::EventKind;

QString EventDescriber::describe(const queens::StepEvent* e, const queens::BoardState& after) {
    if (e == nullptr) return tr("Ready: press Play or Step.");
    switch (e->kind) {
        case EventKind::Try:
            // A constraint search counts the consistency checks of the test.
            if (e->value > 0) return ConstraintDescriber::describe(*e, after);
            return tr("Try row %L1, column %L2.").arg(e->a).arg(e->b);
        case EventKind::Reject:
            return reject(*e);
        case EventKind::Place:
            return tr("Place a queen on row %L1, column %L2.").arg(e->a).arg(e->b);
        case EventKind::Remove:
            return remove(*e);
        case EventKind::Solution: {
            const QString count = QLocale().toString(qulonglong(after.stats().solutions));
            if (e->reason == static_cast<std::uint8_t>(queens::SolutionKind::Mirrored))
                return tr("Solution %L1: the mirror image of the board.").arg(count);
            return tr("Solution %L1 found!").arg(count);
        }
        case EventKind::Mask:
            return mask(*e, after);
        case EventKind::Evaluate:
            return evaluate(*e);
        case EventKind::Swap:
            return tr("Swap the columns of rows %L1 and %L2 (collisions now %L3).")
                .arg(e->a)
                .arg(e->b)
                .arg(after.collisions());
        case EventKind::Restart:
            return tr("Restart %L1: a fresh random permutation.").arg(e->a);
        case EventKind::Push:
            return tr("Push the board with row %L1 at column %L2 onto OPEN (depth %L3).")
                .arg(e->a)
                .arg(e->b)
                .arg(e->value);
        case EventKind::Pop:
            return tr("Pop the board with row %L1 at column %L2 from OPEN (depth %L3).")
                .arg(e->a)
                .arg(e->b)
                .arg(e->value);
        case EventKind::Move:
        case EventKind::Propose:
        case EventKind::Cool:
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
        case EventKind::Generation:
        case EventKind::Adopt:
            return LocalSearchDescriber::describe(*e, after);
        case EventKind::Select:
        case EventKind::Propagate:
        case EventKind::Revise:
        case EventKind::Prune:
        case EventKind::Restore:
        case EventKind::Wipeout:
        case EventKind::Jump:
            return ConstraintDescriber::describe(*e, after);
        case EventKind::Choose:
        case EventKind::Cover:
        case EventKind::Uncover:
        case EventKind::Deepen:
        case EventKind::Cutoff:
            return {};
        case EventKind::Done: {
            const std::uint64_t found = after.stats().solutions;
            if (const QString why = LocalSearchDescriber::stopped(
                    static_cast<queens::StopReason>(e->reason), after);
                found == 0 && !why.isEmpty())
                return why;
            // The main window shows the last solution at the end of an all-solutions search.
            if (found > 0 && after.n() > 0 && after.queenCount() == after.n() &&
                after.collisions() == 0) {
                return tr("Search finished: %Ln solution(s); the board shows the last one.",
                          nullptr, PluralCount::of(found));
            }
            // "Label: count" reads correctly for every count (no plural forms in the source).
            return tr("Search finished. Solutions found: %L1.").arg(qulonglong(found));
        }
    }
    return {};
}

QString EventDescriber::reject(const queens::StepEvent& e) {
    using queens::RejectReason;
    const bool known = e.c >= 0;  // the attacking row, when the stepper names one
    switch (static_cast<RejectReason>(e.reason)) {
        case RejectReason::Column:
            return known ? tr("Reject row %L1, column %L2: same column as the queen in row %L3.")
                               .arg(e.a)
                               .arg(e.b)
                               .arg(e.c)
                         : tr("Reject row %L1, column %L2: its column is taken.").arg(e.a).arg(e.b);
        case RejectReason::Diagonal:
            return known
                       ? tr("Reject row %L1, column %L2: same \\ diagonal as the queen in row %L3.")
                             .arg(e.a)
                             .arg(e.b)
                             .arg(e.c)
                       : tr("Reject row %L1, column %L2: its \\ diagonal is taken.")
                             .arg(e.a)
                             .arg(e.b);
        case RejectReason::AntiDiagonal:
            return known
                       ? tr("Reject row %L1, column %L2: same / diagonal as the queen in row %L3.")
                             .arg(e.a)
                             .arg(e.b)
                             .arg(e.c)
                       : tr("Reject row %L1, column %L2: its / diagonal is taken.")
                             .arg(e.a)
                             .arg(e.b);
        case RejectReason::Mask:
            return tr("Reject row %L1, column %L2: its bit is not set in avail.").arg(e.a).arg(e.b);
        case RejectReason::Symmetry:
            return tr("Skip row %L1, column %L2: outside the searched half (mirrors are derived).")
                .arg(e.a)
                .arg(e.b);
        case RejectReason::None:
            break;
    }
    return tr("Reject row %L1, column %L2.").arg(e.a).arg(e.b);
}

QString EventDescriber::remove(const queens::StepEvent& e) {
    using queens::RemoveReason;
    switch (static_cast<RemoveReason>(e.reason)) {
        case RemoveReason::Backtrack:
            return tr("Backtrack: take the queen off row %L1, column %L2.").arg(e.a).arg(e.b);
        case RemoveReason::Next:
            return tr("Take the queen off row %L1, column %L2 for the next candidate.")
                .arg(e.a)
                .arg(e.b);
        case RemoveReason::Restart:
            return tr("Clear row %L1 for the restart.").arg(e.a);
        case RemoveReason::Backjump:
            return tr("Backjump: take the queen off row %L1, column %L2; it is not in the "
                      "conflict set.")
                .arg(e.a)
                .arg(e.b);
    }
    return {};
}

QString EventDescriber::mask(const queens::StepEvent& e, const queens::BoardState& after) {
    const auto r = static_cast<queens::Register>(e.reason);
    const std::string_view reg = queens::registerName(r);  // the name the pseudo-code uses
    const QString name = QLatin1String(reg.data(), static_cast<qsizetype>(reg.size()));
    const std::uint64_t value = after.reg(r);
    const int n = after.n();
    QStringList columns;
    for (int c = 0; c < n && c < 64; ++c)
        if ((value >> c) & 1U) columns << QString::number(c);
    // The separator is translated with the sentence (Chinese lists numbers with "、").
    const QString separator = tr(", ", "separator between the column numbers of a bit mask");
    const QString set =
        columns.isEmpty() ? tr("no column") : tr("columns: %1").arg(columns.join(separator));
    // The digits in the order of the board's columns, left to right, e.g.
    // "Row 2: avail (col 0→7) = 01010000 (columns: 1, 3)".
    return tr("Row %L1: %2 (col 0→%L3) = %4 (%5)")
        .arg(e.a)
        .arg(name)
        .arg(std::max(0, n - 1))
        .arg(bits(value, n), set);
}

QString EventDescriber::evaluate(const queens::StepEvent& e) {
    const bool accepted = e.reason == static_cast<std::uint8_t>(queens::SwapVerdict::Accepted);
    const QString delta =
        e.delta > 0 ? QStringLiteral("+%L1").arg(e.delta) : QString::number(e.delta);
    return accepted ? tr("Swapping rows %L1 and %L2 changes the collisions by %L3: accept.")
                          .arg(e.a)
                          .arg(e.b)
                          .arg(delta)
                    : tr("Swapping rows %L1 and %L2 changes the collisions by %L3: reject.")
                          .arg(e.a)
                          .arg(e.b)
                          .arg(delta);
}

QString EventDescriber::bits(std::uint64_t value, int n) {
    if (n <= 0 || n > 64) return QString::number(value);
    QString s(n, QLatin1Char('0'));
    for (int c = 0; c < n; ++c)
        if ((value >> c) & 1U) s[c] = QLatin1Char('1');
    return s;
}
