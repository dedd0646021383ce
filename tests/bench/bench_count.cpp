// bench_count: SolutionCounter (total and fundamental counts) against the seed's plain bitmask
// counter, in the same run, on the same machine.
//
//   bench_count [FIRST [LAST]] [--threads T] [--repeat R] [--baseline-max M]
//
// For each N from FIRST to LAST (default 14..17) it times
//   ours      SolutionCounter(N).count() with T threads (default 2), tables built inside the
//             timing, both counts (total and unique) computed;
//   baseline  seedBitmaskCount(N), one thread, total only (tests/bench/seed_bitmask_counter.cpp,
//             the seeds/001 recursion, compiled with -O2); skipped for N > M (default 17:
//             it takes about 70 s at N = 17 and 7x more per extra row);
// each R times (default 1), reporting the median wall-clock time (std::chrono::steady_clock),
// and the ratio baseline / ours. Every count is compared with the published values (OEIS
// A000170 and A002562, copied below); the exit code is 1 when any differs.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "BenchClock.h"
#include "DisjointPairCounter.h"
#include "SolutionCounter.h"
#include "seed_bitmask_counter.h"

namespace {

// OEIS A000170 (all solutions) and A002562 (fundamental solutions) for n = 1..27.
struct Published {
    std::uint64_t total;
    std::uint64_t unique;
};
constexpr std::array<Published, 27> kPublished = {{
    {1ULL, 1ULL},                                   // 1
    {0ULL, 0ULL},                                   // 2
    {0ULL, 0ULL},                                   // 3
    {2ULL, 1ULL},                                   // 4
    {10ULL, 2ULL},                                  // 5
    {4ULL, 1ULL},                                   // 6
    {40ULL, 6ULL},                                  // 7
    {92ULL, 12ULL},                                 // 8
    {352ULL, 46ULL},                                // 9
    {724ULL, 92ULL},                                // 10
    {2680ULL, 341ULL},                              // 11
    {14200ULL, 1787ULL},                            // 12
    {73712ULL, 9233ULL},                            // 13
    {365596ULL, 45752ULL},                          // 14
    {2279184ULL, 285053ULL},                        // 15
    {14772512ULL, 1846955ULL},                      // 16
    {95815104ULL, 11977939ULL},                     // 17
    {666090624ULL, 83263591ULL},                    // 18
    {4968057848ULL, 621012754ULL},                  // 19
    {39029188884ULL, 4878666808ULL},                // 20
    {314666222712ULL, 39333324973ULL},              // 21
    {2691008701644ULL, 336376244042ULL},            // 22
    {24233937684440ULL, 3029242658210ULL},          // 23
    {227514171973736ULL, 28439272956934ULL},        // 24
    {2207893435808352ULL, 275986683743434ULL},      // 25
    {22317699616364044ULL, 2789712466510289ULL},    // 26
    {234907967154122528ULL, 29363495934315694ULL},  // 27
}};

int usage(const char* why) {
    std::fprintf(stderr,
                 "bench_count: %s\nusage: bench_count [FIRST [LAST]] [--threads T] [--repeat R] "
                 "[--baseline-max M]\n",
                 why);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    int first = 14;
    int last = 17;
    unsigned threads = 2;
    int repeat = 1;
    int baselineMax = 17;
    std::vector<int> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--threads" && hasValue)
            threads = static_cast<unsigned>(std::atoi(argv[++i]));
        else if (arg == "--repeat" && hasValue)
            repeat = std::atoi(argv[++i]);
        else if (arg == "--baseline-max" && hasValue)
            baselineMax = std::atoi(argv[++i]);
        else if (!arg.empty() && arg[0] != '-')
            positional.push_back(std::atoi(arg.c_str()));
        else
            return usage(("unknown option " + arg).c_str());
    }
    if (positional.size() > 2) return usage("too many arguments");
    if (!positional.empty()) first = last = positional[0];
    if (positional.size() == 2) last = positional[1];
    if (first < 1 || last > queens::SolutionCounter::kMaxN || first > last)
        return usage("N must be within 1..27");
    if (threads < 1 || repeat < 1) return usage("--threads and --repeat must be positive");

    std::printf(
        "bench_count: N = %d..%d, ours with %u thread(s) (hardware: %u), join kernel %s, "
        "median of %d run(s); load average at start %s\n\n",
        first, last, threads, std::thread::hardware_concurrency(),
        queens::DisjointPairCounter::kernelName(), repeat, queens::bench::loadAverage(1).c_str());
    std::printf(
        "| N  | total              | unique            | published | ours (s) | "
        "baseline (s) | ratio |\n");
    std::printf(
        "|----|--------------------|-------------------|-----------|----------|"
        "--------------|-------|\n");
    bool allRight = true;
    for (int n = first; n <= last; ++n) {
        std::vector<double> ours;
        queens::CountResult result;
        for (int k = 0; k < repeat; ++k) {
            const double t0 = queens::bench::now();
            const queens::SolutionCounter counter(n);
            queens::CountOptions options;
            options.threads = threads;
            result = counter.count(options);
            ours.push_back(queens::bench::now() - t0);
        }
        const std::size_t i = static_cast<std::size_t>(n - 1);
        const bool right =
            result.total == kPublished[i].total && result.unique == kPublished[i].unique;
        std::vector<double> base;
        bool baseRight = true;
        if (n <= baselineMax) {
            for (int k = 0; k < repeat; ++k) {
                const double t0 = queens::bench::now();
                const std::uint64_t total = seedBitmaskCount(n);
                base.push_back(queens::bench::now() - t0);
                baseRight = baseRight && total == kPublished[i].total;
            }
        }
        allRight = allRight && right && baseRight;
        const double oursTime = queens::bench::median(ours);
        char baseText[32] = "-";
        char ratioText[32] = "-";
        if (!base.empty()) {
            const double baseTime = queens::bench::median(base);
            std::snprintf(baseText, sizeof baseText, "%.3f%s", baseTime, baseRight ? "" : " (!)");
            std::snprintf(ratioText, sizeof ratioText, "%.1fx", baseTime / oursTime);
        }
        std::printf("| %-2d | %-18llu | %-17llu | %-9s | %8.3f | %12s | %5s |\n", n,
                    static_cast<unsigned long long>(result.total),
                    static_cast<unsigned long long>(result.unique), right ? "ok" : "MISMATCH",
                    oursTime, baseText, ratioText);
        std::fflush(stdout);
    }
    std::printf("\nload average at end %s\n", queens::bench::loadAverage(1).c_str());
    return allRight ? 0 : 1;
}
