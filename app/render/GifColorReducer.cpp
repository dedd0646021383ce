#include "GifColorReducer.h"

#include <gif_lib.h>

#include <QHash>
#include <algorithm>
#include <array>
#include <climits>
#include <mutex>
#include <utility>
#include <vector>

namespace {

constexpr int kCells = 1 << 15;  // giflib's 5-bit-per-channel histogram

const QRgb* row(const QImage& rgb, int y) {
    return reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
}

int cellOf(QRgb c) {
    return ((qRed(c) >> 3) << 10) | ((qGreen(c) >> 3) << 5) | (qBlue(c) >> 3);
}

// giflib's GifQuantizeBuffer sorts through a static variable (SortRGBAxis in quantize.c).
std::mutex& quantizeMutex() {
    static std::mutex mutex;
    return mutex;
}

}  // namespace

GifColorReducer::GifColorReducer(int rowsPerPoll, std::function<bool()> stop)
    : rowsPerPoll_(std::max(1, rowsPerPoll)), stop_(std::move(stop)) {}

GifColorReducer::Status GifColorReducer::reduce(const QImage& rgb, Indexed& out) const {
    if (!indexExactly(rgb, out)) return Status::Stopped;
    return out.exact ? Status::Done : quantize(rgb, out);
}

bool GifColorReducer::indexExactly(const QImage& rgb, Indexed& out) const {
    const int w = rgb.width();
    out.pixels.resize(static_cast<qsizetype>(w) * rgb.height());
    auto* dst = reinterpret_cast<uchar*>(out.pixels.data());
    QHash<QRgb, int> index;
    index.reserve(512);
    QRgb last = 0;
    int lastIndex = -1;
    for (int y = 0; y < rgb.height(); ++y) {
        if (pollAt(y)) return false;
        const QRgb* line = row(rgb, y);
        for (int x = 0; x < w; ++x) {
            const QRgb c = line[x];
            if (lastIndex < 0 || c != last) {
                auto it = index.constFind(c);
                if (it == index.constEnd()) {
                    if (index.size() == 256) {
                        out.palette.clear();
                        return true;
                    }
                    it = index.insert(c, static_cast<int>(index.size()));
                    out.palette.push_back(c);
                }
                last = c;
                lastIndex = *it;
            }
            *dst++ = static_cast<uchar>(lastIndex);
        }
    }
    out.exact = true;
    return true;
}

// Median cut by giflib on the frame's cell histogram, refined (see GifColorReducer.h).
GifColorReducer::Status GifColorReducer::quantize(const QImage& rgb, Indexed& out) const {
    const int w = rgb.width();
    // Calls f(colour, pixels) for each run of one colour in the rows (polling); false: stopped.
    const auto forRuns = [&](const auto& f) {
        for (int y = 0; y < rgb.height(); ++y) {
            if (pollAt(y)) return false;
            const QRgb* line = row(rgb, y);
            for (int x = 0, end = 1; x < w; x = end++) {
                while (end < w && line[end] == line[x]) ++end;
                f(line[x], end - x);
            }
        }
        return true;
    };
    QHash<QRgb, quint32> frequency;  // every colour with its pixel count, unless too many
    bool exactCounts = true;
    std::vector<quint64> cells(kCells, 0);
    if (!forRuns([&](QRgb c, int n) {
            cells[static_cast<std::size_t>(cellOf(c))] += static_cast<quint64>(n);
            if (!exactCounts) return;
            frequency[c] += static_cast<quint32>(n);
            if (frequency.size() > kMaxRemapColors) {
                exactCounts = false;
                frequency = {};
            }
        }))
        return Status::Stopped;
    const auto total = static_cast<quint64>(w) * static_cast<quint64>(rgb.height());
    const auto samples = static_cast<quint64>(kQuantizeSamples);
    std::vector<GifByteType> red, green, blue;
    std::vector<int> firstOf(kCells, -1);  // a cell's first position in the buffer
    for (int cell = 0; cell < kCells; ++cell) {
        const quint64 count = cells[static_cast<std::size_t>(cell)];
        if (count == 0) continue;
        const quint64 weight =
            total <= samples ? count : std::max<quint64>(1, (count * samples + total / 2) / total);
        firstOf[static_cast<std::size_t>(cell)] = static_cast<int>(red.size());
        red.insert(red.end(), weight, static_cast<GifByteType>((cell >> 10) << 3));
        green.insert(green.end(), weight, static_cast<GifByteType>(((cell >> 5) & 31) << 3));
        blue.insert(blue.end(), weight, static_cast<GifByteType>((cell & 31) << 3));
    }
    if (stop_()) return Status::Stopped;
    std::vector<GifByteType> assigned(red.size());
    std::array<GifColorType, 256> map{};
    int mapSize = 256;
    {
        const std::lock_guard<std::mutex> lock(quantizeMutex());
        if (GifQuantizeBuffer(static_cast<unsigned>(red.size()), 1, &mapSize, red.data(),
                              green.data(), blue.data(), assigned.data(), map.data()) == GIF_ERROR)
            return Status::QuantizeFailed;
    }
    if (stop_()) return Status::Stopped;
    const auto entryOf = [&](QRgb c) {
        return assigned[static_cast<std::size_t>(firstOf[static_cast<std::size_t>(cellOf(c))])];
    };
    // One refinement step: all pixels of a colour share one entry.
    struct Entry {
        quint64 red = 0, green = 0, blue = 0, pixels = 0;
        QRgb mode = 0;
        quint32 modeCount = 0;
    };
    std::vector<Entry> entries(256);
    const auto add = [&](QRgb c, quint32 n) {
        Entry& e = entries[entryOf(c)];
        e.red += quint64{n} * static_cast<quint64>(qRed(c));
        e.green += quint64{n} * static_cast<quint64>(qGreen(c));
        e.blue += quint64{n} * static_cast<quint64>(qBlue(c));
        e.pixels += n;
        if (exactCounts && (n > e.modeCount || (n == e.modeCount && c < e.mode))) {
            e.modeCount = n;
            e.mode = c;
        }
    };
    qsizetype done = 0;
    for (auto it = frequency.cbegin(); it != frequency.cend(); ++it, ++done) {
        if (done % kColoursPerPoll == 0 && stop_()) return Status::Stopped;
        add(it.key(), it.value());
    }
    if (!exactCounts && !forRuns([&](QRgb c, int n) { add(c, static_cast<quint32>(n)); }))
        return Status::Stopped;
    const int used = std::clamp(mapSize, 1, 256);
    out.palette.resize(used);
    for (int k = 0; k < used; ++k) {
        const Entry& e = entries[static_cast<std::size_t>(k)];
        const auto& m = map[static_cast<std::size_t>(k)];
        const auto mean = [&](quint64 sum) {
            return static_cast<int>((sum + e.pixels / 2) / e.pixels);
        };
        out.palette[k] = e.pixels == 0 ? qRgb(m.Red, m.Green, m.Blue)
                         : 2 * quint64{e.modeCount} >= e.pixels
                             ? e.mode
                             : qRgb(mean(e.red), mean(e.green), mean(e.blue));
    }
    QHash<QRgb, uchar> nearest;  // with exact counts: every colour to its nearest entry
    nearest.reserve(frequency.size());
    done = 0;
    for (auto it = frequency.cbegin(); it != frequency.cend(); ++it, ++done) {
        if (done % kColoursPerPoll == 0 && stop_()) return Status::Stopped;
        const QRgb c = it.key();
        int bestIndex = 0;
        int bestDistance = INT_MAX;
        for (int k = 0; k < used && bestDistance > 0; ++k) {
            const QRgb p = out.palette[k];
            const int dr = qRed(c) - qRed(p), dg = qGreen(c) - qGreen(p), db = qBlue(c) - qBlue(p);
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                bestIndex = k;
            }
        }
        nearest.insert(c, static_cast<uchar>(bestIndex));
    }
    auto* dst = reinterpret_cast<uchar*>(out.pixels.data());
    const bool complete = forRuns([&](QRgb c, int n) {
        dst = std::fill_n(dst, n, exactCounts ? nearest.value(c) : entryOf(c));
    });
    return complete ? Status::Done : Status::Stopped;
}
