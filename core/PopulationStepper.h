#pragma once
// PopulationStepper: the frame that local beam search and the genetic algorithm share (AIMA
// ch. 4.1.3 and 4.1.4): a population of complete-state boards (one queen per row, n <= 16, each
// a PackedBoard word) replaced generation after generation, and a large board that always shows
// the best member of the current generation. A derived class says only how one generation
// breeds the next (breed()); this class owns the generations, the large board, the stop rules
// and the event stream. It holds no BoardState; it mirrors the words of Population (current
// generation, and the offspring slots with the words the next events overwrite).
//
// The frame (line ids are shared by both algorithms' pseudo-code, their first five lines)
//   [RandomStart] Populate(size), then Member(slot k, parent -1, a random board) for
//     k = 0..size-1 (every row's column uniform in 0..n-1), then Generation(1).
//   [ShowBest] The best member is the lowest slot among those with the fewest attacking pairs
//     h. After the first generation the large board is empty: Place(row, column) for every row
//     of the best member. After a later generation: Adopt(best slot) when the best member's
//     board differs from the large board (an equal board elsewhere in the population changes
//     nothing that can be seen, so it emits nothing).
//   [CheckSolution] When the best member has h = 0: Solution, then Done(Finished).
//   [CheckLimit] After the generation numbered maxGenerations() (the random one included):
//     Done(StepLimit).
//   Otherwise breed() writes the next offspring, slot 0 to size-1 (Member or Crossover, each
//   perhaps followed by a Mutate of its slot), and Generation(g) makes it the population.
//
// Event stream: Populate Member^size Generation Place^n [Solution Done | Done | ...], then
//   per generation: (Member | Crossover Mutate?)^size Generation Adopt? and the same checks.
//
// Options: seed seeds one SplitMix64 generator (equal options give equal streams);
// maxStepsPerRestart is the number of generations allowed (0 = the derived class's
// kDefaultGenerations);
// maxRestarts and allSolutions are ignored (a population search stops at its first solution and
// never restarts). The constructor throws std::invalid_argument for n > 16 or a size outside
// 1..Population::kMaxSize; n < 1 gives only Done.
//
// Cost: the events of one generation are prepared together in a buffer reserved up front
// (2 size + n + 4 events), and next() hands them out one by one; it allocates nothing.
#include <cstdint>
#include <vector>

#include "SplitMix64.h"
#include "Stepper.h"

namespace queens {

class PopulationStepper : public Stepper {
public:
    enum SharedLine : std::uint16_t { RandomStart, Loop, ShowBest, CheckSolution, CheckLimit };

    bool next(StepEvent& e) final;

    std::uint64_t maxGenerations() const { return maxGenerations_; }
    int size() const { return size_; }
    // The current generation (that of the last Generation event handed out, once next() has
    // returned it) and the attacking pairs h of each member.
    const std::vector<std::uint64_t>& current() const { return current_; }
    const std::vector<int>& attackingPairs() const { return h_; }

protected:
    // nextGenerationLine: the line of the Generation events after the first one;
    // defaultGenerations: the generations allowed when maxStepsPerRestart is 0.
    PopulationStepper(const StepperOptions& options, int size, std::uint16_t nextGenerationLine,
                      std::uint64_t defaultGenerations);

    // Writes the offspring of the current generation through the emit functions below: slots
    // 0..size-1 in order, each by emitMember or emitCrossover and perhaps then emitMutate.
    virtual void breed() = 0;
    void emitMember(int slot, int parent, std::uint64_t board, std::uint16_t line);
    void emitCrossover(int slot, int x, int y, int point, std::uint16_t line);
    void emitMutate(int slot, int row, int col, std::uint16_t line);
    // The word in offspring slot `slot` (as the events so far have written it).
    std::uint64_t offspringWord(int slot) const {
        return offspring_[static_cast<std::size_t>(slot)];
    }
    // A board whose every row's column is uniform in 0..n-1.
    std::uint64_t randomBoard();

    int n_ = 0;
    SplitMix64 rng_;

private:
    void prepareGeneration();
    void push(const StepEvent& e) { queue_.push_back(e); }
    void finish(StopReason why, std::uint16_t line);

    int size_ = 0;
    std::uint16_t nextGenerationLine_ = 0;
    std::uint64_t maxGenerations_ = 0;
    std::vector<std::uint64_t> current_;
    std::vector<std::uint64_t> offspring_;  // the words Population holds in the offspring slots
    std::vector<int> h_;                    // attacking pairs of each current member
    std::uint64_t generation_ = 0;
    std::uint64_t large_ = 0;  // the large board, once shown
    bool shown_ = false;
    bool over_ = false;  // Done is prepared (or handed out)
    std::vector<StepEvent> queue_;
    std::size_t read_ = 0;
};

}  // namespace queens
