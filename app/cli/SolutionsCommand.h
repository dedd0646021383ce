#pragma once
// `queenslab-cli solutions N [--unique] [--limit K] [--output FILE]`
//
// Lists the solutions of the N-Queens problem, one per line, the 0-based columns of rows
// 0..N-1 separated by single spaces, in lexicographic order (SolutionEnumerator).
// --unique keeps one solution per symmetry class: those equal to their canonical form
// (Symmetry::canonical, the lexicographically smallest of the eight images).
// --limit K stops after K lines. N above kMaxUnlimitedN needs --limit (the full list would be
// gigabytes); N above SolutionEnumerator::kMaxN is refused. N = 2 and 3 print nothing (exit 0).
// --output FILE.csv (any case) writes CSV through SolutionListWriter instead: the header
// "solution,class,orbit,r0,...,r{N-1}", then per solution the fields of SolutionCatalog::Entry
// (its 1-based number among all solutions, its class number, its orbit size, its columns);
// with --unique one row per class, with --limit the first K rows. N up to SolutionCatalog::kMaxN.
// A write that fails after the path passed its checks (a full disk) exits with 2, Ctrl-C with
// 130; nothing is left at the path either way.
// Ctrl-C (InterruptGuard) is polled once per solution (the CSV writer once per row); the line
// on stderr says how many solutions were listed ("interrupted after K solutions ...").
//
// Contract: parse() turns the arguments into Options (every exit-2 check, the output path's
// included); list() enumerates and filters the solutions, handing each listed one to a callback
// (10^7 lines are streamed, never kept); run() formats them into the output, or has
// SolutionListWriter write the CSV file.
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
