#include "CspInference.h"

#include <cstdlib>

namespace queens {

namespace {
bool attacks(int colA, int colB, int distance) {
    return colA == colB || std::abs(colA - colB) == distance;
}
}  // namespace

CspInference::CspInference(int n, const Lines& lines)
    : n_(n > 0 ? n : 0), lines_(lines), domains_(n_) {}

int CspInference::attackedValues(int from, int col, int row, int cols[3]) const {
    const int d = std::abs(row - from);
    int k = 0;
    for (const int c : {col - d, col, col + d})
        if (c >= 0 && c < n_ && domains_.contains(row, c)) cols[k++] = c;
    return k;
}

void CspInference::prune(int row, int col, int cause, PruneCause kind,
                         std::vector<StepEvent>& out) {
    StepEvent e =
        StepEvent::make(EventKind::Prune, kind == PruneCause::Arc ? lines_.arc : lines_.forward,
                        row, col, reasonCode(kind));
    e.c = cause;
    domains_.apply(e);
    trail_.push_back(e);
    out.push_back(e);
}

bool CspInference::forwardCheck(int row, int col, const std::vector<int>& assigned,
                                std::vector<StepEvent>& out) {
    changed_.clear();
    std::uint64_t checks = 0;
    for (int j = 0; j < n_; ++j)
        if (j != row && assigned[static_cast<std::size_t>(j)] < 0)
            checks += static_cast<std::uint64_t>(domains_.size(j));
    StepEvent p = StepEvent::make(EventKind::Propagate, lines_.forward, row, col);
    p.value = checks;
    out.push_back(p);
    for (int j = 0; j < n_; ++j) {
        if (j == row || assigned[static_cast<std::size_t>(j)] >= 0) continue;
        int cols[3];
        const int k = attackedValues(row, col, j, cols);
        if (k == 0) continue;
        changed_.push_back(j);
        for (int i = 0; i < k; ++i) {
            prune(j, cols[i], row, PruneCause::ForwardCheck, out);
            if (domains_.size(j) == 0) {
                StepEvent w = StepEvent::make(EventKind::Wipeout, lines_.wipeout, j);
                w.c = row;
                out.push_back(w);
                wiped_ = j;
                return false;
            }
        }
    }
    return true;
}

void CspInference::pushArcsInto(int y, int except, const std::vector<int>& assigned) {
    if (domains_.size(y) > 3) return;  // every value of every other row has a support in y
    if (queued_.empty()) queued_.assign(static_cast<std::size_t>(n_) * n_, 0);
    for (int z = 0; z < n_; ++z) {
        if (z == y || z == except || assigned[static_cast<std::size_t>(z)] >= 0) continue;
        const std::int64_t arc = static_cast<std::int64_t>(z) * n_ + y;
        auto& flag = queued_[static_cast<std::size_t>(arc)];
        if (flag) continue;
        flag = 1;
        queue_.push_back(arc);
    }
}

bool CspInference::ac3(const std::vector<int>& assigned, bool initial,
                       std::vector<StepEvent>& out) {
    queue_.clear();
    if (initial) {
        for (int y = 0; y < n_; ++y) pushArcsInto(y, -1, assigned);
    } else {
        for (const int y : changed_) pushArcsInto(y, -1, assigned);
    }
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const std::int64_t arc = queue_[head];
        queued_[static_cast<std::size_t>(arc)] = 0;
        const int z = static_cast<int>(arc / n_);
        const int y = static_cast<int>(arc % n_);
        StepEvent r = StepEvent::make(EventKind::Revise, lines_.arc, z, y);
        r.value = static_cast<std::uint64_t>(domains_.size(z));  // each value of z looks for a
        out.push_back(r);                                        // support in y's domain
        // A value of z lacks a support when every value left in y attacks it.
        const int d = std::abs(z - y);
        int values[3];
        int k = 0;
        for (int c = 0; c < n_ && k < 3; ++c)
            if (domains_.contains(y, c)) values[k++] = c;
        if (k == 0) continue;  // not reached: a wiped-out row ends the propagation
        bool pruned = false;
        for (const int cand : {values[0] - d, values[0], values[0] + d}) {
            if (cand < 0 || cand >= n_ || !domains_.contains(z, cand)) continue;
            bool supported = false;
            for (int i = 1; i < k && !supported; ++i) supported = !attacks(cand, values[i], d);
            if (supported) continue;
            prune(z, cand, y, PruneCause::Arc, out);
            pruned = true;
            if (domains_.size(z) == 0) {
                StepEvent w = StepEvent::make(EventKind::Wipeout, lines_.wipeout, z);
                w.c = y;
                out.push_back(w);
                wiped_ = z;
                for (std::size_t i = head + 1; i < queue_.size(); ++i)
                    queued_[static_cast<std::size_t>(queue_[i])] = 0;
                queue_.clear();
                return false;
            }
        }
        if (pruned) pushArcsInto(z, y, assigned);
    }
    queue_.clear();
    return true;
}

void CspInference::undoTo(std::size_t mark, std::vector<StepEvent>& out) {
    while (trail_.size() > mark) {
        StepEvent e = trail_.back();
        trail_.pop_back();
        e.kind = EventKind::Restore;
        e.line = lines_.undo;
        domains_.apply(e);
        out.push_back(e);
    }
}

void CspInference::explain(int row, std::vector<char>& rows) const {
    std::vector<char> seen(static_cast<std::size_t>(n_), 0);
    std::vector<int> stack{row};
    seen[static_cast<std::size_t>(row)] = 1;
    while (!stack.empty()) {
        const int r = stack.back();
        stack.pop_back();
        if (domains_.size(r) == n_) continue;
        for (int c = 0; c < n_; ++c) {
            const Domains::Cause cause = domains_.cause(r, c);
            if (cause.row < 0) continue;
            const auto by = static_cast<std::size_t>(cause.row);
            if (cause.kind == PruneCause::ForwardCheck) {
                rows[by] = 1;
            } else if (!seen[by]) {
                seen[by] = 1;
                stack.push_back(cause.row);
            }
        }
    }
}

}  // namespace queens
