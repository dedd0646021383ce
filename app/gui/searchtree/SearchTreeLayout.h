#pragma once
// SearchTreeLayout: where SearchTreeView draws each node of a queens::SearchTree, in abstract
// units (x in leaf slots, y in levels), and which nodes fall in an x range. A layered tree drawing:
// leaves take slots 0, 1, 2, ... in the tree's order, a parent sits midway between its first and
// last child, a node's level is its depth; siblings never overlap and edges never cross. An
// iterative deepening tree is a forest: each pass's tree to the right of the one before. update()
// is O(nodes) and lays out only when the tree has new nodes; it is meant for once per batch,
// never per paint. See docs/design.md, "The search tree view".
#include <cstddef>
#include <utility>
#include <vector>

#include "SearchTree.h"

class SearchTreeLayout {
public:
    void clear();
    // Lays the tree out when it has nodes the layout lacks, or when `passes` changed; returns
    // whether anything moved. An iterative deepening tree is laid out for its first `passes`
    // passes only (the later ones get no level and no slot).
    bool update(const queens::SearchTree& tree, std::size_t passes = kAllPasses);
    static constexpr std::size_t kAllPasses = static_cast<std::size_t>(-1);
    std::size_t passes() const { return passes_; }

    std::size_t size() const { return x_.size(); }  // nodes laid out (root included)
    double x(int id) const { return x_[static_cast<std::size_t>(id)]; }
    int depth(int id) const { return depth_[static_cast<std::size_t>(id)]; }
    int slotCount() const { return slots_; }  // leaves: the width in slots
    int levels() const { return static_cast<int>(levels_.size()); }
    // Node ids of depth d, left to right (increasing x).
    const std::vector<int>& level(int d) const { return levels_[static_cast<std::size_t>(d)]; }
    // Positions [first, last) in level(d) of the nodes with x0 <= x <= x1.
    std::pair<std::size_t, std::size_t> range(int d, double x0, double x1) const;
    // The node of depth d nearest to x, or -1 when the level is empty or d is out of range.
    int nearest(int d, double x) const;

private:
    std::vector<double> x_;
    std::vector<int> depth_;
    std::vector<std::vector<int>> levels_;
    int slots_ = 0;
    std::size_t passes_ = kAllPasses;
};
