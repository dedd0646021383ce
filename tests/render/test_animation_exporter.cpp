// AnimationExporter: a real run (backtracking, N = 4) replayed into a GIF and a PNG sequence. The
// GIF is decoded by Qt's own reader (not giflib); the expected boards come from an independent
// replay of the events on a BoardState in this test, and the expected marks from the table in
// the plan (typed in here, not taken from AnimationExporter). What an export leaves on disk when
// it is refused, fails or is cancelled: test_animation_exporter_files.cpp.
#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

#include "AnimationExporter.h"
#include "AnimationTestSupport.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"

using namespace rendertest;

namespace {

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
std::vector<CellMark> expectedMarks(const StepEvent& e, const BoardState& after,
                                    const BoardColors& c) {
    switch (e.kind) {
        case EventKind::Try:
            return {{e.a, e.b, CellMark::Outline, c.tryOutline}};
        case EventKind::Reject: {
            const QColor color = c.rejectColor(static_cast<queens::RejectReason>(e.reason));
            std::vector<CellMark> m = {{e.a, e.b, CellMark::Cross, color}};
            if (e.c >= 0 && e.c != e.a && after.queenAt(e.c) >= 0)
                m.push_back({e.c, after.queenAt(e.c), CellMark::Outline, color});
            return m;
        }
        case EventKind::Place:
            return {{e.a, e.b, CellMark::Fill, c.placeFill}};
        case EventKind::Remove:
            return {{e.a, e.b, CellMark::Fill, c.removeFill}};
        case EventKind::Solution: {
            std::vector<CellMark> m;
            for (int r = 0; r < after.n(); ++r)
                m.push_back({r, after.queenAt(r), CellMark::Fill, c.solution});
            return m;
        }
        default:
            return {};
    }
}

bool sameMarks(const std::vector<CellMark>& a, const std::vector<CellMark>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].row != b[i].row || a[i].col != b[i].col || a[i].kind != b[i].kind ||
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
};

QTEST_MAIN(TestAnimationExporter)
#include "test_animation_exporter.moc"
