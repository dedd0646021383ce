// GifWriter: every file is decoded by Qt's own GIF reader (QImageReader, the qgif plugin; not
// giflib), and the frames, delays and loop count read back are compared with what was written.
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cstdlib>

#include "GifWriter.h"

namespace {

QImage solid(QSize size, QColor color) {
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(color);
    return img;
}

// A checkerboard of k x k blocks cycling through `colors`.
QImage blocks(QSize size, int k, const QVector<QRgb>& colors) {
    QImage img(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x)
            img.setPixel(x, y, colors[((y / k) * 7 + x / k) % colors.size()]);
    return img;
}

struct Decoded {
    QVector<QImage> frames;
    QVector<int> delays;
    int imageCount = 0;
    int loopCount = 0;
};

Decoded decode(const QByteArray& bytes) {
    Decoded d;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "gif");
    d.imageCount = reader.imageCount();
    d.loopCount = reader.loopCount();
    QImage img;
    while (reader.read(&img)) {
        d.frames.push_back(img.convertToFormat(QImage::Format_RGB32));
        d.delays.push_back(reader.nextImageDelay());
    }
    return d;
}

// Largest per-channel difference between two images of the same size (-1 if sizes differ).
int maxDifference(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return -1;
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    int worst = 0;
    for (int r = 0; r < x.height(); ++r)
        for (int c = 0; c < x.width(); ++c) {
            const QRgb p = x.pixel(c, r);
            const QRgb q = y.pixel(c, r);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    return worst;
}

QByteArray encode(const QVector<QImage>& frames, int delayMs) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    GifWriter gif(&buffer);
    bool ok = gif.begin(frames.front().size(), delayMs);
    for (const QImage& f : frames) ok = ok && gif.addFrame(f);
    ok = ok && gif.finish();
    if (!ok) qWarning() << gif.errorString();
    return ok ? buffer.data() : QByteArray();
}

// A device that accepts `capacity` bytes and then fails like a full disk.
class FullDevice : public QIODevice {
public:
    explicit FullDevice(qint64 capacity) : capacity_(capacity) { open(QIODevice::WriteOnly); }
    qint64 written = 0;

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char*, qint64 len) override {
        if (written + len > capacity_) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        written += len;
        return len;
    }

private:
    qint64 capacity_;
};

}  // namespace

class TestGifWriter : public QObject {
    Q_OBJECT

private slots:
    void delayRounding_data() {
        QTest::addColumn<int>("ms");
        QTest::addColumn<int>("cs");
        // Nearest 1/100 s, halves up, never below 2 (20 ms) nor above 65535.
        QTest::newRow("0") << 0 << 2;
        QTest::newRow("negative") << -50 << 2;
        QTest::newRow("14") << 14 << 2;
        QTest::newRow("24") << 24 << 2;
        QTest::newRow("25") << 25 << 3;
        QTest::newRow("100") << 100 << 10;
        QTest::newRow("204") << 204 << 20;
        QTest::newRow("205") << 205 << 21;
        QTest::newRow("655350") << 655350 << 65535;
        QTest::newRow("huge") << 2000000000 << 65535;
    }
    void delayRounding() {
        QFETCH(int, ms);
        QFETCH(int, cs);
        QCOMPARE(GifWriter::delayCentiseconds(ms), cs);
    }

    // Solid frames come back exactly, with the delay and an infinite loop.
    void solidFrames_data() {
        QTest::addColumn<int>("delayMs");
        QTest::addColumn<int>("expectedMs");
        QTest::newRow("200 ms") << 200 << 200;
        QTest::newRow("123 ms -> 120") << 123 << 120;
        QTest::newRow("5 ms -> 20") << 5 << 20;
    }
    void solidFrames() {
        QFETCH(int, delayMs);
        QFETCH(int, expectedMs);
        const QSize size(40, 30);
        const QVector<QColor> colors = {QColor(255, 0, 0), QColor(0, 255, 0), QColor(0, 0, 255),
                                        QColor(0x12, 0x34, 0x56), QColor(255, 255, 255)};
        QVector<QImage> frames;
        for (const QColor& c : colors) frames.push_back(solid(size, c));
        const Decoded d = decode(encode(frames, delayMs));
        QCOMPARE(d.imageCount, colors.size());
        QCOMPARE(d.frames.size(), colors.size());
        QCOMPARE(d.loopCount, -1);  // Qt: -1 = forever (NETSCAPE2.0 loop count 0)
        for (int i = 0; i < colors.size(); ++i) {
            QCOMPARE(d.frames[i].size(), size);
            QCOMPARE(maxDifference(d.frames[i], frames[i]), 0);
            QCOMPARE(d.delays[i], expectedMs);
        }
    }

    // Patterns of up to 256 colours are exact, whether they fit the first frame's (global)
    // palette or need a local one; a frame of more colours comes back within the palette's
    // tolerance and its flat areas exactly.
    void patterns() {
        const QSize size(96, 64);
        QVector<QRgb> many;  // 256 distinct colours
        for (int i = 0; i < 256; ++i) many.push_back(qRgb(i, (i * 37) % 256, 255 - i));
        const QVector<QRgb> few = {qRgb(10, 20, 30), qRgb(200, 100, 0)};
        const QVector<QRgb> other = {qRgb(1, 2, 3), qRgb(250, 251, 252), qRgb(0, 128, 255)};
        QImage gradient(size, QImage::Format_RGB32);
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                gradient.setPixel(
                    x, y, x < 32 ? qRgb(0xf0, 0xdc, 0xb8) : qRgb(x * 2 + 60, y * 4, (x + y) % 256));
        const QVector<QImage> frames = {blocks(size, 4, few),
                                        blocks(size, 3, many),
                                        blocks(size, 8, few),
                                        blocks(size, 5, other),
                                        gradient,
                                        blocks(size, 2, many)};
        const Decoded d = decode(encode(frames, 100));
        QCOMPARE(d.imageCount, frames.size());
        QCOMPARE(d.frames.size(), frames.size());
        for (int i = 0; i < frames.size(); ++i) {
            if (i == 4) continue;
            QCOMPARE(maxDifference(d.frames[i], frames[i]), 0);
        }
        // The gradient: 96 * 64 pixels of about 2000 colours in 256 palette entries.
        const QImage& g = d.frames[4];
        QCOMPARE(maxDifference(g.copy(0, 0, 32, 64), gradient.copy(0, 0, 32, 64)), 0);
        // Tolerance: three steps of the median cut's 5-bit grid (8 levels each); giflib's own
        // palette misses this gradient by up to 43, the refined one (see GifColorReducer.h) by 20.
        QVERIFY2(maxDifference(g, gradient) <= 24,
                 qPrintable(QString::number(maxDifference(g, gradient))));
    }

    // A frame of more than kQuantizeSamples pixels, whose median cut gets the histogram scaled
    // down: the gradient of patterns() enlarged 8 times (the same colours in the same
    // proportions) keeps the tolerance patterns() asserts, and its flat area exactly.
    void largeFrameOfManyColours() {
        QImage small(QSize(96, 64), QImage::Format_RGB32);
        for (int y = 0; y < small.height(); ++y)
            for (int x = 0; x < small.width(); ++x)
                small.setPixel(
                    x, y, x < 32 ? qRgb(0xf0, 0xdc, 0xb8) : qRgb(x * 2 + 60, y * 4, (x + y) % 256));
        const QImage large = small.scaled(small.size() * 8);  // nearest neighbour: no new colours
        QVERIFY(large.width() * large.height() > GifWriter::kQuantizeSamples);
        const Decoded d = decode(encode({large}, 100));
        QCOMPARE(d.frames.size(), 1);
        QCOMPARE(maxDifference(d.frames[0].copy(0, 0, 256, 512), large.copy(0, 0, 256, 512)), 0);
        QVERIFY2(maxDifference(d.frames[0], large) <= 24,
                 qPrintable(QString::number(maxDifference(d.frames[0], large))));
    }

    // The cancel flag is polled inside a frame (every kPixelsPerPoll pixels of each pass); set
    // at any poll, it stops the call at that very poll with "cancelled", for good.
    void cancelInsideAFrame() {
        const QSize size(1024, 1024);
        QVector<QRgb> many;  // 300 colours: the quantizing path
        for (int i = 0; i < 300; ++i) many.push_back(qRgb(i % 256, i / 2, (i * 7) % 256));
        const QImage first = blocks(size, 3, many);
        const QImage second = blocks(size, 5, {qRgb(0, 0, 0), qRgb(255, 255, 255)});
        std::atomic<bool> stop{false};
        QBuffer probeBuffer;
        probeBuffer.open(QIODevice::WriteOnly);
        GifWriter probe(&probeBuffer);
        probe.setCancelFlag(&stop);
        QVERIFY(probe.begin(size, 100));
        QVERIFY(probe.addFrame(first));
        const qint64 firstPolls = probe.polls();
        QVERIFY(probe.addFrame(second));
        const qint64 allPolls = probe.polls();
        // Compositing, histogram, remapping and LZW coding each go over all rows.
        const qint64 rowsPerPoll = GifWriter::kPixelsPerPoll / size.width();
        QVERIFY2(firstPolls >= 4 * size.height() / rowsPerPoll,
                 qPrintable(QString::number(firstPolls)));
        QVERIFY(allPolls - firstPolls >= 2 * size.height() / rowsPerPoll);
        for (const qint64 at : {qint64{1}, firstPolls / 3, firstPolls / 2, firstPolls - 1,
                                firstPolls + 2, (firstPolls + allPolls) / 2, allPolls}) {
            stop = false;
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            GifWriter gif(&buffer);
            gif.setCancelFlag(&stop);
            gif.setPollHook([&](qint64 poll) {
                if (poll == at) stop = true;
            });
            QVERIFY(gif.begin(size, 100));
            const bool firstOk = gif.addFrame(first);
            QCOMPARE(firstOk, at > firstPolls);
            QVERIFY(!(firstOk && gif.addFrame(second)));
            QVERIFY(gif.wasCancelled());
            QCOMPARE(gif.errorString(), QStringLiteral("cancelled"));
            QCOMPARE(gif.polls(), at);  // stopped at the poll that saw the flag
            QVERIFY(!gif.finish());
            QCOMPARE(gif.polls(), at);
        }
    }

    // A translucent frame is composited over white.
    void translucentOverWhite() {
        QImage img(QSize(8, 8), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        img.setPixelColor(1, 1, QColor(0, 0, 0));
        const Decoded d = decode(encode({img}, 100));
        QCOMPARE(d.frames.size(), 1);
        QCOMPARE(d.frames[0].pixel(0, 0), qRgb(255, 255, 255));
        QCOMPARE(d.frames[0].pixel(1, 1), qRgb(0, 0, 0));
    }

    void refusals() {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            GifWriter gif(&buffer);
            QVERIFY(!gif.begin(QSize(0, 10), 100));
            QVERIFY(!gif.errorString().isEmpty());
        }
        {
            GifWriter gif(&buffer);
            QVERIFY(gif.begin(QSize(10, 10), 100));
            QVERIFY(!gif.finish());  // no frames
            QVERIFY(gif.errorString().contains(QStringLiteral("no frames")));
        }
        {
            GifWriter gif(&buffer);
            QVERIFY(gif.begin(QSize(10, 10), 100));
            QVERIFY(gif.addFrame(solid(QSize(10, 10), Qt::red)));
            QVERIFY(!gif.addFrame(solid(QSize(11, 10), Qt::red)));
            QVERIFY(gif.errorString().contains(QStringLiteral("11")));
            QVERIFY(!gif.addFrame(solid(QSize(10, 10), Qt::red)));  // stays failed
            QVERIFY(!gif.finish());
        }
        QBuffer readOnly;
        readOnly.open(QIODevice::ReadOnly);
        GifWriter gif(&readOnly);
        QVERIFY(!gif.begin(QSize(10, 10), 100));
    }

    // A device that fills up: the writer stops with the device's reason, at every capacity.
    void deviceFull_data() {
        QTest::addColumn<qint64>("capacity");
        for (qint64 c : {0, 5, 12, 40, 800, 1500})
            QTest::newRow(qPrintable(QString::number(c))) << c;
    }
    void deviceFull() {
        QFETCH(qint64, capacity);
        QVector<QRgb> many;
        for (int i = 0; i < 200; ++i) many.push_back(qRgb(i, 255 - i, (i * 13) % 256));
        FullDevice device(capacity);
        GifWriter gif(&device);
        bool ok = gif.begin(QSize(64, 64), 100);
        for (int i = 0; i < 3 && ok; ++i) ok = gif.addFrame(blocks(QSize(64, 64), 1 + i, many));
        ok = ok && gif.finish();
        QVERIFY(!ok);
        QVERIFY2(gif.errorString().contains(QStringLiteral("No space left on device")),
                 qPrintable(gif.errorString()));
        QVERIFY(device.written <= capacity);
    }

    // Through ExportFile: a good path gives a decodable file; bad targets leave nothing.
    void writeToFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("anim.GIF"));
        const ExportResult r = GifWriter::write(
            path, {solid(QSize(20, 20), Qt::red), solid(QSize(20, 20), Qt::blue)}, 300);
        QVERIFY2(r.ok, qPrintable(r.error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Decoded d = decode(f.readAll());
        QCOMPARE(d.frames.size(), 2);
        QCOMPARE(d.delays[1], 300);
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{QStringLiteral("anim.GIF")});
    }
    void unwritableTargets() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile plain(dir.filePath(QStringLiteral("plain.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.gif")));
        const QStringList before =
            QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        const QVector<QImage> frames = {solid(QSize(20, 20), Qt::red)};
        for (const QString& name :
             {QStringLiteral("plain.txt/out.gif"), QStringLiteral("missing/out.gif"),
              QStringLiteral("folder.gif"), QStringLiteral("out.png")}) {
            const ExportResult r = GifWriter::write(dir.filePath(name), frames, 100);
            QVERIFY2(!r.ok, qPrintable(name));
            QVERIFY(!r.error.isEmpty());
        }
        // Mismatched frames: the writer fails after the file was opened; nothing stays.
        const ExportResult r =
            GifWriter::write(dir.filePath(QStringLiteral("bad.gif")),
                             {solid(QSize(20, 20), Qt::red), solid(QSize(21, 20), Qt::red)}, 100);
        QVERIFY(!r.ok);
        QVERIFY(!GifWriter::write(dir.filePath(QStringLiteral("none.gif")), {}, 100).ok);
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), before);
        QVERIFY(QDir(dir.filePath(QStringLiteral("folder.gif"))).isEmpty());
    }
};

QTEST_MAIN(TestGifWriter)
#include "test_gif_writer.moc"
