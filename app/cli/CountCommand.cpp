#include "CountCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <chrono>

#include "CliArguments.h"
#include "CliError.h"
#include "CountProgressLine.h"
#include "InterruptGuard.h"
#include "PluralCount.h"
#include "WorkUnitScheduler.h"

namespace queens::cli {

QString CountCommand::summary() const {
    return tr("count all solutions and the fundamental ones (distinct under symmetry)");
}

std::optional<CountCommand::Options> CountCommand::parse(const QStringList& args,
                                                         QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Counts the solutions of the N-Queens problem on an N x N board: all of them, and the "
           "fundamental ones (one per class of solutions that rotations and reflections of the "
           "board turn into each other). N from 1 to %1. Runs over a second report their "
           "progress on standard error; Ctrl-C stops the count (exit code %2).")
            .arg(kMaxN)
            .arg(kExitInterrupted));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    parser.addOptions(
        {{QStringLiteral("threads"),
          tr("Worker threads, 1 to %1 (default: the hardware threads, here %2).")
              .arg(kMaxThreads)
              .arg(WorkUnitScheduler::defaultThreads()),
          QStringLiteral("T")},
         {QStringLiteral("json"),
          tr("Print one JSON object: {\"n\",\"total\",\"unique\",\"nodes\",\"threads\","
             "\"seconds\"}.")}});
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli count N [--threads T] [--json]")))
        return std::nullopt;

    Options options;
    options.n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")), kMaxN,
                                        QStringLiteral("count"));
    if (options.n > kMaxN)
        throw CliError::usage(tr("count supports N from 1 to %1; got %2 (%1 is the largest N of "
                                 "the published table, and from N = 29 on the count would not "
                                 "fit in 64 bits)")
                                  .arg(kMaxN)
                                  .arg(options.n));
    options.threads = WorkUnitScheduler::defaultThreads();
    if (parser.isSet(QStringLiteral("threads")))
        options.threads = static_cast<unsigned>(CliArguments::integerInRange(
            parser.value(QStringLiteral("threads")), QStringLiteral("--threads"), 1, kMaxThreads));
    options.json = parser.isSet(QStringLiteral("json"));
    return options;
}

CountCommand::Tally CountCommand::count(const Options& options, QIODevice* err) {
    const auto start = std::chrono::steady_clock::now();
    const InterruptGuard guard;
    CountProgressLine progress(err, options.n);
    const SolutionCounter counter(options.n);
    CountOptions countOptions;
    countOptions.threads = options.threads;
    countOptions.cancel = InterruptGuard::flag();
    countOptions.progressInterval = std::chrono::milliseconds(200);
    countOptions.progress = [&progress](std::size_t done, std::size_t units) {
        progress.update(done, units);
    };
    Tally tally;
    tally.count = counter.count(countOptions);
    tally.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.clear();
    const CountResult& r = tally.count;
    if (r.status == CountStatus::Cancelled)
        throw CliError(kExitInterrupted,
                       tr("interrupted after %1 of %2 work units (%3%); no count printed")
                           .arg(r.unitsDone)
                           .arg(r.units)
                           .arg(r.units == 0 ? 0.0 : 100.0 * r.unitsDone / r.units, 0, 'f', 1));
    return tally;
}

void CountCommand::print(const Options& options, const Tally& tally, QIODevice& out) {
    const CountResult& r = tally.count;
    if (options.json) {
        // By hand: QJsonValue would pass the counts through double (exact only below 2^53).
        out.write(QStringLiteral("{\"n\":%1,\"total\":%2,\"unique\":%3,\"nodes\":%4,"
                                 "\"threads\":%5,\"seconds\":%6}\n")
                      .arg(options.n)
                      .arg(r.total)
                      .arg(r.unique)
                      .arg(r.nodes)
                      .arg(r.threads)
                      .arg(tally.seconds, 0, 'f', 6)
                      .toUtf8());
        return;
    }
    out.write(tr("N = %1: %2 solution(s), %3 fundamental (distinct under rotations and "
                 "reflections)\n",
                 "%2 is the number of solutions", PluralCount::of(r.total))
                  .arg(options.n)
                  .arg(r.total)
                  .arg(r.unique)
                  .toUtf8());
    out.write(tr("counted in %1 s (threads: %2, search nodes: %3)\n")
                  .arg(tally.seconds, 0, 'f', 3)
                  .arg(r.threads)
                  .arg(r.nodes)
                  .toUtf8());
}

int CountCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    print(*options, count(*options, io.err), io.out);
    return ExitOk;
}

}  // namespace queens::cli
