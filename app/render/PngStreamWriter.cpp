#include "PngStreamWriter.h"

#include <zlib.h>

#include <QByteArray>
#include <algorithm>
#include <cstring>
#include <vector>

#include "CancelFlag.h"

namespace {

void putBigEndian(QByteArray& bytes, quint32 value) {
    const char b[4] = {static_cast<char>(value >> 24), static_cast<char>(value >> 16),
                       static_cast<char>(value >> 8), static_cast<char>(value)};
    bytes.append(b, 4);
}

// One chunk: length, type, data, CRC of type and data.
bool writeChunk(QIODevice* out, const char* type, const char* data, quint32 length) {
    QByteArray chunk;
    chunk.reserve(static_cast<qsizetype>(length) + 12);
    putBigEndian(chunk, length);
    chunk.append(type, 4);
    if (length > 0) chunk.append(data, static_cast<qsizetype>(length));
    const auto* crcStart = reinterpret_cast<const Bytef*>(chunk.constData() + 4);
    putBigEndian(chunk, static_cast<quint32>(crc32(crc32(0L, Z_NULL, 0), crcStart, length + 4)));
    return out->write(chunk) == chunk.size();
}

// The zlib stream of the image data, written as IDAT chunks whenever the buffer fills.
class IdatStream {
public:
    explicit IdatStream(QIODevice* out) : out_(out), buffer_(PngStreamWriter::kChunkBytes) {
        ok_ = deflateInit(&z_, Z_DEFAULT_COMPRESSION) == Z_OK;
        z_.next_out = buffer_.data();
        z_.avail_out = static_cast<uInt>(buffer_.size());
    }
    ~IdatStream() {
        if (ok_) deflateEnd(&z_);
    }
    IdatStream(const IdatStream&) = delete;
    IdatStream& operator=(const IdatStream&) = delete;

    bool ok() const { return ok_; }
    bool writeFailed() const { return writeFailed_; }

    // Compresses `length` bytes (flush: Z_NO_FLUSH, or Z_FINISH for the end of the stream).
    bool add(const uchar* data, std::size_t length, int flush) {
        z_.next_in = const_cast<Bytef*>(data);
        z_.avail_in = static_cast<uInt>(length);
        for (;;) {
            const int r = deflate(&z_, flush);
            if (r == Z_STREAM_ERROR) return false;
            if (z_.avail_out == 0 && !writeOut()) return false;
            if (flush == Z_FINISH ? r == Z_STREAM_END : z_.avail_in == 0 && z_.avail_out > 0) break;
        }
        return flush != Z_FINISH || writeOut();
    }

private:
    bool writeOut() {
        const auto used = static_cast<quint32>(buffer_.size() - z_.avail_out);
        if (used > 0 &&
            !writeChunk(out_, "IDAT", reinterpret_cast<const char*>(buffer_.data()), used)) {
            writeFailed_ = true;
            return false;
        }
        z_.next_out = buffer_.data();
        z_.avail_out = static_cast<uInt>(buffer_.size());
        return true;
    }

    QIODevice* out_;
    std::vector<Bytef> buffer_;
    z_stream z_{};
    bool ok_ = false;
    bool writeFailed_ = false;
};

}  // namespace

PngStreamWriter::Status PngStreamWriter::write(const QImage& image, QIODevice* out,
                                               const std::atomic<bool>* cancel) {
    if (image.isNull() || out == nullptr) return Status::Failed;
    if (cancelled(cancel)) return Status::Cancelled;
    const int width = image.width();
    const int height = image.height();
    static constexpr char kSignature[8] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};
    if (out->write(kSignature, 8) != 8) return Status::WriteFailed;
    QByteArray header;
    putBigEndian(header, static_cast<quint32>(width));
    putBigEndian(header, static_cast<quint32>(height));
    header.append("\x08\x06\x00\x00\x00", 5);  // 8 bits, RGBA, deflate, adaptive, no interlace
    if (!writeChunk(out, "IHDR", header.constData(), 13)) return Status::WriteFailed;
    if (image.dotsPerMeterX() > 0 && image.dotsPerMeterY() > 0) {
        QByteArray phys;
        putBigEndian(phys, static_cast<quint32>(image.dotsPerMeterX()));
        putBigEndian(phys, static_cast<quint32>(image.dotsPerMeterY()));
        phys.append('\x01');  // unit: the metre
        if (!writeChunk(out, "pHYs", phys.constData(), 9)) return Status::WriteFailed;
    }

    IdatStream idat(out);
    if (!idat.ok()) return Status::Failed;
    const auto failed = [&] { return idat.writeFailed() ? Status::WriteFailed : Status::Failed; };
    const std::size_t rowBytes = static_cast<std::size_t>(width) * 4;
    std::vector<uchar> previous(rowBytes, 0);  // the row above the first one is all zero
    std::vector<uchar> line(rowBytes + 1);
    line[0] = 2;  // filter type "Up": each byte minus the byte above it
    for (int y = 0; y < height; y += kBandRows) {
        const int rows = std::min(kBandRows, height - y);
        // A view of the band (no copy), converted to straight RGBA as Qt's writer stores it.
        const QImage band =
            QImage(image.constScanLine(y), width, rows, image.bytesPerLine(), image.format())
                .convertToFormat(QImage::Format_RGBA8888);
        if (band.isNull()) return Status::Failed;
        for (int r = 0; r < rows; ++r) {
            if (cancelled(cancel)) return Status::Cancelled;
            const uchar* row = band.constScanLine(r);
            for (std::size_t i = 0; i < rowBytes; ++i)
                line[i + 1] = static_cast<uchar>(row[i] - previous[i]);
            std::memcpy(previous.data(), row, rowBytes);
            if (!idat.add(line.data(), line.size(), Z_NO_FLUSH)) return failed();
        }
    }
    if (cancelled(cancel)) return Status::Cancelled;
    if (!idat.add(nullptr, 0, Z_FINISH)) return failed();
    if (!writeChunk(out, "IEND", nullptr, 0)) return Status::WriteFailed;
    return Status::Ok;
}
