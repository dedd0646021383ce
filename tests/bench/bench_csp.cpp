// bench_csp: CSP backtracking (Algorithm::Csp) to a first solution, for docs/ARCHITECTURE.md.
//
//   bench_csp [--from N] [--to N] [--restart-backtracks B] [--seed S] [--cap SECONDS]
//             [--skip-deterministic] [--cpu-time]
//
// Every run pulls each event through Stepper::next and applies it to a BoardState, as
// `queenslab-cli solve` does. Prints:
//   (a) MRV + forward checking, deterministic ties, at N = 1,000: time, backtracks, checks;
//   (b) the sweep N = from .. to (default 4 .. 1,000) of MRV + forward checking to the first
//       solution, once with deterministic ties and once with random ties and restarts after
//       B * luby(k) backtracks (default 50): the worst N and its time, the total time, and how
//       many N took more than 1 s (goal with random ties + restarts: none). A run is abandoned
//       after --cap seconds (default 5) and counted as over 1 s.
// Wall-clock times with std::chrono::steady_clock; with --cpu-time the sweep measures each run
// by the process's CPU time (std::clock), which a machine shared with other work inflates less.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

#include "BenchClock.h"
#include "BoardState.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

struct Run {
    double seconds = 0;
    double cpu = 0;  // this process's CPU time
    bool solved = false;
    bool abandoned = false;
    SearchStats stats;
};

Run solve(const StepperOptions& o, double cap) {
    Run r;
    const double t0 = queens::bench::now();
    const std::clock_t c0 = std::clock();
    auto stepper = StepperFactory::create(Algorithm::Csp, o);
    BoardState state(o.n);
    StepEvent e;
    std::uint64_t events = 0;
    while (stepper->next(e)) {
        state.apply(e);
        if (e.kind == EventKind::Solution) r.solved = true;
        if ((++events & 0xFFFF) == 0 && queens::bench::now() - t0 > cap) {
            r.abandoned = true;
            break;
        }
    }
    r.seconds = queens::bench::now() - t0;
    r.cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    r.stats = state.stats();
    return r;
}

StepperOptions mrvFc(int n) {
    StepperOptions o;
    o.n = n;
    o.allSolutions = false;
    o.varOrder = StepperOptions::VarOrder::Mrv;
    o.inference = StepperOptions::Inference::ForwardChecking;
    return o;
}

// Whether the sweep times runs by this process's CPU time (--cpu-time: on a shared machine)
// instead of wall-clock time.
bool cpuTime = false;

void sweep(const char* what, int from, int to, double cap, StepperOptions base) {
    int worstN = 0;
    double worst = -1;
    double total = 0;
    int over = 0;
    int unsolved = 0;
    std::uint64_t restarts = 0;
    std::string slow;  // the first 30 N over 1 s
    for (int n = from; n <= to; ++n) {
        StepperOptions o = base;
        o.n = n;
        const Run r = solve(o, cap);
        const double t = cpuTime ? r.cpu : r.seconds;
        total += t;
        restarts += r.stats.restarts;
        if (t > 1.0 || r.abandoned) {
            ++over;
            if (over <= 30) {
                slow += ' ';
                slow += std::to_string(n);
            }
        }
        if (!r.solved) ++unsolved;
        if (t > worst) {
            worst = t;
            worstN = n;
        }
    }
    std::printf(
        "%-44s N=%d..%d  worst N=%d %.3f s%s  total %.1f s  over 1 s: %d  unsolved: %d"
        "  restarts: %llu\n",
        what, from, to, worstN, worst, worst > cap ? " (abandoned)" : "", total, over, unsolved,
        static_cast<unsigned long long>(restarts));
    if (!slow.empty()) std::printf("  over 1 s at N =%s\n", slow.c_str());
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    int from = 4;
    int to = 1000;
    std::uint64_t restartBacktracks = 50;
    std::uint64_t seed = 1;
    double cap = 5;
    bool deterministic = true;
    for (int i = 1; i < argc; ++i) {
        const bool more = i + 1 < argc;
        if (!std::strcmp(argv[i], "--from") && more) {
            from = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--to") && more) {
            to = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--restart-backtracks") && more) {
            restartBacktracks = std::strtoull(argv[++i], nullptr, 10);
        } else if (!std::strcmp(argv[i], "--seed") && more) {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (!std::strcmp(argv[i], "--cap") && more) {
            cap = std::atof(argv[++i]);
        } else if (!std::strcmp(argv[i], "--cpu-time")) {
            cpuTime = true;
        } else if (!std::strcmp(argv[i], "--skip-deterministic")) {
            deterministic = false;
        } else {
            std::fprintf(stderr,
                         "usage: bench_csp [--from N] [--to N] [--restart-backtracks B] [--seed S]"
                         " [--cap SECONDS] [--skip-deterministic] [--cpu-time]\n");
            return 2;
        }
    }

    const Run big = solve(mrvFc(1000), 600);
    std::printf(
        "MRV + forward checking, N=1000, first solution: %.3f s, %llu backtracks, "
        "%llu checks, %llu events\n",
        big.seconds, static_cast<unsigned long long>(big.stats.backtracks),
        static_cast<unsigned long long>(big.stats.checks),
        static_cast<unsigned long long>(big.stats.events));
    std::fflush(stdout);

    if (deterministic) sweep("MRV + FC, deterministic ties", from, to, cap, mrvFc(0));
    StepperOptions random = mrvFc(0);
    random.randomTies = true;
    random.restartBacktracks = restartBacktracks;
    random.seed = seed;
    const std::string label =
        "MRV + FC, random ties, restarts B=" + std::to_string(restartBacktracks);
    sweep(label.c_str(), from, to, cap, random);
    return 0;
}
