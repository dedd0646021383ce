#include "LocalSearchDescriber.h"

#include <QLocale>
#include <algorithm>

#include "PackedBoard.h"
#include "PluralCount.h"

using queens::EventKind;
using queens::MoveKind;
using queens::StopReason;
namespace PackedBoard = queens::PackedBoard;

QString LocalSearchDescriber::signedNumber(std::int64_t v) {
    const QString digits = QLocale().toString(static_cast<qlonglong>(v < 0 ? -v : v));
    if (v > 0) return QLatin1Char('+') + digits;
    if (v < 0) return QChar(0x2212) + digits;
    return digits;
}

QString LocalSearchDescriber::describe(const queens::StepEvent& e,
                                       const queens::BoardState& after) {
    switch (e.kind) {
        case EventKind::Move:
            return move(e, after);
        case EventKind::Propose:
            return propose(e, after);
        case EventKind::Cool:
            return tr("Cool down: the temperature is now T = %1.")
                .arg(QLocale().toString(queens::fromBits(e.value), 'g', 4));
        case EventKind::Populate:
        case EventKind::Member:
        case EventKind::Crossover:
        case EventKind::Mutate:
        case EventKind::Generation:
        case EventKind::Adopt:
            return population(e, after);
        default:
            return {};
    }
}

QString LocalSearchDescriber::move(const queens::StepEvent& e, const queens::BoardState& after) {
    const auto h = static_cast<qlonglong>(after.attackingPairs());
    switch (static_cast<MoveKind>(e.reason)) {
        case MoveKind::Downhill:
            return tr("Move the queen of row %L1 from column %L2 to column %L3: h falls by %L4 "
                      "to %L5.")
                .arg(e.a)
                .arg(e.c)
                .arg(e.b)
                .arg(-e.delta)
                .arg(h);
        case MoveKind::Sideways:
            return tr("Sideways move: the queen of row %L1 goes from column %L2 to column %L3; "
                      "h stays %L4.")
                .arg(e.a)
                .arg(e.c)
                .arg(e.b)
                .arg(h);
        case MoveKind::Uphill:
            return tr("Accept a worse board: the queen of row %L1 goes from column %L2 to column "
                      "%L3; h rises by %L4 to %L5.")
                .arg(e.a)
                .arg(e.c)
                .arg(e.b)
                .arg(e.delta)
                .arg(h);
        case MoveKind::Random:
            break;
    }
    return tr("Move the queen of row %L1 from column %L2 to column %L3 (h is now %L4).")
        .arg(e.a)
        .arg(e.c)
        .arg(e.b)
        .arg(h);
}

QString LocalSearchDescriber::propose(const queens::StepEvent& e, const queens::BoardState& after) {
    const bool accepted = e.reason == queens::reasonCode(queens::SwapVerdict::Accepted);
    const double p = queens::fromBits(e.value);
    const QString dh = signedNumber(e.delta);
    if (after.temperature() > 0 && e.delta > 0) {
        // Annealing: a worse move is taken with probability exp(-Δh / T).
        const QString prob = QLocale().toString(p, 'f', 3);
        const QString t = QLocale().toString(after.temperature(), 'g', 4);
        return accepted ? tr("Try row %L1 → column %L2: Δh = %3, so accept with probability "
                             "e^(−Δh/T) = %4 at T = %5. Accepted.")
                              .arg(e.a)
                              .arg(e.b)
                              .arg(dh, prob, t)
                        : tr("Try row %L1 → column %L2: Δh = %3, so accept with probability "
                             "e^(−Δh/T) = %4 at T = %5. Rejected.")
                              .arg(e.a)
                              .arg(e.b)
                              .arg(dh, prob, t);
    }
    return accepted ? tr("Try row %L1 → column %L2: Δh = %3. Accepted.").arg(e.a).arg(e.b).arg(dh)
                    : tr("Try row %L1 → column %L2: Δh = %3. Rejected.").arg(e.a).arg(e.b).arg(dh);
}

QString LocalSearchDescriber::population(const queens::StepEvent& e,
                                         const queens::BoardState& after) {
    const int n = after.n();
    const auto h = [n](std::uint64_t board) { return PackedBoard::attackingPairs(board, n); };
    const auto fitness = [n](std::uint64_t board) {
        return PackedBoard::nonAttackingPairs(board, n);
    };
    switch (e.kind) {
        case EventKind::Populate:
            return tr("A population of %Ln board(s).", nullptr, e.a);
        case EventKind::Member:
            if (e.b < 0)
                return tr("Board #%L1 of the next generation: a random board, h = %L2.")
                    .arg(e.a + 1)
                    .arg(h(e.value));
            return tr("Board #%L1 of the next generation: a successor of board #%L2, h = %L3.")
                .arg(e.a + 1)
                .arg(e.b + 1)
                .arg(h(e.value));
        case EventKind::Crossover:
            return tr("Child #%L1: rows 0 to %L2 from parent #%L3, the other rows from parent "
                      "#%L4; fitness %L5.")
                .arg(e.a + 1)
                .arg(static_cast<int>(e.reason) - 1)
                .arg(e.b + 1)
                .arg(e.c + 1)
                .arg(fitness(e.value));
        case EventKind::Mutate:
            return tr("Mutation: in child #%L1 the queen of row %L2 moves from column %L3 to "
                      "column %L4.")
                .arg(e.a + 1)
                .arg(e.b)
                .arg(static_cast<qlonglong>(e.value))
                .arg(e.c);
        case EventKind::Generation: {
            const auto& boards = after.population().current();
            int best = PackedBoard::maxPairs(n);
            for (const auto b : boards) best = std::min(best, h(b));
            return tr("Generation %L1 replaces the old one; its best board has h = %L2.")
                .arg(e.a)
                .arg(best);
        }
        case EventKind::Adopt:
            return tr("The large board shows board #%L1, the best of its generation: h = %L2.")
                .arg(e.a + 1)
                .arg(static_cast<qlonglong>(after.attackingPairs()));
        default:
            return {};
    }
}

QString LocalSearchDescriber::stopped(StopReason reason, const queens::BoardState& after) {
    const auto h = static_cast<qlonglong>(after.attackingPairs());
    switch (reason) {
        case StopReason::Finished:
            return {};
        case StopReason::LocalMinimum:
            return tr("Stuck at a local minimum: every move would raise h, now %L1. This is how "
                      "hill climbing ends, not a bug; random restarts are the cure.")
                .arg(h);
        case StopReason::Plateau:
            return tr("Stuck on a plateau: no move lowers h (now %L1) and the sideways moves "
                      "allowed are used up. Allow more sideways moves, or restart.")
                .arg(h);
        case StopReason::Frozen:
            return tr("Frozen: the temperature fell below its limit with h = %L1. A slower "
                      "schedule (decay nearer 1) gives annealing more time.")
                .arg(h);
        case StopReason::StepLimit:
            return tr("Stopped at the step limit with h = %L1.").arg(h);
        case StopReason::RestartLimit:
            return tr("Gave up: the restarts allowed are used up (h = %L1).").arg(h);
    }
    return {};
}
