#include "LocalSearchRuns.h"

#include <cmath>
#include <random>

#include "BoardState.h"
#include "PackedBoard.h"

namespace LocalSearchRuns {

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;
namespace PackedBoard = queens::PackedBoard;

namespace {

struct Run {
    explicit Run(int n) : state(n) {}
    void add(const StepEvent& e) {
        state.apply(e);  // throws on an event that does not fit
        events.push_back(e);
    }
    void randomBoard(std::mt19937_64& rng) {
        const int n = state.n();
        for (int r = 0; r < n; ++r)
            add(StepEvent::make(EventKind::Place, 0, r, static_cast<int>(rng() % n)));
    }
    void move(int row, int col, queens::MoveKind kind) {
        StepEvent e = StepEvent::make(EventKind::Move, 1, row, col, queens::reasonCode(kind));
        e.c = state.queenAt(row);
        e.delta = state.moveDelta(row, col);
        add(e);
    }
    void done(queens::StopReason why) {
        add(StepEvent::make(EventKind::Done, 0, -1, -1, queens::reasonCode(why)));
    }
    BoardState state;
    std::vector<StepEvent> events;
};

queens::MoveKind kindOf(std::int64_t delta) {
    return delta < 0    ? queens::MoveKind::Downhill
           : delta == 0 ? queens::MoveKind::Sideways
                        : queens::MoveKind::Uphill;
}

}  // namespace

std::vector<StepEvent> hillClimbing(int n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Run run(n);
    run.randomBoard(rng);
    int sideways = 0;
    while (run.state.attackingPairs() > 0) {
        int bestRow = -1, bestCol = -1;
        std::int64_t best = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (c != run.state.queenAt(r) &&
                    (bestRow < 0 || run.state.moveDelta(r, c) < best)) {
                    best = run.state.moveDelta(r, c);
                    bestRow = r;
                    bestCol = c;
                }
        if (bestRow < 0 || best > 0 || (best == 0 && ++sideways > 5)) {
            run.done(queens::StopReason::LocalMinimum);
            return run.events;
        }
        run.move(bestRow, bestCol, kindOf(best));
    }
    run.add(StepEvent::make(EventKind::Solution, 2));
    run.done(queens::StopReason::Finished);
    return run.events;
}

std::vector<StepEvent> annealing(int n, std::uint64_t seed, int maxSteps) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Run run(n);
    run.randomBoard(rng);
    double t = 0;
    for (int k = 0; k < maxSteps && run.state.attackingPairs() > 0; ++k) {
        const double next = 4.0 * std::pow(0.995, k);
        if (next < 0.05) {
            run.done(queens::StopReason::Frozen);
            return run.events;
        }
        StepEvent cool = StepEvent::make(EventKind::Cool, 3);
        cool.value = queens::toBits(next);
        cool.delta = queens::toSignedBits(t);
        run.add(cool);
        t = next;
        const int row = static_cast<int>(rng() % n);
        int col = static_cast<int>(rng() % n);
        if (col == run.state.queenAt(row)) col = (col + 1) % n;
        const std::int64_t delta = run.state.moveDelta(row, col);
        const double p = delta <= 0 ? 1.0 : std::exp(-static_cast<double>(delta) / t);
        const bool accepted = unit(rng) < p;
        StepEvent propose =
            StepEvent::make(EventKind::Propose, 4, row, col,
                            queens::reasonCode(accepted ? queens::SwapVerdict::Accepted
                                                        : queens::SwapVerdict::Rejected));
        propose.delta = delta;
        propose.value = queens::toBits(p);
        run.add(propose);
        if (accepted) run.move(row, col, kindOf(delta));
    }
    if (run.state.attackingPairs() == 0) run.add(StepEvent::make(EventKind::Solution, 2));
    run.done(run.state.attackingPairs() == 0 ? queens::StopReason::Finished
                                             : queens::StopReason::StepLimit);
    return run.events;
}

std::vector<StepEvent> genetic(int n, int size, int generations, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Run run(n);
    run.randomBoard(rng);
    run.add(StepEvent::make(EventKind::Populate, 5, size));
    const auto randomWord = [&] {
        std::uint64_t b = 0;
        for (int r = 0; r < n; ++r) b = PackedBoard::withColumn(b, r, static_cast<int>(rng() % n));
        return b;
    };
    const auto fill = [&](StepEvent e, std::uint64_t board) {
        e.value = board;
        e.delta = static_cast<std::int64_t>(
            run.state.population().offspring()[static_cast<std::size_t>(e.a)]);
        run.add(e);
    };
    std::uint64_t generation = 0;
    const auto nextGeneration = [&] {
        run.add(StepEvent::make(EventKind::Generation, 6, static_cast<int>(++generation)));
        const auto& cur = run.state.population().current();
        int best = 0;
        for (int k = 1; k < size; ++k)
            if (PackedBoard::attackingPairs(cur[static_cast<std::size_t>(k)], n) <
                PackedBoard::attackingPairs(cur[static_cast<std::size_t>(best)], n))
                best = k;
        StepEvent adopt = StepEvent::make(EventKind::Adopt, 7, best);
        adopt.value = cur[static_cast<std::size_t>(best)];
        adopt.delta = static_cast<std::int64_t>(PackedBoard::pack(run.state.placement()));
        run.add(adopt);
    };
    for (int k = 0; k < size; ++k) fill(StepEvent::make(EventKind::Member, 5, k, -1), randomWord());
    nextGeneration();
    for (int g = 0; g < generations; ++g) {
        const auto cur = run.state.population().current();
        std::vector<double> weights;
        for (std::uint64_t b : cur)
            weights.push_back(static_cast<double>(PackedBoard::nonAttackingPairs(b, n)) + 1e-9);
        std::discrete_distribution<int> pick(weights.begin(), weights.end());
        for (int k = 0; k < size; ++k) {
            const int x = pick(rng), y = pick(rng);
            const int point = 1 + static_cast<int>(rng() % static_cast<unsigned>(n - 1));
            StepEvent e =
                StepEvent::make(EventKind::Crossover, 8, k, x, static_cast<std::uint8_t>(point));
            e.c = y;
            fill(e, PackedBoard::crossover(cur[static_cast<std::size_t>(x)],
                                           cur[static_cast<std::size_t>(y)], point));
            if (rng() % 4 == 0) {
                const int row = static_cast<int>(rng() % n);
                const std::uint64_t child =
                    run.state.population().offspring()[static_cast<std::size_t>(k)];
                StepEvent m = StepEvent::make(EventKind::Mutate, 9, k, row);
                m.c = static_cast<int>(rng() % n);
                m.value = static_cast<std::uint64_t>(PackedBoard::column(child, row));
                run.add(m);
            }
        }
        nextGeneration();
    }
    run.done(queens::StopReason::StepLimit);
    return run.events;
}

}  // namespace LocalSearchRuns
