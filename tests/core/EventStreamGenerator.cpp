#include "EventStreamGenerator.h"

#include <algorithm>

#include <iterator>
#include <utility>

#include "TimelineRecorder.h"

namespace queens::testing {
namespace {

// Weights: Place 4, Remove 3, Try 2, every other kind 1 (Done is only ever the last event).
constexpr EventKind kWeightedKinds[] = {
    EventKind::Place,    EventKind::Place,     EventKind::Place,   EventKind::Place,
    EventKind::Remove,   EventKind::Remove,    EventKind::Remove,  EventKind::Try,
    EventKind::Try,      EventKind::Reject,    EventKind::Mask,    EventKind::Evaluate,
    EventKind::Swap,     EventKind::Restart,   EventKind::Push,    EventKind::Pop,
    EventKind::Solution, EventKind::Move,      EventKind::Propose, EventKind::Cool,
    EventKind::Select,   EventKind::Propagate, EventKind::Revise,  EventKind::Prune,
    EventKind::Prune,    EventKind::Restore,   EventKind::Jump,    EventKind::Cover,
    EventKind::Uncover,  EventKind::Cutoff};

// Pairs of queens sharing a column or a diagonal (rows hold one queen each; -1 = empty row).
std::int64_t attackingPairs(const std::vector<int>& cols) {
    std::int64_t pairs = 0;
    for (std::size_t i = 0; i < cols.size(); ++i)
        for (std::size_t j = i + 1; j < cols.size(); ++j) {
            if (cols[i] < 0 || cols[j] < 0) continue;
            const int d = cols[i] > cols[j] ? cols[i] - cols[j] : cols[j] - cols[i];
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

// The first solution of n in row-by-row backtracking order, or an empty vector.
std::vector<int> firstSolution(int n) {
    std::vector<int> p(static_cast<std::size_t>(n), -1);
    int row = 0;
    while (row >= 0 && row < n) {
        int& c = p[static_cast<std::size_t>(row)];
        bool placed = false;
        while (!placed && ++c < n) {
            placed = true;
            for (int r = 0; r < row && placed; ++r) {
                const int q = p[static_cast<std::size_t>(r)];
                placed = q != c && q - r != c - row && q + r != c + row;
            }
        }
        if (placed) {
            ++row;
        } else {
            c = -1;
            --row;
        }
    }
    return row == n ? p : std::vector<int>{};
}

}  // namespace

EventStreamGenerator::EventStreamGenerator(int n, std::uint64_t seed)
    : n_(n), rng_(seed), cols_(n, -1), solution_(firstSolution(n)) {}

std::vector<StepEvent> EventStreamGenerator::make(std::size_t count) {
    std::vector<StepEvent> out;
    out.reserve(count);
    while (out.size() + 1 < count) out.push_back(next());
    out.push_back(StepEvent::make(EventKind::Done, 0));
    return out;
}

int EventStreamGenerator::below(int k) {
    return static_cast<int>(rng_() % static_cast<std::uint64_t>(k));
}

int EventStreamGenerator::line() {
    return below(12);
}

std::vector<int> EventStreamGenerator::rows(bool occupied) const {
    std::vector<int> r;
    for (int i = 0; i < n_; ++i)
        if ((cols_[static_cast<std::size_t>(i)] != -1) == occupied) r.push_back(i);
    return r;
}

StepEvent EventStreamGenerator::next() {
    if (queuedNext_ < queued_.size()) return queued_[queuedNext_++];
    for (;;) {
        const EventKind kind = kWeightedKinds[below(static_cast<int>(std::size(kWeightedKinds)))];
        StepEvent e = StepEvent::make(kind, line());
        switch (kind) {
            case EventKind::Try:
                e.a = below(n_);
                e.b = below(n_);
                e.value = static_cast<std::uint64_t>(below(5));
                return e;
            case EventKind::Select: {
                const auto empty = rows(false);
                if (empty.empty()) continue;
                e.a = empty[static_cast<std::size_t>(below(static_cast<int>(empty.size())))];
                e.b = below(n_ + 1);
                e.value = static_cast<std::uint64_t>(below(5));
                return e;
            }
            case EventKind::Propagate: {
                const auto full = rows(true);
                if (full.empty()) continue;
                e.a = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                e.b = cols_[static_cast<std::size_t>(e.a)];
                e.value = static_cast<std::uint64_t>(below(50));
                return e;
            }
            case EventKind::Revise:
                e.a = below(n_);
                e.b = below(n_);
                e.value = static_cast<std::uint64_t>(below(10));
                return e;
            case EventKind::Prune: {
                e.a = below(n_);
                e.b = below(n_);
                const bool taken =
                    std::any_of(pruned_.begin(), pruned_.end(),
                                [&](const Pruned& p) { return p.row == e.a && p.col == e.b; });
                if (taken) continue;
                e.c = below(n_);
                e.reason = static_cast<std::uint8_t>(below(2));
                pruned_.push_back({e.a, e.b, e.c, e.reason});
                return e;
            }
            case EventKind::Restore: {
                if (pruned_.empty()) continue;
                const auto i = static_cast<std::size_t>(below(static_cast<int>(pruned_.size())));
                const Pruned p = pruned_[i];
                pruned_.erase(pruned_.begin() + static_cast<std::ptrdiff_t>(i));
                e.a = p.row;
                e.b = p.col;
                e.c = p.by;
                e.reason = p.cause;
                return e;
            }
            case EventKind::Jump:
                e.a = below(n_);
                e.b = below(n_ + 1) - 1;
                e.c = below(3);
                e.value = rng_();
                return e;
            case EventKind::Cover: {
                const int item = below(6 * n_ - 2);
                if (std::find(coverStack_.begin(), coverStack_.end(), item) != coverStack_.end())
                    continue;
                coverStack_.push_back(item);
                e.a = item;
                e.value = static_cast<std::uint64_t>(below(20));
                return e;
            }
            case EventKind::Uncover:
                if (coverStack_.empty()) continue;
                e.a = coverStack_.back();
                coverStack_.pop_back();
                e.value = static_cast<std::uint64_t>(below(20));
                return e;
            case EventKind::Cutoff:
                e.a = below(n_);
                e.b = below(n_);
                e.value = static_cast<std::uint64_t>(below(n_ + 1));
                return e;
            case EventKind::Reject:
                e.a = below(n_);
                e.b = below(n_);
                e.c = below(n_ + 1) - 1;
                e.reason = static_cast<std::uint8_t>(below(6));
                return e;
            case EventKind::Place: {
                const auto empty = rows(false);
                if (empty.empty()) continue;
                e.a = empty[static_cast<std::size_t>(below(static_cast<int>(empty.size())))];
                e.b = below(n_);
                cols_[static_cast<std::size_t>(e.a)] = e.b;
                return e;
            }
            case EventKind::Remove: {
                const auto full = rows(true);
                if (full.empty()) continue;
                e.a = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                e.b = cols_[static_cast<std::size_t>(e.a)];
                e.reason = static_cast<std::uint8_t>(below(3));
                cols_[static_cast<std::size_t>(e.a)] = -1;
                return e;
            }
            case EventKind::Mask:
                e.reason = static_cast<std::uint8_t>(below(kRegisterCount));
                e.value = rng_();
                e.a = below(n_);
                return e;
            case EventKind::Evaluate:
                e.a = below(n_);
                e.b = below(n_);
                e.delta = below(21) - 10;
                e.reason = static_cast<std::uint8_t>(below(2));
                return e;
            case EventKind::Swap: {
                auto full = rows(true);
                if (full.size() < 2) continue;
                const auto i = static_cast<std::size_t>(below(static_cast<int>(full.size())));
                std::swap(full[i], full.back());
                e.a = full.back();
                full.pop_back();
                e.b = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                std::swap(cols_[static_cast<std::size_t>(e.a)],
                          cols_[static_cast<std::size_t>(e.b)]);
                return e;
            }
            case EventKind::Restart:
                e.a = ++restarts_;
                return e;
            case EventKind::Push:
                e.a = below(n_);
                e.b = below(n_);
                e.value = static_cast<std::uint64_t>(below(n_ + 1));
                ++open_;
                return e;
            case EventKind::Pop:
                if (open_ == 0) continue;
                e.a = below(n_);
                e.b = below(n_);
                e.value = static_cast<std::uint64_t>(below(n_ + 1));
                --open_;
                return e;
            case EventKind::Solution: {
                if (solution_.empty()) continue;
                e.reason = static_cast<std::uint8_t>(below(2));
                if (cols_ == solution_) return e;
                // Walk to the solution first; the events are handed out by the next calls.
                queued_.clear();
                queuedNext_ = 0;
                const int removeLine = line();
                const int placeLine = line();
                for (int r = 0; r < n_; ++r) {
                    int& c = cols_[static_cast<std::size_t>(r)];
                    if (c != -1 && c != solution_[static_cast<std::size_t>(r)]) {
                        queued_.push_back(StepEvent::make(EventKind::Remove, removeLine, r, c,
                                                          static_cast<std::uint8_t>(below(3))));
                        c = -1;
                    }
                }
                for (int r = 0; r < n_; ++r) {
                    int& c = cols_[static_cast<std::size_t>(r)];
                    if (c == -1) {
                        c = solution_[static_cast<std::size_t>(r)];
                        queued_.push_back(StepEvent::make(EventKind::Place, placeLine, r, c));
                    }
                }
                queued_.push_back(e);
                return queued_[queuedNext_++];
            }
            case EventKind::Move: {
                const auto full = rows(true);
                if (full.empty()) continue;
                e.a = full[static_cast<std::size_t>(below(static_cast<int>(full.size())))];
                auto& col = cols_[static_cast<std::size_t>(e.a)];
                const std::int64_t before = attackingPairs(cols_);
                e.c = col;
                e.b = below(n_);
                col = e.b;
                e.delta = attackingPairs(cols_) - before;
                e.reason = static_cast<std::uint8_t>(below(4));
                return e;
            }
            case EventKind::Propose:
                e.a = below(n_);
                e.b = below(n_);
                e.delta = below(21) - 10;
                e.value = toBits(static_cast<double>(below(1001)) / 1000.0);
                e.reason = static_cast<std::uint8_t>(below(2));
                return e;
            case EventKind::Cool: {
                const double next = static_cast<double>(below(10001)) / 100.0;
                e.value = toBits(next);
                e.delta = toSignedBits(temperature_);
                temperature_ = next;
                return e;
            }
            case EventKind::Populate:
            case EventKind::Member:
            case EventKind::Crossover:
            case EventKind::Mutate:
            case EventKind::Generation:
            case EventKind::Adopt:
            case EventKind::Wipeout:
            case EventKind::Choose:
            case EventKind::Deepen:
            case EventKind::Done:
                continue;
        }
    }
}

// ---- ReplayOracle ------------------------------------------------------------------------------

EventStreamGenerator::ReplayOracle::ReplayOracle(int n, const std::vector<StepEvent>& events)
    : events_(events) {
    BoardState s(n);
    for (std::size_t i = 0; i <= events.size(); ++i) {
        if (i % kEvery == 0) checkpoints_.push_back(s);
        if (i < events.size()) s.apply(events[i]);
    }
}

BoardState EventStreamGenerator::ReplayOracle::at(std::uint64_t i) const {
    BoardState s = checkpoints_[static_cast<std::size_t>(i / kEvery)];
    for (std::uint64_t k = i - i % kEvery; k < i; ++k)
        s.apply(events_[static_cast<std::size_t>(k)]);
    return s;
}

// ---- helpers for feeding a stream to the timeline ----------------------------------------------

std::vector<BatchPtr> EventStreamGenerator::recordInBatches(int n,
                                                            const std::vector<StepEvent>& events,
                                                            std::size_t interval,
                                                            const std::vector<std::size_t>& sizes) {
    TimelineRecorder rec(n, interval);
    std::vector<BatchPtr> out;
    std::size_t k = 0;
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= sizes[k % sizes.size()]) {
            out.push_back(rec.takeBatch());
            ++k;
        }
    }
    if (rec.pending() > 0) out.push_back(rec.takeBatch());
    return out;
}

std::vector<std::uint64_t> EventStreamGenerator::randomIndices(std::size_t count,
                                                               std::uint64_t upTo,
                                                               std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> v(count);
    for (auto& x : v) x = rng() % (upTo + 1);
    return v;
}

}  // namespace queens::testing
