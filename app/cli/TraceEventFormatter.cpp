#include "TraceEventFormatter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QString>

#include "PackedBoard.h"

namespace queens::cli {

namespace {

QString latin1(std::string_view s) {
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

QString removeReasonName(std::uint8_t reason) {
    switch (static_cast<RemoveReason>(reason)) {
        case RemoveReason::Backtrack:
            return QStringLiteral("backtrack");
        case RemoveReason::Next:
            return QStringLiteral("next");
        case RemoveReason::Restart:
            return QStringLiteral("restart");
        case RemoveReason::Backjump:
            return QStringLiteral("backjump");
    }
    return QStringLiteral("unknown");
}

QString solutionKindName(std::uint8_t reason) {
    switch (static_cast<SolutionKind>(reason)) {
        case SolutionKind::Found:
            return QStringLiteral("found");
        case SolutionKind::Mirrored:
            return QStringLiteral("mirrored");
    }
    return QStringLiteral("unknown");
}

// A population board as its columns, row by row.
QJsonArray packed(std::uint64_t board, int n) {
    QJsonArray cols;
    for (int r = 0; r < n && r < PackedBoard::kMaxN; ++r)
        cols.append(PackedBoard::column(board, r));
    return cols;
}

}  // namespace

QString TraceEventFormatter::binary(std::uint64_t value, int digits) {
    return QString::number(value, 2).rightJustified(digits, QLatin1Char('0'));
}

QJsonObject TraceEventFormatter::toJson(std::uint64_t step, const StepEvent& e,
                                        const BoardState& after) {
    QJsonObject o;
    o.insert(QStringLiteral("step"), static_cast<qint64>(step));
    o.insert(QStringLiteral("kind"), latin1(eventKindName(e.kind)));
    o.insert(QStringLiteral("line"), e.line);
    const auto cell = [&] {
        o.insert(QStringLiteral("row"), e.a);
        o.insert(QStringLiteral("col"), e.b);
    };
    const auto rows = [&] { o.insert(QStringLiteral("rows"), QJsonArray{e.a, e.b}); };
    switch (e.kind) {
        case EventKind::Try:
            cell();
            if (e.value != 0) o.insert(QStringLiteral("checks"), static_cast<qint64>(e.value));
            break;
        case EventKind::Place:
            cell();
            break;
        case EventKind::Reject:
            cell();
            o.insert(QStringLiteral("reason"),
                     latin1(rejectReasonName(static_cast<RejectReason>(e.reason))));
            if (e.c >= 0) o.insert(QStringLiteral("attacker"), e.c);
            break;
        case EventKind::Remove:
            cell();
            o.insert(QStringLiteral("reason"), removeReasonName(e.reason));
            break;
        case EventKind::Push:
        case EventKind::Pop:
            cell();
            o.insert(QStringLiteral("depth"), static_cast<qint64>(e.value));
            break;
        case EventKind::Solution:
            o.insert(QStringLiteral("reason"), solutionKindName(e.reason));
            break;
        case EventKind::Mask: {
            const auto r = static_cast<Register>(e.reason);
            o.insert(QStringLiteral("register"), latin1(registerName(r)));
            o.insert(QStringLiteral("value"), binary(after.reg(r), after.n()));
            break;
        }
        case EventKind::Evaluate:
            rows();
            o.insert(QStringLiteral("delta"), static_cast<qint64>(e.delta));
            o.insert(QStringLiteral("accepted"),
                     e.reason == static_cast<std::uint8_t>(SwapVerdict::Accepted));
            break;
        case EventKind::Swap:
            rows();
            break;
        case EventKind::Restart:
            o.insert(QStringLiteral("restart"), e.a);
            break;
        case EventKind::Move:
            o.insert(QStringLiteral("row"), e.a);
            o.insert(QStringLiteral("from"), e.c);
            o.insert(QStringLiteral("to"), e.b);
            o.insert(QStringLiteral("dh"), static_cast<qint64>(e.delta));
            o.insert(QStringLiteral("kind"), latin1(moveKindName(static_cast<MoveKind>(e.reason))));
            o.insert(QStringLiteral("h"), static_cast<qint64>(after.attackingPairs()));
            break;
        case EventKind::Propose:
            cell();
            o.insert(QStringLiteral("dh"), static_cast<qint64>(e.delta));
            o.insert(QStringLiteral("p"), fromBits(e.value));
            o.insert(QStringLiteral("accepted"),
                     e.reason == static_cast<std::uint8_t>(SwapVerdict::Accepted));
            break;
        case EventKind::Cool:
            o.insert(QStringLiteral("t"), fromBits(e.value));
            break;
        case EventKind::Populate:
            o.insert(QStringLiteral("size"), e.a);
            break;
        case EventKind::Member:
        case EventKind::Crossover:
            o.insert(QStringLiteral("slot"), e.a);
            o.insert(QStringLiteral("board"), packed(e.value, after.n()));
            if (e.b >= 0) o.insert(QStringLiteral("parent"), e.b);
            if (e.kind == EventKind::Crossover) {
                o.insert(QStringLiteral("parent2"), e.c);
                o.insert(QStringLiteral("point"), e.reason);
            }
            break;
        case EventKind::Mutate:
            o.insert(QStringLiteral("slot"), e.a);
            o.insert(QStringLiteral("row"), e.b);
            o.insert(QStringLiteral("from"), static_cast<qint64>(e.value));
            o.insert(QStringLiteral("to"), e.c);
            break;
        case EventKind::Generation:
            o.insert(QStringLiteral("generation"), e.a);
            break;
        case EventKind::Adopt:
            o.insert(QStringLiteral("slot"), e.a);
            o.insert(QStringLiteral("board"), packed(e.value, after.n()));
            o.insert(QStringLiteral("h"), static_cast<qint64>(after.attackingPairs()));
            break;
        case EventKind::Select:
            o.insert(QStringLiteral("row"), e.a);
            o.insert(QStringLiteral("size"), e.b);
            if (e.c >= 0) o.insert(QStringLiteral("degree"), e.c);
            if (e.value != 0) o.insert(QStringLiteral("checks"), static_cast<qint64>(e.value));
            break;
        case EventKind::Propagate:
            cell();
            o.insert(QStringLiteral("checks"), static_cast<qint64>(e.value));
            break;
        case EventKind::Revise:
            o.insert(QStringLiteral("arc"), QJsonArray{e.a, e.b});
            o.insert(QStringLiteral("checks"), static_cast<qint64>(e.value));
            break;
        case EventKind::Prune:
        case EventKind::Restore:
            cell();
            o.insert(QStringLiteral("cause"),
                     latin1(pruneCauseName(static_cast<PruneCause>(e.reason))));
            o.insert(QStringLiteral("by"), e.c);
            o.insert(QStringLiteral("left"), after.domains().size(e.a));
            break;
        case EventKind::Wipeout:
            o.insert(QStringLiteral("row"), e.a);
            o.insert(QStringLiteral("by"), e.c);
            break;
        case EventKind::Jump:
            o.insert(QStringLiteral("row"), e.a);
            o.insert(QStringLiteral("to"), e.b);
            o.insert(QStringLiteral("skipped"), e.c);
            if (after.n() <= 64) {
                QJsonArray conflicts;
                for (int r = 0; r < after.n(); ++r)
                    if ((e.value >> r) & 1) conflicts.append(r);
                o.insert(QStringLiteral("conflicts"), conflicts);
            }
            break;
        case EventKind::Choose:
            o.insert(QStringLiteral("item"), e.a);
            o.insert(QStringLiteral("options"), e.b);
            break;
        case EventKind::Cover:
        case EventKind::Uncover:
            o.insert(QStringLiteral("item"), e.a);
            o.insert(QStringLiteral("updates"), static_cast<qint64>(e.value));
            break;
        case EventKind::Deepen:
            o.insert(QStringLiteral("limit"), e.a);
            break;
        case EventKind::Cutoff:
            cell();
            o.insert(QStringLiteral("depth"), static_cast<qint64>(e.value));
            break;
        case EventKind::Done:
            o.insert(QStringLiteral("reason"),
                     latin1(stopReasonName(static_cast<StopReason>(e.reason))));
            break;
    }
    return o;
}

QByteArray TraceEventFormatter::toLine(std::uint64_t step, const StepEvent& e,
                                       const BoardState& after) {
    QByteArray line = QJsonDocument(toJson(step, e, after)).toJson(QJsonDocument::Compact);
    line.append('\n');
    return line;
}

}  // namespace queens::cli
