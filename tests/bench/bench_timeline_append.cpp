// bench_timeline_append: the longest Timeline::append() of a very long run, without the GUI.
//
// A run at a small N at "max" records about 3 * 10^7 events a second, so in a minute the GUI's
// timeline (256 MiB bound) drops billions of events and archives the keyframe taken every 4096 of
// them. Each append() happens on the GUI thread and must stay well inside a frame (16 ms). This
// program feeds a Timeline(16) batches of 65,536 events (16 keyframes each, snapshots of an
// N = 16 board; append() never applies events, so they are left zero) up to EVENTS events, with
// the cursor either following the newest event ("end") or parked in the oldest kept batch
// ("trail", so that the archive is thinned before unplayed events are dropped), and prints the
// longest append, the 99.9th percentile, how many took over 16 ms, and the memory accounted.
//
// Usage: bench_timeline_append [EVENTS] [end|trail]   (default 3 * 10^9 events, both cursors)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "BenchClock.h"
#include "BoardState.h"
#include "Timeline.h"
#include "TimelineBatch.h"

using namespace queens;

namespace {

constexpr int kN = 16;
constexpr std::size_t kBatchEvents = 65536;
constexpr std::size_t kKeyframeInterval = 4096;

void run(std::uint64_t total, bool trail) {
    Timeline timeline(kN);
    const BoardState::Snapshot snapshot = BoardState(kN).snapshot();
    std::vector<double> ms;
    ms.reserve(total / kBatchEvents + 1);
    const double start = bench::now();
    for (std::uint64_t first = 0; first < total; first += kBatchEvents) {
        auto batch = std::make_shared<TimelineBatch>();
        batch->first = first;
        batch->events.resize(kBatchEvents);
        for (std::size_t k = 0; k < kBatchEvents; k += kKeyframeInterval)
            batch->keyframes.emplace_back(first + k, snapshot);
        const double t0 = bench::now();
        timeline.append(std::move(batch));
        ms.push_back((bench::now() - t0) * 1e3);
        if (!trail)
            timeline.seek(timeline.size());
        else if (timeline.cursor() < timeline.firstExact())
            timeline.seek(timeline.firstExact());
    }
    const double seconds = bench::now() - start;
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const double p999 = sorted[std::min(sorted.size() - 1, sorted.size() * 999 / 1000)];
    const auto over = std::count_if(ms.begin(), ms.end(), [](double t) { return t > 16.0; });
    std::printf("%-6s %14llu %9zu %9.2f %9.3f %6lld %10.1f %12llu %8.1f\n", trail ? "trail" : "end",
                static_cast<unsigned long long>(timeline.size()), ms.size(), sorted.back(), p999,
                static_cast<long long>(over), timeline.memoryUsed() / 1048576.0,
                static_cast<unsigned long long>(timeline.firstExact()), seconds);
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t total = 3'000'000'000ULL;
    std::vector<bool> cursors = {false, true};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "end" || arg == "trail")
            cursors = {arg == "trail"};
        else
            total = std::stoull(arg);
    }
    std::printf("load average: %s\n", bench::loadAverage().c_str());
    std::printf("%-6s %14s %9s %9s %9s %6s %10s %12s %8s\n", "cursor", "events", "appends",
                "max_ms", "p99.9_ms", ">16ms", "used_MiB", "firstExact", "total_s");
    for (const bool trail : cursors) run(total, trail);
    return 0;
}
