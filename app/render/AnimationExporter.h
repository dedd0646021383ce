#pragma once
// AnimationExporter: a range of a run's step events as an animated GIF (GifWriter) or as
// numbered PNG frames, each frame drawn by BoardImageRenderer. Frame k shows `start` after
// events[0..k], with the cells of events[k] marked (marksFor), and, when asked, a caption band
// below (StepCaptionPainter: "Step firstStep+k of stepCount" and EventDescriber's sentence for
// events[k]). Owns nothing between calls; runs on any thread (no widgets).
// All or nothing: a GIF goes through ExportFile; PNG frames are written into a temporary folder
// inside the directory and moved into place together (moveFrames), replacing an earlier
// sequence. On an error, a cancel ("cancelled", untranslated) or an exception, nothing is left
// behind. Everything refusable is refused by validate() before a file is touched. The cancel
// flag is polled per frame, inside drawing and encoding, and before the final move.
// The marks, the output rules and the cancel points: docs/design.md, "Exporting an
// animation".
#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <span>
#include <vector>

#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "BoardState.h"
#include "ExportFile.h"
#include "StepCaptionPainter.h"
#include "StepEvent.h"

struct AnimationOptions {
    BoardImageOptions frame;  // n, width, theme, coordinates ... (placement/marks per frame)
    int delayMs = 200;        // per frame
    QString output;           // "*.gif" -> one GIF; otherwise a directory: frame-0001.png ...
    // The caption band under each frame; off unless asked for (the dialog and the CLI ask).
    bool stepCaption = false;  // the sentence that describes the step (EventDescriber)
    bool stepNumber = false;   // "Step k of m"
    quint64 firstStep = 1;     // k of the first frame (frame i shows step firstStep + i)
    quint64 stepCount = 0;     // m; 0: the step of the last frame
};

class AnimationExporter {
    Q_DECLARE_TR_FUNCTIONS(AnimationExporter)

public:
    static constexpr int kMaxFrames = 5000;

    static ExportResult run(const queens::BoardState& start,
                            std::span<const queens::StepEvent> events, const AnimationOptions& o,
                            const std::function<void(int done, int total)>& progress,
                            const std::atomic<bool>* cancel);

    // "" when run() would start writing, else the reason it refuses (no file is touched).
    static QString validate(const queens::BoardState& start,
                            std::span<const queens::StepEvent> events, const AnimationOptions& o);
    static bool isGif(const QString& output);  // the name ends in ".gif" (any case)
    // "frame-0001.png" for index 1 (1-based) of `total` frames.
    static QString frameFileName(int index, int total);
    // The marks of one event on the board after it.
    static std::vector<CellMark> marksFor(const queens::StepEvent& e,
                                          const queens::BoardState& after,
                                          const BoardColors& colors);
    // The options of the frame that shows `after` with the marks of `e`; a constraint search's
    // domains when base.showDomains or some value is removed (focusRow is base's: the caller
    // follows it, DomainLayer::focusAfter), the link of a Prune to its cause.
    static BoardImageOptions frameOptions(const BoardImageOptions& base,
                                          const queens::BoardState& after,
                                          const queens::StepEvent& e);
    // The caption band of frame `index` (0-based) of `frames`, which shows `after` with `e`.
    static StepCaptionPainter::Caption caption(const AnimationOptions& o, int index, int frames,
                                               const queens::BoardState& after,
                                               const queens::StepEvent& e);
    // One whole frame: the board (BoardImageRenderer::render) and the caption band below it.
    // Null when cancelled or out of memory.
    static QImage drawFrame(const BoardImageOptions& board,
                            const StepCaptionPainter::Caption& caption,
                            const std::atomic<bool>* cancel);

private:
    static ExportResult writeGif(const queens::BoardState& start,
                                 std::span<const queens::StepEvent> events,
                                 const AnimationOptions& o,
                                 const std::function<void(int, int)>& progress,
                                 const std::atomic<bool>* cancel);
    static ExportResult writePngs(const queens::BoardState& start,
                                  std::span<const queens::StepEvent> events,
                                  const AnimationOptions& o,
                                  const std::function<void(int, int)>& progress,
                                  const std::atomic<bool>* cancel);
    // Moves the finished frames `names` from `staging` into `dir`; undoes every move on failure.
    static ExportResult moveFrames(const QDir& staging, const QDir& dir, const QStringList& names);
};
