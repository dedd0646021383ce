// GUI test of OrbitView, the eight symmetric images of a solution.
//
// Independent truth: the images are computed here by turning and mirroring an explicit n x n
// grid (a quarter turn clockwise: the left column becomes the top row; a mirror: each row
// reversed), never through Symmetry.h or SymmetryOrbit. The solutions come from the brute force
// over permutations of the core tests (SolutionOracle). Checks:
// - the widget grabbed as a screen shows it, in the light and the dark palette, two rows of four
//   and one row of eight: every cell of every slot holds a queen exactly when the transformed
//   grid has one (a queen cell has many pixels unlike its corner pixel, an empty cell none);
// - the labels, the notes ("= <earlier slot>", "canonical") and the dimming follow the grids:
//   a slot is marked exactly when an earlier slot shows the same grid, and its squares then
//   look different from an unmarked slot's; the header states the number of distinct grids;
// - clicking a slot (and the arrow keys) selects it and selectedPlacement() is its grid.
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <set>
#include <vector>

#include "AppStyle.h"
#include "OrbitView.h"
#include "SolutionOracle.h"

namespace {

using Grid = std::vector<std::vector<int>>;

Grid toGrid(const std::vector<int>& p) {
    const std::size_t n = p.size();
    Grid g(n, std::vector<int>(n, 0));
    for (std::size_t r = 0; r < n; ++r) g[r][static_cast<std::size_t>(p[r])] = 1;
    return g;
}
std::vector<int> fromGrid(const Grid& g) {
    std::vector<int> p(g.size(), -1);
    for (std::size_t r = 0; r < g.size(); ++r)
        for (std::size_t c = 0; c < g.size(); ++c)
            if (g[r][c]) p[r] = static_cast<int>(c);
    return p;
}
Grid turn(const Grid& g) {  // a quarter turn clockwise
    const std::size_t n = g.size();
    Grid out(n, std::vector<int>(n, 0));
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c) out[c][n - 1 - r] = g[r][c];
    return out;
}
Grid mirror(Grid g) {  // left <-> right
    for (auto& row : g) std::reverse(row.begin(), row.end());
    return g;
}
Grid transpose(const Grid& g) {  // across the main diagonal
    Grid out = g;
    for (std::size_t r = 0; r < g.size(); ++r)
        for (std::size_t c = 0; c < g.size(); ++c) out[c][r] = g[r][c];
    return out;
}
// Slot order: identity, rotate 90, 180, 270, mirror left-right, up-down, main, anti-diagonal.
std::vector<Grid> images(const std::vector<int>& p) {
    const Grid g = toGrid(p);
    const Grid upDown = turn(turn(mirror(g)));
    return {g,         turn(g), turn(turn(g)), turn(turn(turn(g))),
            mirror(g), upDown,  transpose(g),  turn(turn(transpose(g)))};
}

// The first solution of n (in lexicographic order) with `distinct` different images (by the
// grids above).
std::vector<int> solutionWithOrbit(int n, std::size_t distinct) {
    for (const auto& p : queens::testing::bruteForceSolutions(n)) {
        const auto imgs = images(p);
        if (std::set<Grid>(imgs.begin(), imgs.end()).size() == distinct) return p;
    }
    return {};
}

const QStringList kNames = {"identity",      "rotate 90°",        "rotate 180°",
                            "rotate 270°",   "mirror left–right", "mirror up–down",
                            "main diagonal", "anti-diagonal"};

bool near(QRgb a, QRgb b) {
    return std::abs(qRed(a) - qRed(b)) <= 6 && std::abs(qGreen(a) - qGreen(b)) <= 6 &&
           std::abs(qBlue(a) - qBlue(b)) <= 6;
}
// Pixels of the cell unlike its top-left pixel (which a queen never covers).
int unlikeCorner(const QImage& img, const QRect& cell) {
    const QRgb corner = img.pixel(cell.topLeft());
    int count = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y)
        for (int x = cell.left(); x <= cell.right(); ++x)
            if (!near(img.pixel(x, y), corner)) ++count;
    return count;
}

}  // namespace

class TestOrbitView : public QObject {
    Q_OBJECT

private slots:
    void emptyView();
    void paintsTheTransformedBoards_data();
    void paintsTheTransformedBoards();
    void marksIdenticalImages_data();
    void marksIdenticalImages();
    void clickSelectsAnImage();
};

void TestOrbitView::emptyView() {
    OrbitView view;
    QVERIFY(!view.hasPlacement());
    QVERIFY(view.selectedPlacement().empty());
    QVERIFY(!view.headerText().isEmpty());
    QVERIFY(view.slotNote(0).isEmpty());
    view.resize(640, 400);
    QVERIFY(!view.grab().isNull());  // paints without a placement
}

void TestOrbitView::paintsTheTransformedBoards_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("distinct");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("columns");
    QTest::newRow("N=8 orbit 8, 2x4 light") << 8 << 8 << QSize(800, 480) << false << 4;
    QTest::newRow("N=8 orbit 8, 2x4 dark") << 8 << 8 << QSize(800, 480) << true << 4;
    QTest::newRow("N=8 orbit 4, 1x8 light") << 8 << 4 << QSize(1700, 300) << false << 8;
    QTest::newRow("N=4 orbit 2, 1x8 dark") << 4 << 2 << QSize(1200, 220) << true << 8;
    QTest::newRow("N=10 orbit 8, 2x4 dark") << 10 << 8 << QSize(900, 560) << true << 4;
    QTest::newRow("N=5 orbit 2, 2x4 light") << 5 << 2 << QSize(640, 420) << false << 4;
}

void TestOrbitView::paintsTheTransformedBoards() {
    QFETCH(int, n);
    QFETCH(int, distinct);
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    QFETCH(int, columns);
    const std::vector<int> p = solutionWithOrbit(n, static_cast<std::size_t>(distinct));
    QVERIFY(!p.empty());
    const std::vector<Grid> expected = images(p);

    OrbitView view;
    if (dark) view.setPalette(AppStyle::darkPalette());
    view.resize(size);
    view.setPlacement(p);
    QCOMPARE(view.columnsPerRow(), columns);
    const QImage img = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const qreal dpr = img.devicePixelRatio();
    QCOMPARE(dpr, 1.0);

    for (int slot = 0; slot < OrbitView::kSlots; ++slot) {
        const QRect board = view.boardRect(slot);
        QVERIFY2(board.width() >= 3 * n, qPrintable(QStringLiteral("slot %1 too small").arg(slot)));
        QVERIFY(view.rect().contains(board));
        QVERIFY(view.slotRect(slot).contains(board));
        for (int other = 0; other < slot; ++other)
            QVERIFY(!view.slotRect(other).intersects(view.slotRect(slot)));
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const QRect cell = view.cellRect(slot, r, c);
                const int unlike = unlikeCorner(img, cell);
                const bool queen =
                    expected[static_cast<std::size_t>(slot)][static_cast<std::size_t>(r)]
                            [static_cast<std::size_t>(c)];
                if (queen)
                    QVERIFY2(
                        unlike > cell.width() * cell.height() / 8,
                        qPrintable(
                            QStringLiteral("slot %1 (%2,%3): no queen").arg(slot).arg(r).arg(c)));
                else
                    QVERIFY2(
                        unlike == 0,
                        qPrintable(
                            QStringLiteral("slot %1 (%2,%3): not empty").arg(slot).arg(r).arg(c)));
            }
        }
        QCOMPARE(view.slotLabel(slot), kNames[slot]);
    }
}

void TestOrbitView::marksIdenticalImages_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("distinct");
    QTest::newRow("N=4 orbit 2") << 4 << 2;
    QTest::newRow("N=8 orbit 4") << 8 << 4;
    QTest::newRow("N=8 orbit 8") << 8 << 8;
    QTest::newRow("N=10 orbit 4") << 10 << 4;
    QTest::newRow("N=1 orbit 1") << 1 << 1;
}

void TestOrbitView::marksIdenticalImages() {
    QFETCH(int, n);
    QFETCH(int, distinct);
    const std::vector<int> p = solutionWithOrbit(n, static_cast<std::size_t>(distinct));
    QVERIFY(!p.empty());
    const std::vector<Grid> expected = images(p);
    std::vector<std::vector<int>> placements;
    for (const Grid& g : expected) placements.push_back(fromGrid(g));
    const auto smallest = std::min_element(placements.begin(), placements.end());
    const int canonical = static_cast<int>(smallest - placements.begin());  // first smallest

    OrbitView view;
    view.resize(900, 520);
    view.setPlacement(p);
    const QImage img = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb unmarkedCorner = img.pixel(view.cellRect(0, 0, 0).topLeft());
    QCOMPARE(view.orbit().size, distinct);
    for (int slot = 0; slot < OrbitView::kSlots; ++slot) {
        int first = slot;  // the first slot showing the same grid
        for (int j = 0; j < slot && first == slot; ++j)
            if (expected[static_cast<std::size_t>(j)] == expected[static_cast<std::size_t>(slot)])
                first = j;
        const bool marked = first != slot;
        QCOMPARE(view.isDimmed(slot), marked);
        QCOMPARE(view.orbit().sameAs[static_cast<std::size_t>(slot)], first);
        if (marked)
            QCOMPARE(view.slotNote(slot), QStringLiteral("= %1").arg(kNames[first]));
        else if (slot == canonical)
            QCOMPARE(view.slotNote(slot), QStringLiteral("canonical"));
        else
            QVERIFY(view.slotNote(slot).isEmpty());
        // The dimming shows: the squares of a marked slot look different from slot 0's.
        const QRgb corner = img.pixel(view.cellRect(slot, 0, 0).topLeft());
        QCOMPARE(!near(corner, unmarkedCorner), marked);
    }
    const QString header = view.headerText();
    QVERIFY2(header.contains(QString::number(distinct)), qPrintable(header));
    QCOMPARE(header.startsWith(QStringLiteral("symmetric")), distinct < 8);
}

void TestOrbitView::clickSelectsAnImage() {
    const std::vector<int> p = solutionWithOrbit(8, 8);
    const std::vector<Grid> expected = images(p);
    OrbitView view;
    view.resize(800, 480);
    view.setPlacement(p);
    QCOMPARE(view.selectedIndex(), 0);
    QCOMPARE(view.selectedPlacement(), p);
    QSignalSpy spy(&view, &OrbitView::imageSelected);
    for (int slot : {3, 6, 1}) {
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.slotRect(slot).center());
        QCOMPARE(view.selectedIndex(), slot);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.takeFirst().at(0).toInt(), slot);
        QCOMPARE(view.selectedPlacement(), fromGrid(expected[static_cast<std::size_t>(slot)]));
    }
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedIndex(), 2);
    QTest::keyClick(&view, Qt::Key_Down);  // two rows of four: down moves by four
    QCOMPARE(view.selectedIndex(), 6);
    QCOMPARE(view.selectedPlacement(), fromGrid(expected[6]));
    view.setPlacement(solutionWithOrbit(8, 4));  // a new solution selects its identity slot
    QCOMPARE(view.selectedIndex(), 0);
}

QTEST_MAIN(TestOrbitView)
#include "test_orbit_view.moc"
