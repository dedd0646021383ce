#pragma once
// CliError: the one way a command reports failure. The dispatcher prints
// "queenslab-cli: <message>" as a single line on stderr and exits with `exitCode`.
//
// Exit codes of queenslab-cli:
//   0  success (verify: the file is a solution)
//   1  a well-formed answer of "no" (verify: not a solution; solve: no solution exists)
//   2  bad usage or input (unknown command or option, bad number, unreadable file, ...)
//   3  internal error (a result failed its own verification)
#include <QString>
#include <utility>

namespace queens::cli {

enum ExitCode : int { ExitOk = 0, ExitNo = 1, ExitUsage = 2, ExitInternal = 3 };

class CliError {
public:
    CliError(int exitCode, QString message) : exitCode_(exitCode), message_(std::move(message)) {}
    static CliError usage(QString message) { return CliError(ExitUsage, std::move(message)); }

    int exitCode() const { return exitCode_; }
    const QString& message() const { return message_; }

private:
    int exitCode_;
    QString message_;
};

}  // namespace queens::cli
