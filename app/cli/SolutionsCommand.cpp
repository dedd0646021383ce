#include "SolutionsCommand.h"

#include <QCommandLineParser>
#include <algorithm>
#include <array>
#include <span>

#include "CliArguments.h"
#include "CliError.h"
#include "ExportFile.h"
#include "ExportOptionsParser.h"
#include "InterruptGuard.h"
#include "OutputSink.h"
#include "PluralCount.h"
#include "SolutionCatalog.h"
#include "SolutionEnumerator.h"
#include "SolutionListWriter.h"
#include "Symmetry.h"

namespace queens::cli {

namespace {

// "c0 c1 ... cn-1\n" without going through QString: this loop may print 10^7 lines.
void formatLine(std::span<const int> placement, QByteArray& line) {
    line.resize(0);  // keeps the capacity
    std::array<char, 12> digits{};
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (i > 0) line.append(' ');
        int v = placement[i];
        std::size_t k = 0;
        do {
            digits[k++] = static_cast<char>('0' + v % 10);
            v /= 10;
        } while (v > 0);
        while (k > 0) line.append(digits[--k]);
    }
    line.append('\n');
}

}  // namespace

std::optional<SolutionsCommand::Options> SolutionsCommand::parse(const QStringList& args,
                                                                 QIODevice& out) const {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Lists the solutions of the N-Queens problem on an N x N board, one per line: the "
           "0-based column of each row, separated by spaces, in lexicographic order. N above "
           "%1 needs --limit; N above %2 is not supported.")
            .arg(kMaxUnlimitedN)
            .arg(SolutionEnumerator::kMaxN));
    parser.addPositionalArgument(QStringLiteral("N"), tr("Board size (a positive integer)."));
    parser.addOptions(
        {{QStringLiteral("unique"),
          tr("Only one solution per symmetry class (rotations and reflections): the "
             "lexicographically smallest.")},
         {QStringLiteral("limit"), tr("Print at most K solutions."), QStringLiteral("K")},
         {QStringLiteral("output"),
          tr("Write to FILE (replaced only when complete) instead of standard output. A name "
             "ending in .csv gets CSV: a header \"solution,class,orbit,r0,...\", then per "
             "solution its number, the number of its symmetry class, the size of its orbit (1, "
             "2, 4 or 8) and its columns (N up to %1).")
              .arg(SolutionCatalog::kMaxN),
          QStringLiteral("FILE")}});
    if (!parseArguments(
            parser, args, out,
            QStringLiteral("queenslab-cli solutions N [--unique] [--limit K] [--output FILE]")))
        return std::nullopt;
    return read(parser, singlePositional(parser, QStringLiteral("N")));
}

SolutionsCommand::Options SolutionsCommand::read(const QCommandLineParser& parser,
                                                 const QString& nText) {
    Options options;
    const int n =
        CliArguments::boardSize(nText, SolutionEnumerator::kMaxN, QStringLiteral("solutions"));
    const bool limited = parser.isSet(QStringLiteral("limit"));
    if (limited)
        options.limit = CliArguments::positiveCount(parser.value(QStringLiteral("limit")),
                                                    QStringLiteral("--limit"));
    if (n > SolutionEnumerator::kMaxN)
        throw CliError::usage(
            tr("solutions supports N from 1 to %1; got %2").arg(SolutionEnumerator::kMaxN).arg(n));
    if (n > kMaxUnlimitedN && !limited)
        throw CliError::usage(tr("listing every solution for N = %1 would print far too much "
                                 "(N above %2); add --limit K")
                                  .arg(n)
                                  .arg(kMaxUnlimitedN));
    options.n = n;
    options.unique = parser.isSet(QStringLiteral("unique"));
    options.output = parser.value(QStringLiteral("output"));
    options.csv =
        !OutputSink::isStandardOutput(options.output) && SolutionListWriter::isCsv(options.output);
    if (options.csv) checkCsvOutput(options);
    return options;
}

void SolutionsCommand::checkCsvOutput(const Options& options) {
    if (options.n > SolutionCatalog::kMaxN)
        throw CliError::usage(tr("CSV output (with symmetry classes) supports N from 1 to %1; "
                                 "got %2")
                                  .arg(SolutionCatalog::kMaxN)
                                  .arg(options.n));
    if (const QString why = ExportFile::precheck(options.output); !why.isEmpty())
        throw CliError::usage(why);
    ExportOptionsParser::checkWritableFile(options.output);
}

SolutionsCommand::Listing SolutionsCommand::list(
    const Options& options, const std::function<void(std::span<const int>)>& onSolution) {
    SolutionEnumerator enumerator(options.n);
    Listing listing;
    enumerator.enumerate([&](std::span<const int> placement) {
        // Solutions come in quick succession up to N = kMaxUnlimitedN, so one poll each is
        // prompt (and costs a relaxed load).
        if (InterruptGuard::interrupted()) {
            listing.interrupted = true;
            return false;
        }
        if (options.unique) {
            const std::vector<int> canonical = Symmetry::canonical(placement);
            if (!std::equal(canonical.begin(), canonical.end(), placement.begin(), placement.end()))
                return true;
        }
        onSolution(placement);
        return ++listing.listed < options.limit;
    });
    listing.nodes = enumerator.nodes();
    return listing;
}

void SolutionsCommand::writeList(const Options& options, QIODevice& standardOutput) {
    const InterruptGuard guard;
    OutputSink sink(options.output, standardOutput);
    QByteArray line;
    const Listing listing = list(options, [&](std::span<const int> placement) {
        formatLine(placement, line);
        sink.write(line);
    });
    if (listing.interrupted) {
        // The sink is not committed: a file is discarded; standard output may have had some.
        if (OutputSink::isStandardOutput(options.output))
            throw InterruptGuard::interruptedError(
                tr("interrupted after %1 solution(s) (%2 search nodes); the list is incomplete",
                   "%1 is the number of solutions listed", PluralCount::of(listing.listed))
                    .arg(listing.listed)
                    .arg(listing.nodes));
        throw InterruptGuard::interruptedError(
            tr("interrupted after %1 solution(s) (%2 search nodes); nothing was written to '%3'",
               "%1 is the number of solutions found", PluralCount::of(listing.listed))
                .arg(listing.listed)
                .arg(listing.nodes)
                .arg(options.output));
    }
    sink.commit();
}

void SolutionsCommand::writeCsv(const Options& options) {
    const InterruptGuard guard;
    SolutionCatalog catalog(options.n, options.unique ? SolutionCatalog::Filter::Fundamental
                                                      : SolutionCatalog::Filter::All);
    SolutionCatalog::Entry entry;
    std::uint64_t written = 0;
    const ExportResult result = SolutionListWriter::write(
        options.output, options.n,
        [&](SolutionListWriter::Row& row) {
            if (written == options.limit || !catalog.next(entry)) return false;
            ++written;
            row.index = entry.index;
            row.classIndex = entry.classIndex;
            row.orbitSize = entry.orbitSize;
            row.placement = entry.placement;
            return true;
        },
        InterruptGuard::flag());
    if (!result.ok)
        ExportOptionsParser::failed(
            options.output, result.error, InterruptGuard::interrupted(),
            tr("%1 solution(s)", "the number written", PluralCount::of(written)).arg(written));
}

QString SolutionsCommand::summary() const {
    return tr("list all solutions (or one per symmetry class) in lexicographic order");
}

int SolutionsCommand::run(const QStringList& args, CliIo& io) {
    const std::optional<Options> options = parse(args, io.out);
    if (!options) return ExitOk;
    if (options->csv)
        writeCsv(*options);
    else
        writeList(*options, io.out);
    return ExitOk;
}

}  // namespace queens::cli
