#pragma once
// `queenslab-cli trace N --algorithm NAME [--max-steps K] [--seed S] [--first]`
//
// Runs the stepper of NAME on an N x N board and prints its step events as JSON Lines, one
// object per event (format: TraceEventFormatter). Every event is also applied to a BoardState,
// which both supplies register values and checks that the stream is replayable. The trace stops
// after K events (default kDefaultMaxSteps); a cut trace simply ends without a "done" line.
// Ctrl-C (InterruptGuard), polled every 1024 events, exits with 130 and "interrupted after K of
// at most M steps; the trace is incomplete" on stderr.
#include <cstdint>

#include "CliCommand.h"

namespace queens::cli {

class TraceCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(TraceCommand)
public:
    static constexpr std::uint64_t kDefaultMaxSteps = 100000;

    QString name() const override { return QStringLiteral("trace"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;
};

}  // namespace queens::cli
