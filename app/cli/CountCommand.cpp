#include "CountCommand.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIODevice>
#include <atomic>
#include <chrono>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

#include "CliArguments.h"
#include "CliError.h"
#include "InterruptGuard.h"
#include "SolutionCounter.h"
#include "WorkUnitScheduler.h"

namespace queens::cli {

namespace {

bool stderrIsTerminal() {
#if defined(Q_OS_UNIX)
    return isatty(STDERR_FILENO) == 1;
#else
    return false;
#endif
}

// The progress report on standard error: nothing during the first second; then, on a terminal,
// one line rewritten in place at every update, otherwise a new line every few seconds.
class ProgressLine {
    Q_DECLARE_TR_FUNCTIONS(CountCommand)
public:
    ProgressLine(QIODevice* err, int n) : err_(err), n_(n), terminal_(stderrIsTerminal()) {
        timer_.start();
    }

    void update(std::size_t done, std::size_t units) {
        const qint64 elapsed = timer_.elapsed();
        if (err_ == nullptr || elapsed < 1000 || units == 0) return;
        if (!terminal_ && lastLine_ >= 0 && elapsed - lastLine_ < 5000) return;
        lastLine_ = elapsed;
        const double share = static_cast<double>(done) / static_cast<double>(units);
        QString left = tr("estimating the time left");
        if (done > 0) {
            const auto seconds =
                static_cast<qint64>(static_cast<double>(elapsed) * (1 - share) / share / 1000);
            left = seconds < 60 ? tr("about %1 s left").arg(seconds)
                                : tr("about %1 min %2 s left").arg(seconds / 60).arg(seconds % 60);
        }
        const QString text = tr("count %1: %2% of %3 work units done, %4")
                                 .arg(n_)
                                 .arg(100 * share, 0, 'f', 1)
                                 .arg(units)
                                 .arg(left);
        if (terminal_) {
            const qsizetype pad = std::max<qsizetype>(0, width_ - text.size());
            err_->write((QLatin1Char('\r') + text + QString(pad, QLatin1Char(' '))).toUtf8());
            width_ = std::max(width_, text.size());
        } else {
            err_->write((text + QLatin1Char('\n')).toUtf8());
        }
    }

    // Removes the rewritten line, so that what follows starts on a clean line.
    void clear() {
        if (err_ != nullptr && terminal_ && width_ > 0)
            err_->write((QLatin1Char('\r') + QString(width_, QLatin1Char(' ')) + QLatin1Char('\r'))
                            .toUtf8());
        width_ = 0;
    }

private:
    QIODevice* err_;
    int n_;
    bool terminal_;
    QElapsedTimer timer_;
    qint64 lastLine_ = -1;
    qsizetype width_ = 0;
};

}  // namespace

QString CountCommand::summary() const {
    return tr("count all solutions and the fundamental ones (distinct under symmetry)");
}

int CountCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Counts the solutions of the N-Queens problem on an N x N board: all of them, and the "
           "fundamental ones (one per class of solutions that rotations and reflections of the "
           "board turn into each other). N from 1 to %1. Runs over a second report their "
           "progress on standard error; Ctrl-C stops the count (exit code %2).")
            .arg(kMaxN)
            .arg(kExitInterrupted));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"),
        tr("Worker threads, 1 to %1 (default: the hardware threads, here %2).")
            .arg(kMaxThreads)
            .arg(WorkUnitScheduler::defaultThreads()),
        QStringLiteral("T"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        tr("Print one JSON object: {\"n\",\"total\",\"unique\",\"nodes\",\"threads\","
           "\"seconds\"}."));
    parser.addOptions({threadsOption, jsonOption});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli count N [--threads T] [--json]")))
        return ExitOk;

    const int n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")), kMaxN,
                                          QStringLiteral("count"));
    if (n > kMaxN)
        throw CliError::usage(tr("count supports N from 1 to %1; got %2 (%1 is the largest N of "
                                 "the published table, and from N = 29 on the count would not "
                                 "fit in 64 bits)")
                                  .arg(kMaxN)
                                  .arg(n));
    unsigned threads = WorkUnitScheduler::defaultThreads();
    if (parser.isSet(threadsOption)) {
        threads = static_cast<unsigned>(CliArguments::integerInRange(
            parser.value(threadsOption), QStringLiteral("--threads"), 1, kMaxThreads));
    }
    const bool json = parser.isSet(jsonOption);

    const auto start = std::chrono::steady_clock::now();
    const InterruptGuard guard;
    ProgressLine progress(io.err, n);
    const SolutionCounter counter(n);
    CountOptions options;
    options.threads = threads;
    options.cancel = InterruptGuard::flag();
    options.progressInterval = std::chrono::milliseconds(200);
    options.progress = [&progress](std::size_t done, std::size_t units) {
        progress.update(done, units);
    };
    const CountResult r = counter.count(options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.clear();
    if (r.status == CountStatus::Cancelled)
        throw CliError(kExitInterrupted,
                       tr("interrupted after %1 of %2 work units (%3%); no count printed")
                           .arg(r.unitsDone)
                           .arg(r.units)
                           .arg(r.units == 0 ? 0.0 : 100.0 * r.unitsDone / r.units, 0, 'f', 1));

    if (json) {
        // By hand: QJsonValue would pass the counts through double (exact only below 2^53).
        io.out.write(QStringLiteral("{\"n\":%1,\"total\":%2,\"unique\":%3,\"nodes\":%4,"
                                    "\"threads\":%5,\"seconds\":%6}\n")
                         .arg(n)
                         .arg(r.total)
                         .arg(r.unique)
                         .arg(r.nodes)
                         .arg(r.threads)
                         .arg(seconds, 0, 'f', 6)
                         .toUtf8());
        return ExitOk;
    }
    io.out.write(tr("N = %1: %2 solutions, %3 fundamental (distinct under rotations and "
                    "reflections)\n")
                     .arg(n)
                     .arg(r.total)
                     .arg(r.unique)
                     .toUtf8());
    io.out.write(tr("counted in %1 s (threads: %2, search nodes: %3)\n")
                     .arg(seconds, 0, 'f', 3)
                     .arg(r.threads)
                     .arg(r.nodes)
                     .toUtf8());
    return ExitOk;
}

}  // namespace queens::cli
