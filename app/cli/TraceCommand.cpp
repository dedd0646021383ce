#include "TraceCommand.h"

#include <QCommandLineParser>

#include "BoardState.h"
#include "CliArguments.h"
#include "CliError.h"
#include "InterruptGuard.h"
#include "OutputSink.h"
#include "StepperFactory.h"
#include "TraceEventFormatter.h"

namespace queens::cli {

QString TraceCommand::summary() const {
    return tr("print the step events of a search as JSON Lines");
}

int TraceCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs one search algorithm step by step on an N x N board and prints every step "
           "event as one JSON object per line: \"step\" (0-based), \"kind\", \"line\" (the "
           "pseudo-code line id) and the cells, rows, reasons or register values the event "
           "touches. Mask register values are binary strings of N digits, most significant "
           "bit first."));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const QCommandLineOption algorithmOption(
        {QStringLiteral("a"), QStringLiteral("algorithm")},
        tr("Search algorithm, one of: %1.").arg(CliArguments::algorithmNames()),
        QStringLiteral("NAME"));
    const QCommandLineOption maxStepsOption(
        QStringLiteral("max-steps"),
        tr("Stop after K events (default %1); the output then ends without a \"done\" line.")
            .arg(kDefaultMaxSteps),
        QStringLiteral("K"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        tr("Random seed for min-conflicts (default 1)."),
                                        QStringLiteral("S"));
    const QCommandLineOption firstOption(QStringLiteral("first"),
                                         tr("Stop at the first solution."));
    parser.addOptions({algorithmOption, maxStepsOption, seedOption, firstOption});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli trace N --algorithm NAME [options]")))
        return ExitOk;

    StepperOptions options;
    const QString nText = singlePositional(parser, QStringLiteral("N"));
    if (!parser.isSet(algorithmOption))
        throw CliError::usage(
            tr("--algorithm is missing; choose one of: %1").arg(CliArguments::algorithmNames()));
    const Algorithm algorithm = CliArguments::algorithm(parser.value(algorithmOption));
    options.n =
        CliArguments::boardSize(nText, StepperFactory::maxN(algorithm),
                                tr("%1 search").arg(QString::fromUtf8(algorithmName(algorithm))));
    const std::uint64_t maxSteps = parser.isSet(maxStepsOption)
                                       ? CliArguments::positiveCount(parser.value(maxStepsOption),
                                                                     QStringLiteral("--max-steps"))
                                       : kDefaultMaxSteps;
    if (parser.isSet(seedOption)) options.seed = CliArguments::seed(parser.value(seedOption));
    options.allSolutions = !parser.isSet(firstOption);
    if (const std::string why = StepperFactory::validate(algorithm, options); !why.empty())
        throw CliError::usage(QString::fromStdString(why));

    const InterruptGuard guard;
    OutputSink sink(QString(), io.out);
    const auto stepper = StepperFactory::create(algorithm, options);
    BoardState state(options.n);
    StepEvent e;
    for (std::uint64_t step = 0; step < maxSteps && stepper->next(e); ++step) {
        if ((step & 1023) == 0 && InterruptGuard::interrupted())  // every ~50 us of tracing
            throw InterruptGuard::interruptedError(
                tr("interrupted after %1 of at most %2 steps; the trace is incomplete")
                    .arg(step)
                    .arg(maxSteps));
        state.apply(e);  // throws std::logic_error on a stream that does not replay
        sink.write(TraceEventFormatter::toLine(step, e, state));
    }
    sink.commit();
    return ExitOk;
}

}  // namespace queens::cli
