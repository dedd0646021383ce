#pragma once
// SearchTreeText: the sentences SearchTreeView shows: a node's tooltip (cell, board, status at the
// cursor with the pruning reason, a symmetry cut, the click hint; for CSP and DLX the order of the
// queens, the row or item branched on, the wipe-out, the backjump and the attempt), the labels of
// levels and nodes, the sentence shown instead of a tree (min-conflicts, N too large, no run) and
// why a tree stopped growing. Pure functions of the tree and the cursor; the strings belong to
// SearchTreeView's translation context.
#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "Algorithm.h"
#include "SearchTree.h"

class SearchTreeText {
    Q_DECLARE_TR_FUNCTIONS(SearchTreeView)

public:
    // The sentence shown instead of a tree for algorithm a and n queens; when a tree is shown,
    // stopped (why the tree stopped growing: gap() or refused(); empty while it grows).
    static QString message(queens::Algorithm a, int n, const QString& stopped);
    // Batches came with a gap: the tree has events [0, have), the next batch starts at first.
    static QString gap(std::uint64_t have, std::uint64_t first);
    // The tree refused the event at index step.
    static QString refused(std::uint64_t step);
    // Node id's status at the cursor, with the reason when it was pruned.
    static QString status(const queens::SearchTree& tree, int id, std::uint64_t cursor);
    // The tooltip of node id at the cursor (n queens); empty for an id not in the tree.
    static QString toolTip(const queens::SearchTree& tree, int id, std::uint64_t cursor, int n);
    // The gutter label of level d: "row d-1" when rows come in order, else the queens placed.
    static QString levelLabel(bool rowsInAnyOrder, int d);
    // A node's label when rows come in any order: its row and column ("r5=2").
    static QString nodeLabel(int row, int col);

private:
    static QString wipeOut(const queens::SearchTree& tree, int id);
    static QString anyOrderLines(const queens::SearchTree& tree, int id, std::uint64_t cursor);
};
