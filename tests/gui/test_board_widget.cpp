// GUI test of BoardWidget's detailed rendering (n <= 64) of the attacked cells: which cells
// attacked() reports and how they are drawn. (The lines of attack of a queen just placed or of two
// queens just swapped, the current row and the solution flash: test_board_marks.cpp.)
//
// The states come from replaying real runs (ReplayOracle): backtracking N = 6 and N = 64, bitmask
// N = 8 and min-conflicts N = 12. Truth is computed from the placement alone, pair by pair, never
// from BoardState's counters (which the widget uses): an empty cell is attacked when a queen of
// another row shares its column or one of its diagonals (BoardTestFixtures.h). The pixel checks
// grab the widget and compare cells of one rendering with each other and with the rendering
// without setShowAttacks, so they hold for any palette and any size; rectangles come from
// boardRect().
#include <QImage>
#include <QTest>
#include <optional>
#include <vector>

#include "BoardTestFixtures.h"

using namespace boardtest;

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void defaults();
    void attackedSetMatchesPairwiseTruth_data();
    void attackedSetMatchesPairwiseTruth();
    void attackedCellsAreMarked_data();
    void attackedCellsAreMarked();
};

void TestBoardWidget::defaults() {
    BoardWidget w;
    QVERIFY(w.showsAttacks());
    QVERIFY(!w.animationsEnabled());
    QVERIFY(!w.isFlashing());
    QCOMPARE(w.solutionStrength(), 1.0);
    QVERIFY(!w.attacked(0, 0));  // no board yet
    const BoardState empty(8);
    w.setView(&empty, nullptr);
    for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c) QVERIFY(!w.attacked(r, c));
    QVERIFY(!w.attacked(-1, 0));
    QVERIFY(!w.attacked(0, 8));
}

void TestBoardWidget::attackedSetMatchesPairwiseTruth_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addRow("backtracking N=6") << Algorithm::Backtracking << 6;
    QTest::addRow("bitmask N=8") << Algorithm::Bitmask << 8;
    QTest::addRow("min-conflicts N=12") << Algorithm::MinConflicts << 12;
    QTest::addRow("backtracking N=64") << Algorithm::Backtracking << 64;
}

// After every one of the first events of a run (forward, then back again: the widget follows
// the cursor both ways), attacked() is the pairwise truth for every cell.
void TestBoardWidget::attackedSetMatchesPairwiseTruth() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    const Run run(algorithm, n, 400);
    QVERIFY(run.events.size() > 50);
    BoardWidget w;
    w.setShowAttacks(false);  // the set does not depend on whether it is drawn
    BoardState s(n);
    int attackedSeen = 0, freeSeen = 0;
    const auto check = [&](const StepEvent* e) {
        w.setView(&s, e);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const bool truth = attackedTruth(s.placement(), r, c);
                if (w.attacked(r, c) != truth)
                    QFAIL(qPrintable(QStringLiteral("cell (%1, %2) after %3 events: %4, truth %5")
                                         .arg(r)
                                         .arg(c)
                                         .arg(s.stats().events)
                                         .arg(w.attacked(r, c))
                                         .arg(truth)));
                (truth ? attackedSeen : freeSeen) += s.queenAt(r) != c ? 1 : 0;
            }
    };
    for (const StepEvent& e : run.events) {
        s.apply(e);
        check(&e);
        if (QTest::currentTestFailed()) return;
    }
    for (std::size_t i = run.events.size(); i-- > 1;) {
        s.unapply(run.events[i]);
        check(&run.events[i - 1]);
        if (QTest::currentTestFailed()) return;
    }
    // Both kinds of empty cell occurred: the comparison could have failed either way.
    QVERIFY(attackedSeen > 0);
    QVERIFY(freeSeen > 0);
}

void TestBoardWidget::attackedCellsAreMarked_data() {
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("events");
    QTest::addRow("backtracking N=6") << Algorithm::Backtracking << 6 << 12;
    QTest::addRow("bitmask N=8 mid-search") << Algorithm::Bitmask << 8 << 60;
    QTest::addRow("backtracking N=64") << Algorithm::Backtracking << 64 << 300;
}

// Without an event (no band, no lines): every attacked empty cell looks like every other one of
// its square colour, every free one likewise, and the two differ. With setShowAttacks(false) an
// attacked cell looks free.
void TestBoardWidget::attackedCellsAreMarked() {
    QFETCH(Algorithm, algorithm);
    QFETCH(int, n);
    QFETCH(int, events);
    const Run run(algorithm, n, static_cast<std::uint64_t>(events));
    const BoardState s = run.after(run.events.size());
    ShownWidget fixture;
    BoardWidget& w = fixture.w;
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setView(&s, nullptr);
    const QImage marked = shot(w);
    w.setShowAttacks(false);
    QVERIFY(!w.showsAttacks());
    const QImage plain = shot(w);
    w.setShowAttacks(true);
    QCOMPARE(shot(w), marked);

    for (const bool light : {true, false}) {
        std::optional<QImage> attackedLook, freeLook;
        int attackedCells = 0, freeCells = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (lightSquare(r, c) != light || s.queenAt(r) == c) continue;
                const QImage cell = cellImage(w, marked, r, c);
                std::optional<QImage>& look =
                    attackedTruth(s.placement(), r, c) ? attackedLook : freeLook;
                if (!look) look = cell;
                QCOMPARE(cell, *look);
                ++(attackedTruth(s.placement(), r, c) ? attackedCells : freeCells);
            }
        QVERIFY2(attackedCells > 0 && freeCells > 0, "the state needs both kinds of empty cell");
        QVERIFY(*attackedLook != *freeLook);
        // setShowAttacks(false) draws an attacked cell like a free one.
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                if (lightSquare(r, c) != light || s.queenAt(r) == c) continue;
                QCOMPARE(cellImage(w, plain, r, c), *freeLook);
            }
    }
}

QTEST_MAIN(TestBoardWidget)
#include "test_board_widget.moc"
