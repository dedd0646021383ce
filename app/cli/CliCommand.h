#pragma once
// CliCommand: one sub-command of queenslab-cli ("trace", "verify", ...).
//
// Contract
// - run() receives the arguments that follow the command name, reads standard input from
//   io.in and writes its answer to io.out (or to the file named by --output). It returns the
//   exit code of a completed run (0, or 1 for a well-formed "no") and throws CliError for
//   everything else; it never writes to stderr itself.
// - Each command keeps three parts apart: parse (its QCommandLineParser -> a plain options
//   struct, every bad-input check), run (options -> a result, no printing) and print (result ->
//   output). parseArguments() below does the shared part of parsing (help, unknown options,
//   the single positional argument).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;
class QIODevice;

namespace queens::cli {

struct CliIo {
    QIODevice& in;
    QIODevice& out;
    // Standard error, for progress reports only (count); may be null. Errors still go through
    // CliError.
    QIODevice* err = nullptr;
};

class CliCommand {
    Q_DECLARE_TR_FUNCTIONS(CliCommand)
public:
    virtual ~CliCommand() = default;
    virtual QString name() const = 0;
    // One line for the command list of `queenslab-cli --help`.
    virtual QString summary() const = 0;
    virtual int run(const QStringList& args, CliIo& io) = 0;

protected:
    // Parses `args` with `parser` (a help option is added here). Returns false when --help was
    // given: the help text has then been written to `out`. Throws CliError on a parse error.
    bool parseArguments(QCommandLineParser& parser, const QStringList& args, QIODevice& out,
                        const QString& usage) const;
    // The one positional argument (named `what` in messages, e.g. "N"); throws CliError when
    // it is missing or followed by more arguments.
    QString singlePositional(const QCommandLineParser& parser, const QString& what) const;
};

}  // namespace queens::cli
