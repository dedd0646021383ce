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
//
// Contract: parse() turns the arguments and the input file into Options (every exit-2 check);
// check() only runs SolutionVerifier; print() only words the Verdict. The attacking pair and its
// line come from SolutionVerifier::Result: this command never searches for them itself.
#include <optional>
#include <vector>

#include "CliCommand.h"
#include "SolutionVerifier.h"

namespace queens::cli {

class VerifyCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)
public:
    struct Options {
        std::vector<int> placement;  // read from FILE, of --n columns when --n is given
        bool json = false;
    };
    struct Verdict {
        int n = 0;
        int queens = 0;  // rows holding a queen
        SolutionVerifier::Result check;
        bool ok() const { return check.ok(); }
    };

    QString name() const override { return QStringLiteral("verify"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments or input.
    std::optional<Options> parse(const QStringList& args, CliIo& io) const;
    static Verdict check(const std::vector<int>& placement);
    static void print(const Verdict& verdict, bool json, QIODevice& out);
    // Why the placement is not a solution, or an empty string when it is one.
    static QString reason(const Verdict& verdict);
};

}  // namespace queens::cli
