#pragma once
// GifColorReducer: GifWriter's colour reduction. One opaque frame (QImage::Format_RGB32) becomes
// a palette of 1 to 256 colours and one palette index per pixel, ready for giflib's encoder.
//
// - A frame with at most 256 distinct colours is stored exactly (its palette is its colours, in
//   the order of their first pixel, row by row).
// - A frame with more is reduced to 256 colours by giflib's median cut (GifQuantizeBuffer, which
//   works on 5 bits per channel: a histogram of 32768 cells). It gets a buffer with the frame's
//   cell histogram: the exact counts for frames of up to kQuantizeSamples pixels, above that the
//   counts scaled down to about kQuantizeSamples pixels in all (every non-empty cell keeps at
//   least one), because giflib's call cannot be interrupted and its cost grows with the buffer.
//   The cut is refined once: each palette entry becomes the colour that holds at least half of
//   its pixels if there is one (ties: the smaller RGB value; so flat areas such as the squares
//   keep their exact colour from frame to frame, no flicker), else the mean of its pixels; then
//   every colour is mapped to its nearest entry (Euclidean RGB). A frame of more than
//   kMaxRemapColors distinct colours keeps no count per colour: each entry becomes the mean of
//   its pixels and every colour keeps the entry of its 5-bit cell (giflib's own assignment).
// - giflib's quantizer sorts through a static variable (SortRGBAxis in quantize.c), so calls of
//   GifQuantizeBuffer are serialised by a mutex (one for the whole process).
//
// Stopping: the `stop` callback given to the constructor is GifWriter's cancel poll. It is called
// in every pass over the frame (indexing, histogram, remapping) on each row whose number is a
// multiple of rowsPerPoll, in the passes over the distinct colours every kColoursPerPoll colours,
// and right before and right after the median cut. When it returns true, reduce() returns
// Status::Stopped at once (the frame's indices are then incomplete).
//
// Usage: GifColorReducer(rowsPerPoll, stop).reduce(rgb, indexed). Holds no state between calls
// but its two arguments; any number of reducers may run in parallel (the median cut waits for
// the mutex).
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
