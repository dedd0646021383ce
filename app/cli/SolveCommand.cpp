#include "SolveCommand.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIODevice>
#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "BoardState.h"
#include "CliArguments.h"
#include "CliError.h"
#include "CspOptionsParser.h"
#include "DecimalLines.h"
#include "FastMinConflicts.h"
#include "InterruptGuard.h"
#include "LocalSearchOptionsParser.h"
#include "OutputSink.h"
#include "QueensConstruction.h"
#include "SolutionVerifier.h"
#include "StepperFactory.h"

namespace queens::cli {

namespace {

const QString kMinConflicts = QStringLiteral("min-conflicts");

// The fast kernels accept boards up to 10^9 queens (about 5 GB with the check).
constexpr std::int64_t kHugeSolveLimit = FastMinConflicts::kMaxN;

// Exhaustive searches take the lowest columns first; the nodes they visit before their first
// solution grow steeply with N and pass 10^9 from about N = 34 on (docs/design.md, "The
// command line", has the figures).
constexpr int kExhaustiveSolveLimit = 32;

// The steppers `solve` runs besides the fast kernels: the exhaustive searches that find a first
// solution quickly, and the local searches.
bool solvesWith(Algorithm a) {
    return a == Algorithm::Backtracking || a == Algorithm::Bitmask || a == Algorithm::Csp ||
           a == Algorithm::Dlx || isLocalSearch(a);
}

// CSP backtracking that orders the rows (MRV) or breaks ties at random reaches a first solution
// of large boards; in row order it is plain backtracking, with its practical limit. Dancing
// links choose the item with the fewest options: StepperFactory::maxN is its own limit.
bool reachesLargeBoards(Algorithm a, const StepperOptions& o) {
    if (a == Algorithm::Dlx) return true;
    return isLocalSearch(a) || (a == Algorithm::Csp &&
                                (o.varOrder != StepperOptions::VarOrder::InOrder || o.randomTies));
}

// The fixed methods, then the other steppers the algorithm list offers.
QString methodNames() {
    QString names = QStringLiteral("min-conflicts, construct, bitmask, backtracking");
    for (const Algorithm a : kAllAlgorithms)
        if (solvesWith(a) && a != Algorithm::MinConflicts && a != Algorithm::Backtracking &&
            a != Algorithm::Bitmask)
            names += QStringLiteral(", ") + QString::fromUtf8(algorithmName(a));
    return names;
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

}  // namespace

QString SolveCommand::summary() const {
    return tr("find one solution and print its placement");
}

std::optional<SolveCommand::Options> SolveCommand::parse(const QStringList& args,
                                                         QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Finds one solution of the N-Queens problem and prints it: the 0-based column of "
           "each row, one per line. Exit code 1 when no solution exists (N = 2 or 3)."));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    parser.addOptions(
        {{QStringLiteral("method"),
          tr("Search method, one of: %1 (default min-conflicts; min-conflicts and construct "
             "handle millions of queens, bitmask and backtracking up to N = %2).")
              .arg(methodNames())
              .arg(kExhaustiveSolveLimit),
          QStringLiteral("M")},
         {QStringLiteral("seed"), tr("Random seed for min-conflicts (default 1)."),
          QStringLiteral("S")},
         {QStringLiteral("output"),
          tr("Write the placement to FILE (replaced only when complete); - is standard output."),
          QStringLiteral("FILE")},
         {QStringLiteral("json"),
          tr("Print a JSON summary line {\"n\",\"method\",\"seed\",\"seconds\",\"verified\"}; "
             "requires --output FILE.")},
         {QStringLiteral("no-verify"),
          tr("Print the result without checking it first (every result is checked by "
             "default).")}});
    const LocalSearchOptionsParser local;
    local.addOptions(parser);
    const CspOptionsParser csp;
    csp.addOptions(parser);
    if (!parseArguments(parser, args, out,
                        QStringLiteral("queenslab-cli solve N [--method M] [--seed S] "
                                       "[--output FILE|-] [--json] [--no-verify] "
                                       "[local-search options] [CSP options]")))
        return std::nullopt;
    Options options = read(parser, singlePositional(parser, QStringLiteral("N")));
    // The search options go to the stepper that uses them only.
    local.read(parser, options.algorithm, options.stepper);
    csp.read(parser, options.algorithm, options.stepper);
    checkLimits(options);
    return options;
}

SolveCommand::Options SolveCommand::read(const QCommandLineParser& parser, const QString& nText) {
    Options options;
    options.stepper.allSolutions = false;
    options.method = parser.isSet(QStringLiteral("method")) ? parser.value(QStringLiteral("method"))
                                                            : kMinConflicts;
    if (!options.construct() && options.method != kMinConflicts) {
        options.algorithm = algorithmFromName(options.method.toStdString());
        if (!options.algorithm || !solvesWith(*options.algorithm))
            throw CliError::usage(
                tr("unknown method '%1'; choose one of: %2").arg(options.method, methodNames()));
    }
    // The exhaustive searches' practical limit is checked with their options (checkLimits).
    const auto methodMaxN =
        options.fast() ? kHugeSolveLimit : StepperFactory::maxN(*options.algorithm);
    options.stepper.n = CliArguments::boardSize(nText, static_cast<int>(methodMaxN),
                                                tr("the %1 method").arg(options.method));
    if (parser.isSet(QStringLiteral("seed")))
        options.stepper.seed = CliArguments::seed(parser.value(QStringLiteral("seed")));
    options.json = parser.isSet(QStringLiteral("json"));
    options.verify = !parser.isSet(QStringLiteral("no-verify"));
    options.output = parser.value(QStringLiteral("output"));
    if (options.json && OutputSink::isStandardOutput(options.output))
        throw CliError::usage(
            tr("--json prints the summary on standard output; give the "
               "placement a file with --output FILE"));
    return options;
}

void SolveCommand::checkLimits(const Options& options) {
    const int n = options.stepper.n;
    if (!options.fast()) {
        if (const std::string why = StepperFactory::validate(*options.algorithm, options.stepper);
            !why.empty())
            throw CliError::usage(QString::fromStdString(why));
        if (n > kExhaustiveSolveLimit && !reachesLargeBoards(*options.algorithm, options.stepper))
            throw CliError::usage(
                tr("the %1 search would run for hours to find a first solution of N = %2 (it "
                   "is practical up to N = %3); use --method min-conflicts")
                    .arg(options.method)
                    .arg(n)
                    .arg(kExhaustiveSolveLimit));
        return;
    }
    // Refused before anything is allocated: N beyond the kernels, or beyond the memory.
    if (n > kHugeSolveLimit)
        throw CliError::usage(tr("N = %1 is too large for the %2 method (at most %3)")
                                  .arg(n)
                                  .arg(options.method)
                                  .arg(kHugeSolveLimit));
    const std::uint64_t needed =
        bytesForSolve(static_cast<std::uint64_t>(n), options.construct(), options.verify);
    if (const auto available = availableMemory(); available && needed > *available)
        throw CliError::usage(
            tr("N = %1 needs about %2 MiB of memory, but only %3 MiB are available")
                .arg(n)
                .arg((needed >> 20) + 1)
                .arg(*available >> 20));
}

std::optional<HugePageVector<int>> SolveCommand::minConflicts(const Options& options,
                                                              const QElapsedTimer& timer) {
    FastMinConflicts::Options fastOptions;
    fastOptions.seed = options.stepper.seed;
    fastOptions.cancel = InterruptGuard::flag();
    FastMinConflicts kernel(options.stepper.n, fastOptions);
    std::optional<HugePageVector<int>> solution;
    if (kernel.solve()) solution = kernel.takePlacement();  // frees the kernel's bitsets
    if (kernel.cancelled())
        throw interruptedSolve(tr("%1 s of min-conflicts search (%2 builds, %3 swaps)")
                                   .arg(static_cast<double>(timer.nsecsElapsed()) / 1e9, 0, 'f', 2)
                                   .arg(kernel.stats().builds)
                                   .arg(kernel.stats().swaps));
    return solution;
}

std::optional<HugePageVector<int>> SolveCommand::search(const Options& options,
                                                        const QElapsedTimer& timer) {
    if (options.construct()) {
        HugePageVector<int> placement(static_cast<std::size_t>(options.stepper.n));
        QueensConstruction::fill(placement);
        return placement;
    }
    if (options.fast()) return minConflicts(options, timer);
    const std::optional<std::vector<int>> found =
        firstSolution(*options.algorithm, options.stepper);
    if (!found) return std::nullopt;
    return HugePageVector<int>(found->begin(), found->end());
}

SolveCommand::Solution SolveCommand::solve(const Options& options) {
    QElapsedTimer timer;
    timer.start();
    std::optional<HugePageVector<int>> found = search(options, timer);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (!found && options.algorithm &&
        (isLocalSearch(*options.algorithm) || options.stepper.maxRestarts > 0))
        throw CliError(ExitNo, tr("the %1 search stopped without finding a solution (a local "
                                  "search can get stuck); try other options or another --seed")
                                   .arg(options.method));
    if (!found)
        throw CliError(ExitInternal,
                       tr("internal error: the %1 search ended without a solution, but N = %2 "
                          "has solutions")
                           .arg(options.method)
                           .arg(options.stepper.n));
    if (InterruptGuard::interrupted())
        throw interruptedSolve(tr("the search (%1 s), before the check").arg(seconds, 0, 'f', 2));
    if (options.verify) {
        const SolutionVerifier::Result check = SolutionVerifier::verify(*found);
        if (!check.ok())
            throw CliError(ExitInternal,
                           tr("internal error: the %1 search returned a placement that is not a "
                              "solution (first offending row: %2)")
                               .arg(options.method)
                               .arg(check.row));
    }
    return Solution{std::move(*found), seconds};
}

void SolveCommand::writePlacement(const HugePageVector<int>& placement, OutputSink& sink) {
    HugePageVector<char> buffer(kRowsPerChunk * DecimalLines::kMaxLineBytes);
    const std::span<const int> rows(placement);
    for (std::size_t row = 0; row < rows.size();) {
        const std::size_t count = std::min(kRowsPerChunk, rows.size() - row);
        const char* end = DecimalLines::write(rows.subspan(row, count), buffer.data());
        row += count;
        if (InterruptGuard::interrupted())
            throw InterruptGuard::interruptedError(
                tr("interrupted while writing row %1 of %2; the output is incomplete (a file "
                   "given with --output is left unchanged)")
                    .arg(row)
                    .arg(rows.size()));
        sink.write(buffer.data(), static_cast<qsizetype>(end - buffer.data()));
    }
}

QByteArray SolveCommand::summaryLine(const Options& options, const Solution& solution) {
    // Written by hand: QJsonValue keeps numbers as doubles, which would round seeds above
    // 2^53 and make the run impossible to reproduce from its own summary.
    QByteArray line = QByteArrayLiteral("{\"n\":") + QByteArray::number(options.stepper.n);
    line += ",\"method\":\"" + options.method.toUtf8() + "\"";  // one of the fixed method names
    line += ",\"seed\":" + QByteArray::number(static_cast<quint64>(options.stepper.seed));
    line += ",\"seconds\":" + QByteArray::number(solution.seconds, 'g', 9);
    line += QByteArrayLiteral(",\"verified\":") + (options.verify ? "true" : "false") + "}\n";
    return line;
}

int SolveCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    OutputSink sink(options->output, io.out);
    // No search can prove that nothing exists; for N = 2 and 3 we know it.
    if (hasNoSolution(options->stepper.n))
        throw CliError(ExitNo, tr("no solution exists for N = %1").arg(options->stepper.n));

    const InterruptGuard guard;
    const Solution solution = solve(*options);
    writePlacement(solution.placement, sink);
    if (InterruptGuard::interrupted())
        throw interruptedSolve(tr("the search (%1 s), before the output was complete")
                                   .arg(solution.seconds, 0, 'f', 2));
    sink.commit();
    if (options->json) io.out.write(summaryLine(*options, solution));
    return ExitOk;
}

}  // namespace queens::cli
