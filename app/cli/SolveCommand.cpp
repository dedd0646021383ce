#include "SolveCommand.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>
#include <vector>

#include "Board.h"
#include "BoardState.h"
#include "CliArguments.h"
#include "CliError.h"
#include "OutputSink.h"
#include "StepperFactory.h"

namespace queens::cli {

namespace {

const QString kConstruct = QStringLiteral("construct");

// Exhaustive searches take the lowest columns first; their first solution is found in under a
// second up to N = 32 but needs 10^9 and more nodes from about N = 34 on (measured with the
// bitmask stepper: 1.3e7 nodes at N = 31, 1.4e8 at 33, over 2e9 at 34, 36 and 38..64).
constexpr int kExhaustiveSolveLimit = 32;

QString methodNames() {
    return QStringLiteral("min-conflicts, construct, bitmask, backtracking");
}

// Runs the stepper until its first Solution event; the board at that moment, or nothing when
// the run ended without one.
std::optional<std::vector<int>> firstSolution(Algorithm algorithm, const StepperOptions& options) {
    const auto stepper = StepperFactory::create(algorithm, options);
    BoardState state(options.n);
    StepEvent e;
    while (stepper->next(e)) {
        state.apply(e);
        if (e.kind == EventKind::Solution) return state.placement();
    }
    return std::nullopt;
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
        tr("Search method, one of: %1 (default min-conflicts; construct is not available "
           "yet).")
            .arg(methodNames()),
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
    parser.addOptions({methodOption, seedOption, outputOption, jsonOption});
    if (!parseArguments(parser, args, io.out,
                        QStringLiteral("queenslab-cli solve N [--method M] [--seed S] "
                                       "[--output FILE|-] [--json]")))
        return ExitOk;

    StepperOptions options;
    options.n = CliArguments::boardSize(singlePositional(parser, QStringLiteral("N")));
    options.allSolutions = false;
    const QString method =
        parser.isSet(methodOption) ? parser.value(methodOption) : QStringLiteral("min-conflicts");
    if (method == kConstruct)
        throw CliError::usage(
            tr("the construct method is not available yet; use one of: "
               "min-conflicts, bitmask, backtracking"));
    const auto algorithm = algorithmFromName(method.toStdString());
    if (!algorithm || (*algorithm != Algorithm::Backtracking && *algorithm != Algorithm::Bitmask &&
                       *algorithm != Algorithm::MinConflicts))
        throw CliError::usage(
            tr("unknown method '%1'; choose one of: %2").arg(method, methodNames()));
    if (parser.isSet(seedOption)) options.seed = CliArguments::seed(parser.value(seedOption));
    const bool json = parser.isSet(jsonOption);
    const QString outputPath = parser.value(outputOption);
    if (json && OutputSink::isStandardOutput(outputPath))
        throw CliError::usage(
            tr("--json prints the summary on standard output; give the "
               "placement a file with --output FILE"));
    if (const std::string why = StepperFactory::validate(*algorithm, options); !why.empty())
        throw CliError::usage(QString::fromStdString(why));
    if (*algorithm != Algorithm::MinConflicts && options.n > kExhaustiveSolveLimit)
        throw CliError::usage(
            tr("the %1 search would run for hours to find a first solution of N = %2 (it is "
               "practical up to N = %3); use --method min-conflicts")
                .arg(method)
                .arg(options.n)
                .arg(kExhaustiveSolveLimit));

    OutputSink sink(outputPath, io.out);
    const QString noSolution = tr("no solution exists for N = %1").arg(options.n);
    // A local search cannot prove that nothing exists; for N = 2 and 3 we know it.
    if (*algorithm == Algorithm::MinConflicts && hasNoSolution(options.n))
        throw CliError(ExitNo, noSolution);

    QElapsedTimer timer;
    timer.start();
    const auto solution = firstSolution(*algorithm, options);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (!solution) {
        if (hasNoSolution(options.n)) throw CliError(ExitNo, noSolution);
        throw CliError(ExitInternal,
                       tr("internal error: the %1 search ended without a solution, but N = %2 "
                          "has solutions")
                           .arg(method)
                           .arg(options.n));
    }
    if (!Board(*solution).isSolution())
        throw CliError(ExitInternal,
                       tr("internal error: the %1 search returned a placement that is not a "
                          "solution")
                           .arg(method));

    QByteArray text;
    text.reserve(static_cast<qsizetype>(solution->size()) * 8);
    for (const int col : *solution) text.append(QByteArray::number(col)).append('\n');
    sink.write(text);
    sink.commit();
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("n"), options.n);
        o.insert(QStringLiteral("method"), method);
        o.insert(QStringLiteral("seed"), static_cast<qint64>(options.seed));
        o.insert(QStringLiteral("seconds"), seconds);
        o.insert(QStringLiteral("verified"), true);
        io.out.write(QJsonDocument(o).toJson(QJsonDocument::Compact).append('\n'));
    }
    return ExitOk;
}

}  // namespace queens::cli
