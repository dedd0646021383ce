#include "SearchTreeText.h"

#include <QLatin1Char>
#include <QLocale>
#include <QStringList>

#include "CoverState.h"

using queens::Algorithm;
using queens::CoverState;
using queens::RejectReason;
using queens::SearchTree;
using queens::SearchTreeNode;
using queens::TreeNodeStatus;

QString SearchTreeText::message(Algorithm a, int n, const QString& stopped) {
    if (!SearchTree::supports(a))
        return tr(
            "Min-conflicts search has no search tree: it swaps queens on full boards "
            "instead of building boards row by row.");
    if (n > SearchTree::kMaxN)
        return tr("The search tree is shown for N up to %L1; this board has N = %L2.")
            .arg(SearchTree::kMaxN)
            .arg(n);
    if (n < 1) return tr("Start a search to see its tree.");
    return stopped;
}

QString SearchTreeText::gap(std::uint64_t have, std::uint64_t first) {
    return tr("The search tree misses steps %L1 to %L2; it stops there.").arg(have).arg(first - 1);
}

QString SearchTreeText::refused(std::uint64_t step) {
    return tr("The search tree stops at step %L1: its event does not fit a tree.").arg(step);
}

QString SearchTreeText::status(const SearchTree& tree, int id, std::uint64_t cursor) {
    const SearchTreeNode& nd = tree.node(id);
    const bool graph = tree.graphSearch();
    switch (tree.statusAt(id, cursor)) {
        case TreeNodeStatus::Future:
            return tr("Not reached yet at this step.");
        case TreeNodeStatus::Tried:
            return tr("Tried: the verdict comes next.");
        case TreeNodeStatus::Explored:
            return graph ? tr("Explored: a safe board, pushed onto OPEN.")
                         : tr("Explored: the queen is placed and the search goes on below.");
        case TreeNodeStatus::Solution:
            return nd.mirrored ? tr("Solution: no two queens attack each other. Its mirror "
                                    "image is a solution too.")
                               : tr("Solution: no two queens attack each other.");
        case TreeNodeStatus::WipedOut:
            return wipeOut(tree, id);
        case TreeNodeStatus::CutOff:
            return tr(
                "Cut off: it lies at this pass's depth limit, so it is not expanded; "
                "the next pass, one row deeper, expands it.");
        case TreeNodeStatus::Pruned:
            break;
    }
    if (nd.conflictRow != nd.row) {  // a verdict on a full board (permutation)
        return nd.reason == RejectReason::AntiDiagonal
                   ? tr("Pruned: the queens of rows %L1 and %L2 share a / diagonal.")
                         .arg(nd.attackerRow)
                         .arg(nd.conflictRow)
                   : tr("Pruned: the queens of rows %L1 and %L2 share a \\ diagonal.")
                         .arg(nd.attackerRow)
                         .arg(nd.conflictRow);
    }
    switch (nd.reason) {
        case RejectReason::Column:
            return tr("Pruned: same column as the queen in row %L1.").arg(nd.attackerRow);
        case RejectReason::Diagonal:
            return tr("Pruned: same \\ diagonal as the queen in row %L1.").arg(nd.attackerRow);
        case RejectReason::AntiDiagonal:
            return tr("Pruned: same / diagonal as the queen in row %L1.").arg(nd.attackerRow);
        case RejectReason::Mask:
            return tr("Pruned: its bit is not set in avail.");
        default:
            return tr("Pruned.");
    }
}

QString SearchTreeText::toolTip(const SearchTree& tree, int id, std::uint64_t cursor, int n) {
    if (id < 0 || static_cast<std::size_t>(id) >= tree.size()) return {};
    QStringList lines;
    const SearchTreeNode& nd = tree.node(id);
    if (!tree.passRoots().empty() && tree.isRoot(id)) {
        const std::size_t pass = tree.passOf(id);
        lines << tr("Pass %L1 (depth limit %L1): it starts again from the empty board.")
                     .arg(static_cast<qulonglong>(pass + 1))
              << tr("Nodes tried in this pass so far: %L1; cut off at the limit: %L2.")
                     .arg(static_cast<qulonglong>(tree.passNodesAt(pass, cursor)))
                     .arg(static_cast<qulonglong>(tree.passCutoffsAt(pass, cursor)));
    } else if (id == SearchTree::kRoot) {
        lines << tr("The empty board: the search starts here.");
    } else {
        QStringList cols;
        if (tree.rowsInAnyOrder()) {
            for (int v : tree.path(id)) cols << nodeLabel(tree.node(v).row, tree.node(v).col);
        } else {
            for (int c : tree.placement(id))
                if (c >= 0) cols << QLocale().toString(c);
        }
        const QString sep = tr(", ", "separator between column numbers");
        lines << tr("Row %L1, column %L2").arg(nd.row).arg(nd.col)
              << (tree.rowsInAnyOrder() ? tr("Queens in the order placed: %1").arg(cols.join(sep))
                                        : tr("Board: (%1)").arg(cols.join(sep)))
              << status(tree, id, cursor);
    }
    if (tree.rowsInAnyOrder()) {
        const QString more = anyOrderLines(tree, id, cursor);
        if (!more.isEmpty()) lines << more;
    }
    if (nd.symmetryCut >= 0 && tree.statusAt(id, cursor) != TreeNodeStatus::Future)
        lines << tr("Columns %L1 to %L2 of the next row are skipped: their boards are the "
                    "mirror images of boards searched here.")
                     .arg(nd.symmetryCut)
                     .arg(n - 1);
    if (!tree.isRoot(id)) lines << tr("Click to go to the step that tried it.");
    return lines.join(QLatin1Char('\n'));
}

QString SearchTreeText::levelLabel(bool rowsInAnyOrder, int d) {
    if (d == 0) return tr("start");
    return rowsInAnyOrder ? tr("%n queen(s)", "a level of the search tree: queens placed", d)
                          : tr("row %L1").arg(d - 1);
}

QString SearchTreeText::nodeLabel(int row, int col) {
    return tr("r%L1=%L2", "a node of the search tree: the queen of row %1 is in column %2")
        .arg(row)
        .arg(col);
}

QString SearchTreeText::wipeOut(const SearchTree& tree, int id) {
    const SearchTreeNode& nd = tree.node(id);
    if (tree.algorithm() == Algorithm::Dlx) {
        const int n = tree.n();
        return nd.branchItem < n
                   ? tr("Dead end: no square of row %L1 is left to cover it.").arg(nd.branchItem)
                   : tr("Dead end: no square of column %L1 is left to cover it.")
                         .arg(nd.branchItem - n);
    }
    if (id == SearchTree::kRoot)
        return tr("Wipe-out: arc consistency empties the domain of row %L1 before any queen is "
                  "placed.")
            .arg(nd.wipedRow);
    return tr("Wipe-out: with this queen placed, the domain of row %L1 is empty (its last value "
              "went because of row %L2).")
        .arg(nd.wipedRow)
        .arg(nd.wipeCause);
}

// CSP and DLX: the row or item branched on, the backjump made from the node and its attempt.
QString SearchTreeText::anyOrderLines(const SearchTree& tree, int id, std::uint64_t cursor) {
    const SearchTreeNode& nd = tree.node(id);
    const TreeNodeStatus st = tree.statusAt(id, cursor);
    QStringList lines;
    if (nd.branchItem >= 0 && nd.firstChild >= 0 && tree.node(nd.firstChild).tryIndex < cursor) {
        const int n = tree.n();
        if (tree.algorithm() == Algorithm::Dlx)
            lines << (nd.branchItem < n ? tr("Branches on row %L1 (squares left: %L2).")
                                              .arg(nd.branchItem)
                                              .arg(nd.branchOptions)
                                        : tr("Branches on column %L1 (squares left: %L2).")
                                              .arg(nd.branchItem - n)
                                              .arg(nd.branchOptions));
        else
            lines << tr("Branches on row %L1 (values left in its domain: %L2).")
                         .arg(nd.branchItem)
                         .arg(nd.branchOptions);
    }
    if (nd.jump >= 0 && tree.jumps()[static_cast<std::size_t>(nd.jump)].index < cursor) {
        const queens::TreeJump& j = tree.jumps()[static_cast<std::size_t>(nd.jump)];
        QStringList set;
        for (int r = 0; r < tree.n(); ++r)
            if (j.conflictSet >> r & 1U) set << QLocale().toString(r);
        const QString rows = set.isEmpty() ? tr("empty", "an empty conflict set")
                                           : set.join(tr(", ", "separator between column numbers"));
        if (j.to < 0)
            lines << tr("Row %L1 ran out of values and its conflict set is empty: the search "
                        "ends.")
                         .arg(j.exhaustedRow);
        else if (j.skipped == 0)
            lines << tr("Row %L1 ran out of values: back to row %L2, the latest row of its "
                        "conflict set (rows %3).")
                         .arg(j.exhaustedRow)
                         .arg(tree.node(j.to).row)
                         .arg(rows);
        else
            lines << tr("Row %L1 ran out of values: backjump to row %L2, the latest row of its "
                        "conflict set (rows %3), skipping the rows placed after it.")
                         .arg(j.exhaustedRow)
                         .arg(tree.node(j.to).row)
                         .arg(rows);
    }
    if (tree.attempts() > 1 && id != SearchTree::kRoot && st != TreeNodeStatus::Future)
        lines << tr("Attempt %L1: each restart searches again from the empty board.")
                     .arg(nd.attempt + 1);
    return lines.join(QLatin1Char('\n'));
}
