#pragma once
// BatchFeeder: what the playback test programs share. It records the whole run of a fresh stepper
// (StepperFactory) as TimelineBatches with a TimelineRecorder on the test thread (no worker
// thread), so a test can feed a PlaybackController deterministic batches, all at once or a few
// at a time. And it says independently where a run-to must stop: expectedStop() scans the events
// of a fresh stepper (ReplayOracle::events) with its own board, kept from Place / Remove / Swap
// events, counting the queens itself and the collisions pair by pair, with a predicate per
// breakpoint kind written from first principles (not with queens::breakpointHit).
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "Breakpoint.h"
#include "StepEvent.h"
#include "StepperOptions.h"
#include "TimelineBatch.h"

class PlaybackController;

class BatchFeeder {
public:
    // An event count for ReplayOracle::events that means "the whole run".
    static constexpr std::uint64_t kWholeRun = std::numeric_limits<std::uint64_t>::max();

    // TestProblems::options(n, all) with the given seed and min-conflicts steps per restart
    // (0: the default).
    static queens::StepperOptions makeOptions(int n, bool all, std::uint64_t seed = 1,
                                              std::uint64_t budget = 0);
    // The whole run of (algorithm, options) as batches of `batchSize` events (the last one may
    // be shorter), keyframes every `interval` events.
    static std::vector<queens::BatchPtr> recordRun(queens::Algorithm algorithm,
                                                   const queens::StepperOptions& options,
                                                   std::size_t batchSize, std::size_t interval);
    // Appends batches [from, to) (clamped to the batches there are) to the controller.
    static void feed(PlaybackController& pb, const std::vector<queens::BatchPtr>& batches,
                     std::size_t from = 0,
                     std::size_t to = std::numeric_limits<std::size_t>::max());
    // The first event index >= start at which a run to (kind, k) on an n x n board stops, or
    // none; `events` is the run from its first event.
    static std::optional<std::uint64_t> expectedStop(int n,
                                                     const std::vector<queens::StepEvent>& events,
                                                     std::uint64_t start,
                                                     queens::Breakpoint::Kind kind, std::int64_t k);
};
