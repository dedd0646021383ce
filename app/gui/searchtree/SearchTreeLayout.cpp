#include "SearchTreeLayout.h"

#include <algorithm>
#include <cmath>

void SearchTreeLayout::clear() {
    x_.clear();
    depth_.clear();
    levels_.clear();
    slots_ = 0;
    passes_ = kAllPasses;
}

bool SearchTreeLayout::update(const queens::SearchTree& tree, std::size_t passes) {
    const std::size_t count = tree.size();
    if (count == x_.size() && passes == passes_) return false;
    passes_ = passes;
    x_.assign(count, 0.0);
    depth_.assign(count, 0);
    levels_.assign(static_cast<std::size_t>(tree.n()) + 1, {});
    slots_ = 0;
    // Depth-first in child order: a node enters its level on the way down (so each level comes
    // out left to right), gets its x on the way up (a leaf the next slot, a parent the middle of
    // its first and last child).
    struct Frame {
        int id;
        bool expanded;
    };
    // Iterative deepening draws a forest: the passes' trees left to right, one empty slot apart.
    std::vector<Frame> stack;
    const std::vector<int>& roots = tree.passRoots();
    if (roots.empty())
        stack.push_back({queens::SearchTree::kRoot, false});
    else
        for (std::size_t p = std::min(passes, roots.size()); p-- > 0;)
            stack.push_back({roots[p], false});
    std::vector<int> children;  // one node's, reversed onto the stack (the root may have many)
    while (!stack.empty()) {
        const Frame f = stack.back();
        stack.pop_back();
        const queens::SearchTreeNode& nd = tree.node(f.id);
        const auto id = static_cast<std::size_t>(f.id);
        if (f.expanded) {
            x_[id] = nd.firstChild < 0 ? slots_++
                                       : (x_[static_cast<std::size_t>(nd.firstChild)] +
                                          x_[static_cast<std::size_t>(nd.lastChild)]) /
                                             2.0;
            continue;
        }
        if (nd.parent < 0 && f.id != queens::SearchTree::kRoot) ++slots_;  // gap between passes
        depth_[id] = nd.depth;
        levels_[static_cast<std::size_t>(nd.depth)].push_back(f.id);
        stack.push_back({f.id, true});
        children.clear();
        for (int c = nd.firstChild; c >= 0; c = tree.node(c).nextSibling) children.push_back(c);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back({*it, false});
    }
    while (levels_.size() > 1 && levels_.back().empty()) levels_.pop_back();
    return true;
}

std::pair<std::size_t, std::size_t> SearchTreeLayout::range(int d, double x0, double x1) const {
    if (d < 0 || d >= levels()) return {0, 0};
    const auto& l = level(d);
    const auto lo = std::partition_point(l.begin(), l.end(), [&](int id) { return x(id) < x0; });
    const auto hi = std::partition_point(lo, l.end(), [&](int id) { return x(id) <= x1; });
    return {static_cast<std::size_t>(lo - l.begin()), static_cast<std::size_t>(hi - l.begin())};
}

int SearchTreeLayout::nearest(int d, double xPos) const {
    if (d < 0 || d >= levels() || level(d).empty()) return -1;
    const auto& l = level(d);
    const auto it = std::partition_point(l.begin(), l.end(), [&](int id) { return x(id) < xPos; });
    if (it == l.end()) return l.back();
    if (it == l.begin()) return *it;
    return std::abs(x(*it) - xPos) < std::abs(x(*(it - 1)) - xPos) ? *it : *(it - 1);
}
