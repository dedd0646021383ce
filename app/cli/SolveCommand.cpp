#include "SolveCommand.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIODevice>
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <vector>

#include "BoardState.h"
#include "CliArguments.h"
#include "CliError.h"
#include "FastMinConflicts.h"
#include "InterruptGuard.h"
#include "OutputSink.h"
#include "QueensConstruction.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

namespace queens::cli {

namespace {

const QString kConstruct = QStringLiteral("construct");
const QString kMinConflicts = QStringLiteral("min-conflicts");

// The fast kernels accept boards up to 10^9 queens (about 5 GB with the check).
constexpr std::int64_t kHugeSolveLimit = FastMinConflicts::kMaxN;

// Exhaustive searches take the lowest columns first; their first solution is found in under a
// second up to N = 32 but needs 10^9 and more nodes from about N = 34 on (measured with the
// bitmask stepper: 1.3e7 nodes at N = 31, 1.4e8 at 33, over 2e9 at 34, 36 and 38..64).
constexpr int kExhaustiveSolveLimit = 32;

QString methodNames() {
    return QStringLiteral("min-conflicts, construct, bitmask, backtracking");
}

// The message of an interrupted solve (exit 130): how far it got, and that nothing was written.
CliError interruptedSolve(const QString& progress) {
    return InterruptGuard::interruptedError(
        QCoreApplication::translate("SolveCommand", "interrupted after %1; no placement written")
            .arg(progress));
}

// Runs the stepper until its first Solution event; the board at that moment, or nothing when
// the run ended without one. Ctrl-C (polled every 4096 steps) throws exit 130.
std::optional<std::vector<int>> firstSolution(Algorithm algorithm, const StepperOptions& options) {
    const auto stepper = StepperFactory::create(algorithm, options);
    BoardState state(options.n);
    StepEvent e;
    std::uint64_t steps = 0;
    while (stepper->next(e)) {
        state.apply(e);
        if (e.kind == EventKind::Solution) return state.placement();
        if ((++steps & 4095) == 0 && InterruptGuard::interrupted())
            throw interruptedSolve(
                QCoreApplication::translate("SolveCommand", "%1 search steps").arg(steps));
    }
    return std::nullopt;
}

// MemAvailable of /proc/meminfo in bytes, or nothing where there is no such file (not Linux).
std::optional<std::uint64_t> availableMemory() {
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (!meminfo.open(QIODevice::ReadOnly)) return std::nullopt;
    for (const QByteArray& line : meminfo.readAll().split('\n')) {
        if (!line.startsWith("MemAvailable:")) continue;
        const QByteArray kib = line.mid(13).trimmed().split(' ').value(0);
        bool ok = false;
        const qulonglong value = kib.toULongLong(&ok);
        if (ok) return static_cast<std::uint64_t>(value) * 1024;
    }
    return std::nullopt;
}

// Peak bytes of a fast solve of n queens: the kernel (the placement included), the check's
// bitsets, and the output buffers.
std::uint64_t bytesForSolve(std::uint64_t n, bool construct, bool verify) {
    const std::uint64_t kernel = construct ? 4 * n : FastMinConflicts::bytesNeeded(n);
    return kernel + (verify ? SolutionVerifier::bytesNeeded(n) : 0) + (4u << 20);
}

// The placement, one column per line, formatted with std::to_chars into 1 MiB chunks.
void writePlacement(const std::vector<int>& placement, OutputSink& sink) {
    constexpr std::size_t kChunk = std::size_t{1} << 20;
    std::vector<char> buffer(kChunk + 16);  // room for one more int and its newline
    char* const begin = buffer.data();
    char* const end = begin + buffer.size();
    char* out = begin;
    std::size_t rows = 0;
    for (const int col : placement) {
        out = std::to_chars(out, end, col).ptr;
        *out++ = '\n';
        ++rows;
        if (static_cast<std::size_t>(out - begin) >= kChunk) {
            if (InterruptGuard::interrupted())
                throw InterruptGuard::interruptedError(
                    QCoreApplication::translate("SolveCommand",
                                                "interrupted while writing row %1 of %2; the "
                                                "output is incomplete (a file given with --output "
                                                "is left unchanged)")
                        .arg(rows)
                        .arg(placement.size()));
            sink.write(QByteArray::fromRawData(begin, static_cast<qsizetype>(out - begin)));
            out = begin;
        }
    }
    if (out != begin)
        sink.write(QByteArray::fromRawData(begin, static_cast<qsizetype>(out - begin)));
}

}  // namespace

QString SolveCommand::summary() const {
    return tr("find one solution and print its placement");
}

int SolveCommand::run(const QStringList& args, CliIo& io) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Finds one solution of the N-Queens problem and prints it: the 0-based column of "
           "each row, one per line. Exit code 1 when no solution exists (N = 2 or 3)."));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    const QCommandLineOption methodOption(
        QStringLiteral("method"),
        tr("Search method, one of: %1 (default min-conflicts; min-conflicts and construct "
           "handle millions of queens, bitmask and backtracking up to N = %2).")
            .arg(methodNames())
            .arg(kExhaustiveSolveLimit),
        QStringLiteral("M"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        tr("Random seed for min-conflicts (default 1)."),
                                        QStringLiteral("S"));
    const QCommandLineOption outputOption(
        QStringLiteral("output"),
        tr("Write the placement to FILE (replaced only when complete); - is standard output."),
        QStringLiteral("FILE"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        tr("Print a JSON summary line {\"n\",\"method\",\"seed\",\"seconds\",\"verified\"}; "
           "requires --output FILE."));
    const QCommandLineOption noVerifyOption(
        QStringLiteral("no-verify"),
        tr("Print the result without checking it first (every result is checked by default)."));
    parser.addOptions({methodOption, seedOption, outputOption, jsonOption, noVerifyOption});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli solve N [--method M] [--seed S] "
                                       "[--output FILE|-] [--json] [--no-verify]")))
        return ExitOk;

    StepperOptions options;
    const QString nText = singlePositional(parser, QStringLiteral("N"));
    options.allSolutions = false;
    const QString method = parser.isSet(methodOption) ? parser.value(methodOption) : kMinConflicts;
    const bool construct = method == kConstruct;
    const bool fast = construct || method == kMinConflicts;
    const auto algorithm = algorithmFromName(method.toStdString());
    if (!fast &&
        (!algorithm || (*algorithm != Algorithm::Backtracking && *algorithm != Algorithm::Bitmask)))
        throw CliError::usage(
            tr("unknown method '%1'; choose one of: %2").arg(method, methodNames()));
    const auto methodMaxN =
        fast ? kHugeSolveLimit
             : std::min<std::int64_t>(StepperFactory::maxN(*algorithm), kExhaustiveSolveLimit);
    options.n = CliArguments::boardSize(nText, static_cast<int>(methodMaxN),
                                        tr("the %1 method").arg(method));
    if (parser.isSet(seedOption)) options.seed = CliArguments::seed(parser.value(seedOption));
    const bool json = parser.isSet(jsonOption);
    const bool verify = !parser.isSet(noVerifyOption);
    const QString outputPath = parser.value(outputOption);
    if (json && OutputSink::isStandardOutput(outputPath))
        throw CliError::usage(
            tr("--json prints the summary on standard output; give the "
               "placement a file with --output FILE"));
    if (fast) {
        // Refused before anything is allocated: N beyond the kernels, or beyond the memory.
        const auto n = static_cast<std::uint64_t>(options.n);
        if (options.n > kHugeSolveLimit)
            throw CliError::usage(tr("N = %1 is too large for the %2 method (at most %3)")
                                      .arg(options.n)
                                      .arg(method)
                                      .arg(kHugeSolveLimit));
        const std::uint64_t needed = bytesForSolve(n, construct, verify);
        if (const auto available = availableMemory(); available && needed > *available)
            throw CliError::usage(
                tr("N = %1 needs about %2 MiB of memory, but only %3 MiB are available")
                    .arg(options.n)
                    .arg((needed >> 20) + 1)
                    .arg(*available >> 20));
    } else {
        if (const std::string why = StepperFactory::validate(*algorithm, options); !why.empty())
            throw CliError::usage(QString::fromStdString(why));
        if (options.n > kExhaustiveSolveLimit)
            throw CliError::usage(
                tr("the %1 search would run for hours to find a first solution of N = %2 (it "
                   "is practical up to N = %3); use --method min-conflicts")
                    .arg(method)
                    .arg(options.n)
                    .arg(kExhaustiveSolveLimit));
    }

    OutputSink sink(outputPath, io.out);
    const QString noSolution = tr("no solution exists for N = %1").arg(options.n);
    // No search can prove that nothing exists; for N = 2 and 3 we know it.
    if (hasNoSolution(options.n)) throw CliError(ExitNo, noSolution);

    const InterruptGuard guard;
    QElapsedTimer timer;
    timer.start();
    std::optional<std::vector<int>> solution;
    if (construct) {
        solution = QueensConstruction::build(options.n);
    } else if (fast) {
        FastMinConflicts::Options fastOptions;
        fastOptions.seed = options.seed;
        fastOptions.cancel = InterruptGuard::flag();
        FastMinConflicts kernel(options.n, fastOptions);
        if (kernel.solve()) solution = kernel.takePlacement();  // frees the kernel's bitsets
        if (kernel.cancelled())
            throw interruptedSolve(
                tr("%1 s of min-conflicts search (%2 builds, %3 swaps)")
                    .arg(static_cast<double>(timer.nsecsElapsed()) / 1e9, 0, 'f', 2)
                    .arg(kernel.stats().builds)
                    .arg(kernel.stats().swaps));
    } else {
        solution = firstSolution(*algorithm, options);
    }
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (!solution)
        throw CliError(ExitInternal,
                       tr("internal error: the %1 search ended without a solution, but N = %2 "
                          "has solutions")
                           .arg(method)
                           .arg(options.n));
    if (InterruptGuard::interrupted())
        throw interruptedSolve(tr("the search (%1 s), before the check").arg(seconds, 0, 'f', 2));
    if (verify) {
        const SolutionVerifier::Result check = SolutionVerifier::verify(*solution);
        if (!check.ok())
            throw CliError(ExitInternal,
                           tr("internal error: the %1 search returned a placement that is not a "
                              "solution (first offending row: %2)")
                               .arg(method)
                               .arg(check.row));
    }

    writePlacement(*solution, sink);
    if (InterruptGuard::interrupted())
        throw interruptedSolve(
            tr("the search (%1 s), before the output was complete").arg(seconds, 0, 'f', 2));
    sink.commit();
    if (json) {
        // Written by hand: QJsonValue keeps numbers as doubles, which would round seeds above
        // 2^53 and make the run impossible to reproduce from its own summary.
        QByteArray line = QByteArrayLiteral("{\"n\":") + QByteArray::number(options.n);
        line += ",\"method\":\"" + method.toUtf8() + "\"";  // one of the fixed method names
        line += ",\"seed\":" + QByteArray::number(static_cast<quint64>(options.seed));
        line += ",\"seconds\":" + QByteArray::number(seconds, 'g', 9);
        line += QByteArrayLiteral(",\"verified\":") + (verify ? "true" : "false") + "}\n";
        io.out.write(line);
    }
    return ExitOk;
}

}  // namespace queens::cli
