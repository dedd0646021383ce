#pragma once
// AnimationExporter: a range of a run's step events as an animated GIF or as numbered PNG frames,
// each frame drawn by BoardImageRenderer (so a frame looks like an exported board image).
//
// Frames: frame k (0-based) shows the BoardState after events[0..k] were applied to `start`, so
// there are exactly events.size() frames, with the cells of events[k] marked (marksFor):
//   Try, Push, Pop   the cell outlined (tryOutline)
//   Reject           a cross on the cell in the colour of the reason (rejectColor); the queen of
//                    the attacking row (c), if any, outlined in the same colour
//   Place / Remove   the cell filled (placeFill / removeFill)
//   Swap             both rows' queens (after the swap) outlined (swapOutline)
//   Evaluate         both rows' queens outlined: swapOutline if accepted, rejectedSwap if not
//   Solution         every queen's cell filled gold (solution)
//   Mask, Restart, Done: no mark (the registers panel, if o.frame.registers, shows the masks)
// Colours: BoardColors::forTheme(theme == Dark). o.frame.placement and o.frame.marks are
// replaced per frame; every other field (width, theme, coordinates, title, caption ...) is kept;
// o.frame.n is taken from start.n().
//
// Output (o.output):
//   "*.gif" (any case)  one GIF (GifWriter: o.delayMs per frame, rounded to 1/100 s, at least
//                       20 ms; loops forever) written through ExportFile: temporary file +
//                       rename, nothing at the path unless the whole file was written.
//   an existing directory  frame-0001.png, frame-0002.png, ... (frameFileName: numbered from 1,
//                       zero-padded to 4 digits, the width of kMaxFrames, or more for larger
//                       counts). Every frame is first written, through its own ExportFile, into
//                       a temporary folder made inside the directory (QTemporaryDir
//                       ".queenslab-frames-XXXXXX": same file system, so moving is a rename).
//                       Only when all frames are written are they moved into place
//                       (moveFrames): a file of the same name is replaced, and every
//                       frame-<4 or more digits>.png of an earlier export that this sequence
//                       does not have is removed, so the frames in the directory are exactly
//                       this sequence; other files are left alone. The move is all or nothing:
//                       the files it replaces or removes are first moved into the temporary
//                       folder, and if any move fails every move is undone. On an error, a
//                       cancel or an exception the temporary folder is removed with everything
//                       in it: the directory is exactly as it was.
// Refused before anything is written (validate(): a translated one-line reason): no events,
// more than kMaxFrames, options the renderer refuses (width outside [kMinWidth, kMaxWidth] ...),
// a GIF path ExportFile refuses (folder missing, not a folder), a directory that does not exist
// or is not writable, any other extension ("frames.png" that is not a directory: give a
// directory for PNG frames or a .gif), events that do not replay on `start`.
//
// Progress and cancel: progress(done, total) after each frame (total = events.size()). cancel
// is checked before each frame, inside the drawing (BoardImageRenderer::render: per band of 256
// rows while clearing the image, between its layers and per row of the attack hatching and the
// queens), between drawing and encoding, inside the GIF encoder (GifWriter::setCancelFlag: every
// 65,536 pixels of work), by the PNG encoder's output (a write fails once the flag is set, so
// Qt's PNG writer stops; libpng prints "libpng error: Write Error" on stderr) and before the
// final rename or move. What cannot be interrupted: one layer of one frame (the background or
// the squares, one pass over the image: a few ms at 1024 px, tens of ms at 4096 px), in the GIF
// encoder at most 6 ms on board frames (22 ms in its worst case, see GifWriter.h), PNG output
// every ~8 KB of compressed data (33 to 76 ms apart at 4096 px), and the final move of 5000
// frames into a folder (about 0.15 s, or about 1 s when they replace 5000 earlier ones).
// tests/render/test_render_cancel_latency measures request -> return. A cancelled run
// returns ok = false with error "cancelled" (untranslated, as ExportFile::cancel) and leaves
// nothing behind. An exception (memory exhausted, or one thrown by `progress`) ends the run with
// a translated error (std::bad_alloc: "not enough memory ..."; the text of any other goes to
// qWarning only) and nothing left behind. Runs on any thread (no widgets).
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
#include "StepEvent.h"

struct AnimationOptions {
    BoardImageOptions frame;  // n, width, theme, coordinates ... (placement/marks per frame)
    int delayMs = 200;        // per frame
    QString output;           // "*.gif" -> one GIF; otherwise a directory: frame-0001.png ...
};

class AnimationExporter {
    Q_DECLARE_TR_FUNCTIONS(AnimationExporter)

public:
    static constexpr int kMaxFrames = 5000;

    static ExportResult run(const queens::BoardState& start,
                            std::span<const queens::StepEvent> events, const AnimationOptions& o,
                            const std::function<void(int done, int total)>& progress,
                            const std::atomic<bool>* cancel);

    // Beyond the plan's API:
    // "" when run() would start writing, else the reason it refuses (no file is touched).
    static QString validate(const queens::BoardState& start,
                            std::span<const queens::StepEvent> events, const AnimationOptions& o);
    static bool isGif(const QString& output);  // the name ends in ".gif" (any case)
    // "frame-0001.png" for index 1 (1-based) of `total` frames.
    static QString frameFileName(int index, int total);
    // The marks of one event on the board after it (see the table above).
    static std::vector<CellMark> marksFor(const queens::StepEvent& e,
                                          const queens::BoardState& after,
                                          const BoardColors& colors);
    // The options of the frame that shows `after` with the marks of `e`.
    static BoardImageOptions frameOptions(const BoardImageOptions& base,
                                          const queens::BoardState& after,
                                          const queens::StepEvent& e);

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
    // Moves the finished frames `names` from `staging` into `dir` (see "Output" above).
    static ExportResult moveFrames(const QDir& staging, const QDir& dir, const QStringList& names);
};
