#pragma once
// CountCommand: `queenslab-cli count N [--threads T] [--json]` counts all solutions and the
// fundamental ones with SolutionCounter (computed, never taken from a table), N from 1 to 27;
// `count N --method M [CSP options]` counts them instead by running the exhaustive stepper M
// (csp, dlx, backtracking, ...) to its end with ExhaustiveCount, and reports that search's
// nodes, checks, prunings, wipe-outs and link updates, N up to kStepperMaxN.
// Contract: parse() turns the arguments into Options (every exit-2 check); count() runs the
// count, reporting SolutionCounter's progress on standard error through CountProgressLine, and
// returns the Tally; print() writes the Tally as text or JSON. Ctrl-C stops the count cleanly and
// exits with 130, printing no count. Output and limits: docs/cli.md, "count".
#include <cstdint>
#include <optional>

#include "Algorithm.h"
#include "CliCommand.h"
#include "ExhaustiveCount.h"
#include "SolutionCounter.h"
#include "StepperOptions.h"

namespace queens::cli {

class CountCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(CountCommand)
public:
    static constexpr int kMaxN = 27;
    // A stepper's count grows about sevenfold with each N; at 15 it takes minutes.
    static constexpr int kStepperMaxN = 15;
    static constexpr int kMaxThreads = 256;
    static constexpr int kExitInterrupted = 130;  // InterruptGuard::kExitInterrupted

    QString name() const override { return QStringLiteral("count"); }
    QString summary() const override;
    struct Options {
        int n = 0;
        unsigned threads = 0;
        bool json = false;
        std::optional<Algorithm> method;  // nothing: SolutionCounter
        StepperOptions stepper;           // the method's options (CSP's orderings, inference)
    };
    struct Tally {
        CountResult count;                              // SolutionCounter's
        std::optional<ExhaustiveCount::Result> search;  // the stepper's, with --method
        double seconds = 0;  // wall-clock time of the count, tables included
    };

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    // Throws exit 130 (no count) on Ctrl-C. Progress goes to `err` (may be null).
    static Tally count(const Options& options, QIODevice* err);
    static void print(const Options& options, const Tally& tally, QIODevice& out);
    static void printSearch(const Options& options, const Tally& tally, QIODevice& out);
    // "N = 8: 92 solutions, 12 fundamental (...)".
    static void printCounts(int n, std::uint64_t total, std::uint64_t fundamental, QIODevice& out);
};

}  // namespace queens::cli
