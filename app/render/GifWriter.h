#pragma once
// GifWriter: an animated GIF written frame by frame through giflib (Debian's libgif-dev; the LZW
// coder is giflib's, never ours) into any QIODevice, normally the QSaveFile of an ExportFile.
//
// The file
// - GIF89a; the logical screen is the size given to begin(); every frame covers it whole (no
//   offsets, no transparency: translucent pixels are composited over white first).
// - The first frame's palette is the global colour table. A later frame whose colours all appear
//   in it uses it; any other frame carries its own local colour table.
// - Each frame is reduced to at most 256 colours by GifColorReducer (see GifColorReducer.h): a
//   frame of at most 256 distinct colours exactly, any other by giflib's median cut, refined.
// - Right after the screen descriptor comes the NETSCAPE2.0 application extension with loop
//   count 0: viewers repeat the animation forever.
// - Before each frame a graphics control extension gives its delay in 1/100 s: the delay in ms
//   rounded to the nearest hundredth of a second (halves up: 15 ms -> 2, 204 ms -> 20,
//   205 ms -> 21), at least kMinDelayCs = 2 (20 ms, the smallest delay browsers honour; smaller
//   ones are shown at about 100 ms) and at most 65535 (the field's 16 bits). Disposal: leave the
//   frame in place (the next one covers it anyway).
//
// Errors: every giflib return code is checked; the first failure stops the writer (later calls
// return false) and errorString() holds a translated one-line reason. A failed write of the
// device (disk full, device closed) is reported with the device's own error text. The writer
// never removes anything: the caller discards the device's content (QSaveFile::cancelWriting)
// when a call returned false.
//
// Cancel (setCancelFlag): addFrame() and finish() poll the flag at their start and then inside
// every pass over the frame (compositing, the colour reduction's indexing, histogram and
// remapping, LZW coding with one EGifPutLine per row) every kPixelsPerPoll pixels, in the
// reduction's per-colour passes every kColoursPerPoll colours, and around its median cut. Once
// the flag is seen set, the call returns false, wasCancelled() is true, errorString() is
// "cancelled" (untranslated, as ExportFile::cancel) and the writer stays failed. Measured in
// Release on 4096 x 4113 frames of the renderer: a whole frame takes about 0.2 s, with at most
// 6 ms between two polls; a frame of noise, in which all 32768 cells occur (the median cut sorts
// its cells, so this is its worst case), 0.65 to 0.86 s with at most 12 to 22 ms between polls.
// A frame in a format other than RGB32 / ARGB32_Premultiplied is first converted as a whole
// (not interruptible; AnimationExporter's frames never are).
//
// Usage: begin(size, delayMs); addFrame(image) for each frame; finish(). Not thread-safe; one
// writer per thread (giflib's encoder keeps no global state; its quantizer does: see
// GifColorReducer.h).
#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>
#include <QVector>
#include <atomic>
#include <functional>
#include <utility>

#include "ExportFile.h"
#include "GifColorReducer.h"

class QIODevice;
struct GifFileType;
struct ColorMapObject;

class GifWriter {
    Q_DECLARE_TR_FUNCTIONS(GifWriter)
public:
    static constexpr int kMinDelayCs = 2;
    static constexpr int kMaxDelayCs = 65535;
    static constexpr int kMaxSide = 65535;  // the screen descriptor's 16-bit width and height
    // The colour reduction's limits (see GifColorReducer.h).
    static constexpr qsizetype kMaxRemapColors = GifColorReducer::kMaxRemapColors;
    static constexpr qsizetype kQuantizeSamples = GifColorReducer::kQuantizeSamples;
    // The cancel flag is polled this often inside a frame (see above).
    static constexpr qsizetype kPixelsPerPoll = qsizetype{1} << 16;
    static constexpr qsizetype kColoursPerPoll = GifColorReducer::kColoursPerPoll;

    // The delay stored for delayMs (rounded to 1/100 s, clamped to [kMinDelayCs, kMaxDelayCs]).
    static int delayCentiseconds(int delayMs);

    // The whole animation at once, through ExportFile (".gif" only; temporary file + rename:
    // on any failure nothing is left at the path). Every frame must have the first one's size.
    static ExportResult write(const QString& path, const QVector<QImage>& frames, int delayMs);

    // The device must be open for writing and stay alive until finish() or destruction.
    explicit GifWriter(QIODevice* device);
    ~GifWriter();  // releases giflib's handle; the file is incomplete unless finish() succeeded
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // Fixes the screen size and the delay of every frame. Nothing is written until the first
    // frame (whose palette becomes the global one). Refuses an empty or too large size.
    bool begin(QSize size, int delayMs);
    // Appends one frame; its size must equal the screen size.
    bool addFrame(const QImage& frame);
    // Writes the trailer and releases giflib. Refuses a GIF without frames.
    bool finish();

    // The flag (may be null) that stops addFrame() and finish(); see "Cancel" above.
    void setCancelFlag(const std::atomic<bool>* cancel) { cancel_ = cancel; }
    bool wasCancelled() const { return cancelled_; }
    // For tests: how often the flag was polled so far, and a hook run before each poll with the
    // poll's number (1-based), e.g. to set the flag at a chosen point inside a frame.
    qint64 polls() const { return polls_; }
    void setPollHook(std::function<void(qint64 poll)> hook) { pollHook_ = std::move(hook); }

    QString errorString() const { return error_; }
    int frameCount() const { return frames_; }
    QSize size() const { return size_; }
    int delayCs() const { return delayCs_; }

private:
    using Indexed = GifColorReducer::Indexed;
    // Each returns false when cancelled or failed (errorString() says which).
    bool toOpaque(const QImage& frame, QImage& rgb);
    bool toGlobalPalette(Indexed& ix, bool& all);
    bool writeHeader(const QVector<QRgb>& globalPalette);
    bool writeFrame(const QByteArray& pixels, const QVector<QRgb>* localPalette);
    // Polls the cancel flag; true (and the writer failed with "cancelled") when it is set.
    bool stopRequested();
    bool pollAt(int y) { return y % rowsPerPoll_ == 0 && stopRequested(); }
    bool fail(const QString& reason);
    bool giflibFailed(int code);
    QString giflibMessage(int code) const;
    static ColorMapObject* makeMap(const QVector<QRgb>& palette);
    static int output(GifFileType* gif, const unsigned char* data, int length);

    QIODevice* device_ = nullptr;
    GifFileType* gif_ = nullptr;
    QSize size_;
    int delayCs_ = kMinDelayCs;
    int frames_ = 0;
    bool begun_ = false;
    bool failed_ = false;
    bool deviceFailed_ = false;
    bool cancelled_ = false;
    int rowsPerPoll_ = 1;
    const std::atomic<bool>* cancel_ = nullptr;
    qint64 polls_ = 0;
    std::function<void(qint64)> pollHook_;
    QVector<QRgb> global_;
    QString error_;
};
