#pragma once
// ImageBuffer: a large transparent QImage whose pixels can be freed quickly, for the board
// images that BoardExporter writes (up to 16384 px wide: 1 GiB as ARGB32). Freeing that many
// ordinary 4 KiB pages is slow enough to break an export's cancel bound, so the pixels come from
// HugePageMemory: a mapping always advised for transparent huge pages (2 MiB pages; the system
// may still refuse), else operator new. A format of less than a byte per pixel is a plain QImage.
//
// Contract
// - allocate(size, format, cancel): a QImage of `size` and `format`, every byte zero (transparent
//   in a premultiplied format), dpr 1. Its pages are touched a band of kTouchRows rows at a time
//   with `cancel` (may be null) polled between bands, so that allocating is interruptible. Null
//   when cancelled, when the size is empty or when there is not enough memory.
// - The QImage owns the mapping: it is unmapped when the last copy of the image is destroyed.
//   A detach (writing to a shared copy) copies into ordinary memory.
// - The pixels are the same as those of QImage(size, format) filled with 0: painting on it gives
//   the same picture as BoardImageRenderer::render.
#include <QImage>
#include <QSize>
#include <atomic>

class ImageBuffer {
public:
    static constexpr int kTouchRows = 256;

    static QImage allocate(const QSize& size, QImage::Format format,
                           const std::atomic<bool>* cancel);
};
