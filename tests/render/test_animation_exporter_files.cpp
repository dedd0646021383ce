// AnimationExporter and the files of an export: the frames' file names, a PNG sequence that
// replaces an earlier one in its folder, and runs that are refused, fail or are cancelled, which
// leave the folder (or the GIF's path) exactly as it was, byte for byte, with no temporary file
// or folder. The frames come from a real backtracking run (N = 4); the folder is read back with
// QDir and QFile. What the frames show: test_animation_exporter.cpp.
#include <QDir>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <new>
#include <stdexcept>

#include "AnimationExporter.h"
#include "AnimationTestSupport.h"
#include "BoardImageRenderer.h"

using namespace rendertest;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

QString frameName(int k) {
    return QStringLiteral("frame-%1.png").arg(k, 4, 10, QLatin1Char('0'));
}

}  // namespace

class TestAnimationExporterFiles : public QObject {
    Q_OBJECT

private slots:
    // A cancel from the progress callback stops at once and leaves nothing (an older file at the
    // GIF's path keeps its content; no temporary file or folder remains).
    void cancel_data() {
        QTest::addColumn<bool>("gif");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("cancelAt");  // the frame whose progress report sets the flag
        QTest::newRow("gif") << true << 100 << 5;
        QTest::newRow("png") << false << 100 << 5;
        QTest::newRow("gif 4096 px, after frame 1") << true << 4096 << 1;
        QTest::newRow("png 4096 px, after frame 1") << false << 4096 << 1;
    }
    void cancel() {
        QFETCH(bool, gif);
        QFETCH(int, width);
        QFETCH(int, cancelAt);
        const std::vector<StepEvent> events = backtrackingRun(4, 40);
        QTemporaryDir dir;
        AnimationOptions o;
        o.frame.width = width;
        o.output = gif ? dir.filePath(QStringLiteral("a.gif")) : dir.path();
        if (gif) writeFile(o.output, "old");
        const QStringList before = entries(dir.path());
        std::atomic<bool> stop{false};
        int last = 0;
        const ExportResult r = AnimationExporter::run(
            BoardState(4), events, o,
            [&](int done, int) {
                last = done;
                if (done == cancelAt) stop = true;
            },
            &stop);
        QVERIFY(!r.ok);
        QCOMPARE(r.error, QStringLiteral("cancelled"));
        QCOMPARE(last, cancelAt);
        QCOMPARE(entries(dir.path()), before);
        if (gif) QCOMPARE(readFile(o.output), QByteArray("old"));
    }

    // PNG frames into a folder that holds a longer sequence of an earlier export: afterwards the
    // folder's frames are exactly the new sequence; files that are not frames stay.
    void pngReplacesAnEarlierSequence() {
        QTemporaryDir dir;
        for (int k = 1; k <= 12; ++k) writeFile(dir.filePath(frameName(k)), "old frame");
        const QStringList others = {"frame-12.png", "frame-0003.png.bak", "notes.txt"};
        for (const QString& name : others) writeFile(dir.filePath(name), "other");
        writeFile(dir.filePath(QStringLiteral("frame-10000.png")), "old frame");  // 5 digits
        AnimationOptions o;
        o.frame.width = 64;
        o.output = dir.path();
        const ExportResult r =
            AnimationExporter::run(BoardState(4), backtrackingRun(4, 5), o, {}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QStringList expected = others;
        for (int k = 1; k <= 5; ++k) expected << frameName(k);
        expected.sort();
        QCOMPARE(entries(dir.path()), expected);
        for (int k = 1; k <= 5; ++k)
            QCOMPARE(QImage(dir.filePath(frameName(k))).width(), 64);  // a new PNG, not the old
        for (const QString& name : others) QCOMPARE(readFile(dir.filePath(name)), "other");
    }

    // A run that does not complete leaves the folder (or the GIF) exactly as it was, byte for
    // byte, with no temporary folder; an exception's English text does not reach the message.
    void failureKeepsWhatWasThere_data() {
        QTest::addColumn<bool>("gif");
        QTest::addColumn<QString>("failure");
        for (const bool gif : {false, true})
            for (const char* failure : {"cancel", "bad_alloc", "runtime_error", "folder"}) {
                if (gif && QByteArray(failure) == "folder") continue;
                QTest::addRow("%s %s", gif ? "gif" : "png", failure) << gif << failure;
            }
    }
    void failureKeepsWhatWasThere() {
        QFETCH(bool, gif);
        QFETCH(QString, failure);
        QTemporaryDir dir;
        QMap<QString, QByteArray> before;  // an earlier sequence of 8 frames and a GIF
        for (int k = 1; k <= 8; ++k) before[frameName(k)] = "old frame " + QByteArray::number(k);
        before[QStringLiteral("a.gif")] = "old gif";
        if (failure == QLatin1String("folder")) {  // where the new frame 4 must go
            before.remove(frameName(4));
            QVERIFY(QDir(dir.path()).mkdir(frameName(4)));
        }
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            writeFile(dir.filePath(it.key()), it.value());
        const QStringList names = entries(dir.path());
        if (failure == QLatin1String("runtime_error"))  // the detail goes to the log only
            QTest::ignoreMessage(QtWarningMsg, "AnimationExporter: an English detail");
        AnimationOptions o;
        o.frame.width = 64;
        o.output = gif ? dir.filePath(QStringLiteral("a.gif")) : dir.path();
        std::atomic<bool> stop{false};
        const ExportResult r = AnimationExporter::run(
            BoardState(4), backtrackingRun(4, 6), o,
            [&](int done, int) {
                if (done != 3) return;
                if (failure == QLatin1String("cancel")) stop = true;
                if (failure == QLatin1String("bad_alloc")) throw std::bad_alloc();
                if (failure == QLatin1String("runtime_error"))
                    throw std::runtime_error("an English detail");
            },
            &stop);
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty() && !r.error.contains(QLatin1Char('\n')));
        QVERIFY2(!r.error.contains(QLatin1String("English")) && !r.error.contains("std::"),
                 qPrintable(r.error));
        if (failure == QLatin1String("cancel")) QCOMPARE(r.error, QStringLiteral("cancelled"));
        if (failure == QLatin1String("bad_alloc"))
            QVERIFY2(r.error.contains("memory"), qPrintable(r.error));
        if (failure == QLatin1String("folder"))
            QVERIFY2(r.error.contains(frameName(4)), qPrintable(r.error));
        QCOMPARE(entries(dir.path()), names);
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(readFile(dir.filePath(it.key())), it.value());
    }

    void refusals_data() {
        QTest::addColumn<QString>("output");  // relative to the temporary directory
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("events");  // -1: more than kMaxFrames; -2: one that does not fit
        QTest::addColumn<QString>("says");
        QTest::newRow("empty range") << "a.gif" << 100 << 0 << "empty";
        QTest::newRow("too many") << "a.gif" << 100 << -1 << "5000";
        QTest::newRow("narrow") << "a.gif" << BoardImageRenderer::kMinWidth - 1 << 10 << "width";
        QTest::newRow("wide") << "a.gif" << BoardImageRenderer::kMaxWidth + 1 << 10 << "width";
        QTest::newRow("png file") << "frames.png" << 100 << 10 << ".gif";
        QTest::newRow("missing dir") << "missing" << 100 << 10 << "does not exist";
        QTest::newRow("gif in missing dir") << "missing/a.gif" << 100 << 10 << "does not exist";
        QTest::newRow("existing file") << "plain" << 100 << 10 << ".gif";
        QTest::newRow("bad event") << "a.gif" << 100 << -2 << "step 2";
    }
    void refusals() {
        QFETCH(QString, output);
        QFETCH(int, width);
        QFETCH(int, events);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QFile plain(dir.filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        std::vector<StepEvent> list;
        if (events >= 0) list = backtrackingRun(4, static_cast<std::size_t>(events));
        if (events == -1)
            list.assign(AnimationExporter::kMaxFrames + 1,
                        StepEvent::make(EventKind::Try, 0, 0, 0));
        if (events == -2)
            list = {StepEvent::make(EventKind::Place, 0, 1, 1),
                    StepEvent::make(EventKind::Place, 0, 1, 2)};  // row 1 is occupied
        AnimationOptions o;
        o.frame.width = width;
        o.output = dir.filePath(output);
        bool called = false;
        const ExportResult r = AnimationExporter::run(
            BoardState(4), list, o, [&](int, int) { called = true; }, nullptr);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(says), qPrintable(r.error));
        QVERIFY(!r.error.contains(QLatin1Char('\n')));
        QCOMPARE(AnimationExporter::validate(BoardState(4), list, o), r.error);
        QVERIFY(!called);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("plain")});
    }

    void frameNames() {
        QCOMPARE(AnimationExporter::frameFileName(1, 1), QStringLiteral("frame-0001.png"));
        QCOMPARE(AnimationExporter::frameFileName(42, 5000), QStringLiteral("frame-0042.png"));
        QCOMPARE(AnimationExporter::frameFileName(12345, 20000), QStringLiteral("frame-12345.png"));
        QVERIFY(AnimationExporter::isGif(QStringLiteral("x/Y.GIF")));
        QVERIFY(!AnimationExporter::isGif(QStringLiteral("x/gif")));
    }
};

QTEST_MAIN(TestAnimationExporterFiles)
#include "test_animation_exporter_files.moc"
