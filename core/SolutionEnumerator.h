#pragma once
// SolutionEnumerator: lists every solution of the N-Queens problem for one board size, in
// lexicographic order of the placement, without step events (the fast path behind
// `queenslab-cli solutions`).
//
// It is a push interface over SolutionStream, which holds the search itself (the bitmask
// depth-first search with an explicit stack of frames, lowest column first, so that complete
// placements come in lexicographic order; SolutionStream.h explains the masks and invariants):
// enumerate() pulls solutions from a fresh stream and hands each to the visitor until the
// visitor says stop or the stream is exhausted.
//
// Cost: nodes visited, no allocation during the search. n is limited to kMaxN (the solution
// count alone for n = 27 is about 2.3e17, far beyond any listing).
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "SolutionStream.h"

namespace queens {

class SolutionEnumerator {
public:
    static constexpr int kMaxN = SolutionStream::kMaxN;
    // Called once per solution with the placement (column of each row); return false to stop.
    using Visitor = std::function<bool(std::span<const int>)>;

    // Throws std::invalid_argument unless 1 <= n <= kMaxN.
    explicit SolutionEnumerator(int n);

    int n() const { return n_; }

    // Visits the solutions in lexicographic order until the visitor returns false or all have
    // been visited. Returns the number of solutions passed to the visitor.
    std::uint64_t enumerate(const Visitor& visit);

    // Number of solutions (enumerates them all).
    std::uint64_t count();

    // Partial placements examined by the last enumerate()/count() (one per queen placed).
    std::uint64_t nodes() const { return nodes_; }

private:
    int n_;
    std::vector<int> placement_;
    std::uint64_t nodes_ = 0;
};

}  // namespace queens
