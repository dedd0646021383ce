#include "ImageBuffer.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#ifdef __linux__
#include <sys/mman.h>
#endif

#include "CancelFlag.h"

namespace {

// Touches every page of `image` (all zero already when mapped) a band at a time; false when
// cancelled.
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

#ifdef __linux__
constexpr std::size_t kHugePage = std::size_t{2} << 20;

struct Mapping {
    void* start = nullptr;
    std::size_t length = 0;
};

void unmap(void* info) {
    auto* m = static_cast<Mapping*>(info);
    munmap(m->start, m->length);
    delete m;
}

// The image on a mapping aligned to a huge page; null when mmap fails.
QImage mapped(const QSize& size, QImage::Format format) {
    const int depth = QImage::toPixelFormat(format).bitsPerPixel();
    if (depth % 8 != 0) return {};
    const std::size_t bytesPerLine =
        (static_cast<std::size_t>(size.width()) * depth / 8 + 3) & ~std::size_t{3};
    const std::size_t bytes = bytesPerLine * static_cast<std::size_t>(size.height());
    const std::size_t length = bytes + kHugePage;
    void* start = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (start == MAP_FAILED) return {};
    const auto address = reinterpret_cast<std::uintptr_t>(start);
    auto* pixels = reinterpret_cast<uchar*>((address + kHugePage - 1) & ~(kHugePage - 1));
    madvise(pixels, bytes, MADV_HUGEPAGE);  // advice only: 4 KiB pages if it is refused
    auto* mapping = new Mapping{start, length};
    QImage image(pixels, size.width(), size.height(), static_cast<qsizetype>(bytesPerLine), format,
                 unmap, mapping);
    if (image.isNull()) unmap(mapping);
    return image;
}
#endif

}  // namespace

QImage ImageBuffer::allocate(const QSize& size, QImage::Format format,
                             const std::atomic<bool>* cancel) {
    if (size.isEmpty() || cancelled(cancel)) return {};
    QImage image;
#ifdef __linux__
    image = mapped(size, format);
#endif
    if (image.isNull()) image = QImage(size, format);
    if (image.isNull()) return {};  // out of memory
    image.setDevicePixelRatio(1);
    if (!touch(image, cancel)) return {};
    return image;
}
