// Tests of BoardImageRenderer (app/render), the board itself: the size of the image and the
// board's place, where the queens are, the attacked-cell hatch, the attacked queens, marks, the
// transparent background, a board of 1000 queens, and determinism. Pixel checks compare two
// renderings that differ in one thing only (the queens, the hatch, a mark), cell by cell, so they
// hold for both themes and every width; the truth each check is held against is computed here
// independently (attacked cells and queens pairwise, the board's place from the documented
// layout). Labels, the registers panel, validate() and the layout's parts:
// test_board_image_layout.cpp.
// Set QUEENSLAB_RENDER_DUMP=<dir> to keep the images for a look.
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <thread>
#include <vector>

#include "BoardAttacks.h"
#include "BoardColors.h"
#include "BoardImageRenderer.h"
#include "BoardImageTestSupport.h"
#include "BoardPainter.h"

namespace {
using namespace rendertest;

// Width x theme x boards (full, partial, empty, several queens per column) for the data tables.
void boardsTable() {
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<std::vector<int>>("placement");
    const std::vector<std::vector<int>> boards = {kSolution8,
                                                  {0, 4, 7, -1, -1, -1, -1, -1},
                                                  {-1, -1, -1, 3, -1, -1, -1, -1},
                                                  std::vector(8, -1),
                                                  {7, 7, 7, 0, 0, 0, 3, 3},
                                                  {-1, 2, -1, -1, -1, -1, 5, -1},
                                                  {0, 0, -1, -1, -1, -1, -1, 7}};
    for (const int w : {64, 333, 1024})
        for (const bool dark : {false, true})
            for (std::size_t b = 0; b < boards.size(); ++b)
                QTest::addRow("w%d-%s-board%zu", w, dark ? "dark" : "light", b)
                    << w << dark << boards[b];
}

// Empty cell (r, c) attacked by the queen of another row along a column or diagonal.
bool attackedPairwise(const std::vector<int>& p, int r, int c) {
    if (p[r] == c) return false;
    for (int q = 0; q < static_cast<int>(p.size()); ++q)
        if (q != r && p[q] >= 0 && (p[q] == c || std::abs(q - r) == std::abs(p[q] - c)))
            return true;
    return false;
}
// The queen of row r is attacked by the queen of another row along a column or diagonal.
bool queenAttackedPairwise(const std::vector<int>& p, int r) {
    if (p[r] < 0) return false;
    for (int q = 0; q < static_cast<int>(p.size()); ++q)
        if (q != r && p[q] >= 0 && (p[q] == p[r] || std::abs(q - r) == std::abs(p[q] - p[r])))
            return true;
    return false;
}
}  // namespace

class TestBoardImageRenderer : public QObject {
    Q_OBJECT

private slots:
    void sizeAndBoardPlace_data();
    void sizeAndBoardPlace();
    void queensAtTheirCells_data();
    void queensAtTheirCells();
    void attackedCellsHatched_data();
    void attackedCellsHatched();
    void attackedQueensMarked_data();
    void attackedQueensMarked();
    void marks();
    void background();
    void thousandQueens();
    void deterministic();
};

void TestBoardImageRenderer::sizeAndBoardPlace_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    for (const int w : {16, 64, 96, 120, 333, 1024, 2000})
        for (const bool dark : {false, true})
            QTest::addRow("w%d-%s", w, dark ? "dark" : "light") << w << dark;
}

// The image is exactly imageSize(o), width == requested; the board lies where the documented
// layout puts it (no title, labels or panel: margin max(1, 3 % of W), the cell floor((W - 2
// margin) / n) when at least 2 px, the board centred on a whole pixel, its top ceil(margin)),
// and the pixels there are squares: light at (0, 0), dark at (0, 1).
void TestBoardImageRenderer::sizeAndBoardPlace() {
    QFETCH(int, width);
    QFETCH(bool, dark);
    const BoardImageOptions o = options(8, kSolution8, width, dark);
    QVERIFY(BoardImageRenderer::validate(o).isEmpty());
    const QImage image = BoardImageRenderer::render(o);
    QCOMPARE(image.size(), BoardImageRenderer::imageSize(o));
    QCOMPARE(image.width(), width);
    QCOMPARE(image.format(), QImage::Format_ARGB32_Premultiplied);
    QCOMPARE(image.devicePixelRatio(), 1.0);
    QCOMPARE(BoardImageRenderer::layoutSize(o), QSizeF(image.size()));

    const qreal margin = std::max(1.0, width * 0.03);
    qreal cell = (width - 2 * margin) / 8;
    if (cell >= 2) cell = std::floor(cell);
    const QRectF board(std::round((width - 8 * cell) / 2), std::ceil(margin), 8 * cell, 8 * cell);
    QCOMPARE(BoardImageRenderer::boardRect(o), board);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c)
            QCOMPARE(BoardImageRenderer::cellRect(o, r, c),
                     QRectF(board.left() + c * cell, board.top() + r * cell, cell, cell));
    QCOMPARE(image.height(), static_cast<int>(std::ceil(board.bottom() + margin)));

    const BoardColors colors = BoardColors::forTheme(dark);
    const QImage empty = BoardImageRenderer::render(emptied(o));
    const auto at = [&](qreal x, qreal y) { return empty.pixel(int(x), int(y)); };
    QCOMPARE(colorDistance(at(board.left() + 1, board.top() + 1), colors.lightSquare), 0);
    if (cell >= 2)  // narrower cells: the board in the light colour only
        QCOMPARE(colorDistance(at(board.left() + cell + 1, board.top() + 1), colors.darkSquare), 0);
    QCOMPARE(colorDistance(at(board.right() - 2, board.bottom() - 2), colors.lightSquare), 0);
    dump(image, QStringLiteral("size-%1-%2").arg(width).arg(dark ? "dark" : "light"));
}

void TestBoardImageRenderer::queensAtTheirCells_data() {
    boardsTable();
}

// Against an empty board with the same options: the centre (middle half) of every queen's cell
// differs clearly, every other cell is unchanged (whole cell).
void TestBoardImageRenderer::queensAtTheirCells() {
    QFETCH(int, width);
    QFETCH(bool, dark);
    QFETCH(std::vector<int>, placement);
    const BoardImageOptions o = options(8, placement, width, dark);
    const QImage with = BoardImageRenderer::render(o);
    const QImage without = BoardImageRenderer::render(emptied(o));
    QCOMPARE(with.size(), without.size());
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) {
            const QRectF cell = BoardImageRenderer::cellRect(o, r, c);
            if (placement[r] == c)
                QVERIFY2(maxDiff(with, without, centreOf(cell, 0.5)) >= 60,
                         qPrintable(QStringLiteral("queen (%1, %2): %3")
                                        .arg(r)
                                        .arg(c)
                                        .arg(maxDiff(with, without, centreOf(cell, 0.5)))));
            else
                QVERIFY2(maxDiff(with, without, cell) == 0,
                         qPrintable(QStringLiteral("empty (%1, %2)").arg(r).arg(c)));
        }
}

void TestBoardImageRenderer::attackedCellsHatched_data() {
    boardsTable();
}

// With attacks on, exactly the empty cells attacked by a queen of another row (pairwise check)
// differ from the rendering without, and clearly (on light and dark squares alike).
void TestBoardImageRenderer::attackedCellsHatched() {
    QFETCH(int, width);
    QFETCH(bool, dark);
    QFETCH(std::vector<int>, placement);
    BoardImageOptions o = options(8, placement, width, dark);
    const QImage plain = BoardImageRenderer::render(o);
    o.attacks = true;
    const QImage hatched = BoardImageRenderer::render(o);
    dump(hatched, QStringLiteral("attacks-%1-%2").arg(width).arg(dark ? "dark" : "light"));
    const queens::BoardState state = BoardPainter::stateOf(placement);
    const queens::BoardAttacks truth(state);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) {
            const bool expected = attackedPairwise(placement, r, c);
            QCOMPARE(truth.attackedEmpty(r, c), expected);
            const int diff = maxDiff(plain, hatched, BoardImageRenderer::cellRect(o, r, c));
            QVERIFY2(expected ? diff >= 40 : diff == 0,
                     qPrintable(QStringLiteral("cell (%1, %2): diff %3").arg(r).arg(c).arg(diff)));
        }
}

void TestBoardImageRenderer::attackedQueensMarked_data() {
    boardsTable();
}

// Every queen's cell against the same queen alone on the board (where nothing attacks it): the
// same pixels exactly when no queen of another row attacks it (pairwise check), clearly
// different when one does (the conflict disc, or the conflict colour of a dot on small cells).
void TestBoardImageRenderer::attackedQueensMarked() {
    QFETCH(int, width);
    QFETCH(bool, dark);
    QFETCH(std::vector<int>, placement);
    const BoardImageOptions o = options(8, placement, width, dark);
    const QImage board = BoardImageRenderer::render(o);
    int attacked = 0;
    for (int r = 0; r < 8; ++r) {
        if (placement[r] < 0) continue;
        std::vector<int> alone(8, -1);
        alone[r] = placement[r];
        const QImage single = BoardImageRenderer::render(options(8, alone, width, dark));
        const bool expected = queenAttackedPairwise(placement, r);
        attacked += expected;
        const int diff = maxDiff(board, single, BoardImageRenderer::cellRect(o, r, placement[r]));
        QVERIFY2(expected ? diff >= 40 : diff == 0,
                 qPrintable(QStringLiteral("queen of row %1: diff %2").arg(r).arg(diff)));
    }
    const queens::BoardState state = BoardPainter::stateOf(placement);
    QCOMPARE(queens::BoardAttacks(state).attackedQueens(), attacked);
}

// Fill, Outline and Cross change their own cell only; the fill's centre is the mark colour over
// the square, the outline's edge and the cross's centre are the mark colour.
void TestBoardImageRenderer::marks() {
    BoardImageOptions o = options(8, {0, 4, 7, -1, -1, -1, -1, -1}, 333);
    const QImage plain = BoardImageRenderer::render(o);
    const QColor blue(0x1e, 0x6f, 0xe5), red(0xe5, 0x39, 0x35), green(0x2e, 0xa0, 0x43);
    o.marks = {{3, 1, CellMark::Fill, green},
               {1, 4, CellMark::Outline, blue},
               {5, 6, CellMark::Cross, red}};
    const QImage marked = BoardImageRenderer::render(o);
    dump(marked, QStringLiteral("marks"));
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) {
            const bool isMarked = (r == 3 && c == 1) || (r == 1 && c == 4) || (r == 5 && c == 6);
            const int diff = maxDiff(plain, marked, BoardImageRenderer::cellRect(o, r, c));
            QVERIFY2(isMarked ? diff >= 80 : diff == 0,
                     qPrintable(QStringLiteral("cell (%1, %2): diff %3").arg(r).arg(c).arg(diff)));
        }
    const auto pixelAt = [&](const QPointF& p) { return marked.pixel(p.toPoint()); };
    QCOMPARE(colorDistance(pixelAt(BoardImageRenderer::cellRect(o, 3, 1).center()), green), 0);
    const QRectF outline = BoardImageRenderer::cellRect(o, 1, 4);
    QVERIFY(colorDistance(pixelAt(QPointF(outline.left() + 1.5, outline.center().y())), blue) <= 2);
    QVERIFY(colorDistance(pixelAt(BoardImageRenderer::cellRect(o, 5, 6).center()), red) <= 2);
}

// Transparent: alpha 0 everywhere outside the board and its frame, opaque squares. Otherwise
// opaque everywhere, the corners the theme's background (near-white / near-black).
void TestBoardImageRenderer::background() {
    for (const bool dark : {false, true}) {
        BoardImageOptions o = options(8, kSolution8, 333, dark);
        o.transparent = true;
        const QImage image = BoardImageRenderer::render(o);
        const QRectF board = BoardImageRenderer::boardRect(o);
        const QRectF framed = board.adjusted(-2, -2, 2, 2);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const int alpha = qAlpha(image.pixel(x, y));
                if (!framed.intersects(QRectF(x, y, 1, 1))) QCOMPARE(alpha, 0);
                if (board.adjusted(1, 1, -1, -1).contains(QRectF(x, y, 1, 1))) QCOMPARE(alpha, 255);
            }
        o.transparent = false;
        const QImage opaque = BoardImageRenderer::render(o);
        for (int y = 0; y < opaque.height(); ++y)
            for (int x = 0; x < opaque.width(); ++x) QCOMPARE(qAlpha(opaque.pixel(x, y)), 255);
        const int lightness = QColor(opaque.pixel(0, 0)).lightness();
        QVERIFY2(dark ? lightness < 40 : lightness > 240, qPrintable(QString::number(lightness)));
    }
}

// n = 1000 at 1024 px: the queens are dots centred on their cells, in compactQueen, and a queen
// another one attacks (pairwise check) has a rim in the opaque conflict colour; an empty band of
// rows keeps the light square colour, attacks render too.
void TestBoardImageRenderer::thousandQueens() {
    const int n = 1000;
    std::vector<int> placement(n);
    for (int r = 0; r < n; ++r) placement[r] = (3 * r) % n;
    for (int r = 400; r < 450; ++r) placement[r] = -1;
    BoardImageOptions o = options(n, placement, 1024);
    o.coordinates = Coordinates::Chess;
    const QImage image = BoardImageRenderer::render(o);
    QCOMPARE(image.width(), 1024);
    QCOMPARE(image.size(), BoardImageRenderer::imageSize(o));
    dump(image, QStringLiteral("n1000"));
    const BoardColors colors = BoardColors::forTheme(false);
    const QRectF inner = BoardImageRenderer::boardRect(o).adjusted(3, 3, -3, -3);  // off the frame
    QColor conflict = colors.conflict;
    conflict.setAlpha(255);
    int checked = 0, attacked = 0;
    for (int r = 0; r < n; ++r) {
        if (placement[r] < 0) continue;
        const QPointF c = BoardImageRenderer::cellRect(o, r, placement[r]).center();
        if (!inner.contains(c)) continue;
        ++checked;
        bool hit = false;
        for (int q = 0; q < n && !hit; ++q)
            hit = q != r && placement[q] >= 0 &&
                  (placement[q] == placement[r] ||
                   std::abs(q - r) == std::abs(placement[q] - placement[r]));
        attacked += hit;
        const QPoint centre(int(c.x()), int(c.y()));  // the pixel holding the centre
        QVERIFY2(colorDistance(image.pixel(centre), colors.compactQueen) <= 30,
                 qPrintable(QStringLiteral("row %1").arg(r)));
        // An attacked queen's rim: the conflict colour within 3 pixels of the centre.
        bool rim = false;
        for (int dy = -3; dy <= 3 && !rim; ++dy)
            for (int dx = -3; dx <= 3 && !rim; ++dx)
                rim = colorDistance(image.pixel(centre + QPoint(dx, dy)), conflict) <= 30;
        if (hit) QVERIFY2(rim, qPrintable(QStringLiteral("row %1: no conflict rim").arg(r)));
    }
    QVERIFY(checked > 900);
    QVERIFY(attacked > 0 && attacked < checked);  // both kinds of queen were seen
    for (int r = 420; r < 430; ++r)
        for (int c = 0; c < n; c += 7)
            QCOMPARE(
                colorDistance(image.pixel(BoardImageRenderer::cellRect(o, r, c).center().toPoint()),
                              colors.lightSquare),
                0);
    o.attacks = true;
    QVERIFY(!BoardImageRenderer::render(o).isNull());
}

// The same options give the same pixels, on this thread or a worker, whatever the application's
// font; paint() into a wider target
// centres the same image (up to antialiasing rounding).
void TestBoardImageRenderer::deterministic() {
    BoardImageOptions o = options(8, {0, 4, 7, -1, -1, -1, -1, -1}, 334, true);
    o.coordinates = Coordinates::Chess;
    o.attacks = o.registers = true;
    o.title = QStringLiteral("Eight queens");
    o.caption = QStringLiteral("Solution 1 of 92");
    const QImage a = BoardImageRenderer::render(o);
    dump(a, QStringLiteral("everything"));
    QCOMPARE(BoardImageRenderer::render(o), a);
    QImage fromWorker;  // the renderer is reentrant: a worker thread draws the same pixels
    std::thread worker([&] { fromWorker = BoardImageRenderer::render(o); });
    worker.join();
    QCOMPARE(fromWorker, a);
    const QFont appFont = QGuiApplication::font();  // the GUI's font does not enter either
    QFont odd(QStringLiteral("DejaVu Serif"), 31, QFont::Light, true);
    odd.setLetterSpacing(QFont::AbsoluteSpacing, 3);
    QGuiApplication::setFont(odd);
    const QImage withOddFont = BoardImageRenderer::render(o);
    QGuiApplication::setFont(appFont);
    QCOMPARE(withOddFont, a);
    QImage wide(2 * a.width(), a.height(), QImage::Format_ARGB32_Premultiplied);
    wide.fill(Qt::transparent);
    {
        QPainter p(&wide);
        BoardImageRenderer::paint(p, QRectF(0, 0, wide.width(), wide.height()), o);
    }
    // Curves flattened at other absolute coordinates may differ by a level or two at an edge.
    QVERIFY(maxDiff(wide.copy(a.width() / 2, 0, a.width(), a.height()), a, a.rect()) <= 4);
}

QTEST_MAIN(TestBoardImageRenderer)
#include "test_board_image_renderer.moc"
