// GUI test of BoardWidget's interaction layer (the pointer of BoardMarksPainter, the marks of
// CellMarkPainter): clicks and hover map to the right squares, the laser pointer covers exactly the
// hovered line's cells, the cell marks and the colour-blind scheme's reject and register marks
// differ in SHAPE (pixel masks compared after mapping the colours to grey), not in colour alone.
//
// Truth is computed here, never asked of the widget: a cell's centre from boardRect() (cell =
// width / n), a pointer line from row / column / row - col / row + col equality, and a mark's
// shape as the set of pixels whose grey level differs from the same board drawn without it.
#include <QImage>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <utility>
#include <vector>

#include "BoardColors.h"
#include "BoardTestFixtures.h"

using namespace boardtest;
using Mode = BoardWidget::PointerMode;
using Mark = BoardWidget::CellMark;

namespace {

QPointF cellCentre(const BoardWidget& w, int row, int col) {
    const QRectF b = w.boardRect();
    const qreal cell = b.width() / w.state()->n();
    return {b.left() + (col + 0.5) * cell, b.top() + (row + 0.5) * cell};
}

// A mouse move with no button, as mouse tracking delivers it.
void moveTo(BoardWidget& w, QPointF pos) {
    QMouseEvent move(QEvent::MouseMove, pos, w.mapToGlobal(pos), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(&w, &move);
}

// The pointer's line, computed from the four equalities alone.
bool onLine(Mode m, int hr, int hc, int r, int c) {
    const bool row = r == hr, col = c == hc, diag = r - c == hr - hc, anti = r + c == hr + hc;
    switch (m) {
        case Mode::Off:
            return false;
        case Mode::Row:
            return row;
        case Mode::Column:
            return col;
        case Mode::Diagonal:
            return diag;
        case Mode::AntiDiagonal:
            return anti;
        case Mode::QueenLines:
            return row || col || diag || anti;
    }
    return false;
}

int grey(QRgb p) {
    return qGray(p);
}

// Pixels of `rect` whose grey level differs by more than `tol` between a and b.
std::vector<bool> greyMask(const QImage& a, const QImage& b, const QRect& rect, int tol = 24) {
    std::vector<bool> mask;
    mask.reserve(static_cast<std::size_t>(rect.width() * rect.height()));
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            mask.push_back(std::abs(grey(a.pixel(x, y)) - grey(b.pixel(x, y))) > tol);
    return mask;
}

// "Ink": pixels of `rect` darker than `level` once mapped to grey.
std::vector<bool> inkMask(const QImage& a, const QRect& rect, int level = 160) {
    std::vector<bool> mask;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            mask.push_back(grey(a.pixel(x, y)) < level);
    return mask;
}

int countOf(const std::vector<bool>& m) {
    return static_cast<int>(std::count(m.begin(), m.end(), true));
}

int xorCount(const std::vector<bool>& a, const std::vector<bool>& b) {
    int k = 0;
    for (std::size_t i = 0; i < a.size(); ++i) k += a[i] != b[i] ? 1 : 0;
    return k;
}

// A board with a few queens of a real run (backtracking N = 8, after its first placements).
BoardState someQueens(int n, std::uint64_t events) {
    const Run run(Algorithm::Backtracking, n, events);
    return run.after(run.events.size());
}

}  // namespace

class TestBoardInteraction : public QObject {
    Q_OBJECT

private slots:
    void init() { BoardColors::setDefaultScheme(BoardColors::Scheme::Standard); }
    void clicksAtCellCentres_data();
    void clicksAtCellCentres();
    void clickOffTheBoardEmitsNothing();
    void hoverSignals();
    void pointerCoversExactlyTheLine_data();
    void pointerCoversExactlyTheLine();
    void interactiveCursorAndFocus();
    void cellMarksDifferInShape();
    void colorBlindRejectReasonsDifferInShape();
    void colorBlindRegisterBitsDifferInShape();
};

void TestBoardInteraction::clicksAtCellCentres_data() {
    QTest::addColumn<int>("n");
    QTest::newRow("n=1") << 1;
    QTest::newRow("n=4") << 4;
    QTest::newRow("n=8") << 8;
    QTest::newRow("n=13") << 13;
    QTest::newRow("n=40") << 40;
    QTest::newRow("n=100 compact") << 100;
}

// Every cell (n <= 13; a sample of rows and columns beyond): a click at its centre emits
// cellClicked(row, col) once, and cellAt() names the same square.
void TestBoardInteraction::clicksAtCellCentres() {
    QFETCH(int, n);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const BoardState s(n);
    w.setView(&s, nullptr);
    QSignalSpy clicked(&w, &BoardWidget::cellClicked);
    std::vector<int> lines;
    for (int i = 0; i < n; i += n <= 13 ? 1 : 7) lines.push_back(i);
    if (lines.back() != n - 1) lines.push_back(n - 1);
    for (const int r : lines) {
        for (const int c : lines) {
            const QPointF at = cellCentre(w, r, c);
            QCOMPARE(w.cellAt(at), std::optional<QPoint>(QPoint(c, r)));
            clicked.clear();
            QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, at.toPoint());
            QCOMPARE(clicked.count(), 1);
            QCOMPARE(clicked.at(0).at(0).toInt(), r);
            QCOMPARE(clicked.at(0).at(1).toInt(), c);
        }
    }
}

void TestBoardInteraction::clickOffTheBoardEmitsNothing() {
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy clicked(&w, &BoardWidget::cellClicked);
    QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, QPoint(320, 320));  // no board yet
    QCOMPARE(clicked.count(), 0);
    const BoardState s(6);
    w.setView(&s, nullptr);
    const QRectF b = w.boardRect();
    for (const QPointF p : {b.topLeft() - QPointF(3, 3), b.bottomRight() + QPointF(3, 3),
                            QPointF(b.left() - 3, b.center().y())}) {
        QVERIFY(!w.cellAt(p).has_value());
        QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, p.toPoint());
    }
    // Pressed on one square, released on another: not a click.
    QTest::mousePress(&w, Qt::LeftButton, Qt::NoModifier, cellCentre(w, 0, 0).toPoint());
    QTest::mouseRelease(&w, Qt::LeftButton, Qt::NoModifier, cellCentre(w, 2, 3).toPoint());
    // A right click is not a click either.
    QTest::mouseClick(&w, Qt::RightButton, Qt::NoModifier, cellCentre(w, 1, 1).toPoint());
    QCOMPARE(clicked.count(), 0);
}

// Moving over the board emits cellHovered once per square entered; leaving it, (-1, -1).
void TestBoardInteraction::hoverSignals() {
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.hasMouseTracking());
    const BoardState s(8);
    w.setView(&s, nullptr);
    QSignalSpy hovered(&w, &BoardWidget::cellHovered);
    moveTo(w, cellCentre(w, 2, 5));
    moveTo(w, cellCentre(w, 2, 5) + QPointF(3, -2));  // the same square
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 2);
    QCOMPARE(hovered.at(0).at(1).toInt(), 5);
    QCOMPARE(w.hoveredCell(), std::optional<QPoint>(QPoint(5, 2)));
    moveTo(w, cellCentre(w, 7, 0));
    QCOMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1).at(0).toInt(), 7);
    QCOMPARE(hovered.at(1).at(1).toInt(), 0);
    moveTo(w, QPointF(2, 2));  // the margin: off the board
    QCOMPARE(hovered.count(), 3);
    QCOMPARE(hovered.at(2).at(0).toInt(), -1);
    QCOMPARE(hovered.at(2).at(1).toInt(), -1);
    QVERIFY(!w.hoveredCell().has_value());
    moveTo(w, cellCentre(w, 1, 1));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&w, &leave);
    QCOMPARE(hovered.count(), 5);
    QCOMPARE(hovered.at(4).at(0).toInt(), -1);
}

void TestBoardInteraction::pointerCoversExactlyTheLine_data() {
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    const std::pair<Mode, const char*> modes[] = {{Mode::Row, "row"},
                                                  {Mode::Column, "column"},
                                                  {Mode::Diagonal, "diagonal"},
                                                  {Mode::AntiDiagonal, "anti"},
                                                  {Mode::QueenLines, "queen"}};
    const std::pair<int, int> cells[] = {{0, 0}, {3, 4}, {7, 2}, {5, 7}};
    for (const auto& [m, name] : modes)
        for (const auto& [r, c] : cells)
            QTest::addRow("%s at (%d,%d)", name, r, c) << static_cast<int>(m) << r << c;
}

// Backtracking N = 8 part-way (queens, attacked hatch and the current event's marks drawn): with
// the pointer on and the mouse over (row, col), exactly the cells of the line differ from the
// same board with the pointer off, and nothing outside the board changes.
void TestBoardInteraction::pointerCoversExactlyTheLine() {
    QFETCH(int, mode);
    QFETCH(int, row);
    QFETCH(int, col);
    const auto m = static_cast<Mode>(mode);
    const int n = 8;
    const Run run(Algorithm::Backtracking, n, 40);
    const BoardState s = run.after(run.events.size());
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, &run.events.back());
    moveTo(w, cellCentre(w, row, col));
    QCOMPARE(w.hoveredCell(), std::optional<QPoint>(QPoint(col, row)));
    w.setPointerMode(Mode::Off);
    const QImage off = shot(w);
    w.setPointerMode(m);
    QCOMPARE(w.pointerMode(), m);
    const QImage on = shot(w);
    int covered = 0;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const bool expected = onLine(m, row, col, r, c);
            QCOMPARE(w.pointerCovers(r, c), expected);
            const QRect px = cellPixels(w, on, r, c);
            const bool changed = on.copy(px) != off.copy(px);
            QVERIFY2(changed == expected,
                     qPrintable(QStringLiteral("cell (%1, %2): changed %3, on the line %4")
                                    .arg(r)
                                    .arg(c)
                                    .arg(changed)
                                    .arg(expected)));
            covered += expected ? 1 : 0;
        }
    }
    QVERIFY(covered >= (m == Mode::Diagonal || m == Mode::AntiDiagonal ? 1 : n));
    // Outside the board nothing changed.
    const QRect board = cellPixels(w, on, 0, 0).united(cellPixels(w, on, n - 1, n - 1));
    for (int y = 0; y < on.height(); y += 3)
        for (int x = 0; x < on.width(); x += 3)
            if (!board.contains(x, y)) QCOMPARE(on.pixel(x, y), off.pixel(x, y));
    // The mouse gone, the board is as with the pointer off.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&w, &leave);
    QCOMPARE(shot(w), off);
}

void TestBoardInteraction::interactiveCursorAndFocus() {
    BoardWidget w;
    QCOMPARE(w.focusPolicy(), Qt::NoFocus);
    w.setInteractive(true);
    QVERIFY(w.isInteractive());
    QCOMPARE(w.focusPolicy(), Qt::StrongFocus);
    QCOMPARE(w.cursor().shape(), Qt::PointingHandCursor);
    w.setInteractive(false);
    QCOMPARE(w.focusPolicy(), Qt::NoFocus);
    QCOMPARE(w.cursor().shape(), Qt::ArrowCursor);
}

// Each mark alone on the same empty cell: it changes only that cell, and the shapes (pixels
// whose grey level differs from the unmarked board) of any two kinds differ in at least 10 %
// of the cell, so that they are told apart without colour.
void TestBoardInteraction::cellMarksDifferInShape() {
    const int n = 8;
    const BoardState s = someQueens(n, 12);
    int er = -1, ec = -1;  // an empty cell
    for (int r = n - 1; r >= 0 && er < 0; --r)
        if (s.queenAt(r) == kEmpty) er = r, ec = 3;
    QVERIFY(er >= 0);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage plain = shot(w);
    const QRect cell = cellPixels(w, plain, er, ec);
    std::vector<std::vector<bool>> masks;
    for (const auto kind : {Mark::Focus, Mark::Suggestion, Mark::Guess, Mark::Wrong}) {
        w.setCellMarks({Mark{er, ec, kind}});
        QCOMPARE(w.cellMarks().size(), std::size_t{1});
        const QImage marked = shot(w);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (r == er && c == ec) continue;
                const QRect px = cellPixels(w, marked, r, c).adjusted(1, 1, -1, -1);
                QVERIFY2(marked.copy(px) == plain.copy(px),
                         qPrintable(QStringLiteral("mark %1 leaks into (%2, %3)")
                                        .arg(int(kind))
                                        .arg(r)
                                        .arg(c)));
            }
        masks.push_back(greyMask(marked, plain, cell));
        QVERIFY(countOf(masks.back()) > cell.width() * cell.height() / 20);
    }
    const int area = cell.width() * cell.height();
    for (std::size_t i = 0; i < masks.size(); ++i)
        for (std::size_t j = i + 1; j < masks.size(); ++j)
            QVERIFY2(xorCount(masks[i], masks[j]) > area / 10,
                     qPrintable(QStringLiteral("marks %1 and %2 look alike").arg(i).arg(j)));
    w.setCellMarks({});
    QCOMPARE(shot(w), plain);
}

// One Reject event, the same cell and attacker, only the reason differs. The centre of the
// rejected cell mapped to grey, its "ink" (pixels darker than a light square under the row
// band): with the colour-blind scheme every two reasons differ in shape; with the standard
// scheme they do not (the cross is the same, only its colour differs), which shows that the
// comparison can fail.
void TestBoardInteraction::colorBlindRejectReasonsDifferInShape() {
    using queens::RejectReason;
    const int n = 8;
    BoardState s(n);
    s.apply(StepEvent::make(EventKind::Try, 0, 0, 2));
    s.apply(StepEvent::make(EventKind::Place, 0, 0, 2));
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setShowAttacks(false);
    const int row = 4, col = 2;
    const StepEvent tryEvent = StepEvent::make(EventKind::Try, 0, row, col);
    const RejectReason reasons[] = {RejectReason::Column, RejectReason::Diagonal,
                                    RejectReason::AntiDiagonal, RejectReason::Mask,
                                    RejectReason::Symmetry};
    for (const auto scheme : {BoardColors::Scheme::Standard, BoardColors::Scheme::ColorBlindSafe}) {
        w.setColorScheme(scheme);
        QCOMPARE(w.colorScheme(), scheme);
        w.setView(&s, &tryEvent);
        const QImage base = shot(w);
        const QRect cell = cellPixels(w, base, row, col);
        // The central square of half a cell's side: the cross's crossing (and the glyph).
        const QRect centre(cell.center() - QPoint(cell.width() / 4, cell.height() / 4),
                           QSize(cell.width() / 2, cell.height() / 2));
        std::vector<std::vector<bool>> masks;
        for (const RejectReason reason : reasons) {
            StepEvent e =
                StepEvent::make(EventKind::Reject, 0, row, col, queens::reasonCode(reason));
            e.c = 0;
            w.setView(&s, &e);
            masks.push_back(inkMask(shot(w), centre));
            QVERIFY(countOf(masks.back()) > countOf(inkMask(base, centre)));  // a cross is drawn
            QVERIFY(countOf(masks.back()) > 0);
        }
        const int area = centre.width() * centre.height();
        for (std::size_t i = 0; i < masks.size(); ++i)
            for (std::size_t j = i + 1; j < masks.size(); ++j) {
                const int diff = xorCount(masks[i], masks[j]);
                if (scheme == BoardColors::Scheme::ColorBlindSafe)
                    QVERIFY2(diff > area / 25,
                             qPrintable(
                                 QStringLiteral("reasons %1, %2: %3 px").arg(i).arg(j).arg(diff)));
                else
                    QVERIFY2(diff <= area / 100,
                             qPrintable(
                                 QStringLiteral("standard %1, %2: %3 px").arg(i).arg(j).arg(diff)));
            }
    }
}

// A bitmask register update of row 3 with bits 1, 4 and 6 set in cols and in avail: with the
// colour-blind scheme the marks on those cells differ in shape between the attacked (cols) and
// the free (avail) register, with the standard one they are the same discs.
void TestBoardInteraction::colorBlindRegisterBitsDifferInShape() {
    using queens::Register;
    const int n = 8;
    const std::uint64_t bits = (1U << 1) | (1U << 4) | (1U << 6);
    BoardState s(n);
    for (const Register r : {Register::Cols, Register::Avail}) {
        StepEvent e = StepEvent::make(EventKind::Mask, 0, 3, -1, queens::reasonCode(r));
        e.value = bits;
        s.apply(e);
    }
    QCOMPARE(s.reg(Register::Cols), bits);
    QCOMPARE(s.reg(Register::Avail), bits);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage base = shot(w);
    for (const auto scheme : {BoardColors::Scheme::Standard, BoardColors::Scheme::ColorBlindSafe}) {
        w.setColorScheme(scheme);
        std::vector<std::vector<bool>> masks;
        for (const Register r : {Register::Cols, Register::Avail}) {
            StepEvent e = StepEvent::make(EventKind::Mask, 0, 3, -1, queens::reasonCode(r));
            w.setView(&s, &e);
            const QImage img = shot(w);
            std::vector<bool> m;
            for (const int c : {1, 4, 6}) {
                const QRect cell = cellPixels(w, img, 3, c).adjusted(4, 4, -4, -4);
                const std::vector<bool> part = greyMask(img, base, cell, 60);
                m.insert(m.end(), part.begin(), part.end());
            }
            masks.push_back(std::move(m));
        }
        const int diff = xorCount(masks[0], masks[1]);
        if (scheme == BoardColors::Scheme::ColorBlindSafe)
            QVERIFY2(diff > 60, qPrintable(QString::number(diff)));
        else
            QVERIFY2(diff < 20, qPrintable(QString::number(diff)));
    }
}

QTEST_MAIN(TestBoardInteraction)
#include "test_board_interaction.moc"
