#include "SearchTreeText.h"

#include <QLatin1Char>
#include <QLocale>
#include <QStringList>

using queens::Algorithm;
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
        for (int c : tree.placement(id))
            if (c >= 0) cols << QLocale().toString(c);
        lines << tr("Row %L1, column %L2").arg(nd.row).arg(nd.col)
              << tr("Board: (%1)").arg(cols.join(tr(", ", "separator between column numbers")))
              << status(tree, id, cursor);
    }
    if (nd.symmetryCut >= 0 && tree.statusAt(id, cursor) != TreeNodeStatus::Future)
        lines << tr("Columns %L1 to %L2 of the next row are skipped: their boards are the "
                    "mirror images of boards searched here.")
                     .arg(nd.symmetryCut)
                     .arg(n - 1);
    if (!tree.isRoot(id)) lines << tr("Click to go to the step that tried it.");
    return lines.join(QLatin1Char('\n'));
}
