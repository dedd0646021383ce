#pragma once
// `queenslab-cli verify FILE [--n N] [--json]`
//
// Reads a placement (PlacementParser format; FILE "-" is standard input), checks it with
// SolutionVerifier in O(N) and answers:
//   exit 0  "valid: N = 8, no two queens attack each other"
//   exit 1  "not a solution: <reason>", the reason naming the first attacking pair in row order
//           (rows 0-based, as in the placement) or the number of empty rows
//   exit 2  the file cannot be read or does not hold a placement (of N columns, with --n)
// --json prints {"n":N,"valid":true|false,"reason":"..."} instead of the text line.
#include <vector>

#include "CliCommand.h"

namespace queens::cli {

class VerifyCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)
public:
    QString name() const override { return QStringLiteral("verify"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

    // Why `placement` is not a solution, or an empty string when it is one. O(n).
    static QString whyNotASolution(const std::vector<int>& placement);
};

}  // namespace queens::cli
