// The caption band of exported animation frames (AnimationExporter with stepCaption / stepNumber,
// StepCaptionPainter). A real backtracking run (N = 4) is exported; the files are read back with
// QImage / QImageReader (Qt's GIF decoder, not giflib). Truth: the board part of every frame must
// equal the renderer's image without a band (the output with the options off, pixel for pixel);
// the band must equal the band painted independently here for the sentence EventDescriber gives
// for the board this test replays, and the step number typed here; with both options off the
// frame is the old one. Chinese: the installed zh_CN translation gives the sentence, and its
// characters are drawn as real glyphs (two different characters give different pixels).
#include <QImageReader>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include "AnimationExporter.h"
#include "AnimationTestSupport.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "EventDescriber.h"
#include "StepCaptionPainter.h"
#include "TranslationLoader.h"

using namespace rendertest;

namespace {

// Pixels of `img` in rows [top, bottom) that differ from `background`.
int inkPixels(const QImage& img, int top, int bottom, QRgb background) {
    int ink = 0;
    for (int y = top; y < bottom; ++y)
        for (int x = 0; x < img.width(); ++x)
            if (img.pixel(x, y) != background) ++ink;
    return ink;
}

QImage rows(const QImage& img, int top, int height) {
    return img.copy(0, top, img.width(), height).convertToFormat(QImage::Format_ARGB32);
}

// The band painted here, apart from the exporter: theme background, then the painter.
QImage expectedBand(int width, const StepCaptionPainter::Caption& c, ImageTheme theme) {
    QImage band(width, StepCaptionPainter::bandHeight(width, c.showText, c.showStep),
                QImage::Format_ARGB32_Premultiplied);
    band.fill(Qt::transparent);
    QPainter p(&band);
    p.setRenderHint(QPainter::Antialiasing, true);
    StepCaptionPainter::paint(p, QRectF(0, 0, band.width(), band.height()), c, theme, false);
    p.end();
    return band.convertToFormat(QImage::Format_ARGB32);
}

}  // namespace

class TestAnimationCaptions : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { TranslationLoader::installLanguage(QStringLiteral("en")); }

    // "Step k of m" is the step number and the run's length, in the locale's digits.
    void stepLabel() {
        QCOMPARE(StepCaptionPainter::stepLabel(7, 40), QStringLiteral("Step 7 of 40"));
        QCOMPARE(StepCaptionPainter::bandHeight(500, false, false), 0);
        QVERIFY(StepCaptionPainter::bandHeight(500, true, true) >
                StepCaptionPainter::bandHeight(500, true, false));
        QVERIFY(StepCaptionPainter::bandHeight(500, true, false) >
                StepCaptionPainter::bandHeight(500, false, true));
    }

    // PNG frames of a range that starts mid-run: each is the old frame with the band below it,
    // and the band shows this step's sentence and number.
    void pngFramesCarryTheCaption_data() {
        QTest::addColumn<bool>("text");
        QTest::addColumn<bool>("number");
        QTest::newRow("both") << true << true;
        QTest::newRow("sentence only") << true << false;
        QTest::newRow("number only") << false << true;
        QTest::newRow("neither: the old frames") << false << false;
    }
    void pngFramesCarryTheCaption() {
        QFETCH(bool, text);
        QFETCH(bool, number);
        const std::vector<StepEvent> all = backtrackingRun(4);
        BoardState start(4);
        for (std::size_t k = 0; k < 10; ++k) start.apply(all[k]);
        const std::span<const StepEvent> range(all.data() + 10, 12);
        QTemporaryDir dir;
        AnimationOptions o;
        o.frame.width = 240;
        o.frame.theme = ImageTheme::Dark;
        o.output = dir.path();
        o.stepCaption = text;
        o.stepNumber = number;
        o.firstStep = 11;
        o.stepCount = 150;
        const ExportResult r = AnimationExporter::run(start, range, o, {}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));

        const int band = StepCaptionPainter::bandHeight(240, text, number);
        const QRgb background = BoardColors::themeBackground(true).rgb();
        BoardState state = start;
        QSet<QByteArray> bands;
        for (int i = 0; i < 12; ++i) {
            const StepEvent& e = range[static_cast<std::size_t>(i)];
            state.apply(e);
            const QImage old =
                BoardImageRenderer::render(AnimationExporter::frameOptions(o.frame, state, e))
                    .convertToFormat(QImage::Format_ARGB32);
            const QImage file = QImage(dir.filePath(AnimationExporter::frameFileName(i + 1, 12)))
                                    .convertToFormat(QImage::Format_ARGB32);
            QCOMPARE(file.size(), QSize(240, old.height() + band));
            QCOMPARE(rows(file, 0, old.height()), old);
            if (band == 0) continue;
            StepCaptionPainter::Caption c;
            c.showText = text;
            c.showStep = number;
            if (text) c.text = EventDescriber::describe(&e, state);
            if (number) c.step = QStringLiteral("Step %1 of 150").arg(11 + i);
            const QImage shown = rows(file, old.height(), band);
            QCOMPARE(shown, expectedBand(240, c, ImageTheme::Dark));
            QVERIFY(inkPixels(shown, 0, band, background) > 100);
            bands.insert(
                QByteArray(reinterpret_cast<const char*>(shown.constBits()), shown.sizeInBytes()));
        }
        // Every frame's band differs (a new number, or a new sentence): the text is drawn.
        if (band > 0 && number) QCOMPARE(bands.size(), 12);
    }

    // The GIF: one frame per step, each taller by the band, the band's lines not blank.
    void gifFramesAreTallerByTheBand() {
        const std::vector<StepEvent> events = backtrackingRun(4, 20);
        QTemporaryDir dir;
        AnimationOptions o;
        o.frame.width = 300;
        o.output = dir.filePath(QStringLiteral("run.gif"));
        o.stepCaption = true;
        o.stepNumber = true;
        const ExportResult r = AnimationExporter::run(BoardState(4), events, o, {}, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        BoardImageOptions first = o.frame;
        first.n = 4;
        first.placement.assign(4, -1);
        const int board = BoardImageRenderer::imageSize(first).height();
        const int band = StepCaptionPainter::bandHeight(300, true, true);
        const int line = static_cast<int>(300 * StepCaptionPainter::kTextPx * 1.45);
        QImageReader reader(o.output, "gif");
        QCOMPARE(reader.imageCount(), 20);
        const QRgb background = BoardColors::themeBackground(false).rgb();
        QImage img;
        int frames = 0;
        while (reader.read(&img)) {
            QCOMPARE(img.size(), QSize(300, board + band));
            QVERIFY(inkPixels(img, board, board + line, background) > 50);         // the number
            QVERIFY(inkPixels(img, board + line, board + band, background) > 50);  // sentence
            ++frames;
        }
        QCOMPARE(frames, 20);
    }

    // In Chinese: the sentence is the translation's, and its characters are real glyphs.
    void chineseCaptionsAreDrawn() {
        QCOMPARE(TranslationLoader::installLanguage(QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        const StepEvent place = StepEvent::make(EventKind::Place, 0, 1, 2);
        BoardState after(4);
        after.apply(place);
        const QString sentence = EventDescriber::describe(&place, after);
        QVERIFY2(sentence.contains(QChar(0x7B2C)), qPrintable(sentence));      // 第
        QVERIFY(StepCaptionPainter::stepLabel(3, 9).contains(QChar(0x6B65)));  // 步

        const auto glyph = [](const QString& ch) {
            QImage img(64, 64, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            BoardImageRenderer::drawText(p, QRectF(0, 0, 64, 64), ch, 48, Qt::AlignHCenter,
                                         Qt::black);
            return img;
        };
        const QImage a = glyph(QStringLiteral("排"));
        QVERIFY(inkPixels(a, 0, 64, qRgb(255, 255, 255)) > 50);
        QVERIFY(a != glyph(QStringLiteral("除")));

        QTemporaryDir dir;
        AnimationOptions o;
        o.frame.width = 400;
        o.output = dir.path();
        o.stepCaption = true;
        o.stepNumber = true;
        const std::vector<StepEvent> events{place};
        QVERIFY(AnimationExporter::run(BoardState(4), events, o, {}, nullptr).ok);
        const QImage file = QImage(dir.filePath(AnimationExporter::frameFileName(1, 1)))
                                .convertToFormat(QImage::Format_ARGB32);
        StepCaptionPainter::Caption c;
        c.text = sentence;
        c.step = StepCaptionPainter::stepLabel(1, 1);
        const int band = StepCaptionPainter::bandHeight(400, true, true);
        QCOMPARE(rows(file, file.height() - band, band), expectedBand(400, c, ImageTheme::Light));
    }
};

QTEST_MAIN(TestAnimationCaptions)
#include "test_animation_captions.moc"
