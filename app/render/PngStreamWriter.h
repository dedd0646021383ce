#pragma once
// PngStreamWriter: a QImage as a PNG stream written to a QIODevice a few rows at a time, so that
// a cancel flag is seen between rows (BoardExporter's PNG files). Qt's PNG writer can only be
// stopped when libpng flushes a ~8 KB chunk of compressed output, which for a board image (large
// single-coloured squares, compressing about 1000 : 1) comes only after many rows; here the flag
// is polled before every row.
//
// Contract
// - write(image, out, cancel): 8-bit RGBA (colour type 6, straight alpha, as Qt's own PNG writer
//   stores an image with an alpha channel), not interlaced, every row filtered "Up", one zlib
//   stream (Z_DEFAULT_COMPRESSION) split into IDAT chunks of at most kChunkBytes; a pHYs chunk
//   carries the image's dots per metre when it has them. Read back, the pixels equal
//   image.convertToFormat(QImage::Format_ARGB32) one for one.
// - The image is converted kBandRows rows at a time (QImage::Format_RGBA8888), so the extra
//   memory is one band, not a second copy of the image.
// - Returns Ok, Cancelled (the flag was set: the stream is incomplete and the caller discards
//   it), WriteFailed (out->write wrote less than asked; the device holds the reason) or
//   Failed (a null image, or zlib refused: out of memory). Nothing is printed.
// - Reentrant; runs on any thread.
#include <QIODevice>
#include <QImage>
#include <atomic>

class PngStreamWriter {
public:
    enum class Status { Ok, Cancelled, WriteFailed, Failed };

    static constexpr int kBandRows = 16;
    static constexpr int kChunkBytes = 64 * 1024;

    static Status write(const QImage& image, QIODevice* out, const std::atomic<bool>* cancel);
};
