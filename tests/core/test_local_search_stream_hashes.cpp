// Regression check, not a correctness test: the event streams of the local searches (and of
// min-conflicts) for fixed seeds, pinned by a hash of their first 100,000 events. The expected
// hashes are recorded values, not derived from any independent truth: they only say that a
// refactoring of the steppers (shared board counters, shared random draws) left every stream
// identical, event by event and field by field, random draws included. What the streams mean is
// checked against independent truth elsewhere (test_simulated_annealing, test_hill_climbing,
// test_textbook_min_conflicts, test_local_beam, test_genetic, test_min_conflicts*). A change
// that alters a stream on purpose records the new hashes here and says so.
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
        add(static_cast<std::uint64_t>(e.kind), 1);
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
     0xec97de7fe8902b22ULL},
    {"annealing 8 slow", Algorithm::SimulatedAnnealing, anneal(8, 7, 2.0, 0.99999, 0.001, 0),
     0xecb330b2be1225edULL},
    {"annealing 50", Algorithm::SimulatedAnnealing, anneal(50, 3, 1.0, 0.9999, 0.01, 0),
     0xb70d526aa05442bfULL},
    {"annealing 200 limit", Algorithm::SimulatedAnnealing,
     anneal(200, 11, 5.0, 0.9995, 0.01, 30000), 0x67fa29b3278cab4fULL},
    {"annealing 1000", Algorithm::SimulatedAnnealing, anneal(1000, 5, 3.0, 0.99995, 0.01, 0),
     0x990b471b648fa68aULL},
    {"steepest 8 restarts", Algorithm::HillClimbing, climb(8, 1, C::Steepest, 0, true),
     0x2642b197473dd542ULL},
    {"steepest 3 no solution", Algorithm::HillClimbing, climb(3, 1, C::Steepest, 2, true),
     0x4bea2695cdc84dd1ULL},
    {"steepest 8 sideways", Algorithm::HillClimbing, climb(8, 5, C::Steepest, 100, true),
     0x339188617f91dd76ULL},
    {"steepest 60", Algorithm::HillClimbing, climb(60, 2, C::Steepest, 10, true),
     0x242acef4b0e83779ULL},
    {"steepest 100", Algorithm::HillClimbing, climb(100, 12, C::Steepest, 0, true),
     0x452267d859bcf001ULL},
    {"stochastic 8", Algorithm::HillClimbing, climb(8, 4, C::Stochastic, 20, true),
     0x137cb0c72be94c4eULL},
    {"stochastic 40", Algorithm::HillClimbing, climb(40, 9, C::Stochastic, 5, true),
     0x7099e05bf921bc8ULL},
    {"stochastic 100", Algorithm::HillClimbing, climb(100, 13, C::Stochastic, 0, true),
     0x21cd2095851918b1ULL},
    {"first choice 8", Algorithm::HillClimbing, climb(8, 6, C::FirstChoice, 10, true),
     0x20e0b8d10583c19ULL},
    {"first choice 30", Algorithm::HillClimbing, climb(30, 8, C::FirstChoice, 0, true),
     0x4a956090cc3b2790ULL},
    {"textbook 8", Algorithm::TextbookMinConflicts, opts(8, 1), 0xe475ee8de87d178fULL},
    {"textbook 3", Algorithm::TextbookMinConflicts, opts(3, 2), 0x29eb5c26ef43abd4ULL},
    {"textbook 500", Algorithm::TextbookMinConflicts, opts(500, 3), 0x8386adc625e4a3c6ULL},
    {"textbook 3000", Algorithm::TextbookMinConflicts, opts(3000, 4), 0xd8a66d9454dbb8a1ULL},
    {"textbook 200 restarts", Algorithm::TextbookMinConflicts, limited(200, 5, 5, 0),
     0x570e11846fd72d5dULL},
    {"min-conflicts 8", Algorithm::MinConflicts, opts(8, 1), 0xf3c81a1887eb870fULL},
    {"min-conflicts 1000", Algorithm::MinConflicts, opts(1000, 2), 0xd898442284b9c41fULL},
    {"min-conflicts 80 restarts", Algorithm::MinConflicts, limited(80, 6, 10, 0),
     0x262876d6c7ebf84aULL},
    {"beam 8", Algorithm::LocalBeam, beam(8, 1, 4), 0xbe10e68f64545af5ULL},
    {"beam 16", Algorithm::LocalBeam, beam(16, 2, 10), 0x655c8aefd45cedddULL},
    {"beam 12 wide", Algorithm::LocalBeam, beam(12, 3, 50), 0xf0f7c082470f0154ULL},
    {"beam 16 narrow", Algorithm::LocalBeam, beam(16, 4, 1), 0x2256587d4f6ca191ULL},
    {"genetic 8", Algorithm::Genetic, genetic(8, 1, 20, 0.1), 0x48d21e0eb74875deULL},
    {"genetic 12", Algorithm::Genetic, genetic(12, 2, 30, 0.5), 0xbef8d3b8ec62bb42ULL},
    {"genetic 16 all mutate", Algorithm::Genetic, genetic(16, 3, 8, 1.0), 0x5c80e39dfad74c3fULL},
    {"annealing 0", Algorithm::SimulatedAnnealing, opts(0, 1), 0xbc0af5d6b65a7484ULL,
     direct<SimulatedAnnealingStepper>},
    {"annealing 1", Algorithm::SimulatedAnnealing, opts(1, 1), 0xc633b32ec5b49e90ULL},
    {"steepest 0", Algorithm::HillClimbing, opts(0, 1), 0x11806f2ff8c4962eULL,
     direct<HillClimbingStepper>},
    {"steepest 1", Algorithm::HillClimbing, opts(1, 1), 0x78e2ac6fa31417c0ULL},
    {"textbook 0", Algorithm::TextbookMinConflicts, opts(0, 1), 0xe4058b68e1a44bf6ULL,
     direct<TextbookMinConflictsStepper>},
    {"textbook 1", Algorithm::TextbookMinConflicts, opts(1, 1), 0x78e2ac6fa31417c0ULL},
    {"min-conflicts 0", Algorithm::MinConflicts, opts(0, 1), 0xbc0af5d6b65a7484ULL,
     direct<MinConflictsStepper>},
    {"min-conflicts 1", Algorithm::MinConflicts, opts(1, 1), 0x88a6cb8b401bc4f3ULL},
    {"min-conflicts given", Algorithm::MinConflicts,
     given(10, 3, {-1, -1, 3, -1, -1, -1, -1, 0, -1, -1}), 0x8c525afa07984409ULL},
    {"min-conflicts given, no solution", Algorithm::MinConflicts, given(6, 4, {0, 2, 4, 1, 3, -1}),
     0x615c8f32c144845aULL, direct<MinConflictsStepper>},
    {"beam 1", Algorithm::LocalBeam, beam(1, 1, 3), 0x4eb9dd2ae9e09663ULL},
    {"genetic 1", Algorithm::Genetic, genetic(1, 1, 5, 0.1), 0x3fe1e366f615df10ULL},
};

TEST(LocalSearchStreamHashes, FixedSeedsGiveTheRecordedStreams) {
    for (const Case& c : kCases) {
        const std::uint64_t got = streamHash(c.algorithm, c.options, c.make);
        EXPECT_EQ(got, c.expected) << c.name << ": got 0x" << std::hex << got;
    }
}

}  // namespace
