#pragma once
// GifColorReducer: GifWriter's colour reduction. One opaque frame (Format_RGB32) becomes a
// palette of 1 to 256 colours and one palette index per pixel, ready for giflib's encoder: exact
// for a frame of at most 256 colours, otherwise giflib's median cut on a bounded histogram,
// refined so that flat areas keep their exact colour from frame to frame.
// Calls `stop` (GifWriter's cancel poll) in every pass over the frame and around the median cut;
// when it returns true, reduce() returns Stopped at once, indices incomplete. Holds no state
// between calls but its two arguments; reducers may run in parallel, but giflib's quantizer sorts
// through a static variable, so its calls are serialised by one process-wide mutex.
// The reduction in detail: docs/design.md, "The GIF file".
#include <QByteArray>
#include <QImage>
#include <QVector>
#include <functional>

class GifColorReducer {
public:
    // A frame of more distinct colours keeps giflib's own colour assignment (no nearest-entry
    // pass: 256 distance tests per distinct colour) and no count per colour.
    static constexpr qsizetype kMaxRemapColors = 65536;
    // The median cut's buffer is scaled down to about this many pixels (see above).
    static constexpr qsizetype kQuantizeSamples = qsizetype{1} << 18;
    // The passes over the distinct colours call `stop` this often.
    static constexpr qsizetype kColoursPerPoll = 1024;

    // One frame reduced to palette indices.
    struct Indexed {
        QVector<QRgb> palette;  // 1..256 colours
        QByteArray pixels;      // width * height indices, row by row
        bool exact = false;     // palette holds every colour of the frame exactly
    };
    enum class Status {
        Done,            // `out` holds the palette and every pixel's index
        Stopped,         // `stop` returned true
        QuantizeFailed,  // GifQuantizeBuffer returned an error
    };

    // rowsPerPoll >= 1: the passes over the pixels call `stop` on every rowsPerPoll-th row.
    GifColorReducer(int rowsPerPoll, std::function<bool()> stop);

    // Reduces rgb (Format_RGB32, at least 1 x 1 pixels) into out, which must be empty.
    Status reduce(const QImage& rgb, Indexed& out) const;

private:
    bool pollAt(int y) const { return y % rowsPerPoll_ == 0 && stop_(); }
    // Exact indices when the frame has at most 256 colours (out.exact); false: stopped.
    bool indexExactly(const QImage& rgb, Indexed& out) const;
    // The median cut with its refinement and remapping (out.pixels already sized).
    Status quantize(const QImage& rgb, Indexed& out) const;

    int rowsPerPoll_ = 1;
    std::function<bool()> stop_;
};
