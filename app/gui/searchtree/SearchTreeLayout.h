#pragma once
// SearchTreeLayout: where SearchTreeView draws each node of a queens::SearchTree, in abstract
// units (x in leaf slots, y in levels), and which nodes fall in a range (for painting only the
// visible ones and for hit tests).
//
// The layout
//   A classic layered tree drawing: the leaves take the slots 0, 1, 2, ... from left to right in
//   the tree's order (children in column order, depth-first), a parent sits midway between its
//   first and last child, and a node's level is its depth (the number of queens on its board).
//   Siblings never overlap and edges never cross. level(d) lists the nodes of depth d from left
//   to right, so the nodes inside an x range are one binary search away.
//
// Cost
//   update() lays the whole tree out in O(nodes) with an explicit stack, and only when the tree
//   has new nodes since the last call (a verdict or a cursor move changes no position): the view
//   calls it once per appended batch, never per paint. For N = 8 (15 720 nodes for all solutions
//   of backtracking, 109 600 for the permutation brute force) one pass takes a few milliseconds.
#include <cstddef>
#include <utility>
#include <vector>

#include "SearchTree.h"

class SearchTreeLayout {
public:
    void clear();
    // Lays the tree out when it has nodes the layout lacks; returns whether anything moved.
    bool update(const queens::SearchTree& tree);

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
};
