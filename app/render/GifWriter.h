#pragma once
// GifWriter: an animated GIF (GIF89a, looping forever, one delay for every frame) written frame
// by frame through giflib into a QIODevice it does not own, normally the QSaveFile of an
// ExportFile. Each frame is reduced to at most 256 colours by GifColorReducer.
// The first failure stops the writer: later calls return false and errorString() holds a
// translated reason. It never removes anything: the caller discards the device's content when a
// call returned false. A set cancel flag (setCancelFlag) is polled inside every pass over a frame;
// once seen, the call returns false with "cancelled" (untranslated, as ExportFile::cancel).
// Usage: begin(size, delayMs); addFrame(image) per frame; finish(). Not thread-safe; one writer
// per thread (see GifColorReducer.h). The file's layout: docs/design.md, "The GIF file".
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
