// bench_dlx: how far Dancing Links (DlxStepper) goes to its first solution, for each board size
// in a range: events, backtracks (options given up) and link updates up to the first Solution,
// and the time of the stepper alone and of the stepper replayed through BoardState (what the GUI
// records). A run that reaches the event cap stops there and is marked with "+". The figures
// behind StepperFactory::maxN(Algorithm::Dlx); docs/ARCHITECTURE.md, "Dancing Links".
//   bench_dlx [FROM [TO [CAP]]]     defaults: 1 60 20000000
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "BenchClock.h"
#include "BoardState.h"
#include "DlxStepper.h"

using namespace queens;

int main(int argc, char** argv) {
    const int from = argc > 1 ? std::atoi(argv[1]) : 1;
    const int to = argc > 2 ? std::atoi(argv[2]) : 60;
    const std::uint64_t cap = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 20'000'000;
    if (from < 1 || to < from) {
        std::fprintf(stderr, "usage: bench_dlx [FROM [TO [CAP]]] with 1 <= FROM <= TO\n");
        return 2;
    }
    std::printf("# load average %s; event cap %llu\n", bench::loadAverage().c_str(),
                static_cast<unsigned long long>(cap));
    std::printf("%4s %14s %12s %14s %10s %12s\n", "n", "events", "backtracks", "updates",
                "stepper s", "replayed s");
    for (int n = from; n <= to; ++n) {
        StepperOptions o;
        o.n = n;
        o.allSolutions = false;
        double t0 = bench::now();
        {
            DlxStepper s(o);
            StepEvent e;
            std::uint64_t events = 0;
            while (events < cap && s.next(e)) ++events;
        }
        const double alone = bench::now() - t0;
        t0 = bench::now();
        DlxStepper s(o);
        BoardState state(n);
        StepEvent e;
        std::uint64_t events = 0;
        while (events < cap && s.next(e)) {
            state.apply(e);
            ++events;
        }
        const double replayed = bench::now() - t0;
        const bool capped = events >= cap && state.stats().solutions == 0;
        std::printf("%4d %13llu%s %12llu %14llu %10.3f %12.3f\n", n,
                    static_cast<unsigned long long>(events), capped ? "+" : " ",
                    static_cast<unsigned long long>(state.stats().backtracks),
                    static_cast<unsigned long long>(state.stats().updates), alone, replayed);
        std::fflush(stdout);
    }
    return 0;
}
