#include "GifWriter.h"

#include <gif_lib.h>

#include <QHash>
#include <QIODevice>
#include <algorithm>
#include <array>
#include <vector>

int GifWriter::delayCentiseconds(int delayMs) {
    const long long cs = (static_cast<long long>(delayMs) + 5) / 10;
    if (cs < kMinDelayCs) return kMinDelayCs;
    if (cs > kMaxDelayCs) return kMaxDelayCs;
    return static_cast<int>(cs);
}

ExportResult GifWriter::write(const QString& path, const QVector<QImage>& frames, int delayMs) {
    if (frames.isEmpty())
        return {false, tr("Could not write the GIF: %1").arg(tr("the animation has no frames"))};
    ExportFile file(path);
    if (!file.open({QStringLiteral("gif")})) return file.result();
    GifWriter gif(file.device());
    bool ok = gif.begin(frames.front().size(), delayMs);
    for (qsizetype i = 0; ok && i < frames.size(); ++i) ok = gif.addFrame(frames[i]);
    if (!ok || !gif.finish()) return file.fail(gif.errorString());
    return file.commit();
}

GifWriter::GifWriter(QIODevice* device) : device_(device) {}

GifWriter::~GifWriter() {
    if (gif_ != nullptr) {
        device_ = nullptr;  // output() drops the trailer: the unfinished file stays unfinished
        int error = 0;
        EGifCloseFile(gif_, &error);
        gif_ = nullptr;
    }
}

bool GifWriter::begin(QSize size, int delayMs) {
    if (failed_) return false;
    if (begun_) return fail(tr("the animation was already started"));
    if (device_ == nullptr || !device_->isWritable())
        return fail(tr("the file is not open for writing"));
    if (size.width() < 1 || size.height() < 1 || size.width() > kMaxSide ||
        size.height() > kMaxSide)
        return fail(tr("a GIF image must be 1 to %1 pixels wide and high; got %2 × %3")
                        .arg(kMaxSide)
                        .arg(size.width())
                        .arg(size.height()));
    size_ = size;
    rowsPerPoll_ = static_cast<int>(std::max<qsizetype>(1, kPixelsPerPoll / size.width()));
    delayCs_ = delayCentiseconds(delayMs);
    begun_ = true;
    return true;
}

bool GifWriter::addFrame(const QImage& frame) {
    if (failed_) return false;
    if (!begun_) return fail(tr("the animation was not started"));
    if (frame.size() != size_)
        return fail(tr("frame %1 is %2 × %3 pixels, but the animation is %4 × %5")
                        .arg(frames_ + 1)
                        .arg(frame.width())
                        .arg(frame.height())
                        .arg(size_.width())
                        .arg(size_.height()));
    if (stopRequested()) return false;
    QImage rgb;
    if (!toOpaque(frame, rgb)) return false;
    Indexed ix;
    const GifColorReducer reducer(rowsPerPoll_, [this] { return stopRequested(); });
    switch (reducer.reduce(rgb, ix)) {
        case GifColorReducer::Status::Done:
            break;
        case GifColorReducer::Status::Stopped:
            return false;  // stopRequested() has failed the writer
        case GifColorReducer::Status::QuantizeFailed:
            return fail(tr("could not reduce a frame to 256 colours"));
    }
    rgb = QImage();  // the indices are all that is needed from here on
    if (frames_ == 0) {
        global_ = ix.palette;
        return writeHeader(global_) && writeFrame(ix.pixels, nullptr);
    }
    bool all = false;  // the global table holds every colour of this frame
    if (ix.exact && !toGlobalPalette(ix, all)) return false;
    return writeFrame(ix.pixels, all ? nullptr : &ix.palette);
}

bool GifWriter::finish() {
    if (failed_) return false;
    if (frames_ == 0 || gif_ == nullptr) return fail(tr("the animation has no frames"));
    if (stopRequested()) return false;
    int error = E_GIF_SUCCEEDED;
    const int rc = EGifCloseFile(gif_, &error);  // frees gif_ even when it fails
    gif_ = nullptr;
    if (deviceFailed_) return giflibFailed(E_GIF_ERR_WRITE_FAILED);
    if (rc == GIF_ERROR) return giflibFailed(error);
    return true;
}

bool GifWriter::stopRequested() {
    ++polls_;
    if (pollHook_) pollHook_(polls_);
    if (cancel_ == nullptr || !cancel_->load(std::memory_order_relaxed)) return false;
    cancelled_ = true;
    failed_ = true;
    error_ = QStringLiteral("cancelled");
    return true;
}

// Opaque 32-bit RGB: a premultiplied pixel over white is c + (255 - alpha) in each channel, what
// QPainter's source-over onto white gives.
bool GifWriter::toOpaque(const QImage& frame, QImage& rgb) {
    const bool direct = frame.format() == QImage::Format_RGB32 ||
                        frame.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage src = direct ? frame : frame.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    rgb = QImage(size_, QImage::Format_RGB32);
    if (src.isNull() || rgb.isNull())
        return fail(tr("not enough memory for a frame of %1 × %2 pixels")
                        .arg(size_.width())
                        .arg(size_.height()));
    for (int y = 0; y < size_.height(); ++y) {
        if (pollAt(y)) return false;
        const auto* in = reinterpret_cast<const QRgb*>(src.constScanLine(y));
        auto* out = reinterpret_cast<QRgb*>(rgb.scanLine(y));
        for (int x = 0; x < size_.width(); ++x) {
            const QRgb c = in[x];
            const int white = 255 - qAlpha(c);
            out[x] = qRgb(std::min(255, qRed(c) + white), std::min(255, qGreen(c) + white),
                          std::min(255, qBlue(c) + white));
        }
    }
    return true;
}

// Maps an exact frame's indices to the global table when it holds all its colours (`all`).
bool GifWriter::toGlobalPalette(Indexed& ix, bool& all) {
    QHash<QRgb, int> globalIndex;
    for (int i = 0; i < global_.size(); ++i) globalIndex.insert(global_[i], i);
    std::array<uchar, 256> toGlobal{};
    all = true;
    for (int i = 0; i < ix.palette.size() && all; ++i) {
        const auto it = globalIndex.constFind(ix.palette[i]);
        all = it != globalIndex.constEnd();
        if (all) toGlobal[static_cast<std::size_t>(i)] = static_cast<uchar>(*it);
    }
    if (!all) return true;
    const int w = size_.width();
    auto* px = reinterpret_cast<uchar*>(ix.pixels.data());
    for (int y = 0; y < size_.height(); ++y, px += w) {
        if (pollAt(y)) return false;
        for (int x = 0; x < w; ++x) px[x] = toGlobal[px[x]];
    }
    return true;
}

ColorMapObject* GifWriter::makeMap(const QVector<QRgb>& palette) {
    int bits = 1;  // giflib wants a power of two, at least 2 entries
    while ((1 << bits) < palette.size()) ++bits;
    std::vector<GifColorType> colors(static_cast<std::size_t>(1) << bits);
    for (int i = 0; i < palette.size(); ++i) {
        auto& c = colors[static_cast<std::size_t>(i)];
        c.Red = static_cast<GifByteType>(qRed(palette[i]));
        c.Green = static_cast<GifByteType>(qGreen(palette[i]));
        c.Blue = static_cast<GifByteType>(qBlue(palette[i]));
    }
    return GifMakeMapObject(static_cast<int>(colors.size()), colors.data());
}

bool GifWriter::writeHeader(const QVector<QRgb>& globalPalette) {
    int error = E_GIF_SUCCEEDED;
    gif_ = EGifOpen(this, &GifWriter::output, &error);
    if (gif_ == nullptr) return giflibFailed(error);
    EGifSetGifVersion(gif_, true);  // GIF89a: needed for the delay and loop extensions
    ColorMapObject* map = makeMap(globalPalette);
    if (map == nullptr) return giflibFailed(E_GIF_ERR_NOT_ENOUGH_MEM);
    const int rc = EGifPutScreenDesc(gif_, size_.width(), size_.height(), 8, 0, map);
    GifFreeMapObject(map);
    if (rc == GIF_ERROR || deviceFailed_) return giflibFailed(gif_->Error);
    // NETSCAPE2.0 application extension: sub-block 1, loop count 0 (forever), little-endian.
    static constexpr char kApp[] = "NETSCAPE2.0";
    static constexpr unsigned char kLoop[3] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif_, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
        EGifPutExtensionBlock(gif_, 11, kApp) == GIF_ERROR ||
        EGifPutExtensionBlock(gif_, 3, kLoop) == GIF_ERROR ||
        EGifPutExtensionTrailer(gif_) == GIF_ERROR || deviceFailed_)
        return giflibFailed(gif_->Error);
    return true;
}

bool GifWriter::writeFrame(const QByteArray& pixels, const QVector<QRgb>* localPalette) {
    GraphicsControlBlock gcb;
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = delayCs_;
    gcb.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const auto length = static_cast<int>(EGifGCBToExtension(&gcb, extension));
    if (EGifPutExtension(gif_, GRAPHICS_EXT_FUNC_CODE, length, extension) == GIF_ERROR ||
        deviceFailed_)
        return giflibFailed(gif_->Error);
    ColorMapObject* local = nullptr;
    if (localPalette != nullptr) {
        local = makeMap(*localPalette);
        if (local == nullptr) return giflibFailed(E_GIF_ERR_NOT_ENOUGH_MEM);
    }
    // giflib 5.2.1 keeps a copy of the previous frame's local map in gif_->Image.ColorMap and, for
    // a frame without one, sets the pointer to null without freeing it (a leak LeakSanitizer
    // reports): free it here first.
    if (local == nullptr && gif_->Image.ColorMap != nullptr) {
        GifFreeMapObject(gif_->Image.ColorMap);
        gif_->Image.ColorMap = nullptr;
    }
    const int rc = EGifPutImageDesc(gif_, 0, 0, size_.width(), size_.height(), false, local);
    if (local != nullptr) GifFreeMapObject(local);  // giflib keeps its own copy
    if (rc == GIF_ERROR || deviceFailed_) return giflibFailed(gif_->Error);
    QByteArray line;
    for (int y = 0; y < size_.height(); ++y) {
        if (pollAt(y)) return false;
        line = pixels.mid(static_cast<qsizetype>(y) * size_.width(), size_.width());
        if (EGifPutLine(gif_, reinterpret_cast<GifPixelType*>(line.data()), size_.width()) ==
                GIF_ERROR ||
            deviceFailed_)
            return giflibFailed(gif_->Error);
    }
    ++frames_;
    return true;
}

int GifWriter::output(GifFileType* gif, const unsigned char* data, int length) {
    auto* self = static_cast<GifWriter*>(gif->UserData);
    if (self->device_ == nullptr) return length;  // abandoned: see the destructor
    if (self->deviceFailed_) return 0;
    const qint64 written = self->device_->write(reinterpret_cast<const char*>(data), length);
    if (written == length) return length;
    self->deviceFailed_ = true;
    return written < 0 ? 0 : static_cast<int>(written);
}

bool GifWriter::fail(const QString& reason) {
    if (!failed_) error_ = tr("Could not write the GIF: %1").arg(reason);
    failed_ = true;
    return false;
}

bool GifWriter::giflibFailed(int code) {
    if (deviceFailed_) code = E_GIF_ERR_WRITE_FAILED;
    return fail(giflibMessage(code));
}

QString GifWriter::giflibMessage(int code) const {
    switch (code) {
        case E_GIF_ERR_WRITE_FAILED:
        case E_GIF_ERR_DISK_IS_FULL:
        case E_GIF_ERR_CLOSE_FAILED: {
            const QString detail = device_ != nullptr ? device_->errorString() : QString();
            return detail.isEmpty() || detail == QLatin1String("Unknown error")
                       ? tr("writing failed (is the disk full?)")
                       : tr("writing failed: %1").arg(detail);
        }
        case E_GIF_ERR_NOT_ENOUGH_MEM:
            return tr("not enough memory");
        case E_GIF_ERR_NO_COLOR_MAP:
            return tr("a frame has no colour table");
        case E_GIF_ERR_DATA_TOO_BIG:
            return tr("a frame has more pixels than its size allows");
        case E_GIF_ERR_HAS_SCRN_DSCR:
        case E_GIF_ERR_HAS_IMAG_DSCR:
            return tr("internal error: a descriptor was written twice");
        case E_GIF_ERR_OPEN_FAILED:
        case E_GIF_ERR_NOT_WRITEABLE:
            return tr("the file is not open for writing");
        default: {
            const char* text = GifErrorString(code);
            return tr("giflib error %1 (%2)")
                .arg(code)
                .arg(text != nullptr ? QString::fromLatin1(text) : QString());
        }
    }
}
