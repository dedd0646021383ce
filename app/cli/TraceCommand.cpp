#include "TraceCommand.h"

#include <QCommandLineParser>

#include "CliArguments.h"
#include "CliError.h"
#include "InterruptGuard.h"
#include "CspOptionsParser.h"
#include "LocalSearchOptionsParser.h"
#include "OutputSink.h"
#include "TraceEventFormatter.h"

namespace queens::cli {

QString TraceCommand::summary() const {
    return tr("print the step events of a search as JSON Lines");
}

std::optional<TraceCommand::Options> TraceCommand::parse(const QStringList& args,
                                                         QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Runs one search algorithm step by step on an N x N board and prints every step "
           "event as one JSON object per line: \"step\" (0-based), \"kind\", \"line\" (the "
           "pseudo-code line id) and the cells, rows, reasons or register values the event "
           "touches. Mask register values are binary strings of N digits, most significant "
           "bit first."));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    parser.addOptions(
        {{{QStringLiteral("a"), QStringLiteral("algorithm")},
          tr("Search algorithm, one of: %1.").arg(CliArguments::algorithmNames()),
          QStringLiteral("NAME")},
         {QStringLiteral("max-steps"),
          tr("Stop after K events (default %1); the output then ends without a \"done\" line.")
              .arg(kDefaultMaxSteps),
          QStringLiteral("K")},
         {QStringLiteral("seed"), tr("Random seed for min-conflicts (default 1)."),
          QStringLiteral("S")},
         {QStringLiteral("first"), tr("Stop at the first solution.")}});
    // --max-steps here bounds the events printed, not an attempt of a local search.
    const LocalSearchOptionsParser local(false);
    local.addOptions(parser);
    const CspOptionsParser csp;
    csp.addOptions(parser);
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli trace N --algorithm NAME [options]")))
        return std::nullopt;

    Options options;
    const QString nText = singlePositional(parser, QStringLiteral("N"));
    if (!parser.isSet(QStringLiteral("algorithm")))
        throw CliError::usage(
            tr("--algorithm is missing; choose one of: %1").arg(CliArguments::algorithmNames()));
    options.algorithm = CliArguments::algorithm(parser.value(QStringLiteral("algorithm")));
    options.stepper.n = CliArguments::boardSize(
        nText, StepperFactory::maxN(options.algorithm),
        tr("%1 search").arg(QString::fromUtf8(algorithmName(options.algorithm))));
    if (parser.isSet(QStringLiteral("max-steps")))
        options.maxSteps = CliArguments::positiveCount(parser.value(QStringLiteral("max-steps")),
                                                       QStringLiteral("--max-steps"));
    if (parser.isSet(QStringLiteral("seed")))
        options.stepper.seed = CliArguments::seed(parser.value(QStringLiteral("seed")));
    options.stepper.allSolutions = !parser.isSet(QStringLiteral("first"));
    local.read(parser, options.algorithm, options.stepper);
    csp.read(parser, options.algorithm, options.stepper);
    if (const std::string why = StepperFactory::validate(options.algorithm, options.stepper);
        !why.empty())
        throw CliError::usage(QString::fromStdString(why));
    return options;
}

void TraceCommand::replay(const Options& options, const EventSink& onEvent) {
    const auto stepper = StepperFactory::create(options.algorithm, options.stepper);
    BoardState state(options.stepper.n);
    StepEvent e;
    for (std::uint64_t step = 0; step < options.maxSteps && stepper->next(e); ++step) {
        if ((step & 1023) == 0 && InterruptGuard::interrupted())  // a relaxed load per 1024 events
            throw InterruptGuard::interruptedError(
                tr("interrupted after %1 of at most %2 steps; the trace is incomplete")
                    .arg(step)
                    .arg(options.maxSteps));
        state.apply(e);  // throws std::logic_error on a stream that does not replay
        onEvent(step, e, state);
    }
}

int TraceCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    const InterruptGuard guard;
    OutputSink sink(QString(), io.out);
    replay(*options, [&sink](std::uint64_t step, const StepEvent& e, const BoardState& after) {
        sink.write(TraceEventFormatter::toLine(step, e, after));
    });
    sink.commit();
    return ExitOk;
}

}  // namespace queens::cli
