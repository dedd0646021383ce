#pragma once
// SolveCommand: `queenslab-cli solve N [--method M] [--seed S] [--output FILE|-] [--json]
// [--no-verify]` finds one solution (min-conflicts, construct, bitmask or backtracking), checks
// it with SolutionVerifier unless --no-verify, and prints each row's 0-based column. It owns only
// its Options; the search is core's.
// Contract: parse() turns the arguments into Options, with every exit-2 check (the memory
// estimate included) made before anything is allocated; solve() runs the method and checks its
// result, printing nothing; writePlacement() and run() print the placement and the summary.
// Exit 1 for N = 2 and 3, 3 for a result that fails the check, 130 on Ctrl-C (an --output file
// is left as it was). Methods, limits and exit codes: docs/design.md, "The command line".
#include <QString>
#include <optional>
#include <vector>

#include "Algorithm.h"
#include "CliCommand.h"
#include "HugePageAllocator.h"
#include "StepperFactory.h"

class QCommandLineParser;
class QElapsedTimer;

namespace queens::cli {

class OutputSink;

class SolveCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(SolveCommand)
public:
    struct Options {
        QString method;                      // as given: "min-conflicts", "construct", ...
        std::optional<Algorithm> algorithm;  // the stepper of an exhaustive method
        StepperOptions stepper;              // n, seed; allSolutions is false
        QString output;                      // empty or "-": standard output
        bool json = false;
        bool verify = true;
        bool construct() const { return method == QLatin1String("construct"); }
        // min-conflicts or construct: the kernels for huge N.
        bool fast() const { return !algorithm.has_value(); }
    };
    struct Solution {
        HugePageVector<int> placement;  // on huge pages when large (HugePageMemory.h)
        double seconds = 0;             // the solver alone, not the check
    };

    QString name() const override { return QStringLiteral("solve"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

    static bool hasNoSolution(int n) { return n == 2 || n == 3; }

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    static Options read(const QCommandLineParser& parser, const QString& nText);
    // Refuses an N beyond the method: the kernels' limit and the memory, or the exhaustive
    // searches' practical limit.
    static void checkLimits(const Options& options);
    // Runs the method and checks the result (unless --no-verify); throws exit 130 on Ctrl-C
    // and exit 3 when the method fails.
    static Solution solve(const Options& options);
    static std::optional<HugePageVector<int>> search(const Options& options,
                                                     const QElapsedTimer& timer);
    static std::optional<HugePageVector<int>> minConflicts(const Options& options,
                                                           const QElapsedTimer& timer);
    // One column per line, formatted by DecimalLines kRowsPerChunk rows at a time into a buffer
    // (about 2.3 MB of text for 10^8 queens) that goes to the sink without being copied; Ctrl-C
    // is polled per chunk.
    static void writePlacement(const HugePageVector<int>& placement, OutputSink& sink);
    static constexpr std::size_t kRowsPerChunk = std::size_t{1} << 18;
    // {"n","method","seed","seconds","verified"} and '\n'.
    static QByteArray summaryLine(const Options& options, const Solution& solution);
};

}  // namespace queens::cli
