#pragma once
// CountCommand: `queenslab-cli count N [--threads T] [--json]` counts all solutions and the
// fundamental ones with SolutionCounter (computed, never taken from a table), N from 1 to 27.
// Contract: parse() turns the arguments into Options (every exit-2 check); count() runs
// SolutionCounter, reporting progress on standard error through CountProgressLine, and returns
// the Tally; print() writes the Tally as text or JSON. Ctrl-C stops the workers cleanly and exits
// with 130, printing no count. Output and limits: docs/design.md, "The command line".
#include <optional>

#include "CliCommand.h"
#include "SolutionCounter.h"

namespace queens::cli {

class CountCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(CountCommand)
public:
    static constexpr int kMaxN = 27;
    static constexpr int kMaxThreads = 256;
    static constexpr int kExitInterrupted = 130;  // InterruptGuard::kExitInterrupted

    QString name() const override { return QStringLiteral("count"); }
    QString summary() const override;
    struct Options {
        int n = 0;
        unsigned threads = 0;
        bool json = false;
    };
    struct Tally {
        CountResult count;
        double seconds = 0;  // wall-clock time of the count, tables included
    };

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    // Throws exit 130 (no count) on Ctrl-C. Progress goes to `err` (may be null).
    static Tally count(const Options& options, QIODevice* err);
    static void print(const Options& options, const Tally& tally, QIODevice& out);
};

}  // namespace queens::cli
