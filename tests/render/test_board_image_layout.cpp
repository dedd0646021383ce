// Tests of the parts of a BoardImageRenderer image around the squares, and of BoardImageLayout
// that places them: coordinates, column names, the registers panel, validate(), and the layout
// itself. The layout's truth is its documentation (BoardImageLayout.h): every part inside the
// image and its margins, the parts in their documented order without overlap, the block
// centred, whole pixels when cells are 2 px or more; and the painter must follow it: a pixel that
// differs from the background lies in one of the parts. Register bits are computed here from the
// geometry of the diagonals, not from the panel's code.
// Set QUEENSLAB_RENDER_DUMP=<dir> to keep the images for a look.
#include <QGuiApplication>
#include <QImage>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <vector>

#include "BoardColors.h"
#include "BoardImageLayout.h"
#include "BoardImageRenderer.h"
#include "BoardImageTestSupport.h"

namespace {
using namespace rendertest;

// Every combination of the layout's inputs for n queens at width w: coordinates, registers (when
// n <= 64), title and caption.
std::vector<BoardImageOptions> variants(int n, int w) {
    std::vector<BoardImageOptions> all;
    std::vector<int> placement(static_cast<std::size_t>(n), -1);
    for (int r = 0; r < n; r += 2) placement[static_cast<std::size_t>(r)] = (r * 3) % n;
    for (const Coordinates k : {Coordinates::None, Coordinates::Chess, Coordinates::ZeroBased})
        for (const bool registers : {false, true})
            for (const bool texts : {false, true}) {
                if (registers && n > BoardImageRenderer::kMaxRegistersN) continue;
                BoardImageOptions o = options(n, placement, w);
                o.coordinates = k;
                o.registers = registers;
                if (texts) {
                    o.title = QStringLiteral("Queens on a board of %1").arg(n);
                    o.caption = QStringLiteral("a caption under it");
                }
                all.push_back(o);
            }
    return all;
}

QString describe(const BoardImageOptions& o) {
    return QStringLiteral("n %1, width %2, coordinates %3, registers %4, texts %5")
        .arg(o.n)
        .arg(o.width)
        .arg(int(o.coordinates))
        .arg(o.registers)
        .arg(!o.title.isEmpty());
}
}  // namespace

class TestBoardImageLayout : public QObject {
    Q_OBJECT

private slots:
    void partsInsideAndInOrder();
    void inkOnlyInTheParts();
    void coordinates();
    void chessColumnNames();
    void registersPanel_data();
    void registersPanel();
    void validateRefuses();
};

// The documented layout, for many sizes and every combination of parts.
void TestBoardImageLayout::partsInsideAndInOrder() {
    constexpr qreal eps = 1e-6;
    for (const int n : {1, 8, 27, 64, 300})
        for (const int w : {16, 97, 333, 1024, 4000})
            for (const BoardImageOptions& o : variants(n, w)) {
                const QByteArray what = describe(o).toUtf8();
                QVERIFY2(BoardImageRenderer::validate(o).isEmpty(), what);
                const BoardImageLayout L = BoardImageLayout::of(o);
                // The renderer reports this very layout.
                QCOMPARE(BoardImageRenderer::layoutSize(o), QSizeF(L.width, L.height));
                QCOMPARE(BoardImageRenderer::imageSize(o), QSize(w, int(L.height)));
                QCOMPARE(BoardImageRenderer::boardRect(o), L.grid.board);
                QCOMPARE(BoardImageRenderer::cellRect(o, n - 1, 0), L.grid.cellRect(n - 1, 0));
                const qreal margin = std::max(1.0, w * 0.03);
                QCOMPARE(L.margin, margin);
                // A square board of n cells, on whole pixels when a cell is 2 px or more.
                QVERIFY2(L.grid.cell > 0, what);
                QVERIFY2(std::abs(L.grid.board.width() - n * L.grid.cell) < eps, what);
                QCOMPARE(L.grid.board.height(), L.grid.board.width());
                if (L.grid.cell >= 2) {
                    QCOMPARE(L.grid.cell, std::floor(L.grid.cell));
                    QCOMPARE(L.grid.board.left(), std::floor(L.grid.board.left()));
                    QCOMPARE(L.grid.board.top(), std::floor(L.grid.board.top()));
                }
                QCOMPARE(L.grid.cellRect(n - 1, n - 1).bottomRight(), L.grid.board.bottomRight());
                // Present exactly when asked for.
                QCOMPARE(L.title.isEmpty(), o.title.isEmpty());
                QCOMPARE(L.caption.isEmpty(), o.caption.isEmpty());
                QCOMPARE(L.hasPanel, o.registers);
                const bool labels = o.coordinates != Coordinates::None;
                QCOMPARE(L.rowLabels.isEmpty(), !labels);
                QCOMPARE(L.colLabels.isEmpty(), !labels);
                // Top to bottom: title, (ZeroBased labels), board, (Chess labels), caption.
                qreal top = L.grid.board.top();
                qreal bottom = L.grid.board.bottom();
                if (labels) {
                    QCOMPARE(L.rowLabels.right(), L.grid.board.left());
                    QCOMPARE(L.rowLabels.top(), L.grid.board.top());
                    QCOMPARE(L.rowLabels.height(), L.grid.board.height());
                    QCOMPARE(L.colLabels.left(), L.grid.board.left());
                    if (o.coordinates == Coordinates::Chess)
                        QCOMPARE(L.colLabels.top(), L.grid.board.bottom());
                    else
                        QVERIFY2(L.colLabels.bottom() <= L.grid.board.top() + eps, what);
                    top = std::min(top, L.colLabels.top());
                    bottom = std::max(bottom, L.colLabels.bottom());
                }
                if (L.hasPanel) {
                    QVERIFY2(L.panel.bounds.left() >= L.grid.board.right() + margin - eps, what);
                    QCOMPARE(L.panel.bounds.top(), L.grid.board.top());
                    bottom = std::max(bottom, L.panel.bounds.bottom());
                }
                if (!o.title.isEmpty()) {
                    QCOMPARE(L.title.top(), margin);
                    QVERIFY2(L.title.bottom() <= top + eps, what);
                    top = L.title.top();
                }
                if (!o.caption.isEmpty()) {
                    QVERIFY2(L.caption.top() >= bottom - eps, what);
                    bottom = L.caption.bottom();
                }
                // Margins all round; the block of labels, board and panel centred.
                QVERIFY2(top >= margin - eps, what);
                QVERIFY2(L.height - bottom >= margin - eps && L.height - bottom < margin + 1 + eps,
                         what);
                const qreal left = labels ? L.rowLabels.left() : L.grid.board.left();
                const qreal right = L.hasPanel ? L.panel.bounds.right() : L.grid.board.right();
                QVERIFY2(std::abs(left - (w - right)) <= 1 + eps, what);
                QVERIFY2(left >= margin - 0.5 - eps, what);
            }
}

// Whatever is drawn lies in a part of the layout: outside the parts (grown by the frame and the
// antialiasing, column labels by the overhang a label wider than its cell may have) every pixel
// is the background.
void TestBoardImageLayout::inkOnlyInTheParts() {
    for (const int n : {8, 27})
        for (const int w : {333, 1024})
            for (const BoardImageOptions& o : variants(n, w)) {
                const BoardImageLayout L = BoardImageLayout::of(o);
                const qreal grow = std::max<qreal>(1, w * 0.002) + 2;
                std::vector<QRectF> parts = {
                    L.grid.board.adjusted(-grow, -grow, grow, grow), L.title.adjusted(-2, -2, 2, 2),
                    L.caption.adjusted(-2, -2, 2, 2),
                    L.rowLabels.adjusted(-2, -L.labelPx, 2, L.labelPx),
                    L.colLabels.adjusted(-2 * L.labelPx, -2, 2 * L.labelPx, 2)};
                if (L.hasPanel) parts.push_back(L.panel.bounds.adjusted(-2, -2, 2, 2));
                const QImage image =
                    BoardImageRenderer::render(o).convertToFormat(QImage::Format_ARGB32);
                const QColor background = BoardColors::themeBackground(false);
                int stray = 0;
                QPoint first;
                for (int y = 0; y < image.height(); ++y) {
                    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
                    for (int x = 0; x < image.width(); ++x) {
                        if (colorDistance(line[x], background) == 0) continue;
                        const QRectF px(x, y, 1, 1);
                        if (std::any_of(parts.begin(), parts.end(),
                                        [&](const QRectF& r) { return r.contains(px); }))
                            continue;
                        if (stray++ == 0) first = QPoint(x, y);
                    }
                }
                QVERIFY2(stray == 0, qPrintable(QStringLiteral("%1: %2 pixels, first (%3, %4)")
                                                    .arg(describe(o))
                                                    .arg(stray)
                                                    .arg(first.x())
                                                    .arg(first.y())));
            }
}

// Chess labels lie below the board and left of it, ZeroBased ones above and left, none without:
// in the band of every column (and row) there are pixels far from the background.
void TestBoardImageLayout::coordinates() {
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
void TestBoardImageLayout::chessColumnNames() {
    const std::vector<std::pair<int, const char*>> names = {
        {0, "a"},   {7, "h"},   {25, "z"},   {26, "aa"},   {27, "ab"},
        {51, "az"}, {52, "ba"}, {701, "zz"}, {702, "aaa"}, {999, "all"}};
    for (const auto& [col, name] : names)
        QCOMPARE(BoardImageRenderer::chessColumn(col), QString::fromLatin1(name));
}

void TestBoardImageLayout::registersPanel_data() {
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
void TestBoardImageLayout::registersPanel() {
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
void TestBoardImageLayout::validateRefuses() {
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

QTEST_MAIN(TestBoardImageLayout)
#include "test_board_image_layout.moc"
