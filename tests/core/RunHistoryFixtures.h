#pragma once
// Shared by the tests of the run marks (test_run_marks.cpp) and of RunHistory
// (test_run_history.cpp): an independent truth computed from the event list alone, and runs
// recorded through TimelineRecorder in batches of varied sizes, as the worker records them.
//
// The truth is a replay written here: OwnBoard keeps its own placement (Place, Remove, Swap,
// Move and Adopt only) and counts collisions from it line by line and attacking pairs pair by
// pair, and truthOf() counts Solution, Restart and Try events and reads Cool's temperature
// itself. Neither BoardState nor the recorder is consulted for the expected values.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "Algorithm.h"
#include "RunHistory.h"
#include "RunMark.h"
#include "StepEvent.h"
#include "StepperFactory.h"
#include "StepperOptions.h"
#include "TimelineBatch.h"
#include "TimelineRecorder.h"

namespace queens::fixtures {

using Point = RunHistory::Point;

// ---- independent truth ------------------------------------------------------------------------

// A board that knows only where the queens are; collisions are counted from scratch.
struct OwnBoard {
    explicit OwnBoard(int size) : n(size), col(static_cast<std::size_t>(size), -1) {}
    void apply(const StepEvent& e) {
        if (e.kind == EventKind::Place) {
            col[static_cast<std::size_t>(e.a)] = e.b;
            ++queens;
        } else if (e.kind == EventKind::Remove) {
            col[static_cast<std::size_t>(e.a)] = -1;
            --queens;
        } else if (e.kind == EventKind::Swap) {
            std::swap(col[static_cast<std::size_t>(e.a)], col[static_cast<std::size_t>(e.b)]);
        } else if (e.kind == EventKind::Move) {
            col[static_cast<std::size_t>(e.a)] = e.b;
        } else if (e.kind == EventKind::Adopt) {  // a whole board, 4 bits a row
            for (int r = 0; r < n; ++r)
                col[static_cast<std::size_t>(r)] = static_cast<int>((e.value >> (4 * r)) & 0xF);
        }
    }
    // Pairs of queens on one column or diagonal, compared pair by pair.
    std::int64_t pairs() const {
        std::int64_t sum = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                const int ci = col[static_cast<std::size_t>(i)];
                const int cj = col[static_cast<std::size_t>(j)];
                if (ci < 0 || cj < 0) continue;
                if (ci == cj || ci - cj == j - i || cj - ci == j - i) ++sum;
            }
        return sum;
    }
    // For every column, "\" and "/" line holding k > 1 queens: k - 1.
    std::int64_t collisions() const {
        std::map<int, int> cols, diag, anti;
        for (int r = 0; r < n; ++r) {
            const int c = col[static_cast<std::size_t>(r)];
            if (c < 0) continue;
            ++cols[c];
            ++diag[r - c];
            ++anti[r + c];
        }
        std::int64_t sum = 0;
        for (const auto* m : {&cols, &diag, &anti})
            for (const auto& [line, k] : *m) sum += k > 1 ? k - 1 : 0;
        return sum;
    }
    int n;
    std::vector<int> col;
    int queens = 0;
};

struct Truth {
    std::vector<RunMark> marks;  // every mark the run must leave, in step order
    std::vector<Point> solutions, collisions, restarts, pairs, temperatures, checks, prunings;
    std::vector<std::int64_t>
        fullCollisions;  // per step: collisions when the board is full, else -1
};

inline Truth truthOf(int n, const std::vector<StepEvent>& events) {
    Truth t;
    OwnBoard board(n);
    std::int64_t solutions = 0, restarts = 0, checks = 0, prunings = 0;
    t.fullCollisions.push_back(n == 0 ? 0 : -1);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const StepEvent& e = events[i];
        board.apply(e);
        const std::uint64_t step = i + 1;
        const bool full = board.queens == n;
        const bool moves =
            e.kind == EventKind::Swap || e.kind == EventKind::Move || e.kind == EventKind::Adopt;
        const std::int64_t coll = full || moves ? board.collisions() : -1;
        t.fullCollisions.push_back(full ? coll : -1);
        if (e.kind == EventKind::Solution) {
            t.marks.push_back({step, MarkKind::Solution, ++solutions});
            t.solutions.push_back({step, solutions});
        } else if (e.kind == EventKind::Restart) {
            t.marks.push_back({step, MarkKind::Restart, ++restarts});
            t.restarts.push_back({step, restarts});
        } else if (moves || (e.kind == EventKind::Place && full)) {
            t.marks.push_back({step, MarkKind::Collisions, coll});
            t.collisions.push_back({step, coll});
        } else if (e.kind == EventKind::Cool) {
            const auto bits = static_cast<std::int64_t>(e.value);  // the new temperature's bits
            t.marks.push_back({step, MarkKind::Temperature, bits});
            t.temperatures.push_back({step, bits});
        }
        if (e.kind == EventKind::Move || e.kind == EventKind::Adopt ||
            (e.kind == EventKind::Place && full)) {
            t.marks.push_back({step, MarkKind::Pairs, board.pairs()});
            t.pairs.push_back({step, board.pairs()});
        }
        // Constraint propagation's work (StepEvent.h): the checks of Select, Try, Propagate and
        // Revise, one pruning per Prune; marked at every Place, Remove and Wipeout once counted.
        if (e.kind == EventKind::Select || e.kind == EventKind::Try ||
            e.kind == EventKind::Propagate || e.kind == EventKind::Revise)
            checks += static_cast<std::int64_t>(e.value);
        if (e.kind == EventKind::Prune) ++prunings;
        if ((e.kind == EventKind::Place || e.kind == EventKind::Remove ||
             e.kind == EventKind::Wipeout) &&
            (checks > 0 || prunings > 0)) {
            t.marks.push_back({step, MarkKind::Checks, checks});
            t.marks.push_back({step, MarkKind::Prunings, prunings});
            t.checks.push_back({step, checks});
            t.prunings.push_back({step, prunings});
        }
    }
    return t;
}

inline std::vector<std::uint64_t> triesByScan(int n, const std::vector<StepEvent>& events,
                                              std::uint64_t upTo) {
    std::vector<std::uint64_t> tries(static_cast<std::size_t>(n), 0);
    for (std::uint64_t i = 0; i < upTo; ++i)
        if (events[i].kind == EventKind::Try) ++tries[static_cast<std::size_t>(events[i].a)];
    return tries;
}

template <class P>
std::vector<P> upTo(const std::vector<P>& v, std::uint64_t c) {
    std::vector<P> out;
    for (const P& p : v)
        if (p.step <= c) out.push_back(p);
    return out;
}

// ---- runs -------------------------------------------------------------------------------------

struct Spec {
    Algorithm algorithm;
    int n;
    std::uint64_t seed = 1;
    std::uint64_t maxSteps = 0;  // min-conflicts: evaluations per restart (0 = default)
};

struct RecordedRun {
    int n = 0;
    std::vector<StepEvent> events;
    std::vector<BatchPtr> batches;
    Truth truth;
};

// Cuts a batch whenever the pending count reaches the next of these sizes (cycled).
inline const std::vector<std::size_t> kBatchSizes = {1, 7, 64, 333, 1000, 2};

inline RecordedRun record(int n, const std::vector<StepEvent>& events, bool trackTries = true,
                          const std::vector<std::size_t>& sizes = kBatchSizes) {
    RecordedRun run;
    run.n = n;
    run.events = events;
    TimelineRecorder rec(n);
    rec.setTrackTries(trackTries);
    std::size_t k = 0;
    for (const StepEvent& e : events) {
        rec.record(e);
        if (rec.pending() >= sizes[k % sizes.size()]) {
            run.batches.push_back(rec.takeBatch(0.5 * static_cast<double>(++k)));
        }
    }
    run.batches.push_back(rec.takeBatch());
    run.truth = truthOf(n, events);
    return run;
}

inline RecordedRun recordStepper(const Spec& s,
                                 const std::vector<std::size_t>& sizes = kBatchSizes) {
    StepperOptions o;
    o.n = s.n;
    o.allSolutions = true;
    o.seed = s.seed;
    o.maxStepsPerRestart = s.maxSteps;
    auto stepper = StepperFactory::create(s.algorithm, o);
    std::vector<StepEvent> events;
    StepEvent e;
    while (stepper->next(e)) events.push_back(e);
    return record(s.n, events, true, sizes);
}

inline std::vector<Spec> stepperSpecs() {
    std::vector<Spec> specs;
    for (int n = 6; n <= 8; ++n) {
        specs.push_back({Algorithm::Backtracking, n});
        specs.push_back({Algorithm::Bitmask, n});
    }
    specs.push_back({Algorithm::Symmetric, 7});
    specs.push_back({Algorithm::Dfs, 6});
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        specs.push_back({Algorithm::MinConflicts, 50, seed});
        specs.push_back({Algorithm::MinConflicts, 50, seed, 25});  // restarts every 25 evaluations
    }
    // The local searches: Move, Adopt and Cool leave Pairs and Temperature marks.
    specs.push_back({Algorithm::SimulatedAnnealing, 8, 1});
    specs.push_back({Algorithm::SimulatedAnnealing, 10, 2, 500});  // stops after 500 proposals
    specs.push_back({Algorithm::LocalBeam, 8, 1, 40});             // at most 40 generations
    specs.push_back({Algorithm::Genetic, 6, 1, 40});
    specs.push_back({Algorithm::HillClimbing, 8, 1});
    specs.push_back({Algorithm::TextbookMinConflicts, 12, 1});
    return specs;
}

inline std::string nameOf(const Spec& s) {
    return std::string(algorithmName(s.algorithm)) + " n=" + std::to_string(s.n) +
           " seed=" + std::to_string(s.seed) + " maxSteps=" + std::to_string(s.maxSteps);
}

}  // namespace queens::fixtures
