#include "ExperimentCommand.h"

#include <QCommandLineParser>
#include <cmath>

#include "CliArguments.h"
#include "CliError.h"
#include "CountProgressLine.h"
#include "ExperimentReport.h"
#include "ExperimentRunner.h"
#include "InterruptGuard.h"
#include "CspOptionsParser.h"
#include "LocalSearchOptionsParser.h"
#include "OutputSink.h"
#include "StepperFactory.h"

namespace queens::cli {

namespace {
// The option that sets a sweep parameter (the parameters are named after the options).
QString optionOf(Experiment::Parameter p) {
    return QString::fromUtf8(Experiment::parameterName(p));
}
}  // namespace

QString ExperimentCommand::summary() const {
    return tr("run a search many times from random starts and print its statistics");
}

std::optional<ExperimentCommand::Options> ExperimentCommand::parse(const QStringList& args,
                                                                   QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs ALGORITHM K times on an N x N board, run i with a seed made from S and i only, "
           "and prints per value of the swept parameter: the runs, the percent solved, the mean "
           "steps of the runs that solved and of those that did not (of all attempts, and of "
           "the last one), the mean restarts, the times and why the runs stopped. Steps are "
           "moves for hill climbing, proposals for simulated annealing and textbook "
           "min-conflicts, generations for local beam and genetic, swap evaluations for "
           "min-conflicts. Progress is reported on a terminal's standard error; Ctrl-C stops "
           "the runs (exit code %1).")
            .arg(InterruptGuard::kExitInterrupted));
    parser.addPositionalArgument(
        QStringLiteral("ALGORITHM"),
        tr("Search algorithm, one of: %1.").arg(CliArguments::algorithmNames()));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    parser.addOptions(
        {{QStringLiteral("runs"), tr("Runs per value (default %1).").arg(kDefaultRuns),
          QStringLiteral("K")},
         {QStringLiteral("seed"), tr("Random seed of the experiment (default 1)."),
          QStringLiteral("S")},
         {QStringLiteral("sweep"),
          tr("Vary one parameter (%1) over a list of values or a range FROM:TO:STEP.")
              .arg(QString::fromStdString(Experiment::parameterNames())),
          QStringLiteral("PARAM=V1,V2,...|PARAM=FROM:TO:STEP")},
         {QStringLiteral("json"), tr("Print one JSON object.")},
         {QStringLiteral("csv"), tr("Print CSV: a header line, then one line per value.")},
         {QStringLiteral("output"),
          tr("Write to FILE (replaced only when complete); - is standard output."),
          QStringLiteral("FILE")}});
    const LocalSearchOptionsParser local;
    local.addOptions(parser);
    const CspOptionsParser csp;
    csp.addOptions(parser);
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli experiment ALGORITHM N [--runs K] [--seed S] "
                                       "[options] [--sweep PARAM=VALUES] [--json|--csv] "
                                       "[--output FILE]")))
        return std::nullopt;

    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        throw CliError::usage(
            CliCommand::tr("%1 is missing (see 'queenslab-cli %2 --help')")
                .arg(positional.isEmpty() ? QStringLiteral("ALGORITHM") : QStringLiteral("N")));
    if (positional.size() > 2)
        throw CliError::usage(CliCommand::tr("unexpected argument '%1'").arg(positional.at(2)));
    Options options;
    Experiment& x = options.experiment;
    x.algorithm = CliArguments::algorithm(positional.at(0));
    x.base.n =
        CliArguments::boardSize(positional.at(1), StepperFactory::maxN(x.algorithm),
                                tr("%1 search").arg(QString::fromUtf8(algorithmName(x.algorithm))));
    x.runs = kDefaultRuns;
    if (parser.isSet(QStringLiteral("runs")))
        x.runs = CliArguments::integerInRange(parser.value(QStringLiteral("runs")),
                                              QStringLiteral("--runs"), 1, Experiment::kMaxRuns);
    if (parser.isSet(QStringLiteral("seed")))
        x.seed = CliArguments::seed(parser.value(QStringLiteral("seed")));
    local.read(parser, x.algorithm, x.base);
    csp.read(parser, x.algorithm, x.base);
    if (parser.isSet(QStringLiteral("sweep"))) readSweep(parser.value(QStringLiteral("sweep")), x);
    if (parser.isSet(QStringLiteral("json")) && parser.isSet(QStringLiteral("csv")))
        throw CliError::usage(tr("--json and --csv exclude each other"));
    if (parser.isSet(QStringLiteral("json"))) options.format = Format::Json;
    if (parser.isSet(QStringLiteral("csv"))) options.format = Format::Csv;
    options.output = parser.value(QStringLiteral("output"));
    if (const std::string why = x.validate(); !why.empty())
        throw CliError::usage(QString::fromStdString(why));
    return options;
}

double ExperimentCommand::sweepNumber(const QString& text, Experiment::Parameter p) {
    const QString what = QStringLiteral("--sweep ") + optionOf(p);
    if (Experiment::isInteger(p))
        return static_cast<double>(CliArguments::integerInRange(text, what, 0, 2'000'000'000));
    return CliArguments::realNumber(text, what);
}

void ExperimentCommand::readSweep(const QString& text, Experiment& x) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const auto p = Experiment::parameterFromName(text.left(eq).toStdString());
    if (eq < 0 || !p)
        throw CliError::usage(tr("--sweep must be PARAM=V1,V2,... or PARAM=FROM:TO:STEP with "
                                 "PARAM one of: %1; got '%2'")
                                  .arg(QString::fromStdString(Experiment::parameterNames()), text));
    const QString name = optionOf(*p);
    if (*p != Experiment::Parameter::N && !LocalSearchOptionsParser::applies(name, x.algorithm))
        throw CliError::usage(tr("--sweep %1 does not apply to %2 (it is a parameter of %3)")
                                  .arg(name, QString::fromUtf8(algorithmName(x.algorithm)),
                                       LocalSearchOptionsParser::users(name)));
    x.sweep = *p;
    x.values.clear();
    const QString list = text.mid(eq + 1);
    const QStringList range = list.split(QLatin1Char(':'));
    if (range.size() == 3) {
        const double from = sweepNumber(range.at(0), *p);
        const double to = sweepNumber(range.at(1), *p);
        const double step = sweepNumber(range.at(2), *p);
        if (step <= 0 || to < from)
            throw CliError::usage(
                tr("--sweep %1: a range FROM:TO:STEP needs FROM <= TO and STEP > 0; got '%2'")
                    .arg(name, list));
        // Values from + i * step up to TO (a hair over TO allowed, for steps such as 0.1).
        const double count = std::floor((to - from) / step + 1e-9) + 1;
        if (count > static_cast<double>(Experiment::kMaxPoints))
            throw CliError::usage(tr("--sweep %1: the range has more than %2 values")
                                      .arg(name)
                                      .arg(Experiment::kMaxPoints));
        for (int i = 0; i < static_cast<int>(count); ++i) x.values.push_back(from + i * step);
        return;
    }
    if (range.size() != 1)
        throw CliError::usage(
            tr("--sweep %1: give V1,V2,... or FROM:TO:STEP; got '%2'").arg(name, list));
    for (const QString& v : list.split(QLatin1Char(','))) x.values.push_back(sweepNumber(v, *p));
}

int ExperimentCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    OutputSink sink(options->output, io.out);  // an unwritable path is refused before the runs
    const Experiment& x = options->experiment;
    const InterruptGuard guard;
    CountProgressLine progress(io.err, [&x](double share, std::size_t units, const QString& left) {
        return tr("experiment %1: %2% of %3 runs done, %4")
            .arg(QString::fromUtf8(algorithmName(x.algorithm)))
            .arg(100 * share, 0, 'f', 1)
            .arg(units)
            .arg(left);
    });
    const ExperimentRunner runner;
    const ExperimentRunner::Result result = runner.run(
        x, InterruptGuard::flag(),
        [&progress](std::uint64_t done, std::uint64_t total) { progress.update(done, total); },
        std::chrono::milliseconds(200));
    progress.clear();
    if (result.cancelled)
        throw InterruptGuard::interruptedError(
            tr("interrupted after %1 of %2 runs; nothing printed")
                .arg(result.runsDone)
                .arg(result.runsTotal));
    switch (options->format) {
        case Format::Text:
            sink.write(ExperimentReport::text(x, result).toUtf8());
            break;
        case Format::Json:
            sink.write(ExperimentReport::json(x, result));
            break;
        case Format::Csv:
            sink.write(ExperimentReport::csv(x, result));
            break;
    }
    sink.commit();
    return ExitOk;
}

}  // namespace queens::cli
