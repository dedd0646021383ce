#pragma once
// SolutionsCommand: `queenslab-cli solutions N [--unique] [--limit K] [--output FILE]` lists
// solutions one per line in lexicographic order (SolutionEnumerator), --unique only the
// canonical member of each symmetry class; an --output FILE.csv is written by SolutionListWriter.
// Contract: parse() turns the arguments into Options (every exit-2 check, the output path's
// included); list() enumerates and filters the solutions, handing each listed one to a callback
// (the list is streamed, never kept); run() formats them into the output, or has
// SolutionListWriter write the CSV file. After a failed write (exit 2) or Ctrl-C (exit 130)
// nothing is left at the path. Limits and the CSV columns: docs/design.md, "The command
// line".
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

#include "CliCommand.h"

class QCommandLineParser;

namespace queens::cli {

class SolutionsCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(SolutionsCommand)
public:
    static constexpr int kMaxUnlimitedN = 16;

    QString name() const override { return QStringLiteral("solutions"); }
    QString summary() const override;
    struct Options {
        int n = 0;
        bool unique = false;
        std::uint64_t limit = UINT64_MAX;
        QString output;    // empty or "-": standard output
        bool csv = false;  // output names a .csv file
    };
    // How far list() got.
    struct Listing {
        std::uint64_t listed = 0;
        std::uint64_t nodes = 0;  // search nodes of the enumeration
        bool interrupted = false;
    };

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    static Options read(const QCommandLineParser& parser, const QString& nText);
    // The checks of a CSV output: N within SolutionCatalog, a path that can be written.
    static void checkCsvOutput(const Options& options);
    // Enumerates the solutions in lexicographic order (with --unique only the canonical ones, at
    // most `limit`), handing each to `onSolution`; stops early on Ctrl-C.
    static Listing list(const Options& options,
                        const std::function<void(std::span<const int>)>& onSolution);
    // The plain list to the output; throws exit 130 after Ctrl-C (nothing committed).
    static void writeList(const Options& options, QIODevice& standardOutput);
    // The CSV list through SolutionListWriter; throws exit 2 or 130 when the write fails.
    static void writeCsv(const Options& options);
};

}  // namespace queens::cli
