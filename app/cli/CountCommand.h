#pragma once
// `queenslab-cli count N [--threads T] [--json]`
//
// Counts the solutions of the N-Queens problem, all of them and the fundamental ones (one per
// class under rotations and reflections), with SolutionCounter (core): a half-board join for the
// total and Burnside's lemma, with directly searched rotation-symmetric solutions, for the
// fundamental count. Nothing comes from a table of published values.
//
// Output: human text, or with --json one line
//     {"n":N,"total":X,"unique":Y,"nodes":K,"threads":T,"seconds":S}
// (integers printed exactly, not through double). "seconds" is the wall-clock time of the count
// including its table building; "nodes" the partial placements the searches examined.
//
// N from 1 to 27 (kMaxN): 27 is the largest N of the published table (OEIS A000170), the limit
// the kernels' bit masks are sized for; the count itself would exceed 64 bits from N = 29.
// --threads T from 1 to kMaxThreads (default: the number of hardware threads).
//
// Progress: a run that lasts over a second reports on standard error (CliIo::err) the share of
// work units done and an estimate of the time left: one line rewritten in place on a terminal,
// a line every few seconds otherwise; the line is removed when the count ends.
// Ctrl-C (SIGINT) while counting stops the workers cleanly (an atomic flag set by the signal
// handler, installed only for the duration of the count); the command then prints one line on
// stderr with the work done so far and exits with code 130 (kExitInterrupted, the shell's
// 128 + SIGINT), printing no count. Bad N or option: exit 2.
//
// Contract: parse() turns the arguments into Options (every exit-2 check); count() runs
// SolutionCounter, reporting progress on standard error through CountProgressLine, and returns
// the Tally; print() writes the Tally as text or JSON.
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
