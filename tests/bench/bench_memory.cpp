// bench_memory: what recording a long run costs in memory, without the GUI. Run it under
// `/usr/bin/time -v` to see the same peak ("Maximum resident set size") from the outside.
//
//   bench_memory timeline [EVENTS] [BOUND_MIB]   (default 10^7 events, 256 MiB: the GUI's bound)
//       records the first EVENTS events of the bitmask stepper, N = 16, all solutions, through a
//       TimelineRecorder into a Timeline with the bound, as the GUI worker does (a batch every
//       4096 events; the GUI takes one per time slice), and seeks to a few steps afterwards.
//   bench_memory minconflicts [N] [BOUND_MIB]    (default N = 10^7, 256 MiB)
//       records a whole min-conflicts run (seed 1) the same way, with the recorder the GUI
//       worker creates for N (its default keyframe interval, tries not tracked).
//
// Printed: events recorded, the timeline's own accounting (memoryUsed() at its peak and at the
// end, overBound(), firstExact(), keyframe interval), the heap bytes the timeline's batches
// really hold (glibc's mallinfo2() before and after dropping the timeline: the check that the
// accounting is honest), the time taken, and the process's peak resident size (getrusage
// ru_maxrss). The machine's load average is printed first.
#include <malloc.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "Algorithm.h"
#include "BenchClock.h"
#include "Stepper.h"
#include "StepperFactory.h"
#include "StepperOptions.h"
#include "Timeline.h"
#include "TimelineRecorder.h"

using namespace queens;

namespace {

constexpr std::size_t kBatchEvents = 4096;

double peakRssMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// Heap bytes in use: small blocks in the arenas plus large blocks mapped on their own.
double heapMiB() {
    const struct mallinfo2 m = mallinfo2();
    return static_cast<double>(m.uordblks + m.hblkhd) / (1 << 20);
}

double mib(std::size_t bytes) {
    return static_cast<double>(bytes) / (1 << 20);
}

int record(Algorithm algorithm, const StepperOptions& options, std::uint64_t maxEvents,
           std::size_t bound) {
    const double start = bench::now();
    const double heapBefore = heapMiB();
    auto stepper = StepperFactory::create(algorithm, options);
    auto recorder = std::make_unique<TimelineRecorder>(options.n);
    recorder->setTrackTries(algorithm != Algorithm::MinConflicts);
    auto timeline = std::make_unique<Timeline>(options.n, bound);
    const double heapStates = heapMiB();  // stepper and the two BoardStates
    std::size_t peakUsed = 0;
    StepEvent e;
    while (recorder->recorded() < maxEvents && stepper->next(e)) {
        recorder->record(e);
        if (recorder->pending() >= kBatchEvents) {
            timeline->append(recorder->takeBatch());
            peakUsed = std::max(peakUsed, timeline->memoryUsed());
        }
    }
    timeline->append(recorder->takeBatch());
    peakUsed = std::max(peakUsed, timeline->memoryUsed());
    const double recordSeconds = bench::now() - start;

    const std::uint64_t size = timeline->size();
    const double seekStart = bench::now();
    std::uint64_t landed = 0;
    for (int k = 1; k <= 8; ++k) landed += timeline->seek(size / 8 * static_cast<unsigned>(k));
    const double seekSeconds = (bench::now() - seekStart) / 8;

    const std::size_t used = timeline->memoryUsed();
    const std::size_t interval = recorder->keyframeInterval();
    const bool over = timeline->overBound();
    const std::uint64_t exact = timeline->firstExact();
    const bool finished = timeline->finished();
    const double heapFull = heapMiB();
    timeline.reset();  // its batches (the recorder holds none after takeBatch) and its state
    const double heapAfter = heapMiB();
    std::printf("events recorded        %llu%s\n", static_cast<unsigned long long>(size),
                finished ? " (the whole run)" : "");
    std::printf("keyframe interval      %zu events\n", interval);
    std::printf("timeline bound         %.1f MiB\n", mib(bound));
    std::printf("timeline memoryUsed    %.1f MiB at its peak, %.1f MiB at the end\n", mib(peakUsed),
                mib(used));
    std::printf("over bound             %s, firstExact %llu\n", over ? "yes" : "no",
                static_cast<unsigned long long>(exact));
    std::printf("heap: states+stepper   %.1f MiB (before recording)\n", heapStates - heapBefore);
    std::printf("heap: timeline freed   %.1f MiB (batches, archive and its BoardState)\n",
                heapFull - heapAfter);
    std::printf("record                 %.2f s (%.1f M events/s)\n", recordSeconds,
                static_cast<double>(size) / recordSeconds / 1e6);
    std::printf("seek (mean of 8)       %.2f ms (checksum %llu)\n", seekSeconds * 1e3,
                static_cast<unsigned long long>(landed % 1000));
    std::printf("peak RSS (getrusage)   %.1f MiB\n", peakRssMiB());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "timeline";
    auto number = [&](int i, double fallback) {
        return argc > i ? std::strtod(argv[i], nullptr) : fallback;
    };
    std::printf("bench_memory %s, load average %s\n", mode.c_str(), bench::loadAverage().c_str());
    StepperOptions o;
    if (mode == "timeline") {
        o.n = 16;
        o.allSolutions = true;
        const auto events = static_cast<std::uint64_t>(number(2, 1e7));
        const auto bound = static_cast<std::size_t>(number(3, 256)) << 20;
        return record(Algorithm::Bitmask, o, events, bound);
    }
    if (mode == "minconflicts") {
        o.n = static_cast<int>(number(2, 1e7));
        o.allSolutions = false;
        o.seed = 1;
        const auto bound = static_cast<std::size_t>(number(3, 256)) << 20;
        return record(Algorithm::MinConflicts, o, UINT64_MAX, bound);
    }
    std::fprintf(stderr,
                 "usage: bench_memory timeline [EVENTS] [BOUND_MIB]\n"
                 "       bench_memory minconflicts [N] [BOUND_MIB]\n");
    return 2;
}
