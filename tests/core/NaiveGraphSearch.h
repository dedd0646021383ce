#pragma once
// A naive graph search over partial N-queens boards, shared by the tests of OpenListTracker
// (test_open_list_tracker.cpp) and of SearchListView (tests/gui/test_search_list_view.cpp) as
// their independent truth. It shares no code with the steppers, the tracker or the view: partial
// boards are std::vector<int> (the column of the queen of each row so far), OPEN is a std::deque
// of them, in the order the stepper headers document (DFS pushes columns n-1..0 and pops the
// back, BFS pushes 0..n-1 and pops the front).
#include <algorithm>
#include <cstdlib>
#include <deque>
#include <set>
#include <vector>

namespace naivegraph {

using Node = std::vector<int>;

// A queen in the next row at `col` is attacked by none of the node's queens.
inline bool safe(const Node& node, int col) {
    const int row = static_cast<int>(node.size());
    for (int r = 0; r < row; ++r) {
        const int c = node[static_cast<std::size_t>(r)];
        if (c == col || std::abs(c - col) == row - r) return false;
    }
    return true;
}

// One change of OPEN: a node pushed or popped.
struct Op {
    bool push = false;
    Node node;
};

// Runs the whole search; keeps the pushes and pops in order, and the solutions found.
struct NaiveSearch {
    std::vector<Op> ops;
    std::set<Node> solutions;

    NaiveSearch(int n, bool dfs) {
        std::deque<Node> open{Node{}};
        ops.push_back({true, Node{}});
        while (!open.empty()) {
            Node node = dfs ? open.back() : open.front();
            if (dfs)
                open.pop_back();
            else
                open.pop_front();
            ops.push_back({false, node});
            if (static_cast<int>(node.size()) == n) {
                solutions.insert(node);
                continue;
            }
            for (int i = 0; i < n; ++i) {
                const int col = dfs ? n - 1 - i : i;
                if (!safe(node, col)) continue;
                Node child = node;
                child.push_back(col);
                open.push_back(child);
                ops.push_back({true, child});
            }
        }
    }
};

// OPEN of the naive search in the order it hands nodes out (next to expand first).
inline std::vector<Node> handOutOrder(const std::deque<Node>& open, bool dfs) {
    std::vector<Node> out(open.begin(), open.end());
    if (dfs) std::reverse(out.begin(), out.end());
    return out;
}

}  // namespace naivegraph
