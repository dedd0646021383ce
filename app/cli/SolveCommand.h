#pragma once
// `queenslab-cli solve N [--method M] [--seed S] [--output FILE|-] [--json]`
//
// Finds one solution and prints it: the 0-based column of each row, one per line, to FILE or
// standard output. With --json a summary line {"n","method","seed","seconds","verified":true}
// goes to standard output instead, and the placement needs --output FILE.
//
// Methods: backtracking, bitmask and min-conflicts run their stepper with allSolutions = false
// and take the board at its Solution event ("seconds" is the time spent in the stepper);
// construct is not available yet. Every result is checked with Board before it is printed
// (a failed check is an internal error, exit 3). N = 2 and 3 have no solution: exit 1.
#include "CliCommand.h"

namespace queens::cli {

class SolveCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(SolveCommand)
public:
    QString name() const override { return QStringLiteral("solve"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

    static bool hasNoSolution(int n) { return n == 2 || n == 3; }
};

}  // namespace queens::cli
