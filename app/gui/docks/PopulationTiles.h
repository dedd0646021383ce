#pragma once
// PopulationTiles: what the population view shows at one step of local beam search or the
// genetic algorithm, as plain values: a tile per board of the current generation and per slot of
// the offspring being built, each with its score (the genetic algorithm's fitness, non-attacking
// pairs; local beam's h, attacking pairs), and the marks of the event at the cursor: the parents
// of a Member or Crossover outlined, the crossover point, the mutated gene, the best board (the
// one the large board shows). Computed from BoardState::population() and the event (after it was
// applied), never applying one itself. No Qt: PopulationView paints these tiles.
#include <cstdint>
#include <vector>

#include "BoardState.h"
#include "StepEvent.h"

struct PopulationTile {
    int slot = 0;
    bool offspring = false;   // a slot of the offspring (else a member of the generation)
    bool filled = true;       // offspring slots >= Population::filled() are empty
    std::uint64_t board = 0;  // PackedBoard word (when filled)
    int score = 0;            // fitness (genetic) or h (beam), when filled
    bool best = false;        // the best board of the generation
    int parent = 0;           // 0, or 1 / 2: the first / second parent of the event's child
    bool child = false;       // the slot the event at the cursor wrote
    int crossoverPoint = -1;  // rows [0, point) from the first parent: a line above row point
    int mutatedRow = -1;      // the gene the event changed (row, its new column)
    int mutatedCol = -1;
    friend bool operator==(const PopulationTile&, const PopulationTile&) = default;
};

class PopulationTiles {
public:
    // `genetic`: scores are fitness (higher is better), else h (lower is better). Empty when the
    // state holds no population or n is beyond PackedBoard::kMaxN.
    static std::vector<PopulationTile> of(const queens::BoardState& state,
                                          const queens::StepEvent* event, bool genetic);
};
