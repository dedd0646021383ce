// GUI test: every queen stands out on the board as the screen shows it. Min-conflicts runs
// (replayed, ReplayOracle) at N = 8, 50, 200 and 1000 are drawn by a real BoardWidget with the
// attacked squares hatched, boards of about 300, 500 and 900 pixels, light and dark application
// themes, in the standard, colour-blind and high-contrast (presenter) colours, at two moments: the
// first Swap (attacked queens on the board, the swap's marks shown) and the first solution (the
// Solution event, its tint). The widget is grabbed and measured pixel by pixel; the queens' places
// come from the replayed placement, never from the widget. The same boards are exported
// (BoardImageRenderer, light and dark) and measured the same way.
//
// For every queen drawn (a compact board draws every CompactBoardPainter::rowStep()-th row's, all
// of them unless their dots would cover too much of the board):
// - coverage: the share of its cell's pixels in the queen's body colour (BoardColors'
//   compactQueen, within a small distance) is at least 0.12 for the piece (cells of
//   BoardPainter::kMinPieceCell or more: the crown is mostly outline), 0.22 for a disc or dot
//   (its rim fills the rest of the cell) and, on a compact board, 0.5 of the pixel of its
//   centre;
// - contrast: the mean colour of those body pixels has a WCAG contrast (computed by the test,
//   PresenterFixtures.h) of at least 3 against the
//   mean colour of each region around it: the eight neighbouring cells (squares, hatch, event
//   marks; cells holding a queen skipped) and, around a piece, the rest of its own cell (a disc
//   and its rim fill a small cell). On compact boards, where
//   a queen's dot is wider than its cell, the regions are the eight blocks of a 4-pixel band
//   around the dot and its rim. Pixels in the body, rim or halo colours of a queen are not
//   surroundings (nor are blends of the conflict colour). In high contrast, whose squares differ by
//   8:1, no one colour reaches 3:1 against both: there the queen's rim (light, or the conflict
//   colour) may carry the contrast.
#include <QApplication>
#include <QImage>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <vector>

#include "AppStyle.h"
#include "BoardColors.h"
#include "BoardGeometry.h"
#include "BoardImageRenderer.h"
#include "BoardTestFixtures.h"
#include "CompactBoardPainter.h"
#include "PresenterFixtures.h"
#include "QueenMarkPainter.h"

using namespace boardtest;

namespace {

int distance(QRgb a, QRgb b) {
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

struct Mean {
    double r = 0, g = 0, b = 0;
    int count = 0;
    void add(QRgb c) {
        r += qRed(c);
        g += qGreen(c);
        b += qBlue(c);
        ++count;
    }
    QColor color() const {
        return count == 0 ? QColor()
                          : QColor::fromRgbF(r / count / 255, g / count / 255, b / count / 255);
    }
};

struct Finding {
    double coverage = 0;
    double contrast = 99;
    QString against;  // the region of the lowest contrast
};

// Measures every drawn queen (rows r with r % step == 0) of `s` on `image`, whose squares are
// `board`: "" when each passes, else what failed. `drawn`: the queens measured.
QString measure(const QImage& image, const QRectF& board, const BoardState& s,
                const BoardColors& colors, int step, int& drawn) {
    const int n = s.n();
    const qreal cell = board.width() / n;
    const bool compact = cell < 6;  // dots wider than their cells (compact boards, tiny exports)
    QColor conflict = colors.conflict;
    conflict.setAlpha(255);
    const QRgb body = colors.compactQueen.rgb();
    const auto queenInk = [&](QRgb c) {
        return distance(c, body) <= 40 || distance(c, colors.queenHalo.rgb()) <= 12 ||
               distance(c, conflict.rgb()) <= 60;  // its blends too
    };
    const QRect inside = board.toAlignedRect().adjusted(1, 1, -1, -1) & image.rect();
    // The queen's box: its cell; on a compact board at least its dot and rim.
    const qreal minBox = compact ? std::max<qreal>(6.0, std::round(cell)) + 4 : 0;
    drawn = 0;
    for (int r = 0; r < n; ++r) {
        const int c = s.queenAt(r);
        if (c == kEmpty || r % step != 0) continue;
        ++drawn;
        const QPointF centre(board.left() + (c + 0.5) * cell, board.top() + (r + 0.5) * cell);
        const qreal half = std::max(cell, minBox) / 2;
        const QRect box =
            QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half).toAlignedRect();
        // The cell's pixels; on a compact board the pixel holding its centre.
        const QRect own =
            (compact ? QRect(QPoint(int(std::floor(centre.x())), int(std::floor(centre.y()))),
                             QSize(1, 1))
                     : QRectF(board.left() + c * cell, board.top() + r * cell, cell, cell)
                           .toAlignedRect()) &
            image.rect();
        // Coverage: body pixels of the queen's own cell (at least the pixel of its centre).
        Mean queen;
        int cellPixels = 0, bodyPixels = 0;
        for (int y = own.top(); y <= own.bottom(); ++y)
            for (int x = own.left(); x <= own.right(); ++x) {
                ++cellPixels;
                if (distance(image.pixel(x, y), body) <= 40) ++bodyPixels;
            }
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                if (image.rect().contains(x, y) && distance(image.pixel(x, y), body) <= 40)
                    queen.add(image.pixel(x, y));
        // High contrast: the rim's colours (the light halo, the conflict colour).
        Mean halo, conflictRim;
        const QRect rimBox = box.adjusted(-3, -3, 3, 3);  // a rim may lie around the box
        for (int y = rimBox.top(); y <= rimBox.bottom(); ++y)
            for (int x = rimBox.left(); x <= rimBox.right(); ++x) {
                if (!image.rect().contains(x, y)) continue;
                const QRgb px = image.pixel(x, y);
                if (distance(px, colors.queenHalo.rgb()) <= 12) halo.add(px);
                if (distance(px, conflict.rgb()) <= 12) conflictRim.add(px);
            }
        Finding f;
        f.coverage = cellPixels == 0 ? 0 : double(bodyPixels) / cellPixels;
        if (queen.count == 0) return QStringLiteral("row %1: no queen").arg(r);
        // Contrast against each region around the queen.
        const int band = compact ? 4 : static_cast<int>(std::floor(cell));
        const QRect outer = box.adjusted(-band, -band, band, band);
        const int xs[4] = {outer.left(), box.left(), box.right() + 1, outer.right() + 1};
        const int ys[4] = {outer.top(), box.top(), box.bottom() + 1, outer.bottom() + 1};
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                // The dot or disc and its rim fill their own cell (their edges are blends
                // of body and rim): the piece's cell only.
                if (i == 1 && j == 1 && cell < BoardPainter::kMinPieceCell) continue;
                if (!compact) {
                    const int rr = r + i - 1, cc = c + j - 1;
                    if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                    if (s.queenAt(rr) == cc && !(i == 1 && j == 1)) continue;
                }
                const QRect region =
                    QRect(QPoint(xs[j], ys[i]), QPoint(xs[j + 1] - 1, ys[i + 1] - 1)) & inside;
                Mean around;
                for (int y = region.top(); y <= region.bottom(); ++y)
                    for (int x = region.left(); x <= region.right(); ++x)
                        if (!queenInk(image.pixel(x, y))) around.add(image.pixel(x, y));
                if (around.count < std::max(3, region.width() * region.height() / 5)) continue;
                double k = presentertest::contrast(queen.color(), around.color());
                for (const Mean* rim : {&halo, &conflictRim})
                    if (colors.highContrast && rim->count > 0)
                        k = std::max(k, presentertest::contrast(rim->color(), around.color()));
                if (k < f.contrast) {
                    f.contrast = k;
                    f.against = QStringLiteral("%1 at (%2, %3); rims %4 x %5, %6 x %7")
                                    .arg(around.color().name())
                                    .arg(i - 1)
                                    .arg(j - 1)
                                    .arg(halo.count)
                                    .arg(halo.color().name())
                                    .arg(conflictRim.count)
                                    .arg(conflictRim.color().name());
                }
            }
        const double minCoverage = compact ? 0.5 : cell < BoardPainter::kMinPieceCell ? 0.22 : 0.12;
        if (f.coverage < minCoverage)
            return QStringLiteral("row %1 (column %4, pixel %5): covers %2 of its %3 px cell")
                .arg(r)
                .arg(f.coverage, 0, 'f', 2)
                .arg(cell)
                .arg(c)
                .arg(QColor(image.pixel(own.topLeft())).name());
        if (f.contrast < 3.0)
            return QStringLiteral("row %1 (%2 px cells): contrast %3 against %4")
                .arg(r)
                .arg(cell)
                .arg(f.contrast, 0, 'f', 2)
                .arg(f.against);
    }
    return {};
}

}  // namespace

class TestQueenLegibility : public QObject {
    Q_OBJECT

private slots:
    void queensStandOut_data();
    void queensStandOut();
    void exportedQueensStandOut_data();
    void exportedQueensStandOut();
};

void TestQueenLegibility::queensStandOut_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("scheme");  // 0 standard, 1 colour-blind, 2 high contrast (presenter)
    const char* schemes[] = {"", " colour-blind", " high contrast"};
    for (const int scheme : {0, 1, 2})
        for (const bool dark : {false, true})
            for (const int n : {8, 50, 200, 1000})
                for (const int side : {300, 500, 900})
                    QTest::addRow("N=%d %dpx %s%s", n, side, dark ? "dark" : "light",
                                  schemes[scheme])
                        << n << side << dark << scheme;
}

void TestQueenLegibility::queensStandOut() {
    QFETCH(int, n);
    QFETCH(int, side);
    QFETCH(bool, dark);
    QFETCH(int, scheme);
    AppStyle::apply(dark);
    BoardColors::setDefaultHighContrast(scheme == 2);
    const Run run(Algorithm::MinConflicts, n, 400000);
    const std::size_t swap = run.find(EventKind::Swap);
    const std::size_t solution = run.find(EventKind::Solution);
    QVERIFY(swap < run.events.size());
    QVERIFY(solution < run.events.size());

    BoardWidget w;
    if (scheme == 1) w.setColorScheme(BoardColors::Scheme::ColorBlindSafe);
    // A board of `side` pixels: the widget's margins (12 px) and, up to N = 32, its labels.
    const int labels = n <= 32 ? static_cast<int>(std::ceil(w.fontMetrics().height() * 1.6)) : 0;
    w.resize(side + 24 + labels, side + 24 + labels);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const BoardColors colors = w.colors();
    QCOMPARE(colors.highContrast, scheme == 2);
    QCOMPARE(colors.shapes, scheme == 1);

    for (const std::size_t at : {swap, solution}) {
        const BoardState s = run.after(at + 1);
        w.setView(&s, &run.events[at]);
        const QImage image = shot(w);
        if (qEnvironmentVariableIsSet("QUEENSLAB_LEGIBILITY_DUMP"))
            image.save(QStringLiteral("%1/n%2-%3-%4-%5.png")
                           .arg(qEnvironmentVariable("QUEENSLAB_LEGIBILITY_DUMP"))
                           .arg(n)
                           .arg(side)
                           .arg(dark ? "dark" : "light")
                           .arg(at == swap ? "swap" : "solution"));
        const QRectF board = w.boardRect();
        QVERIFY2(std::abs(board.width() - side) <= n, qPrintable(QString::number(board.width())));
        const qreal cell = board.width() / n;
        // A compact board draws the queens of every rowStep()-th row (so that the dots never
        // merge into a blob); every queen it draws is measured.
        const int step = cell < 6 ? CompactBoardPainter::rowStep({board, cell, n}) : 1;
        int drawn = 0;
        const QString failure = measure(image, board, s, colors, step, drawn);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(drawn >= s.queenCount() / 5);
    }
}

void TestQueenLegibility::exportedQueensStandOut_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("dark");
    for (const bool dark : {false, true})
        for (const int n : {8, 50, 200, 1000})
            for (const int side : {300, 500, 900})
                QTest::addRow("N=%d %dpx %s", n, side, dark ? "dark" : "light")
                    << n << side << dark;
}

// The same boards exported (BoardImageRenderer, the attacked squares hatched), in the export's
// colours: every queen drawn (dots of tiny cells: every QueenMarkPainter::rowStep()-th row's).
void TestQueenLegibility::exportedQueensStandOut() {
    QFETCH(int, n);
    QFETCH(int, side);
    QFETCH(bool, dark);
    const Run run(Algorithm::MinConflicts, n, 400000);
    for (const std::size_t at : {run.find(EventKind::Swap), run.find(EventKind::Solution)}) {
        QVERIFY(at < run.events.size());
        const BoardState s = run.after(at + 1);
        BoardImageOptions o;
        o.n = n;
        o.width = side;
        o.theme = dark ? ImageTheme::Dark : ImageTheme::Light;
        o.attacks = true;
        for (int r = 0; r < n; ++r) o.placement.push_back(s.queenAt(r));
        const QImage image = BoardImageRenderer::render(o).convertToFormat(QImage::Format_RGB32);
        // Dots wider than their cells: every QueenMarkPainter::rowStep()-th row's.
        const QRectF board = BoardImageRenderer::boardRect(o);
        const qreal cell = board.width() / n;
        const int step =
            cell < BoardPainter::kMinDiscCell
                ? QueenMarkPainter::rowStep(n, std::max(BoardPainter::kMinDotPixels, cell), board)
                : 1;
        int drawn = 0;
        const QString failure = measure(image, board, s, BoardColors::forTheme(dark), step, drawn);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(drawn >= s.queenCount() / 5);
    }
}

QTEST_MAIN(TestQueenLegibility)
#include "test_queen_legibility.moc"
