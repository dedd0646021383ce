// Tests of BoardImageRenderer (app/render): the size of the image, where the queens are, the
// attacked-cell hatch, marks, the transparent background, the registers panel, validate() and a
// board of 1000 queens. Pixel checks compare two renderings that differ in one thing only (the
// queens, the hatch, a mark), cell by cell, so they hold for both themes and every width; the
// truth each check is held against is computed here independently (attacked cells pairwise,
// registers from the geometry of the diagonals, the board's place from the documented layout).
// Set QUEENSLAB_RENDER_DUMP=<dir> to keep the images for a look.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <thread>
#include <vector>

#include "BoardColors.h"
#include "BoardImageRenderer.h"

namespace {
const std::vector<int> kSolution8 = {0, 4, 7, 5, 2, 6, 1, 3};

BoardImageOptions options(int n, std::vector<int> placement, int width, bool dark = false) {
    BoardImageOptions o;
    o.n = n;
    o.placement = std::move(placement);
    o.width = width;
    o.theme = dark ? ImageTheme::Dark : ImageTheme::Light;
    return o;
}

BoardImageOptions emptied(BoardImageOptions o) {
    std::fill(o.placement.begin(), o.placement.end(), -1);
    return o;
}

void dump(const QImage& image, const QString& name) {
    const QByteArray dir = qgetenv("QUEENSLAB_RENDER_DUMP");
    if (!dir.isEmpty()) image.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + ".png"));
}

// The largest difference of one channel (alpha included) between a and b over the pixels of
// `area` (rounded inwards to whole pixels).
int maxDiff(const QImage& a, const QImage& b, const QRectF& area) {
    int most = 0;
    const int x0 = static_cast<int>(std::ceil(area.left())), x1 = static_cast<int>(area.right());
    const int y0 = static_cast<int>(std::ceil(area.top())), y1 = static_cast<int>(area.bottom());
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
        }
    return most;
}

QRectF centreOf(const QRectF& cell, qreal fraction) {
    const qreal d = cell.width() * (1 - fraction) / 2;
    return cell.adjusted(d, d, -d, -d);
}

int colorDistance(QRgb p, const QColor& c) {
    return std::max({std::abs(qRed(p) - c.red()), std::abs(qGreen(p) - c.green()),
                     std::abs(qBlue(p) - c.blue())});
}

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
    void marks();
    void background();
    void coordinates();
    void chessColumnNames();
    void registersPanel_data();
    void registersPanel();
    void validateRefuses();
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
    const auto truth = BoardImageRenderer::attackedCells(o);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) {
            const bool expected = attackedPairwise(placement, r, c);
            QCOMPARE(bool(truth[r][c]), expected);
            const int diff = maxDiff(plain, hatched, BoardImageRenderer::cellRect(o, r, c));
            QVERIFY2(expected ? diff >= 40 : diff == 0,
                     qPrintable(QStringLiteral("cell (%1, %2): diff %3").arg(r).arg(c).arg(diff)));
        }
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

// Chess labels lie below the board and left of it, ZeroBased ones above and left, none without:
// in the band of every column (and row) there are pixels far from the background.
void TestBoardImageRenderer::coordinates() {
    for (const Coordinates k : {Coordinates::None, Coordinates::Chess, Coordinates::ZeroBased}) {
        BoardImageOptions o = options(8, kSolution8, 600);
        o.coordinates = k;
        const QImage image = BoardImageRenderer::render(o);
        dump(image, QStringLiteral("coordinates-%1").arg(int(k)));
        const QRectF board = BoardImageRenderer::boardRect(o);
        const QColor background = BoardColors::themeBackground(false);
        const auto inked = [&](const QRectF& area) {
            for (int y = std::max(0, int(area.top()));
                 y < std::min(image.height(), int(area.bottom())); ++y)
                for (int x = std::max(0, int(area.left()));
                     x < std::min(image.width(), int(area.right())); ++x)
                    if (colorDistance(image.pixel(x, y), background) > 100) return true;
            return false;
        };
        const qreal cell = board.width() / 8;
        for (int i = 0; i < 8; ++i) {
            const QRectF below(board.left() + i * cell, board.bottom() + 3, cell, 40);
            const QRectF above(board.left() + i * cell, board.top() - 43, cell, 40);
            const QRectF left(board.left() - 60, board.top() + i * cell, 57, cell);
            QCOMPARE(inked(below), k == Coordinates::Chess);
            QCOMPARE(inked(above), k == Coordinates::ZeroBased);
            QCOMPARE(inked(left), k != Coordinates::None);
        }
    }
    QCOMPARE(BoardImageRenderer::rowLabel(Coordinates::Chess, 8, 7), QStringLiteral("1"));
    QCOMPARE(BoardImageRenderer::rowLabel(Coordinates::Chess, 8, 0), QStringLiteral("8"));
    QCOMPARE(BoardImageRenderer::rowLabel(Coordinates::ZeroBased, 8, 0), QStringLiteral("0"));
    QCOMPARE(BoardImageRenderer::columnLabel(Coordinates::ZeroBased, 7), QStringLiteral("7"));
    QCOMPARE(BoardImageRenderer::columnLabel(Coordinates::Chess, 7), QStringLiteral("h"));
    QCOMPARE(BoardImageRenderer::labelStep(10, 10), 1);
    QCOMPARE(BoardImageRenderer::labelStep(10, 11), 2);
    QCOMPARE(BoardImageRenderer::labelStep(1, 30), 50);
}

// Spreadsheet-style names: a..z, then aa..az, ba.., zz, aaa.
void TestBoardImageRenderer::chessColumnNames() {
    const std::vector<std::pair<int, const char*>> names = {
        {0, "a"},   {7, "h"},   {25, "z"},   {26, "aa"},   {27, "ab"},
        {51, "az"}, {52, "ba"}, {701, "zz"}, {702, "aaa"}, {999, "all"}};
    for (const auto& [col, name] : names)
        QCOMPARE(BoardImageRenderer::chessColumn(col), QString::fromLatin1(name));
}

void TestBoardImageRenderer::registersPanel_data() {
    QTest::addColumn<std::vector<int>>("placement");
    QTest::addColumn<int>("width");
    QTest::newRow("row3") << std::vector<int>{0, 4, 7, -1, -1, -1, -1, -1} << 1024;
    QTest::newRow("row0") << std::vector<int>(8, -1) << 1024;
    QTest::newRow("full") << kSolution8 << 1024;
    QTest::newRow("gap") << std::vector<int>{2, 0, -1, 5, -1, -1, -1, -1} << 700;
    std::vector<int> big(64, -1);
    for (int r = 0; r < 20; ++r) big[r] = (r * 7 + 3) % 64;
    QTest::newRow("n64") << big << 1024;
    QTest::newRow("n12") << std::vector<int>{0, 2, 4, 6, 8, 10, -1, -1, -1, -1, -1, -1} << 500;
}

// The panel is right of the board; each bit cell of cols, ld, rd, avail is filled in its colour
// exactly when the bit is set, the bits computed here from the geometry of the first empty row r
// (n for a full board): a queen (i, c) above it covers column c, c + (r - i) along "\" and
// c - (r - i) along "/"; avail is what none covers.
void TestBoardImageRenderer::registersPanel() {
    QFETCH(std::vector<int>, placement);
    QFETCH(int, width);
    const int n = static_cast<int>(placement.size());
    BoardImageOptions o = options(n, placement, width);
    o.registers = true;
    QVERIFY(BoardImageRenderer::validate(o).isEmpty());
    const QImage image = BoardImageRenderer::render(o);
    dump(image, QStringLiteral("registers-%1").arg(QTest::currentDataTag()));
    const QRectF panel = BoardImageRenderer::registersRect(o);
    QVERIFY(panel.left() > BoardImageRenderer::boardRect(o).right());
    QVERIFY(QRectF(image.rect()).contains(panel));

    int r = 0;
    while (r < n && placement[r] >= 0) ++r;
    std::vector<std::vector<bool>> bits(4, std::vector<bool>(n, false));
    for (int i = 0; i < r; ++i) {
        const int c = placement[i], d = r - i;
        bits[0][c] = true;
        if (c + d < n) bits[1][c + d] = true;
        if (c - d >= 0) bits[2][c - d] = true;
    }
    for (int c = 0; c < n; ++c) bits[3][c] = !(bits[0][c] || bits[1][c] || bits[2][c]);

    const BoardColors colors = BoardColors::forTheme(false);
    for (int reg = 0; reg < 4; ++reg)
        for (int c = 0; c < n; ++c) {
            const QColor on = reg == 3 ? colors.freeBit : colors.attackedBit;
            const QRectF inner = centreOf(BoardImageRenderer::registerBitRect(o, reg, c), 0.6);
            int close = 0, total = 0;
            for (int y = int(std::ceil(inner.top())); y < int(inner.bottom()); ++y)
                for (int x = int(std::ceil(inner.left())); x < int(inner.right()); ++x, ++total)
                    close += colorDistance(image.pixel(x, y), on) <= 40;
            QVERIFY(total > 0);
            QVERIFY2(bits[reg][c] ? close * 2 > total : close == 0,
                     qPrintable(QStringLiteral("register %1 bit %2: %3 of %4")
                                    .arg(reg)
                                    .arg(c)
                                    .arg(close)
                                    .arg(total)));
        }
}

// Each refusal is one translated line naming the offending value; nothing is rendered. The
// smallest valid cases pass.
void TestBoardImageRenderer::validateRefuses() {
    BoardImageOptions registers65 = options(65, std::vector<int>(65, -1), 512);
    registers65.registers = true;
    BoardImageOptions markOff = options(8, kSolution8, 512);
    markOff.marks = {{2, 9, CellMark::Cross, Qt::red}};
    const std::vector<std::pair<BoardImageOptions, QString>> bad = {
        {options(0, {}, 512), "0"},
        {options(1001, std::vector<int>(1001, -1), 512), "1001"},
        {options(8, kSolution8, 15), "15"},
        {options(8, kSolution8, 16385), "16385"},
        {options(8, {0, 4, 7}, 512), "3"},
        {options(8, {0, 4, 7, 5, 2, 6, 1, 8}, 512), "8"},
        {options(8, {0, -2, 7, 5, 2, 6, 1, 3}, 512), "-2"},
        {registers65, "65"},
        {markOff, "9"}};
    for (const auto& [o, mentions] : bad) {
        const QString why = BoardImageRenderer::validate(o);
        QVERIFY2(!why.isEmpty() && !why.contains('\n') && why.contains(mentions), qPrintable(why));
        QVERIFY(BoardImageRenderer::render(o).isNull());
        QVERIFY(BoardImageRenderer::imageSize(o).isEmpty());
    }
    QVERIFY(BoardImageRenderer::validate(options(1, {0}, 16, true)).isEmpty());
    BoardImageOptions reg64 = options(64, std::vector<int>(64, -1), 16384);
    reg64.registers = true;
    QVERIFY(BoardImageRenderer::validate(reg64).isEmpty());
}

// n = 1000 at 1024 px: the queens are dots centred on their cells in compactQueen, an empty band
// of rows keeps the light square colour, attacks render too.
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
    int checked = 0;
    for (int r = 0; r < n; ++r) {
        if (placement[r] < 0) continue;
        const QPointF c = BoardImageRenderer::cellRect(o, r, placement[r]).center();
        if (!inner.contains(c)) continue;
        ++checked;
        const QPoint centre(int(c.x()), int(c.y()));  // the pixel holding the centre
        QVERIFY2(colorDistance(image.pixel(centre), colors.compactQueen) <= 30,
                 qPrintable(QStringLiteral("row %1").arg(r)));
    }
    QVERIFY(checked > 900);
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
