// bench_local_search: the local searches' speed, for docs/local-search.md.
//
//   bench_local_search [--repeat K]
//
// Prints one table; every time is the median of K measurements (default 3) in this process:
//   (a) experiment: 10,000 steepest-ascent hill-climbing runs on 8 queens (random starts, no
//       sideways moves, no restarts) through ExperimentRunner on every hardware thread, the
//       steps counted from the events as `queenslab-cli experiment` counts them; goal <= 1 s.
//   (b) one steepest-ascent step at N = 1,000: the time between consecutive Move events of a
//       hill-climbing run (each step judges all n (n - 1) successors, each in O(1) from the
//       column and diagonal counters), per step and per candidate successor.
//   (c) textbook min-conflicts at N = 10^5 (greedy start, then a random conflicted queen to its
//       best column) to its solution, every event pulled through Stepper::next; goal <= 1 s (a
//       run is abandoned after 60 s).
// An algorithm whose stepper StepperFactory cannot build yet is reported as such. Wall-clock
// times with std::chrono::steady_clock.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "BenchClock.h"
#include "ExperimentRunner.h"
#include "StepperFactory.h"

using namespace queens;

namespace {

struct Row {
    std::string what;
    std::string n;
    std::string time;
    std::string note;
};

std::string fmt(const char* format, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

double timed(int repeat, const std::function<void()>& f) {
    std::vector<double> t;
    for (int k = 0; k < repeat; ++k) {
        const double t0 = queens::bench::now();
        f();
        t.push_back(queens::bench::now() - t0);
    }
    return queens::bench::median(t);
}

void experimentRow(int repeat, std::vector<Row>& rows) {
    Experiment x;
    x.algorithm = Algorithm::HillClimbing;
    x.base.n = 8;
    x.base.climb = StepperOptions::Climb::Steepest;
    x.runs = 10'000;
    x.seed = 1;
    const ExperimentRunner runner;
    ExperimentRunner::Result result;
    const double t = timed(repeat, [&] { result = runner.run(x); });
    const ExperimentSummary& s = result.points.at(0);
    rows.push_back(
        {"hill climbing: 10,000 steepest runs (" + std::to_string(runner.threads()) + " threads)",
         "8", fmt("%.3f s", t),
         fmt("%.1f%% solved", s.percentSolved()) + fmt(", %.2f steps solved", s.meanStepsSolved()) +
             fmt(", %.2f stuck", s.meanStepsFailed()) +
             (t <= 1.0 ? ", goal <= 1 s met" : ", goal <= 1 s MISSED")});
}

// Seconds per step of kSteps consecutive steepest steps at n (the clock runs from the first Move
// to the last, so the random start is not counted), and the events between them per step.
double steepestStep(int n, int steps, double& eventsPerStep) {
    StepperOptions o;
    o.n = n;
    o.seed = 1;
    o.climb = StepperOptions::Climb::Steepest;
    o.allSolutions = false;
    const auto stepper = StepperFactory::create(Algorithm::HillClimbing, o);
    StepEvent e;
    int moves = 0;
    std::uint64_t events = 0;
    double start = 0;
    while (stepper->next(e)) {
        if (moves > 0) ++events;
        if (e.kind != EventKind::Move) continue;
        if (moves == 0) start = queens::bench::now();
        if (moves++ == steps) break;
    }
    if (moves <= steps) throw std::runtime_error("the run stopped before its steps were made");
    eventsPerStep = static_cast<double>(events) / steps;
    return (queens::bench::now() - start) / steps;
}

void steepestStepRow(int repeat, std::vector<Row>& rows) {
    constexpr int n = 1000;
    constexpr int kSteps = 20;
    std::vector<double> times;
    double eventsPerStep = 0;
    for (int k = 0; k < repeat; ++k) times.push_back(steepestStep(n, kSteps, eventsPerStep));
    const double perStep = queens::bench::median(times);
    const double candidates = static_cast<double>(n) * (n - 1);
    rows.push_back({"hill climbing: one steepest step", std::to_string(n),
                    fmt("%.0f ns/step", perStep * 1e9),
                    fmt("%.2f ns per candidate", perStep * 1e9 / candidates) +
                        fmt(", %.0f events per step", eventsPerStep)});
}

void textbookRow(int repeat, std::vector<Row>& rows) {
    constexpr int n = 100'000;
    constexpr double kGiveUpSeconds = 60;  // a run this long has missed its goal anyway
    StepperOptions o;
    o.n = n;
    o.seed = 1;
    o.allSolutions = false;
    bool solved = false;
    std::uint64_t proposals = 0;
    std::uint64_t restarts = 0;
    const double t = timed(repeat, [&] {
        const auto stepper = StepperFactory::create(Algorithm::TextbookMinConflicts, o);
        const double start = queens::bench::now();
        StepEvent e;
        solved = false;
        proposals = 0;
        restarts = 0;
        for (std::uint64_t events = 1; stepper->next(e); ++events) {
            if (e.kind == EventKind::Propose) ++proposals;
            if (e.kind == EventKind::Restart) ++restarts;
            if (e.kind == EventKind::Solution) solved = true;
            if (events % 65536 == 0 && queens::bench::now() - start > kGiveUpSeconds) break;
        }
    });
    rows.push_back({"textbook min-conflicts to a solution", "100000", fmt("%.3f s", t),
                    std::string(solved ? "solved" : "NOT SOLVED") +
                        fmt(", %.0f steps", static_cast<double>(proposals)) +
                        fmt(", %.0f restarts", static_cast<double>(restarts)) +
                        (solved && t <= 1.0 ? ", goal <= 1 s met" : ", goal <= 1 s MISSED")});
}

}  // namespace

int main(int argc, char** argv) {
    int repeat = 3;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: bench_local_search [--repeat K]\n");
            return 2;
        }
    }
    std::printf("bench_local_search: median of %d, load average %s\n", repeat,
                queens::bench::loadAverage().c_str());
    std::printf("%-52s %8s %14s  %s\n", "what", "N", "time", "note");
    const std::vector<std::pair<const char*, void (*)(int, std::vector<Row>&)>> parts = {
        {"hill climbing: 10,000 steepest runs", experimentRow},
        {"hill climbing: one steepest step", steepestStepRow},
        {"textbook min-conflicts to a solution", textbookRow}};
    for (const auto& [name, part] : parts) {
        std::vector<Row> rows;
        try {
            part(repeat, rows);
        } catch (const std::exception& e) {
            rows.push_back({name, "-", "-", std::string("not run: ") + e.what()});
        }
        for (const Row& r : rows)
            std::printf("%-52s %8s %14s  %s\n", r.what.c_str(), r.n.c_str(), r.time.c_str(),
                        r.note.c_str());
        std::fflush(stdout);
    }
    return 0;
}
