#pragma once
// InterruptGuard: Ctrl-C (SIGINT) as a cancel flag for the long commands of queenslab-cli
// (count, solve, solutions, trace, animate, handout, export, lesson check).
//
// Contract
// - While a guard lives, SIGINT sets flag() instead of killing the process; the constructor
//   clears the flag, the destructor puts the previous handler back. One guard at a time (the
//   flag is process-wide: a signal handler may only touch lock-free atomics).
// - The command polls interrupted() (or hands flag() to a core job's cancel option) often
//   enough to stop within 50 ms (tests/cli/test_cli_interrupt checks signal -> exit), then
//   throws interruptedError(): exit code 130 (kExitInterrupted, the shell's 128 + SIGINT) and a
//   one-line message on stderr that says how far the job got. The command leaves no partial
//   output file: its writers go through QSaveFile / ExportFile and are discarded unless
//   committed.
// - The handler is installed with SA_RESTART, so a blocked write to a pipe is resumed, not
//   failed with EINTR.
#include <QString>
#include <atomic>
#include <csignal>

#include "CliError.h"

namespace queens::cli {

class InterruptGuard {
public:
    static constexpr int kExitInterrupted = 130;  // 128 + SIGINT

    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    static const std::atomic<bool>* flag();
    static bool interrupted();
    // CliError(kExitInterrupted, message): the dispatcher prints "queenslab-cli: <message>".
    static CliError interruptedError(const QString& message);

private:
    struct sigaction previous_ {};
    bool installed_ = false;
};

}  // namespace queens::cli
