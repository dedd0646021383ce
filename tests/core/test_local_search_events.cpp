// The event-model extension of the local searches: Move, Propose and Cool on BoardState, and the
// population events on Population, each against a recomputation written here (h counted pair by
// pair, crossover and mutation done by hand) and undone event by event back to the start.
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>
#include <vector>

#include "BoardState.h"
#include "PackedBoard.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;
namespace PackedBoard = queens::PackedBoard;

namespace {

// Pairs of queens sharing a column or a diagonal, compared pair by pair.
long long pairsByHand(const std::vector<int>& p) {
    long long pairs = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::size_t j = i + 1; j < p.size(); ++j) {
            if (p[i] < 0 || p[j] < 0) continue;
            const int d = std::abs(p[i] - p[j]);
            if (d == 0 || d == static_cast<int>(j - i)) ++pairs;
        }
    return pairs;
}

StepEvent moveEvent(const BoardState& s, int row, int col) {
    StepEvent e = StepEvent::make(EventKind::Move, 0, row, col);
    e.c = s.queenAt(row);
    e.delta = s.moveDelta(row, col);
    return e;
}

BoardState randomFullBoard(int n, std::mt19937_64& rng, std::vector<StepEvent>& events) {
    BoardState s(n);
    for (int r = 0; r < n; ++r) {
        const auto e = StepEvent::make(EventKind::Place, 0, r, static_cast<int>(rng() % n));
        s.apply(e);
        events.push_back(e);
    }
    return s;
}

}  // namespace

TEST(LocalSearchEvents, AttackingPairsAndMoveDeltaMatchAPairByPairCount) {
    std::mt19937_64 rng(7);
    for (const int n : {1, 2, 4, 8, 13}) {
        std::vector<StepEvent> events;
        BoardState s = randomFullBoard(n, rng, events);
        EXPECT_EQ(s.attackingPairs(), pairsByHand(s.placement()));
        for (int k = 0; k < 300; ++k) {
            const int row = static_cast<int>(rng() % n);
            const int col = static_cast<int>(rng() % n);
            auto moved = s.placement();
            moved[static_cast<std::size_t>(row)] = col;
            ASSERT_EQ(s.moveDelta(row, col), pairsByHand(moved) - pairsByHand(s.placement()));
            const StepEvent e = moveEvent(s, row, col);
            s.apply(e);
            events.push_back(e);
            ASSERT_EQ(s.attackingPairs(), pairsByHand(s.placement()));
            ASSERT_TRUE(s.consistent());
        }
        EXPECT_EQ(s.stats().moves, 300U);
        // Undo everything: back to an empty board.
        for (auto it = events.rbegin(); it != events.rend(); ++it) s.unapply(*it);
        EXPECT_EQ(s, BoardState(n));
    }
}

TEST(LocalSearchEvents, AMoveWithTheWrongColumnOrChangeIsRefusedAndChangesNothing) {
    BoardState s(4);
    for (int r = 0; r < 4; ++r) s.apply(StepEvent::make(EventKind::Place, 0, r, 0));
    const BoardState before = s;
    StepEvent e = moveEvent(s, 1, 2);
    StepEvent wrongFrom = e;
    wrongFrom.c = 3;
    StepEvent wrongDelta = e;
    wrongDelta.delta += 1;
    EXPECT_THROW(s.apply(wrongFrom), std::logic_error);
    EXPECT_THROW(s.apply(wrongDelta), std::logic_error);
    EXPECT_EQ(s, before);
    s.apply(e);
    EXPECT_EQ(s.queenAt(1), 2);
}

TEST(LocalSearchEvents, CoolAndProposeAreUndone) {
    BoardState s(8);
    const BoardState empty = s;
    StepEvent cool = StepEvent::make(EventKind::Cool, 0);
    cool.value = queens::toBits(25.0);
    cool.delta = queens::toSignedBits(0.0);
    s.apply(cool);
    EXPECT_EQ(s.temperature(), 25.0);
    StepEvent wrong = cool;  // names 0 as the old temperature again
    EXPECT_THROW(s.apply(wrong), std::logic_error);
    StepEvent propose = StepEvent::make(EventKind::Propose, 0, 3, 4);
    propose.value = queens::toBits(0.5);
    s.apply(propose);
    EXPECT_EQ(s.stats().evaluations, 1U);
    s.unapply(propose);
    s.unapply(cool);
    EXPECT_EQ(s, empty);
}

TEST(LocalSearchEvents, PopulationEventsFollowAHandMadeGenerationAndAreUndone) {
    const int n = 8;
    const int size = 6;
    std::mt19937_64 rng(11);
    std::vector<StepEvent> events;
    BoardState s = randomFullBoard(n, rng, events);
    std::vector<BoardState> states{BoardState(n)};  // states[i]: before events[i]
    for (const auto& e : events) {
        states.push_back(states.back());
        states.back().apply(e);
    }
    const auto push = [&](const StepEvent& e) {
        s.apply(e);
        events.push_back(e);
        states.push_back(s);
    };
    const auto randomBoard = [&] {
        std::uint64_t b = 0;
        for (int r = 0; r < n; ++r) b = PackedBoard::withColumn(b, r, static_cast<int>(rng() % n));
        return b;
    };
    push(StepEvent::make(EventKind::Populate, 0, size));
    std::vector<std::uint64_t> population(size), old(size, 0);
    for (int g = 1; g <= 4; ++g) {
        std::vector<std::uint64_t> next(size);
        for (int k = 0; k < size; ++k) {
            StepEvent e;
            if (g == 1) {
                e = StepEvent::make(EventKind::Member, 0, k, -1);
                next[k] = randomBoard();
            } else {
                const int x = static_cast<int>(rng() % size);
                const int y = static_cast<int>(rng() % size);
                const int point = static_cast<int>(rng() % (n + 1));
                // One-point crossover by hand: rows before the point from x, the rest from y.
                auto cols = PackedBoard::unpack(population[y], n);
                const auto xs = PackedBoard::unpack(population[x], n);
                for (int r = 0; r < point; ++r) cols[r] = xs[r];
                next[k] = PackedBoard::pack(cols);
                e = StepEvent::make(EventKind::Crossover, 0, k, x,
                                    static_cast<std::uint8_t>(point));
                e.c = y;
            }
            e.value = next[k];
            e.delta = static_cast<std::int64_t>(old[k]);
            push(e);
            if (g > 1 && k % 2 == 0) {
                const int row = static_cast<int>(rng() % n);
                const int col = static_cast<int>(rng() % n);
                StepEvent m = StepEvent::make(EventKind::Mutate, 0, k, row);
                m.c = col;
                m.value = static_cast<std::uint64_t>(PackedBoard::column(next[k], row));
                next[k] = PackedBoard::withColumn(next[k], row, col);
                push(m);
            }
            EXPECT_EQ(s.population().offspring()[k], next[k]);
            EXPECT_EQ(s.population().filled(), k + 1);
        }
        push(StepEvent::make(EventKind::Generation, 0, g));
        old = population;
        population = next;
        EXPECT_EQ(s.population().current(), population);
        EXPECT_EQ(s.population().filled(), 0);
        EXPECT_EQ(s.stats().generations, static_cast<std::uint64_t>(g));
        // The large board takes the fittest member; fitness counted pair by pair.
        int best = 0;
        for (int k = 1; k < size; ++k)
            if (pairsByHand(PackedBoard::unpack(population[k], n)) <
                pairsByHand(PackedBoard::unpack(population[best], n)))
                best = k;
        StepEvent adopt = StepEvent::make(EventKind::Adopt, 0, best);
        adopt.value = population[best];
        adopt.delta = static_cast<std::int64_t>(PackedBoard::pack(s.placement()));
        push(adopt);
        EXPECT_EQ(PackedBoard::pack(s.placement()), population[best]);
        EXPECT_EQ(PackedBoard::nonAttackingPairs(population[best], n),
                  28 - pairsByHand(s.placement()));
    }
    for (std::size_t i = events.size(); i-- > 0;) {
        s.unapply(events[i]);
        ASSERT_EQ(s, states[i]) << "after undoing event " << i;
    }
}

TEST(LocalSearchEvents, PopulationRefusesEventsThatDoNotFit) {
    BoardState s(4);
    for (int r = 0; r < 4; ++r) s.apply(StepEvent::make(EventKind::Place, 0, r, r));
    s.apply(StepEvent::make(EventKind::Populate, 0, 2));
    const BoardState before = s;
    StepEvent outOfOrder = StepEvent::make(EventKind::Member, 0, 1, -1);
    EXPECT_THROW(s.apply(outOfOrder), std::logic_error);
    StepEvent offBoard = StepEvent::make(EventKind::Member, 0, 0, -1);
    offBoard.value = PackedBoard::withColumn(0, 2, 7);  // column 7 on a 4-wide board
    EXPECT_THROW(s.apply(offBoard), std::logic_error);
    EXPECT_THROW(s.apply(StepEvent::make(EventKind::Generation, 0, 1)), std::logic_error);
    StepEvent adopt = StepEvent::make(EventKind::Adopt, 0, 0);
    adopt.value = 5;  // not in the population
    EXPECT_THROW(s.apply(adopt), std::logic_error);
    EXPECT_EQ(s, before);
    BoardState big(17);
    EXPECT_THROW(big.apply(StepEvent::make(EventKind::Populate, 0, 2)), std::logic_error);
}

TEST(LocalSearchEvents, ASnapshotCarriesTemperatureAndPopulation) {
    BoardState s(5);
    for (int r = 0; r < 5; ++r) s.apply(StepEvent::make(EventKind::Place, 0, r, (2 * r) % 5));
    StepEvent cool = StepEvent::make(EventKind::Cool, 0);
    cool.value = queens::toBits(3.5);
    cool.delta = queens::toSignedBits(0.0);
    s.apply(cool);
    s.apply(StepEvent::make(EventKind::Populate, 0, 3));
    StepEvent m = StepEvent::make(EventKind::Member, 0, 0, -1);
    m.value = PackedBoard::pack({1, 3, 0, 2, 4});
    s.apply(m);
    EXPECT_EQ(BoardState::restore(s.snapshot()), s);
}
