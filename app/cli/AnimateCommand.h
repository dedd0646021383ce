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
#include <cstdint>

#include "CliCommand.h"

namespace queens::cli {

class AnimateCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(AnimateCommand)
public:
    static constexpr std::uint64_t kDefaultFrames = 200;
    static constexpr std::uint64_t kMaxEventIndex = 1'000'000'000;

    QString name() const override { return QStringLiteral("animate"); }
    QString summary() const override;
    int run(const QStringList& args, CliIo& io) override;

private:
    // "0" or a positive integer up to kMaxEventIndex, for --from and --to.
    static std::uint64_t eventIndex(const QString& text, const QString& option);
};

}  // namespace queens::cli
