#pragma once
// ExperimentCommand: `queenslab-cli experiment ALGORITHM N [--runs K] [--seed S] [options]
// [--sweep PARAM=V1,V2,...|PARAM=FROM:TO:STEP] [--combinations C1,C2,...] [--max-nodes K]
// [--max-checks K]
// [--distribution] [--json|--csv] [--output FILE]` makes K seeded
// runs of a search (ExperimentRunner, on every hardware thread) for each value of the swept
// parameter and prints per value: runs, percent solved, mean steps of the successes and of the
// failures, mean restarts, times and the stop reasons (ExperimentReport: text, JSON or CSV); for
// an exhaustive search (csp above all) the nodes, backtracks and consistency checks to the first
// solution and the runs over the node budget, per combination of CSP techniques and value.
// csp without --random-ties runs once per value by default (its runs are all the same).
// Contract: parse() turns the arguments into Options (every exit-2 check, the local-search
// options through LocalSearchOptionsParser, the whole spec through Experiment::validate);
// run() opens the output first, runs the experiment with a progress line on a terminal's
// stderr, and prints. Ctrl-C stops the runs: exit 130, nothing printed, an --output file left
// as it was.
#include <QString>
#include <optional>

#include "CliCommand.h"
#include "Experiment.h"

class QCommandLineParser;

namespace queens::cli {

class ExperimentCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(ExperimentCommand)
public:
    enum class Format { Text, Json, Csv };
    struct Options {
        Experiment experiment;
        Format format = Format::Text;
        QString output;  // empty or "-": standard output
    };
    static constexpr std::uint64_t kDefaultRuns = 100;

    QString name() const override { return QStringLiteral("experiment"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    // --sweep PARAM=V1,V2,... or PARAM=FROM:TO:STEP into the experiment's sweep and values.
    static void readSweep(const QString& text, Experiment& experiment);
    static double sweepNumber(const QString& text, Experiment::Parameter p);
    // --combinations C1,C2,...|default|all (csp only).
    static void readCombinations(const QString& text, Experiment& experiment);
    static QString defaultCombinations();
};

}  // namespace queens::cli
