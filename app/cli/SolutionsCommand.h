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
#include <cstdint>

#include "CliCommand.h"

namespace queens::cli {

class SolutionsCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(SolutionsCommand)
public:
    static constexpr int kMaxUnlimitedN = 16;

    QString name() const override { return QStringLiteral("solutions"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

private:
    static void writeCsv(const QString& path, int n, bool unique, std::uint64_t limit);
};

}  // namespace queens::cli
