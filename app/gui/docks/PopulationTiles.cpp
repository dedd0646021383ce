#include "PopulationTiles.h"

#include "PackedBoard.h"

namespace PackedBoard = queens::PackedBoard;
using queens::EventKind;

std::vector<PopulationTile> PopulationTiles::of(const queens::BoardState& state,
                                                const queens::StepEvent* event, bool genetic) {
    const queens::Population& pop = state.population();
    const int n = state.n();
    std::vector<PopulationTile> tiles;
    if (pop.size() == 0 || n < 1 || n > PackedBoard::kMaxN) return tiles;
    const auto score = [n, genetic](std::uint64_t b) {
        return genetic ? PackedBoard::nonAttackingPairs(b, n) : PackedBoard::attackingPairs(b, n);
    };
    tiles.reserve(static_cast<std::size_t>(2 * pop.size()));
    // The large board's word when it is full: its member is the best one marked.
    const bool full = state.queenCount() == n;
    const std::uint64_t shown = full ? PackedBoard::pack(state.placement()) : 0;
    int best = -1, shownSlot = -1;
    for (int k = 0; k < pop.size(); ++k) {
        PopulationTile t;
        t.slot = k;
        t.board = pop.current()[static_cast<std::size_t>(k)];
        t.score = score(t.board);
        if (best < 0 || (genetic ? t.score > tiles[static_cast<std::size_t>(best)].score
                                 : t.score < tiles[static_cast<std::size_t>(best)].score))
            best = k;
        if (full && shownSlot < 0 && t.board == shown) shownSlot = k;
        tiles.push_back(t);
    }
    tiles[static_cast<std::size_t>(shownSlot >= 0 ? shownSlot : best)].best = true;
    for (int k = 0; k < pop.size(); ++k) {
        PopulationTile t;
        t.slot = k;
        t.offspring = true;
        t.filled = k < pop.filled();
        if (t.filled) {
            t.board = pop.offspring()[static_cast<std::size_t>(k)];
            t.score = score(t.board);
        }
        tiles.push_back(t);
    }
    if (event == nullptr) return tiles;
    const auto& e = *event;
    const auto current = [&](int k) -> PopulationTile* {
        return k >= 0 && k < pop.size() ? &tiles[static_cast<std::size_t>(k)] : nullptr;
    };
    const auto child = [&](int k) -> PopulationTile* {
        return k >= 0 && k < pop.filled() ? &tiles[static_cast<std::size_t>(pop.size() + k)]
                                          : nullptr;
    };
    switch (e.kind) {
        case EventKind::Member:
            if (PopulationTile* c = child(e.a)) c->child = true;
            if (PopulationTile* p = current(e.b)) p->parent = 1;
            break;
        case EventKind::Crossover:
            if (PopulationTile* c = child(e.a)) {
                c->child = true;
                c->crossoverPoint = e.reason;
            }
            if (PopulationTile* p = current(e.b)) {
                p->parent = 1;
                p->crossoverPoint = e.reason;
            }
            // A board crossed with itself stays the first parent.
            if (PopulationTile* p = current(e.c); p != nullptr && e.c != e.b) {
                p->parent = 2;
                p->crossoverPoint = e.reason;
            }
            break;
        case EventKind::Mutate:
            if (PopulationTile* c = child(e.a)) {
                c->child = true;
                c->mutatedRow = e.b;
                c->mutatedCol = e.c;
            }
            break;
        default:
            break;
    }
    return tiles;
}
