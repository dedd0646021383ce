// GUI test of the marks BoardWidget draws (n <= 64) besides the queens and the attacked cells:
// the lines of attack of a queen just placed (or of two queens just swapped), the current row
// and the solution flash. (The attacked cells themselves: test_board_widget.cpp.)
//
// The states come from replaying real runs (ReplayOracle, BoardTestFixtures.h): backtracking
// N = 6, bitmask N = 8 and min-conflicts N = 12. The pixel checks grab the widget and compare the
// same cell or pixel between two renderings that differ in one thing only (the event shown), so
// they hold for any palette and any size; rectangles come from boardRect(). The flash is checked
// through its QVariantAnimation, driven by hand, never by timing.
#include <QImage>
#include <QTest>
#include <QVariantAnimation>
#include <algorithm>
#include <utility>
#include <vector>

#include "BoardTestFixtures.h"

using namespace boardtest;

class TestBoardMarks : public QObject {
    Q_OBJECT

private slots:
    void attackLinesOnlyAfterPlace();
    void attackLinesOfBothSwappedQueens();
    void currentRowBand_data();
    void currentRowBand();
    void solutionFlashRunsOnlyWhenEnabled();
    void flashPulsesTheTint();
};

// Backtracking N = 6: after each Place, the centre of every cell on the placed queen's
// diagonals, anti-diagonals and column (between the queen and the edge) differs from the same
// state drawn without an event; after the Try of that cell (the event before it) and after
// every Remove, the same pixels do not differ.
void TestBoardMarks::attackLinesOnlyAfterPlace() {
    const int n = 6;
    const Run run(Algorithm::Backtracking, n, 300);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));

    // The centre pixels of the cells on the lines of (row, col), empty cells only.
    const auto rayCells = [n](const BoardState& s, int row, int col) {
        std::vector<QPoint> cells;  // (x = col, y = row)
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}})
            for (int r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n;
                 r += dr, c += dc)
                if (s.queenAt(r) != c) cells.emplace_back(c, r);
        return cells;
    };
    int places = 0, tries = 0, removes = 0;
    for (std::size_t i = 0; i < run.events.size(); ++i) {
        const StepEvent& e = run.events[i];
        if (e.kind != EventKind::Place && e.kind != EventKind::Remove) continue;
        const BoardState s = run.after(i + 1);
        const auto [none, with] = shotsOf(w, s, e);
        // A Remove's cell is empty again; its lines are the ones a Place there had.
        const std::vector<QPoint> cells = rayCells(s, e.a, e.b);
        QVERIFY(!cells.empty());
        for (const QPoint& cell : cells) {
            const QRgb a = cellPixel(w, with, cell.y(), cell.x(), 0.5, 0.5);
            const QRgb b = cellPixel(w, none, cell.y(), cell.x(), 0.5, 0.5);
            if (e.kind == EventKind::Place)
                QVERIFY2(a != b, qPrintable(QStringLiteral("no line at (%1, %2), Place (%3, %4)")
                                                .arg(cell.y())
                                                .arg(cell.x())
                                                .arg(e.a)
                                                .arg(e.b)));
            else
                QCOMPARE(a, b);
        }
        if (e.kind == EventKind::Remove) {
            ++removes;
            continue;
        }
        ++places;
        // The Try just before this Place: the same cell, no queen yet, no lines.
        QVERIFY(i > 0);
        const StepEvent& t = run.events[i - 1];
        QCOMPARE(t.kind, EventKind::Try);
        QCOMPARE(t.a, e.a);
        QCOMPARE(t.b, e.b);
        const BoardState before = run.after(i);
        w.setView(&before, nullptr);
        const QImage beforeNone = shot(w);
        w.setView(&before, &t);
        const QImage beforeTry = shot(w);
        for (const QPoint& cell : rayCells(before, t.a, t.b))
            QCOMPARE(cellPixel(w, beforeTry, cell.y(), cell.x(), 0.5, 0.5),
                     cellPixel(w, beforeNone, cell.y(), cell.x(), 0.5, 0.5));
        ++tries;
    }
    QVERIFY(places >= 5);
    QVERIFY(tries == places);
    QVERIFY(removes >= 2);
}

// Min-conflicts N = 12 just after a Swap: the lines of both moved queens are drawn (centres of the
// empty cells on their diagonals differ from the same state without an event).
void TestBoardMarks::attackLinesOfBothSwappedQueens() {
    const int n = 12;
    const Run run(Algorithm::MinConflicts, n, 5000);
    const std::size_t swap = run.find(EventKind::Swap);
    QVERIFY(swap < run.events.size());
    const StepEvent& e = run.events[swap];
    const BoardState s = run.after(swap + 1);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto [none, with] = shotsOf(w, s, e);
    for (const int row : {e.a, e.b}) {
        const int col = s.queenAt(row);
        int sampled = 0;
        for (const auto& [dr, dc] : {std::pair{-1, -1}, {1, 1}, {-1, 1}, {1, -1}})
            for (int r = row + dr, c = col + dc; r >= 0 && r < n && c >= 0 && c < n;
                 r += dr, c += dc) {
                // Skip queens (drawn over the lines) and the other swapped row (its band).
                if (s.queenAt(r) == c || r == e.a || r == e.b) continue;
                QVERIFY(cellPixel(w, with, r, c, 0.5, 0.5) != cellPixel(w, none, r, c, 0.5, 0.5));
                ++sampled;
            }
        QVERIFY(sampled > 0);
    }
}

void TestBoardMarks::currentRowBand_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("kind");
    QTest::addRow("backtracking Try") << Algorithm::Backtracking << 6 << int(EventKind::Try);
    QTest::addRow("backtracking Reject") << Algorithm::Backtracking << 6 << int(EventKind::Reject);
    QTest::addRow("bitmask Mask") << Algorithm::Bitmask << 8 << int(EventKind::Mask);
    QTest::addRow("min-conflicts Evaluate")
        << Algorithm::MinConflicts << 12 << int(EventKind::Evaluate);
}

// The row(s) of the current event are drawn differently from the same state without an event
// (a pixel in the plain margin of each cell, left of the hatch, halfway down), the other rows
// not at all.
void TestBoardMarks::currentRowBand() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, kind);
    const Run run(algorithm, n, 5000);
    // An event of that kind with some queens on the board.
    std::size_t i = run.find(static_cast<EventKind>(kind), 1);
    while (i < run.events.size() && run.after(i + 1).queenCount() < 2)
        i = run.find(static_cast<EventKind>(kind), i + 1);
    QVERIFY(i < run.events.size());
    const StepEvent& e = run.events[i];
    const BoardState s = run.after(i + 1);
    std::vector<int> rows = {e.a};
    if (e.kind == EventKind::Evaluate) rows.push_back(e.b);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const auto [none, with] = shotsOf(w, s, e);
    for (int r = 0; r < n; ++r) {
        const bool current = std::find(rows.begin(), rows.end(), r) != rows.end();
        for (int c = 0; c < n; ++c) {
            // The event's own cells carry its marks (outline, cross); skip them.
            if (current && (c == e.b || c == s.queenAt(r))) continue;
            if (e.kind == EventKind::Evaluate && current &&
                (c == s.queenAt(e.a) || c == s.queenAt(e.b)))
                continue;
            const QRgb a = cellPixel(w, with, r, c, 0.08, 0.5);
            const QRgb b = cellPixel(w, none, r, c, 0.08, 0.5);
            if (current)
                QVERIFY2(a != b, qPrintable(QStringLiteral("no band at (%1, %2)").arg(r).arg(c)));
            else if (e.kind != EventKind::Reject)  // a Reject's dashed line may cross other rows
                QCOMPARE(a, b);
        }
    }
}

// The flash runs only with animations on, only for a Solution event, goes on through an identical
// setView, and stops at once on a different setView or when animations are turned off.
void TestBoardMarks::solutionFlashRunsOnlyWhenEnabled() {
    const Run run(Algorithm::Backtracking, 6, 100000);
    const std::size_t k = run.find(EventKind::Solution);
    QVERIFY(k < run.events.size());
    QVERIFY(k + 1 < run.events.size());
    const StepEvent& solution = run.events[k];
    const BoardState s = run.after(k + 1);
    QVERIFY(ReplayOracle::isSolution(s.placement()));
    const BoardState next = run.after(k + 2);
    const BoardState before = run.after(k);

    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* flash = w.findChild<QVariantAnimation*>(QStringLiteral("solutionFlashAnimation"));
    QVERIFY(flash != nullptr);

    // Off (the default): the static tint.
    w.setView(&s, &solution);
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);

    // On: a Solution flashes; other events do not.
    w.setAnimationsEnabled(true);
    w.setView(&before, &run.events[k - 1]);
    QVERIFY(!w.isFlashing());
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    flash->setCurrentTime(BoardWidget::kFlashMs / 3);
    w.setView(&s, &solution);  // the same view again (a refresh): the flash goes on
    QVERIFY(w.isFlashing());
    QVERIFY(flash->currentTime() >= BoardWidget::kFlashMs / 3);  // not restarted
    w.setView(&next, &run.events[k + 1]);                        // the next step ends it at once
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);

    // Turning animations off ends a flash at once.
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    w.setAnimationsEnabled(false);
    QVERIFY(!w.isFlashing());

    // Left alone, it ends by itself (kFlashMs) with the static tint.
    w.setAnimationsEnabled(true);
    w.setView(&before, &run.events[k - 1]);
    w.setView(&s, &solution);
    QVERIFY(w.isFlashing());
    QTRY_VERIFY_WITH_TIMEOUT(!w.isFlashing(), BoardWidget::kFlashMs * 10);
    QCOMPARE(w.solutionStrength(), 1.0);
}

// During a flash the tint changes: at the bottom of the first pulse (t = 1 / (2 * pulses)) the
// queens' cells differ from the static tint; at the end of the animation they equal it again.
void TestBoardMarks::flashPulsesTheTint() {
    const Run run(Algorithm::Backtracking, 6, 100000);
    const std::size_t k = run.find(EventKind::Solution);
    QVERIFY(k < run.events.size());
    const BoardState s = run.after(k + 1);
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, &run.events[k]);
    const QImage still = shot(w);
    // A corner of each queen's cell: the tint, not the piece.
    const auto corners = [&](const QImage& image) {
        std::vector<QRgb> px;
        for (int r = 0; r < s.n(); ++r)
            px.push_back(cellPixel(w, image, r, s.queenAt(r), 0.04, 0.04));
        return px;
    };

    w.setAnimationsEnabled(true);
    w.setView(&s, nullptr);
    w.setView(&s, &run.events[k]);
    auto* flash = w.findChild<QVariantAnimation*>(QStringLiteral("solutionFlashAnimation"));
    QVERIFY(flash != nullptr);
    QVERIFY(w.isFlashing());
    flash->pause();
    flash->setCurrentTime(BoardWidget::kFlashMs / (2 * BoardWidget::kFlashPulses));
    QVERIFY(w.isFlashing());
    QVERIFY(w.solutionStrength() < 0.5);
    const QImage dim = shot(w);
    const std::vector<QRgb> a = corners(dim), b = corners(still);
    for (std::size_t i = 0; i < a.size(); ++i) QVERIFY(a[i] != b[i]);
    flash->setCurrentTime(BoardWidget::kFlashMs);  // the end: stopped, the static tint
    QTRY_VERIFY(!w.isFlashing());
    QCOMPARE(corners(shot(w)), b);
}

QTEST_MAIN(TestBoardMarks)
#include "test_board_marks.moc"
