#include "ImageBuffer.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <new>

#include "CancelFlag.h"
#include "HugePageMemory.h"

namespace {

using queens::HugePageMemory;

// Touches every page of `image` a band at a time, writing the zeros its contract promises;
// false when cancelled.
bool touch(QImage& image, const std::atomic<bool>* cancel) {
    for (int y = 0; y < image.height(); y += ImageBuffer::kTouchRows) {
        if (cancelled(cancel)) return false;
        const int rows = std::min(ImageBuffer::kTouchRows, image.height() - y);
        std::memset(
            image.scanLine(y), 0,
            static_cast<std::size_t>(image.bytesPerLine()) * static_cast<std::size_t>(rows));
    }
    return !cancelled(cancel);
}

// The pixels of an image, freed by QImage's cleanup function.
struct Pixels {
    void* data = nullptr;
    std::size_t bytes = 0;
};

void release(void* info) {
    auto* pixels = static_cast<Pixels*>(info);
    HugePageMemory::deallocate(pixels->data, pixels->bytes);
    delete pixels;
}

// The image on memory from HugePageMemory; null for a format below a byte per pixel or when
// there is not enough memory.
QImage onHugePages(const QSize& size, QImage::Format format) {
    const int depth = QImage::toPixelFormat(format).bitsPerPixel();
    if (depth % 8 != 0) return {};
    const std::size_t bytesPerLine =
        (static_cast<std::size_t>(size.width()) * depth / 8 + 3) & ~std::size_t{3};
    const std::size_t bytes = bytesPerLine * static_cast<std::size_t>(size.height());
    auto* pixels = new (std::nothrow) Pixels{nullptr, bytes};
    if (pixels == nullptr) return {};
    try {
        pixels->data = HugePageMemory::allocate(bytes, HugePageMemory::Advice::Always);
    } catch (const std::bad_alloc&) {
        delete pixels;
        return {};
    }
    QImage image(static_cast<uchar*>(pixels->data), size.width(), size.height(),
                 static_cast<qsizetype>(bytesPerLine), format, release, pixels);
    if (image.isNull()) release(pixels);
    return image;
}

}  // namespace

QImage ImageBuffer::allocate(const QSize& size, QImage::Format format,
                             const std::atomic<bool>* cancel) {
    if (size.isEmpty() || cancelled(cancel)) return {};
    QImage image = onHugePages(size, format);
    if (image.isNull()) image = QImage(size, format);
    if (image.isNull()) return {};  // out of memory
    image.setDevicePixelRatio(1);
    if (!touch(image, cancel)) return {};
    return image;
}
