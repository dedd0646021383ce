#pragma once
// `queenslab-cli animate N --algorithm NAME [--seed S] [--first] [--from A] [--to B]
//      --output FILE.gif|DIR [--delay MS] [--size PX] [--theme light|dark] [--attacks]
//      [--coordinates none|chess|zero] [--registers] [--title TEXT] [--caption TEXT] [--json]`
//
// Runs the stepper of NAME (StepperFactory, as `trace` does; events numbered from 0) and draws
// the steps A..B-1 with AnimationExporter: B - A frames, frame k showing the board after events
// 0..A+k with the cells of event A+k marked. So the board before the range (events 0..A-1
// replayed on an empty board) is the start, and the events [A, B) are the frames.
// Defaults: A = 0, B = min(the run's length, A + kDefaultFrames). The range must hold at most
// AnimationExporter::kMaxFrames events and lie inside the run (a shorter run is refused, naming
// its length); B is at most kMaxEventIndex (the run is replayed up to B).
// Output: a name ending in .gif (any case) gets one looping GIF; anything else is a directory of
// frame-0001.png, frame-0002.png, ... (created when it does not exist and its name has no
// extension; its parent must exist).
//
// Exit codes: 0 written (silent unless --json: {"n","output","format":"gif"|"png","bytes",
// "frames"}, bytes of the GIF or of the frame files); 2 bad usage or input, checked before
// anything is written; 2 also when the write fails after those checks (a full disk); 130 Ctrl-C.
// Nothing is left behind after a failure (no GIF, no frame, no directory this run created).
// Ctrl-C (InterruptGuard): the replay polls it every 4096 steps, AnimationExporter inside each
// frame; the stderr line says how far it got ("interrupted after 12 of 500 frames drawn; ...").
//
// Contract: parse() turns the arguments into Options, with every exit-2 check that needs no run
// made before anything is written; replay() runs the search up to B and keeps the range (the
// one input check that needs the run, a range beyond its end, is made there); draw() writes the
// frames; run() prints the --json summary.
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
