// bench_solve: one solution for huge N, and the streaming speed of the bitmask stepper.
//
//   bench_solve [--repeat K] [--skip-huge]
//
// Prints one table; every time is the median of K runs (default 3) in this process:
//   (a) min-conflicts, 10^6 queens: FastMinConflicts against the seed program's algorithm
//       (tests/bench/seed_million_queens.cpp, compiled with -O2), same run, and the ratio;
//       min-conflicts at 10^7 (and once at 10^8 unless --skip-huge);
//   (b) construct, 10^8 queens: the construction, and separately the SolutionVerifier check;
//   (c) streaming: BitmaskStepper events per second for N = 12..14, all solutions, calling
//       next() through the Stepper interface, and the same feeding a TimelineRecorder (events
//       recorded per second, a batch taken every 4096 events as the GUI worker does).
// Every board is checked with SolutionVerifier (also the seed program's: its buggy delta can
// claim a solution that is not one). Memory per queen is the rise of the process's peak
// resident size (VmHWM, reset through /proc/self/clear_refs) during the phase, divided by N;
// "n/a" where /proc is missing. Wall-clock times with std::chrono::steady_clock.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "BenchClock.h"
#include "FastMinConflicts.h"
#include "HugePageAllocator.h"
#include "QueensConstruction.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"
#include "TimelineRecorder.h"
#include "seed_million_queens.h"

using namespace queens;

namespace {

// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"), or -1.
long statusKiB(const char* field) {
    std::ifstream in("/proc/self/status");
    std::string key;
    while (in >> key) {
        if (key == std::string(field) + ":") {
            long v = -1;
            in >> v;
            return v;
        }
        std::getline(in, key);
    }
    return -1;
}

// Peak resident memory of a phase: reset the peak, run, read it back.
struct PeakMemory {
    long before = statusKiB("VmRSS");
    bool reset = [] {
        std::ofstream out("/proc/self/clear_refs");
        out << "5";
        out.flush();
        return static_cast<bool>(out);
    }();
    // Bytes per queen of the rise of the peak since construction, as text.
    std::string perQueen(double n) const {
        const long peak = statusKiB("VmHWM");
        if (!reset || before < 0 || peak < 0) return "n/a";
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.2f B/queen", (peak - before) * 1024.0 / n);
        return buf;
    }
};

struct Row {
    std::string task, n, ours, baseline, ratio, notes;
};

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

// Median wall time of `repeat` calls of f.
double timed(int repeat, const std::function<void()>& f) {
    std::vector<double> t;
    for (int k = 0; k < repeat; ++k) {
        const double t0 = queens::bench::now();
        f();
        t.push_back(queens::bench::now() - t0);
    }
    return queens::bench::median(t);
}

HugePageVector<int> minConflicts(int n) {
    FastMinConflicts kernel(n);  // seed 1
    if (!kernel.solve()) return {};
    return kernel.takePlacement();
}

// A construction in memory that `queenslab-cli solve --method construct` would use.
HugePageVector<int> constructed(int n) {
    HugePageVector<int> p(static_cast<std::size_t>(n));
    QueensConstruction::fill(p);
    return p;
}

std::string verdict(std::span<const int> p) {
    return SolutionVerifier::isSolution(p) ? "verified" : "NOT A SOLUTION";
}

void minConflictsRows(int repeat, bool huge, std::vector<Row>& rows) {
    const int million = 1'000'000;
    HugePageVector<int> ours;
    const double tOurs = timed(repeat, [&] { ours = minConflicts(million); });
    std::vector<int> seed;
    const double tSeed = timed(repeat, [&] { seed = seedbench::solveMillionQueens(million); });
    rows.push_back({"min-conflicts vs seed 003 (g++ -O2)", "1000000", fmt("%.3f s", tOurs),
                    fmt("%.3f s", tSeed), fmt("%.1fx", tSeed / tOurs),
                    "ours " + verdict(ours) + ", seed's board " + verdict(seed)});

    for (int n : {10'000'000, 100'000'000}) {
        if (n > 10'000'000 && !huge) continue;
        const int runs = n > 10'000'000 ? 1 : repeat;
        PeakMemory memory;
        HugePageVector<int> p;
        const double t = timed(runs, [&] {
            p = HugePageVector<int>();  // frees the last board: one at a time
            p = minConflicts(n);
        });
        const std::string mem = memory.perQueen(n);
        const double t0 = queens::bench::now();
        const std::string checked = verdict(p);
        const double tVerify = queens::bench::now() - t0;
        rows.push_back({"min-conflicts (FastMinConflicts)", std::to_string(n), fmt("%.3f s", t),
                        "-", "-",
                        checked + " in " + fmt("%.3f s", tVerify) + ", kernel peak " + mem +
                            (runs == 1 ? ", 1 run" : "")});
    }
}

void constructRows(int repeat, std::vector<Row>& rows) {
    const int n = 100'000'000;
    std::string mem;
    bool ok = false;
    {
        PeakMemory memory;  // one board and the verifier's bitsets
        const HugePageVector<int> p = constructed(n);
        ok = SolutionVerifier::isSolution(p);
        mem = memory.perQueen(n);
    }
    HugePageVector<int> p;
    const double tBuild = timed(repeat, [&] {
        p = HugePageVector<int>();
        p = constructed(n);
    });
    const double tVerify = timed(repeat, [&] { ok = ok && SolutionVerifier::isSolution(p); });
    HugePageVector<int> filled(static_cast<std::size_t>(n));
    const double tFill = timed(repeat, [&] { QueensConstruction::fill(filled); });
    rows.push_back({"construct: allocate + fill()", "100000000", fmt("%.3f s", tBuild), "-", "-",
                    ok ? "verified" : "NOT A SOLUTION"});
    rows.push_back({"construct: fill() into memory", "100000000", fmt("%.3f s", tFill), "-", "-",
                    filled == p ? "same board" : "DIFFERENT BOARD"});
    rows.push_back({"verify (SolutionVerifier)", "100000000", fmt("%.3f s", tVerify), "-", "-",
                    "peak of build + verify " + mem});
    rows.push_back({"construct + verify", "100000000", fmt("%.3f s", tBuild + tVerify), "-", "-",
                    tBuild + tVerify <= 1.0 ? "goal <= 1 s met" : "goal <= 1 s MISSED"});
}

// Events of a full bitmask run of n, pulled through the Stepper interface; with `recorder`
// each event also goes through a TimelineRecorder. Returns events per second.
double streamRate(int n, bool recorder, std::uint64_t& events) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = true;
    const std::unique_ptr<Stepper> stepper = StepperFactory::create(Algorithm::Bitmask, o);
    StepEvent e;
    std::uint64_t count = 0;
    std::uint64_t mix = 0;
    const double t0 = queens::bench::now();
    if (!recorder) {
        while (stepper->next(e)) {
            ++count;
            mix += static_cast<std::uint64_t>(e.a) ^ e.value;
        }
    } else {
        TimelineRecorder rec(n);
        BatchPtr last;
        while (stepper->next(e)) {
            rec.record(e);
            if (rec.pending() >= 4096) last = rec.takeBatch();
        }
        last = rec.takeBatch();
        count = rec.recorded();
        mix = last ? last->events.size() : 0;
    }
    const double t = queens::bench::now() - t0;
    if (mix == 0xFFFFFFFFFFFFFFFFULL) std::puts("");  // keeps `mix` alive
    events = count;
    return static_cast<double>(count) / t;
}

void streamingRows(int repeat, std::vector<Row>& rows) {
    for (int n = 12; n <= 14; ++n) {
        for (bool recorder : {false, true}) {
            std::vector<double> rates;
            std::uint64_t events = 0;
            for (int k = 0; k < repeat; ++k) rates.push_back(streamRate(n, recorder, events));
            const double rate = queens::bench::median(rates);
            rows.push_back({recorder ? "bitmask stepper -> TimelineRecorder"
                                     : "bitmask stepper events (Stepper::next)",
                            std::to_string(n), fmt("%.3g events/s", rate), "-", "-",
                            std::to_string(events) + " events" +
                                (recorder      ? ""
                                 : rate >= 5e7 ? ", goal 5e7 met"
                                               : ", goal 5e7 MISSED")});
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    int repeat = 3;
    bool huge = true;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--skip-huge") == 0) {
            huge = false;
        } else {
            std::fprintf(stderr, "usage: %s [--repeat K] [--skip-huge]\n", argv[0]);
            return 2;
        }
    }
    std::printf("bench_solve: median of %d run(s) per row; load average before: %s\n", repeat,
                queens::bench::loadAverage().c_str());
    std::vector<Row> rows;
    minConflictsRows(repeat, huge, rows);
    constructRows(repeat, rows);
    streamingRows(repeat, rows);

    std::printf("%-40s %10s %20s %12s %8s  %s\n", "task", "N", "ours", "baseline", "ratio",
                "notes");
    for (const Row& r : rows)
        std::printf("%-40s %10s %20s %12s %8s  %s\n", r.task.c_str(), r.n.c_str(), r.ours.c_str(),
                    r.baseline.c_str(), r.ratio.c_str(), r.notes.c_str());
    std::printf("load average after: %s\n", queens::bench::loadAverage().c_str());
    return 0;
}
