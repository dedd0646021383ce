#include "CountCommand.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <algorithm>
#include <chrono>

#include "CliArguments.h"
#include "CliError.h"
#include "CountProgressLine.h"
#include "CspOptionsParser.h"
#include "InterruptGuard.h"
#include "PluralCount.h"
#include "StepperFactory.h"
#include "WorkUnitScheduler.h"

namespace queens::cli {

namespace {

const QString kCounter = QStringLiteral("counter");

// "counter, backtracking, permutation, ...": the default, then every stepper that can count.
QString methodNames() {
    QString names = kCounter;
    for (const Algorithm a : kAllAlgorithms)
        if (ExhaustiveCount::counts(a)) names += QStringLiteral(", ") + algorithmName(a).data();
    return names;
}

}  // namespace

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
         {QStringLiteral("method"),
          tr("How to count, one of: %1. The default, counter, is the fast counter (several "
             "threads, the fundamental count by Burnside's lemma). Any other runs that search to "
             "its end, N up to %2, on one thread, and reports its nodes, backtracks, consistency "
             "checks, prunings, wipe-outs and link updates; the fundamental solutions are those "
             "that are their class's smallest member.")
              .arg(methodNames())
              .arg(kStepperMaxN),
          QStringLiteral("M")},
         {QStringLiteral("json"),
          tr("Print one JSON object: {\"n\",\"total\",\"unique\",\"nodes\",\"threads\","
             "\"seconds\"}; with --method a search, {\"n\",\"method\",\"total\",\"unique\","
             "\"nodes\",\"backtracks\",\"checks\",\"prunings\",\"wipeouts\","
             "\"backjumps\",\"updates\",\"seconds\"}.")}});
    const CspOptionsParser csp;
    csp.addOptions(parser);
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli count N [--threads T] [--method M] "
                                       "[CSP options] [--json]")))
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
    if (parser.isSet(QStringLiteral("method")) &&
        parser.value(QStringLiteral("method")) != kCounter) {
        const QString name = parser.value(QStringLiteral("method"));
        options.method = algorithmFromName(name.toStdString());
        if (!options.method || !ExhaustiveCount::counts(*options.method))
            throw CliError::usage(
                tr("count cannot count with '%1'; choose one of: %2").arg(name, methodNames()));
        const int maxN = std::min(kStepperMaxN, StepperFactory::maxN(*options.method));
        if (options.n > maxN)
            throw CliError::usage(tr("count --method %1 supports N up to %2; got %3 (the default "
                                     "counter goes to %4)")
                                      .arg(name)
                                      .arg(maxN)
                                      .arg(options.n)
                                      .arg(kMaxN));
        if (parser.isSet(QStringLiteral("threads")))
            throw CliError::usage(
                tr("--threads is for the default counter; the %1 search runs on one thread")
                    .arg(name));
    }
    options.stepper.n = options.n;
    csp.read(parser, options.method, options.stepper);
    if (options.method) {
        if (const std::string why = StepperFactory::validate(*options.method, options.stepper);
            !why.empty())
            throw CliError::usage(QString::fromStdString(why));
        options.threads = 1;
    } else if (parser.isSet(QStringLiteral("threads"))) {
        options.threads = static_cast<unsigned>(CliArguments::integerInRange(
            parser.value(QStringLiteral("threads")), QStringLiteral("--threads"), 1, kMaxThreads));
    } else {
        options.threads = WorkUnitScheduler::defaultThreads();
    }
    options.json = parser.isSet(QStringLiteral("json"));
    return options;
}

CountCommand::Tally CountCommand::count(const Options& options, QIODevice* err) {
    const auto start = std::chrono::steady_clock::now();
    const InterruptGuard guard;
    if (options.method) {
        Tally tally;
        tally.search =
            ExhaustiveCount::run(*options.method, options.stepper, InterruptGuard::flag());
        if (!tally.search)
            throw CliError(kExitInterrupted,
                           tr("interrupted during the %1 search; no count printed")
                               .arg(algorithmName(*options.method).data()));
        tally.seconds = tally.search->seconds;
        return tally;
    }
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
    if (tally.search) {
        printSearch(options, tally, out);
        return;
    }
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
    printCounts(options.n, r.total, r.unique, out);
    out.write(tr("counted in %1 s (threads: %2, search nodes: %3)\n")
                  .arg(tally.seconds, 0, 'f', 3)
                  .arg(r.threads)
                  .arg(r.nodes)
                  .toUtf8());
}

void CountCommand::printCounts(int n, std::uint64_t total, std::uint64_t fundamental,
                               QIODevice& out) {
    out.write(tr("N = %1: %2 solution(s), %3 fundamental (distinct under rotations and "
                 "reflections)\n",
                 "%2 is the number of solutions", PluralCount::of(total))
                  .arg(n)
                  .arg(total)
                  .arg(fundamental)
                  .toUtf8());
}

void CountCommand::printSearch(const Options& options, const Tally& tally, QIODevice& out) {
    const ExhaustiveCount::Result& r = *tally.search;
    const SearchStats& s = r.stats;
    const QString method = QString::fromUtf8(algorithmName(*options.method).data());
    if (options.json) {
        out.write(QStringLiteral("{\"n\":%1,\"method\":\"%2\",\"total\":%3,\"unique\":%4,"
                                 "\"nodes\":%5,\"backtracks\":%6,\"checks\":%7,"
                                 "\"prunings\":%8,\"wipeouts\":%9,")
                      .arg(options.n)
                      .arg(method)
                      .arg(r.total)
                      .arg(r.fundamental)
                      .arg(s.nodes)
                      .arg(s.backtracks)
                      .arg(s.checks)
                      .arg(s.prunings)
                      .arg(s.wipeouts)
                      .toUtf8());
        out.write(QStringLiteral("\"backjumps\":%1,\"updates\":%2,\"seconds\":%3}\n")
                      .arg(s.backjumps)
                      .arg(s.updates)
                      .arg(tally.seconds, 0, 'f', 6)
                      .toUtf8());
        return;
    }
    printCounts(options.n, r.total, r.fundamental, out);
    out.write(tr("searched in %1 s by %2 (nodes: %3, backtracks: %4, consistency checks: %5, "
                 "prunings: %6, wipe-outs: %7, backjumps: %8, link updates: %9)\n")
                  .arg(tally.seconds, 0, 'f', 3)
                  .arg(method)
                  .arg(s.nodes)
                  .arg(s.backtracks)
                  .arg(s.checks)
                  .arg(s.prunings)
                  .arg(s.wipeouts)
                  .arg(s.backjumps)
                  .arg(s.updates)
                  .toUtf8());
}

int CountCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    print(*options, count(*options, io.err), io.out);
    return ExitOk;
}

}  // namespace queens::cli
