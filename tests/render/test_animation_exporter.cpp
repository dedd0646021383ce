// AnimationExporter: a real run (backtracking, N = 4) replayed into a GIF and a PNG sequence. The
// GIF is decoded by Qt's own reader (not giflib); the expected boards come from an independent
// replay of the events on a BoardState in this test, and the expected marks from the table in
// the plan (typed in here, not taken from AnimationExporter).
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <new>
#include <stdexcept>

#include "AnimationExporter.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "StepperFactory.h"

using queens::BoardState;
using queens::EventKind;
using queens::StepEvent;

namespace {

std::vector<StepEvent> backtrackingRun(int n, std::size_t limit = SIZE_MAX) {
    queens::StepperOptions options;
    options.n = n;
    auto stepper = queens::StepperFactory::create(queens::Algorithm::Backtracking, options);
    std::vector<StepEvent> events;
    StepEvent e;
    while (events.size() < limit && stepper->next(e)) events.push_back(e);
    return events;
}

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::Hidden, QDir::Name);
}

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

// Mean colour of the central 40 % of a cell.
QColor innerMean(const QImage& img, const QRectF& cell) {
    const QRect r = cell.adjusted(cell.width() * 0.3, cell.height() * 0.3, -cell.width() * 0.3,
                                  -cell.height() * 0.3)
                        .toAlignedRect();
    long long red = 0, green = 0, blue = 0, count = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = img.pixel(x, y);
            red += qRed(p);
            green += qGreen(p);
            blue += qBlue(p);
            ++count;
        }
    return count ? QColor(int(red / count), int(green / count), int(blue / count)) : QColor();
}

int channelDistance(const QColor& a, const QColor& b) {
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                     std::abs(a.blue() - b.blue())});
}

// The plan's marks for the kinds a backtracking run emits (Try, Reject, Place, Remove,
// Solution, Done), on the board after the event.
std::vector<MarkedCell> expectedMarks(const StepEvent& e, const BoardState& after,
                                      const BoardColors& c) {
    switch (e.kind) {
        case EventKind::Try:
            return {{e.a, e.b, CellMark::Outline, c.tryOutline}};
        case EventKind::Reject: {
            const QColor color = c.rejectColor(static_cast<queens::RejectReason>(e.reason));
            std::vector<MarkedCell> m = {{e.a, e.b, CellMark::Cross, color}};
            if (e.c >= 0 && e.c != e.a && after.queenAt(e.c) >= 0)
                m.push_back({e.c, after.queenAt(e.c), CellMark::Outline, color});
            return m;
        }
        case EventKind::Place:
            return {{e.a, e.b, CellMark::Fill, c.placeFill}};
        case EventKind::Remove:
            return {{e.a, e.b, CellMark::Fill, c.removeFill}};
        case EventKind::Solution: {
            std::vector<MarkedCell> m;
            for (int r = 0; r < after.n(); ++r)
                m.push_back({r, after.queenAt(r), CellMark::Fill, c.solution});
            return m;
        }
        default:
            return {};
    }
}

bool sameMarks(const std::vector<MarkedCell>& a, const std::vector<MarkedCell>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].row != b[i].row || a[i].col != b[i].col || a[i].mark != b[i].mark ||
            a[i].color != b[i].color)
            return false;
    return true;
}

}  // namespace

class TestAnimationExporter : public QObject {
    Q_OBJECT

private slots:
    // Every frame of the GIF shows the board after its event: queens where the independent
    // replay has them, plain squares elsewhere (the event's own cells are not judged).
    void gifShowsTheReplay() {
        const std::vector<StepEvent> events = backtrackingRun(4);
        QVERIFY(events.size() > 50);
        QTemporaryDir dir;
        AnimationOptions o;
        o.frame.width = 160;
        o.delayMs = 200;
        o.output = dir.filePath(QStringLiteral("run.gif"));
        const ExportResult r = AnimationExporter::run(BoardState(4), events, o, {}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("run.gif")});

        QImageReader reader(o.output, "gif");
        QCOMPARE(reader.imageCount(), static_cast<int>(events.size()));
        QCOMPARE(reader.loopCount(), -1);
        const BoardColors colors = BoardColors::forTheme(false);
        BoardImageOptions geometry = o.frame;
        geometry.n = 4;
        geometry.placement.assign(4, -1);
        BoardState state(4);
        int frames = 0;
        QImage img;
        while (reader.read(&img)) {
            QVERIFY(frames < static_cast<int>(events.size()));
            QCOMPARE(reader.nextImageDelay(), 200);
            const StepEvent& e = events[static_cast<std::size_t>(frames)];
            state.apply(e);
            for (int row = 0; row < 4; ++row)
                for (int col = 0; col < 4; ++col) {
                    if (row == e.a && col == e.b) continue;  // the event's cell: marked
                    const QColor mean =
                        innerMean(img, BoardImageRenderer::cellRect(geometry, row, col));
                    const QColor square =
                        (row + col) % 2 == 0 ? colors.lightSquare : colors.darkSquare;
                    const bool queen = state.queenAt(row) == col;
                    // Empty squares: their colour within the GIF palette's tolerance (these
                    // frames have few colours and come back exact). Queens: the dark piece moves
                    // the centre's mean far off (>= 51 here; 38 on the gold solution fill).
                    const int d = channelDistance(mean, square);
                    QVERIFY2(queen ? d > 25 : d <= 12,
                             qPrintable(QStringLiteral("frame %1 cell (%2,%3) queen %4 distance %5")
                                            .arg(frames)
                                            .arg(row)
                                            .arg(col)
                                            .arg(queen)
                                            .arg(d)));
                }
            ++frames;
        }
        QCOMPARE(frames, static_cast<int>(events.size()));
    }

    // A PNG sequence of a range that starts mid-run: names, count, and each file equal to the
    // renderer's image of the replayed board with the plan's marks.
    void pngSequence() {
        const std::vector<StepEvent> all = backtrackingRun(4);
        BoardState start(4);
        for (std::size_t k = 0; k < 10; ++k) start.apply(all[k]);
        const std::span<const StepEvent> range(all.data() + 10, 30);
        QTemporaryDir dir;
        QFile other(dir.filePath(QStringLiteral("notes.txt")));  // left alone
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        AnimationOptions o;
        o.frame.width = 120;
        o.frame.theme = ImageTheme::Dark;
        o.frame.coordinates = Coordinates::Chess;
        o.frame.caption = QStringLiteral("backtracking");
        o.output = dir.path();
        QList<int> progress;
        const ExportResult r = AnimationExporter::run(
            start, range, o,
            [&](int done, int total) {
                QCOMPARE(total, 30);
                progress << done;
            },
            nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(progress.size(), 30);
        QCOMPARE(progress.back(), 30);

        QStringList expected;
        for (int i = 1; i <= 30; ++i)
            expected << QStringLiteral("frame-%1.png").arg(i, 4, 10, QLatin1Char('0'));
        expected << QStringLiteral("notes.txt");
        QCOMPARE(entries(dir.path()), expected);

        const BoardColors colors = BoardColors::forTheme(true);
        BoardState state = start;
        for (int i = 0; i < 30; ++i) {
            const StepEvent& e = range[static_cast<std::size_t>(i)];
            state.apply(e);
            BoardImageOptions f = o.frame;
            f.n = 4;
            f.placement = state.placement();
            f.marks = expectedMarks(e, state, colors);
            QVERIFY(sameMarks(AnimationExporter::frameOptions(o.frame, state, e).marks, f.marks));
            const QImage file(dir.filePath(expected[i]));
            QVERIFY(!file.isNull());
            QCOMPARE(file.convertToFormat(QImage::Format_ARGB32_Premultiplied),
                     BoardImageRenderer::render(f));
        }
    }

    // The kinds backtracking does not emit, on a hand-made board.
    void marksOfOtherKinds() {
        const BoardColors c = BoardColors::forTheme(false);
        BoardState s(4);
        s.apply(StepEvent::make(EventKind::Place, 0, 0, 2));
        s.apply(StepEvent::make(EventKind::Place, 0, 2, 1));
        auto swap = StepEvent::make(EventKind::Swap, 0, 0, 2);
        s.apply(swap);  // row 0 now column 1, row 2 column 2
        QVERIFY(sameMarks(
            AnimationExporter::marksFor(swap, s, c),
            {{0, 1, CellMark::Outline, c.swapOutline}, {2, 2, CellMark::Outline, c.swapOutline}}));
        const auto rejected = StepEvent::make(EventKind::Evaluate, 0, 0, 2,
                                              queens::reasonCode(queens::SwapVerdict::Rejected));
        QVERIFY(sameMarks(AnimationExporter::marksFor(rejected, s, c),
                          {{0, 1, CellMark::Outline, c.rejectedSwap},
                           {2, 2, CellMark::Outline, c.rejectedSwap}}));
        QVERIFY(AnimationExporter::marksFor(StepEvent::make(EventKind::Push, 0), s, c).empty());
        QVERIFY(
            sameMarks(AnimationExporter::marksFor(StepEvent::make(EventKind::Pop, 0, 3, 1), s, c),
                      {{3, 1, CellMark::Outline, c.tryOutline}}));
        QVERIFY(AnimationExporter::marksFor(StepEvent::make(EventKind::Mask, 0, 1), s, c).empty());
        QVERIFY(AnimationExporter::marksFor(StepEvent::make(EventKind::Done, 0), s, c).empty());
    }

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

QTEST_MAIN(TestAnimationExporter)
#include "test_animation_exporter.moc"
