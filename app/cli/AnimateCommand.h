#pragma once
// AnimateCommand: `queenslab-cli animate N --algorithm NAME [--from A] [--to B] --output
// FILE.gif|DIR [image options] [--json]` replays the stepper of NAME and draws the events
// [A, B) as frames with AnimationExporter, the board after events 0..A-1 being the start. Each
// frame has a caption band unless turned off: "Step k of m" numbered as the GUI numbers steps
// (k = A+1 for the first frame, m = the steps replayed) and the GUI's sentence for the step in
// the locale's language.
// Contract: parse() turns the arguments into Options, with every exit-2 check that needs no run
// made before anything is written; replay() runs the search up to B and keeps the range (the
// one input check that needs the run, a range beyond its end, is made there); draw() writes the
// frames; run() prints the --json summary. After a failure or Ctrl-C (exit 130) nothing is left
// behind, not even a directory this run created.
// Defaults, limits and exit codes: docs/design.md, "The command line".
#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

#include "AnimationExporter.h"
#include "BoardState.h"
#include "CliCommand.h"
#include "StepEvent.h"
#include "StepperFactory.h"

class QCommandLineParser;

namespace queens::cli {

class ExportOptionsParser;

class AnimateCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(AnimateCommand)
public:
    static constexpr std::uint64_t kDefaultFrames = 200;
    static constexpr std::uint64_t kMaxEventIndex = 1'000'000'000;

    QString name() const override { return QStringLiteral("animate"); }
    QString summary() const override;
    struct Options {
        Algorithm algorithm{};
        StepperOptions stepper;
        std::uint64_t from = 0;  // A
        std::uint64_t to = 0;    // B
        bool toGiven = false;    // --to was given: the run must reach it
        QString given;           // --output as typed (for the summary)
        bool gif = false;
        bool createDirectory = false;  // the frames' directory does not exist yet
        AnimationOptions animation;    // its output is `given`, cleaned for a directory
        bool json = false;
    };
    // The run up to B: the board before A, and the events A..B-1.
    struct Replay {
        BoardState start;
        std::vector<StepEvent> events;
        std::uint64_t steps = 0;  // the steps replayed: the run's length when it ended before B
    };

    int run(const QStringList& args, CliIo& io) override;

private:
    // Nothing when --help was answered; throws CliError (exit 2) for bad arguments.
    std::optional<Options> parse(const QStringList& args, QIODevice& out) const;
    static void describe(QCommandLineParser& parser, const ExportOptionsParser& given);
    void readRun(const QCommandLineParser& parser, Options& options) const;
    static void readRange(const QCommandLineParser& parser, Options& options);
    static void readOutput(const QCommandLineParser& parser, const ExportOptionsParser& given,
                           Options& options);
    // --step-number and --step-caption (on|off, default on).
    static void readCaptions(const QCommandLineParser& parser, Options& options);
    // "0" or a positive integer up to kMaxEventIndex, for --from and --to.
    static std::uint64_t eventIndex(const QString& text, const QString& option);
    // Throws exit 2 when the run ends before the range, exit 130 on Ctrl-C.
    static Replay replay(const Options& options);
    // Throws exit 2 when the frames cannot be written, exit 130 on Ctrl-C; leaves nothing then.
    static void draw(const Options& options, const Replay& replay);
    // Bytes of the GIF or of the frame files.
    static qint64 bytesWritten(const Options& options, int frames);
};

}  // namespace queens::cli
