#pragma once
// HandMadeCsp: constraint-search event streams made in the test, independently of any stepper,
// for the board's domain layer and the captions: CSP backtracking over the rows in order, values
// in order, with forward checking and, when asked, arc consistency (every arc revised until none
// changes, a brute-force REVISE), to the first solution (or a bound on the events). Events as
// core/StepEvent.h documents them: Select, Try, Place, Propagate, Prune, Revise, Wipeout, Restore,
// Remove, Solution, Done. Header-only; deterministic.
#include <vector>

#include "StepEvent.h"

namespace handmade {

using queens::EventKind;
using queens::StepEvent;

inline bool attacks(int r1, int c1, int r2, int c2) {
    return c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

class CspRun {
public:
    // At most about `limit` events: the search stops (no Done) once it has made that many.
    CspRun(int n, bool arc, std::size_t limit = 1'000'000)
        : n_(n), arc_(arc), limit_(limit), cols_(n, -1), cause_(n * n, -1) {}

    std::vector<StepEvent> events() {
        if (solve(0) && out_.size() >= limit_) return out_;
        push(EventKind::Done, 0, -1, -1);
        return out_;
    }

private:
    struct Pruned {
        int row, col, cause;
        bool arc;
    };

    bool in(int r, int c) const { return cause_[r * n_ + c] < 0; }
    int size(int r) const {
        int s = 0;
        for (int c = 0; c < n_; ++c) s += in(r, c) ? 1 : 0;
        return s;
    }
    StepEvent& push(EventKind k, int line, int a, int b, int c = -1, std::uint8_t reason = 0,
                    std::uint64_t value = 0) {
        StepEvent e = StepEvent::make(k, line, a, b, reason);
        e.c = c;
        e.value = value;
        out_.push_back(e);
        return out_.back();
    }
    // Removes (r, c), returning false when that empties row r (the Wipeout is emitted).
    bool prune(int r, int c, int cause, bool arc, std::vector<Pruned>& undo) {
        cause_[r * n_ + c] = cause;
        undo.push_back({r, c, cause, arc});
        push(EventKind::Prune, 1, r, c, cause,
             queens::reasonCode(arc ? queens::PruneCause::Arc : queens::PruneCause::ForwardCheck));
        if (size(r) > 0) return true;
        push(EventKind::Wipeout, 2, r, -1, cause);
        return false;
    }
    bool infer(int row, int col, std::vector<Pruned>& undo) {
        std::uint64_t checks = 0;
        for (int r = 0; r < n_; ++r)
            if (cols_[r] < 0) checks += static_cast<std::uint64_t>(size(r));
        push(EventKind::Propagate, 1, row, col, -1, 0, checks);
        for (int r = 0; r < n_; ++r) {
            if (cols_[r] >= 0) continue;
            for (int c = 0; c < n_; ++c)
                if (in(r, c) && attacks(row, col, r, c) && !prune(r, c, row, false, undo))
                    return false;
        }
        if (!arc_) return true;
        for (bool changed = true; changed;) {
            changed = false;
            for (int i = 0; i < n_; ++i)
                for (int j = 0; j < n_; ++j) {
                    if (i == j || cols_[i] >= 0 || cols_[j] >= 0) continue;
                    std::vector<int> unsupported;
                    for (int x = 0; x < n_; ++x) {
                        if (!in(i, x)) continue;
                        bool supported = false;
                        for (int y = 0; y < n_ && !supported; ++y)
                            supported = in(j, y) && !attacks(i, x, j, y);
                        if (!supported) unsupported.push_back(x);
                    }
                    push(EventKind::Revise, 3, i, j, -1, 0, 1);
                    for (const int x : unsupported) {
                        changed = true;
                        if (!prune(i, x, j, true, undo)) return false;
                    }
                }
        }
        return true;
    }
    bool solve(int row) {
        if (out_.size() >= limit_) return true;
        if (row == n_) {
            push(EventKind::Solution, 4, -1, -1);
            return true;
        }
        push(EventKind::Select, 0, row, size(row));
        for (int col = 0; col < n_; ++col) {
            if (!in(row, col)) continue;
            push(EventKind::Try, 0, row, col);
            push(EventKind::Place, 0, row, col);
            cols_[row] = col;
            std::vector<Pruned> undo;
            if (infer(row, col, undo) && solve(row + 1)) return true;
            for (auto it = undo.rbegin(); it != undo.rend(); ++it) {
                cause_[it->row * n_ + it->col] = -1;
                push(EventKind::Restore, 5, it->row, it->col, it->cause,
                     queens::reasonCode(it->arc ? queens::PruneCause::Arc
                                                : queens::PruneCause::ForwardCheck));
            }
            cols_[row] = -1;
            push(EventKind::Remove, 5, row, col, -1,
                 queens::reasonCode(queens::RemoveReason::Backtrack));
        }
        return false;
    }

    int n_;
    bool arc_;
    std::size_t limit_;
    std::vector<int> cols_;
    std::vector<int> cause_;  // n * n: the row that removed the value, -1: in the domain
    std::vector<StepEvent> out_;
};

inline std::vector<StepEvent> forwardChecking(int n) {
    return CspRun(n, false).events();
}
inline std::vector<StepEvent> arcConsistency(int n) {
    return CspRun(n, true).events();
}

}  // namespace handmade
