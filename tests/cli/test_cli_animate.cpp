// queenslab-cli animate: the GIF decodes (QImageReader) to exactly --to - --from frames of the
// requested width; a PNG frames directory holds exactly that many numbered files; a sub-range
// starts from the right board (its frames equal the same steps of a range from step 0); the
// default range is min(length of the run, 200), the length counted from `trace`'s own output;
// bad ranges and options end with exit code 2, one stderr line and nothing written; a failing
// write (a file size limit standing in for a full disk) exits with 2 and leaves nothing. The
// caption band under each frame (on by default) is the one StepCaptionPainter draws for
// EventDescriber's sentence of the step replayed here and the step number typed here; turned
// off, the frames are the renderer's plain boards.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "AnimationExporter.h"
#include "BoardImageRenderer.h"
#include "BoardState.h"
#include "CliTestSupport.h"
#include "EventDescriber.h"
#include "StepCaptionPainter.h"
#include "StepperFactory.h"

using clitest::runCli;

namespace {

QStringList entries(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// Frames of a GIF, decoded one by one.
QList<QImage> gifFrames(const QString& path) {
    QList<QImage> frames;
    QImageReader reader(path, "gif");
    QImage frame;
    while (reader.read(&frame)) frames << frame;
    return frames;
}

// The number of events of a run, from `queenslab-cli trace` (one JSON line per event).
int runLength(const QString& algorithm, int n) {
    const auto r = runCli({"trace", QString::number(n), "--algorithm", algorithm});
    return r.exitCode == 0 ? static_cast<int>(clitest::lines(r.out).size()) : -1;
}

}  // namespace

class TestCliAnimate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gifHasOneFramePerStep_data();
    void gifHasOneFramePerStep();
    void pngFramesDirectory();
    void subRangeStartsFromTheRightBoard();
    void stepCaptionsAreOnByDefault();
    void defaultRange_data();
    void defaultRange();
    void refusals_data();
    void refusals();
    void writeFailureExitsTwo_data();
    void writeFailureExitsTwo();

private:
    QTemporaryDir dir_;
};

void TestCliAnimate::initTestCase() {
    QVERIFY(dir_.isValid());
}

void TestCliAnimate::gifHasOneFramePerStep_data() {
    QTest::addColumn<QStringList>("run");  // N and algorithm options
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("bitmask 6, 0..20") << QStringList{"6", "--algorithm", "bitmask"} << 0 << 20;
    QTest::newRow("backtracking 5, 10..25")
        << QStringList{"5", "--algorithm", "backtracking"} << 10 << 25;
    QTest::newRow("min-conflicts 8, 3..15")
        << QStringList{"8", "--algorithm", "min-conflicts", "--seed", "3"} << 3 << 15;
    QTest::newRow("dfs 4, 5..6") << QStringList{"4", "--algorithm", "dfs"} << 5 << 6;
}

void TestCliAnimate::gifHasOneFramePerStep() {
    QFETCH(QStringList, run);
    QFETCH(int, from);
    QFETCH(int, to);
    const QString path = dir_.filePath("run.gif");
    const auto r = runCli(QStringList{"animate"} + run +
                          QStringList{"--from", QString::number(from), "--to", QString::number(to),
                                      "--size", "96", "--delay", "50", "--output", path, "--json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("frames").toInt(), to - from);
    QCOMPARE(o.value("format").toString(), QStringLiteral("gif"));
    QCOMPARE(o.value("bytes").toInteger(), QFileInfo(path).size());

    const QList<QImage> frames = gifFrames(path);
    QCOMPARE(frames.size(), to - from);
    for (const QImage& f : frames) QCOMPARE(f.width(), 96);
    QImageReader reader(path, "gif");
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.loopCount(), -1);  // loops forever
}

void TestCliAnimate::pngFramesDirectory() {
    const QString frames = dir_.filePath("frames");  // does not exist: animate creates it
    const auto r = runCli({"animate", "6", "--algorithm", "bitmask", "--from", "4", "--to", "21",
                           "--size", "80", "--output", frames, "--json"});
    QCOMPARE(r.exitCode, 0);
    QStringList expected;
    for (int k = 1; k <= 17; ++k)
        expected << QStringLiteral("frame-%1.png").arg(k, 4, 10, QLatin1Char('0'));
    QCOMPARE(entries(frames), expected);
    qint64 bytes = 0;
    for (const QString& name : expected) {
        const QImage image(QDir(frames).filePath(name));
        QCOMPARE(image.width(), 80);
        bytes += QFileInfo(QDir(frames).filePath(name)).size();
    }
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("frames").toInt(), 17);
    QCOMPARE(o.value("format").toString(), QStringLiteral("png"));
    QCOMPARE(o.value("bytes").toInteger(), bytes);
}

void TestCliAnimate::subRangeStartsFromTheRightBoard() {
    // Frame k of steps A..B-1 shows the board after step A+k: the same picture as frame A+k of
    // the range that starts at step 0.
    const QString whole = dir_.filePath("whole");
    const QString part = dir_.filePath("part");
    const QStringList run = {"animate", "6", "--algorithm", "backtracking", "--size", "64"};
    QCOMPARE(runCli(run + QStringList{"--to", "60", "--output", whole}).exitCode, 0);
    QCOMPARE(runCli(run + QStringList{"--from", "37", "--to", "60", "--output", part}).exitCode, 0);
    QCOMPARE(entries(part).size(), 23);
    bool someDiffer = false;
    for (int k = 0; k < 23; ++k) {
        const QImage a(QDir(part).filePath(
            QStringLiteral("frame-%1.png").arg(k + 1, 4, 10, QLatin1Char('0'))));
        const QImage b(QDir(whole).filePath(
            QStringLiteral("frame-%1.png").arg(37 + k + 1, 4, 10, QLatin1Char('0'))));
        QVERIFY(!a.isNull());
        QCOMPARE(a, b);
        const QImage first(QDir(whole).filePath("frame-0001.png"));
        someDiffer = someDiffer || a != first;
    }
    QVERIFY(someDiffer);  // the frames show different boards, so the comparison means something
}

void TestCliAnimate::stepCaptionsAreOnByDefault() {
    // With both captions off the frames are the plain boards; by default each has the band
    // below: "Step k of m" numbered as the GUI numbers steps (--from 3: the first frame is step
    // 4; m = 9 steps replayed) and the sentence that describes the step (EventDescriber, for
    // the board replayed here from the stepper).
    const QStringList run = {"animate", "5",    "--algorithm", "backtracking", "--from",
                             "3",       "--to", "9",           "--size",       "200"};
    const QString plain = dir_.filePath("plain");
    const QString captioned = dir_.filePath("captioned");
    const QString numbered = dir_.filePath("numbered");
    QCOMPARE(runCli(run +
                    QStringList{"--step-caption", "off", "--step-number", "OFF", "--output", plain})
                 .exitCode,
             0);
    QCOMPARE(runCli(run + QStringList{"--output", captioned}).exitCode, 0);
    QCOMPARE(runCli(run + QStringList{"--step-caption", "off", "--step-number", "on", "--output",
                                      numbered})
                 .exitCode,
             0);
    queens::StepperOptions five;
    five.n = 5;
    auto stepper = queens::StepperFactory::create(queens::Algorithm::Backtracking, five);
    queens::BoardState board(5);
    queens::StepEvent e;
    for (int k = 0; k < 3; ++k) {
        QVERIFY(stepper->next(e));
        board.apply(e);
    }
    AnimationOptions options;
    options.frame.n = 5;
    options.frame.width = 200;
    for (int k = 0; k < 6; ++k) {
        QVERIFY(stepper->next(e));
        board.apply(e);
        const QString name = QStringLiteral("frame-%1.png").arg(k + 1, 4, 10, QLatin1Char('0'));
        const QImage bare =
            QImage(QDir(plain).filePath(name)).convertToFormat(QImage::Format_ARGB32);
        const QImage full =
            QImage(QDir(captioned).filePath(name)).convertToFormat(QImage::Format_ARGB32);
        const QImage number =
            QImage(QDir(numbered).filePath(name)).convertToFormat(QImage::Format_ARGB32);
        const QImage expectedBare =
            BoardImageRenderer::render(AnimationExporter::frameOptions(options.frame, board, e))
                .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(bare, expectedBare);
        QCOMPARE(full.height(), bare.height() + StepCaptionPainter::bandHeight(200, true, true));
        QCOMPARE(number.height(), bare.height() + StepCaptionPainter::bandHeight(200, false, true));
        QCOMPARE(full.copy(0, 0, 200, bare.height()), bare);
        StepCaptionPainter::Caption c;
        c.text = EventDescriber::describe(&e, board);
        c.step = QStringLiteral("Step %1 of 9").arg(4 + k);
        const QImage band = StepCaptionPainter::band(200, c, ImageTheme::Light, false);
        QCOMPARE(full.copy(0, bare.height(), 200, full.height() - bare.height()),
                 band.convertToFormat(QImage::Format_ARGB32));
    }
}

void TestCliAnimate::defaultRange_data() {
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("n");
    QTest::newRow("bitmask 4 (longer than 200)") << "bitmask" << 4;
    QTest::newRow("bitmask 1 (short run)") << "bitmask" << 1;
    QTest::newRow("backtracking 4") << "backtracking" << 4;
}

void TestCliAnimate::defaultRange() {
    QFETCH(QString, algorithm);
    QFETCH(int, n);
    const int length = runLength(algorithm, n);
    QVERIFY(length > 0);
    const QString path = dir_.filePath("default.gif");
    const auto r = runCli({"animate", QString::number(n), "--algorithm", algorithm, "--size", "48",
                           "--output", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty() && r.err.isEmpty());
    QCOMPARE(gifFrames(path).size(), std::min(length, 200));
}

void TestCliAnimate::refusals_data() {
    QTest::addColumn<QStringList>("args");  // after "animate"; "@" is the row's own folder
    QTest::addColumn<QString>("reason");    // "%L": the run length of bitmask 4 from `trace`
    const QStringList bm4 = {"4", "--algorithm", "bitmask", "--size", "48"};
    const QStringList gif = {"--output", "@/a.gif"};
    const auto row = [](const char* name, const QStringList& args, const char* reason) {
        QTest::newRow(name) << args << QString::fromUtf8(reason);
    };
    row("to not after from", bm4 + QStringList{"--from", "9", "--to", "9"} + gif,
        "--to must be greater than --from; got --from 9 --to 9");
    row("too many frames", bm4 + QStringList{"--to", "5001"} + gif,
        "would be 5001 frames; an animation has at most 5000");
    row("to beyond the run", bm4 + QStringList{"--from", "150", "--to", "1000"} + gif,
        "the bitmask run for N = 4 has %L steps");
    row("from beyond the run", bm4 + QStringList{"--from", "100000"} + gif, "--from 100000 is");
    row("from negative", bm4 + QStringList{"--from", "-1"} + gif,
        "--from must be an integer from 0 to 1000000000; got '-1'");
    row("from junk", bm4 + QStringList{"--from", "x"} + gif, "--from must be an integer");
    row("algorithm missing", QStringList{"4"} + gif, "--algorithm is missing");
    row("unknown algorithm", QStringList{"4", "--algorithm", "quantum"} + gif,
        "unknown algorithm 'quantum'");
    row("permutation too large", QStringList{"13", "--algorithm", "permutation"} + gif,
        "supports N from 1 to 12");
    row("N zero", QStringList{"0", "--algorithm", "bitmask"} + gif, "N must be a positive");
    row("delay too short", bm4 + QStringList{"--delay", "5"} + gif,
        "--delay must be from 20 to 60000 milliseconds; got '5'");
    row("size zero", bm4 + QStringList{"--size", "0"} + gif, "--size must be from 16");
    row("bad theme", bm4 + QStringList{"--theme", "neon"} + gif, "unknown theme 'neon'");
    row("step caption neither on nor off", bm4 + QStringList{"--step-caption", "maybe"} + gif,
        "--step-caption must be on or off; got 'maybe'");
    row("step number 1", bm4 + QStringList{"--step-number", "1"} + gif,
        "--step-number must be on or off; got '1'");
    row("step number without a value", bm4 + gif + QStringList{"--step-number"}, "--step-number");
    row("output missing", bm4, "--output FILE is missing");
    row("png file instead of a directory", bm4 + QStringList{"--output", "@/a.png"},
        "unknown file type");
    row("file instead of a directory", bm4 + QStringList{"--output", "@/plain"}, "is a file");
    row("parent folder missing", bm4 + QStringList{"--output", "@/no/frames"}, "does not exist");
    row("gif folder missing", bm4 + QStringList{"--output", "@/no/a.gif"}, "does not exist");
}

void TestCliAnimate::refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile plain(dir.filePath("plain"));
        QVERIFY(plain.open(QIODevice::WriteOnly));
    }
    for (QString& a : args) a.replace(QLatin1Char('@'), dir.path());
    reason.replace(QStringLiteral("%L"), QString::number(runLength("bitmask", 4)));
    QVERIFY(clitest::isUsageError(runCli(QStringList{"animate"} + args), reason));
    QCOMPARE(entries(dir.path()), QStringList{"plain"});
}

void TestCliAnimate::writeFailureExitsTwo_data() {
    QTest::addColumn<QString>("output");  // in the row's own folder
    QTest::newRow("gif") << "big.gif";
    QTest::newRow("frames folder (created by the run)") << "frames";
}

void TestCliAnimate::writeFailureExitsTwo() {
    QFETCH(QString, output);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 4 KiB: the GIF of 30 frames, and each 1024 px frame PNG, are larger (the limit is per file).
    const auto r = clitest::runWithFileSizeLimit(
        {"animate", "6", "--algorithm", "bitmask", "--to", "30", "--output", dir.filePath(output)},
        4096);
    QVERIFY(clitest::isWriteFailure(r, dir.path()));
}

QTEST_MAIN(TestCliAnimate)
#include "test_cli_animate.moc"
