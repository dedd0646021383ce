#pragma once
// `queenslab-cli solve N [--method M] [--seed S] [--output FILE|-] [--json] [--no-verify]`
//
// Finds one solution and prints it: the 0-based column of each row, one per line, to FILE or
// standard output. With --json a summary line {"n","method","seed","seconds","verified"}
// goes to standard output instead, and the placement needs --output FILE.
//
// Methods
//   min-conflicts (default)  FastMinConflicts, the Sosic-Gu swap search; N up to 10^9 given
//                            memory; --seed S makes it reproducible.
//   construct                QueensConstruction, the explicit pattern for every N >= 4.
//   bitmask, backtracking    their steppers with allSolutions = false, up to N = 32.
// "seconds" is the time spent by the solver alone (not the check, not the output).
// Every result is checked with SolutionVerifier before it is printed, unless --no-verify (then
// "verified" is false); a result that fails the check is an internal error (exit 3).
// Exit codes: 1 for N = 2 and 3 (no solution exists); 2 for a bad N (not a positive integer)
// or option, and for an N whose arrays would not fit: above 10^9, or more bytes than
// /proc/meminfo's MemAvailable (Linux), refused before anything is allocated.
// The placement is formatted with std::to_chars into 1 MiB chunks: 10^7 rows print in well
// under a second.
// Ctrl-C (SIGINT, InterruptGuard): the min-conflicts kernel polls the flag (FastMinConflicts
// Options::cancel), the exhaustive methods every 4096 steps, the output every 1 MiB; the command
// exits with 130 and "queenslab-cli: interrupted after ..." (time, builds, swaps or steps), and
// a file given with --output is left as it was. Not interruptible: the construct method and
// the check of the result (each well under a second at 10^7 queens).
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
