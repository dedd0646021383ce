#pragma once
// `queenslab-cli solutions N [--unique] [--limit K] [--output FILE]`
//
// Lists the solutions of the N-Queens problem, one per line, the 0-based columns of rows
// 0..N-1 separated by single spaces, in lexicographic order (SolutionEnumerator).
// --unique keeps one solution per symmetry class: those equal to their canonical form
// (Symmetry::canonical, the lexicographically smallest of the eight images).
// --limit K stops after K lines. N above kMaxUnlimitedN needs --limit (the full list would be
// gigabytes); N above SolutionEnumerator::kMaxN is refused. N = 2 and 3 print nothing (exit 0).
#include "CliCommand.h"

namespace queens::cli {

class SolutionsCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(SolutionsCommand)
public:
    static constexpr int kMaxUnlimitedN = 16;

    QString name() const override { return QStringLiteral("solutions"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;
};

}  // namespace queens::cli
