#pragma once
// `queenslab-cli trace N --algorithm NAME [--max-steps K] [--seed S] [--first]`
//
// Runs the stepper of NAME on an N x N board and prints its step events as JSON Lines, one
// object per event (format: TraceEventFormatter). Every event is also applied to a BoardState,
// which both supplies register values and checks that the stream is replayable. The trace stops
// after K events (default kDefaultMaxSteps); a cut trace simply ends without a "done" line.
// Ctrl-C (InterruptGuard), polled every 1024 events, exits with 130 and "interrupted after K of
// at most M steps; the trace is incomplete" on stderr.
//
// Contract: parse() turns the arguments into Options (every exit-2 check); replay() runs the
// stepper and hands each event, with the board after it, to a callback (a trace of 10^5 events
// is streamed, never kept); run() prints each one as it comes.
#include <cstdint>
#include <functional>
#include <optional>

#include "Algorithm.h"
#include "BoardState.h"
#include "CliCommand.h"
#include "StepEvent.h"
#include "StepperFactory.h"

namespace queens::cli {

class TraceCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(TraceCommand)
public:
    static constexpr std::uint64_t kDefaultMaxSteps = 100000;

    struct Options {
        Algorithm algorithm{};
        StepperOptions stepper;
        std::uint64_t maxSteps = kDefaultMaxSteps;
    };
    // One event of the run: its 0-based index, the event, the board with the event applied.
    using EventSink = std::function<void(std::uint64_t, const StepEvent&, const BoardState&)>;

    QString name() const override { return QStringLiteral("trace"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    // Runs the search for at most maxSteps events; throws exit 130 on Ctrl-C.
    static void replay(const Options& options, const EventSink& onEvent);
};

}  // namespace queens::cli
