#pragma once
// LocalSearchRuns: hand-made event streams of the local searches, for the views' tests and the
// screenshot tool while (or where) no stepper is at hand. Each is built event by event against a
// BoardState, which checks every event as it would in a recording (so each stream is valid for
// TimelineRecorder and Timeline), and follows the textbook in outline:
// - hillClimbing: a random full board (Place events), then steepest-ascent Moves to the best
//   successor (lowest h, first in row-major order) while it is no worse, sideways moves up to a
//   limit, then Done(LocalMinimum or Finished).
// - annealing: a random board, then per step a Cool (T = t0 * decay^k), a random Propose judged
//   by exp(-dh / T) with a seeded draw, the Move when accepted; Done(Frozen) below tMin or at a
//   solution.
// - genetic: a large board placed, Populate(size), random Members, Generation 1; then per
//   generation Crossovers of fitness-proportional parents at random points, a Mutate now and
//   then, Generation, and Adopt of the best member; Done after `generations`.
// Nothing here claims to be the steppers' exact algorithms: they are test input.
#include <cstdint>
#include <vector>

#include "StepEvent.h"

namespace LocalSearchRuns {

std::vector<queens::StepEvent> hillClimbing(int n, std::uint64_t seed);
std::vector<queens::StepEvent> annealing(int n, std::uint64_t seed, int maxSteps);
std::vector<queens::StepEvent> genetic(int n, int size, int generations, std::uint64_t seed);

}  // namespace LocalSearchRuns
