// Regression check, not a correctness test: the event streams of the local searches (and of
// min-conflicts) for fixed seeds, pinned by a hash of their first 100,000 events. The expected
// hashes are recorded values, not derived from any independent truth: they only say that a
// refactoring of the steppers (shared board counters, shared random draws) left every stream
// identical, event by event and field by field, random draws included. What the streams mean is
// checked against independent truth elsewhere (test_simulated_annealing, test_hill_climbing,
// test_textbook_min_conflicts, test_local_beam, test_genetic, test_min_conflicts*). A change
// that alters a stream on purpose records the new hashes here and says so. A kind is hashed by
// its name, so new event kinds leave the hashes alone.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "Algorithm.h"
#include "HillClimbingStepper.h"
#include "MinConflictsStepper.h"
#include "SimulatedAnnealingStepper.h"
#include "StepperFactory.h"
#include "TextbookMinConflictsStepper.h"

using namespace queens;

namespace {

constexpr std::uint64_t kEvents = 100'000;

// FNV-1a over every field of every event (little-endian, field by field, no padding), then the
// number of events.
class StreamHash {
public:
    void add(std::uint64_t x, int bytes) {
        for (int i = 0; i < bytes; ++i) {
            h_ ^= (x >> (8 * i)) & 0xFF;
            h_ *= 0x100000001B3ULL;
        }
    }
    void add(const StepEvent& e) {
        for (const char ch : eventKindName(e.kind)) add(static_cast<unsigned char>(ch), 1);
        add(e.reason, 1);
        add(e.line, 2);
        add(static_cast<std::uint32_t>(e.a), 4);
        add(static_cast<std::uint32_t>(e.b), 4);
        add(static_cast<std::uint32_t>(e.c), 4);
        add(e.value, 8);
        add(static_cast<std::uint64_t>(e.delta), 8);
    }
    std::uint64_t value() const { return h_; }

private:
    std::uint64_t h_ = 0xCBF29CE484222325ULL;
};

// A stepper built without StepperFactory, for the settings it refuses (n = 0, given queens that
// no solution keeps) but the stepper still runs to its end.
using Make = std::unique_ptr<Stepper> (*)(const StepperOptions&);
template <class S>
std::unique_ptr<Stepper> direct(const StepperOptions& o) {
    return std::make_unique<S>(o);
}

std::uint64_t streamHash(Algorithm a, const StepperOptions& o, Make make) {
    if (!make) {
        EXPECT_EQ(StepperFactory::validate(a, o), "");
    }
    auto stepper = make ? make(o) : StepperFactory::create(a, o);
    StreamHash hash;
    StepEvent e;
    std::uint64_t count = 0;
    while (count < kEvents && stepper->next(e)) {
        hash.add(e);
        ++count;
    }
    hash.add(count, 8);
    return hash.value();
}

struct Case {
    const char* name;
    Algorithm algorithm;
    StepperOptions options;
    std::uint64_t expected;
    Make make = nullptr;  // null: StepperFactory::create
};

StepperOptions opts(int n, std::uint64_t seed) {
    StepperOptions o;
    o.n = n;
    o.seed = seed;
    o.allSolutions = false;
    return o;
}

StepperOptions climb(int n, std::uint64_t seed, StepperOptions::Climb c, std::uint64_t sideways,
                     bool restart) {
    StepperOptions o = opts(n, seed);
    o.climb = c;
    o.sidewaysLimit = sideways;
    o.randomRestart = restart;
    return o;
}

StepperOptions anneal(int n, std::uint64_t seed, double t0, double decay, double tMin,
                      std::uint64_t maxSteps) {
    StepperOptions o = opts(n, seed);
    o.t0 = t0;
    o.decay = decay;
    o.tMin = tMin;
    o.maxStepsPerRestart = maxSteps;
    return o;
}

StepperOptions limited(int n, std::uint64_t seed, std::uint64_t maxSteps,
                       std::uint64_t maxRestarts) {
    StepperOptions o = opts(n, seed);
    o.maxStepsPerRestart = maxSteps;
    o.maxRestarts = maxRestarts;
    return o;
}

StepperOptions given(int n, std::uint64_t seed, std::vector<int> fixed) {
    StepperOptions o = opts(n, seed);
    o.fixed = std::move(fixed);
    return o;
}

StepperOptions beam(int n, std::uint64_t seed, int width) {
    StepperOptions o = opts(n, seed);
    o.beamWidth = width;
    return o;
}

StepperOptions genetic(int n, std::uint64_t seed, int size, double rate) {
    StepperOptions o = opts(n, seed);
    o.populationSize = size;
    o.mutationRate = rate;
    return o;
}

using C = StepperOptions::Climb;

const Case kCases[] = {
    {"annealing 8 default", Algorithm::SimulatedAnnealing, anneal(8, 1, 1.0, 0.999, 0.01, 0),
     0x5a2d6459ba238bf3ULL},
    {"annealing 8 slow", Algorithm::SimulatedAnnealing, anneal(8, 7, 2.0, 0.99999, 0.001, 0),
     0x10ea635559387e68ULL},
    {"annealing 50", Algorithm::SimulatedAnnealing, anneal(50, 3, 1.0, 0.9999, 0.01, 0),
     0xebebb02b799ce6c0ULL},
    {"annealing 200 limit", Algorithm::SimulatedAnnealing,
     anneal(200, 11, 5.0, 0.9995, 0.01, 30000), 0xc51eefb91b32a3dbULL},
    {"annealing 1000", Algorithm::SimulatedAnnealing, anneal(1000, 5, 3.0, 0.99995, 0.01, 0),
     0xfc6cd84ff2b85760ULL},
    {"steepest 8 restarts", Algorithm::HillClimbing, climb(8, 1, C::Steepest, 0, true),
     0xad7949fc89a5b4f5ULL},
    {"steepest 3 no solution", Algorithm::HillClimbing, climb(3, 1, C::Steepest, 2, true),
     0x157e4feec725e66bULL},
    {"steepest 8 sideways", Algorithm::HillClimbing, climb(8, 5, C::Steepest, 100, true),
     0x835d0904eda81a35ULL},
    {"steepest 60", Algorithm::HillClimbing, climb(60, 2, C::Steepest, 10, true),
     0xb83d4498824bb4d2ULL},
    {"steepest 100", Algorithm::HillClimbing, climb(100, 12, C::Steepest, 0, true),
     0xea80d16a3f841494ULL},
    {"stochastic 8", Algorithm::HillClimbing, climb(8, 4, C::Stochastic, 20, true),
     0x6153850676bd0579ULL},
    {"stochastic 40", Algorithm::HillClimbing, climb(40, 9, C::Stochastic, 5, true),
     0xa92c4fd1b6518ff9ULL},
    {"stochastic 100", Algorithm::HillClimbing, climb(100, 13, C::Stochastic, 0, true),
     0x9d921e42ba282094ULL},
    {"first choice 8", Algorithm::HillClimbing, climb(8, 6, C::FirstChoice, 10, true),
     0x59d4328de717ab78ULL},
    {"first choice 30", Algorithm::HillClimbing, climb(30, 8, C::FirstChoice, 0, true),
     0xd4029fd64ee53bdbULL},
    {"textbook 8", Algorithm::TextbookMinConflicts, opts(8, 1), 0xe624d229a7a7ed0ULL},
    {"textbook 3", Algorithm::TextbookMinConflicts, opts(3, 2), 0xda96dc1e986b830cULL},
    {"textbook 500", Algorithm::TextbookMinConflicts, opts(500, 3), 0x3bcd3cb77b246d55ULL},
    {"textbook 3000", Algorithm::TextbookMinConflicts, opts(3000, 4), 0x670b942ec1aa0714ULL},
    {"textbook 200 restarts", Algorithm::TextbookMinConflicts, limited(200, 5, 5, 0),
     0x4c6ad5dcfe3f9b4bULL},
    {"min-conflicts 8", Algorithm::MinConflicts, opts(8, 1), 0xf4a26c26ca871589ULL},
    {"min-conflicts 1000", Algorithm::MinConflicts, opts(1000, 2), 0x833017cf268142ULL},
    {"min-conflicts 80 restarts", Algorithm::MinConflicts, limited(80, 6, 10, 0),
     0xb4c89875e485f709ULL},
    {"beam 8", Algorithm::LocalBeam, beam(8, 1, 4), 0xf720e172534c01d1ULL},
    {"beam 16", Algorithm::LocalBeam, beam(16, 2, 10), 0xbf8e8a1df5e390cfULL},
    {"beam 12 wide", Algorithm::LocalBeam, beam(12, 3, 50), 0xa0d2f842be5894dcULL},
    {"beam 16 narrow", Algorithm::LocalBeam, beam(16, 4, 1), 0x418050cf07da4bfdULL},
    {"genetic 8", Algorithm::Genetic, genetic(8, 1, 20, 0.1), 0x2fcb49900c9d75abULL},
    {"genetic 12", Algorithm::Genetic, genetic(12, 2, 30, 0.5), 0xc68419d3804918f4ULL},
    {"genetic 16 all mutate", Algorithm::Genetic, genetic(16, 3, 8, 1.0), 0xfc1dfcfebefdfb90ULL},
    {"annealing 0", Algorithm::SimulatedAnnealing, opts(0, 1), 0x4f8bb065a387123eULL,
     direct<SimulatedAnnealingStepper>},
    {"annealing 1", Algorithm::SimulatedAnnealing, opts(1, 1), 0x1cb338e408ef9a6eULL},
    {"steepest 0", Algorithm::HillClimbing, opts(0, 1), 0xc28a20005ec4c894ULL,
     direct<HillClimbingStepper>},
    {"steepest 1", Algorithm::HillClimbing, opts(1, 1), 0x3c770e1363f99640ULL},
    {"textbook 0", Algorithm::TextbookMinConflicts, opts(0, 1), 0x6e4e6960195396ccULL,
     direct<TextbookMinConflictsStepper>},
    {"textbook 1", Algorithm::TextbookMinConflicts, opts(1, 1), 0x3c770e1363f99640ULL},
    {"min-conflicts 0", Algorithm::MinConflicts, opts(0, 1), 0x4f8bb065a387123eULL,
     direct<MinConflictsStepper>},
    {"min-conflicts 1", Algorithm::MinConflicts, opts(1, 1), 0x15455bd4fd601168ULL},
    {"min-conflicts given", Algorithm::MinConflicts,
     given(10, 3, {-1, -1, 3, -1, -1, -1, -1, 0, -1, -1}), 0xc8c93252501be8d1ULL},
    {"min-conflicts given, no solution", Algorithm::MinConflicts, given(6, 4, {0, 2, 4, 1, 3, -1}),
     0x7c04e2d10b02bbbfULL, direct<MinConflictsStepper>},
    {"beam 1", Algorithm::LocalBeam, beam(1, 1, 3), 0x7f85f6060ff4e96eULL},
    {"genetic 1", Algorithm::Genetic, genetic(1, 1, 5, 0.1), 0x8e0ff605cc430e39ULL},
};

TEST(LocalSearchStreamHashes, FixedSeedsGiveTheRecordedStreams) {
    for (const Case& c : kCases) {
        const std::uint64_t got = streamHash(c.algorithm, c.options, c.make);
        EXPECT_EQ(got, c.expected) << c.name << ": got 0x" << std::hex << got;
    }
}

}  // namespace
